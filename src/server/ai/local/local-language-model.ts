// The offline engine as a language model of the AI SDK (issue 37, decision 076): it reads the same prompt
// and tools as a provider's model and answers with the same parts, text or tool calls, so the chat runs
// one path whatever the engine. Its reading of the conversation travels in the messages'
// `providerOptions` and comes back in the finish part's `providerMetadata`, under `septime`.
import type {
  JSONObject,
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3Content,
  LanguageModelV3Prompt,
  LanguageModelV3StreamPart,
  LanguageModelV3ToolResultOutput,
  LanguageModelV3Usage,
} from '@ai-sdk/provider';
import { type AiActionSummary, aiActionSummarySchema } from '../../../shared/chat.ts';
import type { ActionProposal } from '../actions/registry.ts';
import {
  type ChatTurn,
  type ReplyActions,
  type ReplyRequest,
  type ReplyUnderstanding,
  rememberFactTool,
} from '../types.ts';
import { frenchSpacing } from './french.ts';
import { localAnswer } from './reply.ts';

/** What the offline model knows besides the prompt: the user's workspace, memory, documents and clock. */
export type LocalModelContext = Omit<ReplyRequest, 'messages' | 'actions' | 'onUnderstood'>;

/** The key of the offline engine's options and metadata (its reading of the conversation). */
export const localProviderKey = 'septime';

/** A model that counts no tokens: the offline engine has none to bill. */
const noUsage: LanguageModelV3Usage = {
  inputTokens: { total: undefined, noCache: undefined, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: undefined, text: undefined, reasoning: undefined },
};

interface ToolOutcome {
  toolName: string;
  output: LanguageModelV3ToolResultOutput;
}

/**
 * The conversation the prompt holds (up to the user's last message, each assistant turn with what was
 * understood when it was written) and, after it, what the tools this reply called gave back, in order.
 */
function readPrompt(prompt: LanguageModelV3Prompt): { messages: ChatTurn[]; outcomes: ToolOutcome[] } {
  const lastUser = prompt.findLastIndex((message) => message.role === 'user');
  const messages: ChatTurn[] = [];
  const calls: string[] = [];
  const results = new Map<string, ToolOutcome>();
  prompt.forEach((message, index) => {
    if (message.role === 'system') return;
    if (index <= lastUser) {
      if (message.role === 'tool') return;
      const content = message.content.map((part) => (part.type === 'text' ? part.text : '')).join('');
      const understood = message.providerOptions?.[localProviderKey]?.understood as
        | ReplyUnderstanding
        | undefined;
      messages.push(
        message.role === 'assistant' && understood
          ? { role: 'assistant', content, understood }
          : { role: message.role, content },
      );
      return;
    }
    for (const part of message.content) {
      if (part.type === 'tool-call') calls.push(part.toolCallId);
      if (part.type === 'tool-result')
        results.set(part.toolCallId, { toolName: part.toolName, output: part.output });
    }
  });
  const outcomes = calls.flatMap((id) => {
    const outcome = results.get(id);
    return outcome ? [outcome] : [];
  });
  return { messages, outcomes };
}

function summaryOf(outcome: ToolOutcome): AiActionSummary {
  const { output } = outcome;
  if (output.type === 'json') return aiActionSummarySchema.parse(output.value);
  if (output.type === 'error-text') throw new Error(output.value);
  throw new Error(`${outcome.toolName} : résultat inattendu (${output.type})`);
}

function textOf(outcome: ToolOutcome): string {
  const { output } = outcome;
  if (output.type === 'text' || output.type === 'error-text') return output.value;
  if (output.type === 'json' && typeof output.value === 'string') return output.value;
  throw new Error(`${outcome.toolName} : résultat inattendu (${output.type})`);
}

interface Call {
  toolName: string;
  input: unknown;
}

/**
 * The workspace as the rules see it during one step: an action already called in this reply answers
 * with its tool's result; a new one is recorded as a tool call (the AI SDK runs it, then asks again).
 */
function actionsOf(
  offered: ReadonlySet<string>,
  outcomes: ToolOutcome[],
  calls: Call[],
  context: LocalModelContext,
): ReplyActions | undefined {
  let next = 0;
  const called = (toolName: string, input: unknown): ToolOutcome | null => {
    if (!offered.has(toolName)) throw new Error(`outil non proposé au moteur local : ${toolName}`);
    const outcome = outcomes[next];
    if (!outcome) {
      calls.push({ toolName, input });
      return null;
    }
    next += 1;
    if (outcome.toolName !== toolName)
      throw new Error(`résultat de ${outcome.toolName} reçu pour ${toolName}`);
    return outcome;
  };
  // Only the proposal's shape matters while its call waits: that step's text is never said.
  const waiting = (proposal: ActionProposal): AiActionSummary => ({
    id: '00000000-0000-4000-8000-000000000000',
    employee: context.employee,
    kind: proposal.kind,
    summary: '',
    status: 'proposed',
    approvedBy: null,
    taskId: null,
    error: null,
    createdAt: context.now.toISOString(),
    decidedAt: null,
  });
  // Visitors are offered no action: the rules then say what would be proposed once signed in.
  if (![...offered].some((name) => name !== rememberFactTool && !name.startsWith('list_'))) return undefined;
  return {
    async propose(proposal) {
      const outcome = called(proposal.kind, proposal.params);
      return outcome ? summaryOf(outcome) : waiting(proposal);
    },
    ...(offered.has(rememberFactTool) && {
      async remember(fact: string) {
        const outcome = called(rememberFactTool, { fact });
        return outcome ? textOf(outcome) : '';
      },
    }),
  };
}

