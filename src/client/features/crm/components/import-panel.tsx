import { Upload } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import {
  contactImportFieldLabels,
  contactImportFields,
  type ImportKind,
  type ImportPreview,
  type ImportResult,
  opportunityImportFieldLabels,
  opportunityImportFields,
} from '../../../../shared/crm-model.ts';
import { countOf } from '../../../../shared/plural.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Label, selectClass } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/cn.ts';
import { useImportContacts, useImportOpportunities, usePreviewImport } from '../api/crm-api.ts';

// The CSV import of contacts or opportunities: the file is read by the server (src/server/csv/), which
// answers its columns and a guessed mapping; the user checks each field's column on the first lines,
// then imports.

/** A file as text: UTF-8, or Windows-1252 when it is not valid UTF-8 (an old Excel's CSV). */
async function readText(file: File): Promise<string> {
  const bytes = await file.arrayBuffer();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

type Mapping = Record<string, number>;

const fieldsOf: Record<
  ImportKind,
  { fields: readonly string[]; labels: Record<string, string>; key: string; keyMessage: string }
> = {
  contacts: {
    fields: contactImportFields,
    labels: contactImportFieldLabels,
    key: 'name',
    keyMessage: 'Choisissez la colonne qui contient le nom des contacts.',
  },
  opportunities: {
    fields: opportunityImportFields,
    labels: opportunityImportFieldLabels,
    key: 'title',
    keyMessage: 'Choisissez la colonne qui contient le titre des opportunités.',
  },
};

export function ImportPanel() {
  const fileId = useId();
  const kindId = useId();
  const preview = usePreviewImport();
  const contacts = useImportContacts();
  const opportunities = useImportOpportunities();
  const [kind, setKind] = useState<ImportKind>('contacts');
  const [csv, setCsv] = useState('');
  const [columns, setColumns] = useState<ImportPreview | null>(null);
  const [mapping, setMapping] = useState<Mapping>({});
  const [result, setResult] = useState<ImportResult | null>(null);
  const [error, setError] = useState('');

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setResult(null);
    setError('');
    setColumns(null);
    if (!file) return;
    try {
      const text = await readText(file);
      const answer = await preview.mutateAsync({ csv: text, kind });
      setCsv(text);
      setColumns(answer);
      setMapping(answer.mapping);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Ce fichier n’a pas pu être lu.');
    }
  };

  const submit = async () => {
    setError('');
    try {
      setResult(
        kind === 'contacts'
          ? await contacts.mutateAsync({ csv, mapping })
          : await opportunities.mutateAsync({ csv, mapping }),
      );
      setColumns(null);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'L’import n’a pas abouti.');
    }
  };

  const { fields, labels, key, keyMessage } = fieldsOf[kind];
  const busy = contacts.isPending || opportunities.isPending;
  return (
    <section aria-labelledby="import-title" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="import-title" className="text-sm font-semibold text-slate-900">
        Importer un fichier CSV
      </h2>
      <p className="mt-1 text-xs text-slate-600">
        Un fichier CSV (séparateur «{'\u00a0'};{'\u00a0'}», «{'\u00a0'},{'\u00a0'}» ou tabulation), avec une
        ligne d’en-tête. Les doublons sont repérés par l’e-mail du contact et le SIREN de l’entreprise
        {'\u00a0'}; les montants s’écrivent à la française (4{'\u202f'}800,50){'\u00a0'}; 10{'\u202f'}000
        lignes au plus.
      </p>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <div className="space-y-1.5">
          <Label htmlFor={kindId}>Le fichier contient</Label>
          <select
            id={kindId}
            value={kind}
            onChange={(e) => {
              setKind(e.target.value as ImportKind);
              setColumns(null);
              setResult(null);
            }}
            className={cn(selectClass, 'h-9 w-48')}
          >
            <option value="contacts">Des contacts</option>
            <option value="opportunities">Des opportunités</option>
          </select>
        </div>
        <Label htmlFor={fileId} className="flex items-center gap-2">
          <Upload aria-hidden="true" className="size-4" />
          Fichier CSV
        </Label>
        <input
          id={fileId}
          type="file"
          accept=".csv,text/csv"
          onChange={(e) => {
            void choose(e);
            e.target.value = '';
          }}
          className="text-sm"
        />
      </div>
      {error && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
      {columns && (
        <div className="mt-4 space-y-4">
          <p className="text-sm text-slate-700">
            {countOf(columns.rowCount, 'ligne', 'lignes')} à importer. Vérifiez la colonne de chaque champ
            {'\u00a0'}:
          </p>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {fields.map((field) => (
              <label key={field} className="flex flex-col gap-1 text-xs font-medium text-slate-700">
                {labels[field]}
                <select
                  value={mapping[field] ?? ''}
                  onChange={(e) =>
                    setMapping((m) => {
                      const next = { ...m };
                      if (e.target.value === '') delete next[field];
                      else next[field] = Number(e.target.value);
                      return next;
                    })
                  }
                  className={cn(selectClass, 'h-9')}
                >
                  <option value="">Ne pas importer</option>
                  {columns.columns.map((name, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a column is its position
                    <option key={index} value={index}>
                      Colonne {index + 1}
                      {'\u00a0'}: {name || '(sans titre)'}
                    </option>
                  ))}
                </select>
              </label>
            ))}
          </div>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-xs" aria-label="Aperçu des premières lignes">
              <thead>
                <tr>
                  {columns.columns.map((name, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a column is its position
                    <th key={index} scope="col" className="border-b border-slate-200 px-2 py-1">
                      {name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {columns.sample.map((row, r) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the preview's lines never move
                  <tr key={r}>
                    {columns.columns.map((_, c) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a column is its position
                      <td key={c} className="border-b border-slate-100 px-2 py-1">
                        {row[c] ?? ''}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Button onClick={submit} disabled={busy || mapping[key] === undefined}>
            {kind === 'contacts' ? 'Importer les contacts' : 'Importer les opportunités'}
          </Button>
          {mapping[key] === undefined && <p className="text-xs text-red-700">{keyMessage}</p>}
        </div>
      )}
      {result && (
        <div role="status" className="mt-4 space-y-2 text-sm">
          <p className="font-medium text-slate-900">
            {kind === 'contacts'
              ? countOf(result.created, 'contact importé', 'contacts importés')
              : countOf(result.created, 'opportunité importée', 'opportunités importées')}
            , {countOf(result.companiesCreated, 'entreprise créée', 'entreprises créées')},{' '}
            {countOf(result.duplicateCount, 'doublon ignoré', 'doublons ignorés')},{' '}
            {countOf(result.errorCount, 'ligne en erreur', 'lignes en erreur')}.
          </p>
          {[...result.errors, ...result.duplicates].length > 0 && (
            <ul className="max-h-64 overflow-y-auto rounded-lg bg-slate-50 p-3 text-xs text-slate-700">
              {[...result.errors, ...result.duplicates]
                .sort((a, b) => a.line - b.line)
                .map((line) => (
                  <li key={`${line.line}-${line.message}`}>{line.message}</li>
                ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
