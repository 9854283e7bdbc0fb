import { createOpenAI } from '@ai-sdk/openai';
import {
  asSchema,
  generateText,
  type JSONValue,
  type ModelMessage,
  stepCountIs,
  streamText,
  type ToolSet,
} from 'ai';
import { chatTools } from './chat-tools.ts';
import { companyMemoryPrompt } from './company-memory-prompt.ts';
import { turnsWithinBudget } from './conversation-budget.ts';
import { crmContext } from './crm/context.ts';
import { documentsPrompt } from './documents.ts';
import { skillActing } from './employees/registry.ts';
import { type LeanToolCall, streamChatCompletion } from './lean-chat-stream.ts';
import { personas } from './personas.ts';
import {
  type AiEngine,
  AiProviderError,
  type EngineId,
  type ReplyRequest,
  type TextCompletion,
} from './types.ts';

export interface OpenAiCompatibleOptions {
  id: Extract<EngineId, 'openai-compatible' | 'mistral' | 'ollama'>;
  baseURL: string;
  apiKey: string | undefined;
  model: string;
  /** Whole-reply budget; a stalled provider is cut off after it. */
  timeoutMs: number;
}

const providerNames: Record<OpenAiCompatibleOptions['id'], string> = {
  'openai-compatible': 'compatible OpenAI',
  mistral: 'Mistral',
  ollama: 'Ollama',
};

/** Brief summary of the workspace given to the model, so it answers about the user's real work. */
function workspaceContext(request: ReplyRequest): string {
  const { workspace } = request;
  const tasks = workspace.tasks
    .filter((t) => t.status !== 'done')
    .slice(0, 30)
    .map((t) => `- ${t.title} (${t.priority}, ${t.status}${t.dueDate ? `, échéance ${t.dueDate}` : ''})`);
  const projects = workspace.projects.slice(0, 20).map((p) => `- ${p.name} : ${p.progress} %, ${p.status}`);
  return [
    `Date du jour : ${request.now.toISOString().slice(0, 10)}.`,
    workspace.isSample
      ? "Espace de démonstration (données d'exemple)."
      : "Espace de travail de l'utilisateur.",
    projects.length ? `Projets :\n${projects.join('\n')}` : 'Aucun projet.',
    tasks.length ? `Tâches ouvertes :\n${tasks.join('\n')}` : 'Aucune tâche ouverte.',
  ].join('\n');
}

const mailCategoryNames = {
  urgent: 'urgent',
  'to-answer': 'à répondre',
  'to-read': 'à lire',
  newsletter: 'newsletter',
};

/**
 * The connected mailbox as the model reads it (issue 22): the latest messages' headers, Alfred's triage
 * and a capped excerpt of their text, never more (decision 033). Absent when no mailbox is connected.
 */
export function mailContext(request: Pick<ReplyRequest, 'workspace'>): string {
  const mail = request.workspace.mail;
  if (!mail) return '';
  const lines = mail.messages.slice(0, 30).map((m) => {
    const excerpt = m.excerpt ? ` — « ${m.excerpt.slice(0, 240)} »` : '';
    return `- [${mailCategoryNames[m.category]}] « ${m.subject || '(sans objet)'} » de ${m.from}, reçu le ${m.receivedAt.slice(0, 16).replace('T', ' ')} UTC${excerpt}`;
  });
  return [
    `Boîte mail connectée : ${mail.account} (dernière synchronisation : ${mail.lastSyncAt ?? 'jamais'}). Derniers messages, du plus récent au plus ancien, avec le tri d'Alfred :`,
    lines.length ? lines.join('\n') : '(aucun message)',
    "Réponds sur la boîte mail à partir de ces messages seulement ; n'en invente aucun.",
  ].join('\n');
}

/**
 * The support desk as the model reads it (decision 068): the open tickets, late first, with their id (for
 * `support_reply` and `support_escalate`), requester, status, priority, deadlines and Clide's triage. Absent
 * when the user has no ticket.
 */
