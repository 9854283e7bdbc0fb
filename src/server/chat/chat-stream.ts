import type { ChatStreamEvent } from '../../shared/chat.ts';

/** Reads a chat SSE response into its events (tests and benchmarks; the browser has its own reader). */
export async function readChatEvents(response: Response): Promise<ChatStreamEvent[]> {
  const text = await response.text();
  return text
    .split('\n\n')
    .map((block) => block.split('\n').find((line) => line.startsWith('data:')))
    .filter((line): line is string => line !== undefined)
    .map((line) => JSON.parse(line.slice(5).trim()) as ChatStreamEvent);
}

export function replyText(events: ChatStreamEvent[]): string {
  return events.map((e) => (e.type === 'delta' ? e.text : '')).join('');
}
