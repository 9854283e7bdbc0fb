import { describe, expect, it } from 'vitest';
import {
  costBreakdownIn,
  costBreakdownReply,
  costOptionsIn,
  costOver,
  costOverYearsReply,
  horizonOf,
} from './cost-over-years.ts';
import { converse } from './play-conversation.ts';

describe('cost over years', () => {
  it('reads the horizon in figures or words', () => {
    expect(horizonOf('Comparez sur 5 ans : …')).toBe(5);
    expect(horizonOf('et sur trois ans ?')).toBe(3);
    expect(horizonOf('Compare ces deux offres')).toBeNull();
    // An age is not a horizon: « a 15 ans » is the verb, « sur 5 ans » the horizon.
    expect(horizonOf('Mon pont élévateur a 15 ans. … Fais-moi une note de décision sur 5 ans.')).toBe(5);
    expect(horizonOf('Le camion a 8 ans, je le garde ou je le change ?')).toBeNull();
    expect(horizonOf('Lequel revient le moins cher à 4 ans ?')).toBe(4);
  });

  it('reads each option with its one-off, monthly and yearly figures', () => {
    const options = costOptionsIn(
      'Comparez sur 5 ans : louer un copieur 95 € HT par mois, maintenance comprise, ou l’acheter 3 800 € HT avec un contrat de maintenance à 300 € par an.',
    );
    expect(options.map((option) => option.name)).toEqual(['louer un copieur', 'l’acheter']);
    expect(options[1]?.parts).toEqual([
      { euros: 3800, every: 'once' },
      { euros: 300, every: 'yearly' },
    ]);
    expect(options.map((option) => costOver(option, 60))).toEqual([5700, 5300]);
  });

  it('leaves the request’s own words and the closing question out of the names', () => {
    const options = costOptionsIn(
      'compare sur 3 ans le logiciel Tempo a 96 € par mois et Planeo a 2 400 € a l achat plus 30 € par mois, lequel revient le moins cher ?',
    );
    expect(options.map((option) => option.name)).toEqual(['le logiciel Tempo', 'Planeo']);
    expect(options.map((option) => costOver(option, 36))).toEqual([3456, 3480]);
  });

  it('reads options opened by a label, and a period said after what the amount pays for', () => {
    const options = costOptionsIn(
      'Pour la voiture de tournée : option 1 leasing à 390 € par mois, option 2 achat d’occasion 14 500 € avec 900 € de réparations par an. Sur 4 ans, laquelle revient le moins cher ?',
    );
    expect(options.map((option) => option.name)).toEqual([
      'option 1 (leasing)',
      'option 2 (achat d’occasion)',
    ]);
    expect(options.map((option) => costOver(option, 48))).toEqual([18720, 18100]);
    const plans = costOptionsIn(
      'Sur 3 ans : formule A 45 € par mois, formule B 1 400 € puis 200 € de mise à jour par an',
    );
    expect(plans.map((option) => costOver(option, 36))).toEqual([1620, 2000]);
  });

  it('reads options opened by a bare letter, named by the noun the request uses', () => {
    const options = costOptionsIn(
      'Pour mon cabinet, deux offres de logiciel de gestion : A = 3 000 € de mise en place + 150 €/mois, B = pas de frais de mise en place mais 220 €/mois. Sur 3 ans, laquelle est la moins chère ?',
    );
    expect(options.map((option) => option.name)).toEqual(['offre A', 'offre B']);
    expect(options.map((option) => costOver(option, 36))).toEqual([8400, 7920]);
    const plans = costOptionsIn(
      'Deux formules pour la mutuelle. A : leasing 90 € par mois ; B : 600 € à l’inscription puis 60 € par mois. Sur 2 ans ?',
    );
    expect(plans.map((option) => option.name)).toEqual(['formule A (leasing)', 'formule B']);
    expect(plans.map((option) => costOver(option, 24))).toEqual([2160, 2040]);
  });

  it('reads « soit …, soit … » options said in the first person, named by their infinitive', () => {
    const options = costOptionsIn(
      'Mon pont élévateur a 15 ans. Soit je le fais réparer : 2 400 € maintenant + 1 900 € d’entretien par an. Soit j’en achète un neuf à 9 500 €, avec 400 € d’entretien par an. Fais-moi une note de décision sur 5 ans.',
    );
    expect(options.map((option) => option.name)).toEqual(['le faire réparer', 'en acheter un neuf']);
    expect(options.map((option) => costOver(option, 60))).toEqual([11900, 11500]);
    const van = costOptionsIn(
      'Pour la camionnette, soit on la loue 450 € par mois, soit on l’achète 22 000 € et on paie 800 € d’entretien par an. Sur 4 ans ?',
    );
    expect(van.map((option) => option.name)).toEqual(['la louer', 'l’acheter']);
    expect(van.map((option) => costOver(option, 48))).toEqual([21600, 25200]);
  });

  it('writes a decision note: the working, the gap, and a recommendation from the figures', () => {
    const reply = costOverYearsReply(
      costOptionsIn(
        'Soit je garde l’ancien four : 1 200 € de réparation + 2 000 € d’entretien par an. Soit j’achète un four neuf à 8 000 € avec 300 € d’entretien par an.',
      ),
      5,
      true,
    );
    expect(reply).toContain('1 200 € + 2 000 € × 5 ans = 11 200 €');
    expect(reply).toContain('8 000 € + 300 € × 5 ans = 9 500 €');
    expect(reply).toMatch(/Ma recommandation : acheter un four neuf/);
    expect(reply).toContain('1 700 € de moins sur 5 ans');
  });

  it('shows the working, the cheaper option with the gap, and where the two cross', () => {
    const reply = costOverYearsReply(
      costOptionsIn('Sur 5 ans : louer 95 € par mois ou acheter 3 800 € et 300 € par an'),
      5,
    );
    expect(reply).toContain('95 € × 60 mois = 5 700 €');
    expect(reply).toContain('3 800 € + 300 € × 5 ans = 5 300 €');
    expect(reply).toContain('400 € de moins');
    expect(reply).toContain('55 mois');
  });
});

