// Clide, customer support: a reply to the customer, the escalation decision and corrective actions.

import { blocks, quote, type ReplyContext, sampleNote } from '../context.ts';
import { fold, formatDay, nextWorkingDay } from '../french.ts';
import { salutation } from '../letters.ts';
import { voices } from '../team.ts';
import { dueText, tasksAbout, tasksAssignedTo } from '../workspace.ts';

interface IssueType {
  label: string;
  pattern: RegExp;
  /** What we tell the customer we are doing. */
  answer: string;
  corrective: [string, string, string];
}

// The first matching type wins: a refund about a delivery is a delivery problem first.
const issueTypes: IssueType[] = [
  {
    label: 'Livraison',
    pattern: /livr|colis|expedi|transporteur|commande/,
    answer:
      "J'ai transmis votre commande à notre service logistique pour localiser le colis ; s'il est perdu ou abîmé, nous le renvoyons sans frais.",
    corrective: [
      'Vérifier le suivi transporteur et le délai annoncé sur le site.',
      'Informer proactivement les clients dont la commande dépasse le délai.',
      'Mesurer chaque mois le taux de retard par transporteur.',
    ],
  },
  {
    label: 'Remboursement',
    pattern: /rembours|avoir|retour produit|retourner/,
    answer:
      "J'ai bien enregistré votre demande de remboursement : elle est en cours de validation et vous recevrez une confirmation écrite dès qu'elle sera traitée.",
    corrective: [
      "Vérifier l'éligibilité selon les conditions de vente, puis déclencher le remboursement.",
      "Rendre la procédure de retour visible dans l'espace client.",
      'Analyser les motifs de retour pour corriger la cause (fiche produit, qualité).',
    ],
  },
  {
    label: 'Facturation',
    pattern: /factur|paiement|prelevement|debit|tarif|prix|montant/,
    answer:
      "J'ai demandé la vérification de votre facture à notre service comptable ; si une erreur est confirmée, nous émettons une facture rectificative.",
    corrective: [
      "Contrôler la facture, le moyen de paiement et l'historique des prélèvements.",
      'Ajouter une explication des lignes de facture dans la FAQ.',
      "Vérifier que les changements de tarif sont annoncés à l'avance.",
    ],
  },
  {
    label: 'Accès au compte',
    pattern: /connexion|connecter|mot de passe|identifiant|compte bloque|acces/,
    answer:
      'Vous pouvez réinitialiser votre mot de passe depuis la page de connexion (« Mot de passe oublié ») ; si le problème persiste, je débloque votre compte manuellement.',
    corrective: [
      "Vérifier que l'email de réinitialisation part bien (et pas en spam).",
      'Contrôler les blocages automatiques après plusieurs tentatives.',
      "Ajouter un article d'aide « Je n'arrive pas à me connecter ».",
    ],
  },
  {
    label: 'Incident technique',
    pattern: /bug|erreur|plant|ne fonctionne pas|ne marche pas|panne|lent|bloque/,
    answer:
      "J'ai transmis le problème à notre équipe technique avec les informations que vous nous avez données. Pourriez-vous préciser votre navigateur ou appareil et les étapes qui mènent à l'erreur ?",
    corrective: [
      'Reproduire le problème et ouvrir un ticket technique avec les étapes exactes.',
      "Regrouper les tickets similaires pour mesurer l'impact.",
      'Prévenir les clients concernés dès que le correctif est en ligne.',
    ],
  },
  {
    label: 'Résiliation',
    pattern: /resili|desabonn|abonnement|annul/,
    answer:
      "J'ai bien pris note de votre demande concernant votre abonnement. Avant de la traiter, puis-je vous demander ce qui a motivé cette décision ? Nous avons peut-être une solution.",
    corrective: [
      'Traiter la demande dans le délai prévu par les conditions générales.',
      'Proposer une alternative adaptée (pause, formule inférieure) sans forcer.',
      "Noter le motif de départ pour l'analyse mensuelle du churn.",
    ],
  },
];

const generalIssue: Omit<IssueType, 'pattern'> = {
  label: 'Demande générale',
  answer: "J'ai bien reçu votre demande et je la traite en priorité.",
  corrective: [
    "Qualifier la demande (catégorie, produit, urgence) dans l'outil de tickets.",
    'Vérifier si une réponse existe déjà dans la base de connaissances.',
    "Créer un article d'aide si la question revient souvent.",
  ],
};

