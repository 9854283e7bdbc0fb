import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CreditCard } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { periodPrice, planById } from '../../../shared/plans.ts';
import { countOf } from '../../../shared/plural.ts';
import { planHeadline } from '../../components/billing/plan-status.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { ApiRequestError } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth-provider.tsx';
import {
  billingKeys,
  cancelSubscription,
  fetchBillingProfile,
  fetchSubscription,
  openBillingPortal,
  resumeSubscription,
  updateSandboxCard,
} from '../../lib/billing-api.ts';
import { periodLine, priceLines, statusLabels } from '../../lib/billing-format.ts';
import { ServerStateScope } from '../../lib/server-state.tsx';
import { toast } from '../../lib/toast.ts';
import { DunningBanner, PlanSwitch } from './plan-switch.tsx';

/** The sandbox portal's card form: a test card replaces the one the subscription renews with. */
function CardUpdate({ userId, onDone }: { userId: string; onDone(): void }) {
  const queryClient = useQueryClient();
  const [card, setCard] = useState({ name: '', cardNumber: '', expiry: '', cvc: '' });
  const update = useMutation({
    mutationFn: () => updateSandboxCard(card),
    onSuccess: (info) => {
      queryClient.setQueryData(billingKeys.subscription(userId), info);
      toast.success('Carte mise à jour', `Carte •••• ${info.cardLast4 ?? ''}`);
      onDone();
    },
  });
  const field = (key: keyof typeof card, label: string, extra: object = {}) => (
    <div className="space-y-1.5">
      <label htmlFor={`new-card-${key}`} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <Input
        id={`new-card-${key}`}
        required
        value={card[key]}
        onChange={(e) => setCard((c) => ({ ...c, [key]: e.target.value }))}
        {...extra}
      />
    </div>
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate();
  };
  return (
    <form
      aria-label="Nouvelle carte"
      onSubmit={submit}
      className="grid gap-3 rounded-lg bg-slate-50 p-4 sm:grid-cols-2"
    >
      {field('name', 'Nom du titulaire', { autoComplete: 'cc-name' })}
      {field('cardNumber', 'Numéro de carte', { inputMode: 'numeric', autoComplete: 'cc-number' })}
      {field('expiry', 'Date d’expiration (MM/AA)', { autoComplete: 'cc-exp', placeholder: '12/34' })}
      {field('cvc', 'Code de sécurité (CVC)', { inputMode: 'numeric', autoComplete: 'cc-csc' })}
      {update.isError ? (
        <p role="alert" className="text-sm text-red-700 sm:col-span-2">
          {update.error instanceof ApiRequestError
            ? update.error.message
            : 'La carte n’a pas pu être mise à jour.'}
        </p>
      ) : null}
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" disabled={update.isPending}>
          Enregistrer la carte
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Fermer
        </Button>
      </div>
    </form>
  );
}

