// Spec's skills, each declared once (decision 055): the roles, the writers and the corpus derive
// from them. Writers are reached at call time: the drafts import the understanding, which reads this.

import { breakEvenAnswer } from '../../local/drafts/break-even.ts';
import { inUsersRegister } from '../../local/drafts/compose.ts';
import {
  costBreakdownAsked,
  costOverYearsAsked,
  costOverYearsReply,
  costPerQuantityAsked,
  costPerQuantityReply,
} from '../../local/drafts/cost-over-years.ts';
import { decisionNote, weighedDecision } from '../../local/drafts/decision-note.ts';
import { planRisksReply } from '../../local/drafts/plan-risks.ts';
import { recurringThemesAnswer } from '../../local/drafts/recurring-themes.ts';
import { sellingPriceAnswer } from '../../local/drafts/selling-price.ts';
import { specWriters } from '../../local/drafts/spec.ts';
import { swotReply } from '../../local/drafts/swot.ts';
import { unitMarginAnswer } from '../../local/drafts/unit-margin.ts';
import { unitPriceAnswer } from '../../local/drafts/unit-price.ts';
import { defineScheduledSkill, defineSkill, noSlots, type ReasoningSkillDeclaration } from '../skill.ts';
import { specExamples } from './examples.ts';

export const specSkills = [
  defineSkill({
    id: 'research',
    owner: 'spec',
    label: 'Analyse de marché',
    handoffHint: 'préparer cette note de veille',
    description: 'Prépare une note de recherche : méthode, sources à consulter, points à vérifier.',
    examples: specExamples.research,
    slots: noSlots,
    required: [],
    write: (conversation) => specWriters.research!(conversation),
  }),
  defineSkill({
    id: 'competitors',
    owner: 'spec',
    label: 'Veille concurrentielle',
    handoffHint: 'analyser vos concurrents',
    description: 'Construit une grille de comparaison de vos concurrents.',
    examples: specExamples.competitors,
    slots: noSlots,
    required: [],
    write: (conversation) => specWriters.competitors!(conversation),
  }),
  // Only a trigger runs it: the week's documents of the company (decision 075).
  defineScheduledSkill({
    owner: 'spec',
    label: 'Veille de la semaine',
    description:
      'Résume chaque semaine les documents ajoutés à votre espace, ou à défaut ce que l’équipe sait de votre entreprise.',
    scheduled: { kind: 'watch_summary', write: async (run) => (await import('./runs.ts')).watchSummary(run) },
  }),
];

