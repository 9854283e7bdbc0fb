import { type FormEvent, useState } from 'react';
import {
  type CompanyDto,
  type ContactDto,
  centsToEuroInput,
  companyInputSchema,
  contactInputSchema,
  eurosToCents,
  type OpportunityDto,
  opportunityInputSchema,
  opportunityStageLabels,
  opportunityStages,
} from '../../../../shared/crm.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field, fieldErrors } from '../../../components/ui/field.tsx';
import { Input, selectClass, Textarea } from '../../../components/ui/input.tsx';
import { toast } from '../../../lib/toast.ts';
import {
  useCompanies,
  useContacts,
  useCreateCompany,
  useCreateContact,
  useCreateOpportunity,
  useUpdateCompany,
  useUpdateContact,
  useUpdateOpportunity,
} from '../api/crm-api.ts';

// The CRM's create and edit dialogs, validated here with the server's own schemas (loaded with the
// dialog, not with the page: lazy-forms.tsx).

function FormEnd({
  error,
  busy,
  label,
  onCancel,
}: {
  error?: string;
  busy: boolean;
  label: string;
  onCancel(): void;
}) {
  return (
    <>
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel}>
          Annuler
        </Button>
        <Button type="submit" disabled={busy}>
          {label}
        </Button>
      </div>
    </>
  );
}

const text = (form: FormData, name: string) => String(form.get(name) ?? '');
const errorText = (error: unknown) => (error instanceof Error ? error.message : 'Enregistrement impossible.');

export function CompanyFormDialog({
  open,
  onOpenChange,
  company,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  company?: CompanyDto;
}) {
  const create = useCreateCompany();
  const update = useUpdateCompany();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const title = company ? 'Modifier l’entreprise' : 'Nouvelle entreprise';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = companyInputSchema.safeParse({
      name: text(form, 'name'),
      siren: text(form, 'siren') || null,
      address: text(form, 'address'),
      sector: text(form, 'sector'),
    });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setErrors({});
    try {
      const saved = company
        ? await update.mutateAsync({ id: company.id, ...parsed.data })
        : await create.mutateAsync(parsed.data);
      toast.success(company ? 'Entreprise modifiée' : 'Entreprise créée', saved.name);
      onOpenChange(false);
    } catch (error) {
      setErrors({ form: errorText(error) });
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title}>
      <form onSubmit={submit} noValidate className="space-y-4" aria-label={title}>
        <Field id="company-name" label="Nom de l’entreprise" error={errors.name}>
          <Input
            id="company-name"
            name="name"
            defaultValue={company?.name}
            aria-invalid={Boolean(errors.name)}
          />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="company-siren" label="SIREN (9 chiffres)" error={errors.siren}>
            <Input
              id="company-siren"
              name="siren"
              inputMode="numeric"
              defaultValue={company?.siren ?? ''}
              aria-invalid={Boolean(errors.siren)}
            />
          </Field>
          <Field id="company-sector" label="Secteur" error={errors.sector}>
            <Input id="company-sector" name="sector" defaultValue={company?.sector} />
          </Field>
        </div>
        <Field id="company-address" label="Adresse" error={errors.address}>
          <Textarea id="company-address" name="address" rows={2} defaultValue={company?.address} />
        </Field>
        <FormEnd
          error={errors.form}
          busy={create.isPending || update.isPending}
          label={company ? 'Enregistrer' : 'Créer l’entreprise'}
          onCancel={() => onOpenChange(false)}
        />
      </form>
    </Dialog>
  );
}

/** The owner's companies as options (the first 200, by name). */
function CompanyOptions() {
  const companies = useCompanies({ limit: 200 });
  return (
    <>
      <option value="">Aucune</option>
      {companies.data?.items.map((c) => (
        <option key={c.id} value={c.id}>
          {c.name}
        </option>
      ))}
    </>
  );
}

export function ContactFormDialog({
  open,
  onOpenChange,
  contact,
  companyId,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  contact?: ContactDto;
  companyId?: string;
}) {
  const create = useCreateContact();
  const update = useUpdateContact();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const title = contact ? 'Modifier le contact' : 'Nouveau contact';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = contactInputSchema.safeParse({
      name: text(form, 'name'),
      role: text(form, 'role'),
      email: text(form, 'email'),
      phone: text(form, 'phone'),
      companyId: text(form, 'companyId') || null,
    });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setErrors({});
    try {
      const saved = contact
        ? await update.mutateAsync({ id: contact.id, ...parsed.data })
        : await create.mutateAsync(parsed.data);
      toast.success(contact ? 'Contact modifié' : 'Contact créé', saved.name);
      onOpenChange(false);
    } catch (error) {
      setErrors({ form: errorText(error) });
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title}>
      <form onSubmit={submit} noValidate className="space-y-4" aria-label={title}>
        <Field id="contact-name" label="Nom" error={errors.name}>
          <Input
            id="contact-name"
            name="name"
            defaultValue={contact?.name}
            aria-invalid={Boolean(errors.name)}
          />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="contact-role" label="Fonction" error={errors.role}>
            <Input id="contact-role" name="role" defaultValue={contact?.role} />
          </Field>
          <Field id="contact-company" label="Entreprise" error={errors.companyId}>
            <select
              id="contact-company"
              name="companyId"
              className={selectClass}
              defaultValue={contact?.companyId ?? companyId ?? ''}
            >
              <CompanyOptions />
            </select>
          </Field>
          <Field id="contact-email" label="E-mail" error={errors.email}>
            <Input id="contact-email" name="email" type="email" defaultValue={contact?.email} />
          </Field>
          <Field id="contact-phone" label="Téléphone" error={errors.phone}>
            <Input id="contact-phone" name="phone" type="tel" defaultValue={contact?.phone} />
          </Field>
        </div>
        <FormEnd
          error={errors.form}
          busy={create.isPending || update.isPending}
          label={contact ? 'Enregistrer' : 'Créer le contact'}
          onCancel={() => onOpenChange(false)}
        />
      </form>
    </Dialog>
  );
}

