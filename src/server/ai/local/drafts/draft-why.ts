// « Pourquoi ce sujet ? », « Pourquoi tu la vouvoies ? », « Pourquoi ? » right after a draft: the
// choices the draft made, each with where it comes from (the request's words, the profile, the usage),
// the one asked about first. Read from the draft shown and the request as understood, never invented.

import { fold } from '../french.ts';
import type { Conversation } from '../understanding/conversation.ts';
import { blocks, quotedDraft } from './compose.ts';

/** The facts of the request found again in the draft, as the draft says them. */
function factsKept(conversation: Conversation, body: string): string[] {
  const { facts } = conversation.request;
  const folded = fold(body);
  const said = (text: string) => folded.includes(fold(text));
  return [
    ...facts.references.map((reference) => reference.label),
    ...facts.amounts,
    ...facts.dates.map((date) => date.label),
    ...facts.quantities,
  ]
    .filter((fact, index, all) => fact && said(fact) && all.indexOf(fact) === index)
    .slice(0, 6);
}

function subjectReason(subject: string, conversation: Conversation): string {
  const { facts } = conversation.request;
  if (/^Re\s?:/.test(subject))
    return `L’objet, « ${subject} », reprend celui du message auquel vous répondez : la réponse reste dans la même conversation chez votre correspondant.`;
  const reference = facts.references.find((each) => fold(subject).includes(fold(each.code)));
  if (reference)
    return `L’objet, « ${subject} », donne la référence (${reference.label})${facts.amounts.some((amount) => subject.includes(amount)) ? ' et le montant' : ''} : c’est ce que votre correspondant cherche en premier pour retrouver le dossier.`;
  return `L’objet, « ${subject} », dit en quelques mots ce que le mail apprend, avec vos propres termes : votre correspondant sait de quoi il s’agit avant de l’ouvrir.`;
}

function registerReason(conversation: Conversation): string {
  const { style, company, request } = conversation;
  const command = fold(request.command);
  // Whom the draft is written to, as the request names them.
  const reader = request.facts.people[0]?.label ?? request.facts.companies[0] ?? 'votre correspondant';
  if (style.address === 'tu')
    return /\btutoi\w*|\bon se dit tu\b/.test(command)
      ? `Je tutoie ${reader} parce que vous m’avez dit que vous vous tutoyez.`
      : `Je tutoie ${reader} parce que vous me l’avez demandé.`;
  return `Je vouvoie ${reader} : c’est l’usage dans un échange professionnel${company.addressForm === 'tu' ? ' (le tutoiement de vos paramètres vaut pour nos échanges, pas pour vos clients)' : ''}, et vous ne m’avez pas dit que vous vous tutoyez. Dites « passe au tutoiement » si c’est le cas.`;
}

function greetingReason(greeting: string): string | null {
  const formal = /^Bonjour (Madame|Monsieur) (.+),$/.exec(greeting);
  if (formal)
    return `« ${greeting} » : en français, on salue par « ${formal[1]} » suivi du nom, sans le prénom ni l’abréviation.`;
  if (/^Bonjour,$/.test(greeting))
    return '« Bonjour, » sans nom : vous ne m’avez pas donné le nom d’une personne à qui écrire.';
  return null;
}

/** Why the draft just shown is written as it is, or null when the reply before held no draft. */
export function draftWhy(conversation: Conversation): string | null {
  const draft = conversation.previousReply ? quotedDraft(conversation.previousReply) : null;
  if (!draft) return null;
  const asked = fold(conversation.message);
  const subject = draft.subject ? subjectReason(draft.subject, conversation) : null;
  const register = registerReason(conversation);
  const greeting = draft.greeting ? greetingReason(draft.greeting) : null;
  const kept = factsKept(conversation, `${draft.subject ?? ''}\n${draft.body}`);
  const facts = kept.length
    ? `J’ai repris les éléments que vous avez donnés (${kept.join(', ')}) et rien d’autre : aucun prix, aucune date ni aucun engagement ajouté.`
    : 'Je n’ai ajouté aucun prix, aucune date ni aucun engagement que vous n’avez pas donné.';
  const close = 'Dites-moi ce que vous voulez changer (l’objet, le ton, une phrase) et je le refais.';
  // The one choice asked about, alone.
  if (subject && /\b(?:objet|sujet|titre)\b/.test(asked)) return blocks(subject, close);
  if (/\b(?:vouvoi\w*|tutoi\w*|vous|tu)\b/.test(asked.replace(/^pourquoi\s+(?:est-ce que\s+)?tu\s+/, '')))
    return blocks(register, close);
  if (greeting && /\b(?:bonjour|madame|monsieur|salu\w*|formule)\b/.test(asked))
    return blocks(greeting, close);
  return blocks(
    'Voici mes choix pour ce brouillon :',
    [subject, register, greeting, facts]
      .filter(Boolean)
      .map((line) => `- ${line}`)
      .join('\n'),
    close,
  );
}
