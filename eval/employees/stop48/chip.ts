import {
  changedFromPrevious,
  inOrder,
  listSize,
  longerThanPrevious,
  mentions,
  noHandoff,
  noPlaceholder,
  notMentions,
  shorterThanPrevious,
  tutoie,
  vouvoie,
} from '../checks.ts';
import type { Scenario } from '../scenarios.ts';

// Written at stop 48, before the engine was run on them: their first-run figure is in BENCHMARKS.md.
export const chipStop48: Scenario[] = [
  {
    id: 'chip-s48-garage-devis-a-relancer-en-premier',
    employee: 'chip',
    turns: [
      {
        user: 'J’ai quatre devis en attente au garage, lequel je relance en premier ? Taxis Brivois : entretien de 6 véhicules, 3 200 €, je dirais 70 % de chances. Auto-école Conduite Plus : 2 embrayages, 1 900 €, 50 %. M. Lopez : carrosserie, 4 500 €, 20 %. Ambulances Vézère : contrat annuel, 12 000 €, 30 %.',
        expect: [
          inOrder('Ambulances Vézère', 'Taxis Brivois', 'Conduite Plus', 'Lopez'),
          mentions('3 600 €', '2 240 €', '950 €', '900 €'),
          noHandoff(),
        ],
      },
      {
        user: 'et si M. Lopez passe à 50 % ?',
        expect: [
          inOrder('Ambulances Vézère', 'Lopez', 'Taxis Brivois', 'Conduite Plus'),
          mentions('2 250 €'),
        ],
      },
    ],
  },
  {
    id: 'chip-s48-kine-linkedin-ancienne-camarade-tutoie',
    employee: 'chip',
    turns: [
      {
        user: 'Écris un message LinkedIn à Sophie, on était en école de kiné ensemble (on se tutoie), elle est DRH chez Transports Guérin à Rennes. Je propose des ateliers de prévention des TMS pour leurs chauffeurs : 2 h sur site, 450 € l’atelier.',
        expect: [
          mentions('Sophie', 'Guérin', ['TMS', 'troubles musculo'], ['2 h', 'deux heures'], '450 €'),
          tutoie(),
          notMentions('on se tutoie', 'Objet'),
          noPlaceholder(),
          noHandoff(),
        ],
      },
      {
        user: 'plus court',
        expect: [shorterThanPrevious(), tutoie(), mentions('450 €')],
      },
    ],
  },
  {
    id: 'chip-s48-boulangerie-prospection-hotel-sans-accents',
    employee: 'chip',
    turns: [
      {
        user: 'ecris un mail de prospection pour l hotel les Mouettes a Quiberon, on est la boulangerie Le Fournil, on livre pain et viennoiseries tous les matins avant 7h, minimum 40 € par livraison',
        expect: [
          mentions('Mouettes', 'Quiberon', 'viennoiseries', ['7 h', '7h00', '7 heures'], '40 €', 'Fournil'),
          notMentions('l hotel', 'hotel', 'mouettes a quiberon', 'de Le Fournil', 'à Le Fournil'),
          vouvoie(),
          noPlaceholder(),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'chip-s48-recrutement-prospection-fautes',
    employee: 'chip',
    turns: [
      {
        user: 'fait un mail de prospec pour la societe Brossard Menuiserie (45 salariés), on est un cabinet de conseil en recrutement, on leur propose de trouver 2 menuisiers poseurs, honoraires 15% du salaire brut annuel, paiement a l embauche seulement',
        expect: [
          mentions('Brossard', 'menuisiers poseurs', '15 %', 'salaire brut annuel', 'embauche'),
          notMentions('societe', 'a l embauche', "a l'embauche", '15%'),
          vouvoie(),
          noPlaceholder(),
          noHandoff(),
        ],
      },
    ],
  },
  {
    id: 'chip-s48-plombier-relance-devis-salle-de-bains',
    employee: 'chip',
    turns: [
      {
        user: 'Relance Mme Garnier pour le devis de sa salle de bains envoyé le 3 novembre : remplacement de la baignoire par une douche à l’italienne, 6 450 € TTC. Je peux commencer début janvier si elle valide avant le 15 décembre.',
        expect: [
          mentions('Mme Garnier', '6 450 €', "douche à l'italienne", '3 novembre', 'janvier', '15 décembre'),
          vouvoie(),
          noPlaceholder(),
          noHandoff(),
        ],
      },
      {
        user: 'plus court',
        expect: [shorterThanPrevious(), mentions('6 450 €', '15 décembre')],
      },
      {
        user: 'et en SMS ?',
        expect: [shorterThanPrevious(), mentions('6 450 €'), notMentions('Objet')],
      },
    ],
  },
  {
    id: 'chip-s48-architecte-mail-colle-honoraires',
    employee: 'chip',
    turns: [
      {
        user: 'Aide-moi à répondre à ces clients, ils trouvent nos honoraires trop élevés. Je peux descendre à 9 % si la mission comprend le suivi de chantier complet, pas en dessous.\n\n« Bonjour Monsieur Perrin,\n\nNous avons bien reçu votre proposition d’honoraires pour l’extension de notre maison à Vertou (10,5 % du montant des travaux, estimé à 180 000 € HT). Un autre cabinet nous propose 8 %. Nous aimerions vraiment travailler avec vous car votre projet nous plaît beaucoup, mais l’écart est important pour notre budget. Pouvez-vous faire un effort ?\n\nBien cordialement,\nClaire et Thomas Morel »',
        expect: [
          mentions(
            [
              'Madame et Monsieur Morel',
              'Monsieur et Madame Morel',
              'Madame, Monsieur Morel',
              'M. et Mme Morel',
              'Claire et Thomas',
            ],
            '9 %',
            'suivi de chantier',
          ),
          notMentions('Bonjour Monsieur Perrin', 'Aide-moi', 'Bonjour Nous', '8,5 %'),
          vouvoie(),
          noPlaceholder(),
          noHandoff(),
        ],
      },
      {
        user: 'un peu plus ferme, c’est notre dernière proposition',
        expect: [changedFromPrevious(), mentions('9 %', 'suivi de chantier'), vouvoie()],
      },
    ],
  },
  {
    id: 'chip-s48-fleuriste-remise-hotel-puis-mail-et-objets',
    employee: 'chip',
    turns: [
      {
        user: 'L’hôtel Les Embruns à Lorient me demande 15 % de remise sur l’abonnement de bouquets hebdomadaires (180 € HT par mois). Je peux aller jusqu’à 10 % s’ils s’engagent sur 12 mois. Qu’est-ce que je leur réponds ?',
        expect: [mentions('10 %', '12 mois', '162 €'), noHandoff()],
      },
      {
        user: 'ok, écris-leur la réponse',
        expect: [mentions('Embruns', '10 %', '12 mois', '162 €'), vouvoie(), noPlaceholder(), noHandoff()],
      },
      {
        user: 'propose-moi trois objets pour ce mail',
        expect: [listSize(3), noHandoff()],
      },
    ],
  },
];

// Written at stop 48 too, failing still: kept unchanged, out of the run, each with why it fails.
export const chipStop48StillFailing: Scenario[] = [
  // turns 1 and 3 pass; « ajoute que le parking est gratuit » adds one sentence (+41 characters) to a 509-character offer: 8 % longer, not 10 %, and after the meeting question rather than with the terms.
  {
    id: 'chip-s48-restaurant-offre-repas-fin-annee',
    employee: 'chip',
    turns: [
      {
        user: 'Prépare une offre pour l’agence Nexa (contact : M. Benali) pour leur repas de fin d’année le 18 décembre au soir : menu à 42 € par personne boissons comprises, 35 convives, la salle du haut est privatisée gratuitement au-delà de 30 personnes, acompte de 30 % à la réservation.',
        expect: [
          mentions(
            'M. Benali',
            'Nexa',
            '42 €',
            ['35 convives', '35 personnes', '35 invités', '35 couverts', '35 collaborateurs'],
            '18 décembre',
            ['privatis'],
            'acompte',
            '30 %',
          ),
          vouvoie(),
          noPlaceholder(),
          noHandoff(),
        ],
      },
      {
        user: 'ajoute que le parking est gratuit pour leurs invités',
        expect: [longerThanPrevious(), mentions('parking', '42 €')],
      },
      {
        user: 'envoie-le plutôt à Mme Caron, son assistante',
        expect: [
          mentions('Mme Caron', '42 €', 'parking'),
          notMentions('Bonjour Monsieur Benali', 'Bonjour M. Benali'),
          vouvoie(),
        ],
      },
    ],
  },
];
