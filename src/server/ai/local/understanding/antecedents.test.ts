import { describe, expect, it } from 'vitest';
import { personChosenIn, withAntecedents, withChosenPerson, withRelativeDay } from './antecedents.ts';

const now = new Date('2026-11-26T09:00:00Z');

describe('pronoun objects', () => {
  it('stand for what the message named before them', () => {
    expect(
      withAntecedents(
        'Organise une soirée portes ouvertes le 12 décembre, fais-moi un post pour l’annoncer',
        [],
        now,
      ),
    ).toBe(
      'Organise une soirée portes ouvertes le 12 décembre, fais-moi un post pour annoncer notre soirée portes ouvertes le 12 décembre',
    );
  });

  it('take the object of a clause rather than its subject, said again with a demonstrative', () => {
    expect(
      withAntecedents('Un client nous a laissé un avis élogieux, fais un post pour le partager', [], now),
    ).toMatch(/pour partager cet avis élogieux$/);
  });

  it('look back in the conversation', () => {
    expect(
      withAntecedents('Écris un post pour la présenter', ['Nous lançons une gamme de thés bio.'], now),
    ).toBe('Écris un post pour présenter notre gamme de thés bio');
  });

  it('leave the people written to alone, and nouns that look like verbs', () => {
    const invite = 'Écris un mail à nos clients pour les inviter';
    expect(withAntecedents(invite, ['Nous organisons un atelier.'], now)).toBe(invite);
    const noun = 'Organise un salon, prépare aussi l’annonce';
    expect(withAntecedents(noun, [], now)).toBe(noun);
  });
});

describe('a day said from the previous request', () => {
  it('is the day before or after the one that request named', () => {
    const earlier = ['Prends rendez-vous jeudi 10 décembre à 9h avec le comptable'];
    expect(withRelativeDay('Rappelle-moi d’apporter les relevés la veille', earlier, now)).toBe(
      'Rappelle-moi d’apporter les relevés le mercredi 9 décembre',
    );
    expect(withRelativeDay('Et prévois un point le lendemain', earlier, now)).toBe(
      'Et prévois un point le vendredi 11 décembre',
    );
  });

  it('stays as said when the turn names its own day, or the one before names none', () => {
    expect(withRelativeDay('J’ai le notaire lundi, rappelle-le moi la veille', ['Bonjour'], now)).toBe(
      'J’ai le notaire lundi, rappelle-le moi la veille',
    );
    expect(withRelativeDay('Rappelle-moi la veille', ['Écris à M. Durand'], now)).toBe(
      'Rappelle-moi la veille',
    );
  });
});

describe('the person a reply retained', () => {
  const retained = 'Sur vos critères (CAP, permis B), je convoquerais **Lucas Perrin** en entretien.';

  it('is read from the reply, only when it is one person', () => {
    expect(personChosenIn(retained)).toBe('Lucas Perrin');
    expect(
      personChosenIn('**Mon conseil :** Inès Morel remplit tous vos critères : à rencontrer en premier.'),
    ).toBe('Inès Morel');
    expect(personChosenIn('je convoquerais **Lucas Perrin** et **Anna Roy** en entretien.')).toBeNull();
    expect(personChosenIn('Voici votre offre d’emploi.')).toBeNull();
  });

  it('stands for the object pronoun of the next request', () => {
    expect(withChosenPerson('Convoque-la lundi 7 décembre à 10 h', retained)).toBe(
      'Convoque Lucas Perrin lundi 7 décembre à 10 h',
    );
    expect(withChosenPerson('Ok, écris-lui pour fixer un entretien', retained)).toBe(
      'Ok, écris à Lucas Perrin pour fixer un entretien',
    );
    expect(withChosenPerson('Tu peux l’appeler demain ?', retained)).toBe(
      'Tu peux appeler Lucas Perrin demain ?',
    );
    // Without a person retained, the turn is read as typed.
    expect(withChosenPerson('Convoque-la lundi', 'Voici votre offre.')).toBe('Convoque-la lundi');
    // « Écris-le » acts on the text just written; a supplier recommended is no person.
    expect(withChosenPerson('Écris-le à mon associé', retained)).toBe('Écris-le à mon associé');
    expect(personChosenIn('**Ma recommandation : Froid Service** (7 900 € HT).')).toBeNull();
    expect(personChosenIn('**Ma recommandation : Julie Bras**, pour son expérience.')).toBe('Julie Bras');
  });
});
