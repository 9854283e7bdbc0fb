import type { AiActionSummary } from '../../../shared/chat.ts';
import { actionOf } from '../actions/registry.ts';

/** Where the action's result is seen, as its declaration says. */
function linkOf(action: AiActionSummary): string {
  const link = actionOf(action.kind)?.link ?? { href: '/tasks', label: 'Voir mes tâches' };
  return `[${link.label}](${link.href})`;
}

/** The reply that goes with an action, in the employee's chat. */
export function actionReply(action: AiActionSummary): string {
  if (action.duplicate) {
    return `Cette demande attend déjà votre accord dans [Approbations](/approbations)\u00a0: **${action.summary}**. Je ne la propose pas une seconde fois.`;
  }
  switch (action.status) {
    case 'proposed':
      return `Je vous propose : **${action.summary}**.\n\nValidez avec « Approuver » ou refusez avec « Refuser » : je ne change rien sans votre accord.`;
    case 'executed':
      return `C’est fait : **${action.summary}** (vous m’avez autorisé à agir sans demander).\n\n${linkOf(action)}`;
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
