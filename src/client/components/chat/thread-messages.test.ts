import { describe, expect, it } from 'vitest';
import * as sharedChat from '../../../shared/chat.ts';
import { employeeById } from '../../../shared/employees.ts';
import {
  chatLimits,
  type ThreadMessage,
  technicalProblemReply,
  toRequestMessages,
  welcomeMessage,
} from './thread-messages.ts';

const message = (
  role: ThreadMessage['role'],
  content: string,
  status: ThreadMessage['status'] = 'complete',
) => ({
  id: `${role}-${content}`,
  role,
  content,
  engine: null,
  status,
});

describe('thread messages', () => {
  it('use the shared contract values', () => {
    expect(chatLimits).toBe(sharedChat.chatLimits);
    expect(technicalProblemReply).toBe(sharedChat.technicalProblemReply);
  });

  it('builds a request the server schema accepts, without failed or pending replies', () => {
    const history = [
      message('user', 'Bonjour'),
      message('assistant', 'Bonjour !'),
      message('user', 'Et ensuite ?'),
      message('assistant', technicalProblemReply, 'error'),
      message('assistant', '', 'pending'),
    ];
    const messages = toRequestMessages(history, 'Mes tâches ?');
    expect(messages).toEqual([
      { role: 'user', content: 'Bonjour' },
      { role: 'assistant', content: 'Bonjour !' },
      { role: 'user', content: 'Et ensuite ?' },
      { role: 'user', content: 'Mes tâches ?' },
    ]);
    expect(sharedChat.chatRequestSchema.safeParse({ employee: 'alfred', messages }).success).toBe(true);
  });

  it('keeps the newest messages within the limits', () => {
    const long = 'x'.repeat(chatLimits.maxMessageLength + 10);
    const history = Array.from({ length: 60 }, (_, i) =>
      message(i % 2 ? 'assistant' : 'user', `${i} ${long}`),
    );
    const messages = toRequestMessages(history, 'dernier');
    expect(messages).toHaveLength(chatLimits.maxMessages);
    expect(messages.at(-1)).toEqual({ role: 'user', content: 'dernier' });
    expect(sharedChat.chatRequestSchema.safeParse({ employee: 'chip', messages }).success).toBe(true);
  });

  it('welcomes with the employee’s own introduction', () => {
    expect(welcomeMessage(employeeById('chip'))).toContain('moi c’est Chip');
    expect(welcomeMessage(employeeById('alfred'))).not.toBe(welcomeMessage(employeeById('chip')));
  });
});
