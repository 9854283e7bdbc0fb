import { describe, expect, it } from 'vitest';
import type { EmployeeId } from '../../../shared/routes.ts';
import type { ActionProposal } from '../actions/registry.ts';
import { parseProposal } from '../actions/registry.ts';
import { localReply } from '../local/reply.ts';
import type { CrmSnapshot, WorkspaceSnapshot } from '../types.ts';
import { activitySlots, amountSaid, opportunitySlots, readCrmRequest } from './requests.ts';

// Tuesday 24 November 2026, 10 h in Paris: « lundi » is 30 November, the week ends Sunday 29.
const now = new Date('2026-11-24T09:00:00Z');

const foncia = {
  id: '11111111-1111-4111-8111-111111111111',
  title: 'Contrat d’entretien annuel',
  company: 'Syndic Foncia Lyon 7',
  contact: null,
  contactId: null,
  stage: 'qualified' as const,
  amountCents: 480_000,
  probability: 25,
  nextStep: 'Relancer',
  nextStepDate: '2026-11-20',
  expectedCloseDate: '2026-12-31',
  lastActivityAt: '2026-11-01T10:00:00Z',
};
const martin = {
  ...foncia,
  id: '22222222-2222-4222-8222-222222222222',
  title: 'Site vitrine',
  company: 'Boulangerie Martin',
  contact: 'Jean Roux',
  contactId: '33333333-3333-4333-8333-333333333333',
  stage: 'proposal' as const,
  amountCents: 350_050,
  probability: 50,
  nextStep: 'Envoyer la maquette',
  nextStepDate: '2026-11-27',
  expectedCloseDate: null,
};
const later = {
  ...foncia,
  id: '44444444-4444-4444-8444-444444444444',
  title: 'Audit énergétique',
  company: 'Mairie de Bron',
  nextStepDate: '2026-12-10',
};
const crm: CrmSnapshot = {
  opportunities: [foncia, martin, later],
  contacts: [{ id: martin.contactId, name: 'Jean Roux', role: 'Gérant', company: 'Boulangerie Martin' }],
  stages: [
    { stage: 'qualified', count: 2, amountCents: 960_000, weightedCents: 240_000 },
    { stage: 'proposal', count: 1, amountCents: 350_050, weightedCents: 175_025 },
    { stage: 'won', count: 1, amountCents: 100_000, weightedCents: 100_000 },
  ],
  truncated: false,
};
const empty: CrmSnapshot = { opportunities: [], contacts: [], stages: [], truncated: false };
const workspace = (snapshot: CrmSnapshot | undefined): WorkspaceSnapshot => ({
  isSample: false,
  projects: [],
  tasks: [],
  events: [],
  ...(snapshot ? { crm: snapshot } : {}),
});

