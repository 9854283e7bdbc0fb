import {
  changedFromPrevious,
  euros,
  inOrder,
  listSize,
  mentions,
  noHandoff,
  noPlaceholder,
  notMentions,
  picksFromPreviousList,
  shorterThanPrevious,
  tutoie,
  vouvoie,
} from '../checks.ts';
import type { Scenario } from '../scenarios.ts';

// Written at stop 48, before the engine was run on them: their first-run figure is in BENCHMARKS.md.
export const dotStop48: Scenario[] = [
  {
    id: 'dot-s48-invitation-boutique-deux-jours-puis-autre-candidat-puis-sms',
    employee: 'dot',
    turns: [
      {
        user: 'Invite Mme Nadia Roussel à un entretien pour le poste de vendeuse à la boutique, 14 rue Nationale à Tours. Propose-lui le lundi 11 janvier ou le mercredi 13 janvier à 14 h.',
        expect: [
          mentions(
            'Mme Roussel',
            'vendeuse',
            ['lundi 11 janvier', '11 janvier'],
            ['mercredi 13 janvier', '13 janvier'],
            ['14 h', '14h'],
            '14 rue Nationale',
            'Tours',
          ),
          notMentions('Bonjour Nadia Roussel'),
          vouvoie(),
          noPlaceholder(),
          noHandoff(),
        ],
      },
      {
        user: 'Fais le même message pour Antoine Leroy, candidat au même poste.',
        expect: [
          mentions('Antoine', 'vendeuse', '11 janvier', '13 janvier', '14 rue Nationale'),
          notMentions('Roussel', 'Nadia'),
          vouvoie(),
        ],
      },
      {
        user: 'version SMS',
        expect: [shorterThanPrevious(), mentions('11 janvier', '13 janvier'), notMentions('Roussel')],
      },
    ],
  },
  {
    id: 'dot-s48-refus-mecanicien-tape-vite',
    employee: 'dot',
    turns: [
      {
        user: 'ecris un mail de refus a monsieur bertrand qui a postule comme mecanicien au garage, on a pris quelqu un de plus experimente mais on garde son cv 6 mois',
        expect: [
          mentions('M. Bertrand', 'mécanicien', ['six mois', '6 mois']),
          notMentions('mecanicien', 'quelqu un', 'experimente'),
          vouvoie(),
          noPlaceholder(),
          noHandoff(),
        ],
      },
      {
        user: 'plus court',
        expect: [shorterThanPrevious(), mentions('Bertrand', ['six mois', '6 mois'])],
      },
    ],
  },
  // Set aside at first, passing once a pasted mail's signature names the person answered (Clide's work).
  {
    id: 'dot-s48-reponse-mail-colle-chef-de-partie',
    employee: 'dot',
    turns: [
      {
        user: 'Réponds à ce candidat qu’on le reçoit en entretien le jeudi 14 janvier à 15 h au restaurant :\n\n« Bonjour,\nJ’ai vu votre annonce pour le poste de chef de partie à La Table d’Yvette. J’ai travaillé quatre ans à l’Auberge du Lac à Annecy, dont deux comme chef de partie poisson, et je suis disponible à partir du 1er février. Vous trouverez mon CV en pièce jointe.\nBien cordialement,\nJulien Morel »',
        expect: [
          mentions(['M. Morel', 'Julien'], 'chef de partie', '14 janvier', ['15 h', '15h']),
          notMentions(
            'Réponds à ce candidat',
            'qu’on le reçoit',
            "qu'on le reçoit",
            'Bonjour J’ai',
            "Bonjour J'ai",
          ),
          vouvoie(),
          noPlaceholder(),
          noHandoff(),
        ],
      },
      {
        user: 'plus court',
        expect: [shorterThanPrevious(), mentions('14 janvier', ['15 h', '15h'])],
      },
    ],
  },
  {
    id: 'dot-s48-offre-vendeuse-boulangerie-ajout-puis-salaire-corrige',
    employee: 'dot',
    turns: [
      {
        user: 'Je cherche une vendeuse pour ma boulangerie Le Fournil de Léa à Saint-Malo : CDD de 6 mois, 30 heures par semaine du mercredi au dimanche, 1 850 € brut par mois. Tu peux me rédiger l’annonce ?',
        expect: [
          mentions(
            'vendeuse',
            'Saint-Malo',
            'CDD',
            ['6 mois', 'six mois'],
            ['30 heures', '30 h'],
            euros('1 850'),
          ),
          notMentions('de Le Fournil', 'à Le Fournil'),
          noPlaceholder({ gaps: 1 }),
          noHandoff(),
        ],
      },
      {
        user: 'Ajoute que le poste est à pourvoir au 1er mars.',
        expect: [mentions('1er mars', 'Saint-Malo', euros('1 850'))],
      },
      {
        user: 'en fait c’est 1 900 € brut, pas 1 850',
        expect: [mentions(euros('1 900'), '1er mars', 'CDD'), notMentions('1 850', '1850')],
      },
    ],
  },
  {
    id: 'dot-s48-questions-dessinateur-archi-fautes',
    employee: 'dot',
    turns: [
      {
        user: 'donne moi 6 questions dentretien pour recruter un dessinateur projeteur dans mon cabinet d archi, il faut qu il maitrise revit et autocad',
        expect: [
          listSize(6),
          mentions(['dessinateur', 'projeteur'], 'Revit', 'AutoCAD'),
          notMentions('dentretien', 'maitrise', 'd archi'),
          noHandoff(),
        ],
      },
      { user: 'laquelle je pose en premier ?', expect: [picksFromPreviousList(), noHandoff()] },
    ],
  },
  {
    id: 'dot-s48-accueil-apprenti-plombier-tutoie-sans-accents',
    employee: 'dot',
    turns: [
      {
        user: 'fais un message d accueil pour lucas, notre nouvel apprenti plombier, je le tutoie. il commence lundi 4 janvier a 7h30 au depot, 12 rue jean jaures a brest, qu il pense a ses chaussures de securite',
        expect: [
          tutoie(),
          mentions(
            'Lucas',
            '4 janvier',
            ['7 h 30', '7h30'],
            'dépôt',
            '12 rue Jean',
            'Brest',
            'chaussures de sécurité',
          ),
          notMentions('je le tutoie', 'depot', 'securite', 'qu il'),
          noPlaceholder(),
          noHandoff(),
        ],
      },
      {
        user: 'version sms',
        expect: [shorterThanPrevious(), tutoie(), mentions('4 janvier', ['7 h 30', '7h30'])],
      },
    ],
  },
  {
    id: 'dot-s48-offre-kine-puis-linkedin-puis-titres',
    employee: 'dot',
    turns: [
      {
        user: 'Rédigez l’annonce pour recruter un masseur-kinésithérapeute en CDI à temps plein dans notre cabinet d’Annecy : 2 600 € brut par mois, patientèle surtout sportive, début dès que possible.',
        expect: [
          mentions('kinésithérapeute', 'CDI', 'Annecy', euros('2 600'), ['sportive', 'sportifs']),
          noPlaceholder({ gaps: 1 }),
          noHandoff(),
        ],
      },
      {
        user: 'Fais-en une version pour LinkedIn.',
        expect: [changedFromPrevious(), mentions('Annecy', 'CDI', euros('2 600')), noHandoff()],
      },
      {
        user: 'Propose-moi trois titres pour l’annonce.',
        expect: [listSize(3), mentions(['kinésithérapeute', 'kiné']), noHandoff()],
      },
    ],
  },
  {
    id: 'dot-s48-classer-candidats-consultant-puis-dispo-corrigee',
    employee: 'dot',
    turns: [
      {
        user: 'On recrute un consultant junior au cabinet, il nous faut quelqu’un disponible avant février avec Excel avancé. Classe-moi ces trois candidats : Inès Garnier, dispo le 4 janvier, Excel avancé, 1 an d’expérience ; Hugo Lambert, dispo en avril, Excel avancé, 3 ans d’expérience ; Paul Méry, dispo en mars, Excel de base, 2 ans d’expérience.',
        expect: [inOrder('Inès', 'Hugo', 'Paul'), mentions('Excel', 'avril'), noHandoff()],
      },
      {
        user: 'Finalement Hugo peut commencer le 11 janvier. Ça change quoi ?',
        expect: [inOrder('Hugo', 'Inès', 'Paul'), mentions('11 janvier'), noHandoff()],
      },
    ],
  },
];

// Written with the others, failing still: not run; each says why.
export const dotStop48StillFailing: Scenario[] = [];
