import { z } from 'zod';
import { emailTypeLabels, reportPeriodLabels, reportTypeLabels } from '../../shared/ai-tools.ts';
import { employeeById, employees } from '../../shared/employees.ts';
import type { EmployeeId } from '../../shared/routes.ts';
import { companyMemoryPrompt } from '../ai/company-memory-prompt.ts';
import { personas } from '../ai/personas.ts';
import { AiProviderError, type TextCompletion, type WorkspaceSnapshot } from '../ai/types.ts';
import type { ToolContext, ToolGenerator } from './generator.ts';

// The tool panels through a model provider: the persona as system prompt, a precise instruction,
// and JSON answers checked with zod (a model that answers garbage is a provider error, not a crash).

function workspaceBrief(workspace: WorkspaceSnapshot): string {
  const tasks = workspace.tasks
    .filter((t) => t.status !== 'done')
    .slice(0, 20)
    .map((t) => `- ${t.title} (${t.priority}${t.dueDate ? `, échéance ${t.dueDate}` : ''})`);
  return tasks.length ? `Tâches ouvertes de l'utilisateur :\n${tasks.join('\n')}` : 'Aucune tâche ouverte.';
}

/** The employee's persona, then what is known of the user's company when there is something. */
function systemPrompt(employee: EmployeeId, ctx: ToolContext): string {
  const memory = companyMemoryPrompt(ctx.memory);
  return memory ? `${personas[employee].systemPrompt}\n\n${memory}` : personas[employee].systemPrompt;
}

function parseJson<T extends z.ZodType>(text: string, schema: T): z.infer<T> {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  try {
    return schema.parse(JSON.parse(text.slice(start, end + 1)));
  } catch {
    throw new AiProviderError('provider', 'Réponse du fournisseur IA illisible.');
  }
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
const emailSchema = z.object({ subject: z.string().min(1).max(200), body: z.string().min(1).max(8000) });

const owners = [...employees.map((e) => e.id), 'vous'];

export function modelToolGenerator(model: TextCompletion, engine: string): ToolGenerator {
  return {
    engine,
    async automation(input, ctx) {
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
      const ownerName = (owner: string) => (owner === 'vous' ? 'Vous' : employeeById(owner as never).name);
      const result = [
        `## Plan d'automatisation : ${input.task}`,
        '### Étapes',
        steps.map((s, i) => `${i + 1}. **${s.title}** — ${ownerName(s.owner)}, ${s.minutes} min`).join('\n'),
        '### Gain estimé',
        `Environ **${minutesSaved} min** gagnées à chaque exécution.`,
      ].join('\n\n');
      return { result, steps, minutesSaved };
    },
    async email(input, ctx) {
      const text = await model.complete(
        {
          system: systemPrompt('suki', ctx),
          prompt: `Rédige un email de type « ${emailTypeLabels[input.emailType]} » : ${input.task}.${input.context ? ` Contexte : ${input.context}.` : ''}${input.subject ? ` Objet imposé : ${input.subject}.` : ''}
Réponds uniquement en JSON : {"subject":"…","body":"…"} en français, corps en texte brut avec des paragraphes.`,
        },
        ctx.signal,
      );
      const draft = parseJson(text, emailSchema);
      return { subject: input.subject ?? draft.subject, body: draft.body };
    },
    async report(input, figures, ctx) {
      const content = await model.complete(
        {
          system: systemPrompt('spec', ctx),
          prompt: `Rédige en Markdown un rapport ${reportTypeLabels[input.reportType]} ${reportPeriodLabels[input.period].toLowerCase()}${input.customPrompt ? ` : ${input.customPrompt}` : ''}.
Utilise exactement ces chiffres, sans en inventer d'autres : ${JSON.stringify(figures.data)} (${figures.dataSource === 'sample' ? "données d'exemple" : "données de l'utilisateur"}).
Structure : un titre "# …" puis des sections "## Résumé", "## Indicateurs clés", "## Analyse", "## Recommandations".`,
        },
        ctx.signal,
      );
      if (!content.trim()) throw new AiProviderError('provider', 'Réponse vide du fournisseur IA.');
      const sections = [...content.matchAll(/^##\s+(.+)$/gm)].map((m) => m[1]!.trim());
      return { content, sections };
    },
  };
}
