// « Réponds à celui qui a été prélevé deux fois : on l'a remboursé hier », « Écris à la cliente qui
// change d'adresse »: a customer of the desk designated by what their ticket is about, not by name.
// Read against the desk's open tickets (decision 068), the designation is the requester, named as the
// rest of the engine reads a customer (« M. Riou », « Mme Cadiou »): the reply goes to the right one.

import { coverage } from '../../documents.ts';
import type { SupportSummary } from '../../types.ts';
import { fold } from '../french.ts';

// Who is designated, and how the sentence tells their gender: « celui », « le client » are a man,
// « celle », « la cliente » a woman; « la personne », « le ticket » say nothing of it.
const designation =
  /\b(?:a|au|aux)\s+(celui|celle|le client|la cliente|le monsieur|la dame|la personne|ticket)\s+(?:qui|dont|de la|du|des|sur|concernant|pour)\s+([^:;.!?\n]{3,120}?)(?=\s*(?:[:;.!?\n]|$))/;
const masculine = new Set(['celui', 'le client', 'le monsieur']);
const feminine = new Set(['celle', 'la cliente', 'la dame']);

/** The words of a designation that say nothing of the ticket (« a été », « nous a écrit »). */
const saysNothing =
  /\b(?:a|ont|est|sont|ete|etre|nous|m'|me|a ecrit|ecrit|demande|demandait|voulait|veut|parle|parlait|ticket)\b/g;

/**
 * The message with a desk customer designated by their ticket's subject written as the requester
 * (« à celui qui a été prélevé deux fois » → « à M. Riou »); the message as typed when it designates
 * none, or when no open ticket, or more than one as well, answers the designation.
 */
export function withTicketRequester(message: string, support: SupportSummary | undefined): string {
  if (!support?.tickets.length) return message;
  const folded = fold(message);
  const found = designation.exec(folded);
  if (!found) return message;
  const [whole, who = '', clause = ''] = found;
  const words = clause.replace(saysNothing, ' ');
  const scored = support.tickets
    .map((ticket) => ({ ticket, score: coverage(words, ticket.subject) }))
    .filter((each) => each.score >= 0.5)
    .sort((a, b) => b.score - a.score);
  const [best, second] = scored;
  if (!best || (second && second.score === best.score)) return message;
  const { requesterName } = best.ticket;
  const last = requesterName.trim().split(/\s+/).slice(1).join(' ');
  const named =
    last && masculine.has(who) ? `M. ${last}` : last && feminine.has(who) ? `Mme ${last}` : requesterName;
  // The fold keeps the message's length: the designation is cut where it was found; « au ticket
  // sur… » becomes « à » its requester.
  const start = found.index + (who === 'ticket' ? 0 : whole.indexOf(who));
  const end = found.index + whole.length;
  return `${message.slice(0, start)}${who === 'ticket' ? 'à ' : ''}${named}${message.slice(end)}`;
}

// « Réponds à Pierre Morvan : c'est un doublon… »: an answer to the requester of a desk ticket.
const answerAsked = /\b(?:reponds?|repondre|repondez|ecris|ecrire|redige|rediger|envoie)\b/;

/**
 * The message with what the customer last wrote on their ticket pasted under it, as a user pastes a
 * mail to answer: the reply then reads the ticket's facts (« la facture F-2291 ») like any pasted
 * message. The message as typed when it pastes something already, asks no answer, or names no
 * requester of exactly one open ticket.
 */
export function withTicketMessage(message: string, support: SupportSummary | undefined): string {
  if (!support?.tickets.length || !support.lastMessages) return message;
  const folded = fold(message);
  // A message that pastes something already (after a blank line, or quoted) answers that.
  if (!answerAsked.test(folded) || /\n\s*\n|«[^»]{60,}»/.test(message)) return message;
  const named = support.tickets.filter((ticket) => {
    const words = fold(ticket.requesterName).split(/\s+/).filter(Boolean);
    const last = words.slice(1).join(' ');
    return (
      words.length > 1 &&
      (folded.includes(words.join(' ')) ||
        new RegExp(`\\b(?:m|mme|mr|madame|monsieur)\\.?\\s+${last}\\b`).test(folded))
    );
  });
  // « Réponds à Pierre Morvan : c'est un doublon… », « …qu'on a réinitialisé son accès »: the user
  // dictates the answer, which the letter says; only an answer left to write reads the ticket.
  if (
    /\s:\s*\S|\bqu(?:e\s|')|\b(?:dis|explique|precise|indique|confirme|propose)-(?:lui|leur)\b/.test(folded)
  )
    return message;
  const [ticket] = named;
  const words = ticket && named.length === 1 ? support.lastMessages[ticket.id]?.trim() : undefined;
  if (!words) return message;
  // A one-line request, a blank line, then the message received: how `splitPasted` reads a paste.
  return `${message.replace(/\s*\n\s*/g, ' ').trim()}\n\n${words}`;
}
