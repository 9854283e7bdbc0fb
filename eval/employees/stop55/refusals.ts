import { mentions, noHandoff, notMentions } from '../checks.ts';
import type { Scenario } from '../scenarios.ts';

// Stop 55: refusals the user dictates. The reason and the opening the user gives are the letter, in
// the company's « nous »; no set phrase invents a reason (« le poste est désormais pourvu ») or an
// opening (« je garde vos coordonnées pour une prochaine occasion »), nor says again what the user
// said. Other phrasings than the probes that found it (a partnership turned down, a candidate refused).

export const refusals55: Scenario[] = [
  // A proposal turned down: the reason given and « peut-être l'an prochain » said as the letter says them.
  {
    id: 's55-alfred-refus-stand-commun',
    employee: 'alfred',
    turns: [
      {
        user: "Écris une réponse négative à M. Fabre qui nous proposait un stand commun au marché de Noël : on n'a pas assez de stock cette année, peut-être l'an prochain.",
        expect: [
          mentions('Monsieur Fabre', 'stand commun', 'pas assez de stock cette année', [
            'reparler',
            'revenir vers vous',
          ]),
          notMentions('coordonnées', 'étudiée avec attention', 'prochaine occasion', "on n'a", 'on n’a'),
          noHandoff(),
        ],
      },
    ],
  },
  // An invitation declined: thanked as an invitation, declined with the user's reason.
  {
    id: 's55-alfred-decline-invitation-seminaire',
    employee: 'alfred',
    turns: [
      {
        user: "Décline poliment l'invitation de Mme Perrin à son séminaire : on est en plein inventaire cette semaine-là.",
        expect: [
          mentions('Madame Perrin', 'séminaire', 'inventaire cette semaine-là', 'invitation'),
          notMentions('proposition', 'coordonnées', 'prochaine occasion', 'on est'),
          noHandoff(),
        ],
      },
    ],
  },
  // A candidate refused for the reason the user gives, the CV kept as the user says.
  {
    id: 's55-dot-refus-candidate-raison-donnee',
    employee: 'dot',
    turns: [
      {
        user: "Écris une réponse négative à Mme Royer qui a postulé comme cuisinière : on cherche quelqu'un disponible le week-end, mais on garde son CV.",
        expect: [
          mentions('Madame Royer', 'cuisinière', 'disponible le week-end', 'CV'),
          notMentions('pourvu', 'remet pas en cause', 'autres profils', 'plus expérimenté', 'on cherche'),
          noHandoff(),
        ],
      },
    ],
  },
];
