import { FileText } from 'lucide-react';
import { useState } from 'react';
import type { MessageSource } from '../../../../shared/documents.ts';
import { passageWhere } from '../../../../shared/documents-model.ts';
import { Dialog } from '../../ui/dialog.tsx';

/**
 * The "Sources" block under a reply: each cited passage ([1], [2]…) opens in a dialog with its exact
 * text. A reply given passages that cites none says so.
 */
export function SourcesBlock({ sources }: { sources: MessageSource[] }) {
  const [open, setOpen] = useState<MessageSource | null>(null);
  if (sources.length === 0) {
    return (
      <p className="text-xs text-amber-700 italic">Aucune source citée&nbsp;: vérifiez cette réponse.</p>
    );
  }
  return (
    <section
      aria-label="Sources"
      className="w-full rounded-xl border border-slate-200 bg-white px-3 py-2 text-xs"
    >
      <h3 className="mb-1 font-semibold text-slate-700">Sources</h3>
      <ul className="flex flex-col gap-1">
        {sources.map((source) => (
          <li key={source.passageId}>
            <button
              type="button"
              onClick={() => setOpen(source)}
              className="inline-flex items-center gap-1.5 text-left text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              <FileText className="size-3.5 shrink-0" aria-hidden="true" />[{source.n}] {passageWhere(source)}
            </button>
          </li>
        ))}
      </ul>
      <Dialog
        open={open !== null}
        onOpenChange={(next) => !next && setOpen(null)}
        readingBody
        title={open ? passageWhere(open) : ''}
        description={open?.section && open.page !== null ? open.section : undefined}
      >
        <blockquote className="whitespace-pre-wrap border-l-4 border-indigo-200 pl-3 text-sm leading-relaxed text-slate-800">
          {open?.excerpt}
        </blockquote>
      </Dialog>
    </section>
  );
}
