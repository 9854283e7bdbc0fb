import { z } from 'zod';
import type { AutomationStep } from '../../../shared/ai-tools.ts';
import { employeeById } from '../../../shared/employees.ts';
import type { EmployeeId } from '../../../shared/routes.ts';
import { formatDuration } from '../local/french.ts';
import { openTasks, rankTasks } from '../local/workspace.ts';
import type { TextCompletion } from '../types.ts';
import { owners, parseJson, systemPrompt, workspaceBrief } from './model-prompt.ts';
import type { AutomationDraft, ToolContext, ToolGenerator } from './types.ts';

// The automation tool: a plan of steps shared between the employees and the user, with the time it
// saves. Offline, the steps come from playbooks matched on what the task is about; with a model, the
// model proposes them as JSON.

const sampleNoteText =
  "_Tâches tirées des **données d'exemple** : créez les vôtres pour un plan à votre mesure._";

/** "Relancer les devis envoyés la semaine dernière" → its main verb phrase, for titles. */
function topicOf(task: string): string {
  const line = task.split(/[.\n]/)[0]!.trim();
  return line.length > 90 ? `${line.slice(0, 89)}…` : line;
}

// --- automation: a plan whose steps depend on what the task is about

interface StepTemplate {
  title: (topic: string) => string;
  owner: EmployeeId | 'vous';
  minutes: number;
  /** Minutes a person would spend on this step by hand. */
  manualMinutes: number;
}

