import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PlanSwitchPreview, SubscriptionInfo } from '../../../shared/billing.ts';
import {
  type BillingInterval,
  billingIntervals,
  type PaidPlanId,
  paidPlanIds,
  planById,
} from '../../../shared/plans.ts';
import type { CustomerType } from '../../../shared/tax.ts';
import { Button } from '../../components/ui/button.tsx';
import { ApiRequestError } from '../../lib/api.ts';
import { billingKeys, confirmPlanSwitch, previewPlanSwitch } from '../../lib/billing-api.ts';
import { formatCents, formatLongDate } from '../../lib/billing-format.ts';
import { toast } from '../../lib/toast.ts';

// Plan or interval switch (issue 24 item 3): choose, read what it costs (computed by the server),
// confirm. No cancel-first step.

const intervalNames: Record<BillingInterval, string> = { month: 'mensuel', year: 'annuel' };
const optionName = (plan: PaidPlanId, interval: BillingInterval) =>
  `${planById(plan).name} ${intervalNames[interval]}`;

type Amount = { ht: number; tva: number; ttc: number };

/** TTC for an individual, HT + TVA = TTC for a professional (HT alone under reverse charge). */
function amountText(amount: Amount, customerType: CustomerType) {
  if (customerType === 'individual') return `${formatCents(amount.ttc)} TTC`;
  if (amount.tva === 0 && amount.ht > 0) return `${formatCents(amount.ht)} HT (autoliquidation)`;
  return `${formatCents(amount.ht)} HT + TVA ${formatCents(amount.tva)} = ${formatCents(amount.ttc)} TTC`;
}

function PreviewDetails({
  preview,
  customerType,
}: {
  preview: PlanSwitchPreview;
  customerType: CustomerType;
}) {
  const per = preview.interval === 'year' ? 'par an' : 'par mois';
  return (
    <dl className="grid gap-2 text-sm sm:grid-cols-2">
      <div>
        <dt className="text-slate-600">Nouveau prix</dt>
        <dd className="font-medium text-slate-900">
          {amountText(preview.newPrice, customerType)} {per}
        </dd>
      </div>
      <div>
        <dt className="text-slate-600">Crédit pour la période non utilisée</dt>
        <dd className="font-medium text-slate-900">
          {amountText(preview.unusedCredit, customerType)} ({preview.remainingDays} jours sur{' '}
          {preview.periodDays})
        </dd>
      </div>
      {preview.creditCarriedHt > 0 ? (
        <div>
          <dt className="text-slate-600">Crédit reporté sur vos prochains renouvellements</dt>
          <dd className="font-medium text-slate-900">{amountText(preview.creditCarried, customerType)}</dd>
        </div>
      ) : (
        <div>
          <dt className="text-slate-600">Montant débité maintenant</dt>
          <dd className="font-medium text-slate-900">{amountText(preview.chargeNow, customerType)}</dd>
        </div>
      )}
      <div>
        <dt className="text-slate-600">Prochain renouvellement</dt>
        <dd className="font-medium text-slate-900">{formatLongDate(preview.nextRenewalAt)}</dd>
      </div>
    </dl>
  );
}

export function PlanSwitch({
  userId,
  info,
  customerType,
}: {
  userId: string;
  info: SubscriptionInfo & { plan: PaidPlanId };
  customerType: CustomerType;
}) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const options = paidPlanIds
    .flatMap((plan) => billingIntervals.map((interval) => ({ plan, interval })))
    .filter((o) => o.plan !== info.plan || o.interval !== info.interval);
  const preview = useMutation({ mutationFn: previewPlanSwitch });
  const confirm = useMutation({
    mutationFn: (p: PlanSwitchPreview) =>
      confirmPlanSwitch({
        plan: p.plan,
        interval: p.interval,
        fromPlan: p.fromPlan,
        fromInterval: p.fromInterval,
        ...(p.prorationDate ? { prorationDate: p.prorationDate } : {}),
      }),
    onSuccess: async (next) => {
      queryClient.setQueryData(billingKeys.subscription(userId), next);
      await queryClient.invalidateQueries({ queryKey: billingKeys.invoices(userId) });
      toast.success(
        'Plan changé',
        `Vous êtes maintenant sur ${optionName(next.plan as PaidPlanId, next.interval)}.`,
      );
      setOpen(false);
      preview.reset();
    },
  });

  if (!open) {
    return (
      <Button variant="outline" onClick={() => setOpen(true)}>
        Changer de plan
      </Button>
    );
  }
  const error = preview.error ?? confirm.error;
  return (
    <section aria-label="Changer de plan" className="space-y-3 rounded-lg bg-slate-50 p-4">
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-900">Nouveau plan</legend>
        <div className="flex flex-wrap gap-2">
          {options.map((o) => {
            const name = optionName(o.plan, o.interval);
            const chosen = preview.data?.plan === o.plan && preview.data.interval === o.interval;
            return (
              <Button
                key={name}
                variant={chosen ? 'default' : 'outline'}
                aria-pressed={chosen}
                disabled={preview.isPending || confirm.isPending}
                onClick={() => {
                  confirm.reset();
                  preview.mutate({ plan: o.plan, interval: o.interval });
                }}
              >
                {name}
              </Button>
            );
          })}
        </div>
      </fieldset>
      {preview.data ? (
        <div className="space-y-3" aria-live="polite">
          <p className="text-sm text-slate-800">
            Passage de {optionName(preview.data.fromPlan, preview.data.fromInterval)} à{' '}
            {optionName(preview.data.plan, preview.data.interval)}&nbsp;:
          </p>
          <PreviewDetails preview={preview.data} customerType={customerType} />
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error instanceof ApiRequestError ? error.message : 'Le changement de plan a échoué.'}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {preview.data ? (
          <Button disabled={confirm.isPending} onClick={() => confirm.mutate(preview.data)}>
            Confirmer le changement
          </Button>
        ) : null}
        <Button
          variant="ghost"
          onClick={() => {
            setOpen(false);
            preview.reset();
            confirm.reset();
          }}
        >
          Fermer
        </Button>
      </div>
    </section>
  );
}

/** A failed renewal: what happens next, in French, until the card is updated or the grace ends. */
export function DunningBanner({ info }: { info: SubscriptionInfo }) {
  if (!info.dunning) return null;
  const plan = planById(info.plan).name;
  return (
    <div role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-900 ring-1 ring-red-200">
      <p className="font-semibold">Le paiement de votre abonnement {plan} a échoué.</p>
      <p>
        {info.dunning.nextRetryAt ? `Nous réessaierons le ${formatLongDate(info.dunning.nextRetryAt)}. ` : ''}
        Mettez à jour votre carte avant le {formatLongDate(info.dunning.dropsAt)}&nbsp;: sinon votre compte
        passera au plan Gratuit, sans perte de données.
      </p>
    </div>
  );
}
