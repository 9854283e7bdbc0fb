import { describe, expect, it } from 'vitest';
import { converse, draftOf } from './play-conversation.ts';

// A job offer asked as one comma list keeps every term of the list, and a title with its fixed
// complement (« aide à domicile ») whole.

describe('Dot keeps the terms of an offer asked as a list', () => {
  it('keeps a title « à domicile » and a perk said without a colon', async () => {
    const [reply] = await converse('dot', [
      'Redige une annonce pour une auxiliaire de vie, CDI, 30 h par semaine, secteur de Vitré, mutuelle d’entreprise prise en charge',
    ]);
    const draft = draftOf(reply!);
    expect(draft).toContain('Auxiliaire de vie (H/F)');
    expect(draft).toContain('Mutuelle d’entreprise prise en charge');
  });

  it('says the whole title and the pay per hour', async () => {
    const [reply] = await converse('dot', [
      'Fais une offre pour recruter un garde à domicile en CDD de 3 mois, 20 h par semaine, 11,90 € brut de l’heure, tickets restaurant.',
    ]);
    const draft = draftOf(reply!);
    expect(draft).toContain('Garde à domicile (H/F)');
    expect(draft).toContain('11,90 € brut de l’heure');
    expect(draft).toContain('Tickets restaurant');
  });

  it('asks for the licence and the car together', async () => {
    const [reply] = await converse('dot', [
      'Rédige une offre d’emploi : technicien de maintenance en CDI à Lorient, permis B et véhicule obligatoires, frais de déplacement remboursés.',
    ]);
    const draft = draftOf(reply!);
    expect(draft).toContain('Permis B et véhicule exigés');
    expect(draft).toContain('Frais de déplacement remboursés');
  });
});