function SubscriptionDetails({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const [changingCard, setChangingCard] = useState(false);
  const resume = useMutation({
    mutationFn: resumeSubscription,
    onSuccess: (info) => {
      queryClient.setQueryData(billingKeys.subscription(userId), info);
      toast.success('Abonnement repris', periodLine(info) ?? undefined);
    },
    onError: (err) =>
      toast.error(
        'Impossible de reprendre l’abonnement',
        err instanceof ApiRequestError ? err.message : undefined,
      ),
  });
  const portal = useMutation({
    mutationFn: openBillingPortal,
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (err) =>
      toast.error('Portail Stripe indisponible', err instanceof ApiRequestError ? err.message : undefined),
  });
  const [confirming, setConfirming] = useState(false);
  const query = useQuery({ queryKey: billingKeys.subscription(userId), queryFn: fetchSubscription });
  const profile = useQuery({ queryKey: billingKeys.profile(userId), queryFn: fetchBillingProfile });
  const cancel = useMutation({
    mutationFn: cancelSubscription,
    onSuccess: (info) => {
      queryClient.setQueryData(billingKeys.subscription(userId), info);
      setConfirming(false);
      toast.success('Abonnement annulé', periodLine(info) ?? undefined);
    },
    onError: (err) =>
      toast.error(
        'Impossible d’annuler l’abonnement',
        err instanceof ApiRequestError ? err.message : undefined,
      ),
  });

  if (query.isPending) return <p className="text-sm text-slate-600">Chargement de votre abonnement…</p>;
  if (query.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {query.error instanceof ApiRequestError
          ? query.error.message
          : 'Impossible de lire votre abonnement.'}
      </p>
    );
  }
  const info = query.data;
  const plan = planById(info.plan);
  const line = periodLine(info);
  const cancellable = info.plan !== 'free' && !info.cancelAtPeriodEnd && info.status !== 'canceled';

  const paid = info.plan !== 'free' ? { ...info, plan: info.plan } : null;
  return (
    <div className="space-y-4">
      <DunningBanner info={info} />
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-600">Plan actuel</dt>
          <dd className="text-lg font-semibold text-slate-900" data-testid="current-plan">
            {plan.name}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Statut</dt>
          <dd className="font-medium text-slate-900">{statusLabels[info.status] ?? info.status}</dd>
        </div>
      </dl>
      {info.plan !== 'free' && profile.data ? (
        <p className="text-sm text-slate-700" data-testid="plan-price">
          {priceLines(
            periodPrice(plan, info.interval) * 100 * info.seats,
            profile.data.customerType,
            profile.data.taxTreatment,
          ).join(' · ')}{' '}
          {info.interval === 'year' ? 'par an' : 'par mois'}
          {info.plan === 'pro' ? ` pour ${countOf(info.seats, 'membre', 'membres')}` : ''}
        </p>
      ) : null}
      {info.trial ? (
        <p className="font-semibold text-indigo-800" data-testid="trial-days">
          {planHeadline(info)}
        </p>
      ) : null}
      {line ? <p className="text-sm text-slate-700">{line}</p> : null}
      {info.provider === 'sandbox' && info.plan !== 'free' ? (
        <div className="space-y-2 text-sm text-slate-700">
          <p>
            {info.cardLast4 ? `Carte enregistrée\u00a0: •••• ${info.cardLast4}` : 'Aucune carte enregistrée.'}{' '}
            {changingCard ? null : (
              <button
                type="button"
                className="font-medium text-indigo-700 underline"
                onClick={() => setChangingCard(true)}
              >
                Mettre à jour la carte
              </button>
            )}
          </p>
          {changingCard ? <CardUpdate userId={userId} onDone={() => setChangingCard(false)} /> : null}
        </div>
      ) : null}
      {info.provider === 'stripe' && info.plan !== 'free' ? (
        <Button variant="outline" disabled={portal.isPending} onClick={() => portal.mutate()}>
          Gérer la carte et les factures sur Stripe
        </Button>
      ) : null}
      {paid && info.status === 'active' && !info.cancelAtPeriodEnd && profile.data ? (
        <PlanSwitch userId={userId} info={paid} customerType={profile.data.customerType} />
      ) : null}
      {info.plan !== 'free' && info.cancelAtPeriodEnd ? (
        <Button variant="outline" disabled={resume.isPending} onClick={() => resume.mutate()}>
          Reprendre l’abonnement
        </Button>
      ) : null}
      {info.plan === 'free' ? (
        <Link href="/#pricing" className="text-sm font-medium text-indigo-700 hover:underline">
          Voir les plans
        </Link>
      ) : null}
      {cancellable && !confirming ? (
        <Button variant="outline" onClick={() => setConfirming(true)}>
          Annuler l'abonnement
        </Button>
      ) : null}
      {cancellable && confirming ? (
        <div
          role="alertdialog"
          aria-labelledby="cancel-title"
          className="rounded-lg bg-amber-50 p-4 ring-1 ring-amber-200"
        >
          <p id="cancel-title" className="text-sm text-amber-900">
            Annuler votre abonnement {plan.name} ? Il ne sera pas renouvelé&nbsp;; vous gardez ses avantages
            jusqu’à la fin de la période en cours.
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button variant="destructive" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
              Confirmer l'annulation
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              Garder mon abonnement
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}

/** The settings page's subscription block: plan, status, trial or period end, cancellation. */
export function SubscriptionSection() {
  const { user } = useAuth();
  return (
    <section
      aria-labelledby="subscription-title"
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2
        id="subscription-title"
        className="mb-4 flex items-center gap-2 text-lg font-semibold text-slate-900"
      >
        <CreditCard className="size-5 text-indigo-700" aria-hidden="true" />
        Abonnement
      </h2>
      {user ? (
        <ServerStateScope>
          <SubscriptionDetails userId={user.id} />
        </ServerStateScope>
      ) : (
        <p className="text-sm text-slate-600">Connectez-vous pour voir votre abonnement.</p>
      )}
    </section>
  );
}
