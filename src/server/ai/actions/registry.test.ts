import { describe, expect, it } from 'vitest';
import { aiActionKinds } from '../../../shared/chat-model.ts';
import { approvalKindLabels } from '../../../shared/skills-model.ts';
import { parseActionRequests } from '../commands/parse-action.ts';
import { describeProposal, parseProposal, workspaceActions } from './registry.ts';

const now = new Date('2026-11-24T09:00:00Z');

describe('the workspace actions, declared once', () => {
  it('the shared tuple and the inbox labels say what the registry declares', () => {
    expect([...aiActionKinds]).toEqual(Object.keys(workspaceActions));
    for (const action of Object.values(workspaceActions))
      expect(approvalKindLabels[action.kind]).toBe(action.label);
  });

  it('what a model gives is completed by the schema, and what is stored parses back unchanged', () => {
    const task = parseProposal('create_task', { title: '  Appeler le comptable ', assignee: 'Millie' });
    expect(task).toEqual({
      ok: true,
      proposal: {
        kind: 'create_task',
        params: { title: 'Appeler le comptable', dueDate: null, priority: 'medium', assignee: 'millie' },
      },
    });
    const event = parseProposal('create_event', { title: 'Point', start: '2026-11-26T10:00:00+01:00' });
    expect(event.ok && event.proposal.params).toEqual({
      title: 'Point',
      start: '2026-11-26T09:00:00.000Z',
      end: '2026-11-26T10:00:00.000Z',
      attendees: [],
    });
    for (const parsed of [task, event]) {
      if (!parsed.ok) throw new Error('expected a proposal');
      expect(parseProposal(parsed.proposal.kind, parsed.proposal.params)).toEqual(parsed);
    }
  });

  it("the offline engine's proposals are valid for their schema", () => {
    const proposals = [
      'Crée une tâche « Relancer le client Durand » pour vendredi, urgent',
      'Cale un point avec Paul mardi à 10h',
      'La tâche devis Dupont est finie',
      'Bloque lundi et jeudi matin pour la compta',
    ].flatMap((message) => parseActionRequests(message, now));
    expect(proposals.map((p) => p.kind)).toEqual([
      'create_task',
      'create_event',
      'update_task_status',
      'create_event',
      'create_event',
    ]);
    for (const proposal of proposals)
      expect(parseProposal(proposal.kind, proposal.params)).toEqual({ ok: true, proposal });
  });

  it('refuses bad params with a French error that names the field, never the value', () => {
    expect(parseProposal('create_task', { title: '', priority: 'critique' })).toEqual({
      ok: false,
      error: 'Proposition invalide (créer une tâche, title, priority) : elle n’a pas été réalisée.',
    });
    const backwards = parseProposal('create_event', {
      title: 'Point',
      start: '2026-11-26T10:00:00Z',
      end: '2026-11-26T09:00:00Z',
    });
    expect(backwards.ok).toBe(false);
    expect(
      parseProposal('send_email', { replyTo: 'x', to: 'pas une adresse', subject: 'Re', body: 'ok' }),
    ).toMatchObject({
      ok: false,
    });
    expect(parseProposal('drop_table', {})).toEqual({
      ok: false,
      error: 'Action inconnue : elle n’a pas été réalisée.',
    });
  });

  it('the CRM actions (decision 067): completed by their schema, re-parsed unchanged when stored', () => {
    const created = parseProposal('crm_create_opportunity', {
      title: ' Contrat d’entretien ',
      companyName: '',
      amountHt: 4800.504,
      nextStepDate: '2026-12-15',
    });
    expect(created).toEqual({
      ok: true,
      proposal: {
        kind: 'crm_create_opportunity',
        params: {
          title: 'Contrat d’entretien',
          companyName: null,
          contactName: null,
          amountHt: 4800.5,
          stage: 'new',
          probability: null,
          nextStep: '',
          nextStepDate: '2026-12-15',
          expectedCloseDate: null,
        },
      },
    });
    const moved = parseProposal('crm_move_opportunity', { opportunity: 'Foncia', stage: 'negotiation' });
    const noted = parseProposal('crm_log_activity', { kind: 'call', body: 'Appelé', about: 'M. Roux' });
    for (const parsed of [created, moved, noted]) {
      if (!parsed.ok) throw new Error('expected a proposal');
      // What the database gives back (JSON) parses to the same proposal.
      const stored = JSON.parse(JSON.stringify(parsed.proposal.params));
      expect(parseProposal(parsed.proposal.kind, stored)).toEqual(parsed);
    }
    expect(parseProposal('crm_move_opportunity', { opportunity: 'Foncia', stage: 'signé' })).toMatchObject({
      ok: false,
      error: 'Proposition invalide (changer l’étape d’une opportunité, stage) : elle n’a pas été réalisée.',
    });
    expect(parseProposal('crm_log_activity', { kind: 'stage_change', body: 'x', about: 'y' }).ok).toBe(false);
    expect(
      parseProposal('crm_move_opportunity', { opportunityId: 'pas-un-id', opportunity: 'x', stage: 'won' })
        .ok,
    ).toBe(false);
    expect(describeProposal(created.ok ? created.proposal : (null as never), now)).toBe(
      'Ajouter au CRM l’opportunité « Contrat d’entretien » (4\u202f800,50\u00a0€ HT, étape Nouveau, prochaine étape : relance le mardi 15 décembre)',
    );
    expect(describeProposal(noted.ok ? noted.proposal : (null as never), now)).toBe(
      'Noter dans le CRM (appel, M. Roux) : « Appelé »',
    );
  });

  it('the approval card reads the declaration', () => {
    expect(
      describeProposal(
        { kind: 'update_task_status', params: { title: 'Devis Dupont', status: 'done' } },
        now,
      ),
    ).toBe('Marquer la tâche « Devis Dupont » comme terminée');
  });
});
