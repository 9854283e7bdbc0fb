import { type DragEvent, type FocusEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import {
  type OpportunityDto,
  type OpportunityStage,
  opportunityStageLabels,
  opportunityStages,
  type Pipeline,
} from '../../../../shared/crm-model.ts';
import { paths } from '../../../../shared/routes.ts';
import { cn } from '../../../lib/cn.ts';
import { amountHt, dayLabel } from '../format.ts';

// The pipeline board: a column per stage with its count and totals; a card moves by dragging it to
// another column, or with the keyboard through its « Déplacer vers… » menu (arrows, Entrée, Échap).

/** « Déplacer vers… »: a button opening the other stages; focus goes to the first, arrows move it. */
function MoveMenu({
  opportunity,
  onMove,
  focused,
}: {
  opportunity: OpportunityDto;
  onMove(stage: OpportunityStage): void;
  /** The card just moved: its button takes the focus again in its new column. */
  focused: boolean;
}) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focused) button.current?.focus();
  }, [focused]);
  const list = useRef<HTMLUListElement>(null);
  const targets = opportunityStages.filter((s) => s !== opportunity.stage);
  const menuId = `move-${opportunity.id}`;

  const box = useRef<HTMLDivElement>(null);
  // Focus leaving the button and its list (a click elsewhere, Tab past the last stage) closes it.
  const leave = (event: FocusEvent) => {
    if (!box.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = [...(list.current?.querySelectorAll('button') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = (index + (event.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length;
      items[next]?.focus();
    }
  };

  return (
    <div ref={box} className="relative mt-2">
      <button
        ref={button}
        onBlur={leave}
        type="button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => {
          setOpen((o) => !o);
          // Focus the first stage once the list is drawn.
          requestAnimationFrame(() => list.current?.querySelector('button')?.focus());
        }}
        className="h-8 w-full rounded-md border border-slate-300 bg-white px-2 text-left text-xs text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        {/* Named « Déplacer vers… « its title » »: the visible words first, then which card. */}
        Déplacer vers…
        <span className="sr-only">
          {' '}
          «{'\u00a0'}
          {opportunity.title}
          {'\u00a0'}»
        </span>
      </button>
      {open && (
        <ul
          ref={list}
          id={menuId}
          aria-label={`Étapes pour «\u00a0${opportunity.title}\u00a0»`}
          onKeyDown={onKeyDown}
          onBlur={leave}
          className="absolute z-10 mt-1 w-full rounded-md border border-slate-200 bg-white py-1 shadow-lg"
        >
          {targets.map((stage) => (
            <li key={stage}>
              <button
                type="button"
                onClick={() => {
                  setOpen(false);
                  onMove(stage);
                  button.current?.focus();
                }}
                className="w-full px-3 py-1.5 text-left text-xs text-slate-800 hover:bg-indigo-50 focus:bg-indigo-50 focus:outline-none"
              >
                {opportunityStageLabels[stage]}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Card({
  opportunity,
  onMove,
  focused,
}: {
  opportunity: OpportunityDto;
  onMove(stage: OpportunityStage): void;
  focused: boolean;
}) {
  return (
    <li
      draggable
      onDragStart={(e) => {
        e.dataTransfer.setData('text/plain', opportunity.id);
        e.dataTransfer.effectAllowed = 'move';
      }}
      aria-label={opportunity.title}
      className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm"
    >
      <Link
        href={paths.crmOpportunity(opportunity.id)}
        className="text-sm font-medium text-slate-900 hover:underline"
      >
        {opportunity.title}
      </Link>
      {opportunity.companyName && <p className="mt-1 text-xs text-slate-600">{opportunity.companyName}</p>}
      <p className="mt-1 text-sm font-semibold text-slate-900">{amountHt(opportunity.amountCents)}</p>
      <p className="text-xs text-slate-600">
        Probabilité{'\u00a0'}: {opportunity.probability}
        {'\u00a0'}%
      </p>
      {opportunity.nextStep && (
        <p className="mt-1 text-xs text-slate-600">
          {opportunity.nextStep}
          {opportunity.nextStepDate && ` — ${dayLabel(opportunity.nextStepDate)}`}
        </p>
      )}
      {opportunity.ownerName && (
        <p className="mt-1 text-xs text-slate-600">
          Responsable{'\u00a0'}: {opportunity.ownerName}
        </p>
      )}
      <MoveMenu opportunity={opportunity} onMove={onMove} focused={focused} />
    </li>
  );
}

export function PipelineBoard({
  pipeline,
  onMove,
  focusedId,
}: {
  pipeline: Pipeline;
  onMove(opportunity: OpportunityDto, stage: OpportunityStage): void;
  /** The card moved last (its menu button keeps the focus). */
  focusedId?: string | null;
}) {
  const [dragOver, setDragOver] = useState<OpportunityStage | null>(null);
  const all = pipeline.stages.flatMap((s) => s.items);
  const drop = (stage: OpportunityStage) => (event: DragEvent) => {
    event.preventDefault();
    setDragOver(null);
    const card = all.find((o) => o.id === event.dataTransfer.getData('text/plain'));
    if (card && card.stage !== stage) onMove(card, stage);
  };
  return (
    <div className="grid gap-3 md:grid-cols-3 xl:grid-cols-6">
      {pipeline.stages.map((column) => (
        <section
          key={column.stage}
          aria-label={opportunityStageLabels[column.stage]}
          onDragOver={(e) => {
            e.preventDefault();
            setDragOver(column.stage);
          }}
          onDragLeave={() => setDragOver(null)}
          onDrop={drop(column.stage)}
          className={cn(
            'rounded-xl border border-slate-200 bg-slate-100/70 p-3',
            dragOver === column.stage && 'border-indigo-400 bg-indigo-50',
          )}
        >
          <h2 className="flex items-center justify-between text-sm font-semibold text-slate-800">
            {opportunityStageLabels[column.stage]}
            <span className="rounded-full bg-white px-2 text-xs text-slate-600">{column.count}</span>
          </h2>
          <p className="mt-1 text-xs text-slate-700">
            Total{'\u00a0'}: {amountHt(column.amountCents)}
          </p>
          <p className="mb-2 text-xs text-slate-600">
            Pondéré{'\u00a0'}: {amountHt(column.weightedCents)}
          </p>
          <ul className="min-h-16 space-y-2">
            {column.items.map((o) => (
              <Card
                key={o.id}
                opportunity={o}
                onMove={(stage) => onMove(o, stage)}
                focused={o.id === focusedId}
              />
            ))}
          </ul>
          {column.count > column.items.length && (
            <p className="mt-2 text-xs text-slate-600">
              {column.items.length} affichées sur {column.count}
              {'\u00a0'}: voir la liste.
            </p>
          )}
        </section>
      ))}
    </div>
  );
}
