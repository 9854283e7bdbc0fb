import { describe, expect, it } from 'vitest';
import { supportTicket } from '../../../testing/support-ticket.ts';
import type { SupportSummary } from '../../types.ts';
import { withTicketRequester } from './desk-designation.ts';

// A desk customer designated by what their ticket is about is the ticket's requester (decision 068).
const support: SupportSummary = {
  openCount: 3,
  overdueCount: 0,
  tickets: [
    supportTicket({ requesterName: 'Sophie Lenoir', subject: 'Colis arrivé cassé' }),
    supportTicket({
      id: '00000000-0000-4000-8000-000000000002',
      requesterName: 'Hugo Marchal',
      subject: 'Facture en double',
    }),
    supportTicket({
      id: '00000000-0000-4000-8000-000000000003',
      requesterName: 'Inès Faure',
      subject: 'Code promo refusé',
    }),
  ],
};

describe('a desk customer designated by their ticket', () => {
  it('names the requester, with the civility the designation says', () => {
    expect(
      withTicketRequester('Écris à la cliente dont le colis est arrivé cassé : on renvoie un vase.', support),
    ).toBe('Écris à Mme Lenoir : on renvoie un vase.');
    expect(
      withTicketRequester('Réponds à celui qui a reçu la facture en double : c’est corrigé.', support),
    ).toBe('Réponds à M. Marchal : c’est corrigé.');
    expect(
      withTicketRequester('Réponds au ticket sur le code promo : il est valable jusqu’au 31.', support),
    ).toBe('Réponds à Inès Faure : il est valable jusqu’au 31.');
  });

  it('leaves the message as typed when no ticket, or no single one, answers', () => {
    const message = 'Réponds à celle qui attend son remboursement : c’est parti hier.';
    expect(withTicketRequester(message, support)).toBe(message);
    expect(withTicketRequester('Réponds à celui qui a un colis cassé.', undefined)).toBe(
      'Réponds à celui qui a un colis cassé.',
    );
    const twice: SupportSummary = {
      ...support,
      tickets: [
        ...support.tickets,
        supportTicket({ id: 'x', requesterName: 'Jean Roy', subject: 'Colis cassé' }),
      ],
    };
    expect(withTicketRequester('Réponds à celui dont le colis est cassé : on le remplace.', twice)).toBe(
      'Réponds à celui dont le colis est cassé : on le remplace.',
    );
  });
});