const escalationReasons: Array<[RegExp, string]> = [
  [
    /avocat|juridique|tribunal|mise en demeure|plainte|litige/,
    'risque juridique (vers le responsable juridique)',
  ],
  [/rgpd|donnees personnelles|fuite|piratage|securite/, 'données ou sécurité (vers le responsable sécurité)'],
  [/reseaux sociaux|presse|avis negatif|trustpilot/, "risque d'image (vers la communication)"],
  [/\bvip\b|grand compte|gros client/, 'client stratégique (vers son responsable de compte)'],
  [
    /encore|deuxieme fois|troisieme|toujours pas|depuis des semaines|relance/,
    'client qui relance déjà (vers le support niveau 2)',
  ],
  [/escalad|urgent|inacceptable|menace/, 'demande explicite ou urgence (vers le responsable support)'],
];

/** When to escalate, for a question asked without the ticket itself. */
function escalationGuide(): string {
  return blocks(
    `${voices.clide.ack} Sans le message du client, voici les critères que j'applique :`,
    [
      '| Situation | Niveau |',
      '|---|---|',
      '| Question simple, réponse dans la base de connaissances | Niveau 1 : on répond |',
      '| Client qui relance, incident qui touche plusieurs clients | Niveau 2 : support expert |',
      '| Client stratégique, menace publique (avis, réseaux sociaux) | Responsable support |',
      '| Démarche juridique, données personnelles, sécurité | Juridique ou sécurité, le jour même |',
    ].join('\n'),
    "**À transmettre en cas d'escalade :** le message du client, l'historique, ce qui a déjà été tenté et le délai promis.",
    "Collez le message du client après « Ticket : » et je vous dis s'il faut escalader, avec une réponse prête à envoyer.",
  );
}

export function supportReply(context: ReplyContext): string {
  const { entities, today, workspace } = context;
  if (
    !context.pasted &&
    /\b(faut-il|dois-je|doit-on|faudrait-il|quand|comment) escalad/.test(fold(context.command))
  ) {
    return escalationGuide();
  }
  const text = fold(`${context.command} ${context.pasted ?? ''}`);
  const issue: Omit<IssueType, 'pattern'> =
    issueTypes.find((type) => type.pattern.test(text)) ?? generalIssue;
  const upset = /mecontent|furieux|inacceptable|scandale|honte|decu|colere|agace|insatisf/.test(text);
  const reasons = escalationReasons.filter(([pattern]) => pattern.test(text)).map(([, reason]) => reason);
  const priority = reasons.length ? 'haute' : upset ? 'moyenne à haute' : 'normale';
  const replyBy = formatDay(nextWorkingDay(today), today);
  const draft = [
    `**Objet :** ${issue.label} : nous nous en occupons`,
    '',
    salutation(entities.person),
    '',
    upset
      ? 'Merci de nous avoir écrit, et toutes nos excuses pour ce désagrément : je comprends tout à fait votre agacement.'
      : 'Merci de nous avoir contactés.',
    '',
    issue.answer,
    '',
    `Je reviens vers vous au plus tard le ${replyBy} avec une réponse définitive.`,
    '',
    'Bien cordialement,',
    '[Votre nom], service client',
  ].join('\n');
  const queue = [
    ...tasksAssignedTo(workspace, 'Clide'),
    ...tasksAbout(workspace, /ticket|client|support|reclamation/),
  ];
  const next = queue[0];
  return blocks(
    `${voices.clide.ack} Voici ma proposition pour ce ${context.intent === 'email' ? 'message client' : 'ticket'}.`,
    `**Analyse**\n- Catégorie : ${issue.label}\n- Ton du client : ${upset ? 'mécontent' : 'neutre'}\n- Priorité conseillée : ${priority}`,
    `**Réponse proposée**\n${quote(draft)}`,
    reasons.length
      ? `**Escalade : oui**, pour ${reasons.join(' ; ')}. Transmettez l'historique complet et la réponse déjà envoyée.`
      : "**Escalade : pas nécessaire pour l'instant.** Escaladez si le client relance, parle de démarche juridique ou si le problème touche d'autres clients.",
    `**Actions correctives**\n${issue.corrective.map((action, index) => `${index + 1}. ${action}`).join('\n')}`,
    next && `**Dans votre file :** « ${next.title} », ${dueText(next.dueDate, today)}.`,
    next && sampleNote(context),
  );
}
