import {
  euros,
  hashtags,
  listSize,
  mentions,
  noPlaceholder,
  notMentions,
  proposal,
  shorterThanPrevious,
  tutoie,
  vouvoie,
} from '../checks.ts';
import type { Scenario } from '../scenarios.ts';

// Written at stop 57 for the held-out set before any run, and measured there: 11 of 21 passed at the
// first run and 11 of 21 at the end of stop 57 (BENCHMARKS.md). Moved to training at stop 58, once the
// stop 58 batch was written and measured, to be worked on.

export const heldOut57: Scenario[] = [
  // Alfred: an apology for a late delivery, with the new date and a gesture.
  {
    id: 'ho57-alfred-excuse-table-chene',
    employee: 'alfred',
    validUntil: '2026-12-10',
    turns: [
      {
        user: 'Écris à M. Le Roux pour t’excuser : sa table en chêne ne sera pas livrée le 4 décembre comme prévu mais le 11 décembre, le vernis n’a pas séché à temps. On lui offre les frais de livraison (45 €).',
        expect: [
          mentions(['M. Le Roux', 'Monsieur Le Roux'], 'table', '11 décembre', 'vernis', euros('45')),
          notMentions('Écris à', 'On lui offre', 't’excuser'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Alfred: an appointment booked, signed in.
  {
    id: 'ho57-alfred-rdv-comptable-cabinet',
    employee: 'alfred',
    signedIn: true,
    validUntil: '2026-12-09',
    turns: [
      {
        user: 'Prends rendez-vous avec mon comptable M. Gourvès le jeudi 10 décembre à 9h30 à son cabinet.',
        expect: [
          proposal({ kind: 'create_event', titleIncludes: 'Gourvès', dateIs: 'on:10-12', time: '09:30' }),
        ],
      },
    ],
  },
  // Alfred: a supplier's pasted message answered in tu, then made an SMS.
  {
    id: 'ho57-alfred-fournisseur-tu-puis-sms',
    employee: 'alfred',
    turns: [
      {
        user: 'Mon fournisseur Yann (on se tutoie) m’écrit : « Salut, je peux te livrer les 200 bouteilles vendredi ou lundi, tu préfères quoi ? Yann ». Réponds-lui que lundi c’est mieux, avant 10h.',
        expect: [
          mentions('Yann', 'lundi', ['10 h', '10h']),
          notMentions('Réponds-lui', 'on se tutoie', 'tu préfères quoi'),
          tutoie(),
          noPlaceholder(),
        ],
      },
      {
        user: 'Fais-en un SMS.',
        expect: [mentions('lundi', ['10 h', '10h']), shorterThanPrevious(), tutoie(), noPlaceholder()],
      },
    ],
  },

  // Chip: a commercial proposal to a town hall, typed without accents.
  {
    id: 'ho57-chip-proposition-mairie-secourisme',
    employee: 'chip',
    turns: [
      {
        user: 'ecris une proposition commerciale pour la mairie de Plouzane : formation premiers secours pour 12 agents, 2 sessions de 7h, 1 680 € HT au total',
        expect: [
          mentions('Plouzané', 'premiers secours', '12 agents', euros('1 680'), 'HT'),
          notMentions('ecris', 'Plouzane '),
          vouvoie(),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Chip: an opportunity with a yearly amount and a probability, signed in.
  {
    id: 'ho57-chip-opportunite-contrat-hotel',
    employee: 'chip',
    signedIn: true,
    turns: [
      {
        user: 'Ajoute au CRM : contrat d’entretien annuel pour l’Hôtel Ker Moor, 3 600 € par an, probabilité 60 %.',
        expect: [proposal({ kind: 'crm_create_opportunity', titleIncludes: 'Ker Moor' })],
      },
    ],
  },
  // Chip: a price objection answered with the user's arguments.
  {
    id: 'ho57-chip-objection-prix-site-web',
    employee: 'chip',
    turns: [
      {
        user: 'Un prospect, M. Salaün, trouve mon devis de site web trop cher (4 900 €). Réponds-lui : on peut étaler en 3 fois sans frais et le référencement local est inclus.',
        expect: [
          mentions(['M. Salaün', 'Monsieur Salaün'], euros('4 900'), '3 fois', 'référencement local'),
          notMentions('Réponds-lui', 'trouve mon devis'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
    ],
  },

  // Clide: a broken item replaced, no return needed.
  {
    id: 'ho57-clide-verseuse-cassee',
    employee: 'clide',
    turns: [
      {
        user: 'M. Riou a reçu sa cafetière avec la verseuse cassée. Écris-lui qu’on lui renvoie une verseuse neuve cette semaine, pas besoin de nous retourner l’ancienne.',
        expect: [
          mentions(['M. Riou', 'Monsieur Riou'], 'verseuse', 'cette semaine'),
          notMentions('Écris-lui', 'pas besoin de nous'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Clide on the desk: a login problem answered with the user's steps.
  {
    id: 'ho57-clide-desk-mot-de-passe',
    employee: 'clide',
    signedIn: true,
    tickets: [
      {
        requesterName: 'Nadia Benali',
        requesterEmail: 'nadia.benali@client.test',
        subject: 'Impossible de me connecter',
        body: 'Bonjour, depuis hier je n’arrive plus à me connecter à mon espace client, le mot de passe est refusé.',
        priority: 'medium',
      },
    ],
    turns: [
      {
        user: 'Réponds à Nadia Benali : elle peut réinitialiser son mot de passe avec le lien « Mot de passe oublié » de la page de connexion, et si ça bloque encore on l’appelle.',
        expect: [
          mentions(['Mme Benali', 'Madame Benali', 'Nadia'], 'Mot de passe oublié', ['appel', 'téléphone']),
          notMentions('Réponds à', 'si ça bloque'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Clide: a customer's question on refund delays, the answer given by the user.
  {
    id: 'ho57-clide-delai-remboursement-retour',
    employee: 'clide',
    turns: [
      {
        user: 'Un client me demande sous combien de temps il sera remboursé après un retour. C’est 14 jours après réception du colis retourné. Rédige la réponse.',
        expect: [
          mentions('14 jours', 'réception', 'rembours'),
          notMentions('Rédige', 'Un client me demande'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
    ],
  },

  // Suki: a LinkedIn job post with its contact address.
  {
    id: 'ho57-suki-linkedin-apprenti-menuisier',
    employee: 'suki',
    turns: [
      {
        user: 'Post LinkedIn : on recrute un apprenti menuisier pour septembre 2027 dans notre atelier de Vannes, candidatures à contact@bois-et-co.fr',
        expect: [
          mentions('apprenti', 'menuisier', 'septembre 2027', 'Vannes', 'contact@bois-et-co.fr'),
          notMentions('Post LinkedIn :'),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Suki: a holiday closing post, then shorter with hashtags.
  {
    id: 'ho57-suki-facebook-fermeture-fetes',
    employee: 'suki',
    validUntil: '2026-12-23',
    turns: [
      {
        user: 'Un post Facebook pour dire que la boulangerie sera fermée du 25 décembre au 2 janvier, réouverture le 3 janvier. Ton chaleureux.',
        expect: [
          mentions('fermé', '25 décembre', '2 janvier', '3 janvier'),
          notMentions('Ton chaleureux', 'Un post Facebook'),
          noPlaceholder(),
        ],
      },
      {
        user: 'Plus court, avec 3 hashtags.',
        expect: [mentions('3 janvier'), hashtags(3), shorterThanPrevious(), noPlaceholder()],
      },
    ],
  },
  // Suki: slogans for a food truck.
  {
    id: 'ho57-suki-slogans-food-truck',
    employee: 'suki',
    turns: [
      {
        user: 'Trouve-moi 5 slogans pour mon food truck de galettes bretonnes, La Billig.',
        expect: [listSize(5), mentions(['galette', 'Billig']), noPlaceholder()],
      },
    ],
  },

  // Dot: a seasonal job offer from the terms given.
  {
    id: 'ho57-dot-offre-serveur-saison-carnac',
    employee: 'dot',
    turns: [
      {
        user: 'Rédige une offre d’emploi : serveur ou serveuse pour la saison d’été à Carnac, CDD de mai à septembre 2027, 35 h par semaine, logement possible.',
        expect: [
          mentions(
            ['serveur', 'serveuse'],
            'Carnac',
            'CDD',
            ['35 h', '35 heures'],
            'logement',
            'mai',
            'septembre',
          ),
          notMentions('Rédige une offre'),
          noPlaceholder({ gaps: 1 }),
        ],
      },
    ],
  },
  // Dot: interview questions for a trade.
  {
    id: 'ho57-dot-questions-vendeur-velos',
    employee: 'dot',
    turns: [
      {
        user: 'Donne-moi 6 questions à poser en entretien pour un poste de vendeur dans mon magasin de vélos.',
        expect: [listSize(6), mentions('vélo'), noPlaceholder()],
      },
    ],
  },
  // Dot: a candidate invited to an interview.
  {
    id: 'ho57-dot-invitation-entretien-assistante',
    employee: 'dot',
    validUntil: '2026-12-07',
    turns: [
      {
        user: 'Invite Manon Kerjean à un entretien pour le poste d’assistante comptable le mardi 8 décembre à 11h, dans nos bureaux de Lorient.',
        expect: [
          mentions(
            ['Mme Kerjean', 'Madame Kerjean', 'Manon'],
            'assistante comptable',
            '8 décembre',
            ['11 h', '11h'],
            'Lorient',
          ),
          notMentions('Invite Manon'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
    ],
  },

  // Millie: a backward plan for a shop move, from the user's steps.
  {
    id: 'ho57-millie-retroplanning-demenagement',
    employee: 'millie',
    validUntil: '2027-01-10',
    turns: [
      {
        user: 'On déménage la boutique le samedi 16 janvier. Fais-moi un rétroplanning : prévenir les clients, résilier l’ancien bail, transférer la ligne internet, faire les cartons.',
        expect: [mentions('16 janvier', 'clients', 'bail', 'internet', 'cartons'), noPlaceholder()],
      },
    ],
  },
  // Millie: a progress update written to a client.
  {
    id: 'ho57-millie-point-cuisine-cliente',
    employee: 'millie',
    validUntil: '2026-12-17',
    turns: [
      {
        user: 'Fais un point d’avancement pour Mme Daniel sur la rénovation de sa cuisine : meubles posés, plan de travail livré jeudi, reste la crédence et l’électricité, fin prévue le 18 décembre.',
        expect: [
          mentions(
            ['Mme Daniel', 'Madame Daniel'],
            'meubles',
            'plan de travail',
            'crédence',
            'électricité',
            '18 décembre',
          ),
          notMentions('Fais un point'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Millie: a reminder made a task, signed in.
  {
    id: 'ho57-millie-rappel-chocolats-equipe',
    employee: 'millie',
    signedIn: true,
    validUntil: '2026-12-14',
    turns: [
      {
        user: 'Rappelle-moi de commander les chocolats pour l’équipe avant le 15 décembre.',
        // A reminder « avant le 15 » comes the day before the deadline (decision 036, parse-action.test.ts);
        // the check first written asked for the 15th, a day too late for « avant ».
        expect: [proposal({ kind: 'create_task', titleIncludes: 'chocolats', dateIs: 'on:14-12' })],
      },
    ],
  },

  // Spec: a selling price from a purchase cost and a margin rate on the price.
  {
    id: 'ho57-spec-prix-vente-marge-bougies',
    employee: 'spec',
    turns: [
      {
        user: 'J’achète mes bougies 6 € HT et je veux une marge de 60 % sur le prix de vente. À quel prix je dois les vendre ?',
        expect: [mentions(euros('15')), noPlaceholder()],
      },
    ],
  },
  // Spec: two premises compared per square metre.
  {
    id: 'ho57-spec-locaux-prix-m2',
    employee: 'spec',
    turns: [
      {
        user: 'Deux locaux pour mon cabinet : rue de Siam à 1 400 € par mois pour 60 m², ou Kerinou à 950 € par mois pour 45 m². Lequel est le moins cher au mètre carré ?',
        expect: [mentions('Kerinou', ['23,33', '23,3'], ['21,11', '21,1']), noPlaceholder()],
      },
    ],
  },
  // Spec: a pasted mail summed up in three points.
  {
    id: 'ho57-spec-resume-mail-refonte',
    employee: 'spec',
    turns: [
      {
        user: 'Résume ce mail en 3 points : « Bonjour, suite à notre réunion, nous validons le devis de 8 400 € pour la refonte du site. Le démarrage est prévu le 4 janvier, la mise en ligne le 26 février. Merci de nous envoyer la facture d’acompte de 30 % avant le 18 décembre. Bien cordialement, Hélène Morvan, Cap Ouest »',
        expect: [
          listSize(3),
          mentions(euros('8 400'), '4 janvier', '26 février', '30 %', '18 décembre'),
          noPlaceholder(),
        ],
      },
    ],
  },
];
