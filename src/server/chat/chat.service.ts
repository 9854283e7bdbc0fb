import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type {
  AiActionSummary,
  ConversationDetail,
  ConversationSummary,
  EngineId,
  StoredChatMessage,
} from '../../shared/chat.ts';
import { chatLimits } from '../../shared/chat.ts';
import type { MessageSource } from '../../shared/documents.ts';
import type { EmployeeId } from '../../shared/routes.ts';
import { toActionSummary } from '../actions/actions.service.ts';
import type { ChatTurn, ReplyUnderstanding } from '../ai/types.ts';
import type { Db } from '../db/client.ts';
import { aiAction, chatMessage, conversation } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';

// Stored conversations of signed-in users. Every query is scoped by the owner's id: another user's
// conversation is indistinguishable from a missing one (404).

const newConversationTitle = 'Nouvelle conversation';
const titleLength = 60;

type ConversationRow = typeof conversation.$inferSelect;
type MessageRow = typeof chatMessage.$inferSelect;

function toSummary(row: ConversationRow): ConversationSummary {
  return {
    id: row.id,
    employee: row.employee as EmployeeId,
    title: row.title,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toMessage(row: MessageRow): StoredChatMessage {
  return {
    id: row.id,
    role: row.role,
    content: row.content,
    engine: (row.engine as EngineId | null) ?? null,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    ...(row.sources?.length ? { sources: row.sources } : {}),
  };
}

/** The first words of the first question, on one line. */
function titleFrom(content: string): string {
  const line = content.replace(/\s+/g, ' ').trim();
  return line.length > titleLength ? `${line.slice(0, titleLength - 1)}…` : line;
}

export function createChatService(db: Db) {
  async function owned(userId: string, id: string): Promise<ConversationRow> {
    const [row] = await db
      .select()
      .from(conversation)
      .where(and(eq(conversation.id, id), eq(conversation.userId, userId)));
    if (!row) throw new ApiError(404, 'not_found', 'Conversation introuvable.');
    return row;
  }

  return {
    async list(userId: string, employee?: EmployeeId): Promise<ConversationSummary[]> {
      const rows = await db
        .select()
        .from(conversation)
        .where(
          employee
            ? and(eq(conversation.userId, userId), eq(conversation.employee, employee))
            : eq(conversation.userId, userId),
        )
        .orderBy(desc(conversation.updatedAt))
        .limit(100);
      return rows.map(toSummary);
    },

    async create(userId: string, employee: EmployeeId): Promise<ConversationSummary> {
      const [row] = await db
        .insert(conversation)
        .values({ userId, employee, title: newConversationTitle })
        .returning();
      return toSummary(row!);
    },

    async get(userId: string, id: string): Promise<ConversationDetail> {
      const row = await owned(userId, id);
      const messages = await db
        .select()
        .from(chatMessage)
        .where(eq(chatMessage.conversationId, id))
        .orderBy(asc(chatMessage.createdAt))
        .limit(1000);
      const actions = await db.select().from(aiAction).where(eq(aiAction.conversationId, id));
      // A reply may propose several actions (one task per action item of meeting notes).
      const byMessage = new Map<string | null, AiActionSummary[]>();
      for (const action of actions.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())) {
        byMessage.set(action.messageId, [
          ...(byMessage.get(action.messageId) ?? []),
          toActionSummary(action),
        ]);
      }
      return {
        ...toSummary(row),
        messages: messages.map((m) => {
          const own = byMessage.get(m.id) ?? [];
          return { ...toMessage(m), action: own[0] ?? null, ...(own.length > 1 ? { actions: own } : {}) };
        }),
      };
    },

    async remove(userId: string, id: string): Promise<void> {
      await owned(userId, id);
      await db.delete(conversation).where(and(eq(conversation.id, id), eq(conversation.userId, userId)));
    },

    /**
     * Reads the turns to send to the engine: the latest messages of the conversation (failed replies
     * left out), oldest first, ending with the new one. The new message is written in the background
     * (`stored`), so the provider can start meanwhile; the caller awaits it before the reply ends.
     */
    async addUserMessage(
      userId: string,
      id: string,
      content: string,
    ): Promise<{ conversation: ConversationRow; turns: ChatTurn[]; stored: Promise<void> }> {
      // The ownership check and the history read run together; another user's id still fails (404).
      const [row, previous] = await Promise.all([
        owned(userId, id),
        db
          .select({
            role: chatMessage.role,
            content: chatMessage.content,
            understood: chatMessage.understood,
          })
          .from(chatMessage)
          .where(and(eq(chatMessage.conversationId, id), ne(chatMessage.status, 'error')))
          .orderBy(desc(chatMessage.createdAt))
          .limit(chatLimits.maxMessages - 1),
      ]);
      const isFirst = previous.length === 0 && row.title === newConversationTitle;
      const stored = (async () => {
        await db.insert(chatMessage).values({ conversationId: id, role: 'user', content });
        await db
          .update(conversation)
          .set({ updatedAt: new Date(), ...(isFirst ? { title: titleFrom(content) } : {}) })
          .where(eq(conversation.id, id));
      })();
      return { conversation: row, turns: [...previous.reverse(), { role: 'user', content }], stored };
    },

    /** Stores the assistant's reply as it ended: complete, interrupted (partial text kept) or failed. */
    async addReply(
      id: string,
      reply: {
        content: string;
        engine: EngineId;
        status: StoredChatMessage['status'];
        sources?: MessageSource[];
        /** What the engine understood (decision 071): kept so the next message resumes from it. */
        understood?: ReplyUnderstanding | null;
      },
    ): Promise<string> {
      const [row] = await db
        .insert(chatMessage)
        .values({ conversationId: id, role: 'assistant', ...reply })
        .returning({ id: chatMessage.id });
      await db.update(conversation).set({ updatedAt: new Date() }).where(eq(conversation.id, id));
      return row!.id;
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
