import {
  indicatorLabel,
  type ReportPeriod,
  type ReportType,
  reportPeriodLabels,
  reportTypeLabels,
} from '../../../shared/ai-tools.ts';
import { parisLongDate } from '../../../shared/paris-time.ts';
import { documentsPrompt, passagesToQuote, whereOf } from '../documents.ts';
import { AiProviderError, type TextCompletion } from '../types.ts';
import { systemPrompt } from './model-prompt.ts';
import { dataPointUnits, lowerIsBetter, type ReportFigures, rangePosition } from './report-data.ts';
import type { ReportDraft, ToolContext, ToolGenerator } from './types.ts';

// The report tool. The figures are computed before (report-data.ts); offline, sections of analysis
// and recommendations are built around them; with a model, the model writes around the same figures.

const number = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

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
      `- **${indicatorLabel(point)}** (${formatFigure(point, value)}) se situe ${where} de la fourchette habituelle${good ? ' : un point fort.' : bad ? ' : à surveiller.' : '.'}`,
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

/** What a report is asked about, to find the passages of the chosen documents it should quote. */
export function reportRequest(input: { reportType: ReportType; customPrompt?: string }): string {
  return input.customPrompt ?? `rapport ${reportTypeLabels[input.reportType]}`;
}

/**
 * The section quoting the documents the user chose: the passages closest to the request, their
 * sentences word for word with the fact they state in bold, each cited [n] for the "Sources" block.
 */
function documentSection(request: string, ctx: ToolContext): Array<[string, string]> {
  const quoted = passagesToQuote(request, ctx.documents, 3);
  if (quoted.length === 0) return [];
  return [
    [
      'Ce que disent vos documents',
      quoted
        .map(
          (q) =>
            `- ${q.fact ? `**${q.fact}** — ` : ''}« ${q.quote} » (${whereOf(q.passage)}) [${q.passage.n}]`,
        )
        .join('\n'),
    ],
  ];
}

/** The offline report: sections around the computed figures. */
export function localReport(
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
        ? `Chiffres de votre espace de travail pour ${figures.fromWorkspace.map(indicatorLabel).join(', ')} ; les autres sont des données d'exemple.`
        : "Ces chiffres sont des **données d'exemple** : connectez vos outils ou créez vos tâches pour des chiffres réels.";
  const date = parisLongDate(ctx.now);
  const { lines, watch } = analysis(input.period, figures.data);
  const sections: Array<[string, string]> = [
    [
      'Résumé',
      `${input.customPrompt ? `Objet : ${input.customPrompt}\n\n` : ''}Ce rapport ${periodLabel} est arrêté au ${date} et suit ${entries.length} indicateur${entries.length > 1 ? 's' : ''}. ${sourceNote}`,
    ],
    [
      'Indicateurs clés',
      entries
        .map(([point, value]) => `- **${indicatorLabel(point)}** : ${formatFigure(point, value)}`)
        .join('\n'),
    ],
    [
      'Analyse',
      lines.length
        ? lines.join('\n')
        : 'Aucun repère habituel pour ces indicateurs : comparez-les à la période précédente.',
    ],
    ...documentSection(reportRequest(input), ctx),
    [
      'Recommandations',
      [
        watch.length
          ? `1. Priorité : comprendre l’écart sur ${watch.map((w) => `**${indicatorLabel(w)}**`).join(', ')} et fixer un plan d’action.`
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

/** The report written by a model provider around the computed figures. */
export function modelReport(model: TextCompletion): ToolGenerator['report'] {
  return async (input, figures, ctx) => {
    const documents = documentsPrompt(ctx.documents);
    const content = await model.complete(
      {
        system: documents ? `${systemPrompt('spec', ctx)}\n\n${documents}` : systemPrompt('spec', ctx),
        prompt: `Rédige en Markdown un rapport ${reportTypeLabels[input.reportType]} ${reportPeriodLabels[input.period].toLowerCase()}${input.customPrompt ? ` : ${input.customPrompt}` : ''}.
Utilise exactement ces chiffres (noms en français), sans en inventer d'autres : ${JSON.stringify(Object.fromEntries(Object.entries(figures.data).map(([point, value]) => [indicatorLabel(point), value])))} (${figures.dataSource === 'sample' ? "données d'exemple" : "données de l'utilisateur"}).
Structure : un titre "# …" puis des sections "## Résumé", "## Indicateurs clés", "## Analyse",${documents ? ' "## Ce que disent vos documents" (les faits des passages fournis, cités mot pour mot avec leur numéro [n]),' : ''} "## Recommandations".`,
      },
      ctx.signal,
    );
    if (!content.trim()) throw new AiProviderError('provider', 'Réponse vide du fournisseur IA.');
    const sections = [...content.matchAll(/^##\s+(.+)$/gm)].map((m) => m[1]!.trim());
    return { content, sections };
  };
}
