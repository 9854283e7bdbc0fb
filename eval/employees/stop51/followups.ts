import {
  changedFromPrevious,
  euros,
  hashtags,
  mentions,
  noHandoff,
  notMentions,
  shorterThanPrevious,
} from '../checks.ts';
import type { Scenario } from '../scenarios.ts';

// Stop 51: follow-ups on a stored draft that did too little (« plus ferme » that only changed the
// greeting, « plus court » that gave the post back unchanged) and a couple greeted « Madame,
// Monsieur ». Written before the engine was changed; the checks name what a good revision holds.

// What a softer letter says and a firm one no longer does.
const softeners = [
  'je me permets',
  'si possible',
  'n’hésitez pas',
  'petit rappel',
  'lorsque vous aurez un moment',
  'quand vous le pourrez',
  'dès que possible',
  'peut-être',
];

export const followUps51: Scenario[] = [
  // « Plus ferme » on a supplier's late delivery, another trade, the consequence named by the user.
  {
    id: 'f51-alfred-fournisseur-livraison-plus-ferme',
    employee: 'alfred',
    turns: [
      {
        user: 'Rédige un mail à mon fournisseur Bois & Co : la commande 5531 de planches de chêne devait arriver le 20 novembre et je n’ai rien reçu. J’en ai besoin avant vendredi prochain, sinon j’annule la commande.',
        expect: [mentions('Bois & Co', '5531', '20 novembre'), noHandoff()],
      },
      {
        user: 'Sois plus ferme.',
        expect: [changedFromPrevious(), mentions('5531', 'vendredi', 'annul'), notMentions(...softeners)],
      },
    ],
  },
  // « Plus court » on a LinkedIn post.
  {
    id: 'f51-suki-post-linkedin-plus-court',
    employee: 'suki',
    turns: [
      {
        user: 'Fais un post LinkedIn pour annoncer que notre cabinet d’expertise comptable ouvre un second bureau à Vannes le 4 janvier, avec deux nouvelles collaboratrices.',
        expect: [mentions('Vannes', '4 janvier')],
      },
      {
        user: 'Plus court.',
        expect: [shorterThanPrevious(), mentions('Vannes')],
      },
      {
        user: 'Encore plus court, et sans hashtag.',
        expect: [shorterThanPrevious(), mentions('Vannes'), hashtags(0)],
      },
    ],
  },
  // A couple is greeted as such, never « Madame, Monsieur » (the greeting of someone unknown).
  {
    id: 'f51-alfred-couple-lefort',
    employee: 'alfred',
    turns: [
      {
        user: 'Écris un mail à M. et Mme Lefort pour leur confirmer que les travaux de leur cuisine commenceront le lundi 11 janvier à 8 h.',
        expect: [
          mentions('Lefort', '11 janvier'),
          mentions([
            'Madame et Monsieur Lefort',
            'Monsieur et Madame Lefort',
            'Chère Madame, cher Monsieur',
            'Chère Madame, Cher Monsieur',
            'Chers Madame et Monsieur',
          ]),
          notMentions('Madame, Monsieur'),
        ],
      },
      {
        user: 'Plus court',
        expect: [shorterThanPrevious(), mentions('Lefort', '11 janvier'), notMentions('Madame, Monsieur')],
      },
    ],
  },
  // The same for a couple said « les Martin » with their civilities the other way round.
  {
    id: 'f51-clide-couple-mme-m-martin',
    employee: 'clide',
    turns: [
      {
        user: 'Réponds à Mme et M. Martin : leur commande de rideaux est prête, ils peuvent venir la chercher en boutique dès jeudi.',
        expect: [
          mentions('Martin', 'jeudi'),
          mentions([
            'Madame et Monsieur Martin',
            'Monsieur et Madame Martin',
            'Chère Madame, cher Monsieur',
            'Chère Madame, Cher Monsieur',
            'Chers Madame et Monsieur',
          ]),
          notMentions('Madame, Monsieur'),
        ],
      },
    ],
  },
];

// Failing still: kept unchanged, out of the run, each with why it fails.
export const followUps51StillFailing: Scenario[] = [
  // fails at its first turn: the payment reminder writer drops the user's own terms (« loyer
  // d’octobre » becomes « notre facture », « sous huit jours » and « agence de recouvrement » are left
  // out) and « plus ferme » then puts its stock consequence (« mise en demeure ») in place of the one
  // the user named. Needs the deadline and the consequence read as slots of the reminder (stop 52).
  {
    id: 'f51-alfred-relance-loyer-plus-ferme',
    employee: 'alfred',
    turns: [
      {
        user: 'Écris un mail à Mme Caradec : son loyer d’octobre de 720 € n’est toujours pas payé. Il faut qu’elle le règle sous huit jours, sinon je transmets le dossier à mon agence de recouvrement.',
        expect: [mentions('Mme Caradec', euros('720'), 'octobre', ['huit jours', '8 jours']), noHandoff()],
      },
      {
        user: 'Plus ferme',
        expect: [
          changedFromPrevious(),
          mentions('Mme Caradec', euros('720'), ['huit jours', '8 jours'], 'recouvrement'),
          notMentions(...softeners),
        ],
      },
    ],
  },
  // fails at its first turn: « à partir du 5 décembre » is dropped from the post (the date opening the
  // colon's clause is not carried into the announced sentence); « plus court » itself now works.
  {
    id: 'f51-suki-post-instagram-plus-court',
    employee: 'suki',
    turns: [
      {
        user: 'Écris un post Instagram pour ma boulangerie : à partir du 5 décembre, on fait une galette des rois à la frangipane et une à la pomme, à commander en boutique, 22 € la galette pour 6.',
        expect: [mentions('5 décembre', 'frangipane', euros('22'))],
      },
      {
        user: 'Plus court',
        expect: [shorterThanPrevious(), mentions('galette', euros('22'))],
      },
    ],
  },
];
