// Test helper: plays a conversation through the whole local engine, as the chat does.
import type { EmployeeId } from '../../../../shared/routes.ts';
import { type ChatTurn, type CompanyMemory, emptyCompanyMemory } from '../../types.ts';
import { localReply } from '../local-engine.ts';
import { sampleWorkspaceSnapshot } from '../sample-snapshot.ts';
import { quotedLines } from './compose.ts';

// Tuesday 24 November 2026, 10 h in Paris.
export const testNow = new Date('2026-11-24T09:00:00Z');

/** Plays the user's turns one by one and returns every reply. */
export async function converse(
  employee: EmployeeId,
  says: string[],
  memory: CompanyMemory = emptyCompanyMemory,
): Promise<string[]> {
  const messages: ChatTurn[] = [];
  const replies: string[] = [];
  for (const content of says) {
    messages.push({ role: 'user', content });
    const reply = await localReply({
      employee,
      messages,
      workspace: sampleWorkspaceSnapshot(testNow),
      now: testNow,
      memory,
    });
    replies.push(reply);
    messages.push({ role: 'assistant', content: reply });
  }
  return replies;
}

/** The blockquoted draft of a reply. */
export const draftOf = (reply: string) => quotedLines(reply).join('\n');
