import {
  activityReport,
  closeCv,
  farCv,
  jobOffer,
  meetingNotes,
} from '../../src/server/testing/document-samples.ts';
import type { EmployeeId } from '../../src/shared/routes.ts';
import { sampleWorkspace } from '../../src/shared/sample-workspace.ts';
import type { Weekday } from './checks.ts';
import {
  at,
  type Check,
  changedFromPrevious,
  cites,
  declines,
  euros,
  expectedDay,
  frenchDay,
  handoffTo,
  hashtags,
  inOrder,
  listDatesIn,
  listSize,
  longerThanPrevious,
  mentions,
  noHandoff,
  noPlaceholder,
  notMentions,
  picksFromPreviousList,
  proposal,
  proposals,
  shorterThanPrevious,
  tutoie,
  vouvoie,
} from './checks.ts';
import { alfredStop48 } from './stop48/alfred.ts';
import { chipStop48 } from './stop48/chip.ts';
import { clideStop48 } from './stop48/clide.ts';
import { dotStop48 } from './stop48/dot.ts';
import { millieStop48 } from './stop48/millie.ts';
import { specStop48 } from './stop48/spec.ts';
import { sukiStop48 } from './stop48/suki.ts';
import { heldOut49 } from './stop50/ho49.ts';
import { followUps51 } from './stop51/followups.ts';
import { heldOut50 } from './stop51/ho50.ts';
import { heldOut51 } from './stop52/ho51.ts';
import { heldOut52 } from './stop53/ho52.ts';
import { heldOut53 } from './stop54/ho53.ts';
import { heldOut54 } from './stop55/ho54.ts';
import { refusals55 } from './stop55/refusals.ts';
import { heldOut55 } from './stop56/ho55.ts';
import { heldOut56 } from './stop57/ho56.ts';
import { heldOut57 } from './stop58/ho57.ts';
import { heldOut58 } from './stop59/ho58.ts';

// What a demanding French small-business owner asks the seven employees, and what a good answer
// must contain. Written for French, not for any engine's templates: see README.md.

export interface Turn {
  user: string;
  /** From this turn on, talk to this employee in a new conversation (same user: company memory). */
  employee?: EmployeeId;
  expect: Check[];
  /** Replaces `expect` when a model provider answers: what only the offline engine must decline. */
  expectWithModel?: Check[];
}

export interface Scenario {
  id: string;
  /** Who answers the first turn. */
  employee: EmployeeId;
  /** Runs through a signed-in user's stored conversations (actions, memory) rather than /api/chat. */
  signedIn?: boolean;
  /** Documents the signed-in user uploads before the first turn (the company brain). */
  documents?: Array<{ name: string; text: string }>;
  /** Tickets the signed-in user's support desk holds before the first turn (typed in through its API). */
  tickets?: Array<{
    requesterName: string;
    requesterEmail: string;
    subject: string;
    body: string;
    priority?: 'low' | 'medium' | 'high' | 'urgent';
  }>;
  /**
   * The Paris weekdays on which the request makes sense (« cette semaine … avant mercredi », said on a
   * Thursday, names a day gone by): on the others it is skipped, and counted as such, not failed.
   */
  weekdays?: Weekday[];
  /**
   * The last Paris day (`YYYY-MM-DD`) on which its fixed dates make sense (« avant le 5 décembre » put in
   * order with later deadlines): after it the scenario is skipped, and counted as such.
   */
  validUntil?: string;
  turns: Turn[];
}

/**
 * The visitor's sample meetings are in the current Paris week: those still ahead when the eval runs
 * must be named (one already begun is not « prochain »), or the reply must say that nothing is
 * planned (the sample's week may be over).
 */
function upcomingSampleMeetings(now = new Date()): Check[] {
  const ahead = sampleWorkspace(now).events.filter((event) => new Date(event.start) > now);
  return ahead.length
    ? [mentions(...ahead.map((event) => event.title))]
    : [mentions(['Rien n’est prévu', "Rien n'est prévu"])];
}

/** A meeting moved from the next `weekday` by `days`: the day it lands on, as a letter writes it. */
function movedDay(
  weekday: 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday',
  days: number,
  now = new Date(),
): string[] {
  const label = frenchDay(expectedDay(`next:${weekday}`, now) + days);
  return [label, label.replace(/^(\S+ 1) /, '$1er ')];
}

const aWeekLater = ['une semaine', '7 jours', 'sept jours', '8 jours', 'huit jours', 'semaine prochaine'];

