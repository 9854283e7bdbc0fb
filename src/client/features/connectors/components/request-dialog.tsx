import { CheckCircle2, Loader2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { type ConnectorRequestInput, connectorRequestSchema } from '../../../../shared/connectors.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Input, Label, Textarea } from '../../../components/ui/input.tsx';
import { ApiRequestError } from '../../../lib/api.ts';
import { useAuth } from '../../../lib/auth-provider.tsx';
import { toast } from '../../../lib/toast.ts';
import { sendConnectorRequest } from '../api.ts';

type Field = keyof ConnectorRequestInput;
type FieldErrors = Partial<Record<Field, string>>;

/** 'Demander un connecteur': name, use case and email, checked here and again by the server. */
export function RequestConnectorDialog({
  open,
  onOpenChange,
  initialName = '',
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  initialName?: string;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Demander un connecteur"
      description="Un outil vous manque&nbsp;? Dites-nous lequel et ce que vos employés IA devraient en faire."
    >
      {/* Remounted at each opening: a fresh form every time. */}
      {open ? <RequestForm initialName={initialName} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function RequestForm({ initialName, onDone }: { initialName: string; onDone(): void }) {
  const { user } = useAuth();
  const ids = { name: useId(), useCase: useId(), email: useId() };
  const [values, setValues] = useState<ConnectorRequestInput>({
    name: initialName,
    useCase: '',
    email: user?.email ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);

  const update = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const parsed = connectorRequestSchema.safeParse(values);
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        next[field] ??= issue.message;
      }
      setErrors(next);
      document.getElementById(ids[Object.keys(next)[0] as Field])?.focus();
      return;
    }
    setPending(true);
    setServerError(null);
    try {
      const { message } = await sendConnectorRequest(parsed.data);
      setSent(true);
      toast.success(message, `Nous étudions votre demande pour ${parsed.data.name}.`);
    } catch (err) {
      setServerError(
        err instanceof ApiRequestError ? err.message : 'Une erreur est survenue. Veuillez réessayer.',
      );
    } finally {
      setPending(false);
    }
  };

  if (sent) {
    return (
      <div className="flex flex-col items-center gap-3 py-4 text-center" role="status">
        <CheckCircle2 className="size-10 text-emerald-600" aria-hidden="true" />
        <p className="text-lg font-semibold text-slate-900">Demande envoyée</p>
        <p className="text-sm text-slate-600">
          Merci&nbsp;! Nous vous écrirons à{' '}
          <strong className="font-medium text-slate-900">{values.email.trim()}</strong> dès que ce connecteur
          sera planifié.
        </p>
        <Button variant="outline" onClick={onDone} className="mt-2">
          Fermer
        </Button>
      </div>
    );
  }

  const fieldProps = (field: Field) => ({
    id: ids[field],
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${ids[field]}-error` : undefined,
  });
  const fieldError = (field: Field) =>
    errors[field] ? (
      <p id={`${ids[field]}-error`} className="text-sm text-red-700">
        {errors[field]}
      </p>
    ) : null;

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Demander un connecteur">
      {serverError ? <Alert tone="destructive">{serverError}</Alert> : null}
      <div className="space-y-1.5">
        <Label htmlFor={ids.name}>Nom du service</Label>
        <Input
          {...fieldProps('name')}
          value={values.name}
          onChange={(e) => update('name')(e.target.value)}
          placeholder="Ex. : Qonto, Pennylane, Trello…"
          maxLength={80}
          autoComplete="off"
        />
        {fieldError('name')}
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={ids.useCase}>Cas d’usage</Label>
        <Textarea
          {...fieldProps('useCase')}
          value={values.useCase}
          onChange={(e) => update('useCase')(e.target.value)}
          placeholder="Ex. : que Millie rapproche chaque semaine les factures et les paiements."
          maxLength={1000}
        />
        {fieldError('useCase')}
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={ids.email}>Email</Label>
        <Input
          {...fieldProps('email')}
          type="email"
          value={values.email}
          onChange={(e) => update('email')(e.target.value)}
          placeholder="vous@entreprise.fr"
          autoComplete="email"
        />
        {fieldError('email')}
      </div>
      <div className="flex justify-end gap-2 pt-2">
        <Button type="button" variant="ghost" onClick={onDone}>
          Annuler
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          Envoyer la demande
        </Button>
      </div>
    </form>
  );
}