/** Spec's reasoning over what the user states: a plan's risks, a decision's arguments, costs over years (issue 41). */
export const specReasoningSkills: ReasoningSkillDeclaration[] = [
  {
    id: 'plan_risks',
    owner: 'spec',
    // A dated schedule's risks are the project manager's too; Alfred hears plans first.
    sharedWith: ['alfred', 'millie'],
    label: 'Risques d’un projet',
    description:
      'Liste les risques du projet que vous décrivez, partie par partie, avec ce qu’il faut faire pour chacun.',
    examples: [
      'On veut ouvrir un second magasin à Quimper en mars, avec un emprunt de 60 000 € et deux vendeurs à embaucher. Quels sont les risques ?',
      'Je rachète un food truck en avril avec un crédit de 35 000 €. Quels risques je prends ?',
    ],
    handoffHint: 'lister les risques de ce projet et ce qu’il faut faire pour chacun',
    answer: planRisksReply,
  },
  {
    id: 'decision_note',
    owner: 'spec',
    label: 'Note de décision',
    description: 'Met vos arguments pour et contre côte à côte et dit comment trancher.',
    examples: [
      'Fais-moi une note pour décider si on ouvre le dimanche. Pour : le chiffre du week-end progresserait et les touristes le demandent. Contre : l’équipe est fatiguée et il faudrait payer les heures majorées.',
    ],
    handoffHint: 'mettre vos arguments côte à côte et vous aider à trancher',
    answer: (conversation) => {
      const decision = weighedDecision(conversation.message);
      return decision ? decisionNote(conversation, decision) : null;
    },
  },
  {
    id: 'swot',
    owner: 'spec',
    label: 'Analyse SWOT',
    description:
      'Range ce que vous dites de votre activité en forces, faiblesses, opportunités et menaces, avec une action par point faible.',
    examples: [
      'Fais-moi une analyse SWOT rapide de mon garage à Lorient : clients très fidèles, atelier vieillissant, concurrence des centres auto, hausse du prix des pièces.',
      'Quelles sont les forces et faiblesses de mon salon de coiffure : bonne réputation dans le quartier, petite équipe, loyer élevé.',
    ],
    handoffHint:
      'ranger ces éléments en forces, faiblesses, opportunités et menaces, avec une action par point faible',
    answer: swotReply,
  },
  {
    id: 'cost_over_years',
    owner: 'spec',
    sharedWith: ['alfred', 'chip'],
    label: 'Coûts sur plusieurs années',
    description:
      'Additionne et compare des coûts sur les années que vous donnez (louer ou acheter, deux offres, un budget) ou sur la quantité que vous achetez (deux fournisseurs, livraison comprise), calcul à l’appui.',
    examples: [
      'Compare sur 4 ans : louer une caisse enregistreuse 49 € par mois ou l’acheter 1 600 € avec 120 € de maintenance par an.',
      'Cette année j’ai 8 000 € de budget : un four à 4 500 €, le logiciel de caisse à 39 € par mois et une formation à 900 €. Ça passe ?',
      'Deux grossistes pour ma farine : Minoterie Leroux 0,95 € le kilo avec 40 € de livraison par commande, ou Moulins de Bretagne 1,10 € le kilo. J’en prends 300 kilos par mois. Lequel revient le moins cher ?',
    ],
    handoffHint: 'faire ce calcul sur les années que vous donnez, en montrant le détail',
    answer: (conversation) => {
      // A sum said to the user, in the register they speak in (« tu peux me calculer… »).
      const asked = costOverYearsAsked(conversation);
      if (asked)
        return inUsersRegister(
          conversation,
          costOverYearsReply(asked.options, asked.years, asked.decision, asked.dearest),
        );
      // « 21 € le kilo ou 18,50 € le kilo plus 25 € de livraison, pour 12 kilos par mois »: on the quantity.
      const supplied = costPerQuantityAsked(conversation);
      if (supplied)
        return {
          text: inUsersRegister(
            conversation,
            costPerQuantityReply(supplied.options, supplied.quantity, supplied.years),
          ),
          rule: 'cost_per_quantity',
        };
      const breakdown = costBreakdownAsked(conversation);
      return breakdown ? { text: inUsersRegister(conversation, breakdown), rule: 'cost_breakdown' } : null;
    },
  },
  {
    id: 'break_even',
    owner: 'spec',
    sharedWith: ['chip', 'alfred'],
    label: 'Seuil de rentabilité',
    description:
      'Calcule combien il faut vendre pour couvrir vos charges fixes, à partir du prix et du coût de chaque vente, calcul à l’appui.',
    examples: [
      'J’ai 3 000 € de charges fixes par mois. Je vends mes bouquets 35 € et ils me coûtent 11 € en fleurs. Combien de bouquets je dois vendre pour être rentable ?',
    ],
    handoffHint: 'calculer combien il faut vendre pour couvrir vos charges, calcul à l’appui',
    answer: (conversation) => {
      const breakEven = breakEvenAnswer(conversation);
      return breakEven ? inUsersRegister(conversation, breakEven) : null;
    },
  },
  {
    id: 'selling_price',
    owner: 'spec',
    sharedWith: ['chip', 'alfred'],
    label: 'Prix de vente',
    description:
      'Calcule le prix de vente qui donne la marge voulue (sur le prix de vente, sur le coût, un coefficient ou un montant), hors taxes puis TTC, calcul à l’appui.',
    examples: [
      'Un meuble me revient à 240 € HT. Je veux une marge de 35 % sur le prix de vente. À combien je dois le vendre HT, et TTC avec 20 % de TVA ?',
      'J’achète mes bougies 7,50 € HT et j’applique un coefficient de 2,4. À quel prix je dois les vendre TTC ?',
    ],
    handoffHint: 'calculer le prix de vente qui donne cette marge, hors taxes et TTC, calcul à l’appui',
    answer: (conversation) => {
      const price = sellingPriceAnswer(conversation);
      return price ? inUsersRegister(conversation, price) : null;
    },
  },
  {
    id: 'unit_margin',
    owner: 'spec',
    sharedWith: ['chip'],
    label: 'Marge par article',
    description:
      'Calcule la marge d’un article à partir de son prix d’achat et de son prix de vente, hors taxes : en euros, en taux de marge et en taux de marque.',
    examples: [
      'J’achète mes bougies 6 € HT et je les vends 18 € TTC. Quelle marge je fais sur chaque bougie ?',
    ],
    handoffHint: 'calculer la marge de cet article, hors taxes, calcul à l’appui',
    answer: (conversation) => {
      const margin = unitMarginAnswer(conversation);
      return margin ? inUsersRegister(conversation, margin) : null;
    },
  },
  {
    id: 'unit_price',
    owner: 'spec',
    sharedWith: ['alfred', 'chip'],
    label: 'Prix à l’unité',
    description:
      'Compare des offres par leur prix au m², au kilo, au litre ou par personne, chaque division à l’appui, la moins chère d’abord.',
    examples: [
      'Deux locaux : rue Jean Jaurès à 1 200 € par mois pour 50 m², ou zone de Kergaradec à 900 € par mois pour 42 m². Lequel est le moins cher au m² ?',
    ],
    handoffHint: 'comparer ces offres par leur prix à l’unité, calcul à l’appui',
    answer: (conversation) => {
      const compared = unitPriceAnswer(conversation);
      return compared ? inUsersRegister(conversation, compared) : null;
    },
  },
  {
    id: 'recurring_themes',
    owner: 'spec',
    sharedWith: ['clide', 'suki'],
    label: 'Ce qui revient dans des avis',
    description:
      'Compte les sujets qui reviennent dans les avis, retours ou commentaires que vous collez, du plus cité au moins cité, en disant s’ils sont salués ou reprochés.',
    examples: [
      'Voici nos 4 derniers retours clients, qu’est-ce qui ressort ? « Livraison rapide, emballage soigné » « Livraison en retard de trois jours » « Produit conforme, livraison lente » « Emballage abîmé »',
    ],
    handoffHint: 'compter ce qui revient dans ces avis, du plus cité au moins cité',
    answer: recurringThemesAnswer,
  },
];
