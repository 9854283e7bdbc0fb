import { describe, expect, it } from 'vitest';
import { extractFacts } from '../understanding/facts.ts';
import { toAdministration } from './compose.ts';
import { appositions, askedThing, grantedThing, letterKind } from './letters.ts';
import { converse } from './play-conversation.ts';
import { withoutQualifier } from './seo-keywords.ts';

// A request for something the reader grants (an authorisation, a derogation, a delay) is solicited,
// with what the user said of it after commas (a name, an address, a period); a letter to an
// administration is formal. Suki's keywords read the trade behind « le site de ma boulangerie bio ».

describe('granted requests', () => {
  it('keeps the name, the address and the period said after commas, and stops at a new clause', () => {
    const asked = askedThing(
      'Écris au propriétaire pour lui demander l’autorisation de repeindre la vitrine de mon salon, Atelier Karine, 14 rue du Port, du 2 au 9 mai.',
    );
    expect(asked?.main).toBe('l’autorisation de repeindre la vitrine de mon salon');
    expect(asked?.text).toBe(
      'l’autorisation de repeindre la vitrine de mon salon, Atelier Karine, 14 rue du Port, du 2 au 9 mai',
    );
    const command = 'Écris à Mme Roy pour demander un rendez-vous, c’est pour le bail';
    expect(appositions(command, command.indexOf(','))).toBe('');
  });

  it('solicits the reader’s consent, and leaves what is not granted alone', () => {
    expect(grantedThing('l’accord du syndic pour poser une enseigne')).toBe(
      'votre accord pour poser une enseigne',
    );
    expect(grantedThing('un report de l’échéance de mars')).toBe('un report de l’échéance de mars');
    expect(grantedThing('le bilan 2025')).toBeNull();
  });

  it('reads a delay of payment or a derogation asked as a request', () => {
    expect(letterKind('Écris à l’Urssaf pour demander un délai de paiement de trois mois')).toBe('request');
    expect(letterKind('Rédige un mail au collège pour solliciter une dérogation de secteur')).toBe('request');
    expect(letterKind('Relance M. Petit pour le paiement de la facture 12')).toBe('payment_reminder');
  });

  it('writes to an administration formally, and to a landlord as usual', async () => {
    expect(toAdministration('Écris à la préfecture pour demander un titre de séjour')).toBe(true);
    expect(toAdministration('Écris à mon propriétaire pour lui demander un délai')).toBe(false);
    const [tax] = await converse('alfred', [
      'Rédige un courrier au centre des finances publiques de Quimper pour demander un échelonnement de ma taxe foncière, du 1er janvier au 30 juin 2027.',
    ]);
    expect(tax).toContain('Voici un brouillon de lettre');
    expect(tax).toContain('Madame, Monsieur,');
    expect(tax).toContain(
      'Je me permets de solliciter un échelonnement de ma taxe foncière, du 1er janvier au 30 juin 2027.',
    );
    expect(tax).toContain('salutations distinguées');
    expect(tax).not.toContain('Pourriez-vous me transmettre');
    expect(tax).not.toContain('À qui l’adresser');
    const [landlord] = await converse('alfred', [
      'Écris à mon propriétaire pour lui demander l’autorisation de sous-louer mon atelier, 5 impasse des Lilas, pendant l’été 2027.',
    ]);
    expect(landlord).toContain(
      'Je me permets de solliciter votre autorisation de sous-louer mon atelier, 5 impasse des Lilas, pendant l’été 2027.',
    );
    expect(landlord).toContain('Bonjour,');
    const [documents] = await converse('alfred', ['Écris à Mme Roy pour lui demander le bilan 2025']);
    expect(documents).toContain('Pourriez-vous me transmettre le bilan 2025 ?');
  });
});

describe('SEO keywords of a trade named by its site', () => {
  it('reads the trade behind « le site de », « le référencement de »', () => {
    const activity = (text: string) => extractFacts(text, new Date('2026-11-24T09:00:00Z')).activity;
    expect(activity('6 mots-clés pour le site de mon garage à Morlaix')).toBe('mon garage');
    expect(activity('des mots-clés pour le référencement de mon cabinet d’ostéopathie à Vannes')).toBe(
      'mon cabinet d’ostéopathie',
    );
    expect(activity('Aide-moi pour la visibilité de ma crêperie artisanale à Dinan')).toBe(
      'ma crêperie artisanale',
    );
  });

  it('uses the trade, its qualifier and the town, as many as asked', async () => {
    expect(withoutQualifier('fromagerie artisanale')).toBe('fromagerie');
    expect(withoutQualifier('salon de coiffure')).toBeNull();
    const [reply] = await converse('suki', [
      'Propose 7 mots-clés pour le référencement du site de ma fromagerie artisanale à Lannion',
    ]);
    const lines = reply!.split('\n').filter((line) => /^\d+\.\s/.test(line));
    expect(lines).toHaveLength(7);
    expect(reply).toContain('1. fromagerie artisanale Lannion');
    expect(reply).toContain('fromagerie Lannion');
    expect(reply).not.toContain('Pour quelle activité');
  });
});
