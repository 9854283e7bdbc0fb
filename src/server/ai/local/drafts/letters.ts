// Letters to a third party built from the facts of the request: a payment reminder, a follow-up,
// thanks, an apology or postponement, a refusal, an invitation, a confirmation, an announcement,
// a complaint, a request. Alfred writes them; Chip, Clide and Dot reuse the same composer.
import { capitalise, fold, formatDay } from '../french.ts';
import type { Conversation } from '../understanding/conversation.ts';
import type { Facts, Person } from '../understanding/facts.ts';
import { type Letter, letter, listWords, type Paragraph } from './compose.ts';

export type LetterKind =
  | 'payment_reminder'
  | 'reminder'
  | 'thanks'
  | 'apology'
  | 'refusal'
  | 'invitation'
  | 'confirmation'
  | 'announcement'
  | 'complaint'
  | 'request'
  | 'congratulations'
  | 'welcome'
  | 'reply';

const kindRules: Array<[LetterKind, RegExp]> = [
  [
    'payment_reminder',
    /\b(impaye\w*|(pas|jamais) (encore )?(paye|regle)|non (paye|reglee?)|reglement|paiement|en retard de paiement|recouvrement|relance\w* (de |pour |sur )?(la |une |sa |cette |ma )?facture|facture\w* (en retard|echue|impayee))\b/,
  ],
  [
    'complaint',
    /\b(reclamation|se plaindre|plainte|litige|conteste\w*|mecontent\w*|pas conforme|defectueu\w*|abime\w*|casse\w*)\b/,
  ],
  [
    'apology',
    /\b(excus\w*|desole\w*|report\w*|decal\w*|annul\w*|empeche\w*|contretemps|retard\w*|deplacer)\b/,
  ],
  ['refusal', /\b(refus\w*|declin\w*|ne pas donner suite|decliner|dire non|negati\w*)\b/],
  ['thanks', /\b(remerci\w*|merci)\b/],
  ['congratulations', /\b(felicit\w*|bravo)\b/],
  ['welcome', /\b(bienvenue|accueilli\w*|nouveau client|nouvelle cliente|onboarding)\b/],
  ['invitation', /\b(invit\w*|convi\w*)\b/],
  ['confirmation', /\b(confirm\w*|valid\w*|accus\w* (de )?reception)\b/],
  [
    'reminder',
    /\b(relanc\w*|sans nouvelles|sans reponse|rappel\w*|n'a pas repondu|pas de (retour|reponse))\b/,
  ],
  [
    'announcement',
    /\b(annonc\w*|inform\w*|prevenir|previens|fermeture|hausse|augmentation|nouveaute|changement|demenagement|nouvelle adresse|conges|vacances)\b/,
  ],
  ['request', /\b(demand\w*|solliciter|obtenir|besoin d|aimerais|voudrais|devis)\b/],
];

export function letterKind(command: string): LetterKind {
  const folded = fold(command);
  // A reminder about an invoice is a payment reminder, wherever the words stand.
  if (/\b(relanc\w*|rappel\w*)\b/.test(folded) && /\bfactur\w*/.test(folded)) return 'payment_reminder';
  // So is a reminder about money owed that never came: a cheque, a transfer, a balance.
  if (
    /\b(relanc\w*|rappel\w*)\b/.test(folded) &&
    /\b(cheque|virement|reglement|paiement|acompte|solde du|somme due|prelevement)\b/.test(folded)
  )
    return 'payment_reminder';
  if (/\b(reponds|repondre|reponse a)\b/.test(folded) && !/\bfacture\b/.test(folded)) {
    for (const [kind, pattern] of kindRules.slice(2))
      if (pattern.test(folded)) return kind === 'reminder' ? 'reply' : kind;
    return 'reply';
  }
  return kindRules.find(([, pattern]) => pattern.test(folded))?.[0] ?? 'reply';
}

const kindNames: Record<LetterKind, string> = {
  payment_reminder: 'relance de paiement',
  reminder: 'relance',
  thanks: 'remerciement',
  apology: 'excuses',
  refusal: 'réponse négative',
  invitation: 'invitation',
  confirmation: 'confirmation',
  announcement: 'annonce',
  complaint: 'réclamation',
  request: 'demande',
  congratulations: 'félicitations',
  welcome: 'bienvenue',
  reply: 'réponse',
};

export function kindName(kind: LetterKind): string {
  return kindNames[kind];
}

/** "la facture n° F-2026-118 de 1 200 €" from whatever the request gave. */
function invoicePhrase(facts: Facts): string | null {
  const invoice = facts.references.find((reference) => reference.kind === 'facture') ?? facts.references[0];
  const amount = facts.amounts[0];
  const date = facts.dates[0];
  if (!invoice && !amount) return null;
  // "commande n° 2291" is paid through its settlement, not "impayée" itself.
  if (invoice?.kind && invoice.kind !== 'facture') {
    return `le règlement de la ${invoice.label}${amount ? ` d'un montant de ${amount}` : ''}`;
  }
  const reference = invoice
    ? invoice.kind
      ? invoice.label.replace(/^facture/i, 'la facture')
      : `la facture ${invoice.label}`
    : 'notre facture';
  const parts = [reference, amount ? `d'un montant de ${amount}` : null, date ? `du ${date.label}` : null];
  return parts.filter(Boolean).join(' ');
}

/** The clause of the request that explains the situation: "qui n'a pas payé…", "dont la commande…". */
export function situationOf(command: string): string | null {
  const match =
    /(?:,\s*|\s)(qui|dont|car|parce qu'|parce que|puisque|suite à|suite au|après|alors qu'|alors que|pour lui dire|pour lui annoncer|pour l'informer|pour les informer)\s+([^.!?\n]{6,})/i.exec(
      command,
    );
  return match ? `${match[1]} ${match[2]}`.trim() : null;
}

/** What the letter is about, in words the recipient can read. */
function aboutPhrase(conversation: Conversation): string | null {
  const { facts } = conversation.request;
  if (facts.quoted[0] && facts.quoted[0].length < 80) return `« ${facts.quoted[0]} »`;
  if (facts.subject)
    return facts.subject.replace(/\b(son|sa|leur)\b/gi, 'votre').replace(/\b(ses|leurs)\b/gi, 'vos');
  const reference = facts.references[0];
  return reference ? reference.label.replace(/^(\p{L})/u, (c) => c.toLowerCase()) : null;
}

/** The facts a template did not place, said once so none is lost. */
export function remainingFacts(text: string, facts: Facts): string[] {
  const has = (value: string) => fold(text).includes(fold(value));
  return [
    ...facts.references.map((reference) => reference.label),
    ...facts.amounts,
    ...facts.percentages,
    ...facts.dates.map((date) => date.label),
    ...facts.places,
    ...facts.companies,
    ...facts.people.slice(1).map((person) => person.label),
    ...facts.jobTitles,
  ].filter((value) => !has(value));
}

function bodyOf(conversation: Conversation, kind: LetterKind): { subject: string; body: Paragraph[] } {
  const { request, company } = conversation;
  const { facts } = request;
  const about = aboutPhrase(conversation);
  const situation = situationOf(request.command);
  const when = facts.dates[0]?.label ?? null;
  const from = company.name ? ` de ${company.name}` : '';
  // A firm letter sets a dated deadline: eight days, as French business practice gives.
  const deadline = formatDay(conversation.today + 8, conversation.today);
  switch (kind) {
    case 'payment_reminder': {
      const invoice =
        invoicePhrase(facts) ?? (about ? `notre facture concernant ${about}` : 'notre dernière facture');
      const due =
        facts.dates.find((date) => /echeance|echue|avant|due/.test(fold(request.command)) && date) ?? null;
      return {
        subject: `Relance – ${capitalise(invoice.replace(/^(la|le) /, ''))}`,
        body: [
          {
            text: invoice.startsWith('le règlement')
              ? `Sauf erreur ou omission de notre part, nous n'avons toujours pas reçu ${invoice}${due && !invoice.includes(due.label) ? ` (échéance : ${due.label})` : ''}.`
              : `Sauf erreur ou omission de notre part, ${invoice} reste à ce jour impayée${due && !invoice.includes(due.label) ? ` (échéance : ${due.label})` : ''}.`,
          },
          {
            text: 'Il s’agit peut-être d’un simple oubli : nous vous remercions de bien vouloir procéder à son règlement dans les meilleurs délais.',
            level: 1,
          },
          {
            text: 'Si le paiement a été effectué entre-temps, merci de ne pas tenir compte de ce message. Pour toute question sur cette facture, je reste à votre disposition.',
            level: 2,
          },
          // A firmer reminder is the last friendly one: a dated deadline, then what follows.
          {
            text: `Malgré nos précédentes relances, ce règlement reste en attente : il s’agit de notre dernière relance amiable. Nous vous demandons de procéder au paiement au plus tard le ${deadline}.`,
            tone: 'firm',
          },
          {
            text: 'À défaut, nous serons contraints de vous adresser une mise en demeure et d’appliquer les pénalités de retard prévues par nos conditions générales, ainsi que l’indemnité forfaitaire de recouvrement de 40 €.',
            tone: 'firm',
          },
        ],
      };
    }
    case 'reminder':
      return {
        subject: about ? `Relance : ${about.replace(/^(le|la|les|l') ?/i, '')}` : 'Suite à notre échange',
        body: [
          {
            text: `Je me permets de revenir vers vous${about ? ` au sujet de ${about}` : ''}${when ? `, évoqué${/^l[ae]s?\b/.test(about ?? '') ? '' : ''} pour le ${when}` : ''}.`,
          },
          {
            text: 'Avez-vous pu en prendre connaissance ? Je reste disponible pour en parler ou vous apporter les précisions utiles.',
            level: 1,
          },
          {
            text: 'Un court échange téléphonique peut aussi nous faire gagner du temps : dites-moi ce qui vous arrange.',
            level: 2,
          },
          {
            text: `Sans retour de votre part au plus tard le ${deadline}, je considérerai le sujet comme clos.`,
            tone: 'firm',
          },
        ],
      };
    case 'thanks':
      return {
        subject: about ? `Merci pour ${about}` : 'Merci',
        body: [
          { text: `Je tenais à vous remercier${about ? ` pour ${about}` : ''}${when ? ` (${when})` : ''}.` },
          { text: 'Votre aide a été précieuse et nous a fait gagner un temps réel.', level: 1 },
          { text: 'Au plaisir de poursuivre cette collaboration.', level: 2 },
        ],
      };
    case 'apology':
      return {
        subject: about
          ? `${capitalise(about.replace(/^(le|la|les|l') ?/i, ''))} : changement de programme`
          : 'Changement de programme',
        body: [
          {
            text: `Je suis au regret de devoir revenir sur ce qui était prévu${about ? ` concernant ${about}` : ''}${when ? ` (${when})` : ''}${situation ? `, ${situation}` : ''}.`,
          },
          { text: 'Je vous prie de m’excuser pour ce contretemps.', level: 0 },
          {
            text: facts.dates[1]
              ? `Je vous propose de reporter au ${facts.dates[1].label}. Cela vous convient-il ?`
              : 'Pouvez-vous me dire quelles dates vous conviendraient pour reprogrammer ?',
            level: 1,
          },
        ],
      };
    case 'refusal':
      return {
        subject: about ? `Votre proposition : ${about}` : 'Votre proposition',
        body: [
          {
            text: `Merci pour votre proposition${about ? ` concernant ${about}` : ''}, que j’ai étudiée avec attention.`,
          },
          { text: 'Nous ne pourrons malheureusement pas y donner suite pour le moment.' },
          { text: 'Je garde néanmoins vos coordonnées pour une prochaine occasion.', level: 1 },
        ],
      };
    case 'invitation':
      return {
        subject: about ? `Invitation : ${about.replace(/^(le|la|les|l') ?/i, '')}` : `Invitation${from}`,
        body: [
          {
            text: `J’ai le plaisir de vous inviter${about ? ` à ${about}` : ''}${when ? `, le ${when}` : ''}${facts.places[0] ? `, à ${facts.places[0]}` : ''}.`,
          },
          { text: 'Merci de me confirmer votre présence.', level: 0 },
          { text: 'Ce sera l’occasion d’échanger dans un cadre convivial.', level: 2 },
        ],
      };
    case 'confirmation':
      return {
        subject: `Confirmation${about ? ` : ${about}` : ''}`,
        body: [
          {
            text: `Je vous confirme${about ? ` ${about}` : ' notre accord'}${when ? ` pour le ${when}` : ''}.`,
          },
          { text: 'N’hésitez pas à revenir vers moi pour toute précision.', level: 1 },
        ],
      };
    case 'announcement':
      return {
        subject: about ? capitalise(about) : `Information${from}`,
        body: [
          {
            text: `Nous souhaitons vous informer${about ? ` de ${about}` : ' d’un changement'}${when ? `, à compter du ${when}` : ''}.`,
          },
          { text: situation ? capitalise(`${situation}.`) : '', level: 1 },
          { text: 'Nous restons à votre écoute pour toute question.', level: 1 },
        ],
      };
    case 'complaint':
      return {
        subject: `Réclamation${about ? ` : ${about}` : ''}`,
        body: [
          {
            text: `Je me permets de vous contacter au sujet de ${about ?? 'notre dernière commande'}${situation ? `, ${situation}` : ''}.`,
          },
          {
            text: 'Je vous remercie de bien vouloir m’indiquer la solution que vous proposez (remplacement, avoir ou remboursement) et le délai de traitement.',
            level: 0,
          },
          { text: 'Je reste disponible pour vous transmettre tout justificatif utile.', level: 1 },
        ],
      };
    case 'request':
      return {
        subject: `Demande${about ? ` : ${about}` : ''}`,
        body: [
          {
            text: `Je me permets de vous solliciter${about ? ` au sujet de ${about}` : ''}${when ? `, pour le ${when}` : ''}.`,
          },
          { text: 'Pourriez-vous me faire un retour à votre meilleure convenance ?', level: 0 },
          { text: 'Je vous remercie par avance de l’attention portée à ma demande.', level: 1 },
        ],
      };
    case 'congratulations':
      return {
        subject: 'Félicitations !',
        body: [
          { text: `Toutes mes félicitations${about ? ` pour ${about}` : ''} !` },
          { text: 'C’est une très belle réussite, amplement méritée.', level: 1 },
        ],
      };
    case 'welcome':
      return {
        subject: `Bienvenue${from}`,
        body: [
          {
            text: `Nous sommes ravis de vous compter parmi nos clients${company.name ? ` chez ${company.name}` : ''}.`,
          },
          { text: 'Je reste votre interlocuteur pour toute question.', level: 1 },
        ],
      };
    default:
      return {
        subject: about ? `Re : ${about}` : 'Votre message',
        body: [
          { text: `Merci pour votre message${about ? ` au sujet de ${about}` : ''}.` },
          { text: situation ? capitalise(`${situation}.`) : '', level: 0 },
          { text: 'Je reviens vers vous dès que possible avec une réponse complète.', level: 1 },
        ],
      };
  }
}

/** Paragraphs asked in follow-ups: a commercial gesture, a call to action. */
export function additionParagraphs(conversation: Conversation): Paragraph[] {
  return conversation.style.additions.flatMap((addition): Paragraph[] => {
    // A discount the request itself gave is already in the draft's own words.
    if (addition.kind === 'discount' && !conversation.request.facts.percentages.includes(addition.percent)) {
      return [
        {
          text: `En geste commercial, nous vous accordons une remise de ${addition.percent} sur votre prochaine commande.`,
        },
      ];
    }
    if (addition.kind === 'statement') return [{ text: `${capitalise(addition.text)}.` }];
    if (addition.kind === 'call_to_action')
      return [{ text: 'Répondez simplement à ce message pour convenir d’un échange.' }];
    return [];
  });
}

/**
 * A letter with what the conversation asked on top of its template: the additions of follow-ups
 * (a commercial gesture, a call to action), and every fact of the request the paragraphs did not
 * place, in a "Pour mémoire" line, so nothing the user gave is dropped.
 */
export function letterWithFacts(conversation: Conversation, draft: Letter): string {
  const body = [...draft.body, ...additionParagraphs(conversation)];
  const text = letter(conversation, { ...draft, body });
  const leftOver = remainingFacts(text, conversation.request.facts);
  if (!leftOver.length) return text;
  return letter(conversation, {
    ...draft,
    body: [...body, { text: `Pour mémoire : ${listWords(leftOver)}.` }],
  });
}

export interface LetterDraft {
  kind: LetterKind;
  to: Person | undefined;
  subject: string;
  draft: string;
}

/** A whole letter from the conversation: template by kind, facts placed, nothing invented. */
export function composeLetter(
  conversation: Conversation,
  kind = letterKind(conversation.request.command),
): LetterDraft {
  const to = conversation.request.facts.people[0];
  const { subject, body } = bodyOf(conversation, kind);
  const draft = letterWithFacts(conversation, {
    subject,
    to,
    body: [
      conversation.request.pasted
        ? { text: 'Merci pour votre message, que j’ai bien reçu.', level: 1 }
        : null,
      ...body.filter((paragraph) => paragraph.text),
    ],
  });
  return { kind, to, subject, draft };
}
