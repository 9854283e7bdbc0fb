import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import type { BillingProfile } from '../../../shared/billing.ts';
import { euCountries } from '../../../shared/billing-model.ts';
import { type CustomerType, customerTypeLabels, customerTypes } from '../../../shared/tax.ts';
import { ApiRequestError } from '../../lib/api.ts';
import { type BillingProfileInput, saveBillingProfile } from '../../lib/billing-api.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { Input, Label } from '../ui/input.tsx';

type Fields = Omit<BillingProfileInput, 'customerType'>;

const businessFields: Array<{ key: keyof Fields; label: string; autoComplete?: string; hint?: string }> = [
  { key: 'companyName', label: 'Raison sociale', autoComplete: 'organization' },
  { key: 'address', label: 'Adresse', autoComplete: 'street-address' },
  { key: 'postalCode', label: 'Code postal', autoComplete: 'postal-code' },
  { key: 'city', label: 'Ville', autoComplete: 'address-level2' },
];

/**
 * Who the invoices are made out to (issue 24): « Particulier » or « Professionnel » with the
 * company's name, address, SIREN/SIRET and VAT number. The server checks the identifiers' keys and
 * answers in French; the checkout and the settings share this form.
 */
export function BillingProfileForm({
  profile,
  onSaved,
  submitLabel = 'Enregistrer',
}: {
  profile: BillingProfile;
  onSaved(profile: BillingProfile): void;
  submitLabel?: string;
}) {
  const id = useId();
  const [customerType, setCustomerType] = useState<CustomerType>(profile.customerType);
  const [fields, setFields] = useState<Fields>({
    name: profile.name,
    companyName: profile.companyName,
    address: profile.address,
    postalCode: profile.postalCode,
    city: profile.city,
    country: profile.country || 'FR',
    siret: profile.siret,
    vatNumber: profile.vatNumber,
  });
  const save = useMutation({
    mutationFn: () => saveBillingProfile({ customerType, ...fields }),
    onSuccess: onSaved,
  });
  const bind = (key: keyof Fields) => ({
    id: `${id}-${key}`,
    value: fields[key] ?? '',
    onChange: (event: { target: { value: string } }) =>
      setFields((f) => ({ ...f, [key]: event.target.value })),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const business = customerType === 'business';

  return (
    <form aria-label="Profil de facturation" onSubmit={submit} className="space-y-4">
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Vous êtes</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {customerTypes.map((type) => (
            <label key={type} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name={`${id}-customer-type`}
                value={type}
                checked={customerType === type}
                onChange={() => setCustomerType(type)}
              />
              {customerTypeLabels[type]}
            </label>
          ))}
        </div>
      </fieldset>
      {business ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {businessFields.map((f) => (
            <div
              key={f.key}
              className={
                f.key === 'companyName' || f.key === 'address' ? 'space-y-1.5 sm:col-span-2' : 'space-y-1.5'
              }
            >
              <Label htmlFor={`${id}-${f.key}`}>{f.label}</Label>
              <Input autoComplete={f.autoComplete} required {...bind(f.key)} />
            </div>
          ))}
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-country`}>Pays</Label>
            <select
              {...bind('country')}
              className="flex h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900"
            >
              {Object.entries(euCountries).map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          {fields.country === 'FR' ? (
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-siret`}>SIREN ou SIRET</Label>
              <Input inputMode="numeric" placeholder="732 829 320" {...bind('siret')} />
            </div>
          ) : null}
          <div className="space-y-1.5 sm:col-span-2">
            <Label htmlFor={`${id}-vatNumber`}>N° de TVA intracommunautaire</Label>
            <Input
              placeholder={fields.country === 'FR' ? 'FR44732829320 (facultatif)' : 'DE136695976'}
              {...bind('vatNumber')}
            />
            <p className="text-xs text-slate-600">
              {fields.country === 'FR'
                ? 'Facultatif pour une entreprise française (TVA française à 20 %).'
                : 'Requis\u00a0: vos factures sont en autoliquidation, sans TVA française.'}
            </p>
          </div>
        </div>
      ) : (
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-name`}>Nom sur les factures (facultatif)</Label>
          <Input autoComplete="name" {...bind('name')} />
        </div>
      )}
      {save.isError ? (
        <Alert tone="destructive">
          {save.error instanceof ApiRequestError
            ? save.error.message
            : 'Le profil n’a pas pu être enregistré.'}
        </Alert>
      ) : null}
      <Button type="submit" variant="outline" disabled={save.isPending}>
        {save.isPending ? 'Enregistrement…' : submitLabel}
      </Button>
    </form>
  );
}
