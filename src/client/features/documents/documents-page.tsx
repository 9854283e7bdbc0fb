import { useMutation, useQuery } from '@tanstack/react-query';
import { ClipboardPaste, Download, FileText, Loader2, Pencil, Search, Trash2, Upload } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import type { DocumentDto, DocumentListDto } from '../../../shared/documents.ts';
import {
  documentKindLabels,
  formatMegabytes,
  indexingProgress,
  passageWhere,
} from '../../../shared/documents-model.ts';
import { countOf } from '../../../shared/plural.ts';
import { SignedInGate } from '../../components/layout/signed-in-gate.tsx';
import { WorkspaceLayout } from '../../components/layout/workspace-layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../components/ui/card.tsx';
import { AlertDialog } from '../../components/ui/dialog.tsx';
import { Input, Label } from '../../components/ui/input.tsx';
import { LoadingSlot, ReservedText } from '../../components/ui/loading-slot.tsx';
import {
  deleteDocument,
  documentKeys,
  downloadHref,
  fetchDocuments,
  messageOf,
  searchDocuments,
  uploadDocument,
  useInvalidateDocuments,
} from '../../lib/documents-api.ts';
import { ServerStateScope } from '../../lib/server-state.tsx';
import { toast } from '../../lib/toast.ts';
import { Highlighted } from './components/highlighted.tsx';

const PasteDialog = lazy(() =>
  import('./components/document-dialogs.tsx').then((m) => ({ default: m.PasteDialog })),
);
const RenameDialog = lazy(() =>
  import('./components/document-dialogs.tsx').then((m) => ({ default: m.RenameDialog })),
);

const dateFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium' });

