import { z } from 'zod';
import { taskStatuses } from '../../../shared/workspace-model.ts';
import { ApiError } from '../../http/errors.ts';
import { defineAction } from './action.ts';

const statusLabels = {
  todo: 'à faire',
  in_progress: 'en cours',
  review: 'en revue',
  done: 'terminée',
} as const;

export const updateTaskStatus = defineAction({
  kind: 'update_task_status',
  label: 'Changer le statut d’une tâche',
  toolDescription: "Propose de changer le statut d'une tâche désignée par son titre.",
  params: z.object({
    title: z.string().trim().min(1).max(200),
    status: z.enum(taskStatuses),
  }),
  describe: ({ title, status }) => `Marquer la tâche « ${title} » comme ${statusLabels[status]}`,
  link: { href: '/tasks', label: 'Voir mes tâches' },
  async execute({ writes, userId, findTaskByTitle }, params) {
    const found = await findTaskByTitle(params.title);
    if (!found)
      throw new ApiError(404, 'not_found', `Tâche « ${params.title} » introuvable dans votre espace.`);
    await writes.tasks.update(userId, found.id, { status: params.status });
    return { taskId: found.id, eventId: null };
  },
});
