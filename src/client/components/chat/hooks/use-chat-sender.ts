// Sending one message and streaming its reply into a thread, wherever that thread lives (state or cache).
import { useEffect, useRef, useState } from 'react';
import type { AiActionSummary, ChatStreamEvent } from '../../../../shared/chat.ts';
import { ApiRequestError } from '../../../lib/api.ts';
import { toast } from '../../../lib/toast.ts';
import { preloadMarkdown } from '../components/markdown-loader.ts';
import {
  type ChatSurface,
  localMessageId,
  type ThreadMessage,
  technicalProblemReply,
} from '../thread-messages.ts';

type Updater = (messages: ThreadMessage[]) => ThreadMessage[];

/** Where one send goes: how to change the thread, and how to ask for the reply. */
export interface ChatTarget {
  update(fn: Updater): void;
  stream(
    content: string,
    history: ThreadMessage[],
    signal: AbortSignal,
  ): Promise<AsyncIterable<ChatStreamEvent>>;
}

interface ChatSenderOptions {
  surface: ChatSurface;
  /** The thread as shown now (the demo sends it as history). */
  messages: ThreadMessage[];
  /** Resolves the target of this send; a stored conversation may be created here first. */
  open(signal: AbortSignal): Promise<ChatTarget>;
  /** After each send, whatever its outcome (e.g. to refresh the conversation list). */
  onSettled?(): void;
}

/** The stream said it failed; `interrupted` means some words had already arrived. */
class StreamFailure extends Error {
  constructor(readonly interrupted: boolean) {
    super('stream failed');
  }
}

// Refusals whose French message from the server says more than a generic line (SPEC.md §8 otherwise).
const explainedStatuses = new Set([400, 401, 413, 429]);

const isRefusal = (error: unknown): error is ApiRequestError =>
  error instanceof ApiRequestError && explainedStatuses.has(error.status);

function reportFailure(surface: ChatSurface, error: unknown) {
  const explained = isRefusal(error);
  const fallback =
    surface === 'panel'
      ? "Impossible d'envoyer le message"
      : "Impossible d'envoyer le message. Veuillez réessayer.";
  toast.error('Erreur', explained ? error.message : fallback);
}

export function useChatSender({ surface, messages, open, onSettled }: ChatSenderOptions) {
  const [input, setInput] = useState('');
  const [pending, setPending] = useState(false);
  const controller = useRef<AbortController | null>(null);

  // Leaving the thread (another employee, another page) stops its reply; what arrived is kept.
  useEffect(() => () => controller.current?.abort(), []);

  const run = async (content: string, history: ThreadMessage[], abort: AbortController) => {
    let target: ChatTarget;
    try {
      target = await open(abort.signal);
    } catch (error) {
      if (!abort.signal.aborted) {
        reportFailure(surface, error);
        setInput((current) => current || content);
      }
      return;
    }

    const replyId = localMessageId();
    const userId = localMessageId();
    target.update((list) => [
      ...list,
      { id: userId, role: 'user', content, engine: null, status: 'complete' },
      { id: replyId, role: 'assistant', content: '', engine: null, status: 'pending' },
    ]);
    const patchReply = (patch: Partial<ThreadMessage>) =>
      target.update((list) => list.map((m) => (m.id === replyId ? { ...m, ...patch } : m)));
    const dropReply = () => target.update((list) => list.filter((m) => m.id !== replyId));

    let received = '';
    const actions: AiActionSummary[] = [];
    try {
      const events = await target.stream(content, history, abort.signal);
      let finished = false;
      for await (const event of events) {
        if (event.type === 'delta') {
          received += event.text;
          patchReply({ content: received });
        } else if (event.type === 'action') {
          actions.push(event.action);
          patchReply(
            actions.length > 1 ? { action: actions[0]!, actions: [...actions] } : { action: event.action },
          );
        } else if (event.type === 'sources') {
          patchReply({ sources: event.sources, uncited: event.uncited });
        } else if (event.type === 'done') {
          finished = true;
          patchReply({ status: 'complete', engine: event.engine });
        } else if (event.type === 'error') {
          throw new StreamFailure(event.interrupted && received !== '');
        }
      }
      // A stream that ends without 'done' was cut (server restart, proxy timeout).
      if (!finished) throw new StreamFailure(received !== '');
      if (surface === 'panel') toast.success('Message envoyé');
    } catch (error) {
      if (abort.signal.aborted || (error instanceof StreamFailure && error.interrupted)) {
        // Stopped or cut: keep what arrived, marked as partial.
        if (received) patchReply({ status: 'interrupted' });
        else dropReply();
        if (abort.signal.aborted) return;
      } else {
        reportFailure(surface, error);
        if (isRefusal(error) && !received) {
          // Refused before any word (a limit, a rule, the session): nothing was sent, so the message
          // leaves the thread and goes back to the input, where the user can wait or shorten it.
          target.update((list) => list.filter((m) => m.id !== replyId && m.id !== userId));
          setInput((current) => current || content);
        } else if (surface === 'panel') patchReply({ content: technicalProblemReply, status: 'error' });
        else if (received) patchReply({ status: 'interrupted' });
        else dropReply();
      }
    }
  };

  /** Starts a send; false when there is nothing to send or a reply is still pending. */
  const submit = (): boolean => {
    const content = input.trim();
    if (!content || controller.current) return false;
    const abort = new AbortController();
    controller.current = abort;
    setPending(true);
    setInput('');
    void preloadMarkdown();
    void run(content, messages, abort).finally(() => {
      if (controller.current === abort) controller.current = null;
      setPending(false);
      onSettled?.();
    });
    return true;
  };

  const stop = () => controller.current?.abort();

  return { input, setInput, pending, submit, stop };
}