const playbooks: Array<{ match: RegExp; steps: StepTemplate[] }> = [
  {
    match: /prospect|lead|vente|crm|devis|client potentiel|opportunit/i,
    steps: [
      {
        title: () => 'Extraire les leads et opportunités ouvertes du CRM',
        owner: 'chip',
        minutes: 5,
        manualMinutes: 30,
      },
      {
        title: () => 'Enrichir chaque fiche (entreprise, poste, actualité récente)',
        owner: 'spec',
        minutes: 10,
        manualMinutes: 60,
      },
      {
        title: (t) => `Rédiger un message d'approche personnalisé pour « ${t} »`,
        owner: 'chip',
        minutes: 10,
        manualMinutes: 45,
      },
      {
        title: () => 'Valider la séquence et les cibles prioritaires',
        owner: 'vous',
        minutes: 15,
        manualMinutes: 15,
      },
      {
        title: () => 'Suivre les réponses et mettre à jour le pipeline',
        owner: 'chip',
        minutes: 5,
        manualMinutes: 30,
      },
    ],
  },
  {
    match: /ticket|support|client|réclamation|reclamation|sav/i,
    steps: [
      {
        title: () => 'Classer les tickets ouverts par urgence et par thème',
        owner: 'clide',
        minutes: 5,
        manualMinutes: 30,
      },
      {
        title: (t) => `Préparer les réponses types pour « ${t} »`,
        owner: 'clide',
        minutes: 10,
        manualMinutes: 45,
      },
      {
        title: () => 'Escalader les cas sensibles avec un résumé',
        owner: 'clide',
        minutes: 5,
        manualMinutes: 20,
      },
      {
        title: () => 'Valider les réponses aux cas escaladés',
        owner: 'vous',
        minutes: 15,
        manualMinutes: 15,
      },
      {
        title: () => 'Proposer une action corrective et mettre à jour la FAQ',
        owner: 'clide',
        minutes: 10,
        manualMinutes: 40,
      },
    ],
  },
  {
    match: /recrut|candidat|cv|entretien|embauche|poste/i,
    steps: [
      {
        title: (t) => `Rédiger la fiche de poste pour « ${t} »`,
        owner: 'dot',
        minutes: 10,
        manualMinutes: 45,
      },
      {
        title: () => 'Présélectionner les candidatures avec une grille de critères',
        owner: 'dot',
        minutes: 10,
        manualMinutes: 90,
      },
      { title: () => 'Contacter les profils retenus', owner: 'dot', minutes: 5, manualMinutes: 30 },
      { title: () => 'Mener les entretiens', owner: 'vous', minutes: 60, manualMinutes: 60 },
      {
        title: () => 'Planifier les entretiens et envoyer les invitations',
        owner: 'alfred',
        minutes: 5,
        manualMinutes: 25,
      },
    ],
  },
  {
    match: /post|article|linkedin|réseau|reseau|seo|contenu|blog|campagne/i,
    steps: [
      {
        title: (t) => `Analyser les mots-clés et l'angle pour « ${t} »`,
        owner: 'suki',
        minutes: 10,
        manualMinutes: 45,
      },
      {
        title: () => 'Rédiger le contenu dans le ton de la marque',
        owner: 'suki',
        minutes: 15,
        manualMinutes: 90,
      },
      {
        title: () => 'Décliner en posts pour LinkedIn et les autres réseaux',
        owner: 'suki',
        minutes: 10,
        manualMinutes: 40,
      },
      { title: () => 'Relire et valider', owner: 'vous', minutes: 15, manualMinutes: 15 },
      {
        title: () => 'Programmer la publication et suivre les statistiques',
        owner: 'suki',
        minutes: 5,
        manualMinutes: 20,
      },
    ],
  },
  {
    match: /rapport|veille|concurren|march|synthèse|synthese|recherche/i,
    steps: [
      {
        title: (t) => `Définir le périmètre et les sources pour « ${t} »`,
        owner: 'spec',
        minutes: 5,
        manualMinutes: 20,
      },
      {
        title: () => 'Collecter et dédoublonner les informations',
        owner: 'spec',
        minutes: 15,
        manualMinutes: 120,
      },
      {
        title: () => 'Rédiger la synthèse avec les points clés',
        owner: 'spec',
        minutes: 10,
        manualMinutes: 60,
      },
      {
        title: () => 'Lire la synthèse et décider des suites',
        owner: 'vous',
        minutes: 15,
        manualMinutes: 15,
      },
      {
        title: () => 'Programmer une veille hebdomadaire sur le sujet',
        owner: 'spec',
        minutes: 2,
        manualMinutes: 10,
      },
    ],
  },
  {
    match: /email|mail|relanc|répon|repon|newsletter|message/i,
    steps: [
      {
        title: () => 'Trier la boîte de réception et repérer les messages concernés',
        owner: 'alfred',
        minutes: 5,
        manualMinutes: 30,
      },
      {
        title: (t) => `Rédiger les brouillons personnalisés pour « ${t} »`,
        owner: 'alfred',
        minutes: 10,
        manualMinutes: 60,
      },
      {
        title: () => 'Mettre à jour les fiches contacts dans le CRM',
        owner: 'chip',
        minutes: 5,
        manualMinutes: 20,
      },
      { title: () => 'Relire et valider les brouillons', owner: 'vous', minutes: 10, manualMinutes: 10 },
      {
        title: () => 'Programmer les envois et une relance automatique à J+3',
        owner: 'alfred',
        minutes: 2,
        manualMinutes: 15,
      },
    ],
  },
];

const defaultPlaybook: StepTemplate[] = [
  {
    title: (t) => `Clarifier l'objectif et le résultat attendu de « ${t} »`,
    owner: 'millie',
    minutes: 5,
    manualMinutes: 20,
  },
  {
    title: () => 'Découper le travail en tâches et estimer chacune',
    owner: 'millie',
    minutes: 10,
    manualMinutes: 40,
  },
  {
    title: () => 'Attribuer les tâches aux bons employés IA',
    owner: 'alfred',
    minutes: 5,
    manualMinutes: 15,
  },
  { title: () => 'Valider le plan et les échéances', owner: 'vous', minutes: 10, manualMinutes: 10 },
  {
    title: () => 'Suivre l’avancement et envoyer un point quotidien',
    owner: 'millie',
    minutes: 5,
    manualMinutes: 30,
  },
];

function ownerName(owner: string): string {
  return owner === 'vous' ? 'Vous' : employeeById(owner as EmployeeId).name;
}

