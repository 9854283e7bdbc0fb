import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { type DocumentDto, documentNameSchema, pastedDocumentSchema } from '../../../../shared/documents.ts';
import { countOf } from '../../../../shared/plural.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose } from '../../../components/ui/dialog.tsx';
import { Input, Label, Textarea } from '../../../components/ui/input.tsx';
import {
  messageOf,
  pasteDocument,
  renameDocument,
  useInvalidateDocuments,
} from '../../../lib/documents-api.ts';
import { toast } from '../../../lib/toast.ts';

// The paste and rename forms (and zod with them) load when first opened: the page stays within its budget.

export function PasteDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const ids = useId();
  const invalidate = useInvalidateDocuments();
  const [name, setName] = useState('');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const paste = useMutation({
    mutationFn: pasteDocument,
    onSuccess: (doc) => {
      invalidate();
      toast.success(
        'Document ajouté',
        doc.status === 'indexing'
          ? `«\u00a0${doc.name}\u00a0»\u00a0: ${countOf(doc.totalPassages, 'passage', 'passages')} en cours d’indexation.`
          : `«\u00a0${doc.name}\u00a0»\u00a0: ${countOf(doc.passageCount, 'passage indexé', 'passages indexés')}.`,
      );
      setName('');
      setText('');
      onOpenChange(false);
    },
    onError: (err) => setError(messageOf(err)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = pastedDocumentSchema.safeParse({ name, text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Vérifiez le formulaire.');
      return;
    }
    setError(null);
    paste.mutate(parsed.data);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Coller un texte" wide>
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${ids}-name`}>Nom du document</Label>
          <Input id={`${ids}-name`} value={name} onChange={(e) => setName(e.target.value)} maxLength={200} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${ids}-text`}>Texte</Label>
          <Textarea id={`${ids}-text`} rows={10} value={text} onChange={(e) => setText(e.target.value)} />
        </div>
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <DialogClose>
            <Button type="button" variant="outline">
              Annuler
            </Button>
          </DialogClose>
          <Button type="submit" disabled={paste.isPending}>
            Enregistrer
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

export function RenameDialog({ doc, onClose }: { doc: DocumentDto | null; onClose(): void }) {
  const id = useId();
  const invalidate = useInvalidateDocuments();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const rename = useMutation({
    mutationFn: (input: { id: string; name: string }) => renameDocument(input.id, input.name),
    onSuccess: () => {
      invalidate();
      toast.success('Document renommé');
      onClose();
    },
    onError: (err) => setError(messageOf(err)),
  });
  return (
    <Dialog
      open={doc !== null}
      onOpenChange={(next) => {
        if (!next) onClose();
        else setName(doc?.name ?? '');
      }}
      onOpenAutoFocus={() => {
        setName(doc?.name ?? '');
        setError(null);
      }}
      title="Renommer le document"
    >
      <form
        className="flex flex-col gap-4"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const parsed = documentNameSchema.safeParse(name);
          if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Nom invalide.');
          if (doc) rename.mutate({ id: doc.id, name: parsed.data });
        }}
      >
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={id}>Nom du document</Label>
          <Input id={id} value={name} onChange={(e) => setName(e.target.value)} maxLength={200} />
        </div>
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <DialogClose>
            <Button type="button" variant="outline">
              Annuler
            </Button>
          </DialogClose>
          <Button type="submit" disabled={rename.isPending}>
            Renommer
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