function sizeLabel(bytes: number): string {
  if (bytes < 1024) return `${bytes} o`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024).toLocaleString('fr-FR')} Ko`;
  return `${(bytes / (1024 * 1024)).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} Mo`;
}

function UploadCard({ list, loading }: { list: DocumentListDto | undefined; loading: boolean }) {
  const inputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const invalidate = useInvalidateDocuments();
  const [pasteOpen, setPasteOpen] = useState(false);
  const upload = useMutation({
    mutationFn: uploadDocument,
    onSuccess: (doc) => {
      invalidate();
      if (doc.status === 'no_text') {
        toast.error(
          'Aucun texte trouvé',
          `«\u00a0${doc.name}\u00a0» ne contient pas de texte lisible (document scanné ?)\u00a0: vos employés ne pourront pas le lire.`,
        );
      } else if (doc.status === 'indexing') {
        toast.success(
          'Document ajouté',
          `«\u00a0${doc.name}\u00a0»\u00a0: ${countOf(doc.totalPassages, 'passage', 'passages')} en cours d’indexation.`,
        );
      } else {
        toast.success(
          'Document ajouté',
          `«\u00a0${doc.name}\u00a0»\u00a0: ${countOf(doc.passageCount, 'passage indexé', 'passages indexés')}.`,
        );
      }
    },
    onError: (error) => toast.error('Envoi impossible', messageOf(error)),
    onSettled: () => {
      if (fileInput.current) fileInput.current.value = '';
    },
  });
  const limits = list?.limits;
  return (
    <Card>
      <CardHeader>
        <h2 className="text-base font-semibold text-slate-900">Ajouter un document</h2>
        <p className="text-sm text-slate-600">
          PDF, Word (.docx), texte, Markdown ou CSV
          {limits
            ? ` — ${formatMegabytes(limits.maxBytes)} au maximum par fichier, ${limits.maxDocuments.toLocaleString('fr-FR')} documents avec votre plan.`
            : '.'}
          {/* The plan's limits are on their way: their words keep their room (nothing below moves). */}
          {loading && (
            <ReservedText> — 5 Mo au maximum par fichier, 20 documents avec votre plan.</ReservedText>
          )}
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <Label htmlFor={inputId} className="sr-only">
            Fichier à envoyer
          </Label>
          <input
            id={inputId}
            ref={fileInput}
            type="file"
            accept=".pdf,.docx,.txt,.md,.markdown,.csv"
            className="hidden"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) upload.mutate(file);
            }}
          />
          <Button onClick={() => fileInput.current?.click()} disabled={upload.isPending}>
            {upload.isPending ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : (
              <Upload aria-hidden="true" />
            )}
            {upload.isPending ? 'Lecture du document…' : 'Envoyer un fichier'}
          </Button>
          <Button variant="outline" onClick={() => setPasteOpen(true)}>
            <ClipboardPaste aria-hidden="true" />
            Coller un texte
          </Button>
        </div>
        <p className="text-xs text-slate-500">
          {list?.sentTo
            ? `Confidentialité\u00a0: les passages utiles à une question sont envoyés à ${list.sentTo} avec cette question.`
            : 'Confidentialité\u00a0: vos documents restent sur ce serveur\u00a0; seul le moteur local les lit.'}
        </p>
        {pasteOpen && (
          <Suspense fallback={null}>
            <PasteDialog open={pasteOpen} onOpenChange={setPasteOpen} />
          </Suspense>
        )}
      </CardContent>
    </Card>
  );
}

function SearchCard() {
  const inputId = useId();
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const results = useQuery({
    queryKey: documentKeys.search(query),
    queryFn: () => searchDocuments(query),
    enabled: query.length >= 2,
  });
  return (
    <Card>
      <CardHeader>
        <h2 className="text-base font-semibold text-slate-900">Rechercher dans les documents</h2>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <form
          aria-label="Recherche"
          className="flex gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            setQuery(draft.trim());
          }}
        >
          <Label htmlFor={inputId} className="sr-only">
            Rechercher dans les documents
          </Label>
          <Input
            id={inputId}
            type="search"
            placeholder="Ex. : délai de rétractation, tarif livraison…"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
          <Button type="submit" variant="outline">
            <Search aria-hidden="true" />
            Rechercher
          </Button>
        </form>
        {query.length >= 2 && results.isError && (
          <p role="alert" className="text-sm text-red-700">
            {messageOf(results.error)}
          </p>
        )}
        {results.data && results.data.length === 0 && (
          <p className="text-sm text-slate-600">Aucun passage ne correspond à «&nbsp;{query} ».</p>
        )}
        {results.data && results.data.length > 0 && (
          <ol aria-label="Passages trouvés" className="flex flex-col gap-3">
            {results.data.map((passage) => (
              <li key={passage.id} className="rounded-xl border border-slate-200 p-3">
                <p className="mb-1 flex items-center gap-1.5 text-xs font-semibold text-slate-600">
                  <FileText className="size-3.5" aria-hidden="true" />
                  {passageWhere(passage)}
                  {passage.section && passage.page !== null ? ` — ${passage.section}` : ''}
                </p>
                <Highlighted segments={passage.highlight} />
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

const noDocuments = (
  <p className="text-sm text-slate-600">
    Aucun document pour l’instant. Ajoutez vos CGV, tarifs, procédures ou FAQ&nbsp;: vos employés IA y
    trouveront leurs réponses et citeront leurs sources.
  </p>
);

function DocumentList({ list, loading }: { list: DocumentListDto | undefined; loading: boolean }) {
  const invalidate = useInvalidateDocuments();
  const [renaming, setRenaming] = useState<DocumentDto | null>(null);
  const [deleting, setDeleting] = useState<DocumentDto | null>(null);
  const remove = useMutation({
    mutationFn: (id: string) => deleteDocument(id),
    onSuccess: () => {
      invalidate();
      toast.success('Document supprimé');
      setDeleting(null);
    },
    onError: (err) => toast.error('Suppression impossible', messageOf(err)),
  });
  const documents = list?.documents ?? [];
  return (
    <Card>
      <CardHeader>
        <h2 className="text-base font-semibold text-slate-900">
          Vos documents
          {list ? ` (${documents.length}/${list.limits.maxDocuments.toLocaleString('fr-FR')})` : ''}
        </h2>
      </CardHeader>
      <CardContent>
        {loading ? <LoadingSlot reserve={noDocuments} /> : list && documents.length === 0 && noDocuments}
        <ul aria-label="Documents" className="divide-y divide-slate-100">
          {documents.map((doc) => (
            <li key={doc.id} className="flex flex-wrap items-center gap-3 py-3">
              <FileText className="size-5 shrink-0 text-indigo-600" aria-hidden="true" />
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium text-slate-900">{doc.name}</p>
                <p className="text-xs text-slate-500">
                  {documentKindLabels[doc.kind]} · {sizeLabel(doc.sizeBytes)}
                  {doc.pageCount !== null ? ` · ${doc.pageCount} page${doc.pageCount > 1 ? 's' : ''}` : ''} ·{' '}
                  {countOf(doc.passageCount, 'passage', 'passages')} · ajouté le{' '}
                  {dateFormat.format(new Date(doc.createdAt))}
                </p>
                {doc.status === 'indexing' && (
                  <p className="text-xs text-indigo-700" role="status">
                    {indexingProgress(doc)}
                  </p>
                )}
                {doc.status === 'no_text' && (
                  <p className="text-xs text-amber-700">
                    Aucun texte trouvé&nbsp;: ce document semble scanné. Vos employés ne peuvent pas le lire.
                  </p>
                )}
              </div>
              <div className="flex gap-1">
                <Button asChild variant="ghost" size="icon" aria-label={`Télécharger ${doc.name}`}>
                  <a href={downloadHref(doc.id)} download>
                    <Download aria-hidden="true" />
                  </a>
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Renommer ${doc.name}`}
                  onClick={() => setRenaming(doc)}
                >
                  <Pencil aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Supprimer ${doc.name}`}
                  onClick={() => setDeleting(doc)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            </li>
          ))}
        </ul>
        {renaming && (
          <Suspense fallback={null}>
            <RenameDialog doc={renaming} onClose={() => setRenaming(null)} />
          </Suspense>
        )}
        <AlertDialog
          open={deleting !== null}
          onOpenChange={(next) => !next && setDeleting(null)}
          title="Supprimer ce document&nbsp;?"
          description={`«\u00a0${deleting?.name ?? ''}\u00a0» et ses passages seront supprimés\u00a0; vos employés ne pourront plus le citer.`}
          confirmLabel="Supprimer"
          busy={remove.isPending}
          onConfirm={() => deleting && remove.mutate(deleting.id)}
        />
      </CardContent>
    </Card>
  );
}

function Documents() {
  const list = useQuery({
    queryKey: documentKeys.list,
    queryFn: fetchDocuments,
    // A document being indexed in the background: its progress is read again until it is ready.
    refetchInterval: (query) =>
      query.state.data?.documents.some((d) => d.status === 'indexing') ? 3_000 : false,
  });
  return (
    <div className="flex flex-col gap-6">
      <UploadCard list={list.data} loading={list.isLoading} />
      <SearchCard />
      <DocumentList list={list.data} loading={list.isLoading} />
    </div>
  );
}

export default function DocumentsPage() {
  return (
    <WorkspaceLayout title="Documents">
      <SignedInGate>
        <ServerStateScope>
          <Documents />
        </ServerStateScope>
      </SignedInGate>
    </WorkspaceLayout>
  );
}
