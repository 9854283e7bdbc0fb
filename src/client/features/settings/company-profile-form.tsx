import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import {
  type AddressForm,
  type CompanyProfileDto,
  type CompanyTone,
  companyToneLabels,
  companyTones,
  profileLimits,
} from '../../../shared/memory-model.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input, Label, selectClass, Textarea } from '../../components/ui/input.tsx';
import { ApiRequestError } from '../../lib/api.ts';
import { toast } from '../../lib/toast.ts';
import { fetchCompanyProfile, memoryKeys, saveCompanyProfile } from './memory-api.ts';
import { loadMemorySchemas } from './memory-schemas.ts';

const addressChoices: Array<{ value: AddressForm; label: string }> = [
  { value: 'vous', label: 'Vos employés vous vouvoient' },
  { value: 'tu', label: 'Vos employés vous tutoient' },
];

type Errors = Partial<Record<keyof CompanyProfileDto | 'form', string>>;

/** What the form shows, disabled, until the saved profile comes: the same fields, so the same height. */
const blankProfile: CompanyProfileDto = {
  name: null,
  activity: null,
  city: null,
  tone: null,
  signature: null,
  addressForm: null,
  updatedAt: null,
};

function TextField({
  id,
  label,
  value,
  max,
  error,
  disabled,
  onChange,
  multiline = false,
}: {
  id: string;
  label: string;
  value: string;
  max: number;
  error?: string;
  disabled: boolean;
  onChange(value: string): void;
  multiline?: boolean;
}) {
  const Control = multiline ? Textarea : Input;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Control
        id={id}
        value={value}
        maxLength={max}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={multiline ? 'min-h-[80px]' : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function ProfileForm({ saved, loading = false }: { saved: CompanyProfileDto; loading?: boolean }) {
  const ids = useId();
  const queryClient = useQueryClient();
  const [name, setName] = useState(saved.name ?? '');
  const [activity, setActivity] = useState(saved.activity ?? '');
  const [city, setCity] = useState(saved.city ?? '');
  const [tone, setTone] = useState<CompanyTone | ''>(saved.tone ?? '');
  const [signature, setSignature] = useState(saved.signature ?? '');
  const [addressForm, setAddressForm] = useState<AddressForm | null>(saved.addressForm);
  const [errors, setErrors] = useState<Errors>({});
  const save = useMutation({
    mutationFn: saveCompanyProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(memoryKeys.profile, profile);
      toast.success(
        'Profil de l’entreprise enregistré',
        'Vos employés s’en serviront dans leurs rédactions.',
      );
    },
    onError: (error) =>
      toast.error(
        'Profil de l’entreprise non enregistré',
        error instanceof ApiRequestError ? error.message : 'Veuillez réessayer.',
      ),
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = { name, activity, city, tone: tone || null, signature, addressForm };
    let schemas: Awaited<ReturnType<typeof loadMemorySchemas>>;
    try {
      schemas = await loadMemorySchemas();
    } catch {
      toast.error('Profil de l’entreprise non enregistré', 'Veuillez réessayer.');
      return;
    }
    const parsed = schemas.companyProfileSchema.safeParse(input);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? 'form') as keyof Errors;
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(input);
  };

  return (
    <form
      aria-label="Identité de l’entreprise"
      aria-busy={loading || undefined}
      className="grid gap-3 sm:max-w-md"
      onFocus={() => void loadMemorySchemas().catch(() => undefined)}
      onSubmit={(event) => void submit(event)}
    >
      <TextField
        id={`${ids}-name`}
        label="Nom de l’entreprise"
        value={name}
        max={profileLimits.name}
        error={errors.name}
        disabled={loading}
        onChange={setName}
      />
      <TextField
        id={`${ids}-activity`}
        label="Activité"
        value={activity}
        max={profileLimits.activity}
        error={errors.activity}
        disabled={loading}
        onChange={setActivity}
      />
      <TextField
        id={`${ids}-city`}
        label="Ville"
        value={city}
        max={profileLimits.city}
        error={errors.city}
        disabled={loading}
        onChange={setCity}
      />
      <div className="space-y-1.5">
        <Label htmlFor={`${ids}-tone`}>Ton des rédactions</Label>
        <select
          id={`${ids}-tone`}
          className={selectClass}
          disabled={loading}
          value={tone}
          onChange={(event) => setTone(event.target.value as CompanyTone | '')}
        >
          <option value="">Non précisé</option>
          {companyTones.map((value) => (
            <option key={value} value={value}>
              {companyToneLabels[value]}
            </option>
          ))}
        </select>
      </div>
      <TextField
        id={`${ids}-signature`}
        label="Signature"
        value={signature}
        max={profileLimits.signature}
        error={errors.signature}
        disabled={loading}
        onChange={setSignature}
        multiline
      />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">Tutoiement ou vouvoiement</legend>
        {addressChoices.map((choice) => (
          <label key={choice.value} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name={`${ids}-address`}
              value={choice.value}
              checked={addressForm === choice.value}
              disabled={loading}
              onChange={() => setAddressForm(choice.value)}
              className="size-4 accent-indigo-700"
            />
            {choice.label}
          </label>
        ))}
        <p className="text-xs text-slate-500">
          Les brouillons adressés à vos clients gardent le vouvoiement.
        </p>
      </fieldset>
      {errors.form && (
        <p role="alert" className="text-sm text-red-700">
          {errors.form}
        </p>
      )}
      <Button type="submit" className="justify-self-start" disabled={loading || save.isPending}>
        Enregistrer
      </Button>
    </form>
  );
}

/** « Profil de l'entreprise »: what every employee writes from (name, city, tone, signature…). */
export function CompanyProfileForm() {
  const query = useQuery({ queryKey: memoryKeys.profile, queryFn: fetchCompanyProfile });
  if (query.isPending) return <ProfileForm key="loading" saved={blankProfile} loading />;
  if (query.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {query.error instanceof ApiRequestError ? query.error.message : 'Impossible de lire le profil.'}
      </p>
    );
  }
  // Keyed by the save time: the form starts again from what the server kept, without an effect.
  return <ProfileForm key={query.data.updatedAt ?? 'new'} saved={query.data} />;
}
