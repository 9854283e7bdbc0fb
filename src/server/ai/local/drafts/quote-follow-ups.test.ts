import { describe, expect, it } from 'vitest';
import { localAnswer } from '../reply.ts';
import { sampleWorkspaceSnapshot } from '../sample-snapshot.ts';
import { draftOf } from './play-conversation.ts';

// A quote followed up by the salesperson: what it is for, its amount and its day, said once.
const now = new Date('2026-11-24T09:00:00Z');
const ask = (content: string) =>
  localAnswer({
    employee: 'chip',
    messages: [{ role: 'user', content }],
    workspace: sampleWorkspaceSnapshot(now),
    now,
  });

describe('a quote followed up', () => {
  it('names what the quote is for when said after its amount, date or addressee', async () => {
    const cases: Array<[string, string]> = [
      [
        'Relance le devis envoye le 3 novembre a la boulangerie Martin pour le remplacement de leur four, 4 800 euros HT',
        'notre devis pour le remplacement de votre four (4 800 € HT), envoyé le 3 novembre',
      ],
      [
        'Peux-tu relancer M. Girard ? Devis de 3 400 € pour la renovation de sa salle de bain, envoye le 2 novembre',
        'notre devis pour la rénovation de votre salle de bain (3 400 €), envoyé le 2 novembre',
      ],
      [
        'Relancez Mme Picard pour le devis de 980 € envoyé le 12 novembre concernant l’entretien de son jardin',
        'notre devis pour l’entretien de votre jardin (980 €), envoyé le 12 novembre',
      ],
    ];
    for (const [request, said] of cases) {
      const { text, understood } = await ask(request);
      expect(understood.skill).toBe('prospecting');
      expect(draftOf(text)).toContain(said);
      expect(draftOf(text)).not.toMatch(/ pour .+ pour la boulangerie/);
    }
  });

  it('the prospect named after « pour » is never the quote’s object', async () => {
    const { text } = await ask('Relance le devis de 2 100 € envoye le 5 novembre pour la societe Arvor');
    expect(draftOf(text)).toContain('au sujet de notre devis (2 100 €), envoyé le 5 novembre');
  });

  it('« Tu peux relancer X ? » then the quote sent: Chip writes it, the sending said once', async () => {
    for (const request of [
      'Tu peux relancer Sophie Durand ? On lui a envoye un devis de 1 250 € le 10 novembre pour la pose de parquet, pas de nouvelles',
      'Vous pouvez relancer M. Roux ? Je lui ai envoyé un devis de 640 € le 6 novembre pour le ramonage de sa cheminée.',
    ]) {
      const { text, understood } = await ask(request);
      expect(understood.rule).not.toBe('handoff');
      const draft = draftOf(text);
      expect(draft).toMatch(
        /au sujet de notre devis pour (?:la pose de parquet|le ramonage de votre cheminée)/,
      );
      expect(draft).not.toMatch(/(?:On|Je) vous a(?:i)? envoyé/);
    }
  });
});
