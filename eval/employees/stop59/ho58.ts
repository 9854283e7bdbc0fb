import {
  changedFromPrevious,
  euros,
  inOrder,
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

// Written at stop 58 for the held-out set before any run, and measured there: 10 of 21 passed at the
// first run and 12 of 21 at the end of stop 58 (BENCHMARKS.md). Moved to training at stop 59, once the
// stop 59 batch was written and measured, to be worked on.

export const heldOut58: Scenario[] = [
  // Alfred: « Note que… » with a day and an hour is an appointment, signed in.
  {
    id: 'ho58-alfred-note-plombier-chaudiere',
    employee: 'alfred',
    signedIn: true,
    validUntil: '2026-12-03',
    turns: [
      {
        user: 'Note que le plombier passe vendredi 4 décembre à 8h pour la chaudière.',
        expect: [
          proposal({ kind: 'create_event', titleIncludes: 'plombier', dateIs: 'on:4-12', time: '08:00' }),
        ],
      },
    ],
  },
  // Alfred: an invitation declined with the reason and a promise, said in the third person.
  {
    id: 'ho58-alfred-refus-salon-guillou',
    employee: 'alfred',
    validUntil: '2026-12-11',
    turns: [
      {
        user: 'Réponds à Mme Guillou que je ne pourrai pas venir à son salon du 12 décembre, j’ai un chantier ce jour-là, mais que je passerai la voir en janvier.',
        expect: [
          mentions(['Mme Guillou', 'Madame Guillou'], 'salon', '12 décembre', 'chantier', 'janvier'),
          notMentions('Réponds à', 'passerai la voir', 'son salon'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Alfred: typed fast without accents, then shorter.
  {
    id: 'ho58-alfred-velo-repare-sans-accents-puis-court',
    employee: 'alfred',
    turns: [
      {
        user: 'ecris a mon client Mr Tanguy que son velo est repare, il peut passer le recuperer a partir de jeudi, c est 85 euros',
        expect: [
          mentions(['M. Tanguy', 'Monsieur Tanguy'], 'vélo', 'réparé', 'jeudi', euros('85')),
          notMentions('repare ', 'recuperer', 'ecris a'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
      {
        user: 'plus court',
        expect: [mentions('jeudi', euros('85')), shorterThanPrevious(), noPlaceholder()],
      },
    ],
  },

  // Chip: a quote chased, with two days offered.
  {
    id: 'ho58-chip-relance-devis-carrelage',
    employee: 'chip',
    turns: [
      {
        user: 'Relance Mme Le Gall pour le devis de carrelage de 3 200 € envoyé le 17 novembre, toujours sans réponse. Propose-lui de passer en parler mardi ou mercredi.',
        expect: [
          mentions(
            ['Mme Le Gall', 'Madame Le Gall'],
            'carrelage',
            euros('3 200'),
            '17 novembre',
            'mardi',
            'mercredi',
          ),
          notMentions('Relance Mme', 'Propose-lui'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Chip: deals ranked by expected value.
  {
    id: 'ho58-chip-classer-affaires-probabilite',
    employee: 'chip',
    turns: [
      {
        user: 'Classe ces affaires par priorité : Boulangerie Hamon 12 000 € à 30 %, Garage Le Bris 5 000 € à 90 %, Mairie de Guipavas 25 000 € à 10 %.',
        expect: [
          inOrder('Le Bris', 'Hamon', 'Guipavas'),
          mentions(euros('4 500'), euros('3 600'), euros('2 500')),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Chip: a LinkedIn prospecting message, then tutoiement with where they met.
  {
    id: 'ho58-chip-linkedin-visites-3d-puis-tu',
    employee: 'chip',
    turns: [
      {
        user: 'Écris un message LinkedIn à Romain Pichon, directeur d’une agence immobilière à Quimper, pour lui proposer nos visites virtuelles 3D (à partir de 190 € par bien).',
        expect: [
          mentions('Romain', 'visites virtuelles', '3D', euros('190')),
          notMentions('Écris un message', 'nos visites virtuelles 3D (à partir'),
          noPlaceholder(),
        ],
      },
      {
        user: 'Tutoie-le, on s’est rencontrés au salon de l’immobilier.',
        expect: [mentions('salon', '3D'), tutoie(), changedFromPrevious(), noPlaceholder()],
      },
    ],
  },

  // Clide: a lost parcel resent, with a promo code.
  {
    id: 'ho58-clide-colis-perdu-code-promo',
    employee: 'clide',
    turns: [
      {
        user: 'Une cliente, Mme Bodin, se plaint que sa commande n°4471 n’est toujours pas arrivée après 10 jours. Le transporteur a perdu le colis : on la renvoie aujourd’hui en express et on lui offre un code de 10 % (MERCI10).',
        expect: [
          mentions(['Mme Bodin', 'Madame Bodin'], '4471', 'express', '10 %', 'MERCI10'),
          notMentions('se plaint', 'on la renvoie', 'on lui offre'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Clide on the desk: an invoice received twice, the user's answer written.
  {
    id: 'ho58-clide-desk-facture-doublon',
    employee: 'clide',
    signedIn: true,
    tickets: [
      {
        requesterName: 'Pierre Morvan',
        requesterEmail: 'pierre.morvan@client.test',
        subject: 'Facture reçue deux fois',
        body: 'Bonjour, j’ai reçu deux fois la facture F-2291 de novembre. Dois-je payer les deux ?',
        priority: 'medium',
      },
    ],
    turns: [
      {
        user: 'Réponds à Pierre Morvan : c’est un doublon, il ne paie qu’une seule fois, on annule la deuxième facture.',
        expect: [
          mentions(['M. Morvan', 'Monsieur Morvan', 'Pierre'], 'F-2291', 'une seule fois', 'annul'),
          notMentions('Réponds à', 'il ne paie'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Clide: a delivery delay found in the user's conditions of sale.
  {
    id: 'ho58-clide-delai-canape-document',
    employee: 'clide',
    signedIn: true,
    documents: [
      {
        name: 'conditions-de-vente.txt',
        text: 'Conditions de vente — Atelier Kerloc’h, tapissier\n\nCanapés sur mesure : fabrication et livraison sous 8 à 10 semaines après validation du tissu.\nFauteuils réfectionnés : 4 semaines.\nAcompte de 40 % à la commande, solde à la livraison.\nLivraison gratuite dans le Finistère.\n',
      },
    ],
    turns: [
      {
        user: 'Une cliente me demande en combien de temps elle aura son canapé sur mesure. Tu peux lui répondre ?',
        expect: [
          mentions('canapé', ['8 à 10 semaines', '8 et 10 semaines']),
          notMentions('Une cliente me demande', 'Tu peux lui'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
    ],
  },

  // Suki: a workshop announced on Instagram with its practical details.
  {
    id: 'ho58-suki-instagram-atelier-couronnes',
    employee: 'suki',
    validUntil: '2026-12-11',
    turns: [
      {
        user: 'Post Instagram pour notre atelier couronnes de Noël le samedi 12 décembre à 14h, 35 € par personne, 8 places, inscription en boutique.',
        expect: [
          mentions('couronne', '12 décembre', ['14 h', '14h'], euros('35'), '8 places', 'boutique'),
          notMentions('Post Instagram pour'),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Suki: a public answer to a bad review, with the user's apology, reason and gesture.
  {
    id: 'ho58-suki-avis-attente-pizza',
    employee: 'suki',
    turns: [
      {
        user: 'Réponds à cet avis Google : « 45 minutes d’attente pour une pizza, et elle était tiède. Déçu. » Signé Thomas. On s’excuse, c’était un soir de match avec trois fois plus de commandes, et on lui offre une boisson à sa prochaine visite.',
        expect: [
          mentions('Thomas', 'excus', 'attente', 'match', 'boisson'),
          notMentions('On s’excuse', 'Signé Thomas', 'on lui offre'),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Suki: a bookshop's December newsletter, then three subject lines.
  {
    id: 'ho58-suki-newsletter-librairie-puis-objets',
    employee: 'suki',
    validUntil: '2026-12-18',
    turns: [
      {
        user: 'Écris la newsletter de décembre de ma librairie : nos coups de cœur de Noël, l’emballage cadeau offert, et une dédicace de Lucie Quéré le samedi 19 décembre.',
        expect: [
          mentions('coups de cœur', 'emballage cadeau', 'Lucie Quéré', '19 décembre'),
          notMentions('Écris la newsletter', 'ma librairie :'),
          noPlaceholder(),
        ],
      },
      {
        user: 'Propose-moi 3 objets pour ce mail.',
        expect: [listSize(3), noPlaceholder()],
      },
    ],
  },

  // Dot: an apprenticeship ad for a hair salon.
  {
    id: 'ho58-dot-annonce-apprenti-coiffure',
    employee: 'dot',
    turns: [
      {
        user: 'Rédige une annonce pour un apprenti coiffeur en CAP, en alternance, dans mon salon de Morlaix, début en janvier.',
        expect: [
          mentions('apprenti', 'coiff', 'CAP', 'alternance', 'Morlaix', 'janvier'),
          notMentions('Rédige une annonce', 'mon salon de Morlaix'),
          noPlaceholder({ gaps: 1 }),
        ],
      },
    ],
  },
  // Dot: a candidate turned down, the CV kept for the spring.
  {
    id: 'ho58-dot-refus-magasinier-cv-printemps',
    employee: 'dot',
    turns: [
      {
        user: 'Réponds à Kevin Le Meur qu’on ne retient pas sa candidature pour le poste de magasinier, mais qu’on garde son CV pour le printemps.',
        expect: [
          mentions(['M. Le Meur', 'Monsieur Le Meur', 'Kevin'], 'magasinier', 'CV', 'printemps'),
          notMentions('Réponds à', 'sa candidature pour le poste de magasinier, mais'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Dot: three interviews fitted into a morning.
  {
    id: 'ho58-dot-planning-trois-entretiens',
    employee: 'dot',
    validUntil: '2026-12-09',
    turns: [
      {
        user: 'J’ai 3 entretiens à caser jeudi 10 décembre entre 9h et 12h, 45 minutes chacun avec 15 minutes entre deux : Léa, Hugo et Inès. Fais-moi le planning.',
        expect: [
          inOrder('Léa', 'Hugo', 'Inès'),
          mentions(['9 h', '9h'], ['10 h', '10h'], ['11 h', '11h']),
          noPlaceholder(),
        ],
      },
    ],
  },

  // Millie: the tasks of a second shop's opening, dated.
  {
    id: 'ho58-millie-ouverture-deuxieme-boutique',
    employee: 'millie',
    validUntil: '2027-01-20',
    turns: [
      {
        user: 'On ouvre notre deuxième boutique à Auray le 6 février. Fais-moi la liste des tâches avec les dates.',
        expect: [
          mentions('Auray', '6 février', ['recrut', 'stock', 'enseigne', 'travaux', 'communication']),
          notMentions('Fais-moi la liste'),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Millie: a task added with a deadline, signed in.
  {
    id: 'ho58-millie-tache-carreleur-vendredi',
    employee: 'millie',
    signedIn: true,
    weekdays: ['monday', 'tuesday', 'wednesday', 'thursday'],
    turns: [
      {
        user: 'Ajoute une tâche : appeler le carreleur pour le devis de la salle d’eau, avant vendredi.',
        expect: [proposal({ kind: 'create_task', titleIncludes: 'carreleur', dateIs: 'next:friday' })],
      },
    ],
  },
  // Millie: minutes of a site meeting from the user's notes.
  {
    id: 'ho58-millie-compte-rendu-chantier',
    employee: 'millie',
    validUntil: '2026-12-13',
    turns: [
      {
        user: 'Fais le compte rendu de la réunion de chantier de ce matin : la dalle est coulée, le charpentier arrive le 14 décembre, il manque encore les fenêtres (livraison reportée au 21), prochaine réunion le 16 décembre à 10h.',
        expect: [
          mentions('dalle', 'charpentier', '14 décembre', 'fenêtres', '21', '16 décembre', ['10 h', '10h']),
          notMentions('Fais le compte rendu'),
          noPlaceholder(),
        ],
      },
    ],
  },

  // Spec: a break-even number of customers.
  {
    id: 'ho58-spec-seuil-clients-salon-the',
    employee: 'spec',
    turns: [
      {
        user: 'Mon salon de thé a 4 200 € de charges fixes par mois. Je gagne en moyenne 6 € de marge par client. Combien de clients par mois pour couvrir mes charges ?',
        expect: [mentions('700'), noPlaceholder()],
      },
    ],
  },
  // Spec: buying a van against leasing it over five years.
  {
    id: 'ho58-spec-camion-achat-leasing',
    employee: 'spec',
    turns: [
      {
        user: 'Camion : achat 32 000 € et revente 12 000 € au bout de 5 ans, ou leasing à 520 € par mois sur 5 ans. Lequel coûte le moins cher ?',
        expect: [mentions(euros('20 000'), euros('31 200'), 'achat'), noPlaceholder()],
      },
    ],
  },
  // Spec: the risks of a plan the user states.
  {
    id: 'ho58-spec-risques-deuxieme-food-truck',
    employee: 'spec',
    turns: [
      {
        user: 'Quels sont les risques si j’ouvre un deuxième food truck sans embaucher personne ?',
        expect: [
          mentions('food truck', 'risque', [
            'deux endroits',
            'deux camions',
            'présent',
            'fatigue',
            'charge de travail',
          ]),
          notMentions('Quels sont les risques si'),
          noPlaceholder(),
        ],
      },
    ],
  },
];
