import { describe, expect, it } from 'vitest';
import type { SupportMessageDto, SupportTicketDto } from '../../shared/support-model.ts';
import type { DocumentContext } from './documents.ts';
import { askedSentences, lastRequest, localSupportDraft, type TicketToAnswer } from './support-reply.ts';

// Clide's offline draft (decision 068): the line of the documents that answers the question asked, never
// a neighbour's figure, nothing invented when nothing answers, the customer's other open request named.

const priceList: DocumentContext = {
  documentCount: 1,
  passages: [
    {
      n: 1,
      passageId: 'p1',
      documentId: 'd1',
      documentName: 'Tarifs 2026.pdf',
      page: 1,
      section: null,
      body: "Entretien annuel d'une chaudière gaz : 120 € TTC, déplacement compris.\nDésembouage d'un circuit de chauffage : 450 € TTC.\nRemplacement d'un thermostat : 95 € TTC hors pièce.\nIntervention sous 48 heures ouvrées en semaine.",
    },
  ],
};

function source(text: string, over: Partial<TicketToAnswer> = {}): TicketToAnswer {
  const ticket: SupportTicketDto = {
    id: 't1',
    requesterName: 'Jeanne Martin',
    requesterEmail: 'jeanne@client.test',
    subject: 'Question',
    status: 'new',
    priority: 'medium',
    category: 'question',
    assignee: null,
    source: 'mail',
    createdAt: '2026-11-24T09:00:00Z',
    lastMessageAt: '2026-11-24T09:00:00Z',
    firstResponseDueAt: '2026-11-25T09:00:00Z',
    resolutionDueAt: '2026-11-27T09:00:00Z',
    firstRespondedAt: null,
    resolvedAt: null,
    overdue: false,
    triage: null,
  };
  const message: SupportMessageDto = {
    id: 'm1',
    direction: 'inbound',
    authorName: 'Jeanne Martin',
    authorEmail: 'jeanne@client.test',
    body: text,
    messageId: null,
    sentAt: '2026-11-24T09:00:00Z',
  };
  return { ticket, messages: [message], history: [], signature: 'Chauffage Martin', ...over };
}

describe('localSupportDraft', () => {
  it('answers with the one line of the price list, in a mail without accents or greeting', () => {
    const draft = localSupportDraft(
      source('salut, c est combien pour desembouer mon circuit de chauffage ?'),
      priceList,
    );
    expect(draft.body).toContain(
      "Voici notre tarif\u00a0: Désembouage d'un circuit de chauffage\u00a0: 450 € TTC.",
    );
    expect(draft.body).not.toMatch(/120|95 €/);
    expect(draft.body.endsWith('Bien cordialement,\nChauffage Martin')).toBe(true);
    expect(draft.note).toContain('Tarifs 2026.pdf, page 1 (450 € TTC)');
  });

  it('finds the line by a clause of a longer question, and says what stays unanswered', () => {
    const draft = localSupportDraft(
      source(
        'Bonjour, mon thermostat ne marche plus, combien pour le changer ? Et acceptez-vous les chèques ?',
      ),
      priceList,
    );
    expect(draft.body).toContain('95 € TTC hors pièce');
    expect(draft.body).toContain('Pour le reste de votre demande, nous revenons vers vous rapidement.');
    expect(draft.note).toContain('«\u00a0Et acceptez-vous les chèques\u00a0?\u00a0»');
  });

  it('promises no figure when nothing answers, and tells the user in the note', () => {
    const draft = localSupportDraft(
      source('Faites-vous la pose de climatisation, et à quel prix ?'),
      priceList,
    );
    expect(draft.body).not.toMatch(/€|\d/);
    expect(draft.note).toContain('ne répondent pas à la question du client');
    const none = localSupportDraft(source('Combien pour un entretien ?'), { documentCount: 0, passages: [] });
    expect(none.body).not.toMatch(/€/);
    expect(none.note).toContain('Vous n’avez pas encore de document');
  });

  it('names the customer’s other open request, and reads only their own words', () => {
    const other = { ...source('x').ticket, id: 't0', subject: 'Fuite', createdAt: '2026-11-10T09:00:00Z' };
    const draft = localSupportDraft(
      source(
        'Combien coûte l’entretien annuel de la chaudière gaz ?\n\nLe 10 nov. 2026, Chauffage Martin a écrit :\n> Désembouage : 450 € TTC',
        {
          history: [other],
        },
      ),
      priceList,
    );
    expect(draft.body).toContain('120 € TTC');
    expect(draft.body).toContain(
      'Nous suivons aussi votre demande du 10 novembre 2026 («\u00a0Fuite\u00a0»)',
    );
    expect(draft.note).toContain('Client déjà connu\u00a0: 1 autre ticket, dont 1 encore ouvert');
    expect(lastRequest(source('Bonjour\n> cité\n--\nSignature').messages)).toBe('Bonjour');
    expect(askedSentences('Bonjour. Quel est le délai ? Merci.')).toEqual(['Quel est le délai ?']);
  });
});
