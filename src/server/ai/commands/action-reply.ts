import type { AiActionSummary } from '../../../shared/chat.ts';

/** The reply that goes with an action, in the employee's chat. */
export function actionReply(action: AiActionSummary): string {
  switch (action.status) {
    case 'proposed':
      return `Je vous propose : **${action.summary}**.\n\nValidez avec « Approuver » ou refusez avec « Refuser » : je ne change rien sans votre accord.`;
    case 'executed':
      return `C’est fait : **${action.summary}** (vous m’avez autorisé à agir sans demander).\n\n${
        action.kind === 'create_event'
          ? '[Voir le planning](/calendar)'
          : action.kind === 'send_email'
            ? '[Voir la boîte mail](/integrations)'
            : '[Voir mes tâches](/tasks)'
      }`;
    default:
      return `Je n’ai pas pu le faire : ${action.error ?? 'erreur inconnue'}`;
  }
}
