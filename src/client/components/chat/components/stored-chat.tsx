import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ConversationSummary } from '../../../../shared/chat.ts';
import type { Employee } from '../../../../shared/employees.ts';
import { ServerStateScope } from '../../../lib/server-state.tsx';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { streamConversationReply } from '../api/chat-stream.ts';
import {
  type ConversationThread,
  conversationKeys,
  createConversation,
  deleteConversation,
  getConversation,
  listConversations,
} from '../api/conversations.ts';
import { type ChatTarget, useChatSender } from '../hooks/use-chat-sender.ts';
import type { ChatSurface, ThreadMessage } from '../thread-messages.ts';
import { ChatThreadView } from './chat-thread-view.tsx';
import { ConversationControls } from './conversation-controls.tsx';

interface StoredChatProps {
  userId: string;
  employee: Employee;
  height: number;
  surface: ChatSurface;
}

/** The signed-in chat: the most recent conversation with this employee, created on the first send. */
export default function StoredChat(props: StoredChatProps) {
  return (
    <ServerStateScope>
      <StoredChatThread {...props} />
    </ServerStateScope>
  );
}

const noMessages: ThreadMessage[] = [];

function StoredChatThread({ userId, employee, height, surface }: StoredChatProps) {
  const queryClient = useQueryClient();
  // Keys carry the user so another account in the same tab never sees these conversations.
  const listKey = [userId, ...conversationKeys.list(employee.id)];
  const detailKey = (id: string) => [userId, ...conversationKeys.detail(id)];

  const list = useQuery({
    queryKey: listKey,
    queryFn: () => listConversations(employee.id),
    staleTime: 30_000,
  });
  // undefined: the most recent one (or a new one when there is none yet).
  const [choice, setChoice] = useState<string | undefined>();
  const activeId = choice ?? (list.data ? (list.data[0]?.id ?? 'new') : undefined);
  const stored = activeId !== undefined && activeId !== 'new';

  const detail = useQuery({
    queryKey: detailKey(activeId ?? ''),
    queryFn: () => getConversation(activeId!),
    enabled: stored,
    // The cache is the thread: replies stream into it, so nothing may refetch over them.
    staleTime: Number.POSITIVE_INFINITY,
  });
  const messages = stored ? (detail.data?.messages ?? noMessages) : noMessages;

  const open = async (): Promise<ChatTarget> => {
    let id = activeId;
    if (id === undefined || id === 'new') {
      const summary = await createConversation(employee.id);
      queryClient.setQueryData<ConversationThread>(detailKey(summary.id), { ...summary, messages: [] });
      queryClient.setQueryData<ConversationSummary[]>(listKey, (old = []) => [summary, ...old]);
      setChoice(summary.id);
      id = summary.id;
    }
    const key = detailKey(id);
    const conversationId = id;
    return {
      update: (fn) =>
        queryClient.setQueryData<ConversationThread>(
          key,
          (old) => old && { ...old, messages: fn(old.messages) },
        ),
      stream: (content, _history, signal) => streamConversationReply(conversationId, content, signal),
    };
  };

  const sender = useChatSender({
    surface,
    messages,
    open,
    // The title and the order change with the new message.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: listKey }),
  });

  const remove = async (id: string) => {
    await deleteConversation(id);
    queryClient.setQueryData<ConversationSummary[]>(listKey, (old = []) => old.filter((c) => c.id !== id));
    queryClient.removeQueries({ queryKey: detailKey(id) });
    setChoice(undefined);
  };

  const failed = list.isError || (stored && detail.isError);
  const loading = !failed && (activeId === undefined || (stored && detail.isPending));
  const notice = failed ? (
    <Alert tone="destructive" className="flex flex-wrap items-center justify-between gap-2">
      <span>{(list.error ?? detail.error)?.message ?? 'Impossible de charger la conversation.'}</span>
      <Button
        size="sm"
        variant="outline"
        onClick={() => {
          if (list.isError) void list.refetch();
          else setChoice('new');
        }}
      >
        {list.isError ? 'Réessayer' : 'Nouvelle conversation'}
      </Button>
    </Alert>
  ) : loading ? (
    <p className="text-center text-sm text-slate-500" aria-busy="true">
      Chargement de l’historique…
    </p>
  ) : undefined;

  return (
    <ChatThreadView
      employee={employee}
      messages={messages}
      sender={sender}
      height={height}
      notice={notice}
      locked={loading || list.isError}
      toolbar={
        <ConversationControls
          employeeName={employee.name}
          conversations={list.data ?? []}
          activeId={activeId ?? 'new'}
          disabled={sender.pending || activeId === undefined}
          onSelect={setChoice}
          onNew={() => setChoice('new')}
          onDelete={remove}
        />
      }
    />
  );
}
