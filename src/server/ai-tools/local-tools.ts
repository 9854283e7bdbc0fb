import {
  type AutomationStep,
  type EmailType,
  type ReportPeriod,
  type ReportType,
  reportPeriodLabels,
  reportTypeLabels,
} from '../../shared/ai-tools.ts';
import { employeeById } from '../../shared/employees.ts';
import type { EmployeeId } from '../../shared/routes.ts';
import { composeLetter, type LetterKind, letterKind } from '../ai/local/drafts/letters.ts';
import { formatDuration } from '../ai/local/french.ts';
import { readConversation } from '../ai/local/understanding/conversation.ts';
import { openTasks, rankTasks } from '../ai/local/workspace.ts';
import type { AutomationDraft, EmailDraft, ReportDraft, ToolContext, ToolGenerator } from './generator.ts';
import { dataPointUnits, lowerIsBetter, type ReportFigures, rangePosition } from './report-data.ts';

// The offline generator of the three tool panels: deterministic French built from the request and
// the user's workspace, in the chosen employee's domain.

const number = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });
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

function automationPlan(
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

// --- email: the chat's letter composer on the understood request

// The panel's types, as the letters the employees write in chat; "custom" reads the kind from the request.
const emailKinds: Record<EmailType, LetterKind | null> = {
  newsletter: 'announcement',
  'follow-up': 'reminder',
  promotion: 'announcement',
  notification: 'announcement',
  custom: null,
};

const subjectPrefixes: Partial<Record<EmailType, string>> = {
  newsletter: 'Les nouvelles du mois',
  promotion: 'Offre spéciale',
};

/**
 * An email from what the request says, not from its words: the task and the context are read as a
 * chat request (people, amounts, references, dates, subject), and the letter composer places those
 * facts; the instruction itself ("Rédige un email pour…") never lands in the subject or the body.
 */
async function emailDraft(
  input: { task: string; emailType: EmailType; subject?: string; context?: string },
  ctx: ToolContext,
): Promise<EmailDraft> {
  const request = [input.task.trim().replace(/[.!\s]*$/, ''), input.context?.trim()]
    .filter(Boolean)
    .join('. ');
  const conversation = await readConversation({
    employee: 'alfred',
    messages: [{ role: 'user', content: request }],
    workspace: ctx.workspace,
    now: ctx.now,
    memory: ctx.memory,
  });
  // A short context ("devis du 3 novembre") says what the email is about when the task does not.
  const context = input.context?.trim();
  if (!conversation.request.facts.subject && context && context.length <= 80 && !context.includes('\n')) {
    conversation.request.facts = { ...conversation.request.facts, subject: context };
  }
  const kind = emailKinds[input.emailType] ?? letterKind(conversation.request.command);
  const composed = composeLetter(conversation, kind);
  const prefix = subjectPrefixes[input.emailType];
  // After a colon a French subject goes on in lowercase, unless it starts with a name.
  const after = /^(Notre|Votre|Nos|Vos|Le|La|Les|L'|L’|Un|Une|Des|Du)\b/.test(composed.subject)
    ? composed.subject.charAt(0).toLowerCase() + composed.subject.slice(1)
    : composed.subject;
  const subject = input.subject?.trim() || (prefix ? `${prefix} : ${after}` : composed.subject);
  // The chat shows the subject as a Markdown line above the letter; the panel has its own field.
  const body = composed.draft
    .replace(/^\*\*Objet :\*\*.*\n+/, '')
    .replace(/\*\*/g, '')
    .trim();
  return { subject, body };
}

// --- report: sections around the computed figures

function formatFigure(point: string, value: number): string {
  const unit = dataPointUnits[point];
  return unit ? `${number.format(value)} ${unit}` : number.format(value);
}

/** One line of analysis per indicator, and derived ratios when their parts are there. */
function analysis(period: ReportPeriod, data: Record<string, number>): { lines: string[]; watch: string[] } {
  const lines: string[] = [];
  const watch: string[] = [];
  for (const [point, value] of Object.entries(data)) {
    const position = rangePosition(period, point, value);
    if (!position) continue;
    const good = lowerIsBetter.has(point) ? position === 'low' : position === 'high';
    const bad = lowerIsBetter.has(point) ? position === 'high' : position === 'low';
    const where = { low: 'en bas', middle: 'au milieu', high: 'en haut' }[position];
    lines.push(
      `- **${point}** (${formatFigure(point, value)}) se situe ${where} de la fourchette habituelle${good ? ' : un point fort.' : bad ? ' : à surveiller.' : '.'}`,
    );
    if (bad) watch.push(point);
  }
  if (data.Leads && data.Conversions !== undefined) {
    lines.push(
      `- Taux de conversion des leads : **${number.format((100 * data.Conversions) / data.Leads)} %**.`,
    );
  }
  if (data.Impressions && data.Clicks !== undefined) {
    lines.push(`- Taux de clic calculé : **${number.format((100 * data.Clicks) / data.Impressions)} %**.`);
  }
  if (data.Revenue !== undefined && data.Expenses !== undefined) {
    lines.push(
      `- Résultat (chiffre d’affaires − dépenses) : **${formatFigure('Revenue', data.Revenue - data.Expenses)}**.`,
    );
  }
  return { lines, watch };
}

function report(
  input: { reportType: ReportType; period: ReportPeriod; customPrompt?: string },
  figures: ReportFigures,
  ctx: ToolContext,
): ReportDraft {
  const periodLabel = reportPeriodLabels[input.period].toLowerCase();
  const title = `Rapport ${reportTypeLabels[input.reportType]} — ${periodLabel}`;
  const entries = Object.entries(figures.data);
  const sourceNote =
    figures.dataSource === 'workspace'
      ? 'Chiffres calculés à partir de votre espace de travail.'
      : figures.dataSource === 'mixed'
        ? `Chiffres de votre espace de travail pour ${figures.fromWorkspace.join(', ')} ; les autres sont des données d'exemple.`
        : "Ces chiffres sont des **données d'exemple** : connectez vos outils ou créez vos tâches pour des chiffres réels.";
  const date = ctx.now.toLocaleDateString('fr-FR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Paris',
  });
  const { lines, watch } = analysis(input.period, figures.data);
  const sections: Array<[string, string]> = [
    [
      'Résumé',
      `${input.customPrompt ? `Objet : ${input.customPrompt}\n\n` : ''}Ce rapport ${periodLabel} est arrêté au ${date} et suit ${entries.length} indicateur${entries.length > 1 ? 's' : ''}. ${sourceNote}`,
    ],
    [
      'Indicateurs clés',
      entries.map(([point, value]) => `- **${point}** : ${formatFigure(point, value)}`).join('\n'),
    ],
    [
      'Analyse',
      lines.length
        ? lines.join('\n')
        : 'Aucun repère habituel pour ces indicateurs : comparez-les à la période précédente.',
    ],
    [
      'Recommandations',
      [
        watch.length
          ? `1. Priorité : comprendre l’écart sur ${watch.map((w) => `**${w}**`).join(', ')} et fixer un plan d’action.`
          : '1. Consolider les points forts et fixer un objectif chiffré pour la prochaine période.',
        '2. Comparer ces chiffres à la période précédente pour confirmer la tendance.',
        '3. Planifier un point de suivi avec l’équipe concernée.',
      ].join('\n'),
    ],
  ];
  const content = [`# ${title}`, ...sections.map(([heading, text]) => `## ${heading}\n\n${text}`)].join(
    '\n\n',
  );
  return { content, sections: sections.map(([heading]) => heading) };
}

export const localToolGenerator: ToolGenerator = {
  engine: 'local',
  automation: async (input, ctx) => automationPlan(input, ctx),
  email: emailDraft,
  report: async (input, figures, ctx) => report(input, figures, ctx),
};
