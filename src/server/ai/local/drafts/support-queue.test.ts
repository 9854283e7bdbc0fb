import { describe, expect, it } from 'vitest';
import { supportTicket } from '../../../testing/support-ticket.ts';
import type { WorkspaceSnapshot } from '../../types.ts';
import { localReply } from '../local-engine.ts';

// Clide answers from the desk's records (decision 068): the late tickets with their requester, subject,
// how late and the deadline in Paris time; the state of the desk; never a ticket that is not there.

// Tuesday 24 November 2026, 15 h in Paris.
const now = new Date('2026-11-24T14:00:00Z');

const ticket = supportTicket;

const desk: WorkspaceSnapshot = {
  isSample: false,
  projects: [],
  tasks: [],
  events: [],
  support: {
    openCount: 3,
    overdueCount: 1,
    tickets: [
      ticket({}),
      ticket({
        id: '00000000-0000-4000-8000-000000000002',
        requesterName: 'Paul Petit',
        requesterEmail: 'paul@client.test',
        subject: 'Facture de novembre',
        priority: 'medium',
        category: 'billing',
        overdue: false,
        firstResponseDueAt: '2026-11-25T09:00:00Z',
        triage: null,
      }),
      ticket({
        id: '00000000-0000-4000-8000-000000000003',
        requesterName: 'Lucie Bernard',
        requesterEmail: 'lucie@client.test',
        subject: 'Devis salle de bain',
        status: 'waiting',
        priority: 'low',
        category: 'request',
        overdue: false,
        firstRespondedAt: '2026-11-23T10:00:00Z',
        firstResponseDueAt: '2026-11-24T09:00:00Z',
        triage: null,
      }),
    ],
  },
};

const ask = (content: string, workspace = desk) =>
  localReply({ employee: 'clide', messages: [{ role: 'user', content }], workspace, now });

describe('Clide on the desk’s records', () => {
  it('lists the late tickets: requester, subject, how late, the deadline in Paris time', async () => {
    const reply = await ask('Quels tickets sont en retard ?');
    expect(reply).toContain('1 ticket est en retard, sur 3 tickets ouverts');
    expect(reply).toContain('**Chaudière en panne** — Jeanne Martin (jeanne@client.test)');
    // Due 12 h 40 in Paris, now 15 h: 2 h 20 late.
    expect(reply).toContain('première réponse en retard de 2 h 20 (échéance mardi 24 novembre à 12 h 40)');
    expect(reply).not.toContain('Facture de novembre');
    expect(reply).not.toContain('Devis salle de bain');
  });

  it('says none is late when none is, with the next deadline', async () => {
    const onTime: WorkspaceSnapshot = {
      ...desk,
      support: { openCount: 1, overdueCount: 0, tickets: [desk.support!.tickets[1]!] },
    };
    const reply = await ask('Y a-t-il des tickets en retard ?', onTime);
    expect(reply).toContain('Aucun ticket en retard');
    expect(reply).toContain(
      '« Facture de novembre » de Paul Petit, première réponse attendue mercredi 25 novembre à 10 h',
    );
  });

  it('tells where the support stands', async () => {
    const reply = await ask('Où en est le support ?');
    expect(reply).toContain('3 tickets ouverts, dont **1 en retard**');
    expect(reply).toContain('1 en attente du client');
    for (const name of ['Jeanne Martin', 'Paul Petit', 'Lucie Bernard']) expect(reply).toContain(name);
    expect(reply).toContain('Facture de novembre');
  });

  it.each(['Faites-nous un bilan des tickets.', 'Fais-moi un petit point sur les tickets en cours'])(
    '« %s »: the desk summed up, not a reply to a customer',
    async (question) => {
      const reply = await ask(question);
      expect(reply).toContain('3 tickets ouverts');
      for (const name of ['Jeanne Martin', 'Paul Petit', 'Lucie Bernard']) expect(reply).toContain(name);
      expect(reply).not.toContain('Objet');
    },
  );

  it('after the summary, answers the customer designated by their ticket, in the user’s words', async () => {
    const messages: Array<{ role: 'user' | 'assistant'; content: string }> = [
      { role: 'user', content: 'Fais-moi un point sur les tickets.' },
    ];
    messages.push({
      role: 'assistant',
      content: await localReply({ employee: 'clide', messages, workspace: desk, now }),
    });
    messages.push({
      role: 'user',
      content: 'Écris à celle dont la chaudière est en panne : on lui envoie un technicien demain matin.',
    });
    const reply = await localReply({ employee: 'clide', messages, workspace: desk, now });
    expect(reply).toContain('Bonjour Madame Martin');
    expect(reply).toContain('technicien');
    expect(reply).not.toMatch(/Paul Petit|Lucie Bernard|celle dont/);
  });
});