const writtenBeforeStop48: Scenario[] = [
  // --- Alfred: reminders, replies, notes, agenda, priorities ---------------------------------------
  {
    id: 'alfred-relance-facture',
    employee: 'alfred',
    turns: [
      {
        user: 'Rédige un mail de relance pour M. Lefèvre de la société Bati-Ouest : la facture F-2026-118 de 1 200 € est impayée depuis le 15 octobre. Courtois mais ferme.',
        expect: [
          mentions('M. Lefèvre', 'Bati-Ouest', 'F-2026-118', euros('1 200'), '15 octobre'),
          noPlaceholder({ gaps: 1 }),
          noHandoff(),
        ],
      },
      {
        user: 'Fais-la plus courte.',
        expect: [shorterThanPrevious(), mentions('F-2026-118', euros('1 200')), noHandoff()],
      },
    ],
  },
  {
    id: 'alfred-relance-plus-ferme',
    employee: 'alfred',
    turns: [
      {
        user: 'Écris une relance pour Mme Perrin : son chèque de 640 € pour la commande n° 2291 n’est jamais arrivé.',
        expect: [mentions('Mme Perrin', '640 €', '2291'), noPlaceholder({ gaps: 1 })],
      },
      {
        user: 'Sois plus ferme, c’est la troisième relance.',
        expect: [
          changedFromPrevious(),
          mentions('Mme Perrin', '640 €', '2291'),
          mentions([
            'dernière relance',
            'troisième relance',
            'sans réponse',
            'au plus tard',
            'mise en demeure',
            'recouvrement',
            'sans délai',
            'pénalités',
          ]),
        ],
      },
    ],
  },
  {
    id: 'alfred-fournisseur-commande',
    employee: 'alfred',
    turns: [
      {
        user: 'Réponds à mon fournisseur Point P : je confirme la commande n° 4471 de 12 sacs de ciment, livraison le vendredi 28 novembre avant 8h au 3 impasse des Lilas à Villeurbanne.',
        expect: [
          mentions(
            'Point P',
            '4471',
            '12 sacs',
            '28 novembre',
            ['8h', '8 h'],
            '3 impasse des Lilas',
            'Villeurbanne',
          ),
          noPlaceholder({ gaps: 1 }),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'alfred-rappel-comptable',
    employee: 'alfred',
    turns: [
      {
        user: 'Rappelle-moi d’appeler l’expert-comptable, Mme Rousseau, jeudi à 14h30 pour le bilan 2025.',
        expect: [mentions('Mme Rousseau', 'jeudi', ['14h30', '14 h 30'], 'bilan 2025'), noHandoff()],
      },
    ],
  },
  {
    id: 'alfred-priorites-premiere',
    employee: 'alfred',
    turns: [
      {
        user: 'Donne-moi mes 3 priorités pour aujourd’hui, en liste numérotée.',
        expect: [listSize(3), noHandoff()],
      },
      { user: 'Et laquelle dois-je faire en premier ?', expect: [picksFromPreviousList(), noHandoff()] },
    ],
  },
  {
    id: 'alfred-annonce-fermeture-clients-signee',
    employee: 'alfred',
    turns: [
      {
        user: 'Prépare un mail pour prévenir nos clients que l’agence sera fermée du 23 décembre au 3 janvier. Signe Marc Lemoine, Agence Lemoine Immobilier.',
        expect: [
          mentions('23 décembre', '3 janvier', 'Marc Lemoine', 'Agence Lemoine Immobilier'),
          notMentions('Bonjour Marc', 'Bonjour Agence'),
          noPlaceholder(),
        ],
      },
      {
        user: 'Ajoute qu’en cas d’urgence ils peuvent nous joindre au 02 40 12 34 56.',
        expect: [mentions('02 40 12 34 56', 'vous pouvez', 'Marc Lemoine'), notMentions('ils peuvent')],
      },
    ],
  },
  {
    id: 'alfred-notes-reunion-3-points',
    employee: 'alfred',
    turns: [
      {
        user: 'Résume en 3 points mes notes : « Réunion du 12 novembre avec le fournisseur Rexel. Hausse de tarifs de 4,5 % au 1er janvier. Livraisons groupées le mardi. Remise de 8 % si la commande annuelle dépasse 20 000 €. Prochain point le 9 décembre à 11h. »',
        expect: [listSize(3), mentions('Rexel', '4,5 %', '8 %', euros('20 000'), '9 décembre')],
      },
    ],
  },
  {
    id: 'alfred-mot-associe-vouvoiement',
    employee: 'alfred',
    turns: [
      {
        user: 'Écris un petit mot à Julien, mon associé, pour lui dire que je serai en retard de 20 minutes à la réunion de 9h.',
        expect: [mentions('Julien', '20 minutes', ['9h', '9 h'])],
      },
      { user: 'Passe au vouvoiement.', expect: [vouvoie(), mentions('20 minutes')] },
    ],
  },
  {
    id: 'alfred-prochains-rendez-vous',
    employee: 'alfred',
    turns: [
      {
        user: 'Quels sont mes prochains rendez-vous ?',
        expect: [...upcomingSampleMeetings(), noPlaceholder(), noHandoff()],
      },
    ],
  },
  {
    id: 'alfred-vers-suki-linkedin',
    employee: 'alfred',
    turns: [
      {
        user: 'Écris-moi un post LinkedIn pour annoncer les 10 ans de l’entreprise.',
        expect: [handoffTo('suki')],
      },
    ],
  },
  {
    id: 'alfred-vers-dot-offre',
    employee: 'alfred',
    turns: [
      { user: 'Il me faut une offre d’emploi pour un apprenti pâtissier.', expect: [handoffTo('dot')] },
    ],
  },
  {
    id: 'alfred-traduction',
    employee: 'alfred',
    turns: [
      {
        user: 'Traduis en anglais : « Merci pour votre commande »',
        expect: [declines(), notMentions('Je vous en prie')],
        expectWithModel: [mentions('Thank you for your order'), notMentions('Je vous en prie')],
      },
    ],
  },
  {
    id: 'alfred-web-prefecture',
    employee: 'alfred',
    turns: [
      {
        user: 'Cherche sur internet les horaires d’ouverture de la préfecture du Rhône.',
        expect: [declines()],
        expectWithModel: [declines({ suggestsModel: false })],
      },
    ],
  },

  {
    id: 'alfred-hors-role-formation',
    employee: 'alfred',
    turns: [
      {
        user: 'Conçois une formation Excel pour mes commerciaux.',
        expect: [mentions('formation Excel'), handoffTo('millie'), notMentions('Objet :')],
      },
    ],
  },
  {
    id: 'alfred-nouvelle-boutique',
    employee: 'alfred',
    turns: [
      {
        user: 'Nous ouvrons une deuxième boutique à Nantes le 5 décembre.',
        expect: [mentions('Nantes'), handoffTo('suki'), notMentions('reformuler')],
      },
      {
        user: 'Écris un mail à nos clients pour l’annoncer.',
        expect: [mentions('Nantes', '5 décembre'), notMentions('annoncer nos clients')],
      },
    ],
  },

  {
    id: 'alfred-agenda-de-la-semaine',
    employee: 'alfred',
    turns: [
      {
        user: 'Qu’est-ce que j’ai de prévu cette semaine ?',
        expect: [mentions('semaine'), notMentions('sept prochains jours')],
      },
    ],
  },

  {
    id: 'alfred-reponse-oui-a-une-question',
    employee: 'alfred',
    turns: [
      {
        user: 'Réponds à Karim qui me demande si on peut décaler la livraison au 15 janvier : c’est d’accord.',
        expect: [mentions('Karim', 'décaler la livraison', '15 janvier', 'accord'), notMentions('regret')],
      },
      {
        user: 'Ajoute qu’on lui offre les frais de port.',
        expect: [mentions('frais de port', '15 janvier')],
      },
    ],
  },
  {
    id: 'alfred-remerciement-equipe-nommee',
    employee: 'alfred',
    turns: [
      {
        user: 'Écris un mot de remerciement à l’équipe de la boulangerie Dupain pour le buffet de samedi.',
        expect: [mentions('boulangerie Dupain', 'buffet'), notMentions('remercier pour la boulangerie')],
      },
    ],
  },

  {
    id: 'alfred-confirmation-rendez-vous-complet',
    employee: 'alfred',
    turns: [
      {
        user: 'Écris un mail à Mme Besson pour lui confirmer notre rendez-vous du mardi 8 décembre à 15h au cabinet.',
        expect: [mentions('Besson', 'rendez-vous', '8 décembre', at('15'), 'cabinet')],
      },
    ],
  },
  {
    id: 'alfred-question-hors-role',
    employee: 'alfred',
    turns: [
      {
        user: 'Quel est le meilleur logiciel de comptabilité pour une TPE ?',
        expect: [declines(), notMentions('Objet :')],
      },
    ],
  },

  {
    id: 'alfred-proposer-un-point',
    employee: 'alfred',
    turns: [
      {
        user: 'Écris un mail à Julie pour lui proposer un point jeudi à 11h.',
        expect: [mentions('Julie', 'point', '11'), notMentions('Merci pour votre message')],
      },
    ],
  },
  {
    id: 'alfred-bonne-nouvelle-signee',
    employee: 'alfred',
    turns: [
      {
        user: 'Bonne nouvelle : on a signé avec la mairie de Brest pour 3 ans !',
        expect: [mentions('mairie de Brest', '3 ans'), handoffTo('suki'), notMentions('Objet :')],
      },
    ],
  },

  {
    id: 'alfred-dejeuner-a-midi',
    employee: 'alfred',
    turns: [
      {
        user: 'Organise un déjeuner avec Hélène Roche mercredi prochain.',
        expect: [mentions('déjeuner', 'Hélène Roche', '12 h'), notMentions('9 h – 10 h', 'Réunion')],
      },
    ],
  },

  {
    id: 'alfred-nom-corrige',
    employee: 'alfred',
    turns: [
      {
        user: 'Écris à M. Roux pour lui dire que son devis de 2 300 € est prêt.',
        expect: [mentions('Roux', euros('2 300'))],
      },
      {
        user: 'Il s’appelle en fait M. Rouxel.',
        expect: [mentions('Monsieur Rouxel', euros('2 300')), notMentions('M. Roux.', 'Monsieur Roux,')],
      },
    ],
  },

  // --- Chip: prospecting, outreach, CRM, opportunities ---------------------------------------------
  {
    id: 'chip-prospection-hotels',
    employee: 'chip',
    turns: [
      {
        user: 'Rédige un email de prospection pour Mme Nadia Benali, directrice des achats chez Hôtels Riviera à Nice : on propose l’entretien de leurs climatisations, avec 15 % de remise la première année.',
        expect: [
          mentions(['Mme Benali', 'Nadia Benali'], 'Hôtels Riviera', 'Nice', '15 %', 'climatisation'),
          noPlaceholder({ gaps: 1 }),
          noHandoff(),
        ],
      },
      {
        user: 'Ajoute un message de relance à envoyer une semaine plus tard.',
        expect: [mentions(aWeekLater, 'Hôtels Riviera'), noHandoff()],
      },
      { user: 'Passe au tutoiement.', expect: [tutoie()] },
    ],
  },
  {
    id: 'chip-linkedin-boulangerie',
    employee: 'chip',
    turns: [
      {
        user: 'Écris un message LinkedIn court pour approcher Karim, gérant de la boulangerie Le Fournil à Bordeaux, et lui présenter notre logiciel de caisse à 49 € par mois.',
        expect: [mentions('Karim', 'Le Fournil', 'Bordeaux', '49 €'), noPlaceholder({ gaps: 1 })],
      },
      { user: 'Plus formel, s’il te plaît.', expect: [vouvoie(), changedFromPrevious(), mentions('49 €')] },
    ],
  },
  {
    id: 'chip-cibles-lille',
    employee: 'chip',
    turns: [
      {
        user: 'Donne-moi 5 idées de cibles à prospecter pour une entreprise de nettoyage de bureaux à Lille.',
        expect: [listSize(5), noHandoff()],
      },
      { user: 'Laquelle dois-je démarcher en premier ?', expect: [picksFromPreviousList()] },
    ],
  },
  {
    id: 'chip-relance-devis-geste',
    employee: 'chip',
    turns: [
      {
        user: 'Prépare une relance pour les Menuiseries Gautier : pas de réponse à notre devis D-2026-042 de 3 480 € HT envoyé le 2 novembre.',
        expect: [
          mentions('Menuiseries Gautier', 'D-2026-042', euros('3 480'), '2 novembre'),
          noPlaceholder({ gaps: 1 }),
        ],
      },
      {
        user: 'Ajoute un geste commercial de 10 %.',
        expect: [mentions('10 %', 'D-2026-042', 'Menuiseries Gautier')],
      },
    ],
  },
  {
    id: 'chip-prospects-a-relancer',
    employee: 'chip',
    turns: [
      {
        user: 'Quels prospects dois-je relancer en ce moment ?',
        expect: [mentions('salon'), noPlaceholder(), noHandoff()],
      },
    ],
  },
  {
    id: 'chip-sequence-architectes',
    employee: 'chip',
    turns: [
      {
        user: 'Propose-moi une séquence de 4 messages de prospection pour des cabinets d’architectes.',
        expect: [listSize(4), noHandoff()],
      },
    ],
  },
  {
    id: 'chip-vers-clide-colis',
    employee: 'chip',
    turns: [
      {
        user: 'Un client se plaint que sa commande n° 55812 est arrivée cassée, réponds-lui.',
        expect: [handoffTo('clide')],
      },
    ],
  },
  {
    id: 'chip-vers-dot-commercial',
    employee: 'chip',
    turns: [
      {
        user: 'Publie une offre d’emploi pour recruter un commercial terrain en Bretagne.',
        expect: [handoffTo('dot')],
      },
    ],
  },
  {
    id: 'chip-web-agences',
    employee: 'chip',
    turns: [
      {
        user: 'Trouve-moi sur internet les coordonnées des 10 plus grosses agences immobilières de Toulouse.',
        expect: [declines()],
        expectWithModel: [declines({ suggestsModel: false })],
      },
    ],
  },
  {
    id: 'chip-pour-chip-opportunites',
    employee: 'chip',
    turns: [
      {
        user: 'Écris un mail à M. Hervé Lambert, gérant du camping Les Pins à Biscarrosse, pour lui proposer 3 bornes de recharge à 2 900 € l’unité, pose comprise.',
        expect: [
          mentions(['M. Lambert', 'Hervé Lambert'], 'Les Pins', 'Biscarrosse', euros('2 900'), '3 bornes'),
          noPlaceholder({ gaps: 1 }),
        ],
      },
      { user: 'Plus chaleureux.', expect: [changedFromPrevious(), mentions('Les Pins', euros('2 900'))] },
    ],
  },
  {
    id: 'chip-arguments-restaurateur',
    employee: 'chip',
    turns: [
      {
        user: 'Quels arguments pour convaincre un restaurateur de prendre notre abonnement à 59 € par mois ?',
        expect: [
          mentions('restaurateur', '59 € par mois', 'par jour', ['couvert', 'couverts'], 'trop cher'),
          notMentions('Objet :', 'Seriez-vous disponible', 'par mois .'),
          noPlaceholder(),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'chip-arguments-suite-objection',
    employee: 'chip',
    turns: [
      {
        user: 'Donne-moi des arguments de vente pour convaincre une fleuriste de passer à notre caisse connectée à 45 € par mois.',
        expect: [mentions('fleuriste', '45 € par mois', 'par jour'), notMentions('Objet :'), noHandoff()],
      },
      { user: 'Plus court.', expect: [shorterThanPrevious(), mentions('45 € par mois')] },
      {
        user: 'Et si elle me dit qu’elle n’a pas le temps de changer ?',
        expect: [
          mentions('pas le temps', 'caisse connectée'),
          notMentions('Objet :', 'hors ligne'),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'chip-objection-trop-cher',
    employee: 'chip',
    turns: [
      {
        user: 'Un prospect boulanger trouve que notre terminal à 29 € par mois est trop cher. Qu’est-ce que je lui réponds ?',
        expect: [
          mentions('29 € par mois', 'par rapport à quoi', 'boulanger'),
          notMentions('Objet :', 'Je me permets de vous contacter'),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'chip-pourquoi-electricien',
    employee: 'chip',
    turns: [
      {
        user: 'Pourquoi un électricien choisirait notre logiciel de facturation plutôt qu’un tableur ?',
        expect: [
          mentions('électricien', 'logiciel de facturation', ['devis', 'factures'], 'objections'),
          notMentions('Objet :', 'Je me permets de contacter votre'),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'chip-relance-devis-plus-ferme-puis-cordial',
    employee: 'chip',
    turns: [
      {
        user: 'Relance la société Durand pour le devis D-2024-118 de 4 800 € envoyé le 3 novembre',
        expect: [mentions('D-2024-118', '4 800 €', '3 novembre')],
      },
      {
        user: 'Plus ferme',
        expect: [
          mentions(
            'D-2024-118',
            '4 800 €',
            '3 novembre',
            'Durand',
            ['sans retour', 'sans réponse'],
            'décision',
          ),
          notMentions('Avez-vous eu le temps', 'Bien cordialement'),
        ],
      },
      {
        user: 'Finalement plus cordial',
        expect: [
          mentions('D-2024-118', '4 800 €', '3 novembre', ['j’espère', "j'espère"]),
          notMentions('Sans retour de votre part', 'Avez-vous eu le temps'),
        ],
      },
    ],
  },
  {
    id: 'chip-relance-plus-insistant-avec-echeance',
    employee: 'chip',
    turns: [
      {
        user: 'Relance Mme Petit pour le devis n°452 de 1 200 € HT envoyé le 12 octobre',
        expect: [mentions('Petit', '1 200 € HT')],
      },
      {
        user: 'Sois plus insistant, elle doit répondre avant le 15 décembre',
        expect: [
          mentions('Madame Petit', '452', '1 200 € HT', '12 octobre', 'avant le mardi 15 décembre'),
          notMentions('Avez-vous eu le temps'),
        ],
      },
    ],
  },
  {
    id: 'chip-relance-proposition-objet-formel',
    employee: 'chip',
    turns: [
      {
        user: 'Fais une relance pour M. Garnier de la boulangerie Garnier, notre proposition de site web à 3 500 € du 2 novembre',
        expect: [noHandoff(), mentions('Garnier', 'proposition de site web', '3 500 €', '2 novembre')],
      },
      {
        user: 'Plus formel',
        expect: [
          mentions('Monsieur Garnier', 'site web', '3 500 €', '2 novembre', 'salutations distinguées'),
          notMentions('Avez-vous eu le temps'),
        ],
      },
    ],
  },
  {
    id: 'chip-decaler-visio-prospect',
    employee: 'chip',
    turns: [
      {
        user: 'Écris à M. Faure de Batiplus pour décaler notre visio de mardi 10h à jeudi 14h, j’ai un empêchement',
        expect: [
          mentions('Monsieur Faure', 'Batiplus', 'visioconférence', 'empêchement', ['reporter', 'décaler']),
          notMentions('de Batiplus.', 'message de prospection'),
        ],
      },
    ],
  },
  {
    id: 'chip-envoyer-devis-mairie-total',
    employee: 'chip',
    turns: [
      {
        user: 'Envoie un devis à la mairie de Vannes pour 40 chaises pliantes à 28 € pièce, livraison avant le 20 janvier',
        expect: [
          mentions('40 chaises pliantes', '28 €', '1 120 €', '20 janvier', 'Vannes'),
          notMentions('Je reviens vers vous', 'Avez-vous eu le temps'),
        ],
      },
    ],
  },
  {
    id: 'chip-repondre-demande-tarif-camping',
    employee: 'chip',
    turns: [
      {
        user: 'Le gérant du camping Les Pins à Biarritz m’a demandé un tarif pour 12 vélos électriques en location à la saison. Réponds-lui : 9 600 € la saison, entretien compris.',
        expect: [
          mentions('12 vélos électriques', '9 600 €', 'entretien compris', 'Les Pins'),
          notMentions('pourrait tirer parti', 'gagner du temps sur ce qui les freine'),
        ],
      },
    ],
  },
  {
    id: 'chip-devis-renovation-puis-tutoiement-nom-compose',
    employee: 'chip',
    turns: [
      {
        user: 'Prépare un devis pour Mme Da Silva : rénovation de sa salle de bain, 7 450 € TTC, travaux en mars',
        expect: [
          mentions('Madame Da Silva', 'salle de bain', '7 450 € TTC', 'mars'),
          notMentions('Madame Silva', 'pour Mme Da Silva.'),
        ],
      },
      { user: 'Tutoie-la', expect: [mentions('7 450 € TTC', 'salle de bain'), notMentions('Bonjour Da,')] },
    ],
  },

  // --- Clide: customer replies, tickets, escalations -----------------------------------------------
  // Replies whose answer the user gives (written 29 November 2026): the answer is the reply.
  {
    id: 'clide-reponse-livraison-avant-noel',
    employee: 'clide',
    turns: [
      {
        user: 'Réponds à Mme Lefort qui demande si sa commande de 12 chaises sera livrée avant Noël : oui, livraison le 18 décembre entre 8 h et 12 h.',
        expect: [
          mentions('Madame Lefort', '12 chaises', '18 décembre', ['8 h', '8h'], ['12 h', '12h']),
          notMentions('Pour mémoire', 'je reviens vers vous', 'dans les meilleurs délais'),
          noPlaceholder({ gaps: 0 }),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'clide-refus-remboursement-avoir',
    employee: 'clide',
    turns: [
      {
        user: 'M. Perrin veut être remboursé de son aspirateur acheté il y a 45 jours. On refuse, le délai de 30 jours est dépassé, mais on lui propose un avoir de 50 €.',
        expect: [
          mentions('Monsieur Perrin', 'aspirateur', '30 jours', 'avoir', '50 €'),
          notMentions('Pour mémoire', 'nous vous remboursons', 'je reviens vers vous'),
          noPlaceholder({ gaps: 0 }),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'clide-remboursement-bouilloire-plus-court',
    employee: 'clide',
    turns: [
      {
        user: 'Mme Roux demande le remboursement de sa bouilloire tombée en panne au bout d’une semaine, commande n° 3310 de 45 €. Réponds-lui.',
        expect: [mentions('Madame Roux', '3310', '45 €'), noPlaceholder({ gaps: 0 }), noHandoff()],
      },
      { user: 'Plus court.', expect: [shorterThanPrevious(), mentions('3310')] },
    ],
  },
  {
    id: 'clide-remboursement-accorde-plus-court',
    employee: 'clide',
    turns: [
      {
        user: 'M. Blanc veut être remboursé de sa perceuse achetée 89 € il y a dix jours, elle ne démarre plus. Dis-lui qu’on le rembourse sous 5 jours.',
        expect: [
          mentions('Monsieur Blanc', 'perceuse', '89 €', '5 jours'),
          noPlaceholder({ gaps: 0 }),
          noHandoff(),
        ],
      },
      { user: 'Plus court.', expect: [shorterThanPrevious(), mentions('5 jours')] },
    ],
  },
  {
    id: 'clide-colis-bloque-renvoi',
    employee: 'clide',
    turns: [
      {
        user: 'Réponds à Julie Martin : son colis est bloqué au dépôt de Rennes, on le renvoie demain en Chronopost, frais à notre charge.',
        expect: [
          mentions(['Julie', 'Madame Martin'], 'Rennes', 'Chronopost', [
            'à notre charge',
            'offerts',
            'pris en charge',
          ]),
          notMentions('Pour mémoire', 'son colis', 'je reviens vers vous'),
          noPlaceholder({ gaps: 0 }),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'clide-avoir-a-la-place',
    employee: 'clide',
    turns: [
      {
        user: 'M. Roussel se plaint : sa commande n° 3307 est arrivée avec une chaise cassée. Réponds-lui.',
        expect: [mentions('Roussel', '3307'), noPlaceholder(), noHandoff()],
      },
      {
        user: 'Propose-lui plutôt un avoir de 40 € sur sa prochaine commande.',
        expect: [
          mentions('Roussel', '3307', euros('40'), 'votre prochaine commande'),
          notMentions('remplacement'),
        ],
      },
    ],
  },
  {
    id: 'clide-vase-casse',
    employee: 'clide',
    turns: [
      {
        user: 'Une cliente, Mme Fabre, a reçu sa commande n° 55812 abîmée (un vase à 89 €). Rédige une réponse : on la rembourse ou on renvoie un vase, au choix.',
        expect: [mentions('Mme Fabre', '55812', '89 €'), noPlaceholder({ gaps: 1 }), noHandoff()],
      },
      { user: 'Plus courte.', expect: [shorterThanPrevious(), mentions('55812')] },
      {
        user: 'Ajoute un geste commercial de 10 % sur sa prochaine commande.',
        expect: [mentions('10 %', 'Mme Fabre'), noHandoff()],
      },
    ],
  },
  {
    id: 'clide-ticket-livraison',
    employee: 'clide',
    turns: [
      {
        user: 'Ticket #4821 de M. Olivier Marchand : sa livraison prévue le 18 novembre n’est toujours pas arrivée. Réponds-lui en t’excusant, nouvelle date : le 22 novembre.',
        expect: [
          mentions(['M. Marchand', 'Olivier Marchand'], '4821', '18 novembre', '22 novembre'),
          noPlaceholder({ gaps: 1 }),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'clide-double-prelevement',
    employee: 'clide',
    turns: [
      {
        user: 'Un client menace de laisser un avis 1 étoile parce que son abonnement de 29,90 € a été prélevé deux fois. Qu’est-ce que je lui réponds ?',
        expect: [mentions('29,90 €', 'rembours'), noHandoff()],
      },
    ],
  },
  // Clide on the support desk (decision 068): answered from the desk's records, never from the sample.
  {
    id: 'clide-desk-etat-du-support',
    employee: 'clide',
    signedIn: true,
    tickets: [
      {
        requesterName: 'Jeanne Martin',
        requesterEmail: 'jeanne.martin@client.test',
        subject: 'Chaudière qui fuit',
        body: 'Bonjour, ma chaudière fuit depuis hier soir, pouvez-vous passer ?',
        priority: 'high',
      },
      {
        requesterName: 'Paul Petit',
        requesterEmail: 'paul.petit@client.test',
        subject: 'Double facturation',
        body: 'Vous m’avez facturé deux fois l’entretien de novembre.',
      },
    ],
    turns: [
      {
        user: 'Où en est le support ?',
        expect: [
          mentions('Jeanne Martin'),
          mentions('Paul Petit'),
          mentions('Chaudière qui fuit'),
          mentions(['2 tickets', 'deux tickets']),
          notMentions('facture en double', 'exemple'),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'clide-desk-aucun-retard',
    employee: 'clide',
    signedIn: true,
    tickets: [
      {
        requesterName: 'Lucie Bernard',
        requesterEmail: 'lucie@client.test',
        subject: 'Devis salle de bain',
        body: 'Pourriez-vous m’envoyer un devis pour refaire ma salle de bain ?',
      },
    ],
    turns: [
      {
        user: 'Quels tickets sont en retard ?',
        expect: [
          mentions('aucun', ['pas de ticket', 'aucun ticket']),
          mentions('Devis salle de bain'),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'clide-desk-escalade-tutoie',
    employee: 'clide',
    signedIn: true,
    tickets: [
      {
        requesterName: 'Marc Durand',
        requesterEmail: 'marc.durand@client.test',
        subject: 'Toujours pas de chauffage',
        body: 'C’est inadmissible, troisième relance et toujours pas de chauffage !',
      },
    ],
    turns: [
      {
        user: 'escalade le ticket de Marc Durand a Sophie, il menace d’aller voir un avocat',
        expect: [proposal({ kind: 'support_escalate', titleIncludes: 'Sophie' }), noHandoff()],
      },
    ],
  },
  {
    id: 'clide-tickets-en-attente',
    employee: 'clide',
    turns: [{ user: 'Où en sont les tickets en attente ?', expect: [mentions('facturation'), noHandoff()] }],
  },
  {
    id: 'clide-livraison-samedi-tutoie',
    employee: 'clide',
    turns: [
      {
        user: 'Réponds à Léa, une cliente fidèle qui demande si on livre le samedi : oui, le samedi matin entre 8h et 12h.',
        expect: [mentions('Léa', 'samedi', ['8h', '8 h']), noPlaceholder({ gaps: 1 })],
      },
      { user: 'Tutoie-la, on se connaît bien.', expect: [tutoie(), mentions('samedi')] },
    ],
  },
  {
    id: 'clide-reponses-types-retours',
    employee: 'clide',
    turns: [
      {
        user: 'Donne-moi 6 réponses types aux questions les plus fréquentes sur les retours (délai de 30 jours, retour gratuit dès 60 € d’achat).',
        expect: [listSize(6), mentions('30 jours', '60 €')],
      },
    ],
  },
  {
    id: 'clide-acompte-formel',
    employee: 'clide',
    turns: [
      {
        user: 'Réponds à M. Chevalier qui réclame le remboursement de son acompte de 500 € pour la commande CMD-7789 annulée le 4 novembre. Il sera remboursé sous 10 jours.',
        expect: [
          mentions('M. Chevalier', '500 €', 'CMD-7789', '4 novembre', '10 jours'),
          noPlaceholder({ gaps: 1 }),
        ],
      },
      {
        user: 'Plus formel.',
        expect: [vouvoie(), changedFromPrevious(), mentions('CMD-7789', ['Monsieur', 'Madame, Monsieur'])],
      },
    ],
  },
  {
    id: 'clide-escalade-gerant',
    employee: 'clide',
    turns: [
      {
        user: 'Mme Da Silva exige de parler au gérant : sa cuisine posée le 3 octobre fuit encore malgré deux interventions. Rédige ma réponse et dis-moi si je dois escalader.',
        expect: [
          mentions('Mme Da Silva', '3 octobre', 'deux interventions'),
          noPlaceholder({ gaps: 1 }),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'clide-vers-suki-article',
    employee: 'clide',
    turns: [
      { user: 'Écris un article de blog sur nos nouveautés de l’automne.', expect: [handoffTo('suki')] },
    ],
  },
  {
    id: 'clide-vers-millie-jalons',
    employee: 'clide',
    turns: [
      {
        user: 'Fais le planning du déménagement de l’atelier avec les jalons principaux.',
        expect: [handoffTo('millie')],
      },
    ],
  },
  {
    id: 'clide-capitale-perou',
    employee: 'clide',
    turns: [
      {
        user: 'Au fait, quelle est la capitale du Pérou ?',
        expect: [declines()],
        expectWithModel: [mentions('Lima')],
      },
    ],
  },
  {
    id: 'clide-livre-non-recu',
    employee: 'clide',
    turns: [
      {
        user: 'Un client me dit que son colis est marqué livré mais qu’il ne l’a jamais reçu, tu peux me préparer une réponse ?',
        expect: [
          mentions(
            'livré',
            'voisin',
            'enquête',
            'transporteur',
            ['renvoyons', 'rembours'],
            'preuve de livraison',
          ),
          notMentions('retard', 'livrée au plus tard'),
          noPlaceholder(),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'clide-distribue-rien-recu',
    employee: 'clide',
    turns: [
      {
        user: 'M. Henry est furieux : son colis est indiqué comme distribué depuis lundi, il n’a rien reçu dans sa boîte aux lettres. Réponds-lui.',
        expect: [
          mentions('M. Henry', 'voisin', 'enquête'),
          notMentions('retard', 'boîte mail', 'Connectez'),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'clide-article-manquant',
    employee: 'clide',
    turns: [
      {
        user: 'Mme Laurent a reçu sa commande n° 9021 mais il manque le chargeur de l’ordinateur. Réponds-lui.',
        expect: [
          mentions('Mme Laurent', '9021', 'chargeur', 'sans frais', 'photo'),
          notMentions('retard', 'livrée au plus tard'),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'clide-retour-taille',
    employee: 'clide',
    turns: [
      {
        user: 'Un client veut renvoyer une veste trop grande achetée il y a une semaine. Prépare la réponse.',
        expect: [
          mentions('retour', '14 jours', 'étiquette'),
          notMentions('mécontentement', 'défectueux', 'transporteur'),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'clide-colis-ecrase',
    employee: 'clide',
    turns: [
      {
        user: 'Une cliente a reçu sa lampe avec l’abat-jour écrasé, le carton était abîmé. Tu peux rédiger la réponse ?',
        expect: [
          mentions('photo', 'emballage', ['remplacement', 'rembours'], 'avarie'),
          notMentions('retard'),
          noHandoff(),
        ],
      },
    ],
  },

  {
    id: 'clide-pull-troue',
    employee: 'clide',
    turns: [
      {
        user: 'Une cliente a reçu un pull troué, elle est furieuse. Tu me prépares une réponse ?',
        expect: [
          mentions('défaut', 'photo', ['remplacement', 'rembours']),
          notMentions('votre demande', 'retard', 'panne'),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'clide-reporter-demo-cliente',
    employee: 'clide',
    turns: [
      {
        user: 'Écris à Mme Lenoir pour reporter la démo du 3 décembre au 10 décembre',
        expect: [
          mentions('Madame Lenoir', 'démonstration', 'du 3 décembre', 'au 10 décembre'),
          notMentions('Merci pour votre message', 'Pour mémoire'),
        ],
      },
    ],
  },
  {
    id: 'clide-question-rapportee-livraison-ajaccio',
    employee: 'clide',
    turns: [
      {
        user: 'Une cliente demande si on livre à Ajaccio et en combien de temps',
        expect: [mentions('Ajaccio', ['livrons', 'livraison']), notMentions('en attente dans votre espace')],
      },
    ],
  },

  // --- Issue 41, Clide and Millie: the user's instruction is the draft; facts in the prose ----------
  // A trade job (a shower fitted at the customer's) is not a product sold: no consumer warranty, the
  // date of the job and the fix the user decided said in the letter.
  {
    id: 'clide-chantier-joint-douche',
    employee: 'clide',
    turns: [
      {
        user: 'Reponds a M. Le Goff, la douche qu on a posee chez lui le 12 septembre fuit au niveau du joint. On repasse jeudi matin refaire le joint, sans frais.',
        expect: [
          mentions('Monsieur Le Goff', '12 septembre', 'jeudi', 'joint', ['sans frais', 'gratuit']),
          notMentions('garantie légale de conformité', 'bien neuf', 'je reviens vers vous', 'posee', 'qu on'),
          noPlaceholder(),
          noHandoff(),
        ],
      },
    ],
  },
  // « On refuse mais on propose un avoir », typed without accents: the refusal and the credit, in words
  // spelt right.
  {
    id: 'clide-refus-gateau-avoir-sans-accents',
    employee: 'clide',
    turns: [
      {
        user: 'mme perrot veut etre remboursee de son gateau d anniversaire, elle dit qu il etait trop sec. on refuse, il a ete mange en entier, mais on lui propose un avoir de 15 €. redige la reponse',
        expect: [
          mentions('Madame Perrot', 'avoir', '15 €', ['gâteau', 'commande']),
          notMentions('remboursee', 'gateau', ' a ete ', 'nous vous remboursons', 'je reviens vers vous'),
          vouvoie(),
          noHandoff(),
        ],
      },
      {
        user: 'plus court',
        expect: [shorterThanPrevious(), mentions('15 €', 'avoir'), notMentions('nous vous remboursons')],
      },
    ],
  },
  // A pasted customer mail signed at its foot, and « confirme pour dimanche »: her name from the
  // signature, the choice she offered answered.
  {
    id: 'clide-mail-colle-confirme-dimanche',
    employee: 'clide',
    turns: [
      {
        user: `Reponds a ce mail, confirme pour dimanche midi :

Bonjour,
Nous souhaiterions réserver votre salle du fond pour le déjeuner d'anniversaire de ma mère, nous serons 12 adultes et 3 enfants. Serait-il possible de venir dimanche midi, ou à défaut samedi soir ? Nous aimerions commander le menu à 32 €.
Merci d'avance,
Hélène Brunet`,
        expect: [
          mentions(['Madame Brunet', 'Hélène'], 'dimanche', '32 €'),
          notMentions(
            'Bonjour Confirme',
            'Bonjour Reponds',
            'je reviens vers vous',
            'Merci de nous avoir signalé',
          ),
          noPlaceholder(),
          noHandoff(),
        ],
      },
    ],
  },
  // « Propose le 18 ou le 20 »: the two dates offered, then the same as an SMS.
  {
    id: 'clide-propose-deux-dates-puis-sms',
    employee: 'clide',
    turns: [
      {
        user: 'M. Garcia veut qu on vienne regler son portail electrique cette semaine mais on est complets. Propose-lui le 18 ou le 20 au matin.',
        expect: [
          mentions('Monsieur Garcia', '18', '20', 'portail'),
          notMentions(
            'je reviens vers vous',
            'electrique',
            'Merci de nous avoir signalé le problème rencontré avec votre produit',
          ),
          noPlaceholder(),
          noHandoff(),
        ],
      },
      {
        user: 'version SMS',
        expect: [shorterThanPrevious(), mentions('18', '20'), notMentions('Objet :'), noHandoff()],
      },
    ],
  },
  // A business customer's return under the user's trade terms: no consumer withdrawal period.
  {
    id: 'clide-retour-pro-cgv',
    employee: 'clide',
    turns: [
      {
        user: 'La société Batiprox nous a acheté 40 radiateurs pour un chantier et veut en retourner 6 qu’ils n’ont pas posés. Nos conditions pro : retour accepté sous 30 jours, avec 15 % de frais de restockage. Réponds-leur.',
        expect: [
          mentions('Batiprox', '6 radiateurs', '30 jours', '15 %'),
          notMentions('droit de rétractation', 'sous 14 jours', 'garantie légale'),
          noPlaceholder(),
          noHandoff(),
        ],
      },
    ],
  },
  // A long mail pasted, then « dis-lui que… »: the answer given is the body; then shorter.
  {
    id: 'clide-mail-colle-dis-lui-rembourse-port',
    employee: 'clide',
    turns: [
      {
        user: `Dis-lui qu'on lui rembourse les 6,90 € de la livraison express, sous 5 jours.

Bonjour,
Je vous écris car j'ai commandé deux coussins en lin (commande 55821) et j'ai payé 6,90 € pour la livraison express. Le colis est arrivé en cinq jours, comme une livraison normale. Je trouve ça vraiment pas sérieux, surtout que c'était pour un cadeau. Pouvez-vous faire quelque chose ?
Cordialement,
Yannick Morvan`,
        expect: [
          mentions(['Monsieur Morvan', 'Yannick'], '6,90 €', 'express', '5 jours'),
          notMentions('Bonjour Dis', 'Bonjour Dites', 'je reviens vers vous', 'Bonjour Je'),
          noPlaceholder(),
          noHandoff(),
        ],
      },
      {
        user: 'plus court',
        expect: [shorterThanPrevious(), mentions('6,90 €'), notMentions('Bonjour Dis')],
      },
    ],
  },
  // A regular the user tutoies: « dis-lui que oui », said in tu.
  {
    id: 'clide-habitue-tutoie-dis-lui-oui',
    employee: 'clide',
    turns: [
      {
        user: 'Julien, un habitue, me demande si on peut lui mettre de cote 2 baguettes tradi tous les samedis. Dis-lui que oui, a retirer avant 11h. On se tutoie.',
        expect: [
          tutoie(),
          mentions('Julien', 'samedi', ['11h', '11 h'], 'baguettes'),
          notMentions('habitue', 'cote ', 'je reviens vers'),
          noHandoff(),
        ],
      },
    ],
  },
  // The price asked, from the price list the user uploaded: the figure, in the reply to the customer.
  {
    id: 'clide-tarif-ramonage-document',
    employee: 'clide',
    signedIn: true,
    documents: [
      {
        name: 'tarifs-2026.md',
        text: `# Tarifs 2026 — Ramonage Le Bihan\n\n| Prestation | Prix TTC |\n|---|---|\n| Ramonage cheminée ouverte ou insert | 75 € |\n| Ramonage conduit de poêle à bois | 80 € |\n| Entretien annuel poêle à granulés | 165 € |\n| Débistrage | 220 € |\n\nDéplacement offert dans un rayon de 20 km autour de Lorient. Certificat de ramonage remis sur place.`,
      },
    ],
    turns: [
      {
        user: 'Une cliente, Mme Jaouen, demande combien coûte l entretien de son poele a granulés. Reponds-lui avec nos tarifs.',
        expect: [
          mentions('Madame Jaouen', '165 €', 'granulés'),
          notMentions('poele', 'je reviens vers vous', 'Merci de nous avoir signalé'),
          noPlaceholder(),
          noHandoff(),
        ],
      },
    ],
  },
  // A date corrected in the next turn replaces the first one.
  {
    id: 'clide-date-corrigee-livraison-table',
    employee: 'clide',
    turns: [
      {
        user: 'Réponds à Mme Rey qui demande quand sera livrée sa table en chêne : elle sera livrée le mardi 15 décembre.',
        expect: [
          mentions('Madame Rey', 'table', '15 décembre'),
          notMentions('je reviens vers vous'),
          noHandoff(),
        ],
      },
      {
        user: 'non, le jeudi 17 décembre finalement',
        expect: [mentions('Madame Rey', '17 décembre'), notMentions('15 décembre'), noHandoff()],
      },
    ],
  },

  // --- Suki: posts, articles, SEO, newsletters -----------------------------------------------------
  {
    id: 'suki-post-deuxieme-boutique',
    employee: 'suki',
    turns: [
      {
        user: 'Écris un post LinkedIn pour annoncer que notre boulangerie Au Pain Doré ouvre une deuxième boutique le 6 décembre, 14 rue Nationale à Tours.',
        expect: [
          mentions('Au Pain Doré', '6 décembre', '14 rue Nationale', 'Tours'),
          noPlaceholder(),
          noHandoff(),
        ],
      },
      { user: 'Ajoute 3 hashtags.', expect: [hashtags(3), mentions('Au Pain Doré')] },
      { user: 'Fais-le plus court.', expect: [shorterThanPrevious(), mentions('6 décembre')] },
    ],
  },
  {
    id: 'suki-newsletter-institut',
    employee: 'suki',
    turns: [
      {
        user: 'Prépare la newsletter de décembre de mon institut de beauté Belle & Zen : -20 % sur les soins visage du 1er au 24 décembre, et des cartes cadeaux à partir de 50 €.',
        expect: [mentions('Belle & Zen', '20 %', '24 décembre', '50 €'), noPlaceholder(), noHandoff()],
      },
    ],
  },
  {
    id: 'suki-idees-garage',
    employee: 'suki',
    turns: [
      {
        user: 'Donne-moi 5 idées d’articles de blog pour un garage automobile à Rennes.',
        expect: [listSize(5), noHandoff()],
      },
      { user: 'Et laquelle dois-je faire en premier ?', expect: [picksFromPreviousList()] },
    ],
  },
  {
    id: 'suki-seo-chaudiere',
    employee: 'suki',
    turns: [
      {
        user: 'Propose un titre SEO et une meta description de moins de 160 caractères pour ma page « Dépannage chaudière à Grenoble » : on intervient en 2 heures, 7 jours sur 7.',
        expect: [
          mentions('Grenoble', 'chaudière', ['2 heures', '2 h', '2h'], ['7 jours sur 7', '7j/7', '7 j/7']),
          noPlaceholder(),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'suki-plan-article-4-parties',
    employee: 'suki',
    turns: [
      {
        user: 'Fais le plan d’un article en 4 parties : « Comment réduire sa facture d’électricité de 15 % en 2026 ».',
        expect: [listSize(4), mentions('15 %')],
      },
    ],
  },
  {
    id: 'suki-atelier-poterie-tutoie',
    employee: 'suki',
    turns: [
      {
        user: 'Écris un post Instagram pour notre atelier poterie du samedi 14 décembre à 10h : 35 € par personne, 8 places seulement.',
        expect: [mentions('14 décembre', ['10h', '10 h'], '35 €', '8 places'), noPlaceholder()],
      },
      {
        user: 'Plus chaleureux, et tutoie nos abonnés.',
        expect: [tutoie(), changedFromPrevious(), mentions('35 €')],
      },
    ],
  },
  {
    id: 'suki-fiche-google-plus-longue',
    employee: 'suki',
    turns: [
      {
        user: 'Écris une courte description pour la fiche Google de mon restaurant Chez Lulu à Annecy, cuisine savoyarde.',
        expect: [mentions('Chez Lulu', 'Annecy', 'savoyarde'), noPlaceholder()],
      },
      {
        user: 'Fais-la plus longue, avec nos horaires : du mardi au samedi, 12h-14h et 19h-22h.',
        expect: [longerThanPrevious(), mentions('Chez Lulu', 'mardi', 'samedi', ['19h', '19 h'])],
      },
    ],
  },
  {
    id: 'suki-vers-alfred-relance',
    employee: 'suki',
    turns: [
      {
        user: 'Relance M. Dupont pour sa facture impayée F-2026-201, s’il te plaît.',
        expect: [handoffTo('alfred')],
      },
    ],
  },
  {
    id: 'suki-vers-dot-cv',
    employee: 'suki',
    turns: [{ user: 'Trie les CV que j’ai reçus pour le poste de vendeuse.', expect: [handoffTo('dot')] }],
  },
  {
    id: 'suki-tendances-sources',
    employee: 'suki',
    turns: [
      {
        user: 'Donne-moi les tendances Instagram de cette semaine, avec les sources.',
        expect: [declines()],
        expectWithModel: [declines({ suggestsModel: false })],
      },
    ],
  },

  {
    id: 'suki-hors-role-devis',
    employee: 'suki',
    turns: [
      {
        user: 'Fais-moi un devis pour la rénovation de la cuisine de M. Lemaire, 4 500 €.',
        expect: [mentions('devis', 'M. Lemaire'), handoffTo('chip'), hashtags(0)],
      },
    ],
  },

  {
    id: 'suki-article-partie-ajoutee',
    employee: 'suki',
    turns: [
      {
        user: 'Rédige un article de blog sur l’entretien des vélos électriques en hiver.',
        expect: [mentions('vélos électriques')],
      },
      {
        user: 'Ajoute une partie sur les batteries.',
        expect: [mentions('batteries', 'vélos électriques'), notMentions('il me manque')],
      },
    ],
  },
  {
    id: 'suki-newsletter-liste-apres-deux-points',
    employee: 'suki',
    turns: [
      {
        user: 'Fais une newsletter de décembre : nouveaux horaires le dimanche, calendrier de l’avent, livraison offerte dès 50 €.',
        expect: [mentions('dimanche', 'calendrier de l’avent', euros('50'))],
      },
      {
        user: 'Rajoute une rubrique sur nos ateliers de Noël.',
        expect: [mentions('ateliers de Noël', 'calendrier de l’avent'), longerThanPrevious()],
      },
    ],
  },

  {
    id: 'suki-conseil-de-ton-tiktok',
    employee: 'suki',
    turns: [
      {
        user: 'Quel ton adopter sur TikTok pour une cave à vin ?',
        expect: [mentions('TikTok', 'cave à vin', 'ton'), hashtags(0)],
      },
    ],
  },
  {
    id: 'suki-presentation-apres-deux-points',
    employee: 'suki',
    turns: [
      {
        user: 'Rédige la présentation de notre entreprise pour le site : menuiserie artisanale à Annecy depuis 1987.',
        expect: [mentions('Menuiserie artisanale', 'Annecy', '1987')],
      },
    ],
  },

  {
    id: 'suki-idees-saint-valentin',
    employee: 'suki',
    turns: [
      {
        user: 'Donne-moi 5 idées de posts pour la Saint-Valentin pour notre fleuristerie.',
        expect: [mentions('Saint-Valentin', 'fleuristerie'), listSize(5)],
      },
    ],
  },
  {
    id: 'suki-salon-annonce-avec-on',
    employee: 'suki',
    turns: [
      {
        user: 'On participe au salon de l’habitat de Rennes du 6 au 8 mars, stand B12.',
        expect: [
          mentions('salon de l’habitat', 'Rennes', 'B12', '6 au 8 mars'),
          notMentions('nous participe '),
        ],
      },
    ],
  },

  {
    id: 'suki-meta-description-page-nommee',
    employee: 'suki',
    turns: [
      {
        user: 'Propose une meta-description pour notre page Plomberie d’urgence à Lyon.',
        expect: [mentions('Plomberie d’urgence à Lyon'), notMentions('actions SEO')],
      },
    ],
  },

  {
    id: 'suki-fais-en-un-post-facebook',
    employee: 'suki',
    turns: [
      { user: 'Nous recrutons un boulanger en CDI à Tours.', expect: [mentions('boulanger', 'Tours')] },
      { user: 'Fais-en un post Facebook.', expect: [mentions('boulanger', 'CDI', 'Tours', 'Facebook')] },
    ],
  },

  {
    id: 'suki-slogans-food-truck',
    employee: 'suki',
    turns: [
      {
        user: 'Une idée de slogan pour notre food truck ?',
        expect: [mentions('slogan', 'food truck'), listSize(5), hashtags(0)],
      },
    ],
  },

  {
    id: 'suki-seminaire-confie-a-millie',
    employee: 'suki',
    turns: [
      {
        user: 'Organise le séminaire de l’équipe à Biarritz en juin.',
        expect: [mentions('séminaire', 'Biarritz'), handoffTo('millie'), notMentions('il me manque')],
      },
    ],
  },

  // --- Dot: job offers, candidate screening, interview slots ---------------------------------------
  {
    id: 'dot-offre-plombier',
    employee: 'dot',
    turns: [
      {
        user: 'Rédige une offre d’emploi pour un plombier chauffagiste en CDI à Villeurbanne : 2 300 € brut par mois, 35 heures, permis B exigé, début le 5 janvier.',
        expect: [
          mentions(
            'plombier chauffagiste',
            'CDI',
            'Villeurbanne',
            euros('2 300'),
            ['35 heures', '35 h'],
            'permis B',
            '5 janvier',
          ),
          noPlaceholder({ gaps: 1 }),
          noHandoff(),
        ],
      },
      { user: 'Fais-la plus courte.', expect: [shorterThanPrevious(), mentions('Villeurbanne', 'CDI')] },
    ],
  },
  {
    id: 'dot-deux-candidats',
    employee: 'dot',
    turns: [
      {
        user: 'Deux candidats pour le poste d’assistante administrative : Claire Dubois, 5 ans d’expérience, maîtrise Sage ; Mehdi Ait, 2 ans d’expérience, bilingue anglais. Lequel je convoque en premier et pourquoi ?',
        expect: [mentions('Claire', 'Mehdi', 'Sage'), noHandoff()],
      },
    ],
  },
  {
    id: 'dot-trois-creneaux',
    employee: 'dot',
    turns: [
      {
        user: 'Propose 3 créneaux d’entretien à Mme Laura Petit pour le poste de comptable, la semaine prochaine entre 9h et 12h.',
        expect: [
          listSize(3),
          listDatesIn('next:monday', 7),
          mentions(['Mme Petit', 'Laura Petit', 'Laura'], 'comptable'),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'dot-questions-vendeur',
    employee: 'dot',
    turns: [
      {
        user: 'Donne-moi 5 questions d’entretien pour recruter un vendeur en boulangerie.',
        expect: [listSize(5), noHandoff()],
      },
      { user: 'Et laquelle dois-je poser en premier ?', expect: [picksFromPreviousList()] },
    ],
  },
  {
    id: 'dot-refus-serveur-tutoie',
    employee: 'dot',
    turns: [
      {
        user: 'Écris un message de refus bienveillant à Thomas Girard, candidat au poste de serveur, après son entretien du 7 novembre.',
        expect: [mentions('Thomas', 'serveur', '7 novembre'), noPlaceholder({ gaps: 1 })],
      },
      {
        user: 'Plus chaleureux, et tutoie-le : c’est un ancien stagiaire.',
        expect: [tutoie(), mentions('Thomas')],
      },
    ],
  },
  {
    id: 'dot-presélection-support',
    employee: 'dot',
    turns: [
      {
        user: 'Où en est la présélection des candidatures ?',
        expect: [mentions('chargé de support'), noHandoff()],
      },
    ],
  },
  {
    id: 'dot-invitation-commis-relance',
    employee: 'dot',
    turns: [
      {
        user: 'Rédige l’invitation à un entretien pour Sarah Lemoine, candidate au poste de commis de cuisine : jeudi 20 novembre à 15h, au restaurant, 8 place Bellecour à Lyon.',
        expect: [
          mentions('Sarah', 'commis de cuisine', '20 novembre', ['15h', '15 h'], '8 place Bellecour', 'Lyon'),
          noPlaceholder({ gaps: 1 }),
        ],
      },
      {
        user: 'Ajoute une relance à lui envoyer une semaine plus tard si elle ne confirme pas.',
        // The candidate named, by her first name or as « Madame Lemoine ».
        expect: [mentions(aWeekLater, ['Sarah', 'Madame Lemoine', 'Mme Lemoine'])],
      },
    ],
  },
  {
    id: 'dot-offre-saisonnier-longue',
    employee: 'dot',
    turns: [
      {
        user: 'Annonce courte pour un saisonnier en CDD de 2 mois à la cueillette des pommes, à Moissac, 11,88 € de l’heure.',
        expect: [mentions('CDD', '2 mois', 'Moissac', '11,88 €'), noPlaceholder({ gaps: 1 })],
      },
      {
        user: 'Fais-la plus longue : ajoute que le logement est fourni et que le travail commence le 1er septembre.',
        expect: [longerThanPrevious(), mentions('logement', '1er septembre', '11,88 €')],
      },
    ],
  },
  {
    id: 'dot-vers-chip-clients',
    employee: 'dot',
    turns: [{ user: 'Trouve-moi des clients pour mon agence de traduction.', expect: [handoffTo('chip')] }],
  },
  {
    id: 'dot-vers-suki-newsletter',
    employee: 'dot',
    turns: [{ user: 'Écris la newsletter de janvier pour nos clients.', expect: [handoffTo('suki')] }],
  },

  // --- Millie: project plans, milestones, status, deadlines ----------------------------------------
  {
    id: 'millie-plan-renovation-jalon',
    employee: 'millie',
    turns: [
      {
        user: 'Fais-moi le plan du projet de rénovation de la boutique : travaux du 6 au 31 janvier, budget 18 000 €, réouverture le 2 février.',
        expect: [mentions(euros('18 000'), '31 janvier', '2 février'), noPlaceholder(), noHandoff()],
      },
      {
        user: 'Ajoute un jalon pour la réception des travaux le 30 janvier.',
        expect: [mentions('30 janvier', 'réception', '2 février')],
      },
    ],
  },
  {
    id: 'millie-statut-offre-pro',
    employee: 'millie',
    turns: [
      {
        user: 'Où en est le lancement de l’offre Pro ?',
        expect: [mentions('offre Pro', ['40 %', '40%']), noHandoff()],
      },
    ],
  },
  {
    id: 'millie-trois-echeances',
    employee: 'millie',
    turns: [
      { user: 'Quelles sont mes 3 prochaines échéances ?', expect: [listSize(3), noHandoff()] },
      { user: 'Et laquelle dois-je faire en premier ?', expect: [picksFromPreviousList()] },
    ],
  },
  {
    id: 'millie-food-truck-5-jalons',
    employee: 'millie',
    turns: [
      {
        user: 'Découpe le projet « Ouverture du food truck » en 5 jalons, du 1er mars au 15 mai.',
        expect: [listSize(5), mentions('15 mai'), noHandoff()],
      },
    ],
  },
  {
    id: 'millie-retard-chantier',
    employee: 'millie',
    turns: [
      {
        user: 'Le chantier Dupuis a pris 2 semaines de retard à cause du plâtrier. Rédige un point d’avancement pour le client, M. Dupuis : livraison décalée du 12 au 26 décembre.',
        expect: [
          mentions('M. Dupuis', '2 semaines', 'plâtrier', '12', '26 décembre'),
          noPlaceholder({ gaps: 1 }),
        ],
      },
      { user: 'Plus court.', expect: [shorterThanPrevious(), mentions('26 décembre')] },
    ],
  },
  {
    id: 'millie-suki-puis-chip',
    employee: 'millie',
    turns: [
      {
        user: 'Quelles tâches a Suki en ce moment ?',
        expect: [mentions(['annonce de lancement', 'référencement']), noHandoff()],
      },
      { user: 'Et pour Chip ?', expect: [mentions('prospects'), notMentions('référencement')] },
    ],
  },
  {
    id: 'millie-retroplanning-salon',
    employee: 'millie',
    turns: [
      {
        user: 'Fais un rétroplanning pour notre participation au salon Maison & Objet du 15 janvier : stand déjà réservé, 2 500 € de budget.',
        expect: [mentions('Maison & Objet', '15 janvier', euros('2 500')), noHandoff()],
      },
    ],
  },
  {
    id: 'millie-point-banque-formel',
    employee: 'millie',
    turns: [
      {
        user: 'Écris un point d’avancement pour mon associée Camille sur le site web : maquettes validées, développement à 60 %, mise en ligne le 15 décembre.',
        expect: [mentions('Camille', '60 %', '15 décembre'), noPlaceholder({ gaps: 1 })],
      },
      {
        user: 'Rends-le plus formel, c’est finalement pour notre banquier.',
        expect: [vouvoie(), changedFromPrevious(), mentions('60 %', '15 décembre')],
      },
    ],
  },
  {
    id: 'millie-vers-suki-post',
    employee: 'millie',
    turns: [
      { user: 'Écris un post Facebook pour annoncer la fin du chantier.', expect: [handoffTo('suki')] },
    ],
  },
  {
    id: 'millie-vers-clide-ticket',
    employee: 'millie',
    turns: [
      {
        user: 'Réponds au client qui se plaint dans le ticket #3390 d’une facture en double.',
        expect: [handoffTo('clide')],
      },
    ],
  },
  {
    id: 'millie-meteo',
    employee: 'millie',
    turns: [
      {
        user: 'Quel temps fera-t-il demain à Marseille ? C’est pour savoir si le chantier peut avancer.',
        expect: [declines()],
        expectWithModel: [declines({ suggestsModel: false })],
      },
    ],
  },

  {
    id: 'millie-hors-role-formation',
    employee: 'millie',
    turns: [
      {
        user: 'Conçois une formation Excel pour mes commerciaux.',
        expect: [mentions('formation Excel'), notMentions('Avancement'), listSize(6)],
      },
    ],
  },
  {
    id: 'millie-nouvelle-boutique',
    employee: 'millie',
    turns: [
      {
        user: 'Nous ouvrons une deuxième boutique à Nantes le 5 décembre.',
        expect: [mentions('Nantes'), handoffTo('suki'), notMentions('reformuler')],
      },
      { user: 'Fais-moi le rétroplanning.', expect: [mentions('Nantes', '5 décembre')] },
    ],
  },

  {
    id: 'millie-il-faut-preparer-salon',
    employee: 'millie',
    turns: [
      {
        user: 'Il faut préparer le salon Maison & Objet du 16 au 20 janvier à Villepinte avec Léa et Hugo.',
        expect: [
          mentions('Maison & Objet', 'Villepinte', 'Léa', 'Hugo'),
          notMentions('ne fait pas partie de mon rôle'),
        ],
      },
      {
        user: 'Ajoute un jalon : impression des catalogues le 8 janvier.',
        expect: [mentions('impression des catalogues', 'Villepinte')],
      },
    ],
  },
  {
    id: 'millie-livraison-avancee',
    employee: 'millie',
    turns: [
      {
        user: 'On doit livrer l’appli mobile de la mairie de Lorient le 30 avril, découpe-moi ça en étapes.',
        expect: [mentions('appli mobile', '30 avril')],
      },
      {
        user: 'Et si on avance la livraison au 15 avril ?',
        expect: [mentions('appli mobile', '15 avril'), notMentions('Avancement')],
      },
    ],
  },

  {
    id: 'millie-mail-confie-a-alfred',
    employee: 'millie',
    turns: [
      {
        user: 'Écris un mail à Paul pour lui demander les chiffres de novembre.',
        expect: [handoffTo('alfred'), notMentions('Tâches en retard', 'ne fait pas partie de mon rôle')],
      },
    ],
  },

  {
    id: 'millie-risques-du-lancement',
    employee: 'millie',
    turns: [
      {
        user: 'Quels sont les risques sur le lancement de l’offre Pro ?',
        expect: [mentions('Lancement de l’offre Pro', 'Risques', 'en retard'), notMentions('Non assignée')],
      },
    ],
  },

  // --- Issue 41, Millie: people over places and shifts, with the working shown ---------------------
  {
    id: 'millie-vendeurs-deux-marches',
    employee: 'millie',
    turns: [
      {
        user: 'Samedi j ai le marche de Vannes et celui d Auray. 4 vendeurs : Lea, Tom, Ines et Karim. Il faut 2 personnes par marche et Tom et Ines ne doivent pas etre ensemble. Qui va ou ?',
        expect: [
          mentions('Vannes', 'Auray', 'Léa', 'Tom', ['Inès', 'Ines'], 'Karim'),
          notMentions('tâches ouvertes', 'Aucune tâche', 'Tom et Inès à', 'marche de'),
          noHandoff(),
        ],
      },
      {
        user: 'Karim est malade samedi, refais sans lui',
        expect: [
          changedFromPrevious(),
          mentions('Vannes', 'Auray', 'Léa', 'Tom', ['Inès', 'Ines'], ['il manque', 'manque']),
          notMentions('Tom et Karim', 'Léa et Karim', 'Ines et Karim', 'Inès et Karim'),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'millie-planning-boutique-semaine',
    employee: 'millie',
    turns: [
      {
        user: 'Fais-moi le planning de la boutique la semaine prochaine : ouvert du mardi au samedi, il faut 2 personnes le samedi et 1 les autres jours. On est trois : Claire, Malik et Sarah. Sarah ne travaille pas le mardi.',
        expect: [
          mentions('mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'Claire', 'Malik', 'Sarah'),
          notMentions('tâches ouvertes', 'Aucune tâche', 'rétroplanning'),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'millie-equipes-trois-chantiers',
    employee: 'millie',
    turns: [
      {
        user: 'Demain on a trois chantiers : Plouharnel, Carnac et Quiberon. J’ai 5 gars : Yann, Erwan, Loïc, Mathis et Kévin. Il faut 2 personnes à Carnac (gros chantier), les autres peuvent être seuls. Loïc a le permis poids lourd, il doit être à Carnac. Répartis-les.',
        expect: [
          mentions('Plouharnel', 'Carnac', 'Quiberon', 'Yann', 'Erwan', 'Loïc', 'Mathis', 'Kévin'),
          notMentions('tâches ouvertes', 'Aucune tâche'),
          noHandoff(),
        ],
      },
    ],
  },

  // --- Spec: research, watch, summaries, reports ---------------------------------------------------
  {
    id: 'spec-resume-3-points-ca',
    employee: 'spec',
    turns: [
      {
        user: 'Résume ce texte en 3 points : « Le chiffre d’affaires du troisième trimestre atteint 482 000 €, en hausse de 12 % par rapport à 2025. La marge brute recule à 38 % à cause du prix des matières premières. L’entreprise prévoit deux embauches en mars 2026 et l’ouverture d’un point de vente à Nantes le 1er septembre 2026. »',
        expect: [
          listSize(3),
          mentions(euros('482 000'), '12 %', '38 %', 'mars 2026', 'Nantes', '1er septembre 2026'),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'spec-resume-5-points-appel-offres',
    employee: 'spec',
    turns: [
      {
        user: 'Fais-moi une synthèse en 5 points de cet appel d’offres : « La mairie de Valence lance un marché de nettoyage de ses 14 écoles. Durée : 3 ans à compter du 1er avril 2026. Budget annuel estimé : 260 000 € HT. Les candidatures sont attendues avant le 16 janvier 2026 à 12h. Critères : prix 40 %, valeur technique 50 %, démarche environnementale 10 %. Une visite des sites est obligatoire le 8 janvier. »',
        expect: [
          listSize(5),
          mentions('Valence', '14 écoles', '3 ans', euros('260 000'), '16 janvier 2026', '40 %', '8 janvier'),
        ],
      },
    ],
  },
  {
    id: 'spec-synthese-4-points-article',
    employee: 'spec',
    turns: [
      {
        user: 'Synthétise cet article en 4 points pour ma veille : « Selon la CCI, 62 % des artisans de la région prévoient d’augmenter leurs prix en 2026. Le coût de l’énergie reste la première inquiétude pour 48 % d’entre eux. Les aides à la rénovation de 5 000 € maximum seront prolongées jusqu’au 31 décembre 2026. Le nombre d’apprentis a progressé de 7 % sur un an. »',
        expect: [listSize(4), mentions('62 %', '48 %', euros('5 000'), '31 décembre 2026', '7 %', 'CCI')],
      },
    ],
  },
  {
    id: 'spec-rapport-ventes-octobre',
    employee: 'spec',
    turns: [
      {
        user: 'Rédige un rapport d’une page sur nos ventes d’octobre : 312 commandes, panier moyen de 64 €, 9 % de retours, meilleure vente : le coffret Noël à 39 €.',
        expect: [mentions('312', '64 €', '9 %', 'coffret Noël', '39 €'), noPlaceholder(), noHandoff()],
      },
      {
        user: 'Fais-le plus court, c’est pour un message Slack.',
        expect: [shorterThanPrevious(), mentions('312', '64 €')],
      },
    ],
  },
  {
    id: 'spec-analyse-ventes-trimestre',
    employee: 'spec',
    turns: [
      {
        user: 'Voici nos ventes du trimestre : avril 18 200 €, mai 21 700 €, juin 19 900 €. Qu’en penses-tu ?',
        expect: [mentions(euros('59 800'), '+9,3 %', 'mai'), noPlaceholder(), noHandoff()],
      },
      {
        user: 'Et la moyenne par mois ?',
        expect: [mentions(euros('19 933')), noHandoff()],
      },
    ],
  },
  {
    id: 'millie-heures-par-projet',
    employee: 'millie',
    turns: [
      {
        user: 'Combien d’heures au total sur les projets ce mois-ci : site vitrine 34 heures, refonte du logo 12 heures, audit SEO 21 heures ?',
        expect: [mentions('67 heures', 'site vitrine'), noPlaceholder(), noHandoff()],
      },
    ],
  },
  {
    id: 'spec-veille-coiffure-sources',
    employee: 'spec',
    turns: [
      {
        user: 'Prépare une grille de veille sur la concurrence des salons de coiffure à Montpellier.',
        expect: [mentions('Montpellier'), noHandoff()],
      },
      {
        user: 'Donne-moi des sources.',
        expect: [declines()],
        expectWithModel: [mentions('source')],
      },
    ],
  },
  {
    id: 'spec-criteres-fournisseurs',
    employee: 'spec',
    turns: [
      {
        user: 'Donne-moi 4 critères pour comparer deux fournisseurs d’emballages carton.',
        expect: [listSize(4), noHandoff()],
      },
      { user: 'Et lequel est le plus important ?', expect: [picksFromPreviousList()] },
    ],
  },
  {
    id: 'spec-capitale-perou',
    employee: 'spec',
    turns: [
      {
        user: 'Quelle est la capitale du Pérou ?',
        expect: [declines()],
        expectWithModel: [mentions('Lima')],
      },
    ],
  },
  {
    id: 'spec-traduction-espagnol',
    employee: 'spec',
    turns: [
      {
        user: 'Traduis en espagnol : « Les ventes ont augmenté de 12 % ce trimestre. »',
        expect: [declines()],
        expectWithModel: [mentions('12 %', 'ventas')],
      },
    ],
  },
  {
    id: 'spec-vers-dot-magasinier',
    employee: 'spec',
    turns: [{ user: 'Rédige une offre d’emploi pour un magasinier cariste.', expect: [handoffTo('dot')] }],
  },
  {
    id: 'spec-rappel-propose-lui-meme',
    employee: 'spec',
    turns: [
      {
        // Reminders are a skill Alfred shares with the whole team (the registry): Spec proposes it himself.
        user: 'Rappelle-moi de relancer Mme Caron demain matin pour son rendez-vous.',
        expect: [noHandoff(), mentions('Caron', ['Créer la tâche', 'tâche'])],
      },
    ],
  },
  {
    id: 'spec-comparaison-puis-lequel-choisir',
    employee: 'spec',
    turns: [
      {
        user: 'Compare Shopify, WooCommerce et PrestaShop pour ma boutique de thé en ligne',
        expect: [mentions('Shopify', 'WooCommerce', 'PrestaShop')],
      },
      {
        user: 'Lequel choisir ?',
        expect: [
          mentions(
            ['recommand', 'je choisirais', 'je retiens'],
            ['pourquoi', 'parce que', 'car'],
            'changerait',
          ),
          mentions(['Shopify', 'WooCommerce', 'PrestaShop'], 'prix'),
          notMentions('De quelle liste'),
        ],
      },
    ],
  },
  {
    id: 'spec-comparaison-chiffres-ton-avis',
    employee: 'spec',
    turns: [
      {
        user: 'Compare Qonto et Shine sur les frais et le service client',
        expect: [noHandoff(), mentions('Qonto', 'Shine', 'frais')],
      },
      {
        user: 'Qonto coûte 29 € par mois et Shine 19 €, mais Shine n’a pas de support au téléphone. Ton avis ?',
        expect: [mentions('recommandation : Shine', '19 €', '29 €', 'support', 'changerait')],
      },
    ],
  },
  {
    id: 'spec-hesitation-local-ou-teletravail',
    employee: 'spec',
    turns: [
      {
        user: 'J’hésite entre louer un local à Lyon ou rester en télétravail, aide-moi à comparer',
        expect: [
          mentions('louer un local à Lyon', 'rester en télétravail', 'engagement'),
          notMentions('Donnez-moi les noms'),
        ],
      },
      {
        user: 'Bon, tu recommandes quoi ?',
        expect: [mentions('recommandation', 'télétravail', 'changerait', 'local')],
      },
    ],
  },
  {
    id: 'spec-priorite-simplicite-lequel',
    employee: 'spec',
    turns: [
      { user: 'Compare Ulys, Bip&Go et Vinci pour nos badges télépéage', expect: [mentions('| Vinci |')] },
      {
        user: 'Ulys est simple, Vinci est compliqué. Pour moi le plus important c’est la simplicité : lequel ?',
        expect: [mentions('recommandation : Ulys', 'simplicité', 'changerait')],
      },
    ],
  },
  {
    id: 'spec-acheter-ou-louer-camion',
    employee: 'spec',
    turns: [
      {
        user: 'Vaut-il mieux acheter ou louer notre camion de livraison ?',
        expect: [mentions('acheter', 'louer', 'camion', 'engagement'), notMentions('Angles de veille')],
      },
      {
        user: 'Lequel tu prendrais ?',
        expect: [mentions('recommandation', 'louer', 'changerait'), notMentions('Statistiques publiques')],
      },
    ],
  },
  {
    id: 'spec-offres-prix-nommees-laquelle',
    employee: 'spec',
    turns: [
      {
        user: 'Compare l’offre de Free Pro à 39,99 € et celle d’Orange Pro à 52 € pour notre agence',
        expect: [
          mentions('| Free Pro |', 'Orange Pro', '39,99 €', '52 €', 'Service client'),
          notMentions('Compare l’offre'),
        ],
      },
      {
        user: 'Laquelle est la meilleure ?',
        expect: [mentions('recommandation : Free Pro', '39,99 €', '52 €', 'changerait')],
      },
    ],
  },

  // --- The company told in passing: kept, then used by the whole team --------------------------------
  {
    id: 'memoire-societe-dite-sans-retiens',
    employee: 'alfred',
    signedIn: true,
    turns: [
      {
        user: "Ma société s'appelle Boulangerie Martin, on est à Lyon et on a 12 salariés.",
        expect: [mentions(['noté', 'retiens', 'en tête']), notMentions('Objet'), noHandoff()],
      },
      {
        user: "Rédige un email à nos fournisseurs pour leur annoncer nos nouveaux horaires d'ouverture : 7h-19h du mardi au dimanche.",
        expect: [
          mentions(
            'Boulangerie Martin',
            ['7h-19h', '7 h-19 h', '7 h à 19 h', '7 h – 19 h'],
            'mardi au dimanche',
          ),
          notMentions('à compter du de'),
        ],
      },
    ],
  },
  {
    id: 'memoire-metier-dit-puis-offre-emploi',
    employee: 'dot',
    signedIn: true,
    turns: [
      {
        user: 'Nous vendons des vélos électriques reconditionnés à Bordeaux.',
        expect: [mentions(['noté', 'retiens', 'en tête']), noHandoff()],
      },
      {
        user: 'Rédige une offre d’emploi pour un mécanicien cycles en CDI.',
        employee: 'dot',
        expect: [
          mentions('vélos électriques reconditionnés', 'Bordeaux', 'CDI'),
          notMentions('Bordeaux à Bordeaux'),
        ],
      },
    ],
  },

  {
    id: 'dot-offre-serveur-en-salle',
    employee: 'dot',
    turns: [
      {
        user: "Rédige une offre d'emploi pour un poste de serveur en CDI à Nantes, 35 h, 1 900 € brut.",
        expect: [
          mentions('Nantes', 'CDI', euros('1 900'), ['commandes', 'la carte'], ['clients', 'clientèle']),
          notMentions('recettes', 'HACCP'),
        ],
      },
    ],
  },

  {
    id: 'chip-questions-rendez-vous-decouverte',
    employee: 'chip',
    turns: [
      {
        user: "J'ai un rendez-vous jeudi avec le gérant d'un garage qui veut digitaliser ses devis. Prépare-moi les questions à lui poser.",
        expect: [
          mentions('gérant d', 'vos devis', movedDay('thursday', 0), ['décision', 'décide'], ['?']),
          notMentions('Objet', 'envoyé le'),
          noHandoff(),
        ],
      },
      {
        user: 'Comment préparer mon rendez-vous de mardi avec la directrice d’une crèche qui cherche à simplifier ses plannings ?',
        expect: [mentions('directrice', 'vos plannings'), notMentions('Objet'), noHandoff()],
      },
    ],
  },

  {
    id: 'memoire-ton-chaleureux-retenu',
    employee: 'alfred',
    signedIn: true,
    turns: [
      { user: 'Retiens que notre ton est chaleureux avec les clients', expect: [mentions('noté')] },
      {
        user: 'Rédige un email à M. Petit pour confirmer notre rendez-vous de jeudi à 15h',
        employee: 'alfred',
        expect: [mentions('M. Petit', 'Très belle journée'), notMentions('Bien cordialement')],
      },
    ],
  },

  {
    id: 'suki-nouvelle-dite-sans-demande',
    employee: 'suki',
    turns: [
      {
        user: 'Nous ouvrons une deuxième boutique à Nantes le 5 décembre.',
        expect: [
          mentions(
            ['nous ouvrons une deuxième boutique', 'nous ouvrons notre deuxième boutique'],
            'Nantes',
            '5 décembre',
            '#',
          ),
          notMentions('reformuler', 'boutiquons', '#Ouvrons', '#Deuxieme'),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'alfred-deplace-reunion-deux-heures',
    employee: 'alfred',
    turns: [
      {
        user: 'Décale la réunion avec M. Martin de mardi 10 h à jeudi 14 h',
        expect: [
          // « de mardi à jeudi » said on Tuesday or Wednesday: the coming Thursday, or the one after
          // the Tuesday meeting (next week's); French allows both.
          mentions('avec M. Martin', '10 h', '14 h', movedDay('tuesday', 0), [
            ...movedDay('thursday', 0),
            ...movedDay('tuesday', 2),
          ]),
          notMentions('à 14 h passe'),
        ],
      },
    ],
  },

  {
    id: 'millie-cahier-des-charges-site',
    employee: 'millie',
    turns: [
      {
        user: 'Rédige un cahier des charges pour la refonte de notre site e-commerce, budget 15 000 €, en ligne pour le 1er mars',
        expect: [
          mentions(
            'Cahier des charges',
            'refonte de votre site e-commerce',
            euros('15 000'),
            '1er mars',
            'Panier',
            'RGPD',
          ),
          notMentions('Avancement', 'budget 15 000 €, en ligne'),
        ],
      },
      {
        user: 'Plus court',
        expect: [shorterThanPrevious(), mentions('Cahier des charges', euros('15 000'))],
      },
      {
        user: 'Rédige un cahier des charges pour la refonte de notre site e-commerce',
        employee: 'spec',
        expect: [handoffTo('millie'), mentions('elle connaîtra'), notMentions('Angles de veille')],
      },
    ],
  },

  // --- Actions: plain French becomes an approval card (signed in) ----------------------------------
  {
    id: 'action-tache-comptable-demain',
    employee: 'alfred',
    signedIn: true,
    turns: [
      {
        user: 'Crée une tâche : appeler le comptable demain',
        expect: [
          proposal({ kind: 'create_task', titleIncludes: 'appeler le comptable', dateIs: 'tomorrow' }),
        ],
      },
    ],
  },
  {
    id: 'action-rdv-paul-mardi',
    employee: 'alfred',
    signedIn: true,
    turns: [
      {
        user: 'Ajoute un rendez-vous avec Paul mardi à 10h',
        expect: [
          proposal({ kind: 'create_event', titleIncludes: 'Paul', dateIs: 'next:tuesday', time: '10:00' }),
        ],
      },
    ],
  },
  {
    id: 'action-rappel-veille-banque',
    employee: 'alfred',
    signedIn: true,
    turns: [
      {
        user: 'J’ai rendez-vous à la banque le 15 décembre à 11h, rappelle-le-moi la veille.',
        expect: [proposal({ kind: 'create_task', titleIncludes: 'banque', dateIs: 'on:14-12' })],
      },
    ],
  },
  {
    id: 'action-devis-dupont-termine',
    employee: 'millie',
    signedIn: true,
    turns: [
      {
        user: 'Marque « Devis Dupont » comme terminée',
        expect: [proposal({ kind: 'update_task_status', titleIncludes: 'Devis Dupont' })],
      },
    ],
  },
  {
    id: 'action-tache-devis-roux-vendredi',
    employee: 'millie',
    signedIn: true,
    turns: [
      {
        user: 'Ajoute une tâche « Envoyer le devis à Mme Roux » pour vendredi, c’est urgent.',
        expect: [
          proposal({
            kind: 'create_task',
            titleIncludes: 'Envoyer le devis à Mme Roux',
            dateIs: 'next:friday',
          }),
        ],
      },
    ],
  },
  {
    id: 'action-appel-lumiere-jeudi',
    employee: 'chip',
    signedIn: true,
    turns: [
      {
        user: 'Programme un appel avec la société Lumière & Co jeudi à 15h30.',
        expect: [
          proposal({
            kind: 'create_event',
            titleIncludes: 'Lumière & Co',
            dateIs: 'next:thursday',
            time: '15:30',
          }),
        ],
      },
    ],
  },
  {
    id: 'action-tache-candidats-3-jours',
    employee: 'dot',
    signedIn: true,
    turns: [
      {
        user: 'Crée une tâche : relancer les candidats retenus dans 3 jours',
        expect: [
          proposal({ kind: 'create_task', titleIncludes: 'relancer les candidats retenus', dateIs: 'in:3' }),
        ],
      },
    ],
  },
  {
    id: 'action-note-rappeler-faure',
    employee: 'clide',
    signedIn: true,
    turns: [
      {
        user: 'Note-moi de rappeler Mme Faure après-demain.',
        expect: [proposal({ kind: 'create_task', titleIncludes: 'rappeler Mme Faure', dateIs: 'in:2' })],
      },
    ],
  },
  {
    id: 'action-reunion-editoriale-8-janvier',
    employee: 'suki',
    signedIn: true,
    turns: [
      {
        user: 'Cale une réunion « Planning éditorial de janvier » le 8 janvier à 9h30.',
        expect: [
          proposal({
            kind: 'create_event',
            titleIncludes: 'Planning éditorial de janvier',
            dateIs: 'on:8-1',
            time: '9:30',
          }),
        ],
      },
    ],
  },
  {
    id: 'action-veille-en-cours',
    employee: 'spec',
    signedIn: true,
    turns: [
      {
        user: 'Passe la tâche « Synthèse de la veille concurrentielle » en cours.',
        expect: [
          proposal({ kind: 'update_task_status', titleIncludes: 'Synthèse de la veille concurrentielle' }),
        ],
      },
    ],
  },

  // --- Company memory: told to one employee, used by another in another conversation ---------------
  {
    id: 'memoire-plomberie-martin',
    employee: 'alfred',
    signedIn: true,
    turns: [
      {
        user: 'Retiens que mon entreprise s’appelle Plomberie Martin, à Lyon.',
        expect: [mentions('Plomberie Martin')],
      },
      {
        employee: 'chip',
        user: 'Rédige un email de prospection pour proposer l’entretien annuel des chaudières aux syndics de copropriété.',
        expect: [mentions('Plomberie Martin', 'Lyon'), noPlaceholder({ gaps: 1 })],
      },
    ],
  },
  {
    id: 'memoire-fleurs-de-saison',
    employee: 'suki',
    signedIn: true,
    turns: [
      {
        user: 'Retiens que notre boutique s’appelle Fleurs de Saison et qu’elle est ouverte du mardi au dimanche.',
        expect: [mentions('Fleurs de Saison')],
      },
      {
        employee: 'dot',
        user: 'Rédige une offre d’emploi pour un fleuriste en CDD de 6 mois.',
        expect: [mentions('Fleurs de Saison', 'CDD', '6 mois'), noPlaceholder({ gaps: 1 })],
      },
    ],
  },
  {
    id: 'memoire-signature-sandrine',
    employee: 'clide',
    signedIn: true,
    turns: [
      {
        user: 'Retiens que je signe mes messages « Sandrine Morel, gérante ».',
        expect: [mentions('Sandrine Morel')],
      },
      {
        employee: 'alfred',
        user: 'Écris un mail à mon fournisseur Brico Pro pour décaler la livraison de lundi à mercredi.',
        expect: [mentions('Sandrine Morel', 'Brico Pro', 'lundi', 'mercredi'), noPlaceholder()],
      },
    ],
  },
  {
    id: 'memoire-delai-livraison',
    employee: 'millie',
    signedIn: true,
    turns: [
      {
        user: 'Retiens que notre délai de livraison standard est de 5 jours ouvrés.',
        expect: [mentions('5 jours ouvrés')],
      },
      {
        employee: 'clide',
        user: 'Un client demande quand il recevra la commande qu’il a passée aujourd’hui. Réponds-lui.',
        expect: [mentions('5 jours ouvrés'), noPlaceholder({ gaps: 1 }), noHandoff()],
      },
    ],
  },
  // --- Where documents matter (issue 20): the user's own documents, read whole and cited ---------
  {
    id: 'dot-cv-contre-offre',
    employee: 'dot',
    signedIn: true,
    documents: [jobOffer, closeCv],
    turns: [
      {
        user: 'Julie Moreau a-t-elle le profil pour notre poste de comptable ? Compare son CV avec l’offre.',
        expect: [
          mentions('Compétences présentes', 'Compétences manquantes', 'Anglais', 'Sage', 'entretien'),
          cites(3),
        ],
      },
    ],
  },
  {
    id: 'dot-cv-eloigne',
    employee: 'dot',
    signedIn: true,
    documents: [jobOffer, farCv],
    turns: [
      {
        user: 'Ce candidat conviendrait-il pour l’annonce de comptable ?',
        expect: [mentions('éloigné', 'TVA'), cites(2)],
      },
    ],
  },
  {
    id: 'spec-synthese-rapport',
    employee: 'spec',
    signedIn: true,
    documents: [activityReport],
    turns: [
      {
        user: 'J’ai besoin des points importants du rapport d’activité pour le comité de demain.',
        expect: [mentions(euros('412 000'), 'transport', '12 %'), cites(3)],
      },
    ],
  },
  {
    id: 'millie-compte-rendu-taches',
    employee: 'millie',
    signedIn: true,
    documents: [meetingNotes],
    turns: [
      {
        user: 'Peux-tu lire le compte-rendu de la réunion commerciale et me mettre les actions en tâches ?',
        expect: [proposals(4), mentions('Camille', 'catalogue de Noël', 'Julien', 'Dupont'), cites(1)],
      },
    ],
  },

  // --- Chip: prospecting letters that carry the user's terms (written 29 November 2026) ---------
  {
    id: 'chip-prospection-farines-conditions',
    employee: 'chip',
    turns: [
      {
        user: 'Écris un mail de prospection pour la boulangerie Au Pain Doré à Tours : on livre leurs farines en 24 h, franco de port dès 300 € HT, et on offre le premier sac de 25 kg.',
        expect: [
          mentions('Au Pain Doré', '24 h', '300 € HT', '25 kg'),
          notMentions('Pour mémoire', 'Bonjour Au Pain Doré'),
          noPlaceholder({ gaps: 1 }),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'chip-prospection-deneigement-mairie',
    employee: 'chip',
    turns: [
      {
        user: 'Prospecte la mairie de Saint-Avé pour notre service de déneigement : 85 € HT de l’heure, paiement à 30 jours, astreinte 7j/7 de décembre à mars.',
        expect: [
          mentions('Saint-Avé', '85 € HT', '30 jours', '7j/7', 'déneigement'),
          notMentions('Pour mémoire', 'Bonjour Saint-Avé'),
          noPlaceholder({ gaps: 1 }),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'chip-relance-devis-toiture',
    employee: 'chip',
    turns: [
      {
        user: 'Relance M. Garnier pour notre devis de 4 200 € HT de rénovation de toiture envoyé le 12 novembre, valable jusqu’au 15 décembre.',
        expect: [
          mentions('Monsieur Garnier', '4 200 € HT', 'toiture', '12 novembre', '15 décembre'),
          notMentions('Pour mémoire'),
          noPlaceholder({ gaps: 1 }),
          noHandoff(),
        ],
      },
    ],
  },

  // --- Held-out classes: priced offers, announcement posts, named comparisons, contract questions ---
  {
    id: 'chip-prospection-formules',
    employee: 'chip',
    turns: [
      {
        user: 'Écris un mail de prospection pour une agence de voyages à Annecy. Nous avons deux offres : Découverte à 59 € HT/mois et Pilote à 149 € HT/mois. Recommande Pilote, ils ont 12 conseillers.',
        expect: [
          mentions(
            'agence de voyages',
            'Annecy',
            'Pilote',
            '149 € HT/mois',
            '12 conseillers',
            'Découverte',
            '59 € HT/mois',
          ),
          notMentions('Pour mémoire'),
          noPlaceholder({ gaps: 1 }),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'suki-post-ouverture',
    employee: 'suki',
    turns: [
      {
        user: 'Écris un post LinkedIn pour annoncer que notre salon de coiffure ouvre une deuxième adresse à Rennes le 12 avril, avec 3 postes à pourvoir.',
        expect: [
          mentions('Rennes', '12 avril', '3 postes', 'nous ouvrons'),
          notMentions('sur que', 'Que notre', 'on vous en dit plus'),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'spec-comparatif-nomme',
    employee: 'spec',
    turns: [
      {
        user: 'Peux-tu comparer Alan, Swile et Malakoff Humanis pour une PME de 20 salariés, sur le prix et les garanties ?',
        expect: [
          mentions('Alan', 'Swile', 'Malakoff Humanis', 'Prix', 'Garanties'),
          notMentions('| Nous |', 'Critère | Nous'),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'dot-questions-stage',
    employee: 'dot',
    turns: [
      {
        user: 'Donne-moi 5 questions pour l’entretien d’une stagiaire assistante marketing, elle s’appelle Inès.',
        expect: [listSize(5), mentions('stage'), noHandoff()],
      },
    ],
  },
  {
    id: 'action-salon-agriculture-deux-jours',
    employee: 'millie',
    signedIn: true,
    turns: [
      {
        user: 'Bloque-moi les 12 et 13 mars pour le salon de l’agriculture',
        expect: [
          proposal({
            kind: 'create_event',
            titleIncludes: '« Salon de l’agriculture »',
            dateIs: 'on:12-03',
            time: '09:00',
          }),
          mentions('13 mars', 'sur 2 jours'),
          notMentions('Les 12 et'),
        ],
      },
    ],
  },
  {
    id: 'action-seminaire-du-12-au-14',
    employee: 'millie',
    signedIn: true,
    turns: [
      {
        user: 'Réserve du 12 au 14 mars pour le séminaire de direction',
        expect: [
          proposal({ kind: 'create_event', titleIncludes: '« Séminaire de direction »', dateIs: 'on:12-03' }),
          mentions('14 mars', 'sur 3 jours'),
        ],
      },
    ],
  },
  {
    id: 'action-seminaire-mis-en-place-janvier',
    employee: 'millie',
    signedIn: true,
    turns: [
      {
        user: 'Mets en place deux jours de séminaire d’équipe du 8 au 9 janvier',
        expect: [
          proposal({ kind: 'create_event', titleIncludes: '« Séminaire d’équipe »', dateIs: 'on:08-01' }),
          mentions('9 janvier', 'sur 2 jours'),
          notMentions('sources'),
        ],
      },
    ],
  },
  {
    id: 'action-formation-lundi-a-mercredi',
    employee: 'millie',
    signedIn: true,
    turns: [
      {
        user: 'Bloque de lundi à mercredi pour la formation sécurité',
        expect: [
          proposal({ kind: 'create_event', titleIncludes: '« Formation sécurité »', dateIs: 'next:monday' }),
          mentions('sur 3 jours'),
        ],
      },
    ],
  },
  {
    id: 'action-salon-deux-jours-a-partir',
    employee: 'millie',
    signedIn: true,
    turns: [
      {
        user: 'Bloque sur deux jours à partir du 12 mars pour le salon de l’agriculture',
        expect: [
          proposal({ kind: 'create_event', titleIncludes: '« Salon de l’agriculture »', dateIs: 'on:12-03' }),
          mentions('13 mars', 'sur 2 jours'),
          notMentions('« Sur deux jours'),
        ],
      },
    ],
  },
  {
    id: 'action-compta-lundi-et-jeudi',
    employee: 'millie',
    signedIn: true,
    turns: [
      {
        user: 'Bloque lundi et jeudi de 14h à 16h pour la compta',
        expect: [
          proposals(2),
          proposal({ kind: 'create_event', titleIncludes: 'compta', dateIs: 'next:monday', time: '14:00' }),
          mentions('jeudi'),
          notMentions('« Et '),
        ],
      },
    ],
  },
  {
    id: 'alfred-report-reunion-nomme',
    employee: 'alfred',
    turns: [
      {
        user: 'Écris un mail à Paul pour décaler notre réunion de mardi à jeudi',
        expect: [
          mentions('report de réunion', 'Bonjour Paul', 'jeudi'),
          notMentions('email d’excuses'),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'alfred-annulation-rdv-nommee',
    employee: 'alfred',
    turns: [
      {
        user: 'Écris un mail pour annuler le rendez-vous de demain avec Mme Durand',
        expect: [
          mentions('d’annulation de rendez-vous', 'Madame Durand', 'annuler'),
          notMentions('email d’excuses', 'reporter'),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'alfred-deux-mails-de-suite',
    employee: 'alfred',
    turns: [
      {
        user: 'Écris un mail à Paul pour décaler notre réunion de mardi à jeudi',
        expect: [mentions('Bonjour Paul', 'report de réunion')],
      },
      {
        user: 'Écris un mail pour annuler le rendez-vous de demain avec Mme Durand',
        expect: [
          mentions('Madame Durand', 'Annulation de notre rendez-vous'),
          notMentions('nouvelle version', 'Paul'),
        ],
      },
    ],
  },
  {
    id: 'alfred-previens-clients-fermeture',
    employee: 'alfred',
    turns: [
      {
        user: 'Préviens mes clients que le magasin sera fermé lundi',
        expect: [
          mentions('Chère cliente', 'le magasin sera fermé lundi'),
          notMentions('agenda'),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'alfred-avertis-paul-reunion-decalee',
    employee: 'alfred',
    turns: [
      {
        user: 'Avertis Paul que la réunion est décalée à 15 h',
        expect: [
          mentions('Bonjour Paul', 'la réunion est décalée à 15 h'),
          notMentions('agenda'),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'clide-previens-commande-vendredi',
    employee: 'clide',
    turns: [
      {
        user: 'Préviens Mme Roux que sa commande partira vendredi',
        expect: [
          mentions('Madame Roux', 'votre commande partira vendredi'),
          notMentions('transmis votre dossier'),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'millie-dis-a-julie-vers-alfred',
    employee: 'millie',
    turns: [
      {
        user: 'Dis à Julie que le devis est validé',
        expect: [handoffTo('alfred'), notMentions('| Projet |', '| Personne |')],
      },
    ],
  },
  // --- Follow-ups that complete a draft with a fact -----------------------------------------------
  {
    id: 'alfred-invitation-date-lieu-donnes-apres',
    employee: 'alfred',
    turns: [
      {
        user: 'Rédige un mail à Claire pour l’inviter à notre atelier cuisine',
        expect: [mentions('Claire', 'atelier cuisine'), noHandoff()],
      },
      {
        user: 'Ce sera le jeudi 17 décembre à 18 h',
        expect: [mentions('Claire', 'atelier cuisine', '17 décembre', ['18 h', '18h']), noHandoff()],
      },
      {
        user: 'Ça se passe à Nantes',
        expect: [mentions('Claire', '17 décembre', 'Nantes'), noHandoff()],
      },
      {
        user: 'Plus formel',
        expect: [changedFromPrevious(), mentions('17 décembre', 'Nantes', ['agréer', 'salutations'])],
      },
    ],
  },
  {
    id: 'alfred-seminaire-date-puis-plus-court',
    employee: 'alfred',
    turns: [
      {
        user: 'Écris un email à Paul pour l’inviter au séminaire de fin d’année',
        expect: [mentions('Paul', 'séminaire'), noHandoff()],
      },
      {
        user: 'C’est pour le 12 décembre',
        expect: [
          mentions('Paul', 'séminaire', '12 décembre'),
          notMentions('pour le 12 décembre'),
          noHandoff(),
        ],
      },
      {
        user: 'Plus court',
        expect: [mentions('Paul', '12 décembre'), notMentions('prioritaires', 'Voici ce que je sais faire')],
      },
    ],
  },
  {
    id: 'alfred-acompte-montant-puis-tutoiement',
    employee: 'alfred',
    turns: [
      {
        user: 'Écris un mail à Mme Garnier pour lui rappeler son acompte',
        expect: [mentions('Garnier'), noHandoff()],
      },
      { user: 'La somme est de 300 €', expect: [mentions('300 €', 'Garnier'), noHandoff()] },
      { user: 'Tutoie-la', expect: [tutoie(), mentions('300 €')] },
    ],
  },
  {
    id: 'chip-arguments-puis-mail-de-prospection',
    employee: 'chip',
    turns: [
      {
        user: 'Donne-moi des arguments pour vendre notre logiciel de planning à 35 € par mois aux coiffeurs',
        expect: [mentions('coiffeur', '35 € par mois'), noHandoff()],
      },
      {
        user: 'Fais-en un email de prospection',
        expect: [
          mentions('notre logiciel de planning', '35 € par mois', 'coiffeurs', 'Objet'),
          notMentions('Nous aidons des entreprises comme la vôtre', 'Une idée'),
          noHandoff(),
        ],
      },
      {
        user: 'Plus court',
        expect: [shorterThanPrevious(), mentions('notre logiciel de planning', '35 € par mois')],
      },
    ],
  },
  {
    id: 'chip-trouve-moi-des-clients-cibles',
    employee: 'chip',
    turns: [
      {
        user: 'Trouve-moi des clients pour mon cabinet de traduction juridique',
        expect: [
          mentions('cibles', 'un cabinet de traduction juridique', 'avocats'),
          notMentions('Objet :', 'Nous aidons des entreprises'),
          listSize(5),
        ],
      },
    ],
  },
  {
    id: 'alfred-report-rdv-semaine-prochaine',
    employee: 'alfred',
    turns: [
      {
        user: 'Reporte le rendez-vous de jeudi à la semaine prochaine',
        expect: [mentions(movedDay('thursday', 7), 'semaine prochaine'), noHandoff()],
      },
    ],
  },
  {
    id: 'alfred-decale-reunion-semaine-d-apres',
    employee: 'alfred',
    turns: [
      {
        user: 'Peux-tu écrire à Sophie pour décaler notre réunion de mardi à la semaine suivante ?',
        expect: [mentions('Sophie', movedDay('tuesday', 7)), noHandoff()],
      },
    ],
  },
  {
    id: 'alfred-repousse-rdv-vendredi-a-lundi',
    employee: 'alfred',
    turns: [
      {
        user: 'Repousse le rdv de vendredi avec M. Martin à lundi',
        expect: [
          mentions('Monsieur Martin', movedDay('friday', 3)),
          notMentions('Votre message'),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'dot-poste-pourvu-aux-candidats',
    employee: 'dot',
    turns: [
      {
        user: 'Rédige un message pour les candidats : le poste de préparateur de commandes est pourvu. Garde leurs CV pour une prochaine fois.',
        expect: [
          mentions('préparateur de commandes', ['regret', 'malheureusement'], ['merci', 'remercions'], 'CV'),
          notMentions('heureux de vous annoncer', 'heureuse de vous annoncer', 'prochaines étapes'),
          noHandoff(),
        ],
      },
      {
        user: 'Plus court',
        expect: [shorterThanPrevious(), mentions('CV'), notMentions('heureux de vous annoncer')],
      },
    ],
  },
  {
    id: 'clide-cliente-au-feminin',
    employee: 'clide',
    turns: [
      {
        user: 'Une cliente, Mme Lopez, n’a toujours pas reçu son colis commandé il y a dix jours. Prépare la réponse.',
        expect: [
          mentions('Madame Lopez', 'la cliente'),
          notMentions('au client', 'le client relance', 'prévenir le client'),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'alfred-details-en-etiquettes',
    employee: 'alfred',
    turns: [
      {
        user: 'Prépare un mail à Hugo pour l’inviter à notre journée portes ouvertes',
        expect: [mentions('Hugo', 'portes ouvertes'), noHandoff()],
      },
      { user: 'Le lieu : Rennes', expect: [mentions('Hugo', 'Rennes'), noHandoff()] },
      { user: 'Date : 9 janvier', expect: [mentions('Hugo', 'Rennes', '9 janvier'), noHandoff()] },
    ],
  },
  {
    id: 'millie-journee-formation-planifiee',
    employee: 'millie',
    turns: [
      {
        user: 'Planifie une journée de formation mardi prochain',
        expect: [mentions('Formation', 'mardi', '9 h à 18 h'), notMentions('Que puis-je faire', 'le rôle d')],
      },
    ],
  },
  {
    id: 'action-demi-journee-formation-organisee',
    employee: 'alfred',
    signedIn: true,
    turns: [
      {
        user: 'Cale une demi-journée de formation sécurité vendredi après-midi',
        expect: [
          proposal({
            kind: 'create_event',
            titleIncludes: '« Formation sécurité »',
            dateIs: 'next:friday',
            time: '14:00',
          }),
          mentions('à 18 h'),
        ],
      },
      {
        user: 'Crée une formation Excel pour mes commerciaux',
        expect: [notMentions('Planifier « Formation')],
      },
    ],
  },
  {
    id: 'alfred-invitation-invitee-et-soiree',
    employee: 'alfred',
    turns: [
      {
        user: 'Prépare une invitation pour Léa à notre soirée',
        expect: [
          mentions('Bonjour Léa', 'inviter à notre soirée'),
          notMentions('inviter à Léa'),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'alfred-invitation-portes-ouvertes-pluriel',
    employee: 'alfred',
    turns: [
      {
        user: 'Écris un mail pour inviter Paul à portes ouvertes samedi',
        expect: [
          mentions('Bonjour Paul', 'nos portes ouvertes'),
          notMentions('notre portes', 'inviter Paul'),
          noHandoff(),
        ],
      },
      {
        user: 'Prépare une invitation pour nos clients aux portes ouvertes du 12 décembre',
        expect: [mentions('inviter à nos portes ouvertes', '12 décembre'), notMentions('à nos clients aux')],
      },
    ],
  },
  {
    id: 'suki-post-pour-l-annoncer',
    employee: 'suki',
    turns: [
      {
        user: 'Organise une soirée portes ouvertes le 12 décembre, fais-moi un post pour l’annoncer',
        expect: [
          mentions('notre soirée portes ouvertes', '12 décembre'),
          notMentions('annoncer :', 'l’annoncer', "l'annoncer"),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'suki-post-pronom-tour-precedent',
    employee: 'suki',
    turns: [
      { user: 'On lance notre nouvelle gamme de bougies parfumées le 3 mars.', expect: [noHandoff()] },
      {
        user: 'Écris un post Instagram pour la présenter',
        expect: [mentions('gamme de bougies parfumées', '3 mars'), notMentions('la présenter'), noHandoff()],
      },
    ],
  },
  {
    id: 'alfred-invitation-evenement-nomme-avant',
    employee: 'alfred',
    turns: [
      {
        user: 'Nous organisons un atelier cuisine samedi 5 décembre à Lyon. Écris un mail à nos clients pour les inviter',
        expect: [mentions('inviter à notre atelier cuisine', '5 décembre', 'Lyon'), noHandoff()],
      },
    ],
  },
  {
    id: 'alfred-reporte-reunion-deux-semaines',
    employee: 'alfred',
    signedIn: true,
    turns: [
      {
        user: 'Reporte la réunion de mercredi dans deux semaines',
        expect: [mentions(movedDay('wednesday', 14)), notMentions('Rien n’est prévu'), noHandoff()],
      },
      {
        user: 'C’était à 10h',
        expect: [
          proposal({ kind: 'create_event', titleIncludes: 'Réunion', time: '10:00' }),
          mentions(movedDay('wednesday', 14), 'supprimez l’ancien'),
        ],
      },
    ],
  },
  {
    id: 'alfred-decale-point-de-deux-semaines',
    employee: 'alfred',
    signedIn: true,
    turns: [
      {
        user: 'Décale le point de jeudi 15h de deux semaines',
        expect: [
          proposal({ kind: 'create_event', titleIncludes: 'Point', time: '15:00' }),
          mentions(movedDay('thursday', 14)),
          notMentions('Rien n’est prévu'),
        ],
      },
      {
        user: 'Repousse la réunion de mercredi à dans 15 jours',
        expect: [mentions(frenchDay(expectedDay('in:15', new Date()))), notMentions('Rien n’est prévu')],
      },
    ],
  },
  {
    id: 'millie-reunion-proposee-sans-renvoi',
    employee: 'millie',
    turns: [
      {
        user: 'Cale une réunion de lancement jeudi à 10h avec Paul et Inès',
        expect: [mentions('Réunion de lancement', '10 h'), notMentions('le rôle d', 'confiez-lui')],
      },
    ],
  },
  {
    id: 'millie-retroplanning-de-l-evenement-dit-avant',
    employee: 'millie',
    signedIn: true,
    turns: [
      { user: 'On organise un séminaire d’équipe les 15 et 16 janvier à Annecy.', expect: [] },
      {
        user: 'Fais-moi le rétroplanning',
        expect: [
          mentions('séminaire d’équipe', 'Annecy', '15 janvier'),
          notMentions('8 semaines par défaut'),
        ],
      },
    ],
  },
  {
    id: 'millie-plan-du-salon-dit-avant',
    employee: 'millie',
    turns: [
      { user: 'Nous préparons le salon Vinexpo du 10 février.', expect: [mentions('10 février')] },
      {
        user: 'Prépare le plan',
        expect: [mentions('salon Vinexpo', '10 février'), notMentions('plan pour le plan')],
      },
    ],
  },
  {
    id: 'millie-commande-sans-date',
    employee: 'millie',
    turns: [
      {
        user: 'Planifie un atelier de formation',
        expect: [mentions('la date'), notMentions('Que puis-je faire', 'reformuler', 'Voici le point')],
      },
    ],
  },
  {
    id: 'alfred-invite-madame-au-dejeuner',
    employee: 'alfred',
    turns: [
      {
        user: 'Invite Mme Martin à notre déjeuner de rentrée le 3 septembre',
        expect: [
          mentions('Madame Martin', 'inviter à notre déjeuner de rentrée', '3 septembre'),
          notMentions('reformuler'),
        ],
      },
    ],
  },
  {
    id: 'alfred-previens-l-equipe-de-l-evenement',
    employee: 'alfred',
    signedIn: true,
    turns: [
      {
        user: 'Organise un déjeuner d’équipe vendredi midi',
        expect: [proposal({ kind: 'create_event', titleIncludes: 'Déjeuner d’équipe', time: '12:00' })],
      },
      {
        user: 'Et préviens l’équipe par mail',
        expect: [mentions('Bonjour à toutes et à tous', 'déjeuner d’équipe'), notMentions('équipe par mail')],
      },
    ],
  },
  {
    id: 'alfred-deplace-rdv-lettre-de-report',
    employee: 'alfred',
    turns: [
      {
        user: 'Déplace le rendez-vous de mardi 9h à jeudi',
        expect: [mentions(movedDay('tuesday', 2), 'report de rendez-vous'), notMentions('Votre message')],
      },
    ],
  },
  {
    id: 'suki-post-pour-le-celebrer-anniversaire',
    employee: 'suki',
    turns: [
      {
        user: 'On fête les 10 ans de la boutique samedi, un post Instagram pour le célébrer ?',
        expect: [mentions('10 ans de la boutique'), notMentions('fêtons la boutique')],
      },
    ],
  },
  {
    id: 'suki-newsletter-sans-le-verbe',
    employee: 'suki',
    turns: [
      {
        user: 'Rédige une newsletter pour présenter nos portes ouvertes du 14 décembre',
        expect: [mentions('nos portes ouvertes', '14 décembre'), notMentions('Présenter nos')],
      },
    ],
  },
  {
    id: 'alfred-soiree-sans-date-puis-completee',
    employee: 'alfred',
    signedIn: true,
    turns: [
      {
        user: 'Organise une soirée d’entreprise',
        expect: [mentions('la date', 'l’heure'), notMentions('créneaux libres', 'Objet :** Réunion')],
      },
      {
        user: 'Le 12 décembre à 19h',
        expect: [
          proposal({
            kind: 'create_event',
            titleIncludes: 'Soirée d’entreprise',
            dateIs: 'on:12-12',
            time: '19:00',
          }),
        ],
      },
    ],
  },
  {
    id: 'millie-journee-de-formation-datee-ensuite',
    employee: 'millie',
    signedIn: true,
    turns: [
      {
        user: 'Planifie une journée de formation',
        expect: [mentions('la date'), notMentions('l’heure', 'Que puis-je faire')],
      },
      {
        user: 'Jeudi',
        expect: [
          proposal({
            kind: 'create_event',
            titleIncludes: 'Formation',
            dateIs: 'next:thursday',
            time: '09:00',
          }),
        ],
      },
      {
        user: 'Quelles sont mes échéances de la semaine prochaine ?',
        expect: [mentions('Échéances'), notMentions('il me manque', 'Planifier «')],
      },
    ],
  },
  {
    id: 'suki-tu-peux-le-promouvoir',
    employee: 'suki',
    turns: [
      {
        user: 'On organise un atelier DIY le 6 décembre à la boutique. Tu peux le promouvoir sur Instagram ?',
        expect: [
          mentions('notre atelier DIY', '6 décembre'),
          notMentions('votre activité', 'boutique sur Instagram'),
        ],
      },
    ],
  },
  {
    id: 'alfred-invitation-aux-clients-sans-article',
    employee: 'alfred',
    turns: [
      {
        user: 'Envoie une invitation aux clients pour nos portes ouvertes du 12 décembre',
        expect: [
          mentions('Chère cliente', 'inviter à nos portes ouvertes', '12 décembre'),
          notMentions('inviter à nos clients', 'clients pour nos'),
        ],
      },
      {
        user: 'Peux-tu décaler mon rendez-vous de lundi d’une semaine ?',
        expect: [mentions('Votre rendez-vous', movedDay('monday', 7)), notMentions('Mon rendez-vous')],
      },
    ],
  },
  {
    id: 'suki-post-detail-ajoute',
    employee: 'suki',
    turns: [
      {
        user: 'Je voudrais un post Facebook pour nos portes ouvertes de samedi',
        expect: [mentions('portes ouvertes')],
      },
      { user: 'Ajoute qu’il y aura un buffet', expect: [mentions('Il y aura un buffet', 'portes ouvertes')] },
    ],
  },
  {
    id: 'alfred-avance-reunion-lettre',
    employee: 'alfred',
    turns: [
      {
        user: 'Avance la réunion de jeudi à mardi',
        expect: [mentions('avancer notre réunion', 'l’avancer'), notMentions('reporter notre réunion')],
      },
    ],
  },
  {
    id: 'millie-retroplanning-mois-sans-jour',
    employee: 'millie',
    turns: [
      {
        user: 'Organise notre séminaire annuel en mars, prépare le rétroplanning',
        expect: [mentions('séminaire annuel', 'mars'), notMentions('8 semaines par défaut', 'en mars,')],
      },
    ],
  },
  {
    id: 'chip-prospect-seul-ton-chaleureux',
    employee: 'chip',
    turns: [
      {
        user: 'Rédige un mail de prospection sur un ton amical pour un prospect qui tient un garage',
        expect: [
          mentions('Bonjour,', 'vous tenez un garage', 'belle journée'),
          notMentions('à tous', 'ton amical', ': qui tient'),
          noHandoff(),
        ],
      },
      {
        user: 'Plus chaleureux',
        expect: [mentions('Bonjour,'), notMentions('à tous', 'à toutes'), noHandoff()],
      },
    ],
  },
  {
    id: 'chip-groupe-salue-au-pluriel',
    employee: 'chip',
    turns: [
      {
        user: 'Écris un mail chaleureux à toute l’équipe commerciale pour les féliciter des ventes du mois',
        expect: [mentions('à toutes et à tous', 'félicitations'), noHandoff()],
      },
    ],
  },
  {
    id: 'dot-annonce-a-l-equipe-poste-pourvu',
    employee: 'dot',
    turns: [
      {
        user: 'Annonce à l’équipe que le poste de comptable est pourvu',
        expect: [
          mentions('comptable', 'pourvu', 'à toutes et à tous'),
          notMentions('Votre candidature', 'votre candidature', 'son profil', 'regret'),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'dot-informe-l-equipe-d-une-arrivee',
    employee: 'dot',
    turns: [
      {
        user: 'Informe l’équipe de l’arrivée de Sarah au poste de responsable marketing le 3 mars',
        expect: [
          mentions('Sarah', 'responsable marketing', '3 mars', 'à toutes et à tous', 'accueil'),
          notMentions('candidature', 'Bonjour Sarah', 'Votre profil', 'Pour postuler', 'recrute'),
          noHandoff(),
        ],
      },
      {
        user: 'Plus court',
        expect: [shorterThanPrevious(), mentions('Sarah', '3 mars'), notMentions('candidature')],
      },
    ],
  },
  {
    id: 'clide-prenom-seul-sans-genre-suppose',
    employee: 'clide',
    turns: [
      {
        user: 'Réponds à Camille qui se plaint d’un retard de livraison de sa commande',
        expect: [
          mentions('Bonjour Camille', 'retard', 'prévenir Camille'),
          notMentions('au client', 'le client', 'la cliente', 'interlocuteur'),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'clide-remboursement-pas-recu',
    employee: 'clide',
    turns: [
      {
        user: 'Un client, Paul, dit qu’il n’a toujours pas reçu son remboursement de 45 €. Prépare la réponse.',
        expect: [
          mentions('Bonjour Paul', 'remboursement', '45 €'),
          notMentions('transporteur', 'livraison', 'livrée'),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'dot-entretien-decale',
    employee: 'dot',
    turns: [
      {
        user: 'Préviens Sarah que son entretien de mardi 10 h est décalé à jeudi 14 h',
        expect: [
          mentions('Bonjour Sarah', 'mardi', 'jeudi', '14 h', 'nouveau créneau'),
          notMentions('poste de mardi', 'Suite à votre candidature', 'inviter à un entretien le mardi'),
          noHandoff(),
        ],
      },
      {
        user: 'Invite Sarah Martin à un entretien pour le poste de comptable jeudi à 14 h',
        expect: [mentions('comptable', 'jeudi', '14 h'), notMentions('comptable jeudi'), noHandoff()],
      },
    ],
  },
  {
    id: 'spec-compare-des-prestataires',
    employee: 'spec',
    turns: [
      {
        user: 'Compare trois prestataires de ménage pour nos bureaux',
        expect: [
          mentions('prestataires de ménage', 'vos bureaux', ['Prix', 'prix', 'Coût', 'coût']),
          notMentions('concurrents', 'nos bureaux'),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'clide-client-nomme-en-tete-de-phrase',
    employee: 'clide',
    signedIn: true,
    turns: [
      {
        user: 'Alex m’écrit que sa commande n° 4521 est arrivée avec un article cassé, réponds-lui',
        expect: [
          mentions('Bonjour Alex', '4521', 'photo'),
          notMentions('au client', 'le client'),
          noHandoff(),
        ],
      },
      {
        user: 'Plus formel',
        expect: [changedFromPrevious(), mentions('4521', 'Alex', 'salutations distinguées')],
      },
    ],
  },
  {
    id: 'chip-relance-devis-remise-ajoutee',
    employee: 'chip',
    turns: [
      {
        user: 'Prépare un mail de relance pour Mme Durand, elle n’a pas répondu à notre devis de 2 400 € envoyé le 10 novembre',
        expect: [mentions('Madame Durand', '2 400 €', '10 novembre'), noHandoff()],
      },
      {
        user: 'Ajoute qu’on peut faire une remise de 5 %',
        expect: [
          mentions('5 %', 'sur ce devis'),
          notMentions('On peut faire une remise', 'prochaine commande'),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'clide-retour-puis-tutoiement',
    employee: 'clide',
    turns: [
      {
        user: 'Réponds à Dominique qui veut retourner un pull trop petit',
        expect: [mentions('Bonjour Dominique', 'retour'), notMentions('au client', 'le client'), noHandoff()],
      },
      {
        user: 'Tutoie-la',
        expect: [
          tutoie(),
          mentions('tu préfères', 'ta disposition'),
          notMentions('préféras', 'ton disposition'),
        ],
      },
    ],
  },
  {
    id: 'dot-invitation-titre-elide',
    employee: 'dot',
    signedIn: true,
    turns: [
      {
        user: 'Invite Camille à un entretien lundi à 9 h 30 pour le poste d’assistante de direction',
        expect: [
          mentions('Camille', 'poste d’assistante de direction', '9 h 30'),
          notMentions('de assistante'),
          noHandoff(),
        ],
      },
      {
        user: 'Ajoute une relance à 3 jours',
        expect: [mentions('Relance', 'poste d’assistante de direction'), notMentions('de assistante')],
      },
    ],
  },
  {
    id: 'chip-relance-devis-reference',
    employee: 'chip',
    signedIn: true,
    turns: [
      {
        user: 'Relance M. Petit pour le devis D-2026-118 envoyé il y a deux semaines',
        expect: [mentions('Monsieur Petit', 'notre devis D-2026-118'), notMentions('de devis'), noHandoff()],
      },
      { user: 'Plus ferme', expect: [changedFromPrevious(), mentions('D-2026-118')] },
    ],
  },
  {
    id: 'spec-veille-sans-sujet',
    employee: 'spec',
    turns: [
      {
        user: 'Tu peux me préparer une veille ?',
        expect: [
          // The user says « tu »: asked back with « tu ».
          mentions(['Précisez le sujet', 'Précise le sujet'], ['Angles', 'Axes']),
          notMentions('**votre sujet**', '« votre sujet »'),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'clide-ajout-dit-par-nous-au-client',
    employee: 'clide',
    turns: [
      {
        user: 'Un client me dit que son grille-pain ne chauffe plus, prépare une réponse',
        expect: [mentions('garantie'), noHandoff()],
      },
      {
        user: 'Ajoute qu’on peut aussi lui prêter un appareil en attendant',
        expect: [
          mentions('Nous pouvons aussi vous prêter un appareil'),
          notMentions('On peut', 'lui prêter'),
        ],
      },
    ],
  },
  {
    id: 'dot-annonce-aux-salaries-d-un-recrutement',
    employee: 'dot',
    turns: [
      {
        user: 'Annonce aux salariés que nous recrutons un nouveau technicien et qu’ils peuvent coopter des candidats',
        expect: [
          mentions('à toutes et à tous', 'technicien', 'que vous pouvez coopter'),
          notMentions('Votre candidature', 'qu’ils peuvent', "qu'ils peuvent", 'pris part au recrutement'),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'chip-annonce-a-mes-clients',
    employee: 'chip',
    turns: [
      {
        user: 'Écris un mail à mes clients pour leur annoncer nos nouveaux tarifs au 1er janvier, ton sympa',
        expect: [
          mentions('Chère cliente, cher client', 'nouveaux tarifs', '1er janvier', 'belle journée'),
          notMentions('Je me permets de vous contacter', 'comme la vôtre', 'À qui l’envoyer'),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'chip-relance-proposition-non-signee',
    employee: 'chip',
    turns: [
      {
        user: 'Rédige une relance sympa pour ce client qui n’a pas signé notre proposition',
        expect: [
          mentions('Bonjour,', 'proposition', 'belle journée'),
          notMentions('à tous', 'Alfred'),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'spec-synthese-des-tendances',
    employee: 'spec',
    signedIn: true,
    turns: [
      {
        user: 'Fais une synthèse des tendances du e-commerce alimentaire',
        expect: [
          mentions('e-commerce alimentaire'),
          notMentions('segments de tendances', 'sur tendances'),
          noHandoff(),
        ],
      },
      { user: 'Plus court', expect: [shorterThanPrevious(), mentions('e-commerce alimentaire')] },
    ],
  },
  // Typed fast, on a phone: no capitals, no accents. The names, places and words are still read, and
  // the draft writes them as they are spelled.
  {
    id: 'alfred-tape-vite-client-en-minuscules',
    employee: 'alfred',
    turns: [
      {
        user: 'ecris un mail a mon client m. durand pour lui dire que la livraison aura 3 jours de retard',
        expect: [mentions('M. Durand', '3 jours de retard'), notMentions('À qui l’adresser'), noHandoff()],
      },
    ],
  },
  {
    id: 'alfred-tape-vite-prenom-et-accents',
    employee: 'alfred',
    turns: [
      {
        user: 'dis a julie que la reunion de demain est decalee a 16h',
        expect: [mentions('Bonjour Julie', 'réunion', 'décalée'), notMentions('reunion', 'decalee')],
      },
    ],
  },
  {
    id: 'chip-tape-vite-societe-en-minuscules',
    employee: 'chip',
    turns: [
      {
        user: 'fais moi une relance pour le devis de 3100 euros envoye a la societe menuiz il y a 2 semaines',
        expect: [mentions('Menuiz', 'devis'), notMentions('À qui l’envoyer'), noHandoff()],
      },
    ],
  },
  {
    id: 'clide-tape-vite-client-et-ville',
    employee: 'clide',
    turns: [
      {
        user: 'reponds a mme lefort qui demande si on livre a bordeaux',
        expect: [mentions('Mme Lefort', 'Bordeaux'), noHandoff()],
      },
    ],
  },
  {
    id: 'dot-tape-vite-ville-en-minuscules',
    employee: 'dot',
    turns: [
      {
        user: "redige une offre d'emploi pour un electricien en cdi a rennes",
        expect: [mentions('Rennes', 'électricien'), notMentions('donnez-moi le lieu'), noHandoff()],
      },
    ],
  },
  {
    id: 'suki-tape-vite-ville-et-mois',
    employee: 'suki',
    turns: [
      {
        user: "fais un post pour annoncer l'ouverture de notre atelier a grenoble le 12 decembre",
        expect: [mentions('Grenoble', '12 décembre'), notMentions('decembre'), noHandoff()],
      },
    ],
  },
  {
    id: 'alfred-tape-vite-abreviations',
    employee: 'alfred',
    signedIn: true,
    turns: [
      {
        user: 'stp cale moi un rdv avec le comptable mardi pro a 10h',
        expect: [
          proposal({
            kind: 'create_event',
            titleIncludes: 'comptable',
            dateIs: 'prochain:tuesday',
            time: '10:00',
          }),
          notMentions('comptable pro'),
        ],
      },
    ],
  },
  // Corrections: what the user corrects is replaced, not added beside the old value.
  {
    id: 'alfred-correction-du-jour',
    employee: 'alfred',
    turns: [
      {
        user: 'Écris un mail à M. Bernard pour confirmer notre rendez-vous de mardi à 10 h',
        expect: [mentions('Monsieur Bernard', 'rendez-vous', '10 h'), notMentions('de mardi à 10 h pour le')],
      },
      {
        user: 'non, en fait c’est jeudi à 15 h',
        expect: [mentions('15 h'), notMentions('10 h', 'mardi')],
      },
    ],
  },
  {
    id: 'dot-correction-du-contrat',
    employee: 'dot',
    turns: [
      {
        user: 'Rédige une offre pour un poste de vendeur en CDD à Lille',
        expect: [mentions('Vendeur', 'CDD', 'Lille')],
      },
      {
        user: 'en fait c’est un CDI, à 2 100 € brut par mois',
        expect: [mentions('CDI', '2 100 € brut par mois', 'Lille'), notMentions('CDD')],
      },
    ],
  },
  // A new hire's arrival: an onboarding plan dated back from the first day, not a job offer.
  {
    id: 'dot-accueil-nouvelle-recrue',
    employee: 'dot',
    turns: [
      {
        user: 'Prépare l’accueil de Camille Moreau qui arrive lundi comme assistante commerciale',
        expect: [
          mentions('Camille Moreau', 'DPAE', 'Le jour J', 'première semaine', 'médecine du travail'),
          notMentions('Pour postuler', 'Envoyez votre CV'),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'dot-integration-commence-le',
    employee: 'dot',
    turns: [
      {
        user: 'notre nouveau technicien commence le 11 janvier, tu peux organiser son integration ?',
        expect: [mentions('intégration', '11 janvier', 'Avant son arrivée'), notMentions('Pour postuler')],
      },
    ],
  },
  {
    id: 'alfred-accueil-confie-a-dot',
    employee: 'alfred',
    turns: [
      {
        user: 'Prépare l’arrivée de Lucas Girard lundi prochain',
        expect: [handoffTo('dot'), mentions('arrivée'), notMentions('offre d’emploi')],
      },
    ],
  },
  // A day organised around the appointments the user lists, then again when one is cancelled or moved.
  {
    id: 'alfred-journee-autour-des-rendez-vous',
    employee: 'alfred',
    turns: [
      {
        user: 'Demain j’ai 3 rdv : 9h30 avec l’expert-comptable, 11h avec un fournisseur de tissus et 16h avec Mme Garnier. Organise ma journée.',
        expect: [
          mentions(
            'expert-comptable',
            'fournisseur de tissus',
            'Garnier',
            '9 h 30',
            '16 h',
            'déjeuner',
            'Préparer',
          ),
          notMentions('Rien n’est prévu', 'Éléments repris'),
        ],
      },
      {
        user: 'Le fournisseur annule.',
        expect: [
          mentions('annulé', 'Garnier', 'expert-comptable', 'libéré'),
          notMentions('résumé de notre échange'),
        ],
      },
      {
        user: 'Et Mme Garnier passe à 17h.',
        expect: [mentions('Garnier passe à 17 h', '17 h – 18 h')],
      },
    ],
  },
  {
    id: 'alfred-caser-le-reste-de-la-journee',
    employee: 'alfred',
    turns: [
      {
        user: 'Mardi : kiné à 8h, réunion de chantier de 10h à 12h et visite client à 14h30. Aide-moi à caser le reste de la journée.',
        expect: [
          mentions('Kiné', 'Réunion de chantier', 'Visite client', '14 h 30', 'Travail de fond'),
          notMentions('Invitation prête à envoyer', 'Éléments repris'),
        ],
      },
    ],
  },
  // Two courses of action with their figures: Spec does the sum.
  {
    id: 'spec-acheter-ou-louer-le-calcul',
    employee: 'spec',
    turns: [
      {
        user: 'Vaut-il mieux louer un camion frigorifique à 950 € par mois ou en acheter un d’occasion à 28 500 € ?',
        expect: [mentions('30 mois', '11 400 €', '28 500 €'), noHandoff()],
      },
    ],
  },
  // A move is planned as a move, and the team said afterwards owns its milestones.
  {
    id: 'millie-demenagement-puis-qui-fait-quoi',
    employee: 'millie',
    turns: [
      {
        user: 'On déménage le dépôt le 20 février. Tu me fais le rétroplanning ?',
        expect: [
          mentions('déménagement', 'cartons', 'préavis', '20 février'),
          notMentions('ouverture annoncée', 'Ouverture :'),
        ],
      },
      {
        user: 'Qui fait quoi ? On est trois : moi, Hugo et Nadia.',
        expect: [
          // The user says « tu »: the plan says « toi » to them.
          mentions('Hugo', 'Nadia', ['Vous', 'Toi'], 'cartons'),
          notMentions('tâches ouvertes', 'Aucune tâche'),
        ],
      },
    ],
  },
  // Seasonal ideas name the trade, said back to its owner.
  {
    id: 'suki-idees-de-saison-du-metier',
    employee: 'suki',
    turns: [
      {
        user: 'Trouve-moi des idées de posts pour la fête des mères pour mon salon de coiffure',
        expect: [
          mentions('fête des mères', 'votre salon de coiffure', 'notre salon de coiffure'),
          notMentions('(mon salon'),
        ],
      },
    ],
  },
  // News written to someone: said to them, with what the request says next, and the additions before the closing.
  {
    id: 'alfred-ecris-a-quelqu-un-que',
    employee: 'alfred',
    turns: [
      {
        user: 'Écris à Mme Roussel que ses lunettes sont arrivées et qu’elle peut passer les chercher jeudi. Il reste 35 € à régler.',
        expect: [
          mentions('vos lunettes sont arrivées', 'vous pouvez passer', 'Il reste 35 € à régler'),
          notMentions('Merci pour votre message', 'qu’elle peut', 'Pour mémoire'),
        ],
      },
      {
        user: 'Ajoute qu’on lui offre le cordon.',
        expect: [mentions('Nous vous offrons le cordon')],
      },
    ],
  },
  // One option preferred to another: the grid of the two, not a summary of nothing.
  {
    id: 'spec-avantages-plutot-que',
    employee: 'spec',
    turns: [
      {
        user: 'Fais-moi une synthèse des avantages de passer en micro-entreprise plutôt qu’en EURL.',
        expect: [
          mentions('Passer en micro-entreprise', 'Passer en EURL', 'Critère'),
          notMentions('rien à résumer'),
        ],
      },
    ],
  },
  // The state a project must reach by a date names the plan's work.
  {
    id: 'millie-doit-etre-en-ligne-le',
    employee: 'millie',
    turns: [
      {
        user: 'Notre application de réservation doit être en ligne le 2 février. Quelles sont les étapes ?',
        expect: [
          mentions('la mise en ligne de notre application de réservation', '2 février'),
          notMentions('Livraison ('),
        ],
      },
    ],
  },
  // Minutes from notes said in one breath: the meeting named is the topic, each point in the minutes' voice.
  {
    id: 'alfred-compte-rendu-dicte',
    employee: 'alfred',
    turns: [
      {
        user: 'Fais-moi un compte rendu : point avec l’imprimerie Durand hier, on a choisi le papier recyclé, Léa doit valider le BAT lundi, et le tirage passe à 2 000 exemplaires.',
        expect: [
          mentions(
            'point avec l’imprimerie Durand',
            'Nous avons choisi le papier recyclé',
            'Le tirage passe à 2 000 exemplaires',
          ),
          notMentions('- Et le tirage', '- On a choisi'),
        ],
      },
    ],
  },
  // A command corrected right after: proposed again with the new time, the day kept.
  {
    id: 'alfred-commande-corrigee-plutot-a',
    employee: 'alfred',
    signedIn: true,
    turns: [
      {
        user: 'Rappelle-moi de rappeler le garage demain à 9h.',
        expect: [proposal({ kind: 'create_task' })],
      },
      {
        user: 'Finalement plutôt à 16h.',
        expect: [
          proposal({ kind: 'create_task', time: '16:00' }),
          mentions('Approbations'),
          notMentions('Invitation prête'),
        ],
      },
    ],
  },
  // Managing staff one has is not recruiting: said honestly, with who does it.
  {
    id: 'dot-recadrer-un-salarie-hors-role',
    employee: 'dot',
    turns: [
      {
        user: 'Je dois recadrer une vendeuse qui arrive en retard tous les jours depuis un mois. Comment je fais ?',
        expect: [
          mentions('gestion du personnel', 'conseiller RH'),
          notMentions('reformuler', 'offre d’emploi'),
        ],
      },
    ],
  },
  // A post with nothing to say is not written as filler: the trade is presented, or the subject asked.
  {
    id: 'suki-post-du-metier-sans-sujet',
    employee: 'suki',
    turns: [
      {
        user: 'Fais-moi un post Facebook pour ma boulangerie',
        expect: [mentions('notre boulangerie'), notMentions('on vous en dit plus', 'Votre activité')],
      },
    ],
  },
  {
    id: 'suki-post-sans-rien',
    employee: 'suki',
    turns: [
      {
        user: 'Écris un post LinkedIn',
        expect: [mentions('sujet'), notMentions('on vous en dit plus', 'Votre activité :')],
      },
    ],
  },
  // Late appointments: the evening before them is free time, and the day ends at midnight.
  {
    id: 'alfred-journee-rendez-vous-du-soir',
    employee: 'alfred',
    turns: [
      {
        user: 'Samedi : 21h avec le photographe et 23h avec le DJ. Organise ma journée.',
        expect: [mentions('photographe', 'DJ', 'Temps libre', 'minuit'), notMentions('24 h', '25 h')],
      },
    ],
  },
  // Pros and cons of one change: weighed against keeping things as they are.
  {
    id: 'spec-avantages-inconvenients-un-changement',
    employee: 'spec',
    turns: [
      {
        user: 'Quels sont les avantages et inconvénients de passer à la semaine de 4 jours ?',
        expect: [
          mentions('Passer à la semaine de 4 jours', 'comme aujourd’hui', 'Effet sur l’équipe'),
          notMentions('Angles de veille'),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'spec-pour-et-contre-embaucher-un-alternant',
    employee: 'spec',
    turns: [
      {
        user: 'les pour et les contre d’embaucher un alternant pour la boutique',
        expect: [mentions('Embaucher un alternant', 'comme aujourd’hui'), notMentions('comparer les offres')],
      },
    ],
  },
  // Chip: thanks to a client who signed, a pitch for the prospects of one city, a chat message.
  {
    id: 'chip-merci-societe-qui-a-signe',
    employee: 'chip',
    turns: [
      {
        user: 'Écris une lettre de remerciement à la société Altis qui vient de signer notre contrat de maintenance',
        expect: [
          mentions(
            'Altis',
            ['vous venez de signer', 'd’avoir signé', "d'avoir signé"],
            'contrat de maintenance',
          ),
          notMentions('pour la société Altis', 'Votre aide a été précieuse'),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'chip-remercie-client-davoir-signe',
    employee: 'chip',
    turns: [
      {
        user: 'Remercie M. Roux d’avoir signé notre devis de 3 400 € pour la rénovation de sa boutique',
        expect: [
          mentions('Monsieur Roux', 'remercier', ['3 400 €', '3400 €'], 'devis'),
          notMentions('Je reviens vers vous', 'pour M. Roux d’avoir', 'Votre aide a été précieuse'),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'chip-argumentaire-ville-puis-autre-ville',
    employee: 'chip',
    turns: [
      {
        user: 'Prépare un argumentaire pour vendre notre pain bio aux boulangeries de Lyon',
        expect: [mentions('boulangeries de Lyon', 'pain bio'), noHandoff()],
      },
      {
        user: 'et pour Marseille ?',
        expect: [mentions('boulangeries de Marseille'), notMentions('Lyon', 'en version, mise à jour')],
      },
      {
        user: 'Fais-en un email de prospection',
        expect: [mentions('boulangeries de Marseille', 'pain bio'), notMentions('Lyon')],
      },
    ],
  },
  {
    id: 'chip-prospection-produit-dit-avec-un-verbe',
    employee: 'chip',
    turns: [
      {
        user: 'Écris un mail de prospection pour les restaurants de Bordeaux : on livre des légumes bio à 2 € le kilo',
        expect: [
          mentions('légumes bio', 'restaurants de Bordeaux', '2 € le kilo'),
          notMentions('notre offre', 'Pour mémoire'),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'chip-message-linkedin-sans-objet',
    employee: 'chip',
    turns: [
      {
        user: 'Rédige un message LinkedIn pour relancer Julie Martin, directrice achats chez Fonteco, qu’on a rencontrée au salon de Nantes',
        expect: [mentions('Julie', 'Fonteco', 'salon de Nantes'), notMentions('Objet'), noHandoff()],
      },
      { user: 'plus court', expect: [shorterThanPrevious(), notMentions('Objet'), mentions('Julie')] },
    ],
  },
  // Clide: a public answer to an unhappy review, a refund asked and granted, a cancellation handled.
  {
    id: 'clide-avis-google-deux-etoiles',
    employee: 'clide',
    turns: [
      {
        user: 'Un client nous a laissé un avis 2 étoiles sur Google en disant que la livraison a pris 10 jours. Rédige une réponse.',
        expect: [
          mentions('la livraison a pris 10 jours', ['excuse', 'désolé'], ['contacter', 'écrire']),
          notMentions('Objet', 'signalé Google', 'transmis votre dossier', 'Pour mémoire'),
          noHandoff(),
        ],
      },
      { user: 'plus court', expect: [shorterThanPrevious(), mentions('10 jours'), notMentions('Objet')] },
    ],
  },
  {
    id: 'clide-remboursement-demande-accorde',
    employee: 'clide',
    turns: [
      {
        user: 'Mme Girard demande le remboursement de 65 € pour une commande arrivée cassée. Réponds-lui.',
        expect: [
          mentions('Madame Girard', 'rembours', '65 €', ['jours ouvrés', 'sous']),
          notMentions('remplacement sans frais, ou nous vous remboursons si vous préférez', 'Pour mémoire'),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'clide-resiliation-abonnement',
    employee: 'clide',
    turns: [
      {
        user: 'M. Petit veut résilier son abonnement mensuel à 29 €. Réponds-lui.',
        expect: [
          mentions('Monsieur Petit', 'résiliation', 'abonnement', 'prend effet', ['prélèvement', 'prélevé']),
          notMentions('transmis votre dossier', 'mécontentement'),
          noHandoff(),
        ],
      },
      { user: 'tutoie-le', expect: [tutoie(), mentions('résiliation', 'prend effet')] },
    ],
  },
  // Dot: the cost of a hire answered with figures, a job title that stops where its conditions start,
  // « poste d’électricien » elided.
  {
    id: 'dot-cout-stagiaire-six-mois',
    employee: 'dot',
    turns: [
      {
        user: 'Combien coûte un stagiaire pour 6 mois ?',
        expect: [
          mentions('gratification', ['4,35 €', '4,35 €'], '6 mois', ['par mois', '/mois']),
          notMentions('Qui sommes-nous', 'Vos missions', 'mode hors ligne'),
          noHandoff(),
        ],
      },
      {
        user: 'Rédige l’offre de stage en marketing à Lille',
        expect: [mentions('marketing', 'Lille', 'Vos missions'), notMentions('4,35')],
      },
    ],
  },
  {
    id: 'dot-cout-employeur-salaire-brut',
    employee: 'dot',
    turns: [
      {
        user: 'Un commercial en CDI à 2 200 € brut, ça me revient à combien ?',
        expect: [
          mentions(['2 200 €', '2200 €'], 'coût employeur', 'par mois'),
          notMentions('Vos missions'),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'dot-intitule-sans-les-conditions',
    employee: 'dot',
    turns: [
      {
        user: 'Rédige une offre d’emploi pour un commercial terrain beaucoup de déplacements, basé à Rennes',
        expect: [
          mentions('Commercial terrain (H/F)', 'commerciale terrain', 'beaucoup de déplacements', 'Rennes'),
          notMentions('terraine', 'terrain beaucoup'),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'dot-poste-delectricien-puis-autre-ville',
    employee: 'dot',
    turns: [
      {
        user: 'Écris une offre pour le poste de électricien en CDI à Toulouse',
        expect: [
          mentions(['poste d’**électricien', "poste d'**électricien"], 'Toulouse'),
          notMentions('poste de **électricien'),
          noHandoff(),
        ],
      },
      {
        user: 'et pour Bordeaux ?',
        expect: [mentions('Bordeaux', 'CDI'), notMentions('Toulouse', 'mise à jour avec vos précisions')],
      },
    ],
  },
  {
    id: 'chip-whatsapp-rendez-vous-propose',
    employee: 'chip',
    turns: [
      {
        user: 'Écris un message WhatsApp à Karim pour lui proposer un rendez-vous jeudi à 10h pour lui présenter notre offre de nettoyage de bureaux',
        expect: [
          mentions('Bonjour Karim', 'nettoyage de bureaux', 'jeudi', ['10 h', '10h']),
          notMentions('Bonjour WhatsApp', 'Objet', 'Pour mémoire', 'dans les prochains jours'),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'chip-remise-si-vous-signez',
    employee: 'chip',
    turns: [
      {
        user: 'Écris un mail à M. Lemoine de la société Brico Ouest pour lui proposer une remise de 10 % s’il signe avant le 15 décembre',
        expect: [
          mentions('Monsieur Lemoine', '10 %', 'si vous signez', '15 décembre'),
          notMentions('s’il signe', "s'il signe"),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'chip-felicitations-et-proposition',
    employee: 'chip',
    turns: [
      {
        user: 'Félicite Sophie Arnaud pour l’ouverture de son nouveau restaurant à Toulouse et propose-lui notre service de livraison',
        expect: [
          mentions(
            'félicitations pour l’ouverture de votre nouveau restaurant',
            'Toulouse',
            'notre service de livraison',
          ),
          notMentions('Pour mémoire', 'son nouveau restaurant'),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'chip-hausse-de-tarifs-clients-pros',
    employee: 'chip',
    turns: [
      {
        user: 'Rédige un mail pour annoncer à nos clients professionnels une hausse de 5 % de nos tarifs au 1er janvier',
        expect: [
          mentions('hausse de 5 %', '1er janvier'),
          notMentions('le plaisir', 'annoncer professionnels', 'Professionnels une'),
          noHandoff(),
        ],
      },
      { user: 'plus chaleureux', expect: [mentions('hausse de 5 %'), notMentions('le plaisir')] },
    ],
  },
  {
    id: 'chip-prospection-logiciel-garages-ville',
    employee: 'chip',
    turns: [
      {
        user: 'Écris un mail de prospection pour les garages de Lille : on vend un logiciel de prise de rendez-vous à 49 € par mois',
        expect: [
          mentions('logiciel de prise de rendez-vous', 'garages de Lille', '49 € par mois'),
          notMentions('Pour mémoire'),
          noHandoff(),
        ],
      },
      {
        user: 'et pour Roubaix ?',
        expect: [mentions('garages de Roubaix', 'logiciel de prise de rendez-vous'), notMentions('Lille')],
      },
    ],
  },
  {
    id: 'clide-commande-en-retard-date-promise',
    employee: 'clide',
    turns: [
      {
        user: 'M. Benoît n’a toujours pas reçu sa commande n° 4521 passée le 10 novembre, il est furieux. Réponds-lui, on peut le livrer lundi.',
        expect: [
          mentions('Monsieur Benoît', '4521', 'lundi'),
          notMentions('N’a', "N'a", 'au plus tard le 10 novembre', 'Pour mémoire'),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'clide-avoir-en-plus-du-remplacement',
    employee: 'clide',
    turns: [
      {
        user: 'Mme Caron a reçu un pull troué, commande 7788 de 49 €. Propose-lui un avoir de 20 € en plus du remplacement.',
        expect: [
          mentions('Madame Caron', 'avoir de 20 €', 'remplacement'),
          notMentions('Nous vous proposons un avoir'),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'clide-avis-une-etoile-deux-reproches',
    employee: 'clide',
    turns: [
      {
        user: 'Réponds à l’avis 1 étoile de Julie qui dit que le serveur était désagréable et qu’elle a attendu 45 minutes',
        expect: [
          mentions('Bonjour Julie', 'serveur', 'vous avez attendu 45 minutes'),
          notMentions('qu’elle a attendu', "qu'elle a attendu", 'Objet'),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'clide-resiliation-puis-autre-client',
    employee: 'clide',
    turns: [
      {
        user: 'Mme Petit veut résilier son contrat d’entretien annuel de 180 € au 31 décembre. Réponds-lui.',
        expect: [
          mentions('Madame Petit', '31 décembre', 'résiliation'),
          notMentions('transmis votre dossier'),
          noHandoff(),
        ],
      },
      {
        user: 'et pour M. Durand ?',
        expect: [
          mentions('Monsieur Durand', '31 décembre'),
          notMentions('Petit', 'mise à jour avec vos précisions'),
        ],
      },
    ],
  },
  {
    id: 'clide-remboursement-commande-annulee',
    employee: 'clide',
    turns: [
      {
        user: 'M. Dupuis demande le remboursement de sa commande de 89 € annulée le 20 novembre. Réponds-lui.',
        expect: [
          mentions('Monsieur Dupuis', '89 €', 'rembours', '20 novembre'),
          notMentions('mécontentement', 'Pour mémoire'),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'dot-cout-alternant-age-donne',
    employee: 'dot',
    turns: [
      {
        user: 'Combien coûte un alternant de 19 ans en première année ?',
        expect: [
          mentions('43 %', 'SMIC', 'brut par mois'),
          notMentions('Dites-moi l’âge', 'Vos missions'),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'dot-offre-stage-domaine-et-gratification',
    employee: 'dot',
    turns: [
      {
        user: 'Rédige une offre de stage de 6 mois en communication à Bordeaux, gratification légale',
        expect: [
          mentions('Stage en communication', 'Bordeaux', '6 mois', 'Gratification'),
          notMentions('à préciser', 'intitulé du poste', 'Éléments repris'),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'dot-approche-linkedin-intitule',
    employee: 'dot',
    turns: [
      {
        user: 'Écris un message LinkedIn pour approcher un développeur React senior pour un CDI à Paris, 55 k€',
        expect: [
          mentions('développeur React senior', 'Paris', 'CDI'),
          notMentions('Objet', 'un poste qui pourrait'),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'dot-extra-et-poste-de-nuit',
    employee: 'dot',
    turns: [
      {
        user: 'Rédige une offre pour un serveur en extra pour les fêtes, à Annecy, 13 € de l’heure',
        expect: [
          mentions('Serveur', 'Extra', 'Annecy', '13 €'),
          notMentions('le type de contrat'),
          noHandoff(),
        ],
      },
      {
        user: 'Rédige une offre pour une aide-soignante de nuit en CDD de 3 mois à Lille',
        expect: [mentions('Aide-soignante', 'nuit', 'CDD de 3 mois', 'Lille'), noHandoff()],
      },
    ],
  },
  {
    id: 'chip-script-dappel-puis-plus-court',
    employee: 'chip',
    turns: [
      {
        user: 'Prépare un script d’appel pour vendre nos paniers de fruits aux entreprises de Nantes, 35 € par semaine',
        expect: [
          mentions(
            'entreprises de Nantes',
            'paniers de fruits',
            '35 € par semaine',
            ['accroche', 'Accroche'],
            ['conclusion', 'Conclusion'],
          ),
          notMentions('Objet', 'Seriez-vous disponible pour un échange', 'Pour mémoire'),
          noPlaceholder(),
          noHandoff(),
        ],
      },
      { user: 'plus court', expect: [shorterThanPrevious(), mentions('paniers de fruits')] },
    ],
  },
  {
    id: 'clide-colis-abime-puis-geste',
    employee: 'clide',
    turns: [
      {
        user: 'Mme Roux se plaint que son colis est arrivé abîmé, commande 5521. Réponds-lui.',
        expect: [mentions('Madame Roux', '5521', 'photo'), notMentions('commande (commande'), noHandoff()],
      },
      {
        user: 'ajoute qu’on lui offre la livraison sur sa prochaine commande',
        expect: [
          mentions('livraison sur votre prochaine commande', '5521'),
          notMentions('sa prochaine commande'),
        ],
      },
    ],
  },
  {
    id: 'chip-merci-pour-la-remercier',
    employee: 'chip',
    turns: [
      {
        user: 'Écris à la société Altis pour la remercier d’avoir choisi notre offre Premium',
        expect: [
          mentions('Altis', 'choisi notre offre Premium', 'remercier'),
          notMentions('Je me permets de vous contacter', 'tirer parti'),
          noHandoff(),
        ],
      },
      {
        user: 'Un mot pour remercier Mme Vidal, qui nous a confié la rénovation de sa cuisine',
        expect: [
          mentions('Madame Vidal', 'vous nous avez confié la rénovation de votre cuisine'),
          notMentions('pour Mme Vidal.'),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'chip-arguments-ville-elidee',
    employee: 'chip',
    turns: [
      {
        user: 'Quels arguments pour vendre notre service de ménage aux hôtels d’Annecy ?',
        expect: [mentions('hôtels d’Annecy'), noHandoff()],
      },
      {
        user: 'et pour Chamonix ?',
        expect: [mentions('hôtels de Chamonix'), notMentions('d’Chamonix', "d'Chamonix", 'Annecy')],
      },
    ],
  },
  {
    id: 'clide-avis-reproche-apres-deux-points',
    employee: 'clide',
    turns: [
      {
        user: 'Mme Leroy a laissé un avis 2 étoiles : elle trouve nos prix trop élevés. Réponds.',
        expect: [
          mentions('Madame Leroy', 'vous trouvez nos prix trop élevés'),
          notMentions('Objet'),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'dot-cout-dit-autrement',
    employee: 'dot',
    turns: [
      {
        user: 'C’est combien un apprenti de 17 ans ?',
        expect: [mentions('27 %', 'SMIC'), notMentions('Vos missions', 'intitulé du poste'), noHandoff()],
      },
      {
        user: 'Quel salaire pour un stagiaire de 3 mois ?',
        expect: [mentions('gratification', '3 mois'), notMentions('Vos missions', 'stage en stagiaire')],
      },
    ],
  },
  {
    id: 'dot-intitule-au-feminin',
    employee: 'dot',
    turns: [
      {
        user: 'Rédige une offre pour une commerciale sédentaire en CDI à Lyon, 1 900 € brut + primes',
        expect: [
          mentions('un commercial sédentaire ou une commerciale sédentaire', 'Lyon'),
          notMentions('un ou une commerciale'),
          noHandoff(),
        ],
      },
    ],
  },
  // A profession's work no one in the team does (accounting, payroll, law, code): said honestly,
  // with who does it and what the employee can do around it, not an unrelated template.
  {
    id: 'alfred-tva-chez-l-expert-comptable',
    employee: 'alfred',
    turns: [
      {
        user: 'Calcule ma TVA du trimestre',
        expect: [
          declines(),
          mentions('expert-comptable', 'mail'),
          notMentions('planning', 'rendez-vous prévu'),
        ],
      },
    ],
  },
  {
    id: 'suki-paie-hors-role',
    employee: 'suki',
    turns: [
      {
        user: 'Prépare la paie de novembre pour mes 4 salariés',
        expect: [
          declines(),
          mentions(['gestionnaire de paie', 'expert-comptable']),
          notMentions('annoncer la paie', 'newsletter qui présente'),
        ],
      },
    ],
  },
  {
    id: 'spec-question-juridique',
    employee: 'spec',
    turns: [
      {
        user: 'Est-ce que je peux licencier mon vendeur pour faute grave après trois retards ?',
        expect: [declines(), mentions('avocat'), notMentions('Angles de veille', 'reformuler')],
      },
    ],
  },
  {
    id: 'millie-script-informatique',
    employee: 'millie',
    turns: [
      {
        user: 'Code-moi un script pour importer nos factures dans le tableur',
        expect: [
          declines(),
          mentions(['développeur', 'prestataire informatique']),
          notMentions('| Projet |'),
        ],
      },
    ],
  },
  // SMS shorthand is read, never echoed in a written draft.
  {
    id: 'alfred-rdv-ecrit-en-toutes-lettres',
    employee: 'alfred',
    turns: [
      {
        user: 'Écris un mail à M. Durand pour confirmer notre rdv de mardi à 10h',
        expect: [mentions('Monsieur Durand', 'rendez-vous'), notMentions('rdv')],
      },
    ],
  },
  // « Réponds à Julie que… », « Rappelle à M. Leroy qu'il nous doit… »: what to say is the letter.
  {
    id: 'alfred-reponds-que',
    employee: 'alfred',
    turns: [
      {
        user: 'Réponds à Julie que la paie sera versée le 30 novembre',
        expect: [
          mentions('Julie', 'sera versée le 30 novembre'),
          notMentions('Votre message', 'expert-comptable'),
        ],
      },
    ],
  },
  {
    id: 'alfred-rappelle-somme-due',
    employee: 'alfred',
    turns: [
      {
        user: 'Rappelle à M. Leroy qu’il nous doit 1 450 € pour la facture F-2031',
        expect: [
          mentions('Monsieur Leroy', '1 450 €', 'F-2031', ['impayée', 'règlement']),
          notMentions('vous nous doit'),
        ],
      },
    ],
  },
  {
    id: 'alfred-envoi-de-documents',
    employee: 'alfred',
    turns: [
      {
        user: 'Écris un mail à mon comptable pour lui envoyer les factures de novembre',
        expect: [mentions('ci-joint', 'factures de novembre'), notMentions('Merci pour votre message')],
      },
      { user: 'plus court', expect: [mentions('factures de novembre'), shorterThanPrevious()] },
    ],
  },
  // The tasks to do for something, listed by step and dated: not the workspace's status table.
  {
    id: 'millie-liste-des-taches-d-un-lancement',
    employee: 'millie',
    turns: [
      {
        user: 'Fais-moi la liste des tâches pour le lancement du site',
        expect: [
          mentions('lancement du site', ['cahier des charges', 'maquettes'], ['Tester', 'tests']),
          notMentions('| Projet |', 'Refonte du site vitrine'),
        ],
      },
      {
        user: 'décale au jeudi 14 janvier',
        expect: [mentions('14 janvier', ['cahier des charges', 'maquettes']), notMentions('| Projet |')],
      },
    ],
  },
  {
    id: 'millie-taches-en-retard-question',
    employee: 'millie',
    turns: [
      {
        user: 'Quelles sont les tâches en retard ?',
        expect: [mentions('en retard'), notMentions('mode hors ligne', 'ne fait pas partie de mon rôle')],
      },
    ],
  },
  {
    id: 'millie-planifie-avant-une-date',
    employee: 'millie',
    turns: [
      {
        user: 'Planifie la clôture des comptes avec le cabinet comptable avant le 31 mars',
        expect: [
          mentions('clôture des comptes', '31 mars'),
          notMentions('le avant', 'ne fait pas partie de mon rôle', '| Projet |'),
        ],
      },
    ],
  },
  {
    id: 'millie-plan-d-une-migration',
    employee: 'millie',
    turns: [
      {
        user: 'On doit migrer notre logiciel de caisse avant le 15 janvier, fais le plan',
        expect: [mentions('migrer notre logiciel de caisse', '15 janvier'), notMentions('le avant')],
      },
    ],
  },
  // « Écris à Karim pour lui dire que… »: the news is the letter, whatever its words (not the help).
  {
    id: 'alfred-ecris-pour-lui-dire-que',
    employee: 'alfred',
    turns: [
      {
        user: 'Écris à Karim pour lui dire que son entretien annuel aura lieu lundi 7 décembre à 14h',
        expect: [
          mentions('Karim', 'votre entretien annuel', '7 décembre'),
          notMentions('Voici ce que je sais faire'),
        ],
      },
    ],
  },
  // A second instruction (« et propose-lui un rendez-vous ») is a paragraph of its own.
  {
    id: 'alfred-remerciement-et-proposition',
    employee: 'alfred',
    turns: [
      {
        user: 'Remercie Sophie Laurent pour sa commande de 1 800 € et propose-lui un rendez-vous en janvier',
        expect: [
          mentions('votre commande de 1 800 €', 'Je vous propose un rendez-vous en janvier'),
          notMentions('pour Sophie Laurent pour', 'propose-lui'),
        ],
      },
    ],
  },
  {
    id: 'alfred-reponse-oui-avec-precision',
    employee: 'alfred',
    turns: [
      {
        user: 'Réponds à M. Girard qui demande si on peut livrer à Lyon avant Noël : oui, le 22 décembre',
        expect: [
          mentions('Monsieur Girard', 'nous pouvons livrer à Lyon', '22 décembre'),
          notMentions('dès que possible avec une réponse complète'),
        ],
      },
    ],
  },
  {
    id: 'alfred-reclamation-fournisseur-apres-deux-points',
    employee: 'alfred',
    turns: [
      {
        user: 'Rédige un mail à notre fournisseur Papeterie Lemaire : la livraison du 20 novembre est arrivée incomplète, il manque 12 cartons',
        expect: [
          mentions('arrivée incomplète', '12 cartons', ['remplacement', 'avoir', 'solution']),
          notMentions('Merci pour votre message'),
        ],
      },
    ],
  },
  // A product sheet: the product's name, price and features as given, not the business's profile.
  {
    id: 'suki-fiche-produit-avec-prix',
    employee: 'suki',
    turns: [
      {
        user: 'Écris la fiche produit de notre savon au lait d’ânesse à 8,50 €',
        expect: [mentions('Savon au lait d’ânesse', '8,50 €'), notMentions('fiche Google', 'Une adresse où')],
      },
    ],
  },
  {
    id: 'suki-fiche-produit-avec-contenu',
    employee: 'suki',
    turns: [
      {
        user: 'Rédige la fiche produit du coffret cadeau Noël à 39 € : 3 confitures artisanales, un miel de lavande et une carte personnalisée',
        expect: [
          mentions('Coffret cadeau Noël', '39 €', 'miel de lavande', 'carte personnalisée'),
          notMentions('actions SEO', 'méta-description'),
        ],
      },
    ],
  },
  // « Et pour le client Martin ? »: the same letter for the one named instead, not both.
  {
    id: 'alfred-meme-lettre-pour-un-autre-client',
    employee: 'alfred',
    turns: [
      {
        user: 'Écris un mail au client Dupont pour confirmer la livraison de ses 40 chaises le 3 décembre',
        expect: [mentions('40 chaises', '3 décembre')],
      },
      {
        user: 'et pour le client Martin ?',
        expect: [mentions('Martin', '40 chaises', '3 décembre'), notMentions('Dupont')],
      },
    ],
  },
  {
    id: 'alfred-meme-relance-pour-une-autre-personne',
    employee: 'alfred',
    turns: [
      {
        user: 'Relance Mme Roux pour la facture F-2041 de 620 €',
        expect: [mentions('Madame Roux', 'F-2041')],
      },
      {
        user: 'et pour M. Caron ?',
        expect: [mentions('Monsieur Caron', 'F-2041', '620 €'), notMentions('Roux')],
      },
    ],
  },
  // A status update written to a client about a project of the workspace: its figures, in a letter.
  {
    id: 'millie-point-d-avancement-au-client-depuis-l-espace',
    employee: 'millie',
    turns: [
      {
        user: 'Rédige un point d’avancement pour le client Dupont sur la refonte du site',
        expect: [
          mentions('Objet :', 'Refonte du site vitrine', '67 %', ['Prochaine étape', 'prochaine étape']),
          notMentions('| Projet |'),
        ],
      },
    ],
  },
  // « ajoute un appel à réserver par téléphone »: the post ends on that action, not an event to plan.
  {
    id: 'suki-appel-a-reserver-ajoute',
    employee: 'suki',
    turns: [
      {
        user: 'Écris un post Facebook pour notre soirée dégustation du vendredi 11 décembre à 19h au domaine, 25 € par personne',
        expect: [mentions('11 décembre', '25 €')],
      },
      {
        user: 'ajoute un appel à réserver par téléphone',
        expect: [mentions('Réservez', 'par téléphone', '11 décembre'), notMentions('il me manque la date')],
      },
    ],
  },
  // « Aide-moi à décider : A ou B ? »: the two courses of action weighed, not a market watch.
  {
    id: 'spec-decider-entre-deux-options-apres-deux-points',
    employee: 'spec',
    turns: [
      {
        user: 'Aide-moi à décider : embaucher un commercial ou passer par un agent commercial ?',
        expect: [
          mentions('Embaucher un commercial', 'Passer par un agent commercial', 'Coût'),
          notMentions('Angles de veille', 'Donnez-moi les noms'),
        ],
      },
      {
        user: 'lequel tu recommandes ?',
        expect: [mentions('Ma recommandation', ['Embaucher', 'Passer par'])],
      },
    ],
  },
  // A meeting missed is excused, not moved.
  {
    id: 'alfred-excuses-rendez-vous-oublie',
    employee: 'alfred',
    turns: [
      {
        user: 'Fais un mail d’excuses à Mme Bertin, on a oublié son rdv ce matin',
        expect: [
          mentions('Madame Bertin', 'excuses', 'rendez-vous', ['reprogrammer', 'créneau']),
          notMentions('revenir sur ce qui était prévu', 'rdv'),
        ],
      },
    ],
  },
  // « plus court » on a postponement: a shorter letter, the new slot kept.
  {
    id: 'alfred-report-plus-court',
    employee: 'alfred',
    turns: [
      {
        user: 'Écris un mail à Mme Fontaine pour décaler notre réunion de mardi 15h à jeudi 10h',
        expect: [mentions('Madame Fontaine', '15 h', '10 h')],
      },
      { user: 'plus court', expect: [mentions('10 h'), shorterThanPrevious()] },
    ],
  },
  // What a plan is for, as the verb says it: « le déménagement de nos bureaux », « le salon de l'habitat ».
  {
    id: 'millie-plan-du-demenagement-nomme',
    employee: 'millie',
    turns: [
      {
        user: 'Organise le déménagement de nos bureaux à Nantes le 15 février, budget 8 000 €',
        expect: [
          mentions('déménagement de nos bureaux', '15 février', '8 000 €'),
          notMentions('plan pour nos bureaux'),
        ],
      },
    ],
  },
  {
    id: 'millie-retroplanning-du-salon-nomme',
    employee: 'millie',
    turns: [
      {
        user: 'Fais le rétroplanning du salon de l’habitat à Tours du 6 au 9 mars',
        expect: [
          mentions('salon de l’habitat', 'Tours'),
          notMentions('plan pour l’habitat', "plan pour l'habitat"),
        ],
      },
    ],
  },
  // The recipients of a newsletter are not its occasion: « de janvier » is.
  {
    id: 'suki-newsletter-du-mois-pour-les-clients',
    employee: 'suki',
    turns: [
      {
        user: 'Prépare la newsletter de janvier pour nos clients : soldes à -30 %, nouvel atelier à Lyon, horaires d’hiver',
        expect: [mentions('janvier', 'Soldes à -30 %', 'Lyon'), notMentions('Objet :** Nos clients')],
      },
    ],
  },
  // « décale à jeudi »: the day moves, the hour said before stays.
  {
    id: 'alfred-decale-le-jour-garde-l-heure',
    employee: 'alfred',
    turns: [
      {
        user: 'Écris à Karim pour lui dire que son entretien annuel aura lieu lundi 7 décembre à 14h',
        expect: [mentions('Karim', '7 décembre')],
      },
      { user: 'décale à jeudi', expect: [mentions('jeudi', '14 h'), notMentions('lundi 7 décembre')] },
    ],
  },
  {
    id: 'clide-suite-meme-client',
    employee: 'clide',
    turns: [
      {
        user: 'Un client, M. Roux, dit que sa commande n°4582 est arrivée cassée. Réponds-lui.',
        expect: [mentions('Monsieur Roux', '4582'), noHandoff()],
      },
      {
        user: 'Il veut être remboursé plutôt que renvoyé.',
        expect: [mentions('Monsieur Roux', '4582', 'rembours'), noHandoff()],
      },
    ],
  },
  {
    id: 'clide-suite-cliente-pronom',
    employee: 'clide',
    turns: [
      {
        user: 'Une cliente, Mme Garnier, n’a toujours pas reçu sa commande n°7731. Réponds-lui.',
        expect: [mentions('Madame Garnier'), noHandoff()],
      },
      {
        user: 'Elle demande finalement un remboursement.',
        expect: [mentions('Madame Garnier', '7731', 'rembours'), notMentions('en retard de'), noHandoff()],
      },
    ],
  },
  {
    id: 'dot-offre-apres-cout',
    employee: 'dot',
    turns: [
      {
        user: 'Combien coûte un stagiaire pour 4 mois ?',
        expect: [mentions('gratification', '4 mois')],
      },
      {
        user: 'Rédige l’offre de stage en communication',
        expect: [mentions('Stage en communication', '4 mois'), noHandoff()],
      },
    ],
  },
  {
    id: 'clide-resiliation-motif-prix',
    employee: 'clide',
    turns: [
      {
        user: 'M. Lambert veut résilier son contrat d’entretien parce que le prix a trop augmenté. Réponds-lui.',
        expect: [
          mentions('Monsieur Lambert', 'résiliation', ['prix', 'budget', 'tarif']),
          notMentions('ce qui a motivé son départ'),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'clide-echange-taille',
    employee: 'clide',
    turns: [
      {
        user: 'Une cliente veut échanger sa robe contre une taille M. Rédige la réponse.',
        expect: [
          mentions('taille M', 'échange'),
          notMentions('nous vous remboursons', 'Monsieur Rédige', 'M. Rédige'),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'chip-objection-produit-physique',
    employee: 'chip',
    turns: [
      {
        user: 'Je vends des coffrets de chocolats aux entreprises. Aide-moi à répondre à l’objection « c’est trop cher ».',
        expect: [
          mentions('nos coffrets de chocolats'),
          notMentions('notre coffrets', 'Du temps gagné', 'votre offre fait gagner'),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'chip-prospection-commerce-nomme',
    employee: 'chip',
    turns: [
      {
        user: 'Écris un mail de prospection pour la boulangerie Martin pour lui proposer nos paniers de fruits.',
        expect: [
          mentions('la boulangerie Martin', 'nos paniers de fruits'),
          notMentions('réactivité', 'car Martin'),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'dot-questions-assistante-direction',
    employee: 'dot',
    turns: [
      {
        user: 'Prépare les questions d’entretien pour une assistante de direction.',
        expect: [
          mentions('assistante de direction', ['agenda', 'confidentiel']),
          notMentions('client très mécontent'),
          noHandoff(),
        ],
      },
      {
        user: 'Rédige une offre pour une assistante de direction en CDI à Bordeaux',
        expect: [
          mentions('assistante de direction', 'agenda'),
          notMentions('Répondre aux clients par téléphone'),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'clide-suite-echange-sans-taille',
    employee: 'clide',
    turns: [
      {
        user: 'Mme Faure nous écrit que son colis n°889 est arrivé abîmé. Réponds-lui.',
        expect: [mentions('Madame Faure', '889'), noHandoff()],
      },
      {
        user: 'La cliente préfère un échange.',
        expect: [
          mentions('Madame Faure', '889', 'échange'),
          notMentions('nous vous remboursons sous 14 jours'),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'clide-avoir-demande',
    employee: 'clide',
    turns: [
      {
        user: 'Un client, M. Perrin, dit que sa commande n°3310 est arrivée abîmée. Réponds-lui.',
        expect: [mentions('Monsieur Perrin', '3310'), noHandoff()],
      },
      {
        user: 'Il préfère finalement un avoir.',
        expect: [mentions('Monsieur Perrin', '3310', 'avoir'), notMentions('reformuler'), noHandoff()],
      },
    ],
  },
  {
    id: 'dot-offre-apres-cout-metier',
    employee: 'dot',
    turns: [
      {
        user: 'Combien coûte un cuisinier en CDI ?',
        expect: [noHandoff()],
      },
      {
        user: 'Rédige l’offre',
        expect: [mentions('cuisinier'), notMentions('intitulé du poste'), noHandoff()],
      },
    ],
  },
  // --- Memory as knowledge (issue 41, item 5): what was remembered answers questions and warns ------
  {
    id: 'memoire-jour-non-travaille-question',
    employee: 'alfred',
    signedIn: true,
    turns: [
      {
        user: 'Retiens que je ne travaille pas le mercredi après-midi.',
        expect: [mentions('noté', 'mercredi après-midi')],
      },
      {
        user: 'Quel jour je ne travaille pas ?',
        employee: 'alfred',
        expect: [
          mentions('mercredi après-midi', ['vous ne travaillez pas', 'tu ne travailles pas']),
          notMentions('Voici ce que je sais faire', 'reformuler', 'je ne travaille pas'),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'memoire-ferme-le-lundi-tutoiement-sans-accents',
    employee: 'millie',
    signedIn: true,
    turns: [
      { user: 'retiens que je suis ferme le lundi', expect: [mentions('noté', 'lundi')] },
      {
        user: 'tu te souviens quand je suis ferme ?',
        employee: 'millie',
        expect: [
          mentions('lundi', ['vous êtes fermé', 'tu es fermé', 'vous êtes fermée', 'tu es fermée']),
          notMentions('Voici ce que je sais faire', 'reformuler'),
        ],
      },
    ],
  },
  {
    id: 'memoire-rdv-pendant-un-temps-non-travaille',
    employee: 'alfred',
    signedIn: true,
    turns: [
      {
        user: 'Retiens que je ne travaille pas le mercredi après-midi.',
        expect: [mentions('noté')],
      },
      {
        user: 'Ajoute un rendez-vous avec le comptable mercredi à 15h.',
        employee: 'alfred',
        expect: [
          proposal({
            kind: 'create_event',
            titleIncludes: 'comptable',
            dateIs: 'next:wednesday',
            time: '15:00',
          }),
          mentions(['attention', 'vous m’avez dit', 'tu m’as dit'], 'mercredi après-midi'),
        ],
      },
    ],
  },
  {
    id: 'memoire-rdv-le-matin-sans-alerte',
    employee: 'alfred',
    signedIn: true,
    turns: [
      {
        user: 'Retiens que je ne travaille pas le mercredi après-midi.',
        expect: [mentions('noté')],
      },
      {
        user: 'Cale un point avec Paul mercredi à 10h.',
        employee: 'alfred',
        expect: [
          proposal({ kind: 'create_event', titleIncludes: 'Paul', dateIs: 'next:wednesday', time: '10:00' }),
          notMentions('attention', 'ne travaillez pas'),
        ],
      },
    ],
  },
  {
    id: 'memoire-ferme-le-lundi-puis-rdv-lundi',
    employee: 'millie',
    signedIn: true,
    turns: [
      { user: 'Retiens que la boutique est fermée le lundi', expect: [mentions('noté')] },
      {
        user: 'mets un rdv avec M. Leroy lundi a 9h',
        employee: 'millie',
        expect: [
          proposal({ kind: 'create_event', titleIncludes: 'Leroy', dateIs: 'next:monday', time: '9:00' }),
          mentions(['attention', 'vous m’avez dit', 'tu m’as dit'], ['fermé', 'fermée']),
        ],
      },
    ],
  },
  {
    id: 'memoire-pas-de-rdv-avant-9h',
    employee: 'alfred',
    signedIn: true,
    turns: [
      { user: 'Retenez que je ne prends jamais de rendez-vous avant 9h.', expect: [mentions('noté')] },
      {
        user: 'Ajoutez un rendez-vous avec Mme Roux mardi à 8h.',
        employee: 'alfred',
        expect: [
          proposal({ kind: 'create_event', titleIncludes: 'Roux', dateIs: 'next:tuesday', time: '8:00' }),
          mentions(['attention', 'vous m’avez dit'], 'avant 9'),
        ],
      },
    ],
  },
  {
    id: 'memoire-que-sais-tu-entreprise',
    employee: 'alfred',
    signedIn: true,
    turns: [
      {
        user: 'Retiens que mon entreprise s’appelle Menuiserie Garnier, à Nantes.',
        expect: [mentions('Menuiserie Garnier')],
      },
      {
        user: 'Retiens que nous faisons surtout des cuisines sur mesure.',
        expect: [mentions('noté')],
      },
      {
        user: 'Que sais-tu de mon entreprise ?',
        employee: 'suki',
        expect: [
          mentions('Menuiserie Garnier', 'Nantes', 'cuisines sur mesure'),
          notMentions('nous faisons', 'Voici ce que je sais faire', 'reformuler'),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'memoire-boite-dite-en-passant-puis-question',
    employee: 'chip',
    signedIn: true,
    turns: [
      {
        user: 'Ma boite s’appelle Atelier Lumen, on est a Lille et on fabrique des luminaires.',
        expect: [mentions(['noté', 'retiens', 'en tête'])],
      },
      {
        user: 'qu’est ce que tu sais sur ma boite ?',
        employee: 'dot',
        expect: [mentions('Atelier Lumen', 'Lille', 'luminaires'), notMentions('reformuler')],
      },
    ],
  },
  {
    id: 'memoire-delai-livraison-question',
    employee: 'millie',
    signedIn: true,
    turns: [
      {
        user: 'Retiens que notre délai de livraison est de 5 jours ouvrés.',
        expect: [mentions('5 jours ouvrés')],
      },
      {
        user: 'C’est quoi deja notre delai de livraison ?',
        employee: 'clide',
        expect: [
          mentions('5 jours ouvrés', ['votre délai', 'ton délai']),
          notMentions('notre délai', 'Objet', 'Bonjour Madame'),
        ],
      },
    ],
  },
  {
    id: 'memoire-rien-retenu-encore',
    employee: 'alfred',
    signedIn: true,
    turns: [
      {
        user: 'Que sais-tu de mon entreprise ?',
        expect: [
          mentions(['rien', 'pas encore', 'aucun'], ['Retiens que', 'Paramètres']),
          notMentions('Voici ce que je sais faire'),
        ],
      },
    ],
  },
  {
    id: 'memoire-deux-rdv-a-la-meme-heure',
    employee: 'alfred',
    signedIn: true,
    turns: [
      {
        user: 'Ajoute un rendez-vous avec Paul jeudi à 10h',
        expect: [
          proposal({ kind: 'create_event', titleIncludes: 'Paul', dateIs: 'next:thursday', time: '10:00' }),
        ],
      },
      {
        user: 'prends rdv chez le dentiste jeudi a 10h30',
        expect: [
          proposal({
            kind: 'create_event',
            titleIncludes: 'dentiste',
            dateIs: 'next:thursday',
            time: '10:30',
          }),
          mentions(['déjà', 'en même temps', 'chevauche'], 'Paul'),
        ],
      },
    ],
  },

  // --- Actions in everyday French (issue 41, item 8): appointments, agenda, notes, reminders, status -
  {
    id: 'action-prends-rdv-chez-garagiste',
    employee: 'alfred',
    signedIn: true,
    turns: [
      {
        user: 'Prends rdv chez le garagiste le 11 decembre a 14h pour la revision du camion',
        expect: [
          proposal({ kind: 'create_event', titleIncludes: 'garagiste', dateIs: 'on:11-12', time: '14:00' }),
          notMentions('Compte rendu', 'Ordre du jour'),
        ],
      },
    ],
  },
  {
    id: 'action-prenez-rdv-chez-osteopathe',
    employee: 'millie',
    signedIn: true,
    turns: [
      {
        user: 'Pouvez-vous prendre rendez-vous chez l’ostéopathe le 9 décembre à 18h30 ?',
        expect: [
          proposal({ kind: 'create_event', titleIncludes: 'ostéopathe', dateIs: 'on:9-12', time: '18:30' }),
        ],
      },
    ],
  },
  {
    id: 'action-rdv-chez-mme-durand-visite',
    employee: 'alfred',
    signedIn: true,
    turns: [
      {
        user: 'Prends rendez-vous vendredi à 11h chez Mme Durand pour le métré de sa salle de bains.',
        expect: [
          proposal({
            kind: 'create_event',
            titleIncludes: 'Mme Durand',
            dateIs: 'next:friday',
            time: '11:00',
          }),
          notMentions('Compte rendu', 'il me manque'),
        ],
      },
    ],
  },
  {
    id: 'action-ajoute-a-mon-agenda-deux-points',
    employee: 'alfred',
    signedIn: true,
    turns: [
      {
        user: 'Ajoute à mon agenda : déjeuner avec Karim mardi à 12h30',
        expect: [
          proposal({ kind: 'create_event', titleIncludes: 'Karim', dateIs: 'next:tuesday', time: '12:30' }),
          notMentions('il me manque'),
        ],
      },
    ],
  },
  {
    id: 'action-mets-dans-mon-agenda-sans-accents',
    employee: 'millie',
    signedIn: true,
    turns: [
      {
        user: 'mets dans mon agenda la reunion parents-profs le 10 decembre a 17h',
        expect: [
          proposal({
            kind: 'create_event',
            titleIncludes: 'parents-profs',
            dateIs: 'on:10-12',
            time: '17:00',
          }),
        ],
      },
    ],
  },
  {
    id: 'action-inscris-au-planning-formation',
    employee: 'dot',
    signedIn: true,
    turns: [
      {
        user: 'Inscris au planning : formation SST le 14 décembre de 9h à 12h',
        expect: [
          proposal({
            kind: 'create_event',
            titleIncludes: 'formation SST',
            dateIs: 'on:14-12',
            time: '9:00',
          }),
        ],
      },
    ],
  },
  {
    id: 'action-note-que-je-dois',
    employee: 'alfred',
    signedIn: true,
    turns: [
      {
        user: 'Note que je dois rappeler le plombier vendredi.',
        expect: [
          proposal({ kind: 'create_task', titleIncludes: 'rappeler le plombier', dateIs: 'next:friday' }),
        ],
      },
    ],
  },
  {
    id: 'action-notez-qu-il-faut',
    employee: 'millie',
    signedIn: true,
    turns: [
      {
        user: 'Notez qu’il faut commander les cartons pour jeudi',
        expect: [
          proposal({ kind: 'create_task', titleIncludes: 'commander les cartons', dateIs: 'next:thursday' }),
        ],
      },
    ],
  },
  {
    id: 'action-mets-un-rappel-urssaf',
    employee: 'alfred',
    signedIn: true,
    turns: [
      {
        user: 'Mets un rappel pour payer l’URSSAF le 15 décembre',
        expect: [proposal({ kind: 'create_task', titleIncludes: 'payer l’URSSAF', dateIs: 'on:15-12' })],
      },
    ],
  },
  {
    id: 'action-rappel-deux-points-sans-accents',
    employee: 'clide',
    signedIn: true,
    turns: [
      {
        user: 'rappel vendredi : appeler la banque pour le pret',
        expect: [
          proposal({ kind: 'create_task', titleIncludes: 'appeler la banque', dateIs: 'next:friday' }),
        ],
      },
    ],
  },
  {
    id: 'action-programme-un-rappel-vous',
    employee: 'chip',
    signedIn: true,
    turns: [
      {
        user: 'Programmez un rappel lundi pour relancer Mme Garcia sur son devis.',
        expect: [
          proposal({ kind: 'create_task', titleIncludes: 'relancer Mme Garcia', dateIs: 'next:monday' }),
        ],
      },
    ],
  },
  {
    id: 'action-marque-comme-fait-avant-le-titre',
    employee: 'millie',
    signedIn: true,
    turns: [
      {
        user: 'Marque comme terminée la tâche « Préparer la commande de Noël »',
        expect: [
          proposal({ kind: 'update_task_status', titleIncludes: 'Préparer la commande de Noël' }),
          notMentions('« Comme'),
        ],
      },
    ],
  },
  {
    id: 'action-c-est-fait-paraphrase-visiteur',
    employee: 'millie',
    turns: [
      {
        user: 'C’est fait pour la synthese de la veille',
        expect: [
          mentions('Synthèse de la veille concurrentielle', ['terminée', 'faite']),
          notMentions('Créer la tâche', '« Comme'),
        ],
      },
    ],
  },
  {
    id: 'action-j-ai-fini-paraphrase-visiteur',
    employee: 'alfred',
    turns: [
      {
        user: 'J’ai fini de relancer les prospects du salon',
        expect: [
          mentions('Relancer les prospects rencontrés au salon', 'terminée'),
          notMentions('Créer la tâche'),
        ],
      },
    ],
  },
  {
    id: 'action-tache-nommee-par-paraphrase-visiteur',
    employee: 'millie',
    turns: [
      {
        user: 'tu peux marquer comme faite la tache sur les doublons de contacts ?',
        expect: [
          mentions('Nettoyer les doublons de contacts', 'terminée'),
          notMentions('Créer la tâche', '« Comme', '« Tu peux'),
        ],
      },
    ],
  },
  {
    id: 'action-statut-export-contacts-en-cours',
    employee: 'millie',
    turns: [
      {
        user: 'L’export des contacts de l’ancien CRM est en cours',
        expect: [
          mentions('Exporter les contacts de l’ancien CRM', 'en cours'),
          notMentions('Créer la tâche'),
        ],
      },
    ],
  },
  {
    id: 'action-c-est-fait-tache-inconnue',
    employee: 'millie',
    turns: [
      {
        user: 'C’est fait pour la déclaration de TVA',
        expect: [
          mentions(['ne trouve pas', 'aucune tâche', 'pas de tâche']),
          notMentions('Créer la tâche', 'Marquer la tâche'),
        ],
      },
    ],
  },
  // --- Stop 47: Alfred, Suki and Dot on requests of issue 41's kinds, written before any run ---------
  {
    id: 'alfred-prends-rdv-chez-client-sans-accents',
    employee: 'alfred',
    signedIn: true,
    turns: [
      {
        user: 'prends rdv mardi 8 decembre 14h30 chez le client Garnier pour le metre de la cuisine',
        expect: [
          proposal({ kind: 'create_event', titleIncludes: 'Garnier', dateIs: 'on:8-12', time: '14:30' }),
          notMentions('compte rendu', 'Compte rendu'),
        ],
      },
    ],
  },
  {
    id: 'alfred-ajoute-agenda-controle-technique',
    employee: 'alfred',
    signedIn: true,
    turns: [
      {
        user: 'Ajoute à mon agenda : contrôle technique du camion vendredi 11 décembre à 8h',
        expect: [
          proposal({
            kind: 'create_event',
            titleIncludes: 'contrôle technique',
            dateIs: 'on:11-12',
            time: '08:00',
          }),
          notMentions('il me manque'),
        ],
      },
    ],
  },
  {
    id: 'alfred-memoire-jour-de-fermeture',
    employee: 'alfred',
    signedIn: true,
    turns: [
      { user: 'Retiens que le magasin est fermé le lundi', expect: [mentions('lundi')] },
      {
        user: 'Rappelle-moi quel jour on est fermés ?',
        expect: [mentions('lundi'), notMentions('Je peux vous aider')],
      },
      {
        user: 'Cale un rendez-vous avec le fournisseur de farine lundi 7 décembre à 11h',
        expect: [
          proposal({ kind: 'create_event', dateIs: 'on:7-12', time: '11:00' }),
          mentions(['fermé', 'fermeture']),
        ],
      },
    ],
  },
  {
    id: 'alfred-reponse-devis-valable-sans-accents',
    employee: 'alfred',
    turns: [
      {
        user: "Reponds a Mme Lefort que son devis est valable jusqu'au 31 decembre et qu'on peut commencer les travaux mi-janvier",
        expect: [
          mentions('Lefort', '31 décembre', 'mi-janvier'),
          notMentions('reviens vers vous', 'Reponds', 'decembre'),
          vouvoie(),
        ],
      },
    ],
  },
  {
    id: 'alfred-mail-livraison-puis-sms',
    employee: 'alfred',
    turns: [
      {
        user: 'Écris un mail à M. Perrin pour lui dire que la livraison du bois est décalée à jeudi à cause de la grève',
        expect: [mentions('Perrin', 'jeudi', 'grève'), notMentions('reviens vers vous')],
      },
      {
        user: 'fais-en une version SMS',
        expect: [shorterThanPrevious(), mentions('jeudi')],
      },
    ],
  },
  {
    id: 'alfred-organise-journee-echeances-durees',
    employee: 'alfred',
    turns: [
      {
        user: "Aide-moi à organiser ma journée : répondre aux mails (1h), appeler l'expert-comptable (15 min, avant midi), finir le devis Morel (2h, à rendre ce soir), passer à la banque (30 min)",
        expect: [
          mentions('expert-comptable', 'devis Morel', 'banque', 'mails'),
          inOrder('expert-comptable', 'devis Morel'),
          notMentions('Finaliser la grille tarifaire'),
        ],
      },
    ],
  },
  {
    id: 'suki-post-ouverture-dimanche-sans-accents',
    employee: 'suki',
    turns: [
      {
        user: "fais moi un post insta pour annoncer qu'on ouvre le dimanche matin a partir du 6 decembre, de 8h a 13h, c'est pour ma boulangerie",
        expect: [
          mentions('dimanche', '6 décembre', ['8h', '8 h']),
          notMentions("l'écoute, la qualité", 'decembre'),
        ],
      },
    ],
  },
  {
    id: 'suki-dix-mots-cles-seo-coiffure',
    employee: 'suki',
    turns: [
      {
        user: 'Donne-moi 10 mots-clés SEO pour le site de mon salon de coiffure à Nantes',
        // Offline, no trade vocabulary is guessed: the searches of its activity and town, and the
        // services asked for to reach ten.
        expect: [
          mentions('salon de coiffure Nantes', 'prestations'),
          notMentions('actions SEO', 'méta-description'),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'suki-mots-cles-plombier-avec-prestations',
    employee: 'suki',
    turns: [
      {
        user: 'il me faut 10 mots cles pour referencer ma plomberie a Lyon : depannage, chauffe-eau, fuite d eau, salle de bain',
        expect: [listSize(10), mentions('plomberie Lyon', 'chauffe-eau Lyon'), notMentions('actions SEO')],
      },
    ],
  },
  {
    id: 'dot-offre-apprenti-puis-plus-court',
    employee: 'dot',
    turns: [
      {
        user: "Rédige une offre d'emploi pour un apprenti boulanger en CAP, 35h, à Rennes, début septembre",
        expect: [mentions('apprenti', 'CAP', 'Rennes', 'septembre', '35')],
      },
      {
        user: 'plus court',
        expect: [shorterThanPrevious(), mentions('Rennes', 'CAP')],
      },
    ],
  },
  {
    id: 'dot-reponse-candidate-garde-cv',
    employee: 'dot',
    turns: [
      {
        user: "Réponds à Sarah Benali qu'on n'a pas de poste pour l'instant mais qu'on garde son CV six mois",
        expect: [
          mentions('Sarah', ['six mois', '6 mois']),
          notMentions('reviens vers vous', 'plaisir de vous annoncer', 'prochaines étapes', 'que on'),
        ],
      },
    ],
  },
  {
    id: 'dot-invite-entretien-deux-dates',
    employee: 'dot',
    turns: [
      {
        user: 'Invite Karim Haddad à un entretien pour le poste de commis, propose-lui le mardi 15 ou le jeudi 17 décembre à 10h',
        expect: [
          mentions(
            'Karim',
            'commis',
            ['mardi 15', '15 décembre'],
            ['jeudi 17', '17 décembre'],
            ['10h', '10 h'],
          ),
          // The user's two days, not the agenda's free slots.
          notMentions('9 h – 9 h 45', 'créneaux libres'),
        ],
      },
    ],
  },
  // --- Stop 47: Chip and Spec on requests of issue 41's kinds (a helper, written before any run) ---
  {
    id: 'chip-proposition-commerciale-espaces-verts',
    employee: 'chip',
    turns: [
      {
        user: 'Rédigez une proposition commerciale pour M. Fabre, syndic de la résidence Les Tilleuls : entretien des espaces verts, 12 passages par an, 4 800 € HT l’année, paiement trimestriel, démarrage le 1er mars.',
        expect: [
          mentions('M. Fabre', 'Les Tilleuls', '12 passages', '4 800 €', 'trimestriel', '1er mars'),
          noPlaceholder(),
          vouvoie(),
          noHandoff(),
        ],
      },
      {
        user: 'Version SMS',
        expect: [mentions('4 800 €'), shorterThanPrevious(), notMentions('Objet')],
      },
    ],
  },
  {
    id: 'chip-offre-a-un-client-tutoye',
    employee: 'chip',
    turns: [
      {
        user: 'ecris a Julien (on se tutoie), il gere 3 pizzerias a Nantes, pour lui proposer notre borne de commande a 49 € par mois sans engagement',
        expect: [
          mentions('Julien', '49 €', 'sans engagement', 'pizzerias'),
          tutoie(),
          notMentions('on se tutoie'),
          noPlaceholder(),
        ],
      },
    ],
  },
  {
    id: 'chip-affaires-montant-fois-probabilite',
    employee: 'chip',
    turns: [
      {
        user: 'Classe mes affaires par montant × probabilité : Hôtel des Remparts 20 000 € à 40 %, Cave Bardin 6 000 € à 90 %, Clinique Saint-Roch 30 000 € à 10 %. Laquelle je travaille en premier ?',
        expect: [
          inOrder('Hôtel des Remparts', 'Cave Bardin', 'Clinique Saint-Roch'),
          mentions('8 000 €', '5 400 €', '3 000 €'),
          noHandoff(),
        ],
      },
      {
        user: 'En fait la Cave Bardin c’est 10 000 €, pas 6 000.',
        expect: [inOrder('Cave Bardin', 'Hôtel des Remparts', 'Clinique Saint-Roch'), mentions('9 000 €')],
      },
    ],
  },
  {
    id: 'chip-reponse-mail-colle-tarif-coaching',
    employee: 'chip',
    turns: [
      {
        user: 'Réponds à ce mail, dis-lui que c’est 65 € HT la séance et qu’on peut commencer le 6 janvier :\n\n« Bonjour,\nJe dirige une équipe de 12 personnes au cabinet Vasseur et nous cherchons un coach sportif pour des séances en entreprise le mardi midi. Pouvez-vous m’indiquer vos tarifs ?\nCordialement,\nHélène Vasseur »',
        expect: [
          mentions(['Madame Vasseur', 'Hélène'], '65 €', '6 janvier', 'mardi'),
          notMentions('Dites-lui', 'dis-lui', 'Bonjour Dis', 'Bonjour Je'),
          noPlaceholder(),
        ],
      },
      {
        user: 'plus court',
        expect: [shorterThanPrevious(), mentions('65 €', '6 janvier')],
      },
    ],
  },
  {
    id: 'chip-prospection-nettoyage-ajout-puis-prix-corrige',
    employee: 'chip',
    turns: [
      {
        user: 'Écris un mail de prospection pour le garage Lemoine à Brest : on propose le nettoyage de leur atelier deux fois par mois, 380 € HT par mois.',
        expect: [mentions('Lemoine', 'atelier', '380 €'), noPlaceholder(), noHandoff()],
      },
      {
        user: 'ajoute qu’on intervient le samedi pour ne pas gêner l’activité',
        expect: [mentions('samedi', '380 €'), longerThanPrevious()],
      },
      {
        user: 'en fait c’est 420 € HT par mois',
        expect: [mentions('420 €', 'samedi'), notMentions('380 €')],
      },
    ],
  },
  {
    id: 'chip-offre-sonorisation-fourchette',
    employee: 'chip',
    turns: [
      {
        user: 'Propose à la mairie de Saint-Avé notre prestation de sonorisation pour la fête de la musique, budget 8–10 k€ HT selon le nombre de scènes, réponse souhaitée avant le 15 avril.',
        expect: [
          mentions(
            'Saint-Avé',
            'fête de la musique',
            ['8 000 à 10 000 €', '8 000 et 10 000 €', '8 à 10 k€', '8–10 k€', '8-10 k€'],
            '15 avril',
          ),
          notMentions('de la mairie de Saint-Avé de'),
          noPlaceholder(),
        ],
      },
    ],
  },
  {
    id: 'spec-location-ou-achat-copieur-sur-5-ans',
    employee: 'spec',
    turns: [
      {
        user: 'Comparez sur 5 ans : louer un copieur 95 € HT par mois, maintenance comprise, ou l’acheter 3 800 € HT avec un contrat de maintenance à 300 € par an.',
        expect: [mentions('5 700 €', '5 300 €', '400 €'), noHandoff()],
      },
      {
        user: 'et sur 3 ans ?',
        expect: [mentions('3 420 €', '4 700 €')],
      },
    ],
  },
  {
    id: 'spec-logiciel-planning-3-ans-tutoie',
    employee: 'spec',
    turns: [
      {
        user: 'compare sur 3 ans le logiciel de planning Tempo a 96 € par mois et Planeo a 2 400 € a l achat plus 30 € par mois, lequel revient le moins cher ?',
        expect: [mentions('Tempo', 'Planeo', '3 456 €', '3 480 €'), noHandoff()],
      },
    ],
  },
  {
    id: 'spec-risques-deuxieme-salon',
    employee: 'spec',
    turns: [
      {
        user: 'Je veux ouvrir un deuxième salon de coiffure à Vannes en mars, avec un emprunt de 60 000 € et deux coiffeuses à recruter. Quels sont les risques de ce plan et que faire pour chacun ?',
        expect: [
          mentions('Vannes', '60 000 €', ['recrut', 'coiffeuses'], 'mars'),
          notMentions('Analyse des ventes', 'Objet :'),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'spec-resume-mail-colle-fourchette',
    employee: 'spec',
    turns: [
      {
        user: 'Résume-moi ce mail en 3 points :\n\n« Bonjour,\nSuite à notre réunion, nous confirmons la commande de 250 plateaux-repas pour le séminaire du 22 janvier à Angers. Le budget validé est de 50–58 k€ pour l’ensemble de l’événement, traiteur compris. Merci de nous envoyer le devis définitif avant le 10 janvier. La livraison devra se faire à 11 h 30 au centre des congrès.\nCordialement,\nMarc Delorme »',
        expect: [
          listSize(3),
          mentions(
            '250 plateaux-repas',
            '22 janvier',
            ['50–58 k€', '50-58 k€', '50 à 58 k€', '50 000 à 58 000 €', '50 000 et 58 000 €'],
            '10 janvier',
          ),
          noHandoff(),
        ],
      },
      {
        user: 'plus court',
        expect: [shorterThanPrevious(), mentions('250 plateaux-repas')],
      },
    ],
  },
  {
    id: 'suki-reecris-en-bon-francais',
    employee: 'suki',
    turns: [
      {
        user: 'Réécris ce texte en bon français : on est ouvert tout les jours sauf le lundi, venez nombreux deguster nos glace artisanale',
        expect: [
          mentions('tous les jours', 'glaces artisanales', 'lundi'),
          // The corrected text, not the list of changes (which quotes each typo), keeps no typo.
          notMentions('tout les jours', 'deguster nos'),
          noHandoff(),
        ],
      },
    ],
  },
  // --- Chip on the CRM (decision 067) ----------------------------------------------------------------
  {
    id: 'chip-crm-ajoute-opportunite',
    employee: 'chip',
    signedIn: true,
    turns: [
      {
        user: 'Ajoute une opportunité dans le CRM : Syndic Foncia Lyon 7, contrat d’entretien annuel, 4 800 € HT, à relancer le 15 décembre',
        expect: [
          proposal({ kind: 'crm_create_opportunity', titleIncludes: 'Foncia Lyon 7', dateIs: 'on:15-12' }),
          proposal({ kind: 'crm_create_opportunity', titleIncludes: '4 800' }),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'chip-crm-alfred-ajoute-affaire-tutoie',
    employee: 'alfred',
    signedIn: true,
    turns: [
      {
        user: 'tu peux mettre une nouvelle affaire dans le crm : garage dupuis, entretien de la flotte, 12k€, a relancer vendredi',
        expect: [
          proposal({
            kind: 'crm_create_opportunity',
            titleIncludes: 'entretien de la flotte',
            dateIs: 'next:friday',
          }),
          proposal({ kind: 'crm_create_opportunity', titleIncludes: '12 000' }),
        ],
      },
    ],
  },
  {
    id: 'chip-crm-pipeline-vide',
    employee: 'chip',
    signedIn: true,
    turns: [
      {
        user: 'Où en est le pipeline ?',
        expect: [
          mentions('vide', ['ajouter', 'Ajoute une opportunité']),
          notMentions('pondéré :'),
          noHandoff(),
        ],
      },
      {
        user: 'Quelles opportunités je dois relancer cette semaine ?',
        expect: [mentions('vide'), noHandoff()],
      },
    ],
  },
  {
    id: 'chip-crm-visiteur-sans-crm',
    employee: 'chip',
    turns: [
      {
        user: 'Quelles opportunités relancer cette semaine ?',
        expect: [mentions(['pas de CRM', 'aucune opportunité']), mentions(['connecte', 'Connectez'])],
        expectWithModel: [mentions(['CRM'])],
      },
    ],
  },
  {
    id: 'chip-crm-suki-passe-la-main',
    employee: 'suki',
    signedIn: true,
    turns: [
      {
        user: 'Enregistre une nouvelle opportunité : Hôtel du Parc, refonte du site, 6 500 € HT',
        expect: [handoffTo('chip')],
        expectWithModel: [mentions(['Chip', 'opportunité'])],
      },
    ],
  },
];

export const scenarios: Scenario[] = [
  ...writtenBeforeStop48,
  ...alfredStop48,
  ...sukiStop48,
  ...chipStop48,
  ...millieStop48,
  ...clideStop48,
  ...specStop48,
  ...dotStop48,
  ...heldOut49,
  ...heldOut50,
  ...followUps51,
  ...heldOut51,
  ...heldOut52,
  ...heldOut53,
  ...heldOut54,
  ...refusals55,
  ...heldOut55,
  ...heldOut56,
  ...heldOut57,
  ...heldOut58,
];
