import { z } from 'zod';
import { type EmailType, emailTypeLabels } from '../../../shared/ai-tools.ts';
import { documentsPrompt, passagesToQuote, type QuotedPassage } from '../documents.ts';
import { composeLetter, type LetterKind, letterKind } from '../local/drafts/letters.ts';
import { readConversation } from '../local/understanding/conversation.ts';
import type { TextCompletion } from '../types.ts';
import { parseJson, systemPrompt } from './model-prompt.ts';
import type { EmailDraft, ToolContext, ToolGenerator } from './types.ts';

// The email tool. Offline it is the chat's own letter composer (local/drafts/letters.ts) on the
// understood request, so the panel and the chat write the same letters; with a model, the model
// writes subject and body as JSON.

// The panel's types, as the letters the employees write in chat; "custom" reads the kind from the request.
const emailKinds: Record<EmailType, LetterKind | null> = {
  newsletter: 'announcement',
  'follow-up': 'reminder',
  promotion: 'announcement',
  notification: 'announcement',
  custom: null,
};

const subjectPrefixes: Partial<Record<EmailType, string>> = {
  newsletter: 'Les nouvelles du mois',
  promotion: 'Offre spéciale',
};

/**
 * An email from what the request says, not from its words: the task and the context are read as a
 * chat request (people, amounts, references, dates, subject), and the letter composer places those
 * facts; the instruction itself ("Rédige un email pour…") never lands in the subject or the body.
 */
export async function localEmail(
  input: { task: string; emailType: EmailType; subject?: string; context?: string },
  ctx: ToolContext,
): Promise<EmailDraft> {
  const request = [input.task.trim().replace(/[.!\s]*$/, ''), input.context?.trim()]
    .filter(Boolean)
    .join('. ');
  const conversation = await readConversation({
    employee: 'alfred',
    messages: [{ role: 'user', content: request }],
    workspace: ctx.workspace,
    now: ctx.now,
    memory: ctx.memory,
  });
  // A short context ("devis du 3 novembre") says what the email is about when the task does not.
  const context = input.context?.trim();
  if (!conversation.request.facts.subject && context && context.length <= 80 && !context.includes('\n')) {
    conversation.request.facts = { ...conversation.request.facts, subject: context };
  }
  const kind = emailKinds[input.emailType] ?? letterKind(conversation.request.command);
  const composed = composeLetter(conversation, kind);
  const prefix = subjectPrefixes[input.emailType];
  // After a colon a French subject goes on in lowercase, unless it starts with a name.
  const after = /^(Notre|Votre|Nos|Vos|Le|La|Les|L'|L’|Un|Une|Des|Du)\b/.test(composed.subject)
    ? composed.subject.charAt(0).toLowerCase() + composed.subject.slice(1)
    : composed.subject;
  const subject = input.subject?.trim() || (prefix ? `${prefix} : ${after}` : composed.subject);
  // The chat shows the subject as a Markdown line above the letter; the panel has its own field.
  const letter = composed.draft
    .replace(/^\*\*Objet :\*\*.*\n+/, '')
    .replace(/\*\*/g, '')
    .trim();
  const quoted = passagesToQuote(request, ctx.documents, 2);
  if (quoted.length === 0) return { subject, body: letter };
  return {
    subject,
    body: withQuotes(letter, quoted),
    cited: quoted.map((q) => q.passage.n),
  };
}

/** "Tarifs 2026.pdf" → "Tarifs 2026": how a letter names the document it quotes. */
const titleOf = (name: string) => name.replace(/\.(pdf|docx|txt|md|markdown|csv)$/i, '');

/** The paragraph that quotes the chosen documents, word for word (a price, a delay, a clause). */
function quotesParagraph(quoted: QuotedPassage[]): string {
  if (quoted.length === 1 || quoted.every((q) => q.passage.documentId === quoted[0]!.passage.documentId)) {
    const quotes = quoted.map((q) => `« ${q.quote} »`).join(' ');
    return `D’après notre document « ${titleOf(quoted[0]!.passage.documentName)} » : ${quotes}`;
  }
  return [
    'D’après nos documents :',
    ...quoted.map((q) => `- « ${q.quote} » (${titleOf(q.passage.documentName)})`),
  ].join('\n');
}

/**
 * The letter with the documents' passages in it: in place of the "I will come back to you" of a
 * reply (the documents hold the answer), else before the closing lines.
 */
function withQuotes(letter: string, quoted: QuotedPassage[]): string {
  const paragraphs = letter.split(/\n{2,}/);
  const quotes = quotesParagraph(quoted);
  const later = paragraphs.findIndex((p) => /^Je reviens vers vous/.test(p));
  if (later !== -1) {
    paragraphs[later] = quotes;
    return paragraphs.join('\n\n');
  }
  const closing = paragraphs.findIndex(
    (p, i) =>
      i > 0 &&
      /^(Nous restons|Je reste|Je me tiens|N’hésitez|N'hésitez|Bien cordialement|Cordialement|Bien à vous)/.test(
        p,
      ),
  );
  paragraphs.splice(closing === -1 ? paragraphs.length - 1 : closing, 0, quotes);
  return paragraphs.join('\n\n');
}

const emailSchema = z.object({
  subject: z.string().min(1).max(200),
  body: z.string().min(1).max(8000),
  sources: z.array(z.number().int()).max(20).optional(),
});

/** The email written by a model provider, checked with zod. */
export function modelEmail(model: TextCompletion): ToolGenerator['email'] {
  return async (input, ctx) => {
    const documents = documentsPrompt(ctx.documents);
    const text = await model.complete(
      {
        system: documents ? `${systemPrompt('suki', ctx)}\n\n${documents}` : systemPrompt('suki', ctx),
        prompt: `Rédige un email de type « ${emailTypeLabels[input.emailType]} » : ${input.task}.${input.context ? ` Contexte : ${input.context}.` : ''}${input.subject ? ` Objet imposé : ${input.subject}.` : ''}
${
  documents
    ? `Appuie l’email sur les passages des documents fournis : cite mot pour mot les faits utiles (prix, délais, clauses). L’email part chez un client : pas de numéros entre crochets dans le corps, liste plutôt les numéros des passages utilisés dans "sources".
Réponds uniquement en JSON : {"subject":"…","body":"…","sources":[1]} en français, corps en texte brut avec des paragraphes.`
    : 'Réponds uniquement en JSON : {"subject":"…","body":"…"} en français, corps en texte brut avec des paragraphes.'
}`,
      },
      ctx.signal,
    );
    const draft = parseJson(text, emailSchema);
    return {
      subject: input.subject ?? draft.subject,
      body: draft.body,
      ...(draft.sources ? { cited: draft.sources } : {}),
    };
  };
}
