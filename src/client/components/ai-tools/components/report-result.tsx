import { Download } from 'lucide-react';
import { lazy, Suspense } from 'react';
import {
  indicatorLabel,
  type ReportResult,
  reportFileName,
  reportPeriodLabels,
  reportTypeLabels,
} from '../../../../shared/ai-tools-model.ts';
import { cn } from '../../../lib/cn.ts';
import { SourcesBlock } from '../../chat/components/sources-block.tsx';
import { Button } from '../../ui/button.tsx';
import { CopyButton } from '../../ui/copy-button.tsx';
import { EngineBadge } from '../../ui/engine-badge.tsx';
import { formatDateTime } from '../format.ts';
import { downloadTextFile } from '../report-download.ts';
import { MarkdownView } from './markdown-view.tsx';

// The chart library is fetched only once a report is on screen.
const ReportChart = lazy(() => import('./report-chart.tsx'));

const sourceBadges: Record<ReportResult['dataSource'], { label: string; className: string; title: string }> =
  {
    sample: {
      label: "données d'exemple",
      className: 'bg-amber-50 text-amber-900 ring-amber-200',
      title:
        "Votre espace ne contient pas encore ces chiffres\u00a0: le rapport s'appuie sur des données d'exemple.",
    },
    workspace: {
      label: 'données de votre espace',
      className: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
      title: 'Chiffres calculés à partir de vos tâches et projets.',
    },
    mixed: {
      label: 'données mixtes',
      className: 'bg-sky-50 text-sky-900 ring-sky-200',
      title: "Une partie des chiffres vient de votre espace, le reste de données d'exemple.",
    },
  };

/** The report's own '# Title' line repeats the header above it: shown once (the download keeps it). */
function withoutTitle(content: string): string {
  return content.replace(/^# [^\n]*\n+/, '');
}

export function ReportResultView({ result }: { result: ReportResult }) {
  const source = sourceBadges[result.dataSource];
  const figures = Object.entries(result.data).map(([key, value]) => ({
    key,
    label: indicatorLabel(key),
    value,
  }));

  return (
    <section
      aria-label="Rapport généré"
      className="space-y-5 rounded-xl border border-slate-200 bg-slate-50/60 p-4 sm:p-5"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold text-slate-900">
              Rapport {reportTypeLabels[result.reportType]} —{' '}
              {reportPeriodLabels[result.period].toLowerCase()}
            </h3>
            <span
              className={cn(
                'rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
                source.className,
              )}
              title={source.title}
            >
              {source.label}
            </span>
            <EngineBadge engine={result.engine} />
          </div>
          <p className="text-xs text-slate-500">
            Généré le {formatDateTime(result.generatedAt)} · {result.wordCount.toLocaleString('fr-FR')} mots ·{' '}
            {result.sections.length} sections
          </p>
        </div>
        <div className="flex items-center gap-1">
          <CopyButton text={result.content} label="Copier le rapport" />
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => downloadTextFile(reportFileName(result), result.content)}
          >
            <Download aria-hidden="true" />
            Télécharger
          </Button>
        </div>
      </header>

      {result.sections.length > 0 && (
        <ul aria-label="Sections du rapport" className="flex flex-wrap gap-1.5">
          {result.sections.map((section) => (
            <li
              key={section}
              className="rounded-full bg-white px-2.5 py-1 text-xs text-slate-700 ring-1 ring-slate-200 ring-inset"
            >
              {section}
            </li>
          ))}
        </ul>
      )}

      {figures.length > 0 && (
        <Suspense
          fallback={<div className="h-48 animate-pulse rounded-lg bg-slate-100" aria-hidden="true" />}
        >
          <ReportChart figures={figures} />
        </Suspense>
      )}

      <div className="rounded-lg bg-white p-4 ring-1 ring-slate-200">
        <MarkdownView text={withoutTitle(result.content)} />
      </div>
      {result.sources && <SourcesBlock sources={result.sources} />}
    </section>
  );
}
