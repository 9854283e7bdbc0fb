import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Inbox, Plug, RefreshCw, Reply } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import type { AiActionSummary } from '../../../shared/chat.ts';
import { mailboxPresets, mailCategories, mailCategoryLabels } from '../../../shared/connections-model.ts';
import { ActionCard } from '../../components/chat/components/action-card.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input, Label, selectClass } from '../../components/ui/input.tsx';
import { ApiRequestError } from '../../lib/api.ts';
import { toast } from '../../lib/toast.ts';
import {
  connectionKeys,
  connectMailbox,
  fetchMailbox,
  fetchMessages,
  proposeReply,
  syncMailbox,
} from './connections-api.ts';

const dateTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium', timeStyle: 'short' });

const fail = (title: string) => (error: unknown) =>
  toast.error(title, error instanceof ApiRequestError ? error.message : 'Veuillez réessayer.');

interface Form {
  preset: string;
  email: string;
  username: string;
  password: string;
  imapHost: string;
  imapPort: string;
  imapTls: boolean;
  smtpHost: string;
  smtpPort: string;
  smtpTls: boolean;
}

/** An empty form on the provider's preset (the first, Gmail, when none or an unknown one is asked). */
function emptyForm(presetId?: string): Form {
  const preset = mailboxPresets.find((p) => p.id === presetId) ?? mailboxPresets[0]!;
  return {
    preset: preset.id,
    email: '',
    username: '',
    password: '',
    imapHost: preset.imapHost,
    imapPort: String(preset.imapPort),
    imapTls: preset.imapTls,
    smtpHost: preset.smtpHost,
    smtpPort: String(preset.smtpPort),
    smtpTls: preset.smtpTls,
  };
}

/**
 * The mailbox connection: the IMAP/SMTP form (with the providers' presets), then its sync and triage.
 * `preset`: the provider chosen on /connectors (?connecteur=outlook), preselected.
 */
export function MailboxSettings({ preset }: { preset?: string | undefined } = {}) {
  const state = useQuery({ queryKey: connectionKeys.mailbox, queryFn: fetchMailbox });
  if (state.isPending) return <p className="text-sm text-slate-600">Chargement…</p>;
  return state.data?.account ? <MailboxStatus /> : <MailboxForm initialPreset={preset} />;
}

function MailboxForm({ initialPreset }: { initialPreset: string | undefined }) {
  const ids = useId();
  const client = useQueryClient();
  const [form, setForm] = useState<Form>(() => emptyForm(initialPreset));
  const set = (patch: Partial<Form>) => setForm((current) => ({ ...current, ...patch }));
  const preset = mailboxPresets.find((p) => p.id === form.preset);
  const connect = useMutation({
    mutationFn: () =>
      connectMailbox({
        email: form.email,
        username: form.username || form.email,
        password: form.password,
        imapHost: form.imapHost,
        imapPort: Number(form.imapPort),
        imapTls: form.imapTls,
        smtpHost: form.smtpHost,
        smtpPort: Number(form.smtpPort),
        smtpTls: form.smtpTls,
      }),
    onSuccess: (state) => {
      client.setQueryData(connectionKeys.mailbox, state);
      void client.invalidateQueries({ queryKey: connectionKeys.messages });
      void client.invalidateQueries({ queryKey: connectionKeys.usage });
      toast.success('Boîte mail connectée', `${state.account?.messageCount ?? 0} message(s) lu(s).`);
    },
    onError: fail('Connexion refusée'),
  });
  const choose = (id: string) => {
    const chosen = mailboxPresets.find((p) => p.id === id);
    set(
      chosen
        ? {
            preset: id,
            imapHost: chosen.imapHost,
            imapPort: String(chosen.imapPort),
            imapTls: chosen.imapTls,
            smtpHost: chosen.smtpHost,
            smtpPort: String(chosen.smtpPort),
            smtpTls: chosen.smtpTls,
          }
        : { preset: id },
    );
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    connect.mutate();
  };
  const field = (name: keyof Form, label: string, props: Record<string, unknown> = {}) => (
    <div className="space-y-1">
      <Label htmlFor={`${ids}-${name}`}>{label}</Label>
      <Input
        id={`${ids}-${name}`}
        value={String(form[name])}
        onChange={(e) => set({ [name]: e.target.value } as Partial<Form>)}
        {...props}
      />
    </div>
  );

  return (
    <form onSubmit={onSubmit} aria-label="Connecter une boîte mail" className="space-y-4">
      <p className="text-sm text-slate-700">
        Septime lit vos nouveaux messages par IMAP, sans jamais rien supprimer, déplacer ni marquer comme lu.
        Utilisez un mot de passe d’application&nbsp;: il est chiffré chez nous et jamais réaffiché.
      </p>
      <div className="space-y-1">
        <Label htmlFor={`${ids}-preset`}>Fournisseur</Label>
        <select
          id={`${ids}-preset`}
          className={selectClass}
          value={form.preset}
          onChange={(e) => choose(e.target.value)}
        >
          {mailboxPresets.map((p) => (
            <option key={p.id} value={p.id}>
              {p.label}
            </option>
          ))}
          <option value="other">Autre (réglages manuels)</option>
        </select>
        {preset ? <p className="text-xs text-slate-600">{preset.hint}</p> : null}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {field('email', 'Adresse e-mail', { type: 'email', autoComplete: 'email', required: true })}
        {field('username', 'Identifiant (si différent de l’adresse)', { autoComplete: 'username' })}
      </div>
      {field('password', 'Mot de passe d’application', {
        type: 'password',
        autoComplete: 'new-password',
        required: true,
      })}
      <details className="rounded-lg border border-slate-200 p-3" open={form.preset === 'other'}>
        <summary className="cursor-pointer text-sm font-medium text-slate-800">Serveurs IMAP et SMTP</summary>
        <div className="mt-3 grid gap-3 sm:grid-cols-[1fr_7rem_auto]">
          {field('imapHost', 'Serveur IMAP')}
          {field('imapPort', 'Port IMAP', { inputMode: 'numeric' })}
          <label className="flex items-end gap-2 pb-2 text-sm text-slate-800">
            <input
              type="checkbox"
              checked={form.imapTls}
              onChange={(e) => set({ imapTls: e.target.checked })}
            />
            TLS IMAP
          </label>
          {field('smtpHost', 'Serveur SMTP')}
          {field('smtpPort', 'Port SMTP', { inputMode: 'numeric' })}
          <label className="flex items-end gap-2 pb-2 text-sm text-slate-800">
            <input
              type="checkbox"
              checked={form.smtpTls}
              onChange={(e) => set({ smtpTls: e.target.checked })}
            />
            TLS SMTP
          </label>
        </div>
      </details>
      <Button type="submit" disabled={connect.isPending} aria-busy={connect.isPending || undefined}>
        <Plug aria-hidden="true" />
        {connect.isPending ? 'Connexion…' : 'Connecter la boîte mail'}
      </Button>
    </form>
  );
}

