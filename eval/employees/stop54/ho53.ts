import {
  at,
  changedFromPrevious,
  euros,
  hashtags,
  listSize,
  mentions,
  noHandoff,
  noPlaceholder,
  notMentions,
  picksFromPreviousList,
  proposal,
  shorterThanPrevious,
  vouvoie,
} from '../checks.ts';
import type { Scenario } from '../scenarios.ts';

// Written at stop 53 for the held-out set before any run, and measured there: 7 of 21 passed at the
// first run and 9 of 21 at the end of stop 53 (BENCHMARKS.md). Moved to training at stop 54, once the
// stop 54 batch was written and measured, to be worked on.

export const heldOut53: Scenario[] = [
  // Alfred: an SMS announcing a lateness to this afternoon's appointment.
  {
    id: 'ho53-alfred-plombier-sms-retard',
    employee: 'alfred',
    turns: [
      {
        user: 'Écris un SMS à Mme Lucas pour lui dire que j’aurai 30 minutes de retard à notre rendez-vous de 14h cet après-midi, un chantier qui déborde. Excuse-moi auprès d’elle.',
        expect: [
          mentions(['Mme Lucas', 'Madame Lucas'], ['30 minutes', '30 min', 'une demi-heure'], 'retard'),
          notMentions('Écris', 'Excuse-moi auprès'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Alfred: a photographer reminds a couple of the deposit, then makes it shorter and warmer.
  {
    id: 'ho53-alfred-photographe-acompte-couple',
    employee: 'alfred',
    validUntil: '2026-12-14',
    turns: [
      {
        user: 'Écris un mail à Sophie et Mathieu (leur mariage est le 12 juin 2027) pour leur rappeler que l’acompte de 600 € est à régler avant le 15 décembre pour bloquer la date. Paiement par virement, le RIB est en pièce jointe.',
        expect: [
          mentions('Sophie', 'Mathieu', euros('600'), '15 décembre', '12 juin', 'virement'),
          notMentions('leur rappeler', 'Écris'),
          noPlaceholder(),
        ],
      },
      {
        user: 'Plus court et plus chaleureux.',
        expect: [shorterThanPrevious(), mentions(euros('600'), '15 décembre'), noPlaceholder()],
      },
    ],
  },
  // Alfred: an appointment with the accountant proposed in the agenda.
  {
    id: 'ho53-alfred-rdv-comptable-agenda',
    employee: 'alfred',
    signedIn: true,
    validUntil: '2026-12-09',
    turns: [
      {
        user: 'Mets-moi un rendez-vous avec mon comptable jeudi 10 décembre à 11h, au cabinet Fiducial de Quimperlé.',
        expect: [
          proposal({ kind: 'create_event', titleIncludes: 'comptable', dateIs: 'on:10-12', time: '11:00' }),
        ],
      },
    ],
  },

  // Chip: a joiner sends a kitchen quote by mail, with its terms.
  {
    id: 'ho53-chip-menuisier-devis-cuisine',
    employee: 'chip',
    turns: [
      {
        user: 'Envoie un mail à M. et Mme Perrot avec notre devis pour leur cuisine en chêne massif : 7 800 € HT, pose comprise, délai de fabrication 8 semaines, acompte de 30 % à la commande. On est la Menuiserie Le Floch.',
        expect: [
          mentions('Perrot', euros('7 800'), 'chêne', ['8 semaines', 'huit semaines'], '30 %', 'Le Floch'),
          notMentions('Envoie un mail'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Chip: a laundry's first prospecting mail to a nursery, then a free trial added.
  {
    id: 'ho53-chip-blanchisserie-prospection-creche',
    employee: 'chip',
    turns: [
      {
        user: 'Écris un premier mail de prospection à la directrice de la crèche Les Petits Mousses à Lannion : on est une blanchisserie, on propose l’enlèvement et la livraison du linge deux fois par semaine, à 1,80 € le kilo.',
        expect: [
          mentions(
            'Petits Mousses',
            'blanchisserie',
            ['deux fois par semaine', '2 fois par semaine'],
            '1,80 €',
          ),
          notMentions('Écris', 'on est une'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
      {
        user: 'Propose-lui aussi un essai gratuit d’un mois.',
        expect: [mentions('essai', ['un mois', '1 mois'], '1,80 €'), changedFromPrevious(), noPlaceholder()],
      },
    ],
  },
  // Chip: the weighted revenue of three open deals, summed.
  {
    id: 'ho53-chip-ca-pondere-trois-affaires',
    employee: 'chip',
    turns: [
      {
        user: 'Mes affaires en cours : Hôtel des Pins 12 000 € à 50 % de chances, Mairie de Plérin 30 000 € à 20 %, SCI Duval 4 500 € à 80 %. Quel chiffre d’affaires pondéré je peux espérer au total ?',
        expect: [mentions(euros('15 600'), euros('6 000'), euros('3 600')), noPlaceholder()],
      },
    ],
  },

  // Clide: a pizzeria answers a pasted Google review, with the cause and a dessert offered.
  {
    id: 'ho53-clide-pizzeria-avis-attente',
    employee: 'clide',
    turns: [
      {
        user: 'Réponds à cet avis Google : « Une heure d’attente pour deux pizzas un samedi soir, et personne pour s’excuser. Déçu. Romain B. » Ce soir-là notre four était en panne. Propose-lui un dessert offert à sa prochaine visite.',
        expect: [
          mentions('Romain', 'four', 'dessert', ['excus', 'désolé']),
          notMentions('Réponds', 'Propose-lui', 'notre four était'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Clide: a broken vase, a photo asked for and a new one sent free, said to the customer.
  {
    id: 'ho53-clide-vase-casse-photo',
    employee: 'clide',
    turns: [
      {
        user: 'Une cliente, Mme Briand, m’écrit que son vase est arrivé cassé. Réponds-lui qu’on est désolés, qu’elle nous envoie une photo du colis et du vase, et qu’on lui renverra un vase neuf sans frais.',
        expect: [
          mentions(['Mme Briand', 'Madame Briand'], 'photo', 'vase', ['sans frais', 'gratuit']),
          notMentions('Réponds-lui', 'qu’elle nous envoie', "qu'elle nous envoie"),
          vouvoie(),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Clide on the desk: which ticket first, then the answer to it.
  {
    id: 'ho53-clide-desk-chauffage-urgent',
    employee: 'clide',
    signedIn: true,
    tickets: [
      {
        requesterName: 'Anne Colin',
        requesterEmail: 'anne.colin@client.test',
        subject: 'Question sur ma facture',
        body: 'Bonjour, je ne comprends pas la ligne « déplacement » sur ma facture de novembre.',
        priority: 'low',
      },
      {
        requesterName: 'Hervé Quéré',
        requesterEmail: 'herve.quere@client.test',
        subject: 'Plus de chauffage depuis ce matin',
        body: 'Ma pompe à chaleur est en panne depuis ce matin, il fait 14 degrés dans la maison et j’ai un bébé.',
        priority: 'urgent',
      },
      {
        requesterName: 'Marc Jaouen',
        requesterEmail: 'marc.jaouen@client.test',
        subject: 'Entretien annuel',
        body: 'Je voudrais prendre rendez-vous pour l’entretien annuel de ma chaudière en janvier.',
        priority: 'medium',
      },
    ],
    turns: [
      {
        user: 'Quel ticket je dois traiter en premier ?',
        expect: [mentions(['Quéré', 'chauffage']), noHandoff()],
      },
      {
        user: 'Rédige la réponse à ce client : un technicien passe demain matin entre 8h et 10h.',
        expect: [
          mentions(['M. Quéré', 'Monsieur Quéré', 'Hervé'], 'technicien', at('8'), at('10')),
          notMentions('Anne Colin', 'Jaouen'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
    ],
  },

  // Suki: a hairdresser's Facebook post for a December offer, with three hashtags.
  {
    id: 'ho53-suki-coiffeur-colorations-mardis',
    employee: 'suki',
    validUntil: '2026-12-28',
    turns: [
      {
        user: 'Écris un post Facebook pour mon salon de coiffure Hair Marine à Concarneau : -20 % sur les colorations tous les mardis de décembre. Ton joyeux, 3 hashtags.',
        expect: [mentions('Hair Marine', '20 %', 'coloration', 'mardi'), hashtags(3), noPlaceholder()],
      },
    ],
  },
  // Suki: five LinkedIn post ideas for a car garage.
  {
    id: 'ho53-suki-idees-linkedin-garage',
    employee: 'suki',
    turns: [
      {
        user: 'Donne-moi 5 idées de posts LinkedIn pour mon garage automobile à Morlaix.',
        expect: [listSize(5), noPlaceholder()],
      },
    ],
  },
  // Suki: slogans for a crêpe food truck, then one of them reworked.
  {
    id: 'ho53-suki-slogans-food-truck-crepes',
    employee: 'suki',
    turns: [
      {
        user: 'Propose 4 slogans pour mon food truck de crêpes, Ty Billig, qui tourne sur les marchés du Finistère.',
        expect: [listSize(4), mentions('crêpe'), noPlaceholder()],
      },
      {
        user: 'Je garde le deuxième, mais fais-le plus court.',
        expect: [picksFromPreviousList(), noPlaceholder()],
      },
    ],
  },

  // Dot: a home-help job offer from the user's terms.
  {
    id: 'ho53-dot-offre-aide-domicile-pontivy',
    employee: 'dot',
    turns: [
      {
        user: 'Rédige une annonce pour recruter une aide à domicile H/F en CDD de 6 mois, 28 h par semaine, secteur de Pontivy, permis B et véhicule obligatoires, 12,50 € brut de l’heure, frais kilométriques remboursés.',
        expect: [
          mentions(
            'aide à domicile',
            'CDD',
            ['6 mois', 'six mois'],
            ['28 h', '28 heures'],
            'Pontivy',
            'permis',
            '12,50 €',
            'kilom',
          ),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Dot: six interview questions for a waiter.
  {
    id: 'ho53-dot-questions-entretien-serveur',
    employee: 'dot',
    turns: [
      {
        user: 'Donne-moi 6 questions à poser en entretien à un candidat serveur pour ma brasserie.',
        expect: [listSize(6), noPlaceholder()],
      },
    ],
  },
  // Dot: a welcome mail to a new apprentice, with what to bring and who greets him.
  {
    id: 'ho53-dot-bienvenue-apprenti-mecanicien',
    employee: 'dot',
    validUntil: '2027-01-03',
    turns: [
      {
        user: 'Prépare le mail de bienvenue pour Nathan, notre nouvel apprenti mécanicien, qui commence le lundi 4 janvier à 8h : qu’il vienne avec ses chaussures de sécurité, c’est Yannick, le chef d’atelier, qui l’accueillera.',
        expect: [
          mentions('Nathan', '4 janvier', at('8'), 'chaussures de sécurité', 'Yannick'),
          notMentions('qu’il vienne', "qu'il vienne", 'l’accueillera'),
          noPlaceholder(),
        ],
      },
    ],
  },

  // Millie: a to-do list for moving an estate agency, dated from the moving day.
  {
    id: 'ho53-millie-demenagement-agence',
    employee: 'millie',
    validUntil: '2027-01-05',
    turns: [
      {
        user: 'Fais-moi la liste de ce qu’il faut faire pour déménager mon agence immobilière le 15 janvier : prévenir les clients, transférer la ligne téléphonique, changer l’adresse sur le site et sur Google, commander les cartons, réserver le déménageur.',
        expect: [
          mentions('15 janvier', 'déménageur', 'téléphon', 'Google', 'cartons', 'clients'),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Millie: minutes of this morning's team meeting, from its decisions.
  {
    id: 'ho53-millie-compte-rendu-reunion-equipe',
    employee: 'millie',
    validUntil: '2026-12-06',
    turns: [
      {
        user: 'Fais le compte rendu de la réunion d’équipe de ce matin : on passe aux horaires d’hiver à partir du 7 décembre (9h-18h), Julie gère les commandes pendant les congés de Marc du 21 au 31 décembre, et l’inventaire est fixé au samedi 2 janvier.',
        expect: [
          mentions(
            '7 décembre',
            at('9'),
            at('18'),
            'Julie',
            'Marc',
            '21',
            '31 décembre',
            '2 janvier',
            'inventaire',
          ),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Millie: a reminder task with its deadline.
  {
    id: 'ho53-millie-tache-controle-technique',
    employee: 'millie',
    signedIn: true,
    validUntil: '2026-12-19',
    turns: [
      {
        user: 'Ajoute une tâche : prendre rendez-vous pour le contrôle technique de la Kangoo, à faire avant le 20 décembre.',
        expect: [proposal({ kind: 'create_task', titleIncludes: 'contrôle technique' })],
      },
    ],
  },

  // Spec: a break-even count for a food truck.
  {
    id: 'ho53-spec-seuil-rentabilite-galettes',
    employee: 'spec',
    turns: [
      {
        user: 'Mon food truck a 2 400 € de charges fixes par mois. Je vends une galette 9 € et elle me coûte 3 € en ingrédients. Combien de galettes je dois vendre par mois pour couvrir mes charges ?',
        expect: [mentions('400 galettes', euros('6')), noPlaceholder()],
      },
    ],
  },
  // Spec: two coffee suppliers compared on a monthly order, delivery included.
  {
    id: 'ho53-spec-fournisseurs-cafe-livraison',
    employee: 'spec',
    turns: [
      {
        user: 'Deux fournisseurs de café pour mon bar : Café Lugat à 21 € le kilo, livraison offerte, et Torréfaction du Port à 18,50 € le kilo mais 25 € de livraison par commande. J’achète 12 kilos par mois en une seule commande. Lequel est le moins cher ?',
        expect: [mentions(euros('252'), euros('247'), 'Torréfaction du Port'), noPlaceholder()],
      },
    ],
  },
  // Spec: a change in monthly revenue, in euros and in percent.
  {
    id: 'ho53-spec-evolution-ca-trois-mois',
    employee: 'spec',
    turns: [
      {
        user: 'Mon chiffre d’affaires : septembre 18 200 €, octobre 21 500 €, novembre 19 800 €. De combien il a évolué entre septembre et novembre, en euros et en pourcentage ?',
        expect: [mentions(euros('1 600'), ['8,8 %', '8,79 %']), noPlaceholder()],
      },
    ],
  },
];
