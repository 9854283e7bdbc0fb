import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { employeeById } from '../../../shared/employees.ts';
import { factMaxLength, type MemoryFactDto, maxFactsPerUser } from '../../../shared/memory-model.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input, Label } from '../../components/ui/input.tsx';
import { LoadingSlot, ReservedText } from '../../components/ui/loading-slot.tsx';
import { ApiRequestError } from '../../lib/api.ts';
import { toast } from '../../lib/toast.ts';
import { addFact, deleteFact, editFact, fetchFacts, memoryKeys } from './memory-api.ts';
import { loadMemorySchemas } from './memory-schemas.ts';

const dateFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long' });

const fail = (title: string) => (error: unknown) =>
  toast.error(title, error instanceof ApiRequestError ? error.message : 'Veuillez réessayer.');

/** The fact's text checked like the server does; the French message when it is refused. */
async function factError(text: string): Promise<string | null> {
  let schemas: Awaited<ReturnType<typeof loadMemorySchemas>>;
  try {
    schemas = await loadMemorySchemas();
  } catch {
    return 'Veuillez réessayer.';
  }
  const parsed = schemas.memoryFactSchema.safeParse({ text });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Fait invalide.');
}

const prefetchSchemas = () => void loadMemorySchemas().catch(() => undefined);

function origin(fact: MemoryFactDto): string {
  const day = dateFormat.format(new Date(fact.createdAt));
  return fact.employee ? `Retenu par ${employeeById(fact.employee).name} le ${day}` : `Ajouté le ${day}`;
}

function FactItem({ fact }: { fact: MemoryFactDto }) {
  const ids = useId();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: memoryKeys.facts });
  const save = useMutation({
    mutationFn: (text: string) => editFact(fact.id, text),
    onSuccess: async () => {
      setDraft(null);
      toast.success('Fait modifié');
      await refresh();
    },
    onError: fail('Fait non modifié'),
  });
  const remove = useMutation({
    mutationFn: () => deleteFact(fact.id),
    onSuccess: async () => {
      toast.success('Fait oublié', 'Vos employés ne s’en serviront plus.');
      await refresh();
    },
    onError: fail('Fait non supprimé'),
  });

  if (draft !== null) {
    const submit = async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const error = await factError(draft);
      if (error) toast.error('Fait non modifié', error);
      else save.mutate(draft);
    };
    return (
      <li className="py-3">
        <form
          className="flex flex-wrap items-end gap-2"
          onFocus={prefetchSchemas}
          onSubmit={(event) => void submit(event)}
        >
          <div className="min-w-0 flex-1 space-y-1.5">
            <Label htmlFor={`${ids}-edit`}>Modifier le fait</Label>
            <Input
              id={`${ids}-edit`}
              value={draft}
              maxLength={factMaxLength}
              autoFocus
              onChange={(event) => setDraft(event.target.value)}
            />
          </div>
          <Button type="submit" size="sm" disabled={save.isPending}>
            Enregistrer
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={() => setDraft(null)}>
            Annuler
          </Button>
        </form>
      </li>
    );
  }
  return (
    <li className="flex items-start gap-3 py-3">
      <div className="min-w-0 flex-1">
        <p className="break-words text-sm text-slate-900">{fact.text}</p>
        <p className="text-xs text-slate-500">{origin(fact)}</p>
      </div>
      <Button
        size="icon"
        variant="ghost"
        aria-label={`Modifier «\u00a0${fact.text}\u00a0»`}
        onClick={() => setDraft(fact.text)}
      >
        <Pencil aria-hidden="true" />
      </Button>
      <Button
        size="icon"
        variant="ghost"
        aria-label={`Supprimer «\u00a0${fact.text}\u00a0»`}
        disabled={remove.isPending}
        onClick={() => remove.mutate()}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  );
}

function NewFact({ full, loading }: { full: boolean; loading: boolean }) {
  const ids = useId();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const add = useMutation({
    mutationFn: addFact,
    onSuccess: async () => {
      setText('');
      toast.success('Fait retenu', 'Tous vos employés s’en serviront.');
      await queryClient.invalidateQueries({ queryKey: memoryKeys.facts });
    },
    onError: fail('Fait non retenu'),
  });
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const error = await factError(text);
    if (error) toast.error('Fait non retenu', error);
    else add.mutate(text);
  };
  return (
    <form
      aria-label="Ajouter un fait"
      className="flex flex-wrap items-end gap-2"
      onFocus={prefetchSchemas}
      onSubmit={(event) => void submit(event)}
    >
      <div className="min-w-0 flex-1 space-y-1.5">
        <Label htmlFor={`${ids}-new`}>Nouveau fait à retenir</Label>
        <Input
          id={`${ids}-new`}
          value={text}
          maxLength={factMaxLength}
          placeholder="Ex. : nos devis sont valables 30 jours"
          disabled={full || loading}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <Button type="submit" disabled={full || loading || add.isPending || !text.trim()}>
        <Plus aria-hidden="true" />
        Ajouter
      </Button>
    </form>
  );
}

/** « Ce que vos employés retiennent »: the remembered facts, each editable and deletable. */
export function MemoryFacts() {
  const query = useQuery({ queryKey: memoryKeys.facts, queryFn: fetchFacts });
  if (query.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {query.error instanceof ApiRequestError
          ? query.error.message
          : 'Impossible de lire les faits retenus.'}
      </p>
    );
  }
  // While the facts load, the empty list's room and the form, disabled: nothing moves when they come.
  const facts = query.data ?? null;
  const count = facts?.length ?? 0;
  const full = count >= maxFactsPerUser;
  const none = (
    <p className="text-sm text-slate-600">
      Aucun fait retenu pour l’instant. Dites «&nbsp;Retiens que…&nbsp;» à un employé, ou ajoutez-en un
      ci-dessous.
    </p>
  );
  return (
    <div className="space-y-4">
      {facts === null ? (
        <LoadingSlot reserve={none}>
          <p className="text-sm text-slate-600">Chargement des faits retenus…</p>
        </LoadingSlot>
      ) : facts.length === 0 ? (
        none
      ) : (
        <ul aria-label="Faits retenus" className="divide-y divide-slate-200">
          {facts.map((fact) => (
            <FactItem key={fact.id} fact={fact} />
          ))}
        </ul>
      )}
      <p className="text-xs text-slate-500">
        {facts === null ? (
          <ReservedText>0 / {maxFactsPerUser} faits</ReservedText>
        ) : (
          <>
            {count} / {maxFactsPerUser} faits
            {full && ' : supprimez-en un pour en ajouter un autre.'}
          </>
        )}
      </p>
      <NewFact full={full} loading={facts === null} />
    </div>
  );
}