/** The offline plan: deterministic French built from the request and the user's workspace. */
export function localAutomation(
  input: { task: string; employee: EmployeeId; context?: string },
  ctx: ToolContext,
): AutomationDraft {
  const topic = topicOf(input.task);
  const templates =
    playbooks.find((p) => p.match.test(`${input.task} ${input.context ?? ''}`))?.steps ?? defaultPlaybook;
  const steps: AutomationStep[] = templates.map((s) => ({
    title: s.title(topic),
    owner: s.owner,
    minutes: s.minutes,
  }));
  const minutesSaved = templates.reduce((sum, s) => sum + s.manualMinutes - s.minutes, 0);
  const lead = employeeById(input.employee);
  const related = rankTasks(openTasks(ctx.workspace)).slice(0, 3);
  const lines = [
    `## Plan d'automatisation : ${topic}`,
    `**Pilote :** ${lead.name} (${lead.roleLabel})${input.context ? `  \n**Contexte :** ${input.context}` : ''}`,
    '### Étapes',
    steps
      .map((s, i) => `${i + 1}. **${s.title}** — ${ownerName(s.owner)}, ${formatDuration(s.minutes)}`)
      .join('\n'),
    '### Gain estimé',
    `Environ **${formatDuration(minutesSaved)}** gagnées à chaque exécution (${formatDuration(
      templates.reduce((sum, s) => sum + s.manualMinutes, 0),
    )} à la main contre ${formatDuration(steps.reduce((sum, s) => sum + s.minutes, 0))} avec l'équipe IA).`,
  ];
  if (related.length) {
    lines.push(
      '### À garder en tête',
      related
        .map(
          (t) => `- ${t.title}${t.dueDate ? ` (échéance ${t.dueDate.split('-').reverse().join('/')})` : ''}`,
        )
        .join('\n'),
    );
    if (ctx.workspace.isSample) lines.push(sampleNoteText);
  }
  lines.push('Cliquez sur « Créer ces tâches » pour les ajouter à votre espace de travail.');
  return { result: lines.join('\n\n'), steps, minutesSaved };
}

const planSchema = z.object({
  steps: z
    .array(
      z.object({
        title: z.string().min(1).max(200),
        owner: z.string().max(40),
        minutes: z.number().int().min(0).max(1000),
        manualMinutes: z.number().int().min(0).max(10_000),
      }),
    )
    .min(1)
    .max(12),
});

/** The plan written by a model provider, checked with zod. */
export function modelAutomation(model: TextCompletion): ToolGenerator['automation'] {
  return async (input, ctx) => {
    const text = await model.complete(
      {
        system: systemPrompt(input.employee, ctx),
        prompt: `Construis un plan d'automatisation pour la tâche suivante : « ${input.task} ».${input.context ? ` Contexte : ${input.context}.` : ''}
${workspaceBrief(ctx.workspace)}
Réponds uniquement en JSON : {"steps":[{"title":"…","owner":"${owners.join('|')}","minutes":temps avec l'IA,"manualMinutes":temps à la main}]}, 3 à 7 étapes en français.`,
      },
      ctx.signal,
    );
    const plan = parseJson(text, planSchema);
    const steps = plan.steps.map((s) => ({
      title: s.title,
      owner: owners.includes(s.owner) ? s.owner : 'vous',
      minutes: s.minutes,
    }));
    const minutesSaved = plan.steps.reduce((sum, s) => sum + Math.max(0, s.manualMinutes - s.minutes), 0);
    const result = [
      `## Plan d'automatisation : ${input.task}`,
      '### Étapes',
      steps.map((s, i) => `${i + 1}. **${s.title}** — ${ownerName(s.owner)}, ${s.minutes} min`).join('\n'),
      '### Gain estimé',
      `Environ **${minutesSaved} min** gagnées à chaque exécution.`,
    ].join('\n\n');
    return { result, steps, minutesSaved };
  };
}