describe('Clide names the ticket to handle first, then answers its requester', () => {
  // Paul Petit's urgent ticket is on time; Jeanne Martin's (high) is late: late comes first.
  const urgent: WorkspaceSnapshot = {
    ...desk,
    support: {
      ...desk.support!,
      tickets: desk.support!.tickets.map((t) =>
        t.requesterName === 'Paul Petit' ? { ...t, priority: 'urgent' } : t,
      ),
    },
  };

  it.each([
    'Quel ticket je dois traiter en premier ?',
    'Par lequel des tickets je commence ?',
    'quel ticket est le plus urgent',
  ])('« %s »: the late one, with why and what comes next', async (question) => {
    const reply = await ask(question, urgent);
    expect(reply).toContain('**Ma recommandation : Jeanne Martin**, avec « Chaudière en panne »');
    expect(reply).toContain('première réponse en retard de 2 h 20');
    expect(reply).toContain('Ensuite : « Facture de novembre » (Paul Petit, priorité urgente)');
    // Waiting for the customer: nothing to handle there.
    expect(reply).not.toContain('Devis salle de bain');
  });

  it('takes the highest priority when none is late, and « ce client » is its requester next', async () => {
    const onTime: WorkspaceSnapshot = {
      ...urgent,
      support: {
        ...urgent.support!,
        overdueCount: 0,
        tickets: urgent.support!.tickets.map((t) => ({ ...t, overdue: false })),
      },
    };
    const messages = [{ role: 'user' as const, content: 'Par quel ticket je commence ?' }];
    const first = await localReply({ employee: 'clide', messages, workspace: onTime, now });
    expect(first).toContain(
      '**Ma recommandation : Paul Petit**, avec « Facture de novembre » : priorité urgente',
    );
    const answer = await localReply({
      employee: 'clide',
      messages: [
        ...messages,
        { role: 'assistant', content: first },
        { role: 'user', content: 'Redige la reponse a ce client : la facture corrigée part ce soir.' },
      ],
      workspace: onTime,
      now,
    });
    expect(answer).toMatch(/Bonjour Monsieur Petit,/);
    expect(answer).toMatch(/[Ll]a facture corrigée part ce soir/);
    expect(answer).not.toContain('Jeanne Martin');
  });
});

