// Chip's skills, each declared once (decision 055): the roles, the writers and the corpus derive
// from them. Writers are reached at call time: the drafts import the understanding, which reads this.
// The CRM's skills (decision 067) have typed slots, filled by crm/requests.ts.

import { employeeIds } from '../../../../shared/routes.ts';
import { followUpsReply, pipelineReply } from '../../crm/answers.ts';
import { crmSkillQuestion } from '../../crm/reply.ts';
import {
  createOpportunitySlots,
  crmQuestionSlots,
  logActivitySlots,
  moveOpportunitySlots,
} from '../../crm/slots.ts';
import { callOfferAsked } from '../../local/drafts/call-offer.ts';
import { chipWriters } from '../../local/drafts/chip-clide.ts';
import { inUsersRegister } from '../../local/drafts/compose.ts';
import { countRatesAnswer } from '../../local/drafts/count-rates.ts';
import {
  ownDealsAsked,
  ownDealsReply,
  ownDealWhy,
  weightedPipelineAsked,
  weightedPipelineReply,
} from '../../local/drafts/own-deals.ts';
import { fold } from '../../local/french.ts';
import { defineSkill, noSlots, type ReasoningSkillDeclaration } from '../skill.ts';
import { chipExamples } from './examples.ts';

export const chipSkills = [
  defineSkill({
    id: 'prospecting',
    owner: 'chip',
    label: 'Prospection personnalisée',
    handoffHint: 'écrire ce message de prospection personnalisé',
    description: 'Écrit vos messages de prospection et leurs relances, adaptés au prospect.',
    examples: chipExamples.prospecting,
    // « J'ai eu M. Caradec au téléphone… fais-lui une proposition à 7,50 € »: an offer after a contact.
    asked: callOfferAsked,
    slots: noSlots,
    required: [],
    write: (conversation) => chipWriters.prospecting!(conversation),
  }),
  defineSkill({
    id: 'crm',
    owner: 'chip',
    label: 'Suivi des opportunités',
    handoffHint: 'faire le point sur vos opportunités commerciales',
    description:
      'Fait le point sur vos opportunités du CRM : les relances de la semaine, le pipeline par étape et sa prévision pondérée.',
    examples: chipExamples.crm,
    slots: crmQuestionSlots,
    required: [],
    write: (conversation) => {
      const folded = fold(conversation.request.command);
      // « Relance Mme Nédélec : elle devait me confirmer… »: a person to write to, not the records.
      // « Fais un devis récapitulatif pour Mme Carré : … »: something to write for a person, no
      // question on the records either.
      const aboutRecords = /\b(?:opportunites?|affaires?|deals?|crm|pipe(?:line)?)\b/.test(folded);
      if (
        conversation.request.facts.people.length > 0 &&
        !aboutRecords &&
        (/^\s*(?:relance|relancer|relancez|recontacte|rappelle)\b/.test(folded) ||
          (!folded.includes('?') &&
            /^\s*(?:fais|fait|faites|redige\w*|ecri[st]\w*|prepare\w*|envoie\w*)\b/.test(folded)))
      )
        return chipWriters.prospecting!(conversation);
      return /\b(relanc\w*|rappeler|recontacter|a suivre)\b/.test(folded)
        ? followUpsReply(conversation)
        : pipelineReply(conversation);
    },
    // Run by a trigger too: the built-in automation « opportunity_followup » (decision 075).
    scheduled: {
      kind: 'opportunity_followup',
      write: async (run) => (await import('./runs.ts')).opportunityFollowUp(run),
    },
  }),
  // Alfred, the generalist, files them too: the same proposal whoever is asked (decision 067).
  defineSkill({
    id: 'crm_create_opportunity',
    owner: 'chip',
    sharedWith: ['alfred'],
    label: 'Ajout d’opportunités au CRM',
    handoffHint: 'ajouter cette opportunité à votre CRM, avec son montant et sa prochaine relance',
    description: 'Ajoute une opportunité au CRM : entreprise, objet, montant HT, prochaine relance.',
    examples: chipExamples.crm_create_opportunity,
    slots: createOpportunitySlots,
    required: [
      {
        slot: 'title',
        question:
          'Quelle opportunité ajouter ? Donnez-moi l’entreprise, l’objet de la vente, le montant HT et la date de relance, par exemple « Ajoute une opportunité : Boulangerie Martin, site vitrine, 3 500 € HT, à relancer jeudi ».',
      },
    ],
    write: crmSkillQuestion('crm_create_opportunity'),
    action: 'crm_create_opportunity',
  }),
  defineSkill({
    id: 'crm_move_opportunity',
    owner: 'chip',
    sharedWith: ['alfred'],
    label: 'Étapes des opportunités',
    handoffHint: 'changer l’étape de cette opportunité dans votre CRM',
    description: 'Passe une opportunité du CRM à l’étape suivante, noté dans son historique.',
    examples: chipExamples.crm_move_opportunity,
    slots: moveOpportunitySlots,
    required: [
      {
        slot: 'opportunity',
        question:
          'Quelle opportunité de votre CRM, et à quelle étape (nouveau, qualifié, proposition, négociation, gagné ou perdu) ? Par exemple « Passe Foncia en négociation ».',
      },
      {
        slot: 'stage',
        question: 'À quelle étape la passer : nouveau, qualifié, proposition, négociation, gagné ou perdu ?',
      },
    ],
    write: crmSkillQuestion('crm_move_opportunity'),
    action: 'crm_move_opportunity',
  }),
  defineSkill({
    id: 'crm_log_activity',
    owner: 'chip',
    sharedWith: ['alfred'],
    label: 'Historique du CRM',
    handoffHint: 'noter cet échange dans l’historique de votre CRM',
    description: 'Note un appel, un e-mail, un rendez-vous ou une note sur un contact ou une opportunité.',
    examples: chipExamples.crm_log_activity,
    slots: logActivitySlots,
    required: [
      {
        slot: 'about',
        question:
          'Sur quel contact ou quelle opportunité de votre CRM ? Nommez-le tel qu’il est dans le CRM, par exemple « Note que j’ai appelé M. Roux, il rappelle lundi ».',
      },
    ],
    write: crmSkillQuestion('crm_log_activity'),
    action: 'crm_log_activity',
  }),
];

