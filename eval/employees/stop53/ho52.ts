import {
  at,
  changedFromPrevious,
  euros,
  hashtags,
  inOrder,
  listSize,
  longerThanPrevious,
  mentions,
  noHandoff,
  noPlaceholder,
  notMentions,
  proposal,
  shorterThanPrevious,
  tutoie,
  vouvoie,
} from '../checks.ts';
import type { Scenario } from '../scenarios.ts';

// Written at stop 52 for the held-out set before any run, and measured there: 9 of 21 passed at the
// first run and 9 of 21 at the end of stop 52 (BENCHMARKS.md). Moved to training at stop 53, once the
// stop 53 batch was written and measured, to be worked on.

export const heldOut52: Scenario[] = [
  // Alfred: a physiotherapist tells her patients of a closed day (training), how to rebook, then an SMS.
  {
    id: 'ho52-alfred-kine-fermeture-sms',
    employee: 'alfred',
    validUntil: '2026-12-09',
    turns: [
      {
        user: 'Écris un message pour prévenir mes patients que le cabinet de kiné sera fermé le jeudi 10 décembre pour cause de formation. Ils peuvent reprendre rendez-vous sur Doctolib ou au 02 98 44 12 30.',
        expect: [
          mentions(['10 décembre', '10/12'], 'formation', 'Doctolib', ['02 98 44 12 30', '0298441230']),
          vouvoie(),
          noPlaceholder(),
        ],
      },
      {
        user: 'Fais-en un SMS de moins de 160 caractères.',
        expect: [
          shorterThanPrevious(),
          mentions(['10 décembre', '10/12', 'jeudi 10']),
          notMentions('Objet :'),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Alfred: a task with its due day, then an hour blocked in the agenda (a call to make), both proposed.
  {
    id: 'ho52-alfred-tache-assurance-creneau-garage',
    employee: 'alfred',
    signedIn: true,
    validUntil: '2026-12-13',
    turns: [
      {
        user: 'Ajoute une tâche : renouveler l’assurance du camion, pour le vendredi 18 décembre.',
        expect: [proposal({ kind: 'create_task', titleIncludes: 'assurance', dateIs: 'on:18-12' })],
      },
      {
        user: 'Et bloque-moi le lundi 14 décembre de 8h30 à 9h pour appeler le garage Martin.',
        expect: [
          proposal({ kind: 'create_event', titleIncludes: 'garage', dateIs: 'on:14-12', time: '08:30' }),
        ],
      },
    ],
  },
  // Alfred: a café owner's letter to the town's planning office asking for a summer terrace.
  {
    id: 'ho52-alfred-cafe-lettre-mairie-terrasse',
    employee: 'alfred',
    turns: [
      {
        user: 'Rédige une lettre au service urbanisme de la mairie de Vannes pour demander l’autorisation d’installer une terrasse de 12 m² devant mon café, Le Comptoir du Port, 3 quai Éric Tabarly, d’avril à octobre 2027.',
        expect: [
          mentions('terrasse', ['12 m²', '12 m2'], 'Comptoir du Port', 'Tabarly', 'avril', 'octobre'),
          notMentions('Rédige', 'Bonjour Vannes'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
    ],
  },

  // Chip: a landscaper's four open quotes ranked by amount × chance, with the working.
  {
    id: 'ho52-chip-paysagiste-devis-a-relancer',
    employee: 'chip',
    validUntil: '2026-12-13',
    turns: [
      {
        user: 'J’ai 4 devis en cours : copro Les Tilleuls 8 400 € (70 % de chances, réponse le 18 décembre), M. Hamel 2 300 € (90 %, réponse le 14 décembre), Camping Ty Nadan 15 000 € (30 %, fin janvier), Mme Roche 950 € (50 %, cette semaine). Lequel je relance en premier et pourquoi ?',
        expect: [mentions('Tilleuls', euros('5 880')), inOrder('Tilleuls', 'Roche'), noPlaceholder()],
      },
    ],
  },
  // Chip: a caterer's offer to a company's HR manager, then a fact added.
  {
    id: 'ho52-chip-traiteur-buffet-ajout-dessert',
    employee: 'chip',
    turns: [
      {
        user: 'Écris à Mme Le Bihan, responsable RH chez Armor Composites, pour lui proposer notre buffet de fin d’année : 25 € par personne pour 60 personnes, livré et installé, date à caler en décembre. On est Traiteur Kerné, à Quimper.',
        expect: [
          mentions('Le Bihan', euros('25'), '60', 'Kerné', 'buffet', 'décembre'),
          notMentions('Bonjour Mme Le Bihan, responsable'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
      {
        user: 'Ajoute que le dessert est compris.',
        expect: [mentions('dessert', euros('25')), changedFromPrevious(), vouvoie(), noPlaceholder()],
      },
    ],
  },
  // Chip: a mechanic's follow-up typed fast without accents or capitals.
  {
    id: 'ho52-chip-garage-relance-embrayage-sans-accents',
    employee: 'chip',
    turns: [
      {
        user: 'relance mr guegan pour le devis de l embrayage de sa clio (640 euros ttc) envoye il y a 3 semaines, sans etre lourd',
        expect: [
          mentions(['Guégan', 'Guegan'], 'embrayage', euros('640')),
          notMentions('envoye', 'lourd', 'mr guegan'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
    ],
  },

  // Clide: an optician answers a pasted complaint (a broken frame) with the user's answer as the body.
  {
    id: 'ho52-clide-opticien-branche-cassee',
    employee: 'clide',
    turns: [
      {
        user: 'Réponds à ce client : « Bonjour, j’ai acheté chez vous des lunettes il y a 5 mois (monture Lafont, 289 €) et une branche vient de casser sans aucun choc. Que pouvez-vous faire ? Julien Morel » Dis-lui que la monture est garantie 2 ans, qu’il peut passer au magasin avec ses lunettes et qu’on la remplace sous 10 jours.',
        expect: [
          mentions(
            ['M. Morel', 'Julien'],
            'garantie',
            ['2 ans', 'deux ans'],
            ['10 jours', 'dix jours'],
            'magasin',
          ),
          notMentions('Dis-lui', 'Que pouvez-vous faire'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Clide: a gîte's conditions (uploaded) answer a guest's question about a big dog and the arrival hour.
  {
    id: 'ho52-clide-gite-labrador-arrivee',
    employee: 'clide',
    signedIn: true,
    documents: [
      {
        name: 'conditions-gite-ker-avel.txt',
        text: 'Gîte Ker Avel — conditions de séjour. Arrivée à partir de 16 h, départ avant 10 h. Animaux acceptés : chiens de moins de 10 kg uniquement, supplément de 8 € par nuit. Ménage de fin de séjour : 45 €, ou gratuit si le logement est rendu propre. Draps et serviettes fournis. Taxe de séjour : 0,88 € par adulte et par nuit.',
      },
    ],
    turns: [
      {
        user: 'Un client me demande s’il peut venir avec son labrador et à partir de quelle heure il peut arriver. Que dois-je lui répondre ?',
        expect: [mentions('10 kg', ['16 h', '16h', '16 heures']), noPlaceholder()],
      },
    ],
  },
  // Clide: a gym member asks how to cancel; answered with « tu » and the user's terms.
  {
    id: 'ho52-clide-salle-resiliation-tutoie',
    employee: 'clide',
    turns: [
      {
        user: 'Un adhérent, Kevin, me demande par message comment résilier son abonnement. Réponds-lui en le tutoyant : il doit envoyer un mail à contact@fitbreizh.fr avec un préavis d’un mois, et les frais d’inscription ne sont pas remboursés.',
        expect: [
          mentions('Kevin', 'contact@fitbreizh.fr', ['un mois', '1 mois'], 'inscription'),
          notMentions('Réponds-lui', 'il doit envoyer'),
          tutoie(),
          noPlaceholder(),
        ],
      },
    ],
  },

  // Suki: a florist's Instagram post for Christmas wreaths with four hashtags, then a longer Facebook version.
  {
    id: 'ho52-suki-fleuriste-couronnes-facebook',
    employee: 'suki',
    validUntil: '2026-12-19',
    turns: [
      {
        user: 'Écris un post Instagram pour ma boutique de fleurs, L’Atelier Pétale à Lorient : on prend les commandes de couronnes de Noël jusqu’au 20 décembre, à partir de 35 €. Mets 4 hashtags.',
        expect: [
          mentions('Atelier Pétale', 'couronnes', '20 décembre', euros('35')),
          hashtags(4),
          noPlaceholder(),
        ],
      },
      {
        user: 'Fais une version pour Facebook, un peu plus longue.',
        expect: [longerThanPrevious(), mentions('couronnes', '20 décembre'), noPlaceholder()],
      },
    ],
  },
  // Suki: SEO keywords for an organic bakery's site, as many as asked.
  {
    id: 'ho52-suki-boulangerie-bio-mots-cles',
    employee: 'suki',
    turns: [
      {
        user: 'Donne-moi 8 mots-clés pour le référencement du site de ma boulangerie bio à Saint-Brieuc.',
        expect: [listSize(8), mentions('Saint-Brieuc', 'bio'), noPlaceholder()],
      },
    ],
  },
  // Suki: a wine shop's January newsletter from three pieces of news, then three subject lines.
  {
    id: 'ho52-suki-caviste-newsletter-janvier-objets',
    employee: 'suki',
    turns: [
      {
        user: 'Prépare la newsletter de janvier de ma cave à vins : dégustation des vins de Loire le samedi 16 janvier à 17h, -10 % sur les champagnes jusqu’au 10 janvier, et fermeture annuelle du 1er au 5 février.',
        expect: [
          mentions('16 janvier', at('17'), '10 %', '10 janvier', 'Loire', [
            '1er au 5 février',
            '1er février',
          ]),
          noPlaceholder(),
        ],
      },
      { user: 'Propose-moi 3 objets pour cette newsletter.', expect: [listSize(3), noHandoff()] },
    ],
  },

  // Dot: a baker's job offer from the user's terms.
  {
    id: 'ho52-dot-offre-boulanger-dinan',
    employee: 'dot',
    turns: [
      {
        user: 'Rédige une offre d’emploi : boulanger H/F en CDI, 39 h par semaine, à Dinan, débutant accepté, CAP boulanger exigé, 1 950 € brut par mois, prise de poste le 4 janvier.',
        expect: [
          mentions('boulanger', 'CDI', 'Dinan', 'CAP', euros('1 950'), '4 janvier', ['39 h', '39 heures']),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Dot: an interview invitation with what to bring, then its hour changed.
  {
    id: 'ho52-dot-convocation-vendeuse-heure-changee',
    employee: 'dot',
    validUntil: '2026-12-07',
    turns: [
      {
        user: 'Convoque Léa Fournier à un entretien pour le poste de vendeuse, mardi 8 décembre à 14h30 au magasin, 12 rue de Siam à Brest. Qu’elle apporte une pièce d’identité.',
        expect: [
          mentions(['Mme Fournier', 'Léa'], '8 décembre', at('14', '30'), 'rue de Siam', 'identité'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
      {
        user: 'Finalement c’est à 15h, corrige.',
        expect: [mentions(at('15'), '8 décembre'), notMentions('14 h 30', '14h30'), changedFromPrevious()],
      },
    ],
  },
  // Dot: a refusal that keeps the CV for the summer season.
  {
    id: 'ho52-dot-refus-commis-cv-ete',
    employee: 'dot',
    turns: [
      {
        user: 'Réponds à Thomas Le Gall qu’on ne retient pas sa candidature pour le poste de commis de cuisine, le poste est déjà pourvu, mais qu’on garde son CV pour la saison d’été.',
        expect: [
          mentions(['M. Le Gall', 'Thomas'], 'commis', 'pourvu', ['été', 'saison']),
          notMentions('Réponds'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
    ],
  },

  // Millie: a backward plan for a bike shop's opening, with the stock's six-week lead time.
  {
    id: 'ho52-millie-retroplanning-boutique-velos',
    employee: 'millie',
    validUntil: '2027-01-15',
    turns: [
      {
        user: 'Fais-moi un rétroplanning pour l’ouverture de ma boutique de vélos le samedi 6 mars 2027 : finir les travaux, commander le stock (6 semaines de délai), faire le site web, recruter un vendeur, organiser l’inauguration.',
        expect: [mentions('6 mars', 'stock', 'recrut', 'site', 'inauguration'), noPlaceholder()],
      },
    ],
  },
  // Millie: a task in a named project, with a due day.
  {
    id: 'ho52-millie-tache-stand-salon',
    employee: 'millie',
    signedIn: true,
    validUntil: '2026-12-14',
    turns: [
      {
        user: 'Pour le salon de l’habitat de Rennes, ajoute une tâche : réserver le stand, à faire pour le 15 décembre.',
        expect: [proposal({ kind: 'create_task', titleIncludes: 'stand', dateIs: 'on:15-12' })],
      },
    ],
  },
  // Millie: a weekly site report to the client from what was done, what remains and a supplier's delay.
  {
    id: 'ho52-millie-point-chantier-salle-de-bain',
    employee: 'millie',
    validUntil: '2026-12-08',
    turns: [
      {
        user: 'Fais le point de la semaine pour mon client M. Daniel sur le chantier de sa salle de bain : carrelage posé, douche à l’italienne terminée mercredi, reste la peinture et les meubles. Le fournisseur a décalé la livraison des meubles au 9 décembre. Fin du chantier prévue le 11 décembre.',
        expect: [
          mentions(['M. Daniel', 'Monsieur Daniel'], 'carrelage', 'peinture', '9 décembre', '11 décembre'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
    ],
  },

  // Spec: buying a van against a five-year lease, summed.
  {
    id: 'ho52-spec-fourgon-achat-ou-loa',
    employee: 'spec',
    turns: [
      {
        user: 'Compare pour moi : acheter un fourgon 28 000 € et le revendre 12 000 € au bout de 5 ans, ou le prendre en LOA à 420 € par mois pendant 5 ans. Lequel coûte le moins sur 5 ans ?',
        expect: [mentions(euros('16 000'), euros('25 200'), ['achat', 'acheter']), noPlaceholder()],
      },
    ],
  },
  // Spec: a supplier's mail summed up in three points.
  {
    id: 'ho52-spec-resume-laiterie-3-points',
    employee: 'spec',
    turns: [
      {
        user: 'Résume en 3 points ce mail de mon fournisseur : « Bonjour, suite à la hausse du prix du beurre, nos tarifs augmentent de 6 % au 1er janvier. Les commandes passées avant le 20 décembre restent à l’ancien tarif. Par ailleurs, nos livraisons du 24 et du 31 décembre seront avancées à 6 h. Cordialement, Laiterie de Plouvien »',
        expect: [listSize(3), mentions('6 %', '20 décembre', ['6 h', '6h']), noPlaceholder()],
      },
    ],
  },
  // Spec: a margin from a price paid excluding VAT and a price sold including VAT.
  {
    id: 'ho52-spec-marge-coffrets-tva',
    employee: 'spec',
    turns: [
      {
        user: 'J’achète mes coffrets cadeaux 18 € HT et je les vends 39 € TTC (TVA à 20 %). Quelle est ma marge par coffret, en euros et en pourcentage ?',
        expect: [mentions(euros('32,50'), euros('14,50')), noPlaceholder()],
      },
    ],
  },
];
