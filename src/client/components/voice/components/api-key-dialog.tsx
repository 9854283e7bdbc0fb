import { KeyRound, Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
import { ApiRequestError } from '../../../lib/api.ts';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog, DialogClose } from '../../ui/dialog.tsx';
import { Input, Label } from '../../ui/input.tsx';

/** SPEC.md §4 'Missing speech key': asks for the provider key; onConfirm retries the call with it. */
export function ApiKeyDialog({
  service,
  open,
  onOpenChange,
  onConfirm,
}: {
  service: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Rejects when the key does not work: the dialog stays open and says so. */
  onConfirm(key: string): Promise<void>;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={
        <>
          <KeyRound className="size-5 text-indigo-700" aria-hidden="true" />
          Clé API {service}
        </>
      }
      description={`Ajoutez votre clé ${service} pour continuer.`}
    >
      {/* Inside the dialog's content: closing unmounts the form, so the key field is blank next time. */}
      <KeyForm service={service} onConfirm={onConfirm} />
    </Dialog>
  );
}

function KeyForm({ service, onConfirm }: { service: string; onConfirm(key: string): Promise<void> }) {
  const id = useId();
  const [key, setKey] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async () => {
    if (sending) return;
    if (!key.trim()) {
      setError('Veuillez saisir une clé API valide');
      return;
    }
    setSending(true);
    setError(null);
    try {
      await onConfirm(key.trim());
    } catch (err) {
      // A visitor's key is refused by the server (decision 057): say why, not only that it failed.
      const why =
        err instanceof ApiRequestError && err.code === 'speech:key_needs_account' ? err.message : undefined;
      setError('Erreur lors de la configuration de la clé API');
      toast.error('Erreur lors de la configuration de la clé API', why);
      setSending(false);
    }
  };

  return (
    <form
      className="space-y-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="space-y-1.5">
        <Label htmlFor={id}>Clé API {service}</Label>
        <Input
          id={id}
          type="password"
          autoComplete="off"
          spellCheck={false}
          value={key}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          onChange={(event) => {
            setKey(event.target.value);
            setError(null);
          }}
        />
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : (
          <p id={`${id}-hint`} className="text-xs text-slate-500">
            Gardée dans cet onglet uniquement, jamais enregistrée sur nos serveurs.
          </p>
        )}
      </div>
      <div className="flex justify-end gap-2">
        <DialogClose>
          <Button type="button" variant="outline">
            Annuler
          </Button>
        </DialogClose>
        <Button type="submit" disabled={key === '' || sending}>
          {sending && <Loader2 className="animate-spin" aria-hidden="true" />}
          Confirmer
        </Button>
      </div>
    </form>
  );
}
