import { RotateCcw } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { Employee } from '../../../../shared/employees.ts';
import { useAuth } from '../../../lib/auth-provider.tsx';
import { Button } from '../../ui/button.tsx';
import { streamDemoReply } from '../api/chat-stream.ts';
import { useChatSender } from '../hooks/use-chat-sender.ts';
import { type ChatSurface, type ThreadMessage, toRequestMessages } from '../thread-messages.ts';
import { ChatThreadView } from './chat-thread-view.tsx';

// The signed-in chat (and TanStack Query with it) is its own chunk: visitors never download it.
const StoredChat = lazy(() => import('./stored-chat.tsx'));

/** `demo`: stateless public chat; `stored`: the signed-in user's saved conversations; `auto`: by auth state. */
export type ChatMode = 'demo' | 'stored' | 'auto';

export interface ChatPanelProps {
  employee: Employee;
  mode: ChatMode;
  /** Total height in px (SPEC.md §9: 500 on the dashboard, 600 in the tool panel). */
  height: number;
  surface?: ChatSurface;
}

/** The chat with one employee; remounts (welcome message, empty input) when the employee changes. */
export function ChatPanel({ employee, mode, height, surface = 'page' }: ChatPanelProps) {
  const { user, loading } = useAuth();
  const resolved = mode === 'auto' ? (loading ? null : user ? 'stored' : 'demo') : mode;
  // The chat's frame and the employee's welcome are drawn at once, the composer locked, while the
  // session, the stored chat's code and its history load: the page's largest element waits for none
  // of them (issue 25: /dashboard's LCP came after /api/conversations).
  const frame = <ChatFrame employee={employee} height={height} />;
  if (resolved === null) return frame;
  if (resolved === 'stored' && user) {
    return (
      <Suspense fallback={frame}>
        <StoredChat
          key={`${user.id}:${employee.id}`}
          userId={user.id}
          employee={employee}
          height={height}
          surface={surface}
        />
      </Suspense>
    );
  }
  return <DemoChat key={employee.id} employee={employee} height={height} surface={surface} />;
}

const idleSender: ReturnType<typeof useChatSender> = {
  input: '',
  setInput: () => {},
  pending: false,
  submit: () => false,
  stop: () => {},
};

function ChatFrame({ employee, height }: Pick<ChatPanelProps, 'employee' | 'height'>) {
  return (
    <ChatThreadView
      employee={employee}
      messages={[]}
      sender={idleSender}
      height={height}
      locked
      notice={
        <p className="text-center text-sm text-slate-500" aria-busy="true">
          Chargement du chat…
        </p>
      }
    />
  );
}

function DemoChat({ employee, height, surface }: Omit<ChatPanelProps, 'mode'>) {
  const [messages, setMessages] = useState<ThreadMessage[]>([]);
  const sender = useChatSender({
    surface: surface ?? 'page',
    messages,
    open: async () => ({
      update: setMessages,
      stream: (content, history, signal) =>
        streamDemoReply({ employee: employee.id, messages: toRequestMessages(history, content) }, signal),
    }),
  });
  return (
    <ChatThreadView
      employee={employee}
      messages={messages}
      sender={sender}
      height={height}
      toolbar={
        <Button
          variant="ghost"
          size="sm"
          onClick={() => setMessages([])}
          disabled={sender.pending || messages.length === 0}
          aria-label="Nouvelle conversation"
          title="Nouvelle conversation"
        >
          <RotateCcw aria-hidden="true" />
          <span className="hidden md:inline">Nouvelle conversation</span>
        </Button>
      }
    />
  );
}
