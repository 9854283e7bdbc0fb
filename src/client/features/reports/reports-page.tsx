import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, FileText, Trash2 } from 'lucide-react';
import { useState } from 'react';
import {
  type ReportResult,
  reportFileName,
  reportPeriodLabels,
  reportTypeLabels,
} from '../../../shared/ai-tools-model.ts';
import { ReportPanel } from '../../components/ai-tools/components/report-panel.tsx';
import { ReportResultView } from '../../components/ai-tools/components/report-result.tsx';
import { formatDateTime } from '../../components/ai-tools/format.ts';
import { downloadTextFile } from '../../components/ai-tools/report-download.ts';
import { SignedInGate } from '../../components/layout/signed-in-gate.tsx';
import { WorkspaceLayout } from '../../components/layout/workspace-layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../components/ui/card.tsx';
import { ApiRequestError } from '../../lib/api.ts';
import { api, call } from '../../lib/api-client.ts';
import { ServerStateScope } from '../../lib/server-state.tsx';
import { toast } from '../../lib/toast.ts';

const historyKey = ['reports', 'history'] as const;

const fetchHistory = () => call(api.ai.reports.$get()).then((r) => r.reports);
const fetchReport = (id: string) => call(api.ai.reports[':id'].$get({ param: { id } }));

const titleOf = (report: ReportResult) =>
  `Rapport ${reportTypeLabels[report.reportType]} — ${reportPeriodLabels[report.period].toLowerCase()}`;

function History() {
  const client = useQueryClient();
  const history = useQuery({ queryKey: historyKey, queryFn: fetchHistory });
  const [openId, setOpenId] = useState<string | null>(null);
  const opened = useQuery({
    queryKey: ['reports', 'one', openId],
    queryFn: () => fetchReport(openId!),
    enabled: openId !== null,
  });
  const remove = useMutation({
    mutationFn: (id: string) => call(api.ai.reports[':id'].$delete({ param: { id } })),
    onSuccess: (_, id) => {
      if (openId === id) setOpenId(null);
      toast.success('Rapport supprimé');
      void client.invalidateQueries({ queryKey: historyKey });
    },
    onError: (error) =>
      toast.error(
        'Suppression impossible',
        error instanceof ApiRequestError ? error.message : 'Veuillez réessayer.',
      ),
  });

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold text-slate-900">Historique des rapports</h2>
        <p className="text-sm text-slate-600">
          Chaque rapport généré est conservé&nbsp;: rouvrez-le ou téléchargez-le en Markdown.
        </p>
      </CardHeader>
      <CardContent className="space-y-4">
        {history.data?.length === 0 && (
          <p className="text-sm text-slate-600">Aucun rapport généré pour l’instant.</p>
        )}
        <ul className="divide-y divide-slate-100" aria-label="Historique des rapports">
          {history.data?.map((report) => (
            <li key={report.id} className="flex flex-wrap items-center gap-2 py-2">
              <FileText className="size-4 text-slate-400" aria-hidden="true" />
              <div className="min-w-0 flex-1">
                <p className="text-sm font-medium text-slate-900">{titleOf(report)}</p>
                <p className="text-xs text-slate-500">
                  {formatDateTime(report.generatedAt)} · {report.wordCount.toLocaleString('fr-FR')} mots
                </p>
              </div>
              <Button
                variant="outline"
                size="sm"
                aria-expanded={openId === report.id}
                onClick={() => setOpenId(openId === report.id ? null : report.id)}
              >
                {openId === report.id ? 'Fermer' : 'Ouvrir'}
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Télécharger ${titleOf(report)} du ${formatDateTime(report.generatedAt)}`}
                onClick={() => downloadTextFile(reportFileName(report), report.content)}
              >
                <Download aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Supprimer ${titleOf(report)} du ${formatDateTime(report.generatedAt)}`}
                onClick={() => remove.mutate(report.id)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
        {openId && opened.data && <ReportResultView result={opened.data} />}
      </CardContent>
    </Card>
  );
}

function Reports() {
  const client = useQueryClient();
  return (
    <div className="space-y-6">
      <ReportPanel onGenerated={() => void client.invalidateQueries({ queryKey: historyKey })} />
      <History />
    </div>
  );
}

/** /reports ('Rapports'): the report generator and the user's stored reports. */
export default function ReportsPage() {
  return (
    <WorkspaceLayout title="Rapports">
      <SignedInGate>
        <ServerStateScope>
          <Reports />
        </ServerStateScope>
      </SignedInGate>
    </WorkspaceLayout>
  );
}
