import { lazy, Suspense } from 'react';
import type { Employee } from '../../../../shared/employees.ts';
import { cn } from '../../../lib/cn.ts';
import { CopyButton } from '../../ui/copy-button.tsx';
import { EngineBadge } from '../../ui/engine-badge.tsx';
import type { ThreadMessage } from '../thread-messages.ts';
import { ActionCard } from './action-card.tsx';
import { EmployeeAvatar } from './employee-avatar.tsx';
import { loadMarkdownReply } from './markdown-loader.ts';
import { SourcesBlock } from './sources-block.tsx';

const MarkdownReply = lazy(loadMarkdownReply);

function PlainText({ text }: { text: string }) {
  return <p className="whitespace-pre-wrap break-words">{text}</p>;
}

function Thinking({ name }: { name: string }) {
  return (
    <p className="flex items-center gap-2 text-slate-500 italic">
      {name} réfléchit...
      <span aria-hidden="true" className="flex gap-1">
        <span className="size-1.5 animate-bounce rounded-full bg-slate-400 [animation-delay:-0.3s]" />
        <span className="size-1.5 animate-bounce rounded-full bg-slate-400 [animation-delay:-0.15s]" />
        <span className="size-1.5 animate-bounce rounded-full bg-slate-400" />
      </span>
    </p>
  );
}

export function UserBubble({ message }: { message: ThreadMessage }) {
  return (
    <article aria-label="Vous" className="flex justify-end">
      <div className="max-w-[85%] rounded-2xl rounded-br-md bg-indigo-700 px-4 py-2.5 text-sm leading-relaxed text-white shadow-sm">
        <PlainText text={message.content} />
      </div>
    </article>
  );
}

/** An employee's message: the welcome (plain text), or a reply (Markdown, possibly still arriving). */
export function AssistantBubble({
  employee,
  message,
  welcome = false,
}: {
  employee: Employee;
  message: Pick<
    ThreadMessage,
    'content' | 'engine' | 'status' | 'action' | 'actions' | 'sources' | 'uncited'
  >;
  welcome?: boolean;
}) {
  const thinking = message.status === 'pending' && message.content === '';
  // A reply can be copied once it has stopped arriving; the welcome and an apology for a failure are not replies.
  const copyable =
    !welcome &&
    (message.status === 'complete' || message.status === 'interrupted') &&
    message.content.trim() !== '';
  const localEngine = message.engine === 'local' && message.status !== 'pending';
  return (
    <article aria-label={employee.name} className="flex items-end gap-2.5">
      <EmployeeAvatar employee={employee} size="sm" />
      <div className="flex max-w-[85%] min-w-0 flex-col items-start gap-1">
        <div
          className={cn(
            'max-w-full min-w-0 rounded-2xl rounded-bl-md bg-slate-100 px-4 py-2.5 text-sm leading-relaxed text-slate-900',
            message.status === 'error' && 'bg-red-50 text-red-900',
          )}
        >
          {thinking ? (
            <Thinking name={employee.name} />
          ) : welcome ? (
            <PlainText text={message.content} />
          ) : (
            <Suspense fallback={<PlainText text={message.content} />}>
              <MarkdownReply text={message.content} />
            </Suspense>
          )}
          {message.status === 'interrupted' && (
            <p className="mt-1 text-xs text-slate-500 italic">(réponse interrompue)</p>
          )}
        </div>
        {(message.actions ?? (message.action ? [message.action] : [])).map((action) => (
          <ActionCard key={action.id} initial={action} />
        ))}
        {(message.sources?.length || message.uncited) && message.status !== 'pending' ? (
          <SourcesBlock sources={message.sources ?? []} />
        ) : null}
        {(copyable || localEngine) && (
          <div className="flex items-center gap-1.5">
            {copyable && <CopyButton text={message.content} />}
            {localEngine && <EngineBadge engine="local" what="Réponse" />}
          </div>
        )}
      </div>
    </article>
  );
}
