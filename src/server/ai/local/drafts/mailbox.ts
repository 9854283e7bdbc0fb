// Alfred on the user's connected mailbox (issue 22): "Qu'est-ce qui est urgent dans ma boîte mail ?" is
// answered from the synced mail and its triage (src/server/mailbox/triage.ts), never from invention.

import type { MailCategory } from '../../../../shared/connections-model.ts';
import { parisLongDate, parisTime } from '../../../../shared/paris-time.ts';
import type { MailSummary } from '../../types.ts';
import { fold, plural } from '../french.ts';
import { blocks } from './compose.ts';

/** The message speaks of the user's mailbox: "ma boîte mail", "mes mails", "ma messagerie"… */
export function asksAboutMailbox(message: string): boolean {
  const folded = fold(message);
  // "rien trouvé dans sa boîte aux lettres" about a parcel is the letterbox at the door.
  const letterbox =
    /\bboite aux lettres\b(?! (electronique|mail))/.test(folded) &&
    /\b(colis|livr\w*|transporteur|facteur|livreur)\b/.test(folded);
  return (
    /\b(boite (mail|e-?mail|de reception|aux lettres)|mes (e-?)?mails|mes courriels|mes messages recus|ma messagerie|inbox)\b/.test(
      folded.replace(letterbox ? /\bboite aux lettres\b/g : /$^/, ''),
    ) && !/\b(redige|ecris|envoie|prepare)\b/.test(folded)
  );
}

function wanted(message: string): MailCategory {
  const folded = fold(message);
  if (/\b(repondre|reponse|attend(ent)? une reponse)\b/.test(folded)) return 'to-answer';
  if (/\bnewsletters?\b|\blettres? d'information\b/.test(folded)) return 'newsletter';
  if (/\b(a lire|lire)\b/.test(folded) && !/\burgent/.test(folded)) return 'to-read';
  return 'urgent';
}

const heading: Record<MailCategory, string> = {
  urgent: 'urgent',
  'to-answer': 'à répondre',
  'to-read': 'à lire',
  newsletter: 'newsletter',
};

function line(m: MailSummary['messages'][number]): string {
  const at = new Date(m.receivedAt);
  const excerpt = m.excerpt ? ` — « ${m.excerpt.slice(0, 140)}${m.excerpt.length > 140 ? '…' : ''} »` : '';
  return `- **${m.subject || '(sans objet)'}** de ${m.from}, reçu le ${parisLongDate(at)} à ${parisTime(at)}${excerpt}`;
}

export function mailboxReply(message: string, mail: MailSummary | undefined, signedIn: boolean): string {
  if (!mail) {
    return signedIn
      ? 'Votre boîte mail n’est pas encore connectée : connectez-la dans [Intégrations](/integrations) (IMAP avec un mot de passe d’application), et je vous dirai ce qui est urgent, ce qui attend une réponse et ce qui peut attendre.'
      : '[Connectez-vous](/auth), puis connectez votre boîte mail dans Intégrations : je vous dirai ce qui est urgent.';
  }
  const category = wanted(message);
  const picked = mail.messages.filter((m) => m.category === category).slice(0, 10);
  const count = (c: MailCategory) => mail.messages.filter((m) => m.category === c).length;
  const synced = mail.lastSyncAt
    ? `dernière synchronisation le ${parisLongDate(new Date(mail.lastSyncAt))} à ${parisTime(new Date(mail.lastSyncAt))}`
    : 'pas encore synchronisée';
  const intro = picked.length
    ? `Dans votre boîte ${mail.account} (${synced}), ${picked.length === 1 ? 'un message est' : `${picked.length} messages sont`} ${heading[category]}${category === 'newsletter' ? 's' : ''} :`
    : `Rien ${category === 'urgent' ? 'd’urgent' : heading[category] === 'à répondre' ? 'qui attende une réponse' : `classé « ${heading[category]} »`} dans votre boîte ${mail.account} (${synced}).`;
  return blocks(
    intro,
    picked.map(line).join('\n'),
    `**Le reste :** ${plural(count('urgent'), 'urgent')}, ${count('to-answer')} à répondre, ${count('to-read')} à lire, ${plural(count('newsletter'), 'newsletter')}, sur ${mail.messages.length > 1 ? `les ${mail.messages.length} derniers messages` : 'le dernier message'}.`,
  );
}
