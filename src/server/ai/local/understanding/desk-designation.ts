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
