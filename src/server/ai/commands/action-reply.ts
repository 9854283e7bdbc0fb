import type { AiActionSummary } from '../../../shared/chat.ts';

/** The reply that goes with an action, in the employee's chat. */
export function actionReply(action: AiActionSummary): string {
  if (action.duplicate) {
    return `Cette demande attend déjà votre accord dans [Approbations](/approbations)\u00a0: **${action.summary}**. Je ne la propose pas une seconde fois.`;
  }
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

/** The reply that goes with several actions asked at once ("lundi et jeudi"): one line each. */
export function actionsReply(actions: AiActionSummary[]): string {
  const [only] = actions;
  if (actions.length === 1 && only) return actionReply(only);
  if (actions.every((action) => action.status === 'proposed' && !action.duplicate)) {
    return `Je vous propose :\n${actions.map((action) => `- **${action.summary}**`).join('\n')}\n\nValidez chacune avec « Approuver » ou refusez-la avec « Refuser » : je ne change rien sans votre accord.`;
  }
  return actions.map(actionReply).join('\n\n');
}
