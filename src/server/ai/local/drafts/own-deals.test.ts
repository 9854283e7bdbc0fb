import { describe, expect, it } from 'vitest';
import { localAnswer } from '../reply.ts';
import { sampleWorkspaceSnapshot } from '../sample-snapshot.ts';

// The user's own deals put in order (issue 41, reasoning over what the user lists).
const now = new Date('2026-11-24T09:00:00Z');
const ask = (employee: 'chip' | 'alfred', content: string) =>
  localAnswer({
    employee,
    messages: [{ role: 'user', content }],
    workspace: sampleWorkspaceSnapshot(now),
    now,
  });

describe('the user’s own deals, which first', () => {
  it('the one that can sign soonest first, the big one that plays later last, each with its own words', async () => {
    const { text, understood } = await ask(
      'chip',
      'J’ai trois affaires en cours : Garage Morel 12 000 € signature probable en janvier, Boulangerie Paul 3 500 € très chaude, Mairie de Dinan 40 000 € mais appel d’offres en mars. Laquelle je traite en premier ?',
    );
    expect(understood.rule).toBe('own_deals');
    const order = ['Boulangerie Paul', 'Garage Morel', 'Mairie de Dinan'].map((name) =>
      text.indexOf(`**${name}**`),
    );
    expect(order.every((at, index) => at > 0 && (index === 0 || at > order[index - 1]!))).toBe(true);
    expect(text).toContain('« très chaude »');
    expect(text).toContain('la plus grosse, mais elle ne se jouera pas tout de suite');
    expect(text).toContain('de chacune');
    // After a colon the reason goes on in lower case.
    expect(text).toContain('« signature probable en janvier » : l’intérêt est là');
    expect(text).not.toMatch(/ : (?:Elle|Il) /);
    expect(text).not.toMatch(/En démo|CRM/);
  });

  it('a quote sent weeks ago is due a follow-up; the words agree with « devis »', async () => {
    const { text } = await ask(
      'alfred',
      'Trois devis à relancer : Dupont 2 400 € envoyé il y a 3 semaines, Martin 800 € très intéressé, Société Arvor 15 000 € en attente du budget. Par lequel je commence ?',
    );
    expect(text.indexOf('**Martin**')).toBeLessThan(text.indexOf('**Dupont**'));
    expect(text.indexOf('**Dupont**')).toBeLessThan(text.indexOf('**Société Arvor**'));
    expect(text).toContain('une relance s’impose maintenant, avant qu’il ne refroidisse');
    expect(text).toContain('le plus gros, mais il ne se jouera pas tout de suite');
    expect(text).toContain('de chacun :');
  });

  it('a list of tasks without amounts stays Alfred’s own priorities', async () => {
    const { understood } = await ask(
      'alfred',
      'J’ai trois choses à faire : envoyer la facture Dupont, appeler le comptable, préparer le salon. Par quoi je commence ?',
    );
    expect(understood.rule).not.toBe('own_deals');
  });

  it('with probabilities, the amount × probability ranks them, the working shown, a close one by its date', async () => {
    const { text, understood } = await ask(
      'chip',
      'Classe mes affaires : Hôtel Miramar 20 000 € à 40 % signature en mars, Garage Roy 9 000 € à 85 % signature en décembre, Mairie de Plouay 50 000 € à 5 %. Laquelle en premier ?',
    );
    expect(understood.rule).toBe('own_deals');
    expect(text).toContain('20 000 € × 40 % = **8 000 €**');
    expect(text).toContain('9 000 € × 85 % = **7 650 €**');
    // 7 650 € is within a tenth of 8 000 €, and can sign in December: it goes first.
    expect(text.indexOf('**Garage Roy**')).toBeLessThan(text.indexOf('**Hôtel Miramar**'));
    expect(text.indexOf('**Hôtel Miramar**')).toBeLessThan(text.indexOf('**Mairie de Plouay**'));
    expect(text).toContain('18 150 € pondérés');
  });

  it('a deal whose probability is not said is asked for, not guessed', async () => {
    const { text } = await ask(
      'chip',
      'Mes affaires : Cabinet Lenoir 12 000 € à 50 %, Fromagerie Biet 4 000 € à 90 %, Camping des Pins 15 000 €. Laquelle en premier ?',
    );
    expect(text).toContain('Quelle probabilité de signer donnez-vous à Camping des Pins ?');
  });

  it('« c’est 10 000 €, pas 6 000 » corrects that deal, and the ranking is made again', async () => {
    const { text } = await localAnswer({
      employee: 'chip',
      messages: [
        {
          role: 'user',
          content:
            'Classe mes affaires par montant × probabilité : Hôtel Vauban 20 000 € à 40 %, Cave Morin 6 000 € à 90 %. Laquelle en premier ?',
        },
        { role: 'assistant', content: 'Voici vos affaires classées…' },
        { role: 'user', content: 'En fait la Cave Morin c’est 10 000 €, pas 6 000.' },
      ],
      workspace: sampleWorkspaceSnapshot(now),
      now,
    });
    expect(text).toContain('10 000 € × 90 % = **9 000 €**');
    expect(text.indexOf('**Cave Morin**')).toBeLessThan(text.indexOf('**Hôtel Vauban**'));
    expect(text).toContain('20 000 € × 40 %');
  });
  it('one deal a sentence, named before its colon; « et si … passe à 50 % » changes that deal only', async () => {
    const first =
      'J’ai trois devis en attente, lequel je relance en premier ? Taxis Brivois : entretien de 6 véhicules, 3 200 €, 70 %. M. Lopez : carrosserie, 4 500 €, 20 %. Ambulances Vézère : contrat annuel, 12 000 €, 30 %.';
    const { text, understood } = await ask('chip', first);
    expect(understood.rule).toBe('own_deals');
    expect(text).toContain('**M. Lopez** : 4 500 € × 20 % = **900 €**');
    const again = await localAnswer({
      employee: 'chip',
      messages: [
        { role: 'user', content: first },
        { role: 'assistant', content: text },
        { role: 'user', content: 'et si M. Lopez passe à 50 % ?' },
      ],
      workspace: sampleWorkspaceSnapshot(now),
      now,
    });
    expect(again.text).toContain('**M. Lopez** : 4 500 € × 50 % = **2 250 €**');
    expect(again.text).toContain('**Taxis Brivois** : 3 200 € × 70 %');
  });

  it('« trie ces dossiers par valeur pondérée », then « pourquoi … en dernier ? » on the biggest one', async () => {
    const first =
      'Trie ces dossiers par valeur pondérée : Groupe Armor 40 000 € à 15 %, Pharmacie Riou 12 000 € à 80 %, Mme Le Goff 7 000 € à 95 %.';
    const { text, understood } = await ask('chip', first);
    expect(understood.rule).toBe('own_deals');
    expect(text.indexOf('**Pharmacie Riou**')).toBeLessThan(text.indexOf('**Mme Le Goff**'));
    expect(text.indexOf('**Mme Le Goff**')).toBeLessThan(text.indexOf('**Groupe Armor**'));
    const why = await localAnswer({
      employee: 'chip',
      messages: [
        { role: 'user', content: first },
        { role: 'assistant', content: text },
        { role: 'user', content: 'Pourquoi Armor en dernier ? Il est énorme.' },
      ],
      workspace: sampleWorkspaceSnapshot(now),
      now,
    });
    expect(why.text).toContain('**Groupe Armor** est le plus gros en montant (40 000 €)');
    expect(why.text).toContain('40 000 € × 15 % = 6 000 €');
    expect(why.text).toContain('Pharmacie Riou (12 000 € × 80 % = 9 600 €) et Mme Le Goff');
  });
});
