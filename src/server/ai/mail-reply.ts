import { personas } from './personas.ts';
import type { TextCompletion } from './types.ts';

// Clide's answer to a synced mail written by the model provider (decision 033): the prompt carries the
// message's headers and the capped excerpt the sync kept (500 characters), nothing else of the mailbox.
// Without a provider, the mailbox feature keeps its own polite template.

export interface MailToAnswer {
  fromName: string;
  fromAddress: string;
  subject: string;
  receivedAt: Date;
  excerpt: string;
}

export type MailReplyWriter = (mail: MailToAnswer, signal?: AbortSignal) => Promise<string>;

/** The writer of the process's engine when it is a model provider (it can complete a prompt), else none. */
export function mailReplyWriter(engine: object): MailReplyWriter | undefined {
  const complete = (engine as Partial<TextCompletion>).complete?.bind(engine);
  if (!complete) return undefined;
  return async (mail, signal) => {
    const text = await complete(
      {
        system: `${personas.clide.systemPrompt}\n\nTu écris la réponse à un email d'un client, au nom de l'utilisateur : le texte du mail seulement (salutation, réponse, formule de politesse), sans objet ni signature inventée, sans promettre ce que le message ne permet pas de savoir.`,
        prompt: [
          `De : ${mail.fromName ? `${mail.fromName} <${mail.fromAddress}>` : mail.fromAddress}`,
          `Objet : ${mail.subject}`,
          `Reçu le : ${mail.receivedAt.toISOString()}`,
          '',
          mail.excerpt.slice(0, 500) || '(message sans texte lisible)',
        ].join('\n'),
      },
      signal,
    );
    return text.trim().slice(0, 20_000);
  };
}
