import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarPlus, Link2, RotateCw, Upload } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { CopyButton } from '../../components/ui/copy-button.tsx';
import { Input, Label } from '../../components/ui/input.tsx';
import { ApiRequestError } from '../../lib/api.ts';
import { toast } from '../../lib/toast.ts';
import {
  connectCaldav,
  connectionKeys,
  createFeed,
  disconnectCaldav,
  fetchCaldav,
  fetchCalendar,
  importCalendar,
  syncCaldav,
} from './connections-api.ts';

const dateTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium', timeStyle: 'short' });
const maxFileBytes = 2_000_000;

const fail = (title: string) => (error: unknown) =>
  toast.error(title, error instanceof ApiRequestError ? error.message : 'Veuillez réessayer.');

/** The calendar connection: the private ICS feed to subscribe to, and ICS imports into the planning. */
export function CalendarSettings() {
  const ids = useId();
  const client = useQueryClient();
  const state = useQuery({ queryKey: connectionKeys.calendar, queryFn: fetchCalendar });
  const [feedUrl, setFeedUrl] = useState<string | null>(null);
  const [url, setUrl] = useState('');
  const refresh = () => client.invalidateQueries({ queryKey: connectionKeys.calendar });

  const feed = useMutation({
    mutationFn: createFeed,
    onSuccess: (made) => {
      setFeedUrl(made.url ?? null);
      toast.success(
        state.data?.feed ? 'Nouveau lien généré' : 'Lien d’abonnement créé',
        state.data?.feed ? 'L’ancien lien ne fonctionne plus.' : undefined,
      );
      void refresh();
    },
    onError: fail('Lien non créé'),
  });
  const importIcs = useMutation({
    mutationFn: importCalendar,
    onSuccess: (result) => {
      toast.success(
        'Calendrier importé',
        `${result.created} événement(s) ajouté(s), ${result.updated} mis à jour dans votre planning.`,
      );
      setUrl('');
      void refresh();
      void client.invalidateQueries({ queryKey: ['events'] });
    },
    onError: fail('Import impossible'),
  });

  const onUrl = (event: FormEvent) => {
    event.preventDefault();
    importIcs.mutate({ url });
  };
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > maxFileBytes) {
      toast.error('Import impossible', 'Le fichier dépasse 2 Mo.');
      return;
    }
    importIcs.mutate({ ics: await file.text(), fileName: file.name });
  };

  const current = state.data;
  return (
    <div className="space-y-6">
      <section aria-labelledby={`${ids}-feed`} className="space-y-3">
        <h3 id={`${ids}-feed`} className="font-semibold text-slate-900">
          Abonner votre agenda à votre planning
        </h3>
        <p className="text-sm text-slate-700">
          Dans Google Agenda («&nbsp;Autres agendas › À partir de l’URL&nbsp;»), Outlook («&nbsp;Ajouter un
          calendrier › S’abonner à partir du web&nbsp;») ou Apple Calendrier («&nbsp;Fichier › Nouvel
          abonnement&nbsp;»), collez ce lien privé&nbsp;: vos événements Septime y apparaissent, à l’heure de
          Paris.
        </p>
        {feedUrl ? (
          <div className="flex items-center gap-2">
            <Label htmlFor={`${ids}-url`} className="sr-only">
              Lien d’abonnement
            </Label>
            <Input id={`${ids}-url`} readOnly value={feedUrl} onFocus={(e) => e.currentTarget.select()} />
            <CopyButton text={feedUrl} label="Copier le lien d’abonnement" />
          </div>
        ) : current?.feed ? (
          <p className="text-sm text-slate-700">
            Lien actif (commence par <code>{current.feed.tokenHint}…</code>), créé le{' '}
            {dateTime.format(new Date(current.feed.createdAt))}
            {current.feed.lastFetchedAt
              ? `, lu par votre agenda le ${dateTime.format(new Date(current.feed.lastFetchedAt))}`
              : ', pas encore lu par un agenda'}
            . Il n’est montré qu’à sa création&nbsp;: régénérez-le pour l’afficher à nouveau.
          </p>
        ) : null}
        {feedUrl ? (
          <p className="text-xs text-slate-600">
            Gardez ce lien pour vous&nbsp;: quiconque le connaît voit votre planning. Il ne sera plus affiché.
          </p>
        ) : null}
        <Button
          variant={current?.feed ? 'outline' : 'default'}
          onClick={() => feed.mutate()}
          disabled={feed.isPending}
        >
          {current?.feed ? <RotateCw aria-hidden="true" /> : <Link2 aria-hidden="true" />}
          {current?.feed ? 'Régénérer le lien' : 'Créer le lien d’abonnement'}
        </Button>
      </section>

      <section aria-labelledby={`${ids}-import`} className="space-y-3 border-t border-slate-200 pt-5">
        <h3 id={`${ids}-import`} className="font-semibold text-slate-900">
          Importer un calendrier
        </h3>
        <p className="text-sm text-slate-700">
          L’adresse iCal d’un agenda (Google&nbsp;: «&nbsp;Adresse secrète au format iCal&nbsp;») ou un
          fichier .ics&nbsp;: les événements de l’année à venir, récurrents compris, rejoignent votre
          planning. Importer à nouveau les met à jour.
        </p>
        <form
          onSubmit={onUrl}
          className="flex flex-col gap-2 sm:flex-row sm:items-end"
          aria-label="Importer une adresse"
        >
          <div className="flex-1 space-y-1">
            <Label htmlFor={`${ids}-ics-url`}>Adresse du calendrier</Label>
            <Input
              id={`${ids}-ics-url`}
              value={url}
              onChange={(e) => setUrl(e.target.value)}
              placeholder="https://… ou webcal://…"
              inputMode="url"
            />
          </div>
          <Button type="submit" disabled={importIcs.isPending || url.trim() === ''}>
            <CalendarPlus aria-hidden="true" />
            Importer l’adresse
          </Button>
        </form>
        <div className="space-y-1">
          <Label htmlFor={`${ids}-file`}>Ou un fichier .ics</Label>
          <div className="flex items-center gap-2">
            <Upload className="size-4 text-slate-500" aria-hidden="true" />
            <input
              id={`${ids}-file`}
              type="file"
              accept=".ics,text/calendar"
              disabled={importIcs.isPending}
              onChange={(e) => {
                void onFile(e.target.files?.[0]);
                e.target.value = '';
              }}
              className="text-sm text-slate-700"
            />
          </div>
        </div>
        {current?.importedEvents ? (
          <p className="text-sm text-slate-700">
            {current.importedEvents} événement(s) importé(s)
            {current.lastImportAt
              ? `, dernier import le ${dateTime.format(new Date(current.lastImportAt))}`
              : ''}
            .
          </p>
        ) : null}
      </section>

      <CaldavSection />
    </div>
  );
}

