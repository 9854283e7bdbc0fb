import {
  changedFromPrevious,
  euros,
  inOrder,
  listSize,
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
export const millieStop48: Scenario[] = [
  // A restaurant owner's kitchen works in August: the risks of that schedule, nothing invented.
  {
    id: 'millie-s48-restaurant-risques-travaux-aout',
    employee: 'millie',
    turns: [
      {
        user: 'On refait la cuisine du restaurant pendant la fermeture annuelle, du 2 au 22 août : dépose de l’ancienne cuisine, plomberie et électricité, pose de la nouvelle cuisine, puis visite des services d’hygiène. On rouvre le 24 août. Quels sont les risques de ce planning ?',
        expect: [
          mentions(
            '24 août',
            ['plomberie', 'électricité'],
            'hygiène',
            ['livraison', 'fournisseur', 'artisans'],
            ['marge', 'un jour', '1 jour', 'une journée', 'battement'],
          ),
          notMentions('€', 'Analyse des ventes', 'Objet :'),
          noHandoff(),
        ],
      },
    ],
  },
  // A consultant, typing fast with typos, wants the weekly status for a client, then a formal mail.
  {
    id: 'millie-s48-conseil-point-hebdo-fautes',
    employee: 'millie',
    turns: [
      {
        user: 'fais moi le point hebdo pour le client Biocoop Rennes : audit des 4 magasins fini a 80%, atelier avec les responsables de rayon le 12 janvier, rapport final prevu le 29 janvier. Seul soucis on attends toujours leurs chiffres de vente de decembre',
        expect: [
          mentions(
            'Biocoop',
            '4 magasins',
            '80 %',
            'responsables de rayon',
            '12 janvier',
            '29 janvier',
            'chiffres de vente',
            'décembre',
          ),
          notMentions('prevu', 'on attends', 'decembre', '80%', 'seul soucis', 'fini a 80'),
          noPlaceholder(),
          noHandoff(),
        ],
      },
      {
        user: 'c est pour la directrice, Mme Garnier, fais en un mail plus formel',
        expect: [
          changedFromPrevious(),
          mentions('Mme Garnier', '80 %', '29 janvier', 'décembre'),
          vouvoie(),
          notMentions('Bonjour Mme', 'decembre'),
          noPlaceholder(),
        ],
      },
    ],
  },
  // A plumber tells a client her bathroom is late: « vous », « votre salle de bains », no invented price.
  {
    id: 'millie-s48-plombier-retard-salle-de-bains',
    employee: 'millie',
    turns: [
      {
        user: 'Rédige un message pour Mme Roy : la rénovation de sa salle de bains prend du retard, le carrelage qu’elle a choisi n’arrivera que le 15 mars, donc fin du chantier le 26 mars au lieu du 12 mars. En attendant on lui laisse la douche provisoire.',
        expect: [
          mentions('Mme Roy', 'carrelage', '15 mars', '26 mars', '12 mars', 'douche provisoire'),
          vouvoie(),
          notMentions('Bonjour Mme', 'sa salle de bains', 'qu’elle a choisi', '€'),
          noPlaceholder(),
          noHandoff(),
        ],
      },
      {
        user: 'Fais-en un SMS',
        expect: [shorterThanPrevious(), mentions('26 mars'), notMentions('Objet'), noPlaceholder()],
      },
      {
        user: 'Donne-moi trois objets pour le mail',
        expect: [listSize(3), mentions(['salle de bains', 'chantier', 'retard', '26 mars'])],
      },
    ],
  },
  // A baker, typing fast without accents, tells one of his team (tu) about the new opening time.
  {
    id: 'millie-s48-boulangerie-ouverture-avancee-tutoie',
    employee: 'millie',
    turns: [
      {
        user: 'ecris a Sonia (on se tutoie) : a partir du lundi 1er mars on ouvre la boutique a 6h30 au lieu de 7h, donc la premiere fournee doit etre sortie pour 6h15. Elle fait l ouverture avec Jeremy la premiere semaine',
        expect: [
          mentions(
            'Sonia',
            '1er mars',
            ['6 h 30', '6h30'],
            ['6 h 15', '6h15'],
            ['7 h', '7h'],
            ['Jérémy', 'Jeremy'],
          ),
          tutoie(),
          notMentions('on se tutoie', 'premiere', 'fournee', 'a partir du', 'Elle fait'),
          noPlaceholder(),
          noHandoff(),
        ],
      },
      {
        user: 'plus court',
        expect: [shorterThanPrevious(), mentions('1er mars', ['6 h 30', '6h30']), tutoie()],
      },
    ],
  },
  // A garage owner lists his week's jobs: order them by deadline and what depends on what.
  {
    id: 'millie-s48-garage-ordre-des-taches',
    employee: 'millie',
    // « cette semaine … à rendre jeudi … avant mercredi midi »: said early in the week.
    weekdays: ['monday', 'tuesday', 'wednesday'],
    turns: [
      {
        user: 'Dans quel ordre je fais ça au garage cette semaine ? 1) monter les pneus neufs sur la Clio de M. Bernard, à rendre jeudi 2) commander les pneus chez le fournisseur, il faut 48 h de livraison 3) vidange du Kangoo de la boulangerie, pour vendredi 4) rappeler l’assurance pour le devis carrosserie avant mercredi midi',
        expect: [
          listSize(4),
          inOrder('commander les pneus', 'monter les pneus', 'vidange du Kangoo'),
          inOrder('assurance', 'vidange du Kangoo'),
          mentions(['48 h', '48h'], 'jeudi'),
          noHandoff(),
        ],
      },
      {
        user: 'M. Bernard m’a dit qu’il pouvait attendre lundi pour sa Clio',
        expect: [
          changedFromPrevious(),
          inOrder('vidange du Kangoo', 'monter les pneus'),
          inOrder('commander les pneus', 'monter les pneus'),
          mentions('lundi'),
          noHandoff(),
        ],
      },
    ],
  },
];

// Written at stop 48 like those above, not yet passed by the offline engine (not wired into the run).
export const millieStop48StillFailing: Scenario[] = [
  // An architect pastes her site-meeting notes: the minutes with who does what by when, then the client's mail.
  // Still failing: the notes writer (now shared with Millie) splits bulleted notes on commas, drops dated lines (23 février, 2 mars à 9 h), takes capitalised words (« Gros », « Livraison ») for participants and « sur place » for the place, dates the minutes today instead of 9 février; no letter to the client from the minutes.
  {
    id: 'millie-s48-architecte-compte-rendu-chantier',
    employee: 'millie',
    turns: [
      {
        user: 'Fais-moi le compte rendu de la réunion de chantier avec les actions de chacun. Mes notes :\n\nRéunion de chantier du 9 février, maison Lefort à Quimper. Présents : Mme Lefort, Bruno (maçonnerie), Sophie (électricité) et moi.\n- Gros œuvre terminé avec une semaine d’avance.\n- Mme Lefort veut déplacer la prise du salon côté fenêtre : Sophie chiffre la modification pour le 12 février.\n- Bruno reprend la fissure du mur nord avant l’enduit, au plus tard le 19 février.\n- Livraison des menuiseries confirmée le 23 février.\n- Je renvoie le planning mis à jour à tout le monde d’ici vendredi.\n- Prochaine réunion le mardi 2 mars à 9 h sur place.',
        expect: [
          mentions(
            'Lefort',
            'Quimper',
            'Sophie',
            'Bruno',
            'prise',
            'fissure',
            '12 février',
            '19 février',
            '23 février',
            '2 mars',
            ['9 h', '9h'],
            'planning',
          ),
          noPlaceholder(),
          noHandoff(),
        ],
      },
      {
        user: 'Écris-le à Mme Lefort, en plus court, juste ce qui la concerne',
        expect: [
          mentions('Mme Lefort', 'prise', '23 février', '2 mars'),
          vouvoie(),
          shorterThanPrevious(),
          notMentions('Bonjour Mme', 'Mme Lefort veut'),
          noPlaceholder(),
        ],
      },
    ],
  },
  // A clothes shop's private sale: a dated plan, a milestone added, then everything moved a week.
  // Still failing: the plan writer uses its generic milestones (bail, travaux…), not the phases given relative to the sale (invitations two weeks before, shooting the week before them); « Ajoute … le 10 mars » becomes a task command and « On décale tout d’une semaine » is not read as a shift of that plan.
  {
    id: 'millie-s48-boutique-vente-privee-decalee',
    employee: 'millie',
    turns: [
      {
        user: 'Prépare le plan de projet de la vente privée de la boutique : elle a lieu du vendredi 12 au dimanche 14 mars, on envoie les invitations aux clientes fidèles deux semaines avant, shooting photo des pièces la semaine d’avant les invitations, et on a 1 200 € de budget pour la com.',
        expect: [
          mentions('vente privée', '12', '14 mars', '26 février', euros('1 200'), 'invitations', 'shooting'),
          noPlaceholder(),
          noHandoff(),
        ],
      },
      {
        user: 'Ajoute les retouches en boutique le 10 mars',
        expect: [mentions('retouches', '10 mars', '14 mars', euros('1 200'))],
      },
      {
        user: 'On décale tout d’une semaine, le local n’est pas prêt',
        expect: [changedFromPrevious(), mentions('19', '21 mars', '17 mars', '5 mars', euros('1 200'))],
      },
    ],
  },
  // A physiotherapy practice on two sites: who goes where each day, with one constraint, then an absence.
  // Still failing: the assignment reader shares people over places or days, not both; the request is classified as world knowledge.
  {
    id: 'millie-s48-kine-deux-cabinets',
    employee: 'millie',
    turns: [
      {
        user: 'Semaine prochaine au cabinet de kiné, il faut 2 kinés à Vannes et 1 à Séné chaque jour du lundi au vendredi. On est trois : Aurélie, Thomas et Nadia. Aurélie ne va jamais à Séné, elle n’a pas de voiture. Tu peux me faire la répartition ?',
        expect: [
          mentions('Vannes', 'Séné', 'Aurélie', 'Thomas', 'Nadia', 'lundi', 'vendredi'),
          notMentions('tâches ouvertes', 'Aucune tâche', 'Séné : Aurélie'),
          noHandoff(),
        ],
      },
      {
        user: 'Nadia est en formation jeudi',
        expect: [
          changedFromPrevious(),
          mentions('jeudi', ['manque', 'seule', 'seul', 'non couvert', 'pas couvert']),
          notMentions('Séné : Aurélie'),
          noHandoff(),
        ],
      },
    ],
  },
];
