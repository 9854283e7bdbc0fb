import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import type { SubscriptionInfo } from '../../../shared/billing.ts';
import { planById, trialDays } from '../../../shared/plans.ts';
import { paths } from '../../../shared/routes.ts';
import { ApiRequestError } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth-provider.tsx';
import { billingKeys, fetchSubscription, startProTrial } from '../../lib/billing-api.ts';
import { formatLongDate } from '../../lib/billing-format.ts';
import { ServerStateScope } from '../../lib/server-state.tsx';
import { toast } from '../../lib/toast.ts';
import { Button } from '../ui/button.tsx';

// The plan and the trial's days left, as the server derives them (decision 060): on the dashboard and
// in the settings. The trial's words never speak of payment: nothing is paid during it.

/** « Essai Pro : 12 jours restants », « Essai Pro : dernier jour », « Plan Gratuit »… */
export function planHeadline(info: SubscriptionInfo): string {
  if (info.trial) {
    const { daysLeft } = info.trial;
    if (daysLeft === 0) return 'Essai Pro\u202f: dernier jour';
    return `Essai Pro\u202f: ${daysLeft}\u00a0jour${daysLeft > 1 ? 's' : ''} restant${daysLeft > 1 ? 's' : ''}`;
  }
  return `Plan ${planById(info.plan).name}`;
}

function trialDetail(info: SubscriptionInfo): string | null {
  if (!info.trial) return null;
  const end = formatLongDate(info.trial.endsAt);
  if (info.trial.withCard) return `Jusqu’au ${end}, puis Pro continue avec la carte enregistrée.`;
  // Stripe keeps the card in its portal: the page cannot tell whether one was added.
  if (info.trial.withCard === null)
    return `Jusqu’au ${end}, sans carte bancaire demandée. Ajoutez une carte depuis vos paramètres pour continuer en Pro ensuite.`;
  return `Jusqu’au ${end}, sans carte bancaire. Sans carte ajoutée d’ici là, vous repassez au plan Gratuit, sans perte de données.`;
}

function PlanStatusContent({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: billingKeys.subscription(userId), queryFn: fetchSubscription });
  const start = useMutation({
    mutationFn: startProTrial,
    onSuccess: ({ message, subscription }) => {
      queryClient.setQueryData(billingKeys.subscription(userId), subscription);
      toast.success('Essai Pro démarré', message);
    },
    onError: (err) =>
      toast.error(err instanceof ApiRequestError ? err.message : 'L’essai Pro n’a pas pu démarrer.'),
  });
  // The banner's own height while it loads: on a phone its text and button wrap to about 150 px, so
  // a 72 px placeholder pushed the chat down by 78 px when the plan arrived (a layout shift).
  if (!query.data)
    return <div className="h-[150px] rounded-2xl bg-slate-100 sm:h-[72px]" aria-hidden="true" />;
  const info = query.data;
  const detail = trialDetail(info);
  const free = info.plan === 'free';
  return (
    <section
      aria-label="Votre plan"
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white px-5 py-4 shadow-sm ring-1 ring-slate-200"
    >
      <div>
        <p className="flex items-center gap-2 font-semibold text-slate-900" data-testid="plan-status">
          <Sparkles className="size-4 text-indigo-700" aria-hidden="true" />
          {planHeadline(info)}
        </p>
        <p className="mt-0.5 text-sm text-slate-600">
          {detail ??
            (free
              ? `${planById('free').features[0]}. ${info.trialAvailable ? `Essayez Pro ${trialDays}\u00a0jours, sans carte bancaire.` : ''}`
              : null)}
        </p>
      </div>
      {free && info.trialAvailable ? (
        <Button disabled={start.isPending} onClick={() => start.mutate()}>
          Démarrer mon essai Pro
        </Button>
      ) : info.trial || free ? (
        <Button asChild variant="outline" size="sm">
          <Link href={free ? '/#pricing' : paths.settings}>
            {free ? 'Voir les plans' : 'Gérer mon abonnement'}
          </Link>
        </Button>
      ) : null}
    </section>
  );
}

/** The plan banner of a signed-in user; nothing for a visitor (the demo banner invites them). */
export function PlanStatusBanner() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <ServerStateScope>
      <PlanStatusContent userId={user.id} />
    </ServerStateScope>
  );
}