/** The reply, and what it proposed (as the chat would store it), for a signed-in user. */
async function ask(employee: EmployeeId, content: string, snapshot: CrmSnapshot | undefined = crm) {
  const proposed: ActionProposal[] = [];
  const reply = await localReply({
    employee,
    messages: [{ role: 'user', content }],
    workspace: workspace(snapshot),
    now,
    actions: {
      async propose(proposal) {
        proposed.push(proposal);
        return {
          id: 'a',
          employee,
          kind: proposal.kind,
          summary: 'x',
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
  return { reply, proposed };
}

describe('amounts and opportunity fields, as French writes them', () => {
  it('reads « 4 800 € HT », « 12k€ », « 3 500,50 € », « 2.500 euros »', () => {
    expect(amountSaid('4 800 € HT')?.euros).toBe(4800);
    expect(amountSaid('un deal à 12k€')?.euros).toBe(12000);
    expect(amountSaid('3 500,50 €')?.euros).toBe(3500.5);
    expect(amountSaid('pour 2.500 euros')?.euros).toBe(2500);
    expect(amountSaid('le 15 décembre')).toBeNull();
  });

  it('splits the parts of a new opportunity, in any order', () => {
    expect(
      opportunitySlots(
        'Ajoute une opportunité dans le CRM : Syndic Foncia Lyon 7, contrat d’entretien annuel, 4 800 € HT, à relancer le 15 décembre',
        now,
      ),
    ).toEqual({
      companyName: 'Syndic Foncia Lyon 7',
      title: 'Contrat d’entretien annuel',
      amountHt: 4800,
      nextStep: 'Relancer',
      nextStepDate: '2026-12-15',
    });
    const other = opportunitySlots(
      'nouvelle affaire : 12k€, refonte du site, chez Garage Dupuis, signature prevue le 20 janvier, contact : Mme Leclerc',
      now,
    );
    expect(other).toMatchObject({
      amountHt: 12000,
      title: 'Refonte du site',
      companyName: 'Garage Dupuis',
      expectedCloseDate: '2027-01-20',
      contactName: 'Mme Leclerc',
    });
  });

  it('reads a call about a contact the CRM holds, and its next step', () => {
    expect(activitySlots('Note que j’ai appelé M. Roux, il rappelle lundi', now, crm)).toEqual({
      kind: 'call',
      body: 'J’ai appelé M. Roux, il rappelle lundi.',
      about: 'Jean Roux',
      contactId: martin.contactId,
      // The contact's open opportunity, whose next step the call moves.
      opportunityId: martin.id,
      nextStep: 'Il rappelle',
      nextStepDate: '2026-11-30',
    });
    // No record of the CRM named: not a timeline entry (a reminder stays a reminder, decision 064).
    expect(activitySlots('Note que j’ai appelé le plombier', now, crm)).toBeNull();
    expect(activitySlots('Note que je dois rappeler M. Roux', now, crm)).toBeNull();
  });

  it('tells a question from a command, tu or vous, without accents', () => {
    expect(readCrmRequest('quelles opportunites je dois relancer cette semaine ?', now, crm)).toEqual({
      skill: 'crm',
      asked: 'follow_ups',
    });
    expect(readCrmRequest('Où en est le pipeline ?', now, crm)).toEqual({ skill: 'crm', asked: 'pipeline' });
    expect(readCrmRequest('passe foncia en nego', now, crm)).toMatchObject({
      skill: 'crm_move_opportunity',
      slots: { stage: 'negotiation', opportunityId: foncia.id },
    });
    expect(readCrmRequest('Tu peux mettre la boulangerie Martin en gagné ?', now, crm)).toMatchObject({
      slots: { stage: 'won', opportunityId: martin.id },
    });
    expect(readCrmRequest('Crée une tâche pour appeler le comptable demain', now, crm)).toBeNull();
  });
});

describe('Chip on the CRM, offline', () => {
  it('proposes the opportunity with its parsed fields, valid for its action', async () => {
    const { reply, proposed } = await ask(
      'chip',
      'Ajoute une opportunité dans le CRM : Syndic Foncia Lyon 7, contrat d’entretien annuel, 4 800 € HT, à relancer le 15 décembre',
    );
    expect(proposed).toEqual([
      {
        kind: 'crm_create_opportunity',
        params: {
          title: 'Contrat d’entretien annuel',
          companyName: 'Syndic Foncia Lyon 7',
          contactName: null,
          amountHt: 4800,
          stage: 'new',
          probability: null,
          nextStep: 'Relancer',
          nextStepDate: '2026-12-15',
          expectedCloseDate: null,
        },
      },
    ]);
    expect(parseProposal(proposed[0]!.kind, proposed[0]!.params)).toEqual({
      ok: true,
      proposal: proposed[0],
    });
    expect(reply).toContain('Approuver');
  });

  it('Alfred files the same proposal; Suki hands it to Chip', async () => {
    const message = 'Passe Foncia en négociation';
    const alfred = await ask('alfred', message);
    expect(alfred.proposed).toEqual([
      {
        kind: 'crm_move_opportunity',
        params: {
          opportunityId: foncia.id,
          opportunity: 'Contrat d’entretien annuel (Syndic Foncia Lyon 7)',
          stage: 'negotiation',
        },
      },
    ]);
    const suki = await ask('suki', message);
    expect(suki.proposed).toEqual([]);
    expect(suki.reply).toContain('/ai/chip');
  });

  it('asks its one question when the opportunity has no object', async () => {
    const { reply, proposed } = await ask('chip', 'Ajoute une opportunité dans le CRM');
    expect(proposed).toEqual([]);
    expect(reply).toMatch(/Quelle opportunité ajouter/);
  });

  it('lists this week’s follow-ups and the late ones, from the records', async () => {
    const { reply } = await ask('chip', 'Quelles opportunités relancer cette semaine ?');
    expect(reply).toContain('Contrat d’entretien annuel');
    expect(reply).toContain('vendredi 20 novembre (en retard de 4 jours)');
    expect(reply).toContain('4\u202f800\u00a0€ HT');
    expect(reply).toContain('vendredi 27 novembre');
    expect(reply).toContain('Proposition');
    expect(reply).not.toContain('Audit énergétique');
    expect(reply.indexOf('Contrat')).toBeLessThan(reply.indexOf('Site vitrine'));
  });

  it('sums the pipeline per stage with its weighted forecast', async () => {
    const { reply } = await ask('chip', 'Où en est le pipeline ?');
    expect(reply).toMatch(
      /\*\*Qualifié\*\* : 2 opportunités, 9\u202f600\u00a0€ HT, pondéré 2\u202f400\u00a0€ HT/,
    );
    expect(reply).toMatch(/3\u202f500,50\u00a0€ HT/);
    expect(reply).toMatch(/prévision pondérée.*4\u202f150,25\u00a0€ HT/);
  });

  it('says an empty CRM is empty, and a visitor has none', async () => {
    expect((await ask('chip', 'Où en est le pipeline ?', empty)).reply).toMatch(
      /CRM est vide.*\n*.*Ajoute une opportunité/s,
    );
    const visitor = await localReply({
      employee: 'chip',
      messages: [{ role: 'user', content: 'Quelles opportunités relancer cette semaine ?' }],
      workspace: workspace(undefined),
      now,
    });
    expect(visitor).toMatch(/pas de CRM/);
  });

  it('drafts a follow-up from the record, with its contact and amount once proposed', async () => {
    const { reply } = await ask('chip', 'Rédige une relance pour la boulangerie Martin');
    expect(reply).toContain('Site vitrine');
    expect(reply).toContain('Roux');
    expect(reply).toContain('3\u202f500,50\u00a0€ HT');
    const qualified = await ask('chip', 'Ecris un mail de relance pour Foncia');
    // Not yet proposed: no amount told to the customer.
    expect(qualified.reply).not.toMatch(/4\u202f800/);
    expect(qualified.reply).toContain('Syndic Foncia Lyon 7');
  });

  it('logs the call with the next step, and leaves a reminder to the reminders', async () => {
    const { proposed } = await ask('chip', 'Note que j’ai appelé M. Roux, il rappelle lundi');
    expect(proposed[0]).toMatchObject({
      kind: 'crm_log_activity',
      params: { kind: 'call', contactId: martin.contactId, nextStepDate: '2026-11-30' },
    });
    const reminder = await ask('alfred', 'Note que je dois appeler le comptable demain');
    expect(reminder.proposed.map((p) => p.kind)).not.toContain('crm_log_activity');
  });
});

describe('an opportunity typed in lower case, with tu', () => {
  it('takes the first of two parts for the company', () => {
    expect(
      opportunitySlots(
        'ajoute une affaire au crm : garage dupuis, entretien de la flotte, 12k€, a relancer vendredi',
        now,
      ),
    ).toEqual({
      companyName: 'Garage dupuis',
      title: 'Entretien de la flotte',
      amountHt: 12000,
      nextStep: 'Relancer',
      nextStepDate: '2026-11-27',
    });
  });
});

describe('phrasings the examples do not hold', () => {
  it('reads fields on both sides of the colon, a decimal comma, a close date', () => {
    expect(
      opportunitySlots(
        'Crée une opportunité de 3 500,50 € HT pour le cabinet Durand : audit RGPD, closing prévu le 20 décembre',
        now,
      ),
    ).toEqual({
      amountHt: 3500.5,
      companyName: 'Cabinet Durand',
      title: 'Audit RGPD',
      expectedCloseDate: '2026-12-20',
    });
    expect(
      opportunitySlots(
        'Ajoute une opportunité : Mairie de Bron, audit énergétique, 8 000 € HT, étape proposition, contact M. Faure',
        now,
      ),
    ).toEqual({
      companyName: 'Mairie de Bron',
      title: 'Audit énergétique',
      amountHt: 8000,
      stage: 'proposal',
      contactName: 'M. Faure',
    });
  });

  it('notes a mail sent, a meeting typed without accents, a call told with vous', () => {
    expect(
      activitySlots('Note : envoyé le devis à Foncia, relance prévue le 2 décembre', now, crm),
    ).toMatchObject({ kind: 'email', opportunityId: foncia.id, nextStepDate: '2026-12-02' });
    expect(activitySlots('jai rencontre jean roux ce matin', now, crm)).toMatchObject({
      kind: 'meeting',
      contactId: martin.contactId,
    });
    expect(
      readCrmRequest('Pouvez-vous noter que j’ai eu M. Roux au téléphone ? À relancer jeudi.', now, crm),
    ).toMatchObject({ skill: 'crm_log_activity', slots: { kind: 'call', nextStepDate: '2026-11-26' } });
    expect(readCrmRequest('Foncia a signé !', now, crm)).toMatchObject({
      skill: 'crm_move_opportunity',
      slots: { stage: 'won', opportunityId: foncia.id },
    });
    // A reminder about a record stays a reminder.
    expect(readCrmRequest('Rappelle-moi d’appeler M. Roux demain', now, crm)).toBeNull();
    expect(readCrmRequest('Note que je dois rappeler Foncia demain', now, crm)).toBeNull();
  });
});
