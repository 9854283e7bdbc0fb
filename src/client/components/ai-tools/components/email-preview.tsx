import { Copy, ExternalLink, Info } from 'lucide-react';
import { type EmailResult, emailTypeLabels } from '../../../../shared/ai-tools-model.ts';
import { toast } from '../../../lib/toast.ts';
import { SourcesBlock } from '../../chat/components/sources-block.tsx';
import { Button } from '../../ui/button.tsx';
import { EngineBadge } from '../../ui/engine-badge.tsx';
import { formatDateTime } from '../format.ts';
import { mailtoHref } from '../mailto.ts';

/** The generated email as it would be received, with ways to use it: nothing is sent from Septime. */
export function EmailPreview({ result }: { result: EmailResult }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(`Objet\u00a0: ${result.subject}\n\n${result.preview}`);
      toast.success('Texte copié', "L'objet et le texte de l'email sont dans le presse-papiers.");
    } catch {
      toast.error('Copie impossible', 'Sélectionnez le texte et copiez-le manuellement.');
    }
  };

  return (
    <article
      aria-label="Aperçu de l'email"
      className="overflow-hidden rounded-xl border border-slate-200 bg-white"
    >
      <header className="space-y-1.5 border-b border-slate-200 bg-slate-50 px-4 py-3 text-sm">
        <div className="flex flex-wrap items-center gap-2">
          <span className="rounded-full bg-pink-50 px-2 py-0.5 text-xs font-medium text-pink-800 ring-1 ring-pink-200 ring-inset">
            {emailTypeLabels[result.type]}
          </span>
          <EngineBadge engine={result.engine} />
          <span className="text-xs text-slate-500">{formatDateTime(result.timestamp)}</span>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="text-slate-500">Objet</dt>
          <dd className="font-semibold text-slate-900">{result.subject}</dd>
          <dt className="text-slate-500">À</dt>
          <dd className="break-all text-slate-800">{result.recipients.join(', ')}</dd>
        </dl>
      </header>
      <div className="px-4 py-4 text-sm leading-relaxed whitespace-pre-wrap break-words text-slate-800">
        {result.preview}
      </div>
      {result.sources && (
        <div className="px-4 pb-4">
          <SourcesBlock sources={result.sources} />
        </div>
      )}
      <footer className="space-y-3 border-t border-slate-200 px-4 py-3">
        <p className="flex items-center gap-2 text-sm text-indigo-900">
          <Info className="size-4 shrink-0" aria-hidden="true" />
          Mode démo&nbsp;: aucun email n'est envoyé.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
            <Copy aria-hidden="true" />
            Copier
          </Button>
          <Button asChild variant="outline" size="sm">
            <a href={mailtoHref(result.recipients, result.subject, result.preview)}>
              <ExternalLink aria-hidden="true" />
              Ouvrir dans ma messagerie
            </a>
          </Button>
        </div>
      </footer>
    </article>
  );
}