/** Chip's reasoning over the user's own list: the deals they name, put in order (issue 41). */
export const chipReasoningSkills: ReasoningSkillDeclaration[] = [
  {
    id: 'own_deals',
    owner: 'chip',
    sharedWith: ['alfred'],
    label: 'Classement de vos affaires',
    description:
      'Classe les affaires que vous citez selon leur montant, leur chance de signer et leur date, et dit laquelle traiter en premier.',
    examples: [
      'J’ai trois devis en attente : Hôtel du Port 8 400 € très chaud, Mairie de Vannes 22 000 € réponse en mars, Camping Les Pins 2 900 € signature probable la semaine prochaine. Je commence par lequel ?',
      'Deux affaires en cours : la Brasserie Morel à 15 000 € mais ils hésitent encore, et le Cabinet Roux à 4 500 € qui veut signer vite. Laquelle je traite en premier ?',
    ],
    handoffHint: 'classer vos affaires par chance de signer, par date et par montant',
    answer: (conversation) => {
      const deals = ownDealsAsked(conversation);
      // « Pourquoi la clinique en dernier ? » after the ranking: that deal's working against the others'.
      if (!deals) return ownDealWhy(conversation);
      const { request } = conversation;
      const asked = conversation.revises
        ? `${request.command} ${request.pasted ?? ''}`
        : conversation.message;
      return ownDealsReply(deals, asked);
    },
  },
  {
    id: 'weighted_pipeline',
    owner: 'chip',
    sharedWith: ['alfred'],
    label: 'Chiffre d’affaires pondéré',
    description:
      'Calcule le chiffre d’affaires pondéré des affaires que vous citez : chaque montant multiplié par sa chance de signer, et le total.',
    examples: [
      'Mes devis en cours : Garage Lemoine 8 000 € à 60 %, Crêperie du Port 2 500 € à 90 %. Combien je peux espérer en chiffre d’affaires pondéré ?',
    ],
    handoffHint: 'calculer le chiffre d’affaires pondéré de ces affaires, calcul à l’appui',
    answer: (conversation) => {
      const deals = weightedPipelineAsked(conversation);
      return deals ? inUsersRegister(conversation, weightedPipelineReply(deals)) : null;
    },
  },
  {
    id: 'count_rates',
    owner: 'chip',
    // A rate or an average on the user's own counts is plain arithmetic: every colleague works it out
    // (quotes signed, mails opened, candidates hired, tickets solved).
    sharedWith: employeeIds.filter((id) => id !== 'chip'),
    label: 'Taux et moyennes',
    description:
      'Calcule un taux (devis signés sur devis envoyés, ventes sur rendez-vous…) et une moyenne (montant moyen, panier moyen) à partir des chiffres que vous donnez, calcul à l’appui.',
    examples: [
      'Ce mois-ci j’ai envoyé 40 devis et 14 ont été signés, pour 23 800 € au total. C’est quoi mon taux de transformation, et le montant moyen d’un devis signé ?',
      'Sur 25 rendez-vous j’ai conclu 5 ventes. Quel est mon taux de conversion ?',
      'En novembre, 120 clients sont passés en boutique pour 4 800 € de chiffre d’affaires. Quel est mon panier moyen ?',
    ],
    handoffHint: 'calculer ce taux et cette moyenne sur vos chiffres, calcul à l’appui',
    answer: (conversation) => {
      const rates = countRatesAnswer(conversation);
      return rates ? inUsersRegister(conversation, rates) : null;
    },
  },
];
