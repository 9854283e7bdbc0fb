import { describe, expect, it } from 'vitest';
import { localAnswer } from '../reply.ts';
import { sampleWorkspaceSnapshot } from '../sample-snapshot.ts';
import { countRatesIn, countRatesReply } from './count-rates.ts';

// A rate and an average worked out on the counts the user gives, the working shown.
const reply = (message: string) => {
  const rates = countRatesIn(message);
  return rates ? countRatesReply(rates) : null;
};

describe('count rates', () => {
  it('works out a conversion rate from two counts, in the user’s words', () => {
    const text = reply('Sur 25 rendez-vous j’ai conclu 5 ventes. Quel est mon taux de conversion ?');
    expect(text).toContain('**Taux de conversion** : 5 ÷ 25 = **20 %** (5 ventes sur 25 rendez-vous)');
  });

  it('says the successes with the noun of the whole when only a participle counts them', () => {
    const text = reply(
      'On a fait 60 propositions cette année, 21 ont été acceptées pour 42 000 € en tout. Quel taux de signature et quel montant moyen par proposition acceptée ?',
    );
    expect(text).toContain('21 ÷ 60 = **35 %** (21 propositions acceptées sur 60)');
    expect(text).toContain('42 000 € ÷ 21 = **2 000 €**');
    expect(text).toContain('Sur l’ensemble des 60 propositions, cela fait 700 € par proposition en moyenne');
  });

  it('takes the count the rate names among several', () => {
    const text = reply('Cette année 80 candidatures, 12 entretiens et 3 embauches : quel taux d’embauche ?');
    expect(text).toContain('3 ÷ 80 = **3,8 %** (3 embauches sur 80 candidatures)');
  });

  it('works out an average basket over the count given', () => {
    const text = reply(
      'En novembre, 120 clients sont passés en boutique pour 4 800 € de chiffre d’affaires. Quel est mon panier moyen ?',
    );
    expect(text).toContain('**Panier moyen** : 4 800 € ÷ 120 = **40 €**');
    expect(text).not.toContain('%');
  });

  it('names the average by what it is per, and never agrees a participle said before the figure', () => {
    const text = reply(
      'J’ai relancé 30 prospects, j’en ai signé 6 pour 9 000 €. Ça fait quel pourcentage et combien en moyenne par contrat ?',
    );
    expect(text).toContain('6 ÷ 30 = **20 %** (6 sur 30 prospects)');
    expect(text).toContain('**Moyenne par contrat** : 9 000 € ÷ 6 = **1 500 €**');
  });

  it('answers nothing to a text to write, to a rate already given, or to counts with no question', () => {
    expect(
      countRatesIn('Écris un post LinkedIn : 40 devis envoyés, 14 signés, quel taux de transformation !'),
    ).toBeNull();
    expect(
      countRatesIn('Sur 40 devis, 14 signés, soit un taux de 35 %. Quel taux viser l’an prochain ?'),
    ).toBeNull();
    expect(countRatesIn('J’ai envoyé 40 devis et 14 ont été signés.')).toBeNull();
  });

  it('is run by every employee, in the register the user speaks in', async () => {
    const now = new Date('2026-11-30T10:00:00Z');
    for (const employee of ['chip', 'alfred', 'suki', 'spec'] as const) {
      const { text, understood } = await localAnswer({
        employee,
        messages: [
          {
            role: 'user',
            content:
              'Newsletter de novembre : 1 200 envoyées, 300 ouvertes. Tu me calcules mon taux d’ouverture ?',
          },
        ],
        workspace: sampleWorkspaceSnapshot(now),
        now,
      });
      expect(understood.skill).toBe('count_rates');
      expect(text).toContain('300 ÷ 1 200 = **25 %** (300 ouvertes sur 1 200)');
      expect(text).toContain('tes chiffres');
    }
  });
});

describe('an average raised by the amount the user asks about', () => {
  it('says what the same count brings at the new average', () => {
    const rates = countRatesIn(
      'En novembre, 860 clients pour 17 200 € de ventes. Quel est le ticket moyen ? Si je le monte de 1,50 €, ça me rapporte combien de plus par mois ?',
    )!;
    const reply = countRatesReply(rates);
    expect(reply).toContain('17 200 € ÷ 860 = **20 €**');
    expect(reply).toContain('860 × 1,50 € = **1 290 €** de plus sur le mois');
  });
});
