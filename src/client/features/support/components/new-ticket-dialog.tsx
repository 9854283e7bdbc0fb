import { type FormEvent, useState } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../../../../shared/routes.ts';
import { ticketCategories, ticketCategoryLabels, ticketInputSchema } from '../../../../shared/support.ts';
import { priorities, priorityLabels } from '../../../../shared/workspace-model.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field, fieldErrors } from '../../../components/ui/field.tsx';
import { Input, selectClass, Textarea } from '../../../components/ui/input.tsx';
import { toast } from '../../../lib/toast.ts';
import { useCreateTicket } from '../api/support-api.ts';

// « Nouveau ticket »: a request that came by phone or letter, typed in by the user. Checked here with the
// server's own schema (so each field gets its French error before sending), hence loaded only when the
// dialog opens (lazy-new-ticket.tsx): zod stays out of /support's first load.

const text = (form: FormData, name: string) => String(form.get(name) ?? '');

/** The props an input needs to point at its error (Field renders it as `${id}-error`). */
const invalid = (id: string, error?: string) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};

export function NewTicketDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const create = useCreateTicket();
  const [, navigate] = useLocation();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const title = 'Nouveau ticket';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    const form = new FormData(event.currentTarget);
    const parsed = ticketInputSchema.safeParse({
      requesterName: text(form, 'requesterName'),
      requesterEmail: text(form, 'requesterEmail'),
      subject: text(form, 'subject'),
      body: text(form, 'body'),
      priority: text(form, 'priority'),
      category: text(form, 'category'),
    });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setErrors({});
    try {
      const created = await create.mutateAsync(parsed.data);
      toast.success('Ticket créé', created.ticket.subject);
      onOpenChange(false);
      navigate(paths.supportTicket(created.ticket.id));
    } catch (error) {
      // The server's refusal (its own check of the same rules, a limit, an outage), in French.
      setErrors({ form: error instanceof Error ? error.message : 'Création du ticket impossible.' });
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={
        'Une demande reçue par téléphone, par courrier ou au comptoir\u00a0: elle suit ensuite les mêmes délais qu’un mail.'
      }
      wide
    >
      <form onSubmit={submit} noValidate className="space-y-4" aria-label={title}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="ticket-requester-name" label="Nom du demandeur" error={errors.requesterName}>
            <Input
              id="ticket-requester-name"
              name="requesterName"
              autoComplete="off"
              maxLength={200}
              {...invalid('ticket-requester-name', errors.requesterName)}
            />
          </Field>
          <Field id="ticket-requester-email" label="E-mail du demandeur" error={errors.requesterEmail}>
            <Input
              id="ticket-requester-email"
              name="requesterEmail"
              type="email"
              autoComplete="off"
              maxLength={254}
              {...invalid('ticket-requester-email', errors.requesterEmail)}
            />
          </Field>
        </div>
        <Field id="ticket-subject" label="Sujet" error={errors.subject}>
          <Input
            id="ticket-subject"
            name="subject"
            maxLength={300}
            {...invalid('ticket-subject', errors.subject)}
          />
        </Field>
        <Field id="ticket-body" label="Message" error={errors.body}>
          <Textarea id="ticket-body" name="body" rows={6} {...invalid('ticket-body', errors.body)} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="ticket-new-priority" label="Priorité" error={errors.priority}>
            <select
              id="ticket-new-priority"
              name="priority"
              className={selectClass}
              defaultValue="medium"
              {...invalid('ticket-new-priority', errors.priority)}
            >
              {priorities.map((p) => (
                <option key={p} value={p}>
                  {priorityLabels[p]}
                </option>
              ))}
            </select>
          </Field>
          <Field id="ticket-new-category" label="Catégorie" error={errors.category}>
            <select
              id="ticket-new-category"
              name="category"
              className={selectClass}
              defaultValue="question"
              {...invalid('ticket-new-category', errors.category)}
            >
              {ticketCategories.map((c) => (
                <option key={c} value={c}>
                  {ticketCategoryLabels[c]}
                </option>
              ))}
            </select>
          </Field>
        </div>
        {errors.form && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {errors.form}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Annuler
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Création…' : 'Créer le ticket'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