describe('two options said in sentences of their own, over one year', () => {
  it('reads « sur un an » as the horizon', () => {
    expect(horizonOf('Sur un an, lequel revient le moins cher ?')).toBe(1);
    expect(horizonOf('d’ici un an')).toBe(1);
  });

  it('keeps a yearly fee with the monthly one of the same option, and answers on the dearer', async () => {
    const [reply = ''] = await converse('spec', [
      'Je loue une camionnette 640 € par mois. Je pourrais en acheter une avec un prêt de 520 € par mois, plus 1 800 € d’assurance par an. Sur un an, qu’est-ce qui revient le plus cher ?',
    ]);
    expect(reply).toContain('**Louer une camionnette** : 640 € × 12 mois = 7 680 €');
    expect(reply).toContain('**En acheter une avec un prêt** : 520 € × 12 mois + 1 800 € par an = 8 040 €');
    expect(reply).toContain('vous coûte le plus cher : 8 040 €, soit 360 € de plus');
    expect(reply).not.toMatch(/Total sur l’année|1 an\b/);
  });
});

describe('costBreakdownIn', () => {
  it('sums each cost over the years asked and says the budget exceeded', () => {
    const breakdown = costBreakdownIn(
      'Cette année j’ai 6 000 € de budget : une table à 2 300 €, le logiciel à 45 € par mois et une formation à 1 200 €.',
    );
    expect(breakdown?.budget).toBe(6000);
    const reply = costBreakdownReply(breakdown!);
    expect(reply).toContain('540 €');
    expect(reply).toContain('4 040 €');
  });
});

describe('a sum said in the register the user speaks in', () => {
  it('says « tu » to a user who says « tu », « vous » otherwise', async () => {
    const [sum = '', monthly = ''] = await converse('spec', [
      'tu peux me calculer ce que me coute le four sur 2 ans ? credit 300 € par mois, entretien 400 € par an',
      'et ca fait combien par mois ?',
    ]);
    expect(sum).toMatch(/Si tu as oublié un poste, donne-moi son montant/);
    expect(monthly).toMatch(/ça te revient/);
    const [said = ''] = await converse('spec', [
      'Pouvez-vous calculer ce que me coûte le four sur 2 ans ? Crédit 300 € par mois, entretien 400 € par an',
    ]);
    expect(said).toMatch(/Si vous avez oublié un poste/);
  });
});
