import { describe, expect, it } from 'vitest';
import { deadlineWeeks, givenQuotes, quotesPick } from './given-quotes.ts';
import { converse, draftOf } from './play-conversation.ts';

const command =
  'Compare ces deux devis pour le four de la boulangerie : Bongard à 24 000 € HT, livraison en 6 semaines, garantie 3 ans, entretien 600 € par an ; Pavailler à 21 500 € HT, livraison en 12 semaines, garantie 2 ans, entretien 900 € par an.';

describe('offers the user describes in full', () => {
  it('reads each offer with its price and its details', () => {
    const quotes = givenQuotes(command);
    expect(quotes?.map((quote) => [quote.name, quote.price, quote.euros])).toEqual([
      ['Bongard', '24 000 € HT', 24000],
      ['Pavailler', '21 500 € HT', 21500],
    ]);
    expect(quotes?.[1]?.details).toEqual([
      { label: 'livraison', value: '12 semaines' },
      { label: 'garantie', value: '2 ans' },
      { label: 'entretien', value: '900 € par an' },
    ]);
    expect(givenQuotes('Compare Qonto et Shine pour ma boutique')).toBeNull();
  });

  it('picks what is ready in time, then the lower cost', () => {
    const quotes = givenQuotes(command)!;
    expect(quotesPick(quotes, null, null).chosen.name).toBe('Pavailler');
    const { chosen, why } = quotesPick(quotes, (52 / 12) * 2, 'deux mois avant l’ouverture');
    expect(chosen.name).toBe('Bongard');
    expect(why[0]).toMatch(/Pavailler annonce 12 semaines de livraison, trop tard/);
  });

  it('reads the time left from what the user says of a date to meet', () => {
    const now = new Date('2026-11-24T09:00:00Z');
    expect(deadlineWeeks('sachant qu’on rouvre dans un mois', now, 0)).toBeCloseTo(52 / 12);
    expect(deadlineWeeks('Lequel est le moins cher ?', now, 0)).toBeNull();
  });

  it('compares on what was given, picks under the deadline, and writes the pick to a partner', async () => {
    const [grid = '', pick = '', message = ''] = await converse('spec', [
      command,
      'Lequel tu prendrais, sachant qu’on ouvre dans deux mois ?',
      'Écris-le à mon associé Karim pour qu’il valide',
    ]);
    expect(grid).toMatch(/\| \*\*Livraison\*\* \| 6 semaines \| 12 semaines \|/);
    expect(grid).not.toMatch(/à relever/);
    expect(pick).toMatch(/Ma recommandation : Bongard/);
    expect(draftOf(message)).toMatch(/Bonjour Karim,/);
    expect(draftOf(message)).toMatch(/je propose de retenir Bongard \(24 000 € HT\)/);
    expect(draftOf(message)).not.toMatch(/\| Critère/);
  });
});

describe('offers with a requirement the user sets', () => {
  it('reads « avec / sans » details, ranks what lacks the requirement last, and says why', async () => {
    const [ranking = '', why = ''] = await converse('spec', [
      'Trois devis pour la toiture : Couverture Le Bihan 12 400 € HT avec garantie décennale, Toiture Armor 11 200 € HT sans décennale, SARL Morvan 11 900 € HT avec décennale. Il me faut la décennale.',
      'Pourquoi pas Toiture Armor ?',
    ]);
    const at = (name: string) => ranking.indexOf(`**${name}**`);
    expect(at('SARL Morvan')).toBeGreaterThan(0);
    expect(at('SARL Morvan')).toBeLessThan(at('Couverture Le Bihan'));
    expect(at('Couverture Le Bihan')).toBeLessThan(at('Toiture Armor'));
    expect(ranking).toContain('sans décennale');
    expect(ranking).toContain('500 € de plus que SARL Morvan');
    expect(why).toContain(
      '**Toiture Armor** est le moins cher (11 200 € HT), mais son devis est sans décennale',
    );
    expect(why).toContain('ne coûte que 700 € de plus');
  });
});

describe('details said bare or missing', () => {
  it('reads « pose comprise / non comprise » and « garantie décennale / pas d’attestation décennale » as one row each', () => {
    const kitchens = givenQuotes(
      'Deux devis pour la cuisine : Cuisines Mérel 9 400 € TTC, pose comprise, livraison en 5 semaines ; Atelier Bois 8 700 € TTC, pose non comprise, livraison en 3 semaines',
    );
    expect(kitchens?.map((quote) => quote.details[0])).toEqual([
      { label: 'pose', value: 'oui' },
      { label: 'pose', value: 'non' },
    ]);
    const roofs = givenQuotes(
      'Compare : Toits du Léon 9 900 € TTC, délai 2 semaines, garantie décennale ; Ardoises Kerno 8 950 € TTC, délai 5 semaines, pas d’attestation décennale fournie.',
    );
    expect(roofs?.map((quote) => quote.details[1])).toEqual([
      { label: 'décennale', value: 'oui' },
      { label: 'décennale', value: 'non' },
    ]);
  });

  it('says which offer lacks a certified detail, and asks for its attestation', async () => {
    const [reply = ''] = await converse('spec', [
      'Compare ces devis de charpente : Bois & Toits 7 300 € TTC, délai 4 semaines, assurance décennale ; Charpentes Rio 6 800 € TTC, délai 8 semaines, sans assurance décennale.',
    ]);
    expect(reply).toContain('non chez Charpentes Rio : demandez-lui une attestation avant de signer');
  });
});

describe('the pick asked with the offers', () => {
  it('sets aside an offer said to lack its insurance proof, and weighs the date to meet', async () => {
    const [reply] = await converse('spec', [
      'Deux devis pour refaire la devanture de ma boulangerie : Menuiserie Le Bihan 12 400 € HT, délai 6 semaines, mais pas d’attestation décennale fournie ; Atelier Guivarch 13 900 € HT, délai 5 semaines, garantie 10 ans. Je dois rouvrir le 15 février. Lequel tu prends et pourquoi ?',
    ]);
    expect(reply).toContain('**Ma recommandation : Atelier Guivarch** (13 900 € HT).');
    expect(reply).toContain(
      '- Menuiserie Le Bihan n’a pas fourni d’attestation décennale : à écarter tant que ce justificatif manque',
    );
    expect(reply).not.toContain('Dites-moi votre contrainte');
  });
});