function MailboxStatus() {
  const client = useQueryClient();
  const state = useQuery({ queryKey: connectionKeys.mailbox, queryFn: fetchMailbox });
  const messages = useQuery({ queryKey: connectionKeys.messages, queryFn: fetchMessages });
  const sync = useMutation({
    mutationFn: syncMailbox,
    onSuccess: (result) => {
      toast.success('Boîte synchronisée', `${result.added} nouveau(x) message(s).`);
      void client.invalidateQueries({ queryKey: connectionKeys.mailbox });
    },
    onError: (error) => {
      fail('Synchronisation impossible')(error);
      void client.invalidateQueries({ queryKey: connectionKeys.mailbox });
    },
  });
  const [proposals, setProposals] = useState<Record<string, AiActionSummary>>({});
  const reply = useMutation({
    mutationFn: proposeReply,
    onSuccess: ({ action }, id) => setProposals((current) => ({ ...current, [id]: action })),
    onError: fail('Réponse non proposée'),
  });
  const account = state.data?.account;
  if (!account) return null;
  const list = messages.data?.messages ?? [];
  return (
    <div className="space-y-4">
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-600">Compte</dt>
          <dd className="font-medium text-slate-900">{account.email}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Serveur</dt>
          <dd className="text-slate-900">
            {account.imapHost}:{account.imapPort}
            {account.imapTls ? ' (TLS)' : ''}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Dernière synchronisation</dt>
          <dd className="text-slate-900">
            {account.lastSyncAt ? dateTime.format(new Date(account.lastSyncAt)) : 'Pas encore'}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Messages lus</dt>
          <dd className="text-slate-900">{account.messageCount}</dd>
        </div>
      </dl>
      {account.lastError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          Dernière erreur&nbsp;: {account.lastError}
        </p>
      ) : null}
      <Button variant="outline" onClick={() => sync.mutate()} disabled={sync.isPending}>
        <RefreshCw aria-hidden="true" className={sync.isPending ? 'animate-spin' : undefined} />
        Synchroniser maintenant
      </Button>
      <section aria-label="Tri d’Alfred" className="grid gap-3 sm:grid-cols-2">
        {mailCategories.map((category) => {
          const inCategory = list.filter((m) => m.category === category);
          return (
            <div key={category} className="rounded-lg border border-slate-200 p-3">
              <h4 className="flex items-center gap-1.5 text-sm font-semibold text-slate-900">
                <Inbox className="size-4" aria-hidden="true" />
                {mailCategoryLabels[category]} ({inCategory.length})
              </h4>
              <ul className="mt-2 space-y-1 text-sm text-slate-700">
                {inCategory.slice(0, 5).map((m) => (
                  <li key={m.id} className="space-y-1">
                    <p className="truncate" title={m.excerpt}>
                      <span className="font-medium">{m.fromName || m.from}</span> — {m.subject}
                    </p>
                    {proposals[m.id] ? (
                      <ActionCard initial={proposals[m.id]!} />
                    ) : category === 'urgent' || category === 'to-answer' ? (
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={reply.isPending}
                        onClick={() => reply.mutate(m.id)}
                        aria-label={`Proposer une réponse à «\u00a0${m.subject}\u00a0»`}
                      >
                        <Reply aria-hidden="true" />
                        Proposer une réponse
                      </Button>
                    ) : null}
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </section>
    </div>
  );
}