/** Two-way sync with a CalDAV calendar (iCloud, Fastmail, Nextcloud, Infomaniak…). */
function CaldavSection() {
  const ids = useId();
  const client = useQueryClient();
  const state = useQuery({ queryKey: connectionKeys.caldav, queryFn: fetchCaldav });
  const [form, setForm] = useState({ serverUrl: '', username: '', password: '' });
  const refresh = () => {
    void client.invalidateQueries({ queryKey: connectionKeys.caldav });
    void client.invalidateQueries({ queryKey: ['events'] });
    void client.invalidateQueries({ queryKey: connectionKeys.usage });
  };
  const connect = useMutation({
    mutationFn: () => connectCaldav(form),
    onSuccess: () => {
      toast.success('Agenda CalDAV connecté');
      setForm({ serverUrl: '', username: '', password: '' });
      refresh();
    },
    onError: fail('Connexion refusée'),
  });
  const sync = useMutation({
    mutationFn: syncCaldav,
    onSuccess: (r) => {
      toast.success('Agenda synchronisé', `${r.pushed} envoyé(s), ${r.pulled} reçu(s).`);
      refresh();
    },
    onError: (error) => {
      fail('Synchronisation impossible')(error);
      refresh();
    },
  });
  const remove = useMutation({ mutationFn: disconnectCaldav, onSuccess: refresh, onError: fail('Erreur') });
  const account = state.data?.account;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    connect.mutate();
  };
  return (
    <section aria-labelledby={`${ids}-caldav`} className="space-y-3 border-t border-slate-200 pt-5">
      <h3 id={`${ids}-caldav`} className="font-semibold text-slate-900">
        Synchroniser avec un agenda CalDAV
      </h3>
      {account ? (
        <>
          <p className="text-sm text-slate-700">
            {account.calendarName || 'Agenda'} ({account.username}) ·{' '}
            {account.lastSyncAt
              ? `synchronisé le ${dateTime.format(new Date(account.lastSyncAt))}`
              : 'pas encore synchronisé'}
          </p>
          {account.lastError ? (
            <p role="alert" className="text-sm text-red-700">
              Dernière erreur&nbsp;: {account.lastError}
            </p>
          ) : null}
          <div className="flex gap-2">
            <Button variant="outline" onClick={() => sync.mutate()} disabled={sync.isPending}>
              <RotateCw aria-hidden="true" />
              Synchroniser l’agenda
            </Button>
            <Button variant="outline" onClick={() => remove.mutate()} disabled={remove.isPending}>
              Déconnecter CalDAV
            </Button>
          </div>
        </>
      ) : (
        <form
          onSubmit={onSubmit}
          aria-label="Connecter un agenda CalDAV"
          className="grid gap-2 sm:grid-cols-3"
        >
          <p className="text-sm text-slate-700 sm:col-span-3">
            Les événements de votre planning (et ceux qu’Alfred crée) partent dans l’agenda&nbsp;; ceux que
            vous y ajoutez arrivent dans Septime. iCloud&nbsp;: https://caldav.icloud.com avec un mot de passe
            d’application.
          </p>
          {(
            [
              ['serverUrl', 'Adresse du serveur CalDAV', 'url'],
              ['username', 'Identifiant', 'text'],
              ['password', 'Mot de passe d’application', 'password'],
            ] as const
          ).map(([name, label, type]) => (
            <div key={name} className="space-y-1">
              <Label htmlFor={`${ids}-${name}`}>{label}</Label>
              <Input
                id={`${ids}-${name}`}
                type={type}
                value={form[name]}
                onChange={(e) => setForm((f) => ({ ...f, [name]: e.target.value }))}
              />
            </div>
          ))}
          <div className="sm:col-span-3">
            <Button type="submit" disabled={connect.isPending}>
              Connecter l’agenda CalDAV
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
