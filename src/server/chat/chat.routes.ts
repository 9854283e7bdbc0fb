import type { Context } from 'hono';
import {
  type ChatResponse,
  type ChatStreamEvent,
  chatRequestSchema,
  chatResponseSchema,
  conversationDetailSchema,
  conversationMessageSchema,
  conversationSummarySchema,
  employeeSchema,
  newConversationSchema,
  technicalProblemReply,
} from '../../shared/chat.ts';
import type { MessageStatus } from '../../shared/chat-model.ts';
import { errorMessages } from '../../shared/errors.ts';
import type { ActionsService } from '../actions/actions.service.ts';
import { allPassages, citedSources, type DocumentContext } from '../ai/documents.ts';
import type {
  AiEngine,
  ChatTurn,
  EngineId,
  ReplyRequest,
  ReplyUnderstanding,
  WorkspaceSnapshot,
} from '../ai/types.ts';
import { AiProviderError, emptyCompanyMemory } from '../ai/types.ts';
import type { SessionUser } from '../auth/require-user.ts';
import { clientIp } from '../http/client-ip.ts';
import {
  apiRouter,
  declareRoute,
  idParam,
  jsonBody,
  jsonResponse,
  noContent,
  sessionOptional,
  signedInUser,
  signedInWorkspace,
  z,
} from '../http/contract.ts';
import { sseResponse } from '../http/direct-stream.ts';
import { ApiError } from '../http/errors.ts';
import { loggableError, logger } from '../http/logger.ts';
import type { MemoryService } from '../memory/memory.service.ts';
import { limitCheck, type RateLimits } from '../rate-limit/enforce.ts';
import type { ChatService } from './chat.service.ts';
import { createEventBatcher } from './sse-batch.ts';

export interface ChatRouteDeps {
  limits: RateLimits;
  engine: AiEngine;
  chat: ChatService;
  actions: ActionsService;
  /** What the employees see of the user's work (the shared sample for visitors). */
  workspaceFor(userId: string | null): Promise<WorkspaceSnapshot>;
  /** The company memory the employees write from, and where "Retiens que…" stores a fact. */
  memory: Pick<MemoryService, 'memoryFor' | 'remember'>;
  /** The passages of the user's documents found for a message (the company brain). */
  documents?: { contextFor(userId: string, message: string): Promise<DocumentContext> };
  now?: () => Date;
}

const conversationId = { params: idParam('Identifiant de conversation invalide.') };

/** The chat's streams: server-sent events whose `data` is one ChatStreamEvent in JSON. */
const eventStream = {
  200: {
    description: 'Flux d’événements (server-sent events) : chaque `data` est un ChatStreamEvent en JSON',
    content: { 'text/event-stream': { schema: z.string() } },
  },
} as const;

const route = {
  chat: declareRoute(
    { access: 'public', label: 'Chat IA (démo)', limits: ['chat:visitor', 'chat:user', 'chat:ip'] },
    {
      method: 'post',
      path: '/chat',
      middleware: [sessionOptional],
      request: { body: jsonBody(chatRequestSchema) },
      responses: jsonResponse(chatResponseSchema, 'La réponse entière'),
    },
  ),
  chatStream: declareRoute(
    {
      access: 'public',
      label: 'Chat IA en continu (démo)',
      limits: ['chat:visitor', 'chat:user', 'chat:ip'],
    },
    {
      method: 'post',
      path: '/chat/stream',
      middleware: [sessionOptional],
      request: { body: jsonBody(chatRequestSchema) },
      responses: eventStream,
    },
  ),
  listConversations: declareRoute(
    { access: 'session', label: 'Liste des conversations' },
    {
      method: 'get',
      path: '/conversations',
      request: { query: z.object({ employee: employeeSchema.optional() }) },
      responses: jsonResponse(z.object({ conversations: z.array(conversationSummarySchema) })),
    },
  ),
  createConversation: declareRoute(
    { access: 'session', label: 'Nouvelle conversation' },
    {
      method: 'post',
      path: '/conversations',
      request: { body: jsonBody(newConversationSchema) },
      responses: jsonResponse(conversationSummarySchema, 'Conversation créée', 201),
    },
  ),
  getConversation: declareRoute(
    { access: 'session', label: 'Lecture d’une conversation' },
    {
      method: 'get',
      path: '/conversations/{id}',
      request: conversationId,
      responses: jsonResponse(conversationDetailSchema),
    },
  ),
  deleteConversation: declareRoute(
    { access: 'session', label: 'Suppression d’une conversation' },
    { method: 'delete', path: '/conversations/{id}', request: conversationId, responses: noContent },
  ),
  sendMessage: declareRoute(
    { access: 'session', label: 'Message à un employé IA', limits: ['chat:user', 'chat:ip'] },
    {
      method: 'post',
      path: '/conversations/{id}/messages',
      request: { ...conversationId, body: jsonBody(conversationMessageSchema) },
      responses: eventStream,
    },
  ),
};

