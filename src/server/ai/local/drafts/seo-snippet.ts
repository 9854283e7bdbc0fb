// Suki's search snippet: "Propose un titre SEO et une meta description pour ma page « … »". The page
// and the selling points the user gave make the title (60 characters) and the description (160).
import { capitalise, fold } from '../french.ts';
import { voices } from '../team.ts';
import type { Conversation } from '../understanding/conversation.ts';
import { blocks } from './compose.ts';
import type { Writer } from './writer.ts';

const asksSnippet =
  /\b(meta|balise title|title|titre (seo|de (la )?page|optimise)|description (seo|google|pour google))\b/;

/** What the page is about: its quoted name, else the request's subject, else the company. */
function pageOf(conversation: Conversation): string | null {
  const { facts, command } = conversation.request;
  return facts.quoted[0] ?? facts.subject ?? pageNamed(command) ?? conversation.company.activity ?? null;
}

/** "pour notre page Plomberie d'urgence à Lyon", "de la page d'accueil": the page named after « page ». */
function pageNamed(command: string): string | null {
  const match =
    /\bpages?\s+((?:d['’]accueil|de contact|contact|produits?|services?|tarifs|a propos|à propos)\b[^,.;:!?]{0,40}|\p{Lu}[^,.;:!?]{2,60})/u.exec(
      command,
    );
  if (!match?.[1]) return null;
  const page = match[1].trim();
  return /^\p{Lu}/u.test(page) ? page : `page ${page}`;
}

/** The selling points given after the colon ("on intervient en 2 heures, 7 jours sur 7"). */
function pointsOf(conversation: Conversation): string | null {
  const { command, pasted } = conversation.request;
  const after =
    pasted ??
    command
      .split(/\s:\s|:\s/)
      .slice(1)
      .join(' : ');
  const text = after
    .replace(/«[^»]*»/g, '')
    .replace(/^\s*(on|nous)\s+/i, '')
    .replace(/[.!\s]+$/, '')
    .trim();
  return text.length > 2 ? text : null;
}

/** Cut at a word, under the limit. */
function within(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit - 1);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

export function asksSeoSnippet(conversation: Conversation): boolean {
  return asksSnippet.test(fold(conversation.request.command)) && pageOf(conversation) !== null;
}

const seoSnippet: Writer = (conversation) => {
  const page = capitalise(pageOf(conversation) ?? '');
  const points = pointsOf(conversation);
  const brand = conversation.company.name;
  // "intervient en 2 heures" reads as a selling point once made a noun: "Intervention en 2 heures".
  const promise = points?.replace(/^intervien\w*/i, 'intervention') ?? null;
  const title = within(
    [page, promise && capitalise(promise.split(/,\s*/)[0]!), brand].filter(Boolean).join(' | '),
    60,
  );
  // No invented offer (a free quote, a discount): only what the user said, and a plain call to action.
  const description = within(
    `${page}${promise ? ` : ${promise}` : ''}. Contactez-nous${brand ? ` chez ${brand}` : ''}.`,
    158,
  );
  return blocks(
    `${voices.suki.ack} Voici le titre et la meta description de votre page :`,
    `**Titre SEO** (${title.length} caractères) :\n> ${title}`,
    `**Meta description** (${description.length} caractères) :\n> ${description}`,
    '**Conseil :** mettez le mot-clé principal au début du titre, et gardez la même promesse dans le H1 de la page.',
  );
};

/** Suki's SEO writer: the snippet asked for a page, else the SEO checklist. */
export function withSeoSnippet(checklist: Writer | undefined): Writer | undefined {
  if (!checklist) return undefined;
  return (conversation) =>
    asksSeoSnippet(conversation) ? seoSnippet(conversation) : checklist(conversation);
}
