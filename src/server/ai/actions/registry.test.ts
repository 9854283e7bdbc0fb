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

  it('the approval card reads the declaration', () => {
    expect(
      describeProposal(
        { kind: 'update_task_status', params: { title: 'Devis Dupont', status: 'done' } },
        now,
      ),
    ).toBe('Marquer la tâche « Devis Dupont » comme terminée');
  });
});
