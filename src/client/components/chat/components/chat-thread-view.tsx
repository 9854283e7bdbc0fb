import { Loader2, Send, Square } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import type { Employee } from '../../../../shared/employees.ts';
import { cn } from '../../../lib/cn.ts';
import { Button } from '../../ui/button.tsx';
import { Textarea } from '../../ui/input.tsx';
import type { useChatSender } from '../hooks/use-chat-sender.ts';
import { chatLimits, type ThreadMessage, welcomeMessage } from '../thread-messages.ts';
import { AssistantBubble, UserBubble } from './chat-message.tsx';
import { EmployeeAvatar, StatusBadge } from './employee-avatar.tsx';

interface ChatThreadViewProps {
  employee: Employee;
  messages: ThreadMessage[];
  sender: ReturnType<typeof useChatSender>;
  height: number;
  /** Controls beside the employee's name (conversation list, new conversation…). */
  toolbar?: ReactNode;
  /** Shown in the log instead of the messages (history loading, or failed to load). */
  notice?: ReactNode;
  /** The composer is locked (history still loading). */
  locked?: boolean;
}

/** The message box's id: the chat pages' skip link « Aller à la saisie du message » leads to it. */
export const chatInputId = 'saisie-message';

// Follow new words only while the reader is at the bottom; someone scrolled up to re-read is left alone.
const stickThreshold = 48;

export function ChatThreadView({
  employee,
  messages,
  sender,
  height,
  toolbar,
  notice,
  locked = false,
}: ChatThreadViewProps) {
  const inputId = chatInputId;
  const log = useRef<HTMLDivElement>(null);
  const stick = useRef(true);
  const { input, setInput, pending, submit, stop } = sender;
  const blocked = pending || locked;
  const limitId = useId();
  // A long paste is kept whole and named, never cut silently: the user shortens it, then sends.
  const tooLong = input.trim().length > chatLimits.maxMessageLength;

  const showsNotice = notice !== undefined;
  // Scrolling is a DOM side effect of new content, so it runs after layout when the content changes.
  // Scrolled in the next frame, before it is painted: reading scrollHeight during React's commit would
  // force the whole page's layout inside the first render's long task (decision 048).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the dependencies are the trigger, not inputs
  useLayoutEffect(() => {
    const element = log.current;
    if (!element || !stick.current) return;
    const frame = requestAnimationFrame(() => {
      element.scrollTop = element.scrollHeight;
    });
    return () => cancelAnimationFrame(frame);
  }, [messages, showsNotice]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (!blocked && !tooLong && submit()) stick.current = true;
  };

  return (
    <section
      aria-label={`Chat avec ${employee.name}`}
      className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
      style={{ height }}
    >
      <header className="flex items-center gap-3 border-b border-slate-200 bg-slate-50/60 px-4 py-3">
        <EmployeeAvatar employee={employee} />
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
            <span className="font-semibold text-slate-900">{employee.name}</span>
            <StatusBadge status={employee.status} className="hidden sm:inline-flex" />
          </p>
          <p className="truncate text-xs text-slate-600">{employee.roleLabel}</p>
        </div>
        {toolbar}
      </header>

      <div
        ref={log}
        role="log"
        aria-live="polite"
        aria-busy={pending}
        aria-label={`Messages avec ${employee.name}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable log must take the focus so the keyboard can scroll it (WCAG 2.1.1, axe scrollable-region-focusable)
        tabIndex={0}
        onScroll={(event) => {
          const el = event.currentTarget;
          stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < stickThreshold;
        }}
        className="flex-1 space-y-4 overflow-y-auto overscroll-contain px-4 py-5 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600"
      >
        <AssistantBubble
          employee={employee}
          welcome
          message={{ content: welcomeMessage(employee), engine: null, status: 'complete' }}
        />
        {notice ??
          messages.map((message) =>
            message.role === 'user' ? (
              <UserBubble key={message.id} message={message} />
            ) : (
              <AssistantBubble key={message.id} employee={employee} message={message} />
            ),
          )}
      </div>

      <form
        className="flex flex-wrap items-end gap-2 border-t border-slate-200 bg-white p-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (!blocked && !tooLong && submit()) stick.current = true;
        }}
      >
        {tooLong && (
          <p id={limitId} role="alert" className="basis-full text-xs text-red-700">
            Votre message fait {input.trim().length.toLocaleString('fr-FR')} caractères&nbsp;: la limite est
            de {chatLimits.maxMessageLength.toLocaleString('fr-FR')}. Raccourcissez-le pour l’envoyer.
          </p>
        )}
        <label htmlFor={inputId} className="sr-only">
          Votre message
        </label>
        <Textarea
          id={inputId}
          rows={1}
          value={input}
          onChange={(event) => setInput(event.target.value)}
          onKeyDown={onKeyDown}
          readOnly={blocked}
          aria-disabled={blocked}
          aria-invalid={tooLong}
          aria-describedby={tooLong ? limitId : undefined}
          placeholder={`Écrivez à ${employee.name}…`}
          className={cn(
            'field-sizing-content max-h-40 min-h-11 resize-none py-2.5 leading-relaxed',
            blocked && 'cursor-not-allowed bg-slate-50 text-slate-500',
          )}
        />
        {pending ? (
          <Button type="button" variant="outline" className="h-11 shrink-0" onClick={stop}>
            <Square className="fill-current" aria-hidden="true" />
            Stop
          </Button>
        ) : (
          <Button
            type="submit"
            className="h-11 shrink-0"
            disabled={locked || input.trim() === '' || tooLong}
            aria-label="Envoyer"
          >
            {locked ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
            <span className="hidden sm:inline">Envoyer</span>
          </Button>
        )}
      </form>
    </section>
  );
}

/** Same frame while the mode (auth) or the stored chat's code is loading. */
export function ChatSkeleton({ height }: { height: number }) {
  return (
    <div
      role="status"
      aria-busy="true"
      className="flex animate-pulse flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
      style={{ height }}
    >
      <span className="sr-only">Chargement du chat…</span>
      <div className="flex items-center gap-3 border-b border-slate-200 px-4 py-3">
        <div className="size-10 rounded-full bg-slate-200" />
        <div className="h-4 w-32 rounded bg-slate-200" />
      </div>
      <div className="flex-1 space-y-4 p-4">
        <div className="h-16 w-2/3 rounded-2xl bg-slate-100" />
      </div>
      <div className="border-t border-slate-200 p-3">
        <div className="h-11 rounded-lg bg-slate-100" />
      </div>
    </div>
  );
}
