import { describe, expect, it } from 'vitest';
import { converse, draftOf } from './play-conversation.ts';

describe('A convocation to a preliminary interview', () => {
  it('is the letter the Code du travail asks for, never a job interview, for Dot and Alfred', async () => {
    for (const employee of ['dot', 'alfred'] as const) {
      const [reply = ''] = await converse(employee, [
        'Écris un mail pour convoquer Julien Le Goff à un entretien préalable à sanction le mardi 8 décembre à 10h.',
      ]);
      const draft = draftOf(reply);
      expect(draft).toContain('Convocation à un entretien préalable à une éventuelle sanction');
      expect(draft).toContain('L. 1332-2');
      expect(draft).toContain('le mardi 8 décembre à 10 h');
      expect(draft).toContain('appartenant au personnel de l’entreprise');
      expect(draft).toContain('Je vous prie d’agréer, Monsieur,');
      expect(reply).not.toMatch(/candidature|créneaux|Merci pour votre message/);
    }
  });

  it('asks for the day of a dismissal interview rather than inventing one, typed without accents', async () => {
    const [reply = ''] = await converse('dot', ['convoque Mme Riou a un entretien prealable a licenciement']);
    expect(draftOf(reply)).toContain('une mesure de licenciement');
    expect(draftOf(reply)).toContain('L. 1232-2');
    expect(reply).toContain('Donnez-moi le jour, l’heure et le lieu de l’entretien');
    expect(reply).toContain('5 jours ouvrables');
    expect(reply).not.toMatch(/décembre|janvier/);
  });
});

describe('The team congratulated for what the user says after the colon', () => {
  it('says the feat in the business’s voice and greets the team once', async () => {
    const [reply = ''] = await converse('dot', [
      'Prépare un message pour féliciter l’équipe : on a battu notre record de ventes en novembre, 48 000 €.',
    ]);
    const draft = draftOf(reply);
    expect(draft).toContain('Bonjour à toutes et à tous,');
    expect(draft).toContain('Bravo : nous avons battu notre record de ventes en novembre, 48 000 € !');
    expect(draft).not.toMatch(/pour féliciter|Toutes mes félicitations/);
    expect(reply).not.toContain('À qui l’adresser');
  });
});

describe('A job title without its contract', () => {
  it('keeps « boulanger » and puts the CDI in the terms', async () => {
    const [reply = ''] = await converse('dot', [
      'Rédige une offre d’emploi pour un boulanger H/F en CDI, 35 h, à Lorient, travail de nuit, 2 000 € brut par mois.',
    ]);
    expect(reply).toContain('**Boulanger (H/F) · CDI · Lorient**');
    expect(reply).not.toContain('boulanger en CDI');
  });
});
