import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { KeyRound, RotateCw, Send, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { type WebhookDeliveryView, webhookSignatureHeader } from '../../../shared/integrations-model.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input, Label } from '../../components/ui/input.tsx';
import { ApiRequestError } from '../../lib/api.ts';
import { toast } from '../../lib/toast.ts';
import {
  fetchDeliveries,
  fetchWebhook,
  integrationKeys,
  regenerateSecret,
  removeWebhook,
  retryDelivery,
  saveWebhook,
  sendTest,
} from './integrations-api.ts';

const dateTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium', timeStyle: 'medium' });
const statusLabels: Record<WebhookDeliveryView['status'], { label: string; className: string }> = {
  delivered: { label: 'Livré', className: 'bg-emerald-50 text-emerald-800' },
  pending: { label: 'Nouvel essai prévu', className: 'bg-amber-50 text-amber-900' },
  failed: { label: 'Échec', className: 'bg-red-50 text-red-800' },
};

const fail = (title: string) => (error: unknown) =>
  toast.error(title, error instanceof ApiRequestError ? error.message : 'Veuillez réessayer.');

/** The Webhooks integration: URL, signing secret (shown once), test send and the delivery log. */
export function WebhookSettings() {
  const ids = useId();
  const client = useQueryClient();
  const endpoint = useQuery({ queryKey: integrationKeys.webhook, queryFn: fetchWebhook });
  const deliveries = useQuery({
    queryKey: integrationKeys.deliveries,
    queryFn: fetchDeliveries,
    // While a retry is scheduled, the log follows it without a reload.
    refetchInterval: (query) => (query.state.data?.some((d) => d.status === 'pending') ? 15_000 : false),
  });
  // What the user typed; until then the saved URL, read from the cache rather than copied into state.
  const [draft, setUrl] = useState<string | null>(null);
  const url = draft ?? endpoint.data?.url ?? '';
  const [secret, setSecret] = useState<string | null>(null);

  const refresh = () => client.invalidateQueries({ queryKey: integrationKeys.webhook });
  const save = useMutation({
    mutationFn: () => saveWebhook(url),
    onSuccess: (saved) => {
      if (saved.secret) setSecret(saved.secret);
      toast.success('Webhook enregistré');
      void refresh();
    },
    onError: fail('URL refusée'),
  });
  const regenerate = useMutation({
    mutationFn: regenerateSecret,
    onSuccess: (saved) => {
      setSecret(saved.secret ?? null);
      toast.success('Nouveau secret généré', 'L’ancien ne signe plus les envois.');
      void refresh();
    },
    onError: fail('Impossible de générer un secret'),
  });
  const test = useMutation({
    mutationFn: sendTest,
    onSuccess: (delivery) => {
      if (delivery.status === 'delivered')
        toast.success('Test envoyé', `Réponse HTTP ${delivery.responseStatus}.`);
      else toast.error('Test non livré', delivery.lastError ?? 'Un nouvel essai est prévu.');
      void refresh();
    },
    onError: fail('Test impossible'),
  });
  const remove = useMutation({
    mutationFn: removeWebhook,
    onSuccess: () => {
      setUrl(null);
      setSecret(null);
      toast.success('Webhook supprimé', 'Plus aucun événement ne sera envoyé.');
      client.setQueryData(integrationKeys.webhook, null);
    },
    onError: fail('Suppression impossible'),
  });
  const retry = useMutation({
    mutationFn: retryDelivery,
    onSuccess: () => void refresh(),
    onError: fail('Nouvel essai impossible'),
  });

  return (
    <div className="space-y-5">
      <form
        className="space-y-2"
        aria-label="Adresse du webhook"
        onSubmit={(event) => {
          event.preventDefault();
          if (!url.trim()) {
            toast.error('URL requise', 'Indiquez l’URL du webhook.');
            return;
          }
          save.mutate();
        }}
      >
        <Label htmlFor={`${ids}-url`}>URL du webhook</Label>
        <div className="flex gap-2">
          <Input
            id={`${ids}-url`}
            type="url"
            inputMode="url"
            placeholder="https://exemple.fr/webhooks/septime"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
          />
          <Button type="submit" disabled={save.isPending}>
            Enregistrer
          </Button>
        </div>
        <p className="text-xs text-slate-500">
          Événements envoyés&nbsp;: création, modification et suppression de tâches et de projets, en JSON
          signé (en-tête <code>{webhookSignatureHeader}</code> : HMAC-SHA256 de
          «&nbsp;horodatage.corps&nbsp;»).
        </p>
      </form>

      {secret && (
        <div
          role="alert"
          className="space-y-1 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950"
        >
          <p className="font-medium">Copiez ce secret maintenant&nbsp;: il ne sera plus affiché.</p>
          <code className="block break-all rounded bg-white px-2 py-1" data-testid="webhook-secret">
            {secret}
          </code>
        </div>
      )}

      {endpoint.data && (
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm text-slate-600">
            Secret&nbsp;: <code>{endpoint.data.secretHint}</code>
          </span>
          <Button
            variant="outline"
            size="sm"
            onClick={() => regenerate.mutate()}
            disabled={regenerate.isPending}
          >
            <KeyRound aria-hidden="true" />
            Régénérer le secret
          </Button>
          <Button variant="outline" size="sm" onClick={() => test.mutate()} disabled={test.isPending}>
            <Send aria-hidden="true" />
            Envoyer un test
          </Button>
          <Button variant="ghost" size="sm" onClick={() => remove.mutate()} disabled={remove.isPending}>
            <Trash2 aria-hidden="true" />
            Supprimer le webhook
          </Button>
        </div>
      )}

      <section aria-label="Journal des envois" className="space-y-2">
        <h3 className="text-sm font-semibold text-slate-900">Journal des envois</h3>
        {deliveries.data?.length === 0 && (
          <p className="text-sm text-slate-600">Aucun envoi pour l’instant.</p>
        )}
        <ul className="max-h-64 divide-y divide-slate-100 overflow-y-auto">
          {deliveries.data?.map((delivery) => {
            const status = statusLabels[delivery.status];
            return (
              <li key={delivery.id} className="flex flex-wrap items-center gap-2 py-2 text-sm">
                <code className="text-slate-800">{delivery.eventType}</code>
                <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${status.className}`}>
                  {status.label}
                </span>
                <span className="text-xs text-slate-500">
                  {dateTime.format(new Date(delivery.createdAt))} · {delivery.attempts} essai
                  {delivery.attempts > 1 ? 's' : ''}
                  {delivery.responseStatus ? ` · HTTP ${delivery.responseStatus}` : ''}
                </span>
                {delivery.lastError && (
                  <span className="w-full text-xs text-red-700">{delivery.lastError}</span>
                )}
                {delivery.status !== 'delivered' && (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="ml-auto"
                    onClick={() => retry.mutate(delivery.id)}
                    disabled={retry.isPending}
                  >
                    <RotateCw aria-hidden="true" />
                    Réessayer
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
