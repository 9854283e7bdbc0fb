import { CheckCircle2, Circle, FlaskConical, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { paths } from '../../../../shared/routes.ts';
import type { ExampleCounts } from '../../../../shared/workspace-model.ts';
import { Button } from '../../../components/ui/button.tsx';
import { AlertDialog } from '../../../components/ui/dialog.tsx';
import { useAuth } from '../../../lib/auth-provider.tsx';
import { ServerStateScope } from '../../../lib/server-state.tsx';
import { toast } from '../../../lib/toast.ts';
import { useExampleMutations, useGuidedStart } from '../api/guided-start-api.ts';

// A new account starts empty (decision 059): three first steps, each checked from the user's data,
// and an example workspace one click loads and one click removes.

const steps = {
  profile: {
    label: 'Renseigner le profil de votre entreprise',
    hint: 'Vos employés rédigent en votre nom à partir de ces informations.',
    href: paths.settings,
  },
  request: {
    label: 'Faire une première demande à un employé',
    hint: 'Par exemple\u00a0: «\u00a0Alfred, organise ma semaine\u00a0».',
    href: '/ai/alfred',
  },
  mailbox: {
    label: 'Connecter votre boîte mail',
    hint: 'Alfred trie vos messages et prépare les réponses.',
    href: paths.integrations,
  },
} as const;

function countsText(c: ExampleCounts): string {
  const parts = [
    [c.projects, 'projet', 'projets'],
    [c.tasks, 'tâche', 'tâches'],
    [c.events, 'événement', 'événements'],
    [c.timeEntries, 'temps suivi', 'temps suivis'],
  ] as const;
  return parts
    .filter(([n]) => n > 0)
    .map(([n, one, many]) => `${n}\u00a0${n > 1 ? many : one}`)
    .join(', ');
}

function GuidedStartCard() {
  const { data } = useGuidedStart();
  const { load, remove, dismiss } = useExampleMutations();
  const [confirming, setConfirming] = useState(false);
  if (!data) return null;
  const exampleRows =
    data.example.projects + data.example.tasks + data.example.events + data.example.timeEntries;
  // Put away, and no example to remove: nothing to show.
  if (data.dismissed && exampleRows === 0) return null;
  const done = data.steps.filter((s) => s.done).length;

  const loadExample = () =>
    load.mutate(undefined, {
      onSuccess: (result) =>
        toast.success('Exemple chargé', `${countsText(result.counts)}, marqués «\u00a0Exemple\u00a0».`),
      onError: (err) => toast.error('Chargement impossible', err.message),
    });
  const removeExample = () =>
    remove.mutate(undefined, {
      onSuccess: (result) => {
        setConfirming(false);
        toast.success(
          'Exemple retiré',
          result.changed ? `${countsText(result.counts)} supprimés.` : undefined,
        );
      },
      onError: (err) => toast.error('Retrait impossible', err.message),
    });

  return (
    <section
      aria-labelledby="guided-start-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      {!data.dismissed && (
        <>
          <div className="flex items-start justify-between gap-4">
            <div>
              <h2 id="guided-start-title" className="text-lg font-semibold text-slate-900">
                Bien démarrer
              </h2>
              <p className="text-sm text-slate-600">
                {done}&nbsp;étape{done > 1 ? 's' : ''} sur {data.steps.length} — votre espace est vide jusqu’à
                ce que vous y ajoutiez votre travail.
              </p>
            </div>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => dismiss.mutate()}
              disabled={dismiss.isPending}
              aria-label="Masquer le démarrage guidé"
            >
              <X className="size-4" aria-hidden="true" />
              Masquer
            </Button>
          </div>
          <ol className="mt-4 space-y-2">
            {data.steps.map((step) => {
              const s = steps[step.id];
              return (
                <li key={step.id} className="flex items-start gap-3">
                  {step.done ? (
                    <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden="true" />
                  ) : (
                    <Circle className="mt-0.5 size-5 shrink-0 text-slate-400" aria-hidden="true" />
                  )}
                  <div>
                    <Link
                      href={s.href}
                      className={
                        step.done
                          ? 'font-medium text-slate-600 line-through hover:underline'
                          : 'font-medium text-indigo-700 hover:underline'
                      }
                    >
                      {s.label}
                    </Link>
                    <span className="sr-only">{step.done ? ' (fait)' : ' (à faire)'}</span>
                    <p className="text-xs text-slate-600">{s.hint}</p>
                  </div>
                </li>
              );
            })}
          </ol>
        </>
      )}
      <div
        className={
          data.dismissed
            ? 'flex flex-wrap items-center justify-between gap-3'
            : 'mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4'
        }
      >
        <p className="flex items-start gap-2 text-sm text-slate-700">
          <FlaskConical className="mt-0.5 size-4 shrink-0 text-violet-700" aria-hidden="true" />
          {exampleRows > 0 ? (
            <span>
              {data.dismissed && (
                <span id="guided-start-title" className="sr-only">
                  Espace d’exemple
                </span>
              )}
              Votre espace contient l’exemple d’une entreprise fictive ({countsText(data.example)}), marqué
              «&nbsp;Exemple&nbsp;». Vos employés ne le mêlent jamais à votre travail.
            </span>
          ) : (
            <span>
              Envie de voir Septime à l’œuvre&nbsp;? Chargez l’exemple d’une entreprise fictive&nbsp;:
              projets, tâches, planning et temps, tous marqués «&nbsp;Exemple&nbsp;» et retirables en un clic.
            </span>
          )}
        </p>
        {exampleRows > 0 ? (
          <Button variant="outline" onClick={() => setConfirming(true)} disabled={remove.isPending}>
            Retirer l’exemple
          </Button>
        ) : (
          <Button variant="outline" onClick={loadExample} disabled={load.isPending}>
            Charger l’exemple
          </Button>
        )}
      </div>
      <AlertDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Retirer l’exemple&nbsp;?"
        description={`${countsText(data.example)} marqués «\u00a0Exemple\u00a0» seront supprimés. Ce que vous avez créé reste en place.`}
        confirmLabel="Retirer l’exemple"
        onConfirm={removeExample}
        busy={remove.isPending}
      />
    </section>
  );
}

/** The guided start, for signed-in users only (visitors keep the demo sample). */
export function GuidedStart() {
  const { user, loading } = useAuth();
  if (loading || !user) return null;
  return (
    <ServerStateScope>
      <GuidedStartCard />
    </ServerStateScope>
  );
}
