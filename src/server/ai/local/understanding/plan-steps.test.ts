import { describe, expect, it } from 'vitest';
import { testNow } from '../drafts/play-conversation.ts';
import { listedItems } from './listed-items.ts';
import { lengthSaid, planItems, planSteps, withStepLengthened } from './plan-steps.ts';

describe('the steps a request lists for a plan', () => {
  const works =
    'Calendrier du chantier chez Mme Riou : démolition dès le lundi 11 janvier (3 jours), électricité (1 semaine), peinture (4 jours), puis nettoyage du chantier.';

  it('reads each step with its length in working days and the day the first one starts', () => {
    const steps = planSteps(works, testNow);
    expect(steps.map((step) => step.name)).toEqual([
      'démolition',
      'électricité',
      'peinture',
      'nettoyage du chantier',
    ]);
    expect(steps.map((step) => step.workDays)).toEqual([3, 5, 4, null]);
    expect(steps[0]?.start?.text).toMatch(/11 janvier/);
    expect(steps[1]?.start).toBeNull();
  });

  it('reads a lead time apart from a length (« délai de 3 semaines »)', () => {
    const steps = planSteps(
      'Rétroplanning du salon le 15 avril : réserver le stand (délai de 3 semaines), imprimer les flyers, envoyer les invitations.',
      testNow,
    );
    expect(steps[0]).toMatchObject({ name: 'réserver le stand', leadDays: 21, workDays: null });
    expect(steps[1]?.leadDays).toBeNull();
  });

  it('reads no steps in a list of a project’s facts (an amount, a period)', () => {
    expect(
      planSteps(
        'Plan du projet : travaux du 3 au 28 mai, budget 12 000 €, réouverture le 1er juin.',
        testNow,
      ),
    ).toEqual([]);
  });

  it('opens a list after a date, never after a time', () => {
    expect(listedItems('Prépare l’ouverture du 6 mars 2027 : finir la vitrine, former l’équipe.')).toEqual([
      'finir la vitrine',
      'former l’équipe',
    ]);
    expect(listedItems('Réunion à 14 : 30 avec Paul')).toEqual([]);
  });
});

describe('a step of the plan made longer by a follow-up', () => {
  const works =
    'Calendrier du chantier : démolition dès le lundi 11 janvier (3 jours), électricité (1 semaine), peinture (4 jours).';

  it('adds the time said to the step the turn names', () => {
    const late = withStepLengthened(works, 'L’électricité aura 3 jours de retard.', testNow);
    expect(late).toMatchObject({ step: 'électricité', from: '1 semaine', to: '8 jours' });
    expect(late?.text).toContain('électricité (8 jours)');
    expect(withStepLengthened(works, 'La peinture prend deux jours de moins', testNow)?.to).toBe('2 jours');
  });

  it('changes nothing when the turn names no step or gives no time', () => {
    expect(withStepLengthened(works, 'Le plombier prend une semaine de plus', testNow)).toBeNull();
    expect(withStepLengthened(works, 'La peinture sera plus longue', testNow)).toBeNull();
  });

  it('says a length in whole weeks, else in days', () => {
    expect(lengthSaid(15)).toBe('3 semaines');
    expect(lengthSaid(5)).toBe('1 semaine');
    expect(lengthSaid(6)).toBe('6 jours');
  });
});

describe('the items of a plan’s own list', () => {
  it('keeps one-word workstreams and a last pair joined by « et »', () => {
    expect(
      planItems(
        'Rétroplanning de l’ouverture le 1er mars : travaux, commande du stock, recrutement, communication.',
        testNow,
      ),
    ).toEqual(['travaux', 'commande du stock', 'recrutement', 'communication']);
    expect(planItems('Planning du mariage le 12 juin : traiteur, salle, faire-part et DJ', testNow)).toEqual([
      'traiteur',
      'salle',
      'faire-part',
      'DJ',
    ]);
  });

  it('reads the list after « avec », up to a date said after it', () => {
    expect(
      planItems(
        'Prépare le rétroplanning du salon avec les invitations, le stand et les flyers pour le 20 mars',
        testNow,
      ),
    ).toEqual(['les invitations', 'le stand', 'les flyers']);
    expect(planItems('Fais le planning du déménagement avec mon associé', testNow)).toEqual([]);
  });

  it('keeps « des textes et des visuels » one item', () => {
    expect(
      planItems('Rétroplanning du site : maquette, rédaction des textes et des visuels', testNow),
    ).toEqual(['maquette', 'rédaction des textes et des visuels']);
  });
});
