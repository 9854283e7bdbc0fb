import { useMutation } from '@tanstack/react-query';
import { CheckCircle2, ListPlus, Loader2 } from 'lucide-react';
import { Link } from 'wouter';
import type { AutomationResult } from '../../../../shared/ai-tools.ts';
import { employeeById } from '../../../../shared/employees.ts';
import { paths } from '../../../../shared/routes.ts';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../ui/button.tsx';
import { CopyButton } from '../../ui/copy-button.tsx';
import { EngineBadge } from '../../ui/engine-badge.tsx';
import { createTasksFromPlan } from '../api/ai-tools-api.ts';
import { formatDateTime, formatMinutes } from '../format.ts';
import { failureDescription } from '../tool-errors.ts';
import { MarkdownView } from './markdown-view.tsx';

/** The plan of an automation run, and 'Créer ces tâches' to turn its steps into real tasks. */
export function PlanResult({ result }: { result: AutomationResult }) {
  const employee = employeeById(result.employee);
  const create = useMutation({
    mutationFn: createTasksFromPlan,
    onError: (error) => toast.error('Erreur', failureDescription(error, 'Impossible de créer les tâches')),
  });
  const created = create.data?.length;

  return (
    <section
      aria-label="Plan d'automatisation"
      className="space-y-4 rounded-xl border border-slate-200 bg-slate-50/60 p-4 sm:p-5"
    >
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 className="font-semibold text-slate-900">Plan d'automatisation</h3>
        <EngineBadge engine={result.engine} />
        <CopyButton text={result.result} label="Copier le plan" className="ml-auto" />
        <p className="w-full text-xs text-slate-500">
          Par {employee.name} · {formatDateTime(result.timestamp)}
          {result.minutesSaved > 0 && ` · ${formatMinutes(result.minutesSaved)} gagnées`}
        </p>
      </header>
      <MarkdownView text={result.result} />
      {result.steps.length > 0 && (
        <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4">
          {created === undefined ? (
            <Button
              variant="outline"
              disabled={create.isPending}
              onClick={() => create.mutate({ steps: result.steps, employee: result.employee })}
            >
              {create.isPending ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : (
                <ListPlus aria-hidden="true" />
              )}
              Créer ces tâches
            </Button>
          ) : (
            <p role="status" className="flex items-center gap-2 text-sm font-medium text-emerald-800">
              <CheckCircle2 className="size-4" aria-hidden="true" />
              {created > 1 ? `${created} tâches créées` : `${created} tâche créée`}
              <Link href={paths.tasks} className="text-indigo-700 underline underline-offset-2">
                Voir mes tâches
              </Link>
            </p>
          )}
          {created === undefined && (
            <p className="text-xs text-slate-500">
              {result.steps.length} étapes à ajouter à vos tâches, avec leur responsable.
            </p>
          )}
        </div>
      )}
    </section>
  );
}
