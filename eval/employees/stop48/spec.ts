import {
  declines,
  listSize,
  mentions,
  noHandoff,
  noPlaceholder,
  notMentions,
  shorterThanPrevious,
  tutoie,
} from '../checks.ts';
import type { Scenario } from '../scenarios.ts';

// Written at stop 48, before the engine was run on them: their first-run figure is in BENCHMARKS.md.
export const specStop48: Scenario[] = [
  {
    // A bakery: a long supplier mail pasted whole, summed up for the partner, then as an SMS.
    id: 'spec-s48-resume-mail-meunier-4-points',
    employee: 'spec',
    turns: [
      {
        user: 'Résume-moi en 4 points ce mail de notre meunier, c’est pour mon associé qui n’a pas le temps de tout lire :\n\n« Bonjour Madame Lemoine,\n\nComme chaque année à cette période, nous revenons vers vous concernant nos conditions pour l’année à venir. En raison de la hausse continue du coût de l’énergie et du transport, nous sommes contraints d’augmenter le prix de la farine T65 de 8 % à compter du 1er février. La farine de seigle et la farine complète ne sont pas concernées par cette hausse.\n\nPar ailleurs, notre tournée de livraison est réorganisée : à partir de la même date, nous livrerons votre secteur le jeudi matin et non plus le mardi. Le minimum de commande passe à 500 kg par livraison.\n\nPour vous accompagner, nous vous proposons une remise de 3 % sur toute facture réglée sous 10 jours.\n\nEnfin, je vous informe que je prends ma retraite fin janvier ; votre nouveau contact sera Julien Marchal, que vous pourrez joindre au 06 12 48 90 33.\n\nRestant à votre disposition,\nBien cordialement,\nGérard Pons\nMinoterie Pons »',
        expect: [
          listSize(4),
          mentions('T65', '8 %', '1er février', 'jeudi', '500 kg', '3 %', 'Julien Marchal'),
          noPlaceholder(),
          noHandoff(),
        ],
      },
      {
        user: 'Fais-en un SMS pour lui',
        expect: [shorterThanPrevious(), mentions('8 %', 'jeudi'), noPlaceholder()],
      },
    ],
  },
  {
    // A garage typing fast with missing accents: a month's report for the partner, then shorter.
    id: 'spec-s48-rapport-atelier-octobre-tape-vite',
    employee: 'spec',
    turns: [
      {
        user: 'fais moi un rapport rapide sur l atelier en octobre pour mon associe : 146 vehicules passes, CA de 58 400 €, 3 reclamations clients, delai moyen pour avoir un rdv 9 jours (trop long), et on a perdu le contrat de la flotte Enedis',
        expect: [
          mentions('146', '58 400 €', ['3 réclamations', 'trois réclamations'], '9 jours', 'Enedis'),
          notMentions('vehicules', 'reclamations', 'delai moyen'),
          noPlaceholder(),
          noHandoff(),
        ],
      },
      {
        user: 'plus court',
        expect: [shorterThanPrevious(), mentions('58 400 €'), notMentions('vehicules')],
      },
    ],
  },
  {
    // A physiotherapist: a list of expenses against a budget, the sum shown, then what to postpone.
    id: 'spec-s48-kine-depenses-budget',
    employee: 'spec',
    turns: [
      {
        user: 'Je suis kinésithérapeute en libéral. Cette année j’ai 6 000 € de budget pour le cabinet et voici ce que je voudrais : une table de massage électrique à 2 300 €, le logiciel de facturation à 45 € par mois, refaire la salle d’attente pour 3 500 € et une formation en rééducation périnéale à 1 200 €. Est-ce que ça rentre dans le budget ?',
        expect: [mentions('7 540 €', '1 540 €', '540 €', '6 000 €'), noPlaceholder(), noHandoff()],
      },
      {
        user: 'Qu’est-ce que tu repousserais à l’an prochain ?',
        expect: [
          mentions(['salle d’attente', 'table de massage'], ['4 040 €', '5 240 €']),
          noPlaceholder(),
          noHandoff(),
        ],
      },
    ],
  },
  {
    // A consultancy: a note for a decision, every pro and con the user gives used.
    id: 'spec-s48-conseil-note-decision-teletravail',
    employee: 'spec',
    turns: [
      {
        user: 'Prépare-moi une note pour décider si on passe à 3 jours de télétravail par semaine au cabinet de conseil. Pour : on économiserait 1 800 € de loyer par mois en prenant un bureau plus petit, et 5 consultants sur 7 le demandent. Contre : nos deux juniors ont besoin d’être encadrés, et notre client principal, la mutuelle Harmonie, veut nous voir sur site le mardi.',
        expect: [
          mentions(
            '1 800 €',
            ['5 consultants sur 7', '5 sur 7', 'cinq consultants sur sept', 'cinq sur sept'],
            'juniors',
            'Harmonie',
            'mardi',
            '3 jours',
          ),
          noPlaceholder(),
          noHandoff(),
        ],
      },
    ],
  },
  {
    // A bike shop: live web is an honest limit; once the user gives the prices, the comparison is done.
    id: 'spec-s48-velo-prix-concurrents-web',
    employee: 'spec',
    turns: [
      {
        user: 'Tu peux aller regarder sur internet les prix de mes concurrents, Décathlon et Cyclable à Nantes, pour une révision de vélo ?',
        expect: [declines({ suggestsModel: false }), noHandoff()],
      },
      {
        user: 'Bon, chez Décathlon la révision est à 49 €, chez Cyclable à 65 € et chez nous à 59 €. On est bien placés ?',
        expect: [mentions('49 €', '65 €', '59 €', '10 €', '6 €'), noPlaceholder(), noHandoff()],
      },
    ],
  },
  {
    // An architecture practice: the risks of a plan the user describes, then a short note for the partner.
    id: 'spec-s48-architecte-risques-marche-public',
    employee: 'spec',
    turns: [
      {
        user: 'Notre cabinet d’architecture (4 personnes) veut répondre seul à un marché public : la réhabilitation d’une école à Roanne, 1,2 M€ de travaux, rendu des offres le 15 mars. On n’a jamais fait de marché public. Quels sont les risques et comment les limiter ?',
        expect: [
          mentions('Roanne', '15 mars', ['1,2 M€', '1 200 000 €'], ['marché public', 'marchés publics']),
          notMentions('Analyse des ventes', 'Objet :'),
          noPlaceholder(),
          noHandoff(),
        ],
      },
      {
        user: 'Fais-en une note de 5 lignes pour mon associé',
        expect: [shorterThanPrevious(), mentions('15 mars', 'Roanne'), noPlaceholder(), noHandoff()],
      },
    ],
  },
  {
    // A plumber typing fast, without accents, in « tu »: a van's cost over three years, then per month.
    id: 'spec-s48-camionnette-3-ans-tape-vite-tutoie',
    employee: 'spec',
    turns: [
      {
        user: 'salut, tu peux me calculer ce que me coute la camionnette sur 3 ans ? credit 420 € par mois, assurance 1100 € par an, entretien environ 600 € par an',
        expect: [
          mentions('20 220 €', '15 120 €', '3 300 €', '1 800 €'),
          notMentions('ce que me coute', 'credit'),
          tutoie(),
          noPlaceholder(),
          noHandoff(),
        ],
      },
      {
        user: 'et ca fait combien par mois ?',
        expect: [mentions(['561,67 €', '562 €', '561,66 €']), tutoie(), noHandoff()],
      },
    ],
  },
  {
    // A restaurant: two quotes the owner describes, a pick under his constraint, then a note to his partner.
    id: 'spec-s48-deux-devis-chambre-froide',
    employee: 'spec',
    turns: [
      {
        user: 'Compare ces deux devis pour la chambre froide du restaurant : Froid Service à 7 900 € HT, installation en 3 semaines, garantie 2 ans, entretien 350 € par an ; Clim’Ouest à 6 800 € HT, installation en 8 semaines, garantie 1 an, entretien 520 € par an.',
        expect: [
          mentions('Froid Service', 'Clim’Ouest', '7 900 €', '6 800 €', '3 semaines', '8 semaines'),
          mentions('garantie', 'entretien'),
          noPlaceholder(),
          noHandoff(),
        ],
      },
      {
        user: 'Lequel tu prendrais, sachant qu’on rouvre dans un mois ?',
        expect: [
          mentions(
            [
              'recommandation : Froid Service',
              'je prendrais Froid Service',
              'je choisirais Froid Service',
              'je retiens Froid Service',
              'je recommande Froid Service',
              'prenez Froid Service',
              'prends Froid Service',
              'choisissez Froid Service',
              'choisis Froid Service',
            ],
            ['8 semaines', 'délai', 'un mois'],
          ),
          noHandoff(),
        ],
      },
      {
        user: 'Écris-le à mon associée Nadia pour qu’elle valide',
        expect: [mentions('Nadia', 'Froid Service', '7 900 €'), noPlaceholder(), noHandoff()],
      },
    ],
  },
];

// Kept out of the run until they pass (issue 41).
export const specStop48StillFailing: Scenario[] = [];
