import { useQuery } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import { Link } from 'wouter';
import { maxContextDocuments } from '../../../../shared/ai-tools-model.ts';
import { paths } from '../../../../shared/routes.ts';
import { useAuth } from '../../../lib/auth-provider.tsx';
import { documentKeys, fetchDocuments } from '../../../lib/documents-api.ts';
import { hintClass } from './field-classes.ts';

/**
 * The user's documents a tool panel may take as context (issue 20): the chosen ones' passages that
 * match the request are used in the result and listed as its "Sources". Scanned PDFs (no text) are
 * not offered: nothing in them can be quoted.
 */
export function DocumentPicker({
  selected,
  onChange,
}: {
  selected: readonly string[];
  onChange: (ids: string[]) => void;
}) {
  const { user } = useAuth();
  // A visitor has no documents: the picker is for signed-in users only (no request before that).
  const list = useQuery({ queryKey: documentKeys.list, queryFn: fetchDocuments, enabled: Boolean(user) });
  const readable = (list.data?.documents ?? []).filter((d) => d.status === 'ready');
  const full = selected.length >= maxContextDocuments;
  const toggle = (id: string, checked: boolean) =>
    // Kept in the list's order, whatever the order of the clicks.
    onChange(readable.filter((d) => (d.id === id ? checked : selected.includes(d.id))).map((d) => d.id));

  if (!user) return null;
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-800">Documents à utiliser (facultatif)</legend>
      {list.isPending ? (
        <p className={hintClass}>Chargement de vos documents…</p>
      ) : list.isError ? (
        <p className="text-sm text-red-700" role="alert">
          Impossible de charger vos documents. Réessayez dans un instant.
        </p>
      ) : readable.length === 0 ? (
        <p className={hintClass}>
          Aucun document lisible pour l’instant&nbsp;: ajoutez vos tarifs, CGV ou FAQ dans{' '}
          <Link href={paths.documents} className="text-indigo-700 underline underline-offset-2">
            Documents
          </Link>{' '}
          pour que l’IA les cite.
        </p>
      ) : (
        <>
          <ul aria-label="Vos documents" className="grid gap-2 sm:grid-cols-2">
            {readable.map((doc) => {
              const checked = selected.includes(doc.id);
              return (
                <li key={doc.id}>
                  <label className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-800 has-checked:border-indigo-300 has-checked:bg-indigo-50 has-disabled:cursor-not-allowed has-disabled:opacity-60">
                    <input
                      type="checkbox"
                      className="size-4 accent-indigo-700"
                      checked={checked}
                      disabled={!checked && full}
                      onChange={(event) => toggle(doc.id, event.target.checked)}
                    />
                    <FileText className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
                    <span className="min-w-0 truncate">{doc.name}</span>
                  </label>
                </li>
              );
            })}
          </ul>
          <p className={hintClass}>
            {full
              ? `${maxContextDocuments} documents au maximum.`
              : 'Les passages utiles des documents cochés sont repris dans le résultat, avec leurs sources.'}{' '}
            {list.data?.sentTo
              ? `Ces passages sont envoyés à ${list.data.sentTo} avec la demande.`
              : 'Ils restent sur ce serveur\u00a0: seul le moteur local les lit.'}
          </p>
        </>
      )}
    </fieldset>
  );
}
