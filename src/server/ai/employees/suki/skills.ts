// Suki's skills, each declared once (decision 055): the roles, the writers and the corpus derive
// from them. Writers are reached at call time: the drafts import the understanding, which reads this.

import { contentPlanAskedOpening } from '../../local/drafts/content-plan.ts';
import { descriptionWriter } from '../../local/drafts/description.ts';
import { withSeoKeywords } from '../../local/drafts/seo-keywords.ts';
import { withSeoSnippet } from '../../local/drafts/seo-snippet.ts';
import { sukiWriters } from '../../local/drafts/suki.ts';
import { withAdvice } from '../../local/drafts/suki-advice.ts';
import { withSlogans } from '../../local/drafts/suki-slogans.ts';
import { defineSkill, noSlots } from '../skill.ts';
import { sukiExamples } from './examples.ts';

export const sukiSkills = [
  defineSkill({
    id: 'post',
    owner: 'suki',
    label: 'Réseaux sociaux',
    handoffHint: 'écrire ce post pour vos réseaux',
    description: 'Écrit vos posts LinkedIn, Instagram ou Facebook, avec accroche et hashtags.',
    examples: sukiExamples.post,
    // « Post Instagram pour… », « Un post Facebook pour dire… », « Publication LinkedIn : … »: a post asked
    // by its name, unless ideas are what is asked.
    asked:
      /^(?:(?:un|une|le|la|mon|ma|notre|nouveau|nouvelle|petit|petite)\s+)*(?:post|publication|story|reel|carrousel|tweet)s?\b(?![^.?!]*\bidees?\b)/,
    slots: noSlots,
    required: [],
    write: (conversation) => withAdvice(withSlogans(sukiWriters.post!))!(conversation),
  }),
  defineSkill({
    id: 'article',
    owner: 'suki',
    label: 'Rédaction d’articles',
    handoffHint: 'écrire cet article de blog',
    description: 'Écrit vos articles de blog : titre, plan, introduction, méta-description.',
    examples: sukiExamples.article,
    slots: noSlots,
    required: [],
    write: (conversation) => withAdvice(withSlogans(sukiWriters.article!))!(conversation),
  }),
  defineSkill({
    id: 'seo',
    owner: 'suki',
    label: 'SEO',
    handoffHint: 'améliorer votre référencement',
    description: 'Propose mots-clés, titres et méta-descriptions pour votre référencement.',
    examples: sukiExamples.seo,
    cues: /\b(mots?[- ]cles?|referencement|seo)\b/,
    slots: noSlots,
    required: [],
    write: (conversation) => withSlogans(withSeoSnippet(withSeoKeywords(sukiWriters.seo!)))!(conversation),
  }),
  defineSkill({
    id: 'newsletter',
    owner: 'suki',
    label: 'Newsletters',
    handoffHint: 'rédiger votre newsletter',
    description: 'Rédige votre newsletter : objet, actualité, appel à l’action.',
    examples: sukiExamples.newsletter,
    slots: noSlots,
    required: [],
    write: (conversation) => withAdvice(sukiWriters.newsletter!)!(conversation),
  }),
  defineSkill({
    id: 'content_ideas',
    owner: 'suki',
    label: 'Idées de contenus',
    handoffHint: 'proposer des idées de contenus',
    description: 'Propose des idées de posts et d’articles pour votre calendrier éditorial.',
    examples: sukiExamples.content_ideas,
    // « Fais-moi un planning de 3 posts pour… », « Prépare le calendrier éditorial de janvier »: a dated
    // plan of publications, whatever the business's words make the classifier think.
    asked: contentPlanAskedOpening,
    slots: noSlots,
    required: [],
    write: (conversation) => withAdvice(withSlogans(sukiWriters.content_ideas!))!(conversation),
    // Run by a trigger too: the built-in automation « content_calendar » (decision 075).
    scheduled: {
      kind: 'content_calendar',
      write: async (run) => (await import('./runs.ts')).contentCalendar(run),
    },
  }),
  defineSkill({
    id: 'description',
    owner: 'suki',
    label: 'Fiches produit',
    handoffHint: 'écrire la présentation de votre entreprise',
    description: 'Écrit la description d’un produit ou d’un service pour votre site.',
    examples: sukiExamples.description,
    slots: noSlots,
    required: [],
    write: (conversation) => descriptionWriter(conversation),
  }),
];
