import { Loader2, Play, Workflow } from 'lucide-react';
import { useId, useState } from 'react';
import type { AutomationRequest } from '../../../../shared/ai-tools.ts';
import { employeeById, employees } from '../../../../shared/employees.ts';
import type { EmployeeId } from '../../../../shared/routes.ts';
import { ServerStateScope } from '../../../lib/server-state.tsx';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../ui/button.tsx';
import { Label, selectClass } from '../../ui/input.tsx';
import { LimitedTextarea } from '../../ui/length-warning.tsx';
import { runAutomation } from '../api/ai-tools-api.ts';
import { useAiToolRun } from '../hooks/use-ai-tool-run.ts';
import { PlanResult } from './plan-result.tsx';
import { ToolPanelCard } from './tool-panel-card.tsx';

export interface AutomationPanelProps {
  /** A scenario to start from (the examples tab); remount the panel (key) to apply another one. */
  initialTask?: string;
  initialContext?: string;
  initialEmployee?: EmployeeId;
  /** Puts the cursor in the task field on mount, when the user has just chosen a scenario. */
  focusTask?: boolean;
}

/** Task automation (SPEC.md §5): an employee turns a described task into a plan of steps. */
export function AutomationPanel(props: AutomationPanelProps) {
  return (
    <ServerStateScope>
      <AutomationTool {...props} />
    </ServerStateScope>
  );
}

function AutomationTool({
  initialTask = '',
  initialContext = '',
  initialEmployee,
  focusTask,
}: AutomationPanelProps) {
  const ids = useId();
  const [employee, setEmployee] = useState<EmployeeId>(initialEmployee ?? 'alfred');
  const [task, setTask] = useState(initialTask);
  const [context, setContext] = useState(initialContext);
  const run = useAiToolRun({
    run: runAutomation,
    onSuccess: (result) =>
      toast.success('Tâche exécutée', `${employeeById(result.employee).name} a préparé le plan.`),
    failure: { title: "Erreur d'exécution", description: "Impossible d'exécuter la tâche" },
  });

  const submit = () =>
    run.start((): AutomationRequest | undefined => {
      if (!task.trim()) {
        toast.error('Tâche requise', 'Veuillez décrire la tâche à automatiser');
        return undefined;
      }
      return { task, employee, context: context.trim() || undefined };
    });

  return (
    <ToolPanelCard
      icon={Workflow}
      title="Automatisation de tâches"
      description="Décrivez une tâche&nbsp;: l'employé choisi la découpe en étapes, dit qui fait quoi et le temps gagné."
      quotaRefusal={run.quotaError?.message}
    >
      <form
        aria-label="Automatisation de tâches"
        className="space-y-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className="space-y-1.5">
          <Label htmlFor={`${ids}-employee`}>Employé IA</Label>
          <select
            id={`${ids}-employee`}
            className={selectClass}
            value={employee}
            onChange={(event) => setEmployee(event.target.value as EmployeeId)}
          >
            {employees.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name} — {option.roleLabel}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${ids}-task`}>Description de la tâche</Label>
          <LimitedTextarea
            max={4000}
            id={`${ids}-task`}
            className="min-h-[100px]"
            value={task}
            // Only right after the user's click on a scenario: the field they are about to review.
            autoFocus={focusTask}
            placeholder="Ex. : Relancer les devis envoyés la semaine dernière et préparer un point pour lundi"
            onChange={(event) => setTask(event.target.value)}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${ids}-context`}>Contexte (facultatif)</Label>
          <LimitedTextarea
            max={4000}
            id={`${ids}-context`}
            className="min-h-[72px]"
            value={context}
            placeholder="Outils utilisés, délais, personnes concernées…"
            onChange={(event) => setContext(event.target.value)}
          />
        </div>
        <Button type="submit" disabled={run.running}>
          {run.running ? (
            <>
              <Loader2 className="animate-spin" aria-hidden="true" />
              Exécution...
            </>
          ) : (
            <>
              <Play aria-hidden="true" />
              Exécuter la tâche
            </>
          )}
        </Button>
      </form>

      <div aria-live="polite">
        {run.running && (
          <p className="rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-600">
            {employeeById(employee).name} prépare le plan…
          </p>
        )}
        {run.result && <PlanResult key={run.result.timestamp} result={run.result} />}
      </div>
    </ToolPanelCard>
  );
}
