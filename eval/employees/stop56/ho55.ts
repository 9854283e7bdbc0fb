import {
  at,
  changedFromPrevious,
  cites,
  euros,
  listSize,
  mentions,
  noHandoff,
  noPlaceholder,
  notMentions,
  proposal,
  shorterThanPrevious,
  vouvoie,
} from '../checks.ts';
import type { Scenario } from '../scenarios.ts';

// Written at stop 55 for the held-out set before any run, and measured there: 14 of 21 passed at the
// first run and 14 of 21 at the end of stop 55 (BENCHMARKS.md). Moved to training at stop 56, once the
// stop 56 batch was written and measured, to be worked on.

export const heldOut55: Scenario[] = [
  // Alfred: a note to the accountant typed fast, then its SMS version.
  {
    id: 'ho55-alfred-comptable-releves-puis-sms',
    employee: 'alfred',
    turns: [
      {
        user: 'ecris a mme perrin ma comptable que je lui envoie les releves bancaires de novembre d ici vendredi, desole pour le retard',
        expect: [
          mentions(['Mme Perrin', 'Madame Perrin'], 'relevés bancaires', 'novembre', 'vendredi'),
          notMentions('releves', 'desole', 'ma comptable que'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
      {
        user: 'Fais-en une version SMS.',
        expect: [mentions('relevés', 'vendredi'), shorterThanPrevious(), noPlaceholder()],
      },
    ],
  },
  // Alfred: a supplier's delivery day remembered, then asked back.
  {
    id: 'ho55-alfred-memoire-livraison-farine',
    employee: 'alfred',
    signedIn: true,
    turns: [
      {
        user: 'Retiens que mon fournisseur de farine, les Moulins Bertrand, me livre le mardi matin.',
        expect: [mentions('Moulins Bertrand')],
      },
      {
        user: 'Quel jour je suis livré en farine ?',
        expect: [mentions('mardi'), noHandoff()],
      },
    ],
  },
  // Alfred: a dentist's appointment put in the agenda.
  {
    id: 'ho55-alfred-rdv-dentiste',
    employee: 'alfred',
    signedIn: true,
    validUntil: '2026-12-14',
    turns: [
      {
        user: 'Mets-moi un rendez-vous chez le dentiste le mardi 15 décembre à 8h45.',
        expect: [
          proposal({ kind: 'create_event', titleIncludes: 'dentiste', dateIs: 'on:15-12', time: '08:45' }),
        ],
      },
    ],
  },

  // Chip: a prospect finding the quote too expensive gets a cheaper option, as the user says.
  {
    id: 'ho55-chip-devis-cuisine-trop-cher',
    employee: 'chip',
    turns: [
      {
        user: 'M. Lemoine trouve notre devis de 4 900 € pour sa cuisine trop cher. Réponds-lui qu’on peut descendre à 4 500 € si on remplace le plan de travail en quartz par un stratifié.',
        expect: [
          mentions(['M. Lemoine', 'Monsieur Lemoine'], euros('4 500'), 'quartz', 'stratifié'),
          notMentions('Réponds-lui', 'trouve notre devis'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Chip: a LinkedIn approach to a chef who has just opened her restaurant.
  {
    id: 'ho55-chip-linkedin-photographe-cheffe',
    employee: 'chip',
    turns: [
      {
        user: 'Écris un message LinkedIn pour proposer mes services de photographe culinaire à la cheffe Anne Rivière, qui vient d’ouvrir son restaurant Racines à Nantes. Court.',
        expect: [
          mentions(['Anne', 'Mme Rivière', 'Madame Rivière'], 'Racines', 'photo'),
          notMentions('Écris un message', 'Court.'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Chip: a thank-you for an order with the next session, then shorter.
  {
    id: 'ho55-chip-merci-commande-puis-court',
    employee: 'chip',
    turns: [
      {
        user: 'Écris un mail de remerciement à Mme Fabre de l’agence Immo Sud pour sa commande de 12 reportages photo de biens. Le premier est prévu le 7 janvier.',
        expect: [
          mentions(
            ['Mme Fabre', 'Madame Fabre'],
            'Immo Sud',
            ['12 reportages', 'douze reportages'],
            '7 janvier',
          ),
          notMentions('Écris un mail'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
      {
        user: 'Plus court.',
        expect: [mentions('7 janvier'), shorterThanPrevious(), noPlaceholder()],
      },
    ],
  },

  // Clide: a warranty answer typed without accents.
  {
    id: 'ho55-clide-aspirateur-garantie-sans-accents',
    employee: 'clide',
    turns: [
      {
        user: 'un client dit que son aspirateur achete il y a 8 mois ne marche plus, reponds lui qu il est sous garantie 2 ans et qu on lui envoie une etiquette de retour gratuite',
        expect: [
          mentions('aspirateur', 'garantie', ['2 ans', 'deux ans'], 'étiquette', 'retour'),
          notMentions('reponds lui', 'achete', 'etiquette', 'un client dit'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Clide: a price asked by a customer, answered from the uploaded price list.
  {
    id: 'ho55-clide-tarif-debouchage-document',
    employee: 'clide',
    signedIn: true,
    documents: [
      {
        name: 'Tarifs 2026.txt',
        text: 'Tarifs 2026 – Plomberie Le Du (prix TTC)\n\nDéplacement (Lorient et 15 km autour) : 40 €\nDébouchage de canalisation : 150 €\nRemplacement d’un mécanisme de chasse d’eau : 120 €\nRemplacement d’un chauffe-eau 200 l : 1 290 €\nMain-d’œuvre au-delà du forfait : 55 € de l’heure',
      },
    ],
    turns: [
      {
        user: 'Un client me demande combien coûte un débouchage de canalisation, déplacement compris. Rédige la réponse.',
        expect: [mentions(euros('150'), euros('40'), 'débouchage'), vouvoie(), noPlaceholder(), cites(1)],
      },
    ],
  },
  // Clide on the desk: the most urgent ticket, then its answer.
  {
    id: 'ho55-clide-desk-urgent-puis-reponse',
    employee: 'clide',
    signedIn: true,
    tickets: [
      {
        requesterName: 'Hugo Marchal',
        requesterEmail: 'hugo.marchal@client.test',
        subject: 'Duplicata de facture',
        body: 'Bonjour, pourriez-vous me renvoyer la facture de septembre ? Je ne la retrouve plus.',
        priority: 'low',
      },
      {
        requesterName: 'Nathalie Guéguen',
        requesterEmail: 'nathalie.gueguen@client.test',
        subject: 'Plus de chauffage',
        body: 'Notre chaudière entretenue chez vous le mois dernier est en panne, plus de chauffage ni d’eau chaude depuis hier soir. Nous avons un bébé, c’est urgent.',
        priority: 'urgent',
      },
    ],
    turns: [
      {
        user: 'Quel ticket je dois traiter en premier ?',
        expect: [mentions(['Guéguen', 'chauffage']), noHandoff()],
      },
      {
        user: 'Réponds-lui que notre technicien passe demain matin entre 8h et 10h.',
        expect: [
          mentions(['Mme Guéguen', 'Madame Guéguen', 'Nathalie'], 'technicien', 'demain'),
          notMentions('Marchal', 'Réponds-lui'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
    ],
  },

  // Suki: a garage's job post on LinkedIn.
  {
    id: 'ho55-suki-linkedin-recrutement-garage',
    employee: 'suki',
    turns: [
      {
        user: 'Post LinkedIn : notre garage Auto Services Vannes recrute un mécanicien confirmé en CDI, 35h, salaire selon expérience, candidatures à jobs@autoservices-vannes.fr',
        expect: [
          mentions(
            'Vannes',
            'mécanicien',
            'CDI',
            ['35 h', '35h', '35 heures'],
            'jobs@autoservices-vannes.fr',
          ),
          notMentions('Post LinkedIn :'),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Suki: a hairdresser's closing announced, then online booking added.
  {
    id: 'ho55-suki-fermeture-salon-puis-ajout',
    employee: 'suki',
    validUntil: '2026-12-23',
    turns: [
      {
        user: 'Écris un post Facebook pour annoncer que mon salon de coiffure Mèche Rebelle sera fermé du 24 décembre au 2 janvier.',
        expect: [mentions('Mèche Rebelle', 'fermé', '24 décembre', '2 janvier'), noPlaceholder()],
      },
      {
        user: 'Ajoute qu’on peut déjà réserver en ligne pour janvier.',
        expect: [mentions('réserv', 'en ligne', '24 décembre'), changedFromPrevious(), noPlaceholder()],
      },
    ],
  },
  // Suki: three post ideas for a crêpe food truck in January.
  {
    id: 'ho55-suki-idees-food-truck-janvier',
    employee: 'suki',
    turns: [
      {
        user: 'Donne-moi 3 idées de posts Instagram pour mon food truck de crêpes en janvier.',
        expect: [listSize(3), mentions('crêpe'), noPlaceholder()],
      },
    ],
  },

  // Dot: a shop assistant's job ad typed without accents.
  {
    id: 'ho55-dot-annonce-vendeuse-sans-accents',
    employee: 'dot',
    validUntil: '2027-01-03',
    turns: [
      {
        user: 'redige une annonce pour un poste de vendeuse en boulangerie, CDD de 3 mois a partir du 4 janvier, 28h par semaine, week-end obligatoire, a Quimper',
        expect: [
          mentions(
            'vendeu',
            'CDD',
            ['3 mois', 'trois mois'],
            '4 janvier',
            ['28 h', '28h', '28 heures'],
            'week-end',
            'Quimper',
          ),
          notMentions('redige', 'a partir', 'a Quimper'),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Dot: overtime summed over four weeks.
  {
    id: 'ho55-dot-heures-sup-quatre-semaines',
    employee: 'dot',
    turns: [
      {
        user: 'Mon vendeur est à 35h. Ces 4 dernières semaines il a fait 38h, 41h, 36h et 40h. Combien d’heures supplémentaires ça fait au total ?',
        expect: [mentions(['15 h', '15h', '15 heures']), noPlaceholder()],
      },
    ],
  },
  // Dot: a job interview invitation with what to bring.
  {
    id: 'ho55-dot-convocation-entretien-serveur',
    employee: 'dot',
    validUntil: '2026-12-09',
    turns: [
      {
        user: 'Convoque Yanis Moreau à un entretien d’embauche pour le poste de serveur, jeudi 10 décembre à 15h au restaurant. Qu’il apporte ses diplômes.',
        expect: [
          mentions(['Yanis', 'M. Moreau', 'Monsieur Moreau'], 'serveur', '10 décembre', at('15'), 'diplôme'),
          notMentions('Convoque', 'Qu’il apporte'),
          noPlaceholder(),
        ],
      },
    ],
  },

  // Millie: a shop opening planned backwards from its date.
  {
    id: 'ho55-millie-retroplanning-ouverture-boutique',
    employee: 'millie',
    turns: [
      {
        user: 'Fais-moi un rétroplanning pour l’ouverture de ma boutique le 1er mars : travaux, commande du stock, recrutement d’un vendeur, communication.',
        expect: [mentions('1er mars', 'travaux', 'stock', 'recrut', 'communication'), noPlaceholder()],
      },
    ],
  },
  // Millie: tomorrow organised around a fixed appointment.
  {
    id: 'ho55-millie-organiser-demain',
    employee: 'millie',
    turns: [
      {
        user: 'Organise ma journée de demain : rappeler un client (30 min), finir un devis (2h), passer à la banque avant 16h, rendez-vous chez le comptable à 14h.',
        expect: [mentions('client', 'devis', 'banque', 'comptable', at('14')), noPlaceholder()],
      },
    ],
  },
  // Millie: a reminder as a task for a date, signed in.
  {
    id: 'ho55-millie-rappel-assurance-camion',
    employee: 'millie',
    signedIn: true,
    validUntil: '2026-12-19',
    turns: [
      {
        user: 'Rappelle-moi de renouveler l’assurance du camion le 20 décembre.',
        expect: [proposal({ kind: 'create_task', titleIncludes: 'assurance', dateIs: 'on:20-12' })],
      },
    ],
  },

  // Spec: monthly sales, the change in percent and the mean.
  {
    id: 'ho55-spec-evolution-ventes-moyenne',
    employee: 'spec',
    turns: [
      {
        user: 'Mes ventes : septembre 12 400 €, octobre 15 100 €, novembre 13 900 €. Quelle est l’évolution d’octobre à novembre en pourcentage, et la moyenne sur les 3 mois ?',
        expect: [mentions('7,9 %', euros('13 800')), noPlaceholder()],
      },
    ],
  },
  // Spec: two electricity offers compared over a year of use.
  {
    id: 'ho55-spec-offres-electricite',
    employee: 'spec',
    turns: [
      {
        user: 'Deux offres d’électricité pour mon atelier : A à 15 € par mois d’abonnement + 0,20 € le kWh, B à 22 € par mois + 0,17 € le kWh. Je consomme 4 000 kWh par an. Laquelle est la moins chère ?',
        expect: [mentions(euros('980'), euros('944')), noPlaceholder()],
      },
    ],
  },
  // Spec: a quick SWOT from what the owner says of the business.
  {
    id: 'ho55-spec-swot-creperie',
    employee: 'spec',
    turns: [
      {
        user: 'Fais-moi une analyse SWOT rapide de ma crêperie à Saint-Malo : beaucoup de touristes l’été, très calme l’hiver, seule crêperie sans gluten de la ville, loyer élevé.',
        expect: [mentions('touristes', 'hiver', 'sans gluten', 'loyer'), noPlaceholder()],
      },
    ],
  },
];
