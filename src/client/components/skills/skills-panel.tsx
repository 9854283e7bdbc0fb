import { History, Play, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { employees } from '../../../shared/employees.ts';
import { parisLongDate, parisTime } from '../../../shared/paris-time.ts';
import { type EmployeeId, paths } from '../../../shared/routes.ts';
import type { SkillDto } from '../../../shared/skills.ts';
import {
  type BuiltinSkill,
  builtinSkills,
  type SkillDestination,
  skillDestinationLabels,
  skillDestinations,
  skillEventLabels,
  skillRunStatusLabels,
} from '../../../shared/skills-model.ts';
import { ApiRequestError } from '../../lib/api.ts';
import { cn } from '../../lib/cn.ts';
import { toast } from '../../lib/toast.ts';
import { Button } from '../ui/button.tsx';
import { Card, CardContent, CardHeader } from '../ui/card.tsx';
import { selectClass, Textarea } from '../ui/input.tsx';
import {
  useCreateSkill,
  useDeleteSkill,
  useDescribeSkill,
  useRunSkill,
  useSkillRuns,
  useSkills,
  useUpdateSkill,
} from './api/skills-api.ts';

// The skills of one employee (on /ai/{employee}) or of all of them (/automatisations): the built-in
// ones to turn on, the user's own, « Lancer maintenant », the run history, and a skill described in
// French that the employee proposes for approval (decision 027).

const failed = (err: unknown) =>
  toast.error(err instanceof ApiRequestError ? err.message : 'L’opération n’a pas abouti.');

function when(skill: Pick<SkillDto, 'trigger' | 'nextRunAt' | 'event'>): string {
  if (skill.trigger === 'schedule')
    return skill.nextRunAt
      ? `Prochaine exécution\u00a0: ${parisLongDate(new Date(skill.nextRunAt))} à ${parisTime(new Date(skill.nextRunAt))}`
      : 'En pause';
  if (skill.trigger === 'event')
    return `Sur événement\u00a0: ${skill.event ? skillEventLabels[skill.event] : '—'}`;
  if (skill.trigger === 'webhook') return 'Sur appel de son webhook entrant';
  return 'À la demande';
}

function RunHistory({ skillId }: { skillId: string }) {
  const runs = useSkillRuns(skillId, true);
  if (runs.isPending) return <p className="text-sm text-slate-600">Chargement de l’historique…</p>;
  if (!runs.data?.length) return <p className="text-sm text-slate-600">Aucune exécution pour l’instant.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" aria-label="Historique des exécutions">
        <thead className="text-xs text-slate-500">
          <tr>
            <th className="py-1 pr-3 font-medium">Début</th>
            <th className="py-1 pr-3 font-medium">Durée</th>
            <th className="py-1 pr-3 font-medium">Statut</th>
            <th className="py-1 pr-3 font-medium">Quota</th>
            <th className="py-1 font-medium">Résultat</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {runs.data.map((run) => (
            <tr key={run.id} className="align-top">
              <td className="py-1 pr-3 whitespace-nowrap">
                {parisLongDate(new Date(run.startedAt ?? run.scheduledFor))}{' '}
                {parisTime(new Date(run.startedAt ?? run.scheduledFor))}
              </td>
              <td className="py-1 pr-3">{run.durationMs === null ? '—' : `${run.durationMs} ms`}</td>
              <td className="py-1 pr-3">{skillRunStatusLabels[run.status]}</td>
              <td className="py-1 pr-3">{run.quotaCost}</td>
              <td className="py-1 whitespace-pre-line text-slate-700">
                {(run.error ?? run.output ?? '').slice(0, 400)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function SkillRow({ skill }: { skill: SkillDto }) {
  const [open, setOpen] = useState(false);
  const update = useUpdateSkill();
  const run = useRunSkill();
  const remove = useDeleteSkill();
  const employee = employees.find((e) => e.id === skill.employee);
  return (
    <li className="space-y-2 py-3" aria-label={skill.name}>
      <div className="flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1">
          <p className="font-medium text-slate-900">
            {skill.name} <span className="text-sm font-normal text-slate-500">· {employee?.name}</span>
          </p>
          <p className="text-sm text-slate-600">{skill.instruction}</p>
          <p className="text-xs text-slate-500">{when(skill)}</p>
          {skill.webhookPath && (
            <p className="text-xs break-all text-slate-500">
              Webhook&nbsp;: POST {skill.webhookPath} avec l’en-tête X-Septime-Secret&nbsp;:{' '}
              {skill.webhookSecret}
            </p>
          )}
        </div>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            checked={skill.enabled}
            onChange={(e) =>
              update.mutate({ id: skill.id, patch: { enabled: e.target.checked } }, { onError: failed })
            }
          />
          Activée
        </label>
        <label className="flex flex-col gap-1 text-xs font-medium text-slate-700">
          Destination
          <select
            className={cn(selectClass, 'h-9 w-40')}
            value={skill.destination}
            onChange={(e) =>
              update.mutate(
                { id: skill.id, patch: { destination: e.target.value as SkillDestination } },
                { onError: failed },
              )
            }
          >
            {skillDestinations.map((d) => (
              <option key={d} value={d}>
                {skillDestinationLabels[d]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          disabled={run.isPending}
          onClick={() =>
            run.mutate(skill.id, {
              onSuccess: (result) =>
                result.status === 'succeeded'
                  ? toast.success(`«\u00a0${skill.name}\u00a0» exécutée`)
                  : toast.info(skillRunStatusLabels[result.status]),
              onError: failed,
            })
          }
        >
          <Play className="size-4" aria-hidden="true" /> Lancer maintenant
        </Button>
        <Button size="sm" variant="outline" aria-expanded={open} onClick={() => setOpen(!open)}>
          <History className="size-4" aria-hidden="true" /> Historique
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => remove.mutate(skill.id, { onError: failed })}
          aria-label={`Supprimer «\u00a0${skill.name}\u00a0»`}
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </Button>
      </div>
      {open && <RunHistory skillId={skill.id} />}
    </li>
  );
}

function Offer({ builtin }: { builtin: BuiltinSkill }) {
  const create = useCreateSkill();
  const employee = employees.find((e) => e.id === builtin.employee);
  return (
    <li className="flex flex-wrap items-center gap-3 py-3" aria-label={builtin.name}>
      <div className="min-w-0 flex-1">
        <p className="font-medium text-slate-900">
          {builtin.name} <span className="text-sm font-normal text-slate-500">· {employee?.name}</span>
        </p>
        <p className="text-sm text-slate-600">{builtin.instruction}</p>
      </div>
      <Button
        size="sm"
        variant="outline"
        disabled={create.isPending}
        onClick={() =>
          create.mutate(
            { employee: builtin.employee, kind: builtin.kind },
            { onSuccess: () => toast.success(`«\u00a0${builtin.name}\u00a0» activée`), onError: failed },
          )
        }
      >
        Activer
      </Button>
    </li>
  );
}

function DescribeForm({ employee }: { employee: EmployeeId }) {
  const [text, setText] = useState('');
  const describe = useDescribeSkill();
  const name = employees.find((e) => e.id === employee)?.name ?? employee;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    describe.mutate(
      { employee, text },
      {
        onSuccess: () => {
          setText('');
          toast.success('Configuration proposée', 'Validez-la dans Approbations.');
        },
        onError: failed,
      },
    );
  };
  return (
    <form onSubmit={submit} className="space-y-2">
      <label htmlFor={`describe-${employee}`} className="text-sm font-medium text-slate-800">
        Décrivez une automatisation à {name}
      </label>
      <Textarea
        id={`describe-${employee}`}
        rows={2}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="Tous les vendredis à 17h, fais-moi le point sur les tâches en retard"
      />
      <div className="flex items-center gap-3">
        <Button type="submit" size="sm" disabled={describe.isPending || text.trim().length < 3}>
          Proposer
        </Button>
        <Link href={paths.approvals} className="text-sm text-indigo-700 underline">
          Voir les approbations
        </Link>
      </div>
    </form>
  );
}

/** The skills panel; `employee` narrows it to one employee (their page). */
export function SkillsPanel({ employee }: { employee?: EmployeeId }) {
  const skills = useSkills(employee);
  const [describeFor, setDescribeFor] = useState<EmployeeId>(employee ?? 'millie');
  const offers = builtinSkills.filter(
    (b) => (!employee || b.employee === employee) && !skills.data?.some((s) => s.kind === b.kind),
  );
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold text-slate-900">Automatisations</h2>
      </CardHeader>
      <CardContent className="space-y-4">
        {skills.isError && <p className="text-sm text-red-700">Impossible de charger les automatisations.</p>}
        {skills.data && skills.data.length > 0 && (
          <ul className="divide-y divide-slate-100" aria-label="Automatisations actives">
            {skills.data.map((skill) => (
              <SkillRow key={skill.id} skill={skill} />
            ))}
          </ul>
        )}
        {offers.length > 0 && (
          <div>
            <h3 className="text-sm font-semibold text-slate-700">À activer</h3>
            <ul className="divide-y divide-slate-100" aria-label="Automatisations proposées">
              {offers.map((builtin) => (
                <Offer key={builtin.kind} builtin={builtin} />
              ))}
            </ul>
          </div>
        )}
        {!employee && (
          <label className="flex flex-col gap-1 text-xs font-medium text-slate-700">
            Employé
            <select
              className={cn(selectClass, 'h-9 w-44')}
              value={describeFor}
              onChange={(e) => setDescribeFor(e.target.value as EmployeeId)}
            >
              {employees.map((e) => (
                <option key={e.id} value={e.id}>
                  {e.name}
                </option>
              ))}
            </select>
          </label>
        )}
        <DescribeForm employee={employee ?? describeFor} />
      </CardContent>
    </Card>
  );
}
