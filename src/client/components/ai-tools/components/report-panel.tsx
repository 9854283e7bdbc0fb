import { BarChart3, Loader2, Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import type { ReportRequest } from '../../../../shared/ai-tools.ts';
import {
  indicatorLabel,
  type ReportPeriod,
  type ReportResult,
  type ReportType,
  reportDataPoints,
  reportPeriodLabels,
  reportPeriods,
  reportPresets,
  reportTypeLabels,
  reportTypes,
} from '../../../../shared/ai-tools-model.ts';
import { ServerStateScope } from '../../../lib/server-state.tsx';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../ui/button.tsx';
import { Label, selectClass } from '../../ui/input.tsx';
import { LimitedTextarea } from '../../ui/length-warning.tsx';
import { generateReport } from '../api/ai-tools-api.ts';
import { useAiToolRun } from '../hooks/use-ai-tool-run.ts';
import { DocumentPicker } from './document-picker.tsx';
import { hintClass } from './field-classes.ts';
import { ReportResultView } from './report-result.tsx';
import { ToolPanelCard } from './tool-panel-card.tsx';

/** Report generation (SPEC.md §5, §9): type, period and indicators; custom reports need a prompt. */
export function ReportPanel({ onGenerated }: { onGenerated?: (result: ReportResult) => void } = {}) {
  return (
    <ServerStateScope>
      <ReportTool onGenerated={onGenerated} />
    </ServerStateScope>
  );
}

function ReportTool({ onGenerated }: { onGenerated?: (result: ReportResult) => void }) {
  const ids = useId();
  const [reportType, setReportType] = useState<ReportType>('sales');
  const [period, setPeriod] = useState<ReportPeriod>(reportPresets.sales.period);
  const [dataPoints, setDataPoints] = useState<readonly string[]>(reportPresets.sales.dataPoints);
  const [customPrompt, setCustomPrompt] = useState('');
  const [documentIds, setDocumentIds] = useState<string[]>([]);
  const custom = reportType === 'custom';

  const run = useAiToolRun({
    run: generateReport,
    onSuccess: (result) => {
      toast.success(
        'Rapport généré',
        `${result.wordCount.toLocaleString('fr-FR')} mots, prêt à télécharger.`,
      );
      onGenerated?.(result);
    },
    failure: { title: 'Erreur', description: 'Impossible de générer le rapport' },
  });

  // Choosing a type applies its preset: its usual indicators and period (SPEC.md §9).
  const chooseType = (type: ReportType) => {
    setReportType(type);
    setPeriod(reportPresets[type].period);
    setDataPoints(reportPresets[type].dataPoints);
  };
  const toggle = (point: string, checked: boolean) =>
    setDataPoints((current) =>
      // Kept in the catalogue's order, whatever the order of the clicks.
      reportDataPoints[reportType].filter((p) => (p === point ? checked : current.includes(p))),
    );

  const submit = () =>
    run.start((): ReportRequest | undefined => {
      if (custom && !customPrompt.trim()) {
        toast.error('Prompt requis', 'Décrivez le rapport personnalisé à générer');
        return undefined;
      }
      return {
        reportType,
        period,
        dataPoints: [...dataPoints],
        customPrompt: customPrompt.trim() || undefined,
        documentIds,
      };
    });

  return (
    <ToolPanelCard
      icon={BarChart3}
      title="Génération de rapports"
      description="Spec, notre IA de recherche, rédige un rapport détaillé à partir des indicateurs choisis."
      quotaRefusal={run.quotaError?.message}
    >
      <form
        aria-label="Génération de rapports"
        className="space-y-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-1.5">
            <Label htmlFor={`${ids}-type`}>Type de rapport</Label>
            <select
              id={`${ids}-type`}
              className={selectClass}
              value={reportType}
              onChange={(event) => chooseType(event.target.value as ReportType)}
            >
              {reportTypes.map((type) => (
                <option key={type} value={type}>
                  {reportTypeLabels[type]}
                </option>
              ))}
            </select>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${ids}-period`}>Période</Label>
            <select
              id={`${ids}-period`}
              className={selectClass}
              value={period}
              onChange={(event) => setPeriod(event.target.value as ReportPeriod)}
            >
              {reportPeriods.map((option) => (
                <option key={option} value={option}>
                  {reportPeriodLabels[option]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-800">Indicateurs</legend>
          <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {reportDataPoints[reportType].map((point) => (
              <label
                key={point}
                className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-800 has-checked:border-indigo-300 has-checked:bg-indigo-50"
              >
                <input
                  type="checkbox"
                  className="size-4 accent-indigo-700"
                  checked={dataPoints.includes(point)}
                  onChange={(event) => toggle(point, event.target.checked)}
                />
                {indicatorLabel(point)}
              </label>
            ))}
          </div>
          {dataPoints.length === 0 && (
            <p className={hintClass}>
              Aucun indicateur coché&nbsp;: ceux du modèle {reportTypeLabels[reportType]} seront utilisés.
            </p>
          )}
        </fieldset>
        <div className="space-y-1.5">
          <Label htmlFor={`${ids}-prompt`}>{custom ? 'Prompt du rapport' : 'Précisions (facultatif)'}</Label>
          <LimitedTextarea
            max={4000}
            id={`${ids}-prompt`}
            className="min-h-[120px]"
            value={customPrompt}
            aria-required={custom}
            placeholder={
              custom
                ? 'Ex. : Un bilan des projets en retard, leurs causes et un plan de rattrapage'
                : 'Ex. : Mettre l’accent sur les écarts avec la période précédente'
            }
            onChange={(event) => setCustomPrompt(event.target.value)}
          />
        </div>
        <DocumentPicker selected={documentIds} onChange={setDocumentIds} />
        <Button type="submit" disabled={run.running}>
          {run.running ? (
            <>
              <Loader2 className="animate-spin" aria-hidden="true" />
              Génération...
            </>
          ) : (
            <>
              <Sparkles aria-hidden="true" />
              Générer le rapport
            </>
          )}
        </Button>
      </form>

      <div aria-live="polite">
        {run.running && (
          <p className="rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-600">
            Spec rédige le rapport…
          </p>
        )}
        {run.result && <ReportResultView result={run.result} />}
      </div>
    </ToolPanelCard>
  );
}
