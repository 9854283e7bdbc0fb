import {
  changedFromPrevious,
  cites,
  euros,
  inOrder,
  listSize,
  mentions,
  noPlaceholder,
  notMentions,
  proposal,
  tutoie,
  vouvoie,
} from '../checks.ts';
import type { Scenario } from '../scenarios.ts';

// Written at stop 56 for the held-out set before any run, and measured there: 9 of 21 passed at the
// first run and 9 of 21 at the end of stop 56 (BENCHMARKS.md). Moved to training at stop 57, once the
// stop 57 batch was written and measured, to be worked on.

export const heldOut56: Scenario[] = [
  // Alfred: a message to a workman the user tutoies, moving a site's start.
  {
    id: 'ho56-alfred-chantier-decale-plaquiste-tu',
    employee: 'alfred',
    validUntil: '2026-12-06',
    turns: [
      {
        user: 'Écris un message à Julien, mon plaquiste (on se tutoie), pour lui dire que le chantier de la rue Nationale est décalé au lundi 7 décembre parce que l’électricien a pris du retard.',
        expect: [
          mentions('Julien', 'rue Nationale', '7 décembre', 'électricien'),
          notMentions('on se tutoie', 'Écris un message', 'mon plaquiste'),
          tutoie(),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Alfred: a pasted customer mail answered with the user's yes and price, then a sentence added.
  {
    id: 'ho56-alfred-mail-colle-buffet-puis-ajout',
    employee: 'alfred',
    validUntil: '2026-12-11',
    turns: [
      {
        user: 'Voici le mail de Mme Caradec : « Bonjour, pourriez-vous livrer un buffet pour 40 personnes le samedi 12 décembre à Pont-l’Abbé ? Et à quel prix ? Cordialement, Sophie Caradec ». Réponds-lui que oui, c’est 18 € par personne, livraison offerte.',
        expect: [
          mentions(
            ['Mme Caradec', 'Madame Caradec'],
            '40 personnes',
            '12 décembre',
            euros('18'),
            'livraison offerte',
          ),
          notMentions('Réponds-lui', 'Voici le mail', 'Cordialement, Sophie'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
      {
        user: 'Ajoute que je lui envoie le devis demain.',
        expect: [mentions('devis', euros('18')), changedFromPrevious(), noPlaceholder()],
      },
    ],
  },
  // Alfred: a task with a deadline, signed in.
  {
    id: 'ho56-alfred-tache-banque-pret-camion',
    employee: 'alfred',
    signedIn: true,
    turns: [
      {
        user: 'Ajoute une tâche : appeler la banque pour le prêt du camion, à faire pour vendredi.',
        expect: [proposal({ kind: 'create_task', titleIncludes: 'banque', dateIs: 'next:friday' })],
      },
    ],
  },

  // Chip: an opportunity put in the CRM, signed in.
  {
    id: 'ho56-chip-opportunite-salle-de-bain',
    employee: 'chip',
    signedIn: true,
    turns: [
      {
        user: 'Crée une opportunité : rénovation de la salle de bain de M. Tanguy, 7 800 €, signature espérée fin janvier.',
        expect: [proposal({ kind: 'crm_create_opportunity', titleIncludes: 'Tanguy' })],
      },
    ],
  },
  // Chip: a quote follow-up typed fast without accents, with a meeting offered.
  {
    id: 'ho56-chip-relance-veranda-sans-accents',
    employee: 'chip',
    turns: [
      {
        user: 'relance mme le goff pour le devis de la veranda envoye le 12 novembre (14 200 €), pas de nouvelles depuis, propose lui un rdv pour en parler',
        expect: [
          mentions(
            ['Mme Le Goff', 'Madame Le Goff'],
            'véranda',
            '12 novembre',
            euros('14 200'),
            'rendez-vous',
          ),
          notMentions('veranda', 'envoye', 'propose lui'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Chip: three leads ranked by expected value.
  {
    id: 'ho56-chip-trois-pistes-priorite',
    employee: 'chip',
    turns: [
      {
        user: 'J’ai trois pistes : Boulangerie Hamon 3 000 € à 80 %, Hôtel des Dunes 12 000 € à 25 %, Cabinet Nédélec 5 000 € à 50 %. Laquelle je travaille en premier ?',
        expect: [
          mentions('Hôtel des Dunes', euros('2 400'), euros('2 500')),
          inOrder('Hôtel des Dunes', 'Cabinet Nédélec', 'Boulangerie Hamon'),
          noPlaceholder(),
        ],
      },
    ],
  },

  // Clide: a lost parcel answered to a customer the user tutoies.
  {
    id: 'ho56-clide-colis-perdu-tutoiement',
    employee: 'clide',
    turns: [
      {
        user: 'Léa, une cliente qui me tutoie, n’a toujours pas reçu son colis n° 48213 après 10 jours. Réponds-lui en la tutoyant qu’on a ouvert une enquête chez le transporteur et qu’on la rembourse si rien n’arrive d’ici vendredi.',
        expect: [
          mentions('Léa', '48213', 'enquête', 'transporteur', 'rembours', 'vendredi'),
          notMentions('Réponds-lui', 'en la tutoyant', 'qui me tutoie'),
          tutoie(),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Clide on the desk: a double debit answered with the refund the user decides.
  {
    id: 'ho56-clide-desk-double-prelevement',
    employee: 'clide',
    signedIn: true,
    tickets: [
      {
        requesterName: 'Paul Jégou',
        requesterEmail: 'paul.jegou@client.test',
        subject: 'Prélevé deux fois',
        body: 'Bonjour, vous m’avez prélevé deux fois 89 € pour mon abonnement de novembre. Merci de régulariser.',
        priority: 'high',
      },
    ],
    turns: [
      {
        user: 'Réponds à Paul Jégou qu’on le rembourse des 89 € prélevés en trop sous 5 jours ouvrés, avec nos excuses.',
        expect: [
          mentions(
            ['M. Jégou', 'Monsieur Jégou', 'Paul'],
            euros('89'),
            ['5 jours', 'cinq jours'],
            'rembours',
          ),
          notMentions('Réponds à'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Clide: a return request answered from the uploaded conditions of sale.
  {
    id: 'ho56-clide-retour-lampe-conditions',
    employee: 'clide',
    signedIn: true,
    documents: [
      {
        name: 'Conditions de vente.txt',
        text: 'Conditions générales de vente – Lumière d’Ouest\n\nRetours : les retours sont acceptés sous 30 jours après la livraison, pour un produit non utilisé et dans son emballage d’origine. Les frais de retour sont à la charge du client, sauf produit défectueux.\n\nRemboursement : il est effectué sous 14 jours après réception du produit retourné, sur le moyen de paiement utilisé.',
      },
    ],
    turns: [
      {
        user: 'Une cliente veut retourner une lampe achetée il y a 3 semaines, elle ne l’a pas utilisée. Qu’est-ce que je lui réponds ?',
        expect: [mentions('30 jours', 'emballage', '14 jours'), vouvoie(), noPlaceholder(), cites(1)],
      },
    ],
  },

  // Suki: a bistro's winter menu on Instagram.
  {
    id: 'ho56-suki-instagram-carte-hiver',
    employee: 'suki',
    turns: [
      {
        user: 'Post Instagram pour la nouvelle carte d’hiver de mon bistrot Le Comptoir : pot-au-feu, tartiflette et moelleux au chocolat, dès jeudi.',
        expect: [
          mentions('Le Comptoir', 'pot-au-feu', 'tartiflette', 'moelleux', 'jeudi'),
          notMentions('Post Instagram pour'),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Suki: a January newsletter, then three subject lines.
  {
    id: 'ho56-suki-newsletter-soldes-puis-objets',
    employee: 'suki',
    validUntil: '2027-01-06',
    turns: [
      {
        user: 'Rédige la newsletter de janvier de ma boutique de vêtements Atelier Lin : soldes à -30 % dès le 7 janvier, nouvelle collection en février.',
        expect: [mentions('Atelier Lin', '30 %', '7 janvier', 'février'), noPlaceholder()],
      },
      {
        user: 'Propose-moi trois objets de mail.',
        expect: [listSize(3), noPlaceholder()],
      },
    ],
  },
  // Suki: a public answer to a bad review, with the user's excuse and offer.
  {
    id: 'ho56-suki-reponse-avis-pizzeria',
    employee: 'suki',
    turns: [
      {
        user: 'Un client a laissé un avis 2 étoiles sur Google : « 40 minutes d’attente pour une pizza, personne ne s’est excusé ». Écris une réponse publique : on s’excuse, un de nos pizzaïolos était malade ce soir-là, et on lui offre le dessert à sa prochaine visite.',
        expect: [
          mentions('40 minutes', 'excus', 'malade', 'dessert'),
          notMentions('Écris une réponse', 'on s’excuse'),
          vouvoie(),
          noPlaceholder(),
        ],
      },
    ],
  },

  // Dot: three saleswomen over three Saturdays, two per day, each free once.
  {
    id: 'ho56-dot-samedis-decembre-trois-vendeuses',
    employee: 'dot',
    validUntil: '2026-12-18',
    turns: [
      {
        user: 'J’ai trois vendeuses : Inès, Chloé et Mathilde. La boutique ouvre les samedis 19 et 26 décembre et le samedi 2 janvier. Il me faut deux personnes par samedi et chacune veut au moins un samedi de libre. Propose une répartition.',
        expect: [
          mentions('Inès', 'Chloé', 'Mathilde', '19 décembre', '26 décembre', '2 janvier'),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Dot: an employment certificate.
  {
    id: 'ho56-dot-attestation-travail-boulanger',
    employee: 'dot',
    turns: [
      {
        user: 'Fais une attestation de travail pour Kevin Le Bihan, boulanger chez nous en CDI depuis le 3 avril 2023.',
        expect: [
          mentions(
            ['Kevin Le Bihan', 'M. Le Bihan', 'Monsieur Le Bihan'],
            'boulanger',
            'CDI',
            '3 avril 2023',
          ),
          notMentions('Fais une attestation'),
          noPlaceholder(),
        ],
      },
    ],
  },
  // Dot: a candidate turned down with the CV kept, in tu.
  {
    id: 'ho56-dot-refus-commis-tutoiement',
    employee: 'dot',
    turns: [
      {
        user: 'Réponds à Théo, qui a postulé comme commis de cuisine, qu’on a pris quelqu’un d’autre mais qu’on garde son CV pour la saison d’été. On se tutoie.',
        expect: [
          mentions('Théo', 'commis', 'CV', 'été'),
          notMentions('On se tutoie', 'Réponds à'),
          tutoie(),
          noPlaceholder(),
        ],
      },
    ],
  },

  // Millie: an agenda entry with a time range, signed in.
  {
    id: 'ho56-millie-agenda-visite-chantier',
    employee: 'millie',
    signedIn: true,
    validUntil: '2026-12-08',
    turns: [
      {
        user: 'Ajoute à mon agenda : visite du chantier de Mme Kerhervé mercredi 9 décembre de 14h à 16h.',
        expect: [
          proposal({ kind: 'create_event', titleIncludes: 'Kerhervé', dateIs: 'on:9-12', time: '14:00' }),
        ],
      },
    ],
  },
  // Millie: what to prepare before a trade fair, with dates.
  {
    id: 'ho56-millie-preparation-salon-habitat',
    employee: 'millie',
    validUntil: '2027-01-10',
    turns: [
      {
        user: 'Je fais le salon de l’habitat de Brest du 15 au 17 janvier. Fais-moi la liste de ce qu’il faut préparer avant, avec des dates.',
        expect: [mentions('salon', 'Brest', '15 janvier'), noPlaceholder()],
      },
    ],
  },
  // Millie: deadlines put in order.
  {
    id: 'ho56-millie-ordre-echeances',
    employee: 'millie',
    validUntil: '2026-12-02',
    turns: [
      {
        user: 'Dans quel ordre je fais ça : le devis Martin à envoyer le 10 décembre, la déclaration de TVA à rendre le 3 décembre, commander les cartes de vœux avant le 5 ?',
        expect: [inOrder('TVA', 'cartes de vœux', 'Martin'), noPlaceholder()],
      },
    ],
  },

  // Spec: the average basket and what two euros more would bring.
  {
    id: 'ho56-spec-panier-moyen-plus-deux-euros',
    employee: 'spec',
    turns: [
      {
        user: 'Ce mois-ci : 1 240 tickets de caisse pour 31 000 € de chiffre d’affaires. Quel est mon panier moyen ? Et si je l’augmente de 2 €, combien je gagne en plus sur le mois avec le même nombre de clients ?',
        expect: [mentions(euros('25'), euros('2 480')), noPlaceholder()],
      },
    ],
  },
  // Spec: a break-even in units, typed without accents.
  {
    id: 'ho56-spec-seuil-paniers-sans-accents',
    employee: 'spec',
    turns: [
      {
        user: 'mes charges fixes c est 4 500 € par mois, je vends mes paniers 30 € et ils me coutent 12 € a produire. combien je dois en vendre par mois pour etre rentable ?',
        expect: [mentions('250'), notMentions('coutent'), noPlaceholder()],
      },
    ],
  },
  // Spec: what to improve from a garage's reviews.
  {
    id: 'ho56-spec-avis-garage-a-ameliorer',
    employee: 'spec',
    turns: [
      {
        user: 'Voici des avis clients de mon garage : « accueil sympa mais attente longue », « prix corrects », « attente trop longue pour une vidange », « mécanicien de bon conseil », « prix un peu élevés ». Quels sont les points à améliorer ?',
        expect: [mentions('attente', 'prix'), noPlaceholder()],
      },
    ],
  },
];
