// Clide's template answers: the frequent questions of a topic (returns, delivery, payment), each
// with a ready answer that uses the request's own terms (a 30-day period, free return from 60 €),
// as many as asked.
import { fold } from '../french.ts';
import { voices } from '../team.ts';
import type { Conversation } from '../understanding/conversation.ts';
import { blocks } from './compose.ts';
import { countFor } from './work-parts.ts';

/** A request for ready-made answers rather than one reply to one customer. */
export function asksForTemplates(command: string): boolean {
  return /\b(reponses?[- ]types?|modeles? de reponses?|faq|questions? (les plus )?(frequentes|courantes|recurrentes)|reponses? toutes faites|trames? de reponses?)\b/.test(
    fold(command),
  );
}

interface Terms {
  /** "30 jours": the period the request gives, else the legal 14 days. */
  period: string;
  given: boolean;
  /** "60 €": a threshold the request gives. */
  threshold: string | null;
}

type QA = [string, string];

const topics: Array<{ name: string; pattern: RegExp; answers: (terms: Terms) => QA[] }> = [
  {
    name: 'les retours',
    pattern: /\b(retours?|retourner|echanges?|retractation)\b/,
    answers: ({ period, given, threshold }) => [
      [
        'Quel est le délai pour retourner un article ?',
        `Vous disposez de ${period} à compter de la réception de votre commande pour nous retourner un article${given ? '' : ' (délai légal de rétractation)'}.`,
      ],
      [
        'Le retour est-il gratuit ?',
        threshold
          ? `Oui, le retour est gratuit dès ${threshold} d’achat ; en dessous, les frais de retour restent à votre charge.`
          : 'Les frais de retour sont indiqués sur l’étiquette ; ils sont offerts si l’article est défectueux ou ne correspond pas à votre commande.',
      ],
      [
        'Comment faire un retour ?',
        'Depuis votre compte, rubrique “Mes commandes”, choisissez l’article, imprimez l’étiquette de retour et déposez le colis en point relais.',
      ],
      [
        'Quand serai-je remboursé ?',
        'Dès réception et contrôle de votre retour, sous 14 jours au plus, sur le moyen de paiement utilisé pour la commande.',
      ],
      [
        'Puis-je échanger un article au lieu d’être remboursé ?',
        `Oui : indiquez l’article souhaité dans votre demande de retour, dans le même délai de ${period} ; nous l’expédions dès réception du premier.`,
      ],
      [
        'Dans quel état l’article doit-il être renvoyé ?',
        'Neuf, non utilisé, dans son emballage d’origine avec ses étiquettes, pour que nous puissions le remettre en vente.',
      ],
      [
        'Mon article est arrivé abîmé : que faire ?',
        'Envoyez-nous une photo sous 48 heures : nous vous renvoyons un article neuf sans frais, sans attendre le retour du premier.',
      ],
      [
        'Les articles en promotion sont-ils repris ?',
        `Oui, aux mêmes conditions que les autres, dans le délai de ${period}.`,
      ],
    ],
  },
  {
    name: 'la livraison',
    pattern: /\b(livraisons?|livrer|expedition|colis|transporteur|delais? de livraison)\b/,
    answers: ({ period, given, threshold }) => [
      [
        'Quel est le délai de livraison ?',
        `Votre commande est livrée sous ${given ? period : '2 à 5 jours ouvrés'} après sa validation ; vous recevez un email à l’expédition.`,
      ],
      [
        'La livraison est-elle gratuite ?',
        threshold
          ? `Oui, dès ${threshold} d’achat ; en dessous, les frais sont calculés à l’étape du panier.`
          : 'Les frais de livraison sont affichés à l’étape du panier, avant tout paiement.',
      ],
      [
        'Comment suivre mon colis ?',
        'Le lien de suivi est dans l’email d’expédition et dans votre compte, rubrique “Mes commandes”.',
      ],
      [
        'Ma commande est en retard : que faire ?',
        'Écrivez-nous avec votre numéro de commande : nous contactons le transporteur et vous donnons une nouvelle date sous 24 heures.',
      ],
      [
        'Je serai absent à la livraison : que se passe-t-il ?',
        'Le colis est déposé en point relais ; vous avez 10 jours pour le retirer.',
      ],
      [
        'Livrez-vous à l’étranger ?',
        'Oui, dans l’Union européenne ; les délais et frais sont affichés au moment de la commande.',
      ],
      [
        'Mon colis est arrivé abîmé : que faire ?',
        'Refusez-le ou notez des réserves, puis envoyez-nous une photo : nous renvoyons la commande sans frais.',
      ],
    ],
  },
  {
    name: 'le paiement',
    pattern: /\b(paiements?|payer|factur\w*|prelevements?|abonnements?|cartes? bancaires?)\b/,
    answers: ({ threshold }) => [
      [
        'Quels moyens de paiement acceptez-vous ?',
        'Carte bancaire, PayPal et virement ; le paiement est sécurisé et vos données ne sont pas conservées.',
      ],
      [
        'Puis-je payer en plusieurs fois ?',
        threshold
          ? `Oui, en 3 fois sans frais dès ${threshold} d’achat.`
          : 'Oui, en 3 fois sans frais au-dessus d’un certain montant, indiqué à l’étape du paiement.',
      ],
      [
        'Où trouver ma facture ?',
        'Dans votre compte, rubrique “Mes commandes” : chaque facture se télécharge en PDF.',
      ],
      [
        'J’ai été débité deux fois : que faire ?',
        'Envoyez-nous votre relevé : nous remboursons le doublon sous 5 jours ouvrés.',
      ],
      [
        'Comment résilier mon abonnement ?',
        'Depuis votre compte, rubrique “Abonnement” ; la résiliation prend effet à la fin de la période en cours.',
      ],
      [
        'Mon paiement a été refusé : pourquoi ?',
        'Le plus souvent, un plafond atteint ou une validation 3D Secure non faite : réessayez ou contactez votre banque.',
      ],
    ],
  },
];

export function templatesWriter(conversation: Conversation): string {
  const { request } = conversation;
  const folded = fold(request.command);
  const count = countFor(conversation, /^(reponses?|questions?|modeles?|trames?)$/, 5);
  const duration = request.facts.durations.find((item) => /jour|semaine|mois/.test(fold(item.text)));
  const periodWords = /\b(\d{1,3}) (jours|semaines|mois)\b/.exec(request.command);
  const period = duration?.text ?? periodWords?.[0] ?? null;
  const terms: Terms = {
    period: period ?? '14 jours',
    given: period !== null,
    threshold: request.facts.amounts[0] ?? null,
  };
  const matching = topics.filter((topic) => topic.pattern.test(folded));
  // The topic asked first, then the others, so any number asked can be answered.
  const chosen = matching.length ? matching : topics;
  const pool = [
    ...chosen.flatMap((topic) => topic.answers(terms)),
    ...topics.filter((topic) => !chosen.includes(topic)).flatMap((topic) => topic.answers(terms)),
  ];
  const answers = pool.slice(0, Math.min(count, pool.length));
  const subject = matching.length ? matching.map((topic) => topic.name).join(' et ') : null;
  return blocks(
    `${voices.clide.ack} Voici ${answers.length} réponses types${subject ? ` sur ${subject}` : ''}, prêtes à copier :`,
    answers.map(([question, answer], index) => `${index + 1}. **${question}** — « ${answer} »`).join('\n'),
    '**Conseil :** gardez-les dans votre outil de support et personnalisez la première phrase (prénom, numéro de commande) avant l’envoi.',
  );
}
