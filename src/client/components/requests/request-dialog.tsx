import { Building2, CalendarPlus, Loader2, WandSparkles } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { demoRequestSchema } from '../../../shared/ai-tools.ts';
import type { RequestKind } from '../../../shared/ai-tools-model.ts';
import { ApiRequestError } from '../../lib/api.ts';
import { toast } from '../../lib/toast.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { Dialog, DialogClose } from '../ui/dialog.tsx';
import { Input, Label, Textarea } from '../ui/input.tsx';
import { requestTexts } from './request-texts.ts';
import { type DemoRequest, sendRequest } from './requests-api.ts';

type Field = 'name' | 'email' | 'company' | 'message';
type Values = Record<Field, string>;
const emptyForm: Values = { name: '', email: '', company: '', message: '' };

/** The request dialog, loaded on demand by RequestButton (with the form's zod schema). */
export default function RequestDialog({
  kind,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: {
  kind: RequestKind;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog has no Radix trigger: the caller puts the focus back on its button. */
  onCloseAutoFocus: (event: Event) => void;
}) {
  const texts = requestTexts[kind];
  const Icon = kind === 'demo' ? CalendarPlus : kind === 'enterprise' ? Building2 : WandSparkles;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={
        <>
          <Icon className="size-5 text-indigo-700" aria-hidden="true" />
          {texts.title}
        </>
      }
      description={texts.description}
    >
      {/* Inside the dialog's content: closing it unmounts the form, so it opens blank next time. */}
      <RequestForm kind={kind} onSent={() => onOpenChange(false)} />
    </Dialog>
  );
}

function RequestForm({ kind, onSent }: { kind: RequestKind; onSent: () => void }) {
  const ids = useId();
  const texts = requestTexts[kind];
  const [values, setValues] = useState<Values>(emptyForm);
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
    const request: DemoRequest = { ...values, kind };
    const parsed = demoRequestSchema.safeParse(request);
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
      const { message } = await sendRequest(parsed.data);
      toast.success(message, texts.sent);
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
      aria-label={texts.form}
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
      {field('message', texts.need, (props) => (
        <Textarea {...props} maxLength={2000} placeholder={texts.placeholder} />
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