describe('Clide escalates a ticket from the chat, offline', () => {
  it('proposes the escalation of the ticket named, with the user’s note', async () => {
    const proposed: unknown[] = [];
    const reply = await localReply({
      employee: 'clide',
      messages: [
        {
          role: 'user',
          content: 'Escalade le ticket de Jeanne Martin à Paul Roux : elle menace de résilier',
        },
      ],
      workspace: desk,
      now,
      actions: {
        propose: async (proposal) => {
          proposed.push(proposal);
          return {
            id: '00000000-0000-4000-8000-000000000009',
            employee: 'clide',
            kind: proposal.kind,
            summary: 'Escalader le ticket « Chaudière en panne » à Paul Roux, avec une note interne',
            status: 'proposed',
            approvedBy: null,
            taskId: null,
            eventId: null,
            error: null,
            createdAt: now.toISOString(),
            decidedAt: null,
          };
        },
      },
    });
    expect(proposed).toEqual([
      {
        kind: 'support_escalate',
        params: {
          ticketId: '00000000-0000-4000-8000-000000000001',
          assignee: 'Paul Roux',
          note: 'elle menace de résilier',
          subject: 'Chaudière en panne',
        },
      },
    ]);
    expect(reply).toContain('Escalader le ticket « Chaudière en panne » à Paul Roux');
  });

  it('writes the note from the record when none is said, and proposes nothing for a ticket not on the desk', async () => {
    const proposed: Array<{ params: { note: string } }> = [];
    const actions = {
      propose: async (proposal: unknown) => {
        proposed.push(proposal as { params: { note: string } });
        return { id: 'x', status: 'proposed', summary: 's' } as never;
      },
    };
    await localReply({
      employee: 'clide',
      messages: [{ role: 'user', content: 'Confie le ticket « Facture de novembre » à Lucie' }],
      workspace: desk,
      now,
      actions,
    });
    expect(proposed[0]!.params.note).toBe(
      'Ticket « Facture de novembre » de Paul Petit (paul@client.test) à prendre en charge (priorité : Moyen).',
    );
    proposed.length = 0;
    await localReply({
      employee: 'clide',
      messages: [{ role: 'user', content: 'Escalade le ticket de Marc Inconnu à Lucie' }],
      workspace: desk,
      now,
      actions,
    });
    expect(proposed).toEqual([]);
  });
});

describe('Clide answers a desk ticket in its thread, offline', () => {
  const recorder = () => {
    const proposed: Array<{ kind: string; params: Record<string, string> }> = [];
    const actions = {
      propose: async (proposal: unknown) => {
        proposed.push(proposal as (typeof proposed)[number]);
        return {
          id: '00000000-0000-4000-8000-000000000010',
          employee: 'clide',
          kind: 'support_reply',
          summary: 'Répondre au ticket',
          status: 'proposed',
          duplicate: false,
        } as never;
      },
    };
    return { proposed, actions };
  };

  it.each([
    ['Réponds à Paul Petit que la facture corrigée part ce soir.', 'Facture de novembre', 'paul@client.test'],
    [
      'Écris à Jeanne Martin : notre technicien passe demain entre 8h et 10h.',
      'Chaudière en panne',
      'jeanne@client.test',
    ],
    [
      'Réponds à Lucie Bernard : oui, le devis tient jusqu’à fin décembre.',
      'Devis salle de bain',
      'lucie@client.test',
    ],
  ])(
    '« %s »: « Re : » its subject, and its reply proposed to its requester',
    async (content, subject, to) => {
      const { proposed, actions } = recorder();
      const reply = await localReply({
        employee: 'clide',
        messages: [{ role: 'user', content }],
        workspace: desk,
        now,
        actions,
      });
      expect(reply).toContain(`> **Objet :** Re : ${subject}`);
      expect(proposed).toHaveLength(1);
      expect(proposed[0]!.kind).toBe('support_reply');
      expect(proposed[0]!.params.to).toBe(to);
      expect(proposed[0]!.params.subject).toBe(subject);
      // What the desk sends is the draft as its reader reads it: greeting to sign-off, no subject line.
      expect(proposed[0]!.params.body).toMatch(/^Bonjour/);
      expect(proposed[0]!.params.body).not.toContain('Objet');
      expect(proposed[0]!.params.body).not.toContain('>');
    },
  );

  it('proposes nothing for a customer who has no ticket on the desk', async () => {
    const { proposed, actions } = recorder();
    const reply = await localReply({
      employee: 'clide',
      messages: [{ role: 'user', content: 'Réponds à Marc Inconnu que sa commande part demain.' }],
      workspace: desk,
      now,
      actions,
    });
    expect(proposed).toEqual([]);
    expect(reply).not.toContain('Re : ');
  });
});