export function OpportunityFormDialog({
  open,
  onOpenChange,
  opportunity,
  companyId,
  contactId,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  opportunity?: OpportunityDto;
  companyId?: string;
  /** A new opportunity made from a contact's page: that contact, chosen in advance. */
  contactId?: string;
}) {
  const create = useCreateOpportunity();
  const update = useUpdateOpportunity();
  const contacts = useContacts({ limit: 200 });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const title = opportunity ? 'Modifier l’opportunité' : 'Nouvelle opportunité';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const amountText = text(form, 'amount').trim();
    const amountCents = amountText === '' ? 0 : eurosToCents(amountText);
    const probability = Number(text(form, 'probability'));
    const parsed = opportunityInputSchema.safeParse({
      title: text(form, 'title'),
      companyId: text(form, 'companyId') || null,
      contactId: text(form, 'contactId') || null,
      amountCents: amountCents ?? Number.NaN,
      probability: Number.isNaN(probability) ? text(form, 'probability') : probability,
      stage: text(form, 'stage'),
      expectedCloseDate: text(form, 'expectedCloseDate') || null,
      nextStep: text(form, 'nextStep'),
      nextStepDate: text(form, 'nextStepDate') || null,
      ownerName: text(form, 'ownerName'),
    });
    if (!parsed.success || amountCents === null) {
      const found = parsed.success ? {} : fieldErrors(parsed.error.issues);
      if (amountCents === null) found.amountCents = 'Indiquez un montant en euros, par exemple 4 800,50.';
      return setErrors(found);
    }
    setErrors({});
    try {
      const saved = opportunity
        ? await update.mutateAsync({ id: opportunity.id, ...parsed.data })
        : await create.mutateAsync(parsed.data);
      toast.success(opportunity ? 'Opportunité modifiée' : 'Opportunité créée', saved.title);
      onOpenChange(false);
    } catch (error) {
      setErrors({ form: errorText(error) });
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} wide>
      <form onSubmit={submit} noValidate className="space-y-4" aria-label={title}>
        <Field id="opportunity-title" label="Titre" error={errors.title}>
          <Input
            id="opportunity-title"
            name="title"
            defaultValue={opportunity?.title}
            aria-invalid={Boolean(errors.title)}
          />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="opportunity-company" label="Entreprise" error={errors.companyId}>
            <select
              id="opportunity-company"
              name="companyId"
              className={selectClass}
              defaultValue={opportunity?.companyId ?? companyId ?? ''}
            >
              <CompanyOptions />
            </select>
          </Field>
          <Field id="opportunity-contact" label="Contact" error={errors.contactId}>
            <select
              id="opportunity-contact"
              name="contactId"
              className={selectClass}
              defaultValue={opportunity?.contactId ?? contactId ?? ''}
            >
              <option value="">Aucun</option>
              {contacts.data?.items.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.companyName ? `${c.name} (${c.companyName})` : c.name}
                </option>
              ))}
            </select>
          </Field>
          <Field id="opportunity-amount" label="Montant HT (€)" error={errors.amountCents}>
            <Input
              id="opportunity-amount"
              name="amount"
              inputMode="decimal"
              placeholder="4 800,50"
              defaultValue={opportunity ? centsToEuroInput(opportunity.amountCents) : ''}
              aria-invalid={Boolean(errors.amountCents)}
            />
          </Field>
          <Field id="opportunity-probability" label="Probabilité (%)" error={errors.probability}>
            <Input
              id="opportunity-probability"
              name="probability"
              type="number"
              min={0}
              max={100}
              defaultValue={opportunity?.probability ?? 10}
            />
          </Field>
          <Field id="opportunity-stage" label="Étape" error={errors.stage}>
            <select
              id="opportunity-stage"
              name="stage"
              className={selectClass}
              defaultValue={opportunity?.stage ?? 'new'}
            >
              {opportunityStages.map((s) => (
                <option key={s} value={s}>
                  {opportunityStageLabels[s]}
                </option>
              ))}
            </select>
          </Field>
          <Field id="opportunity-close" label="Clôture prévue" error={errors.expectedCloseDate}>
            <Input
              id="opportunity-close"
              name="expectedCloseDate"
              type="date"
              defaultValue={opportunity?.expectedCloseDate ?? ''}
            />
          </Field>
          <Field id="opportunity-next" label="Prochaine étape" error={errors.nextStep}>
            <Input id="opportunity-next" name="nextStep" defaultValue={opportunity?.nextStep} />
          </Field>
          <Field id="opportunity-next-date" label="Date de la prochaine étape" error={errors.nextStepDate}>
            <Input
              id="opportunity-next-date"
              name="nextStepDate"
              type="date"
              defaultValue={opportunity?.nextStepDate ?? ''}
            />
          </Field>
          <Field id="opportunity-owner" label="Responsable" error={errors.ownerName}>
            <Input id="opportunity-owner" name="ownerName" defaultValue={opportunity?.ownerName} />
          </Field>
        </div>
        <FormEnd
          error={errors.form}
          busy={create.isPending || update.isPending}
          label={opportunity ? 'Enregistrer' : 'Créer l’opportunité'}
          onCancel={() => onOpenChange(false)}
        />
      </form>
    </Dialog>
  );
}
