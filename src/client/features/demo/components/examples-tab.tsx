import { ArrowRight, ChevronDown, Clock, Plug } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { type DemoExample, demoExamples, formatTimeGained } from '../demo-examples.ts';

/** The four scenarios; one open at a time, each can be tried in the automation tab. */
export function ExamplesTab({ onTry }: { onTry: (example: DemoExample) => void }) {
  const [expanded, setExpanded] = useState<string | null>(null);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {demoExamples.map((example) => (
        <ExampleCard
          key={example.id}
          example={example}
          expanded={expanded === example.id}
          onToggle={() => setExpanded((current) => (current === example.id ? null : example.id))}
          onTry={() => onTry(example)}
        />
      ))}
    </div>
  );
}

function ExampleCard({
  example,
  expanded,
  onToggle,
  onTry,
}: {
  example: DemoExample;
  expanded: boolean;
  onToggle: () => void;
  onTry: () => void;
}) {
  const detailsId = useId();
  return (
    <article
      className={cn(
        'rounded-2xl border bg-white shadow-sm transition-colors',
        expanded ? 'border-indigo-300 ring-1 ring-indigo-200 md:col-span-2' : 'border-slate-200',
      )}
    >
      <h3>
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={onToggle}
          className="flex w-full items-start justify-between gap-4 rounded-2xl p-5 text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          <span className="space-y-1">
            <span className="block text-base font-semibold text-slate-900">{example.title}</span>
            <span className="block text-sm font-normal text-slate-600">{example.description}</span>
          </span>
          <ChevronDown
            className={cn(
              'mt-1 size-5 shrink-0 text-slate-500 transition-transform',
              expanded && 'rotate-180',
            )}
            aria-hidden="true"
          />
        </button>
      </h3>
      <div className="flex flex-wrap items-center gap-2 px-5 pb-5 text-xs">
        <span className="rounded-full bg-slate-100 px-2.5 py-1 font-medium text-slate-700">
          Scénario&nbsp;: {example.scenario}
        </span>
        <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-1 font-medium text-emerald-800 ring-1 ring-emerald-200 ring-inset">
          <Clock className="size-3.5" aria-hidden="true" />
          {formatTimeGained(example.timeGained)} gagnées
        </span>
      </div>
      <div id={detailsId} hidden={!expanded} className="border-t border-slate-200 px-5 py-5">
        <div className="grid gap-6 md:grid-cols-[2fr_1fr]">
          <div>
            <h4 className="mb-3 text-sm font-semibold text-slate-900">Étapes du scénario</h4>
            <ol className="space-y-2">
              {example.steps.map((step, index) => (
                <li key={step} className="flex gap-3 text-sm text-slate-700">
                  <span
                    aria-hidden="true"
                    className="grid size-6 shrink-0 place-items-center rounded-full bg-indigo-100 text-xs font-semibold text-indigo-800"
                  >
                    {index + 1}
                  </span>
                  <span className="pt-0.5">{step}</span>
                </li>
              ))}
            </ol>
          </div>
          <div className="space-y-4">
            <div>
              <h4 className="mb-3 flex items-center gap-1.5 text-sm font-semibold text-slate-900">
                <Plug className="size-4 text-slate-500" aria-hidden="true" />
                Connecteurs
              </h4>
              <ul className="flex flex-wrap gap-2">
                {example.connectors.map((connector) => (
                  <li
                    key={connector}
                    className="rounded-lg border border-slate-200 bg-slate-50 px-2.5 py-1 text-sm text-slate-800"
                  >
                    {connector}
                  </li>
                ))}
              </ul>
            </div>
            <Button onClick={onTry} className="w-full sm:w-auto">
              Essayer cette automatisation
              <ArrowRight aria-hidden="true" />
            </Button>
          </div>
        </div>
      </div>
    </article>
  );
}