type Answer =
  | { kind: 'calls'; calls: Call[] }
  | { kind: 'text'; text: string; understood: ReplyUnderstanding };

/** One step: the rules run over the prompt; new tool calls if they act, else the reply's text. */
async function answer(context: LocalModelContext, options: LanguageModelV3CallOptions): Promise<Answer> {
  const { messages, outcomes } = readPrompt(options.prompt);
  const offered = new Set((options.tools ?? []).map((t) => t.name));
  const calls: Call[] = [];
  const actions = actionsOf(offered, outcomes, calls, context);
  const { text, understood } = await localAnswer({ ...context, messages, ...(actions && { actions }) });
  // French typography on the way to the chat: a no-break space before « : ; ! ? » and inside « »,
  // whichever writer (or the user's quoted words) typed the plain one.
  return calls.length ? { kind: 'calls', calls } : { kind: 'text', text: frenchSpacing(text), understood };
}

/** Splits a text into words with their trailing spaces, so the pieces join back exactly. */
function replyPieces(text: string): string[] {
  return text.split(/(?<=\s)(?=\S)/);
}

// Words go out in groups: one SSE event per group rather than per word costs 16× fewer writes
// (the reply is ready at once; measured in BENCHMARKS.md), and the event loop gets a turn
// between groups so a client disconnect (abort) is seen mid-reply.
const piecesPerTurn = 16;

function understoodMetadata(understood: ReplyUnderstanding) {
  return { [localProviderKey]: { understood: understood as unknown as JSONObject } };
}

async function* streamParts(
  context: LocalModelContext,
  options: LanguageModelV3CallOptions,
): AsyncGenerator<LanguageModelV3StreamPart> {
  yield { type: 'stream-start', warnings: [] };
  const step = await answer(context, options);
  if (step.kind === 'calls') {
    for (const [index, call] of step.calls.entries()) {
      yield {
        type: 'tool-call',
        toolCallId: `local-${options.prompt.length}-${index}`,
        toolName: call.toolName,
        input: JSON.stringify(call.input),
      };
    }
    yield { type: 'finish', usage: noUsage, finishReason: { unified: 'tool-calls', raw: undefined } };
    return;
  }
  const pieces = replyPieces(step.text);
  yield { type: 'text-start', id: 'text' };
  for (let index = 0; index < pieces.length; index += piecesPerTurn) {
    if (options.abortSignal?.aborted) return;
    yield { type: 'text-delta', id: 'text', delta: pieces.slice(index, index + piecesPerTurn).join('') };
    await new Promise((resolve) => setImmediate(resolve));
  }
  yield { type: 'text-end', id: 'text' };
  yield {
    type: 'finish',
    usage: noUsage,
    finishReason: { unified: 'stop', raw: undefined },
    providerMetadata: understoodMetadata(step.understood),
  };
}

/** The offline engine for one reply: the user's context is bound, the prompt and tools come per call. */
export function localLanguageModel(context: LocalModelContext): LanguageModelV3 {
  return {
    specificationVersion: 'v3',
    provider: 'septime',
    modelId: 'local',
    supportedUrls: {},
    async doGenerate(options) {
      const step = await answer(context, options);
      const content: LanguageModelV3Content[] =
        step.kind === 'calls'
          ? step.calls.map((call, index) => ({
              type: 'tool-call',
              toolCallId: `local-${options.prompt.length}-${index}`,
              toolName: call.toolName,
              input: JSON.stringify(call.input),
            }))
          : [{ type: 'text', text: step.text }];
      return {
        content,
        finishReason: { unified: step.kind === 'calls' ? 'tool-calls' : 'stop', raw: undefined },
        usage: noUsage,
        warnings: [],
        ...(step.kind === 'text' && { providerMetadata: understoodMetadata(step.understood) }),
      };
    },
    async doStream(options) {
      const parts = streamParts(context, options);
      return {
        stream: new ReadableStream<LanguageModelV3StreamPart>({
          async pull(controller) {
            try {
              const next = await parts.next();
              if (next.done) controller.close();
              else controller.enqueue(next.value);
            } catch (err) {
              controller.error(err);
            }
          },
          async cancel() {
            await parts.return(undefined);
          },
        }),
      };
    },
  };
}

/** What the offline model said it understood, read back from a step's provider metadata. */
export function understoodFrom(metadata: Record<string, unknown> | undefined): ReplyUnderstanding | null {
  const said = (metadata?.[localProviderKey] as { understood?: ReplyUnderstanding } | undefined)?.understood;
  return said && typeof said.rule === 'string' ? said : null;
}
