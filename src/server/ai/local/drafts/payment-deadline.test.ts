import { describe, expect, it } from 'vitest';
import { localAnswer } from '../reply.ts';
import { sampleWorkspaceSnapshot } from '../sample-snapshot.ts';
import { splitPasted } from '../understanding/conversation.ts';
import { draftOf } from './play-conversation.ts';

// A payment reminder says the deadline the user asks for, and reads each day of the request for
// what it is: the invoice's date, its due day, the day it has been unpaid since.
const now = new Date('2026-11-30T10:00:00Z');
const ask = async (...contents: string[]) => {
  const messages: Array<{ role: 'user' | 'assistant'; content: string }> = [];
  let text = '';
  for (const content of contents) {
    messages.push({ role: 'user', content });
    ({ text } = await localAnswer({
      employee: 'alfred',
      messages,
      workspace: sampleWorkspaceSnapshot(now),
      now,
    }));
    messages.push({ role: 'assistant', content: text });
  }
  return draftOf(text);
};

describe('a payment reminder’s deadline', () => {
  it('says the delay asked in the request, whatever its words', async () => {
    const cases: Array<[string, string]> = [
      [
        'Écris une lettre de relance à la SARL Morvan : la facture F-88 de 1 250 € est impayée, règlement sous quinzaine',
        'procéder à son règlement sous quinzaine',
      ],
      [
        'Relance le client Dupont pour la facture F-12 de 900 € impayée, paiement dans les 10 jours',
        'procéder à son règlement dans les 10 jours',
      ],
      [
        'Relance le client Dupont pour la facture F-12 de 900 € impayée, règlement avant le 10 décembre',
        'procéder à son règlement avant le 10 décembre',
      ],
    ];
    for (const [request, said] of cases) {
      const draft = await ask(request);
      expect(draft).toContain(said);
      expect(draft).not.toContain('dans les meilleurs délais');
      // A deadline is never the invoice's date.
      expect(draft).not.toMatch(/\bdu avant\b/);
    }
  });

  it('keeps the deadline asked in a firm reminder, and its consequence says « dans ce délai »', async () => {
    const draft = await ask(
      'Relance ferme pour M. Martin, facture F-77 du 3 novembre de 450 € échue le 30 novembre, paiement sous quinzaine',
    );
    expect(draft).toContain('la facture F-77 d’un montant de 450 € du 3 novembre');
    expect(draft).toContain('(échéance : 30 novembre)');
    expect(draft).toContain('nous vous demandons d’y procéder sous quinzaine');
    expect(draft).toContain('À défaut de règlement dans ce délai');
  });

  it('says the day an invoice has been unpaid since as such, not as its date', async () => {
    const draft = await ask(
      'Rédige un courrier de relance au cabinet Lenoir : facture F-301 de 780 € impayée depuis le 2 novembre',
    );
    expect(draft).toContain('reste impayée depuis le 2 novembre');
    expect(draft).not.toContain('780 € du 2 novembre');
  });

  it('reads the details dictated after « un mail de relance à … : » as the request’s', () => {
    for (const message of [
      'Écris un mail de relance à la société Kerlo : la facture F-9 de 300 € est impayée depuis le 1er octobre',
      'Rédige une lettre de réclamation au fournisseur Brico Pro : la livraison du 20 novembre est arrivée incomplète',
    ])
      expect(splitPasted(message).pasted).toBeNull();
  });
});