export function supportContext(request: Pick<ReplyRequest, 'workspace'>): string {
  const support = request.workspace.support;
  if (!support) return '';
  const lines = support.tickets.map((t) => {
    const due = t.firstRespondedAt
      ? `résolution avant ${t.resolutionDueAt}`
      : `première réponse avant ${t.firstResponseDueAt}, résolution avant ${t.resolutionDueAt}`;
    const triage = t.triage
      ? `, triage : ${t.triage.category}, urgence ${t.triage.urgency}, ton ${t.triage.tone}`
      : '';
    // What the customer last wrote, shortened: 30 whole threads would crowd out the conversation.
    const words = support.lastMessages?.[t.id]?.replace(/\s+/g, ' ').trim();
    const said = words
      ? `\n  Dernier message du client : « ${words.length > 240 ? `${words.slice(0, 240)}…` : words} »`
      : '';
    return `- [${t.id}] « ${t.subject} » de ${t.requesterName} <${t.requesterEmail}>, statut ${t.status}, priorité ${t.priority}${t.assignee ? `, confié à ${t.assignee}` : ''}, ${due} (UTC)${t.overdue ? ', EN RETARD' : ''}${triage}${said}`;
  });
  return [
    `Support : ${support.openCount} ticket(s) ouvert(s), dont ${support.overdueCount} en retard. Tickets ouverts, les plus pressants d'abord :`,
    lines.length ? lines.join('\n') : '(aucun)',
    "Réponds sur le support à partir de ces tickets seulement ; donne les heures en heure de Paris. Pour répondre à un client ou escalader, propose l'action avec l'identifiant entre crochets.",
  ].join('\n');
}