/** The user's message could not be stored: the reply is not said done (the user sends it again). */
class UnsavedMessageError extends Error {
  constructor(cause: unknown) {
    super('the user message was not stored', { cause });
  }
}

function failureOf(err: unknown): {
  code: 'ai:timeout' | 'ai:provider' | 'ai:interrupted' | 'unavailable';
  message: string;
} {
  if (err instanceof UnsavedMessageError) {
    logger().error({ err: loggableError(err.cause) }, 'chat: the user message was not stored');
    return { code: 'unavailable', message: errorMessages.unavailable };
  }
  if (err instanceof AiProviderError && err.kind === 'timeout') {
    return { code: 'ai:timeout', message: errorMessages['ai:timeout'] };
  }
  if (err instanceof AiProviderError && err.kind === 'aborted') {
    return { code: 'ai:interrupted', message: errorMessages['ai:interrupted'] };
  }
  if (!(err instanceof AiProviderError)) logger().error({ err: loggableError(err) }, 'chat engine error');
  return { code: 'ai:provider', message: errorMessages['ai:provider'] };
}

export function chatRoutes(deps: ChatRouteDeps) {
  const { limits, engine, chat } = deps;
  const now = deps.now ?? (() => new Date());

  /** Visitors chat in demo mode with a tighter budget than signed-in users (SPEC.md §6: rate-limited demo). */
  async function enforceLimits(c: Context, user: SessionUser | null): Promise<void> {
    const ip = clientIp(c);
    if (user) await limits.enforce(c, limitCheck('chat:user', user.id), limitCheck('chat:ip', ip));
    else await limits.enforce(c, limitCheck('chat:visitor', ip));
  }

  /** The engine's reply to a request, with what it understood recorded as it says it (decision 071). */
  const fromEngine = (request: ReplyRequest) => {
    const said: { understood: ReplyUnderstanding | null } = { understood: null };
    const recorded: ReplyRequest = {
      ...request,
      onUnderstood: (understood) => {
        said.understood = understood;
      },
    };
    return {
      said,
      engine: engine.id,
      pieces: (signal: AbortSignal) => engine.streamReply(recorded, signal),
      finalEvents: (text: string): ChatStreamEvent[] => {
        if (!request.documents || allPassages(request.documents).length === 0) return [];
        const sources = citedSources(text, request.documents);
        if (sources.length) return [{ type: 'sources', sources, uncited: false }];
        // A provider was given passages and cites none: the reply is marked so. The local engine cites
        // whenever it answers from the documents; otherwise its reply is not about them.
        return engine.id === 'local' ? [] : [{ type: 'sources', sources, uncited: true }];
      },
    };
  };

  /** What the engine reads: the organisation's workspace, memory and documents (none for a visitor). */
  async function replyRequest(
    workspaceId: string | null,
    employee: ReplyRequest['employee'],
    messages: ChatTurn[],
  ) {
    const last = messages.at(-1)?.content ?? '';
    const [workspace, memory, documents] = await Promise.all([
      deps.workspaceFor(workspaceId),
      workspaceId ? deps.memory.memoryFor(workspaceId) : emptyCompanyMemory,
      workspaceId && deps.documents ? deps.documents.contextFor(workspaceId, last) : undefined,
    ]);
    return { employee, messages, workspace, now: now(), memory, ...(documents ? { documents } : {}) };
  }

  /**
   * Streams the engine's reply as server-sent events. `onEnd` gets what arrived and how it ended,
   * also when the browser goes away (Stop) or the provider fails halfway: nothing that arrived is lost.
   * `beforeDone` must succeed before the reply is said done (the user's message stored); if it fails,
   * the stream ends with an error instead.
   */
  function streamReply(
    c: Context,
    reply: {
      engine: EngineId;
      pieces: (signal: AbortSignal) => AsyncIterable<string>;
      /** Events that arise while the reply is written (a tool call's action card). */
      sideEvents?: ChatStreamEvent[];
      /** Events sent once the whole text is known, before `done` (the sources it cites). */
      finalEvents?: (text: string) => ChatStreamEvent[];
      /** What the engine understood, once it said it: the skill and rule go out with `done`. */
      said?: { understood: ReplyUnderstanding | null };
    },
    before: ChatStreamEvent[],
    hooks: {
      beforeDone?: () => Promise<void>;
      onEnd?: (text: string, status: MessageStatus) => Promise<void>;
    } = {},
  ) {
    c.header('Cache-Control', 'no-store');
    c.header('X-Accel-Buffering', 'no');
    return sseResponse(c, async (stream) => {
      const abort = new AbortController();
      stream.onAbort(() => abort.abort());
      // Batched: the tokens of one event-loop turn leave in one event and one write.
      const events = createEventBatcher((chunk) => stream.write(chunk));
      let text = '';
      let status: MessageStatus = 'complete';
      try {
        for (const event of before) events.push(event);
        const side = () => {
          for (const event of reply.sideEvents?.splice(0) ?? []) events.push(event);
        };
        for await (const piece of reply.pieces(abort.signal)) {
          text += piece;
          side();
          if (!abort.signal.aborted) events.push({ type: 'delta', text: piece });
        }
        side();
        if (abort.signal.aborted) status = 'interrupted';
        else {
          for (const event of reply.finalEvents?.(text) ?? []) events.push(event);
          await hooks.beforeDone?.();
          const understood = reply.said?.understood;
          events.push({
            type: 'done',
            engine: reply.engine,
            ...(understood ? { understood: { skill: understood.skill, rule: understood.rule } } : {}),
          });
        }
      } catch (err) {
        status = text ? 'interrupted' : 'error';
        // Unsaved, the reply is not "interrupted" (kept quietly) but failed: the browser says so.
        const interrupted = text !== '' && !(err instanceof UnsavedMessageError);
        if (!abort.signal.aborted) events.push({ type: 'error', ...failureOf(err), interrupted });
      } finally {
        await events.flush();
        await hooks.onEnd?.(text, status);
      }
    });
  }

  // /api/chat (the public demo, visitors included, nothing stored) and /api/conversations (stored).
  return (
    apiRouter()
      // SPEC.md §7 ai-chat: the whole reply as JSON.
      .openapi(route.chat, async (c) => {
        const body = c.req.valid('json');
        const user = signedInUser(c);
        await enforceLimits(c, user);
        const reply = fromEngine(
          await replyRequest(signedInWorkspace(c)?.id ?? null, body.employee, body.messages),
        );
        let response = '';
        try {
          for await (const piece of reply.pieces(c.req.raw.signal)) response += piece;
        } catch (err) {
          const failure = failureOf(err);
          throw new ApiError(failure.code === 'ai:timeout' ? 504 : 502, failure.code, failure.message);
        }
        const understood = reply.said.understood;
        return c.json(
          {
            response,
            employee: body.employee,
            engine: engine.id,
            ...(understood ? { understood: { skill: understood.skill, rule: understood.rule } } : {}),
          } satisfies ChatResponse,
          200,
        );
      })
      // The same, streamed: what the chat UI uses so words appear as they come.
      .openapi(route.chatStream, async (c) => {
        const body = c.req.valid('json');
        const user = signedInUser(c);
        await enforceLimits(c, user);
        return streamReply(
          c,
          fromEngine(await replyRequest(signedInWorkspace(c)?.id ?? null, body.employee, body.messages)),
          [],
        );
      })
      .openapi(route.listConversations, async (c) =>
        c.json({ conversations: await chat.list(c.get('user').id, c.req.valid('query').employee) }, 200),
      )
      .openapi(route.createConversation, async (c) =>
        c.json(await chat.create(c.get('user').id, c.req.valid('json').employee), 201),
      )
      .openapi(route.getConversation, async (c) =>
        c.json(await chat.get(c.get('user').id, c.req.valid('param').id), 200),
      )
      .openapi(route.deleteConversation, async (c) => {
        await chat.remove(c.get('user').id, c.req.valid('param').id);
        return c.body(null, 204);
      })
      .openapi(route.sendMessage, async (c) => {
        const { id } = c.req.valid('param');
        const body = c.req.valid('json');
        const user = c.get('user');
        await enforceLimits(c, user);
        // The user's message is written while the provider starts (off the path to the first token);
        // the reply is not said done, nor stored, before that write has succeeded.
        const { conversation, turns, stored } = await chat.addUserMessage(user.id, id, body.content);
        // Awaited below; this only keeps an early failure from counting as unhandled.
        stored.catch(() => {});
        const employee = conversation.employee as ReplyRequest['employee'];
        const start: ChatStreamEvent = { type: 'start', conversationId: id };
        // The engine proposes changes through the workspace tools: each becomes a proposal with its card.
        const sideEvents: ChatStreamEvent[] = [];
        const proposedIds: string[] = [];
        const request: ReplyRequest = {
          ...(await replyRequest(c.get('workspace').id, employee, turns)),
          actions: {
            propose: async (proposal) => {
              const action = await deps.actions.propose({
                userId: c.get('workspace').id,
                requestedBy: user.id,
                employee,
                conversationId: id,
                proposal,
                now: now(),
              });
              sideEvents.push({ type: 'action', action });
              proposedIds.push(action.id);
              return action;
            },
            remember: async (fact) => {
              try {
                const kept = await deps.memory.remember(c.get('workspace').id, fact, employee);
                return `C'est noté, toute l'équipe s'en souviendra : « ${kept.text} ».`;
              } catch (err) {
                // A refusal (limit reached, empty fact) is said to the user rather than failing the reply.
                if (err instanceof ApiError && err.status < 500)
                  return `Je n'ai pas pu le retenir : ${err.message}`;
                throw err;
              }
            },
          },
        };
        const reply = fromEngine(request);
        return streamReply(c, { ...reply, sideEvents }, [start], {
          beforeDone: async () => {
            try {
              await stored;
            } catch (err) {
              throw new UnsavedMessageError(err);
            }
          },
          onEnd: async (text, status) => {
            try {
              await stored;
            } catch {
              // Nothing to attach a reply to; the user was told (the stream ended with an error).
              return;
            }
            const content = status === 'error' ? technicalProblemReply : text;
            const sources = status === 'error' ? [] : citedSources(text, request.documents);
            const understood = status === 'error' ? null : reply.said.understood;
            const messageId = await chat.addReply(id, {
              content,
              engine: engine.id,
              status,
              sources,
              understood,
            });
            for (const actionId of proposedIds) await deps.actions.linkMessage(actionId, messageId);
          },
        });
      })
  );
}
