import type { AiActionSummary } from '../../shared/chat.ts';

/** What `ReplyActions.propose` answers in engine tests that do not go through the database. */
export const proposedSummary: AiActionSummary = {
  id: '00000000-0000-4000-8000-000000000000',
  employee: 'alfred',
  kind: 'create_task',
  summary: 'Créer la tâche « Test »',
  status: 'proposed',
  approvedBy: null,
  taskId: null,
  error: null,
  createdAt: '2026-11-24T09:00:00.000Z',
  decidedAt: null,
};