/** The system prompt of a reply: the persona, what is known of the user's company, then the workspace. */
function replySystemPrompt(request: ReplyRequest): string {
  return [
    personas[request.employee].systemPrompt,
    companyMemoryPrompt(request.memory),
    documentsPrompt(request.documents),
    workspaceContext(request),
    mailContext(request),
    supportContext(request),
    crmContext(request),
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** Any server speaking OpenAI's chat-completions API (OpenAI, Mistral, Ollama, vLLM, LM Studio…). */
export function createOpenAiCompatibleEngine(options: OpenAiCompatibleOptions): AiEngine & TextCompletion {
  const provider = createOpenAI({ baseURL: options.baseURL, apiKey: options.apiKey ?? 'not-needed' });
  // `.chat()` speaks /chat/completions, which local servers implement (the default is the newer responses API).
  const model = provider.chat(options.model);
  return {
    async complete({ system, prompt }, signal) {
      const timeout = AbortSignal.timeout(options.timeoutMs);
      try {
        const result = await generateText({
          model,
          system,
          prompt,
          abortSignal: signal ? AbortSignal.any([signal, timeout]) : timeout,
          // No silent retry: the user sees the failure at once and can send again.
          maxRetries: 0,
        });
        // A 200 that is not the protocol (an HTML page from a proxy) parses as an empty reply.
        if (!result.text.trim()) throw new Error('réponse vide ou illisible');
        return result.text;
      } catch (err) {
        if (timeout.aborted)
          throw new AiProviderError('timeout', 'Le fournisseur IA ne répond pas (délai dépassé).');
        const detail = err instanceof Error ? err.message : String(err);
        throw new AiProviderError('provider', `Erreur du fournisseur IA : ${detail.slice(0, 200)}`);
      }
    },
    id: options.id,
    description: `${providerNames[options.id]} (${new URL(options.baseURL).host}, ${options.model})`,
    async *streamReply(request, signal) {
      const timeout = AbortSignal.timeout(options.timeoutMs);
      const abortSignal = signal ? AbortSignal.any([signal, timeout]) : timeout;
      const tools = chatTools(request, 'provider');
      const system = replySystemPrompt(request);
      const turns = turnsWithinBudget(request.messages).map((m) => ({ role: m.role, content: m.content }));
      let failure: unknown;
      let produced = false;
      let calledTool = false;
      // A plain answer never touches the AI SDK: the lean client streams it (decision 038). The tools
      // are offered all the same; when the model calls one, the AI SDK takes the turn over from there.
      const lean = streamChatCompletion({
        baseURL: options.baseURL,
        apiKey: options.apiKey,
        body: {
          model: options.model,
          messages: [{ role: 'system', content: system }, ...turns],
          tools: await toolDefinitions(tools),
        },
        signal: abortSignal,
      });
      try {
        let text = '';
        let step = await lean.next();
        while (!step.done) {
          text += step.value;
          produced = true;
          yield step.value;
          step = await lean.next();
        }
        // What the model did, recorded with the reply (decision 071): the skill of the action it called.
        const called = step.value.map((call) => call.name);
        request.onUnderstood?.({
          rule: called.length ? 'model_tool' : 'model',
          skill: skillActing(called)?.id ?? null,
        });
        if (step.value.length > 0) {
          calledTool = true;
          const continuation = await continueAfterTools({
            model,
            system,
            turns,
            text,
            calls: step.value,
            tools,
            abortSignal,
          });
          for await (const piece of continuation.textStream) {
            if (!piece) continue;
            produced = true;
            yield piece;
          }
          failure = continuation.failure();
        }
      } catch (err) {
        failure ??= err;
      } finally {
        await lean.return([]);
      }
      if (timeout.aborted)
        throw new AiProviderError('timeout', 'Le fournisseur IA ne répond pas (délai dépassé).');
      if (signal?.aborted) throw new AiProviderError('aborted', 'Génération interrompue.');
      if (failure) {
        const detail = failure instanceof Error ? failure.message : String(failure);
        throw new AiProviderError('provider', `Erreur du fournisseur IA : ${detail.slice(0, 200)}`);
      }
      // An empty answer is a failure, unless the model only proposed an action through a tool.
      if (!produced && !calledTool) {
        throw new AiProviderError('provider', 'Erreur du fournisseur IA : réponse vide ou illisible.');
      }
    },
  };
}

/** The tools' JSON schemas, as the chat-completions API wants them; computed once per tool name. */
const toolSchemas = new Map<string, unknown>();
async function toolDefinitions(tools: ToolSet) {
  return Promise.all(
    Object.entries(tools).map(async ([name, t]) => {
      let parameters = toolSchemas.get(name);
      if (parameters === undefined) {
        parameters = await asSchema(t.inputSchema).jsonSchema;
        toolSchemas.set(name, parameters);
      }
      return { type: 'function', function: { name, description: t.description, parameters } };
    }),
  );
}

/** Runs one tool call as the AI SDK would: arguments checked against its schema, errors told to the model. */
async function runTool(
  tools: ToolSet,
  call: LeanToolCall,
  abortSignal: AbortSignal,
  messages: ModelMessage[],
) {
  let input: unknown;
  try {
    input = JSON.parse(call.arguments || '{}');
  } catch {
    return {
      input: call.arguments,
      output: { type: 'error-text', value: 'arguments JSON illisibles' },
    } as const;
  }
  const t = tools[call.name];
  if (!t?.execute)
    return { input, output: { type: 'error-text', value: `outil inconnu : ${call.name}` } } as const;
  const checked = await asSchema(t.inputSchema).validate?.(input);
  if (checked && !checked.success) {
    return { input, output: { type: 'error-text', value: checked.error.message.slice(0, 500) } } as const;
  }
  try {
    const result: unknown = await t.execute(checked ? checked.value : input, {
      toolCallId: call.id,
      messages,
      abortSignal,
    });
    // What the model reads of it: the tool's own rendering (a proposal's sentence), else the value.
    if (t.toModelOutput) {
      return { input, output: await t.toModelOutput({ toolCallId: call.id, input, output: result }) };
    }
    return {
      input,
      output:
        typeof result === 'string'
          ? ({ type: 'text', value: result } as const)
          : ({ type: 'json', value: (result ?? null) as JSONValue } as const),
    };
  } catch (err) {
    const value = err instanceof Error ? err.message : String(err);
    return { input, output: { type: 'error-text', value: value.slice(0, 500) } } as const;
  }
}

/**
 * The model called tools on the lean path: they run here, then the AI SDK streams the rest of the
 * turn with their results (and may call one more tool: three steps in all, as before).
 */
async function continueAfterTools(turn: {
  model: Parameters<typeof streamText>[0]['model'];
  system: string;
  turns: ModelMessage[];
  text: string;
  calls: LeanToolCall[];
  tools: ToolSet;
  abortSignal: AbortSignal;
}) {
  const ran: Array<Awaited<ReturnType<typeof runTool>>> = [];
  for (const call of turn.calls) ran.push(await runTool(turn.tools, call, turn.abortSignal, turn.turns));
  const messages: ModelMessage[] = [
    ...turn.turns,
    {
      role: 'assistant',
      content: [
        ...(turn.text ? [{ type: 'text' as const, text: turn.text }] : []),
        ...turn.calls.map((call, i) => ({
          type: 'tool-call' as const,
          toolCallId: call.id,
          toolName: call.name,
          input: ran[i]!.input,
        })),
      ],
    },
    {
      role: 'tool',
      content: turn.calls.map((call, i) => ({
        type: 'tool-result' as const,
        toolCallId: call.id,
        toolName: call.name,
        output: ran[i]!.output,
      })),
    },
  ];
  let failure: unknown;
  const result = streamText({
    model: turn.model,
    system: turn.system,
    messages,
    tools: turn.tools,
    stopWhen: stepCountIs(2),
    abortSignal: turn.abortSignal,
    // No silent retry: the user sees the failure at once and can send again.
    maxRetries: 0,
    // streamText does not throw on provider errors: they arrive here.
    onError: ({ error }) => {
      failure = error;
    },
  });
  return { textStream: result.textStream, failure: () => failure };
}
