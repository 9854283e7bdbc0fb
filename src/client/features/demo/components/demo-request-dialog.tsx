import { CalendarPlus, Loader2 } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { demoRequestSchema } from '../../../../shared/ai-tools.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose } from '../../../components/ui/dialog.tsx';
import { Input, Label, Textarea } from '../../../components/ui/input.tsx';
import { ApiRequestError } from '../../../lib/api.ts';
import { toast } from '../../../lib/toast.ts';
import { type DemoRequest, sendDemoRequest } from '../api/demo-requests.ts';

type Field = keyof DemoRequest;
const emptyForm: DemoRequest = { name: '', email: '', company: '', message: '' };

/** The request dialog, loaded on demand by DemoRequestButton (with the form's zod schema). */
export default function DemoRequestDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog has no Radix trigger: the caller puts the focus back on its button. */
  onCloseAutoFocus: (event: Event) => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={
        <>
          <CalendarPlus className="size-5 text-indigo-700" aria-hidden="true" />
          Programmer une démo personnalisée
        </>
      }
      description="Dites-nous ce que vous voulez automatiser : un expert vous recontacte pour fixer un créneau."
    >
      {/* Inside the dialog's content: closing it unmounts the form, so it opens blank next time. */}
      <DemoRequestForm onSent={() => onOpenChange(false)} />
    </Dialog>
  );
}

function DemoRequestForm({ onSent }: { onSent: () => void }) {
  const ids = useId();
  const [values, setValues] = useState<DemoRequest>(emptyForm);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const edit = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async () => {
    if (sending) return;
    // The same schema the server validates with.
    const parsed = demoRequestSchema.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        next[field] ??= issue.message;
      }
      setErrors(next);
      document.getElementById(`${ids}-${Object.keys(next)[0]}`)?.focus();
      return;
    }
    setSending(true);
    setServerError(null);
    try {
      const { message } = await sendDemoRequest(parsed.data);
      toast.success(message, 'Un expert Septime vous recontacte par email pour fixer un créneau.');
      onSent();
    } catch (error) {
      setServerError(
        error instanceof ApiRequestError
          ? error.message
          : "La demande n'a pas pu être envoyée. Veuillez réessayer.",
      );
      setSending(false);
    }
  };

  const field = (name: Field, label: string, control: (props: FieldProps) => ReactNode) => {
    const id = `${ids}-${name}`;
    const error = errors[name];
    return (
      <div className="space-y-1.5">
        <Label htmlFor={id}>{label}</Label>
        {control({
          id,
          value: values[name],
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-error` : undefined,
          onChange: (event) => edit(name, event.target.value),
        })}
        {error && (
          <p id={`${id}-error`} className="text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <form
      aria-label="Demande de démo personnalisée"
      className="space-y-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {field('name', 'Nom', (props) => (
        <Input {...props} autoComplete="name" maxLength={120} />
      ))}
      {field('email', 'Email professionnel', (props) => (
        <Input {...props} type="email" autoComplete="email" maxLength={254} />
      ))}
      {field('company', 'Entreprise', (props) => (
        <Input {...props} autoComplete="organization" maxLength={160} />
      ))}
      {field('message', 'Votre besoin', (props) => (
        <Textarea
          {...props}
          maxLength={2000}
          placeholder="Ex. : automatiser le suivi de nos leads entrants et les relances"
        />
      ))}
      {serverError && <Alert tone="destructive">{serverError}</Alert>}
      <div className="flex flex-wrap justify-end gap-2 pt-1">
        <DialogClose>
          <Button type="button" variant="outline">
            Annuler
          </Button>
        </DialogClose>
        <Button type="submit" disabled={sending}>
          {sending && <Loader2 className="animate-spin" aria-hidden="true" />}
          Envoyer la demande
        </Button>
      </div>
    </form>
  );
}

interface FieldProps {
  id: string;
  value: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  onChange: (event: { target: { value: string } }) => void;
}
