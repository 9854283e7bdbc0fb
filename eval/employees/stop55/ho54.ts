import {
  at,
  changedFromPrevious,
  cites,
  euros,
  hashtags,
  inOrder,
  listSize,
  mentions,
  noHandoff,
  noPlaceholder,
  notMentions,
  proposal,
  tutoie,
  vouvoie,
} from '../checks.ts';
import type { Scenario } from '../scenarios.ts';

// Written at stop 54 for the held-out set before any run, and measured there: 6 of 21 passed at the
// first run and 7 of 21 at the end of stop 54 (BENCHMARKS.md). Moved to training at stop 55, once the
// stop 55 batch was written and measured, to be worked on.

export const heldOut54: Scenario[] = [
  // Alfred: an unpaid invoice chased, typed without accents, then late-payment penalties added.
  {
    id: 'ho54-alfred-relance-facture-sans-accents',
    employee: 'alfred',
    turns: [
      {
        user: 'ecris un mail de relance a la societe Bati Ouest : la facture F-2026-118 de 2 340 € est impayee depuis le 15 octobre, demande leur un reglement sous 8 jours',
        expect: [
          mentions('Bati Ouest', 'F-2026-118', euros('2 340'), '15 octobre', ['8 jours', 'huit jours']),
          notMentions('impayee', 'reglement', 'demande leur'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
      {
        user: 'Ajoute que des pénalités de retard s’appliqueront au-delà.',
        expect: [mentions('pénalités', 'F-2026-118'), changedFromPrevious(), noPlaceholder()],
      },
    ],
  },
  // Alfred: a pasted mail asking to move a site visit, answered with the day the user proposes.
  {
    id: 'ho54-alfred-reponse-visite-chantier-decalee',
    employee: 'alfred',
    validUntil: '2026-12-07',
    turns: [
      {
        user: 'Réponds à ce mail : « Bonjour, je ne pourrai pas être présente jeudi 3 décembre pour la visite du chantier. Serait-il possible de la décaler à la semaine suivante ? Bien à vous, Claire Morvan » Dis-lui que c’est d’accord et propose mardi 8 décembre à 9h30.',
        expect: [
          mentions(['Claire', 'Mme Morvan', 'Madame Morvan'], '8 décembre', at('9', '30')),
          notMentions('Dis-lui', 'Réponds à ce mail', 'je ne pourrai pas être présente'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Alfred: an afternoon blocked in the agenda for the bookkeeping.
  {
    id: 'ho54-alfred-bloquer-apres-midi-compta',
    employee: 'alfred',
    signedIn: true,
    validUntil: '2026-12-10',
    turns: [
      {
        user: 'Bloque-moi le vendredi 11 décembre de 14h à 17h pour faire la compta.',
        expect: [
          proposal({ kind: 'create_event', titleIncludes: 'compta', dateIs: 'on:11-12', time: '14:00' }),
        ],
      },
    ],
  },

  // Chip: a quote with no answer chased, with the price held until a date.
  {
    id: 'ho54-chip-relance-devis-elagage',
    employee: 'chip',
    validUntil: '2026-12-30',
    turns: [
      {
        user: 'Relance M. Tanguy par mail : on lui a envoyé le 18 novembre un devis de 3 200 € HT pour l’élagage de ses chênes, toujours pas de réponse. Rappelle-lui que le tarif est garanti jusqu’au 31 décembre.',
        expect: [
          mentions(['M. Tanguy', 'Monsieur Tanguy'], '18 novembre', euros('3 200'), 'élagage', '31 décembre'),
          notMentions('Relance M.', 'Rappelle-lui', 'toujours pas de réponse'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Chip: a new deal put in the CRM, with its follow-up day.
  {
    id: 'ho54-chip-crm-affaire-camping',
    employee: 'chip',
    signedIn: true,
    validUntil: '2026-12-08',
    turns: [
      {
        user: 'Ajoute au CRM une affaire : Camping Les Dunes, refonte du site internet, 6 500 €, à relancer le 9 décembre.',
        expect: [
          proposal({
            kind: 'crm_create_opportunity',
            titleIncludes: 'Camping Les Dunes',
            dateIs: 'on:09-12',
          }),
        ],
      },
    ],
  },
  // Chip: a quote conversion rate and the average signed quote.
  {
    id: 'ho54-chip-taux-transformation-devis',
    employee: 'chip',
    turns: [
      {
        user: 'Ce trimestre j’ai envoyé 40 devis et 14 ont été signés, pour 23 800 € au total. C’est quoi mon taux de transformation, et le montant moyen d’un devis signé ?',
        expect: [mentions('35 %', euros('1 700')), noPlaceholder()],
      },
    ],
  },

  // Clide: a late order told to a loyal customer the user says « tu » to.
  {
    id: 'ho54-clide-bougies-retard-tutoie',
    employee: 'clide',
    turns: [
      {
        user: 'Réponds à Léa (on se tutoie, c’est une cliente fidèle) : sa commande de bougies a 5 jours de retard à cause du transporteur, elle arrivera jeudi. On lui rembourse les frais de livraison.',
        expect: [
          mentions('Léa', 'bougie', 'retard', 'jeudi', 'livraison', 'rembours'),
          notMentions('Réponds à', 'on se tutoie', 'cliente fidèle'),
          tutoie(),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Clide: a return question answered from the company's terms of sale.
  {
    id: 'ho54-clide-retour-lampe-cgv',
    employee: 'clide',
    signedIn: true,
    documents: [
      {
        name: 'Conditions générales de vente.txt',
        text: 'Conditions générales de vente – Atelier Lumen\n\nArticle 6 – Retours\nLes retours sont acceptés dans un délai de 14 jours après réception, pour un produit non utilisé et dans son emballage d’origine. Les frais de retour sont à la charge du client, sauf produit défectueux.\n\nArticle 7 – Remboursement\nLe remboursement est effectué sous 10 jours après réception du retour, par le moyen de paiement utilisé à la commande.\n\nArticle 8 – Garantie\nNos lampes sont garanties 2 ans contre tout défaut de fabrication.',
      },
    ],
    turns: [
      {
        user: 'Une cliente me demande si elle peut encore nous retourner une lampe reçue il y a 3 semaines, elle ne lui plaît plus. Rédige la réponse selon nos conditions.',
        expect: [mentions('14 jours', 'lampe'), vouvoie(), noPlaceholder(), cites(1)],
      },
    ],
  },
  // Clide on the desk: the open tickets summed up, then one answered.
  {
    id: 'ho54-clide-desk-point-puis-remboursement',
    employee: 'clide',
    signedIn: true,
    tickets: [
      {
        requesterName: 'Julien Riou',
        requesterEmail: 'julien.riou@client.test',
        subject: 'Prélevé deux fois',
        body: 'Bonjour, j’ai été prélevé deux fois de 89 € pour mon abonnement de novembre. Merci de corriger.',
        priority: 'high',
      },
      {
        requesterName: 'Maëlle Cadiou',
        requesterEmail: 'maelle.cadiou@client.test',
        subject: 'Changer mon adresse de livraison',
        body: 'Je déménage le 10 décembre, pouvez-vous livrer ma prochaine box à ma nouvelle adresse ?',
        priority: 'medium',
      },
    ],
    turns: [
      {
        user: 'Fais-moi un point sur les tickets ouverts.',
        expect: [mentions(['Riou', 'deux fois'], ['Cadiou', 'adresse']), noHandoff()],
      },
      {
        user: 'Réponds à celui qui a été prélevé deux fois : on l’a remboursé de 89 € hier.',
        expect: [
          mentions(['M. Riou', 'Monsieur Riou', 'Julien'], euros('89'), 'rembours'),
          notMentions('Maëlle', 'Cadiou'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
    ],
  },

  // Suki: an Instagram post typed without accents, five hashtags.
  {
    id: 'ho54-suki-galettes-rois-sans-accents',
    employee: 'suki',
    validUntil: '2027-01-01',
    turns: [
      {
        user: 'post instagram pour ma boulangerie Au Pain d Antan : les galettes des rois sont dispo a partir du 2 janvier, frangipane ou pomme, a commander 48h a l avance. 5 hashtags',
        expect: [
          mentions('Pain d', 'galette', '2 janvier', 'frangipane', 'pomme', ['48 h', '48h', '48 heures']),
          notMentions('dispo a', 'a commander', 'a l avance'),
          hashtags(5),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Suki: a florist's December newsletter, from its news.
  {
    id: 'ho54-suki-newsletter-fleuriste-decembre',
    employee: 'suki',
    validUntil: '2026-12-11',
    turns: [
      {
        user: 'Rédige la newsletter de décembre de ma boutique de fleurs Pétale & Co : nos sapins Nordmann sont arrivés (de 35 à 89 €), ateliers couronnes de Noël les samedis 12 et 19 décembre à 10h (25 € par personne, 8 places), et la boutique sera ouverte le dimanche 20 décembre.',
        expect: [
          mentions(
            'Pétale',
            'Nordmann',
            euros('35'),
            euros('89'),
            'couronne',
            '19 décembre',
            euros('25'),
            '8 places',
            'dimanche 20',
          ),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Suki: a week of three posts planned, then one of them written.
  {
    id: 'ho54-suki-planning-escalade-puis-post',
    employee: 'suki',
    turns: [
      {
        user: 'Fais-moi un planning de 3 posts pour la semaine prochaine pour ma salle d’escalade Grimp’Armor : un le lundi, un le mercredi, un le vendredi.',
        expect: [listSize(3), inOrder('lundi', 'mercredi', 'vendredi'), noPlaceholder()],
      },
      {
        user: 'Écris-moi celui du mercredi.',
        expect: [mentions('Grimp'), changedFromPrevious(), noPlaceholder()],
      },
    ],
  },

  // Dot: a candidate turned down politely, the CV kept.
  {
    id: 'ho54-dot-refus-candidate-assistante',
    employee: 'dot',
    turns: [
      {
        user: 'Écris une réponse négative à Mme Le Goff qui a postulé comme assistante de gestion : on a retenu un profil plus expérimenté, mais on garde son CV pour de futurs postes.',
        expect: [
          mentions(['Mme Le Goff', 'Madame Le Goff'], 'assistante de gestion', 'CV'),
          notMentions('Écris', 'on a retenu', 'réponse négative'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Dot: holiday requests checked against a minimum staffing.
  {
    id: 'ho54-dot-conges-noel-effectif-minimum',
    employee: 'dot',
    validUntil: '2026-12-20',
    turns: [
      {
        user: 'J’ai 4 salariés. Karim demande ses congés du 21 au 25 décembre, Élodie du 24 au 31 décembre, Paul du 28 décembre au 1er janvier et Inès du 21 au 24 décembre. Il me faut au moins 2 personnes présentes chaque jour ouvré. Quel jour pose problème ?',
        expect: [mentions('24 décembre', 'Paul'), noPlaceholder()],
      },
    ],
  },
  // Dot: a kitchen assistant's job description from its duties.
  {
    id: 'ho54-dot-fiche-poste-commis',
    employee: 'dot',
    turns: [
      {
        user: 'Fais-moi la fiche de poste d’un commis de cuisine pour mon restaurant : mise en place, épluchage des légumes, plonge en renfort, respect des normes HACCP, sous la responsabilité du chef.',
        expect: [mentions('commis', 'mise en place', 'légumes', 'plonge', 'HACCP', 'chef'), noPlaceholder()],
      },
    ],
  },

  // Millie: a site meeting's agenda, points in the order given.
  {
    id: 'ho54-millie-ordre-du-jour-chantier',
    employee: 'millie',
    turns: [
      {
        user: 'Prépare l’ordre du jour de la réunion de chantier de vendredi avec le plombier et l’électricien : avancement des cloisons, date de pose de la cuisine, problème d’humidité dans la salle de bain.',
        expect: [
          mentions('plombier', 'électricien', 'vendredi'),
          inOrder('cloisons', 'cuisine', 'humidité'),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Millie: tasks ranked by their deadlines, the one without a deadline last.
  {
    id: 'ho54-millie-classer-echeances',
    employee: 'millie',
    validUntil: '2026-12-04',
    turns: [
      {
        user: 'Classe-moi ces tâches par urgence : refaire les cartes de visite, déclarer la TVA avant le 19 décembre, payer l’URSSAF avant le 5 décembre, répondre à l’appel d’offres de la mairie avant le 15 décembre.',
        expect: [inOrder('URSSAF', 'mairie', 'TVA', 'cartes de visite'), noPlaceholder()],
      },
    ],
  },
  // Millie: a task for a weekday, signed in.
  {
    id: 'ho54-millie-tache-relancer-imprimeur',
    employee: 'millie',
    signedIn: true,
    turns: [
      {
        user: 'Crée une tâche pour relancer l’imprimeur sur les flyers, pour mercredi.',
        expect: [proposal({ kind: 'create_task', titleIncludes: 'imprimeur', dateIs: 'next:wednesday' })],
      },
    ],
  },

  // Spec: a selling price from a cost and a margin on the price, then with VAT.
  {
    id: 'ho54-spec-prix-vente-marge-35',
    employee: 'spec',
    turns: [
      {
        user: 'Un meuble me revient à 240 € HT. Je veux une marge de 35 % sur le prix de vente. À combien je dois le vendre HT, et TTC avec 20 % de TVA ?',
        expect: [mentions('369,23 €', '443,08 €'), noPlaceholder()],
      },
    ],
  },
  // Spec: what comes back most in five pasted reviews.
  {
    id: 'ho54-spec-avis-ce-qui-revient',
    employee: 'spec',
    turns: [
      {
        user: 'Voici nos 5 derniers avis clients, dis-moi ce qui revient le plus : « Très bon accueil mais attente trop longue » « Attente interminable le samedi » « Prix corrects, personnel souriant » « Trop d’attente, sinon parfait » « Accueil chaleureux ».',
        expect: [
          mentions('attente', ['3 avis', 'trois avis', '3 sur 5', 'trois sur cinq', '3 des 5']),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Spec: renting or buying premises, over one year.
  {
    id: 'ho54-spec-louer-ou-acheter-local',
    employee: 'spec',
    turns: [
      {
        user: 'Je loue mon local 1 100 € par mois. Je pourrais l’acheter avec un crédit de 1 050 € par mois, plus 1 200 € de taxe foncière par an. Sur un an, qu’est-ce qui me coûte le plus cher ?',
        expect: [mentions(euros('13 200'), euros('13 800')), noPlaceholder()],
      },
    ],
  },
];
