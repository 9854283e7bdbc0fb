import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { periodPrice, planById } from '../../../shared/plans.ts';
import { Button } from '../../components/ui/button.tsx';
import { ApiRequestError } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth-provider.tsx';
import {
  billingKeys,
  cancelSubscription,
  fetchBillingProfile,
  fetchSubscription,
} from '../../lib/billing-api.ts';
import { periodLine, priceLines, statusLabels } from '../../lib/billing-format.ts';
import { ServerStateScope } from '../../lib/server-state.tsx';
import { toast } from '../../lib/toast.ts';

function SubscriptionDetails({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
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

  return (
    <div className="space-y-4">
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
            periodPrice(plan, info.interval) * 100,
            profile.data.customerType,
            profile.data.taxTreatment,
          ).join(' · ')}{' '}
          {info.interval === 'year' ? 'par an' : 'par mois'}
        </p>
      ) : null}
      {line ? <p className="text-sm text-slate-700">{line}</p> : null}
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
            Annuler votre abonnement {plan.name} ? Il ne sera pas renouvelé ; vous gardez ses avantages
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
