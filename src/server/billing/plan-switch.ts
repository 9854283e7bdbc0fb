import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { type PlanSwitchPreview, sandboxCards } from '../../shared/billing.ts';
import { type BillingInterval, type PaidPlanId, periodPrice, planById } from '../../shared/plans.ts';
import { type TaxTreatment, taxedAmount } from '../../shared/tax.ts';
import type { Db } from '../db/client.ts';
import { sandboxCheckout, subscription } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { memberCountOf } from '../organisations/member-count.ts';
import type { PaymentProvider } from '../payments/types.ts';
import { billingProfileOf } from './billing-profile.ts';
import { invoiceAmount } from './invoice-pdf.ts';
import { intervalLabels, issueSandboxInvoice } from './invoices.ts';
import { type Proration, periodDays, prorate } from './proration.ts';
import { auditBilling, type BillingEvents, entitledPlan, type IssuedInvoice } from './subscriptions.ts';

// Switching plan or interval without cancelling first (issue 24 item 3, decision 037): the
// preview the settings page shows before confirming, and the switch itself. The sandbox charges the
// proration (prorate(), the one place it is computed) and invoices it, or issues a credit note
// (« avoir ») for a downgrade's credit; Stripe prorates, invoices and charges itself
// (proration_behavior 'always_invoice'), our preview reading its invoices/create_preview.

type SubscriptionRow = typeof subscription.$inferSelect;
const dayMs = 86_400_000;

export interface SwitchTarget {
  plan: PaidPlanId;
  interval: BillingInterval;
}

const label = (plan: PaidPlanId, interval: BillingInterval) =>
  `${planById(plan).name} ${intervalLabels[interval]}`;

/** The checks every switch passes first, with their French refusals. */
function checkSwitchable(row: SubscriptionRow | undefined, provider: PaymentProvider, target: SwitchTarget) {
  if (!row?.subscriptionId || entitledPlan(row) === 'free' || row.plan === 'free') {
    throw new ApiError(404, 'billing:no_subscription', 'Aucun abonnement payant à changer.');
  }
  if (row.provider !== provider.id) {
    throw new ApiError(
      409,
      'billing:provider',
      'Cet abonnement est géré par un autre fournisseur de paiement.',
    );
  }
  if (row.plan === target.plan && row.interval === target.interval) {
    throw new ApiError(
      400,
      'billing:same_plan',
      'Vous êtes déjà sur ce plan avec cette périodicité : choisissez un autre plan ou une autre périodicité.',
    );
  }
  if (row.status === 'trialing') {
    throw new ApiError(
      409,
      'billing:switch_trial',
      'Votre essai est en cours : le changement de plan sera possible après le premier paiement.',
    );
  }
  if (row.status !== 'active') {
    throw new ApiError(
      409,
      'billing:switch_past_due',
      'Un paiement est en attente : mettez à jour votre carte avant de changer de plan.',
    );
  }
  if (row.cancelAtPeriodEnd) {
    throw new ApiError(
      409,
      'billing:switch_canceled',
      'Votre abonnement est annulé en fin de période : reprenez-le avant de changer de plan.',
    );
  }
  if (!row.currentPeriodEnd)
    throw new ApiError(409, 'billing:switch_period', 'La période en cours est inconnue.');
  return {
    ...row,
    plan: row.plan,
    subscriptionId: row.subscriptionId,
    currentPeriodEnd: row.currentPeriodEnd,
  };
}

/** The sandbox's proration for this row: its period as recorded (30 or 365 days when its start is unknown). */
export function sandboxProration(
  row: SubscriptionRow & { plan: PaidPlanId; currentPeriodEnd: Date },
  target: SwitchTarget,
  now: Date,
  /** The organisation's members: Pro is billed per member (decision 073), Entreprise as a whole. */
  members = row.seats,
): Proration {
  return prorate({
    currentHt: periodPrice(planById(row.plan), row.interval) * 100 * (row.plan === 'pro' ? row.seats : 1),
    periodStart:
      row.currentPeriodStart ?? new Date(row.currentPeriodEnd.getTime() - periodDays[row.interval] * dayMs),
    periodEnd: row.currentPeriodEnd,
    targetHt:
      periodPrice(planById(target.plan), target.interval) * 100 * (target.plan === 'pro' ? members : 1),
    intervalChanges: row.interval !== target.interval,
    targetInterval: target.interval,
    now,
  });
}

function toPreview(
  row: { plan: PaidPlanId; interval: BillingInterval },
  target: SwitchTarget,
  p: Proration,
  treatment: TaxTreatment,
  prorationDate: number | null,
  members: number,
): PlanSwitchPreview {
  const newPriceHt =
    periodPrice(planById(target.plan), target.interval) * 100 * (target.plan === 'pro' ? members : 1);
  const taxed = (ht: number) => {
    const { ht: h, tva, ttc } = taxedAmount(ht, treatment);
    return { ht: h, tva, ttc };
  };
  return {
    fromPlan: row.plan,
    fromInterval: row.interval,
    plan: target.plan,
    interval: target.interval,
    newPriceHt,
    unusedCreditHt: p.unusedCreditHt,
    chargeNowHt: p.chargeNowHt,
    creditCarriedHt: p.creditCarriedHt,
    newPrice: taxed(newPriceHt),
    unusedCredit: taxed(p.unusedCreditHt),
    chargeNow: taxed(p.chargeNowHt),
    creditCarried: taxed(p.creditCarriedHt),
    remainingDays: p.remainingDays,
    periodDays: p.periodDays,
    nextRenewalAt: p.nextRenewalAt.toISOString(),
    prorationDate,
  };
}

/** Stripe's preview invoice read as the same figures: its proration lines, its total, its period. */
export function prorationFromStripe(invoice: Stripe.Invoice, fallback: Proration): Proration {
  const lines = invoice.lines?.data ?? [];
  const unused = -lines.filter((l) => l.amount < 0).reduce((sum, l) => sum + l.amount, 0);
  const net = invoice.total_excluding_tax ?? invoice.subtotal ?? invoice.total;
  const ends = lines.map((l) => l.period?.end ?? 0).filter((end) => end > 0);
  return {
    ...fallback,
    unusedCreditHt: unused,
    newChargeHt: net + unused,
    chargeNowHt: Math.max(0, net),
    creditCarriedHt: Math.max(0, -net),
    nextRenewalAt: ends.length > 0 ? new Date(Math.max(...ends) * 1000) : fallback.nextRenewalAt,
  };
}

export interface PlanSwitchDeps {
  db: Db;
  provider: PaymentProvider;
  events: BillingEvents;
}

export function createPlanSwitch(deps: PlanSwitchDeps) {
  const { db, provider, events } = deps;

  async function currentRow(tx: Db, userId: string) {
    const [row] = await tx.select().from(subscription).where(eq(subscription.userId, userId));
    return row;
  }

  async function stripePreview(
    row: ReturnType<typeof checkSwitchable>,
    target: SwitchTarget,
    now: Date,
    members: number,
  ) {
    const previewSwitch = provider.previewSwitch?.bind(provider);
    if (!previewSwitch) throw new ApiError(404, 'not_found');
    const prorationDate = Math.floor(now.getTime() / 1000);
    const invoice = await previewSwitch({
      subscriptionId: row.subscriptionId,
      ...target,
      prorationDate,
      quantity: target.plan === 'pro' ? members : 1,
    });
    return {
      invoice,
      prorationDate,
      p: prorationFromStripe(invoice, sandboxProration(row, target, now, members)),
    };
  }

  return {
    async preview(userId: string, target: SwitchTarget, now = new Date()): Promise<PlanSwitchPreview> {
      const row = checkSwitchable(await currentRow(db, userId), provider, target);
      const { taxTreatment } = await billingProfileOf(db, userId);
      const members = await memberCountOf(db, userId);
      if (provider.id === 'stripe') {
        const { invoice, prorationDate, p } = await stripePreview(row, target, now, members);
        const preview = toPreview(row, target, p, taxTreatment, prorationDate, members);
        // Stripe Tax's own VAT on what is charged now.
        if (p.chargeNowHt > 0 && invoice.total > 0) {
          preview.chargeNow = { ht: p.chargeNowHt, tva: invoice.total - p.chargeNowHt, ttc: invoice.total };
        }
        return preview;
      }
      return toPreview(row, target, sandboxProration(row, target, now, members), taxTreatment, null, members);
    },

    /**
     * Applies a switch once: the subscription row is claimed by a conditional update on the state the
     * switch was computed from, so of two switches sent at once exactly one applies (409 for the other).
     */
    async apply(
      userId: string,
      target: SwitchTarget & { fromPlan: PaidPlanId; fromInterval: BillingInterval; prorationDate?: number },
      now = new Date(),
    ): Promise<{ invoice: IssuedInvoice | null }> {
      const expected = (row: { plan: string; interval: string }) => {
        if (row.plan !== target.fromPlan || row.interval !== target.fromInterval) throw conflict();
      };
      if (provider.id === 'stripe') {
        const row = checkSwitchable(await currentRow(db, userId), provider, target);
        expected(row);
        const switchPlan = provider.switchPlan?.bind(provider);
        if (!switchPlan) throw new ApiError(404, 'not_found');
        const at = Math.max(Math.floor(now.getTime() / 1000), row.lastEventAt + 1);
        // The claim writes the target plan at once: a second confirmation read after it no longer
        // finds the plan it switches from (409), so only one update reaches Stripe.
        await claim(db, row, at, { plan: target.plan, interval: target.interval });
        let sub: Stripe.Subscription;
        try {
          sub = await switchPlan({
            subscriptionId: row.subscriptionId,
            plan: target.plan,
            interval: target.interval,
            quantity: target.plan === 'pro' ? await memberCountOf(db, userId) : 1,
            // The instant of the preview the user confirmed, so Stripe charges what was shown.
            prorationDate: target.prorationDate ?? Math.floor(now.getTime() / 1000),
            userId,
          });
        } catch (err) {
          // Stripe refused (card declined, unreachable): the subscription is still on the old plan.
          await db
            .update(subscription)
            .set({ plan: row.plan, interval: row.interval })
            .where(and(eq(subscription.userId, userId), eq(subscription.lastEventAt, at)));
          // A declined card is the user's to fix: the French 402 rather than a provider error.
          if ((err as { type?: string }).type === 'StripeCardError') {
            throw new ApiError(402, 'payment:card_declined');
          }
          throw err;
        }
        await events.syncSubscription(sub, at, { userId });
        await auditBilling(
          db,
          userId,
          'billing.plan_switched',
          row.subscriptionId,
          { plan: row.plan, interval: row.interval },
          {
            plan: target.plan,
            interval: target.interval,
            provider: 'stripe',
          },
        );
        return { invoice: null }; // Stripe's invoice arrives by its invoice.paid webhook, linked then
      }

      const issued = await db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        const row = checkSwitchable(await currentRow(tx, userId), provider, target);
        expected(row);
        const members = await memberCountOf(tx, userId);
        const p = sandboxProration(row, target, now, members);
        const at = Math.max(Math.floor(now.getTime() / 1000), row.lastEventAt + 1);
        await claim(tx, row, at, {
          plan: target.plan,
          interval: target.interval,
          seats: target.plan === 'pro' ? members : 1,
          currentPeriodStart: p.newPeriodStart,
          currentPeriodEnd: p.nextRenewalAt,
          creditBalanceHt: row.creditBalanceHt + p.creditCarriedHt,
        });
        const checkoutId = row.subscriptionId.replace(/^sub_sandbox_/, '');
        const [checkout] = await tx
          .update(sandboxCheckout)
          .set({ plan: target.plan, interval: target.interval })
          .where(sql`${sandboxCheckout.id}::text = ${checkoutId}`)
          .returning({ cardLast4: sandboxCheckout.cardLast4 });
        const card = checkout?.cardLast4 ?? null;
        const from = label(row.plan, row.interval);
        const to = label(target.plan, target.interval);
        const details = [
          `${to} du ${dateFr(now)} au ${dateFr(p.nextRenewalAt)} : ${invoiceAmount(p.newChargeHt)} HT`,
          `Moins ${from} non utilisé (${p.remainingDays} jours sur ${p.periodDays}) : ${invoiceAmount(p.unusedCreditHt)} HT`,
        ];
        let invoice: IssuedInvoice | null = null;
        if (p.chargeNowHt > 0) {
          // The card the subscription renews with pays now; the renewal-failing test card fails here too.
          if (!card || card === sandboxCards.failsOnRenewal.slice(-4)) {
            throw new ApiError(402, 'payment:card_declined');
          }
          invoice = await issueSandboxInvoice(tx, events.legal, {
            userId,
            providerInvoiceId: `in_sandbox_switch_${randomUUID()}`,
            plan: target.plan,
            interval: target.interval,
            paidAt: now,
            periodStart: now,
            periodEnd: p.nextRenewalAt,
            cardLast4: card,
            switchLine: {
              description: `Changement de plan : ${from} vers ${to} (prorata)`,
              details,
              amountHt: p.chargeNowHt,
            },
          });
        } else if (p.creditCarriedHt > 0) {
          invoice = await issueSandboxInvoice(tx, events.legal, {
            userId,
            providerInvoiceId: `cn_sandbox_switch_${randomUUID()}`,
            plan: row.plan,
            interval: row.interval,
            paidAt: now,
            periodStart: now,
            periodEnd: row.currentPeriodEnd,
            cardLast4: null,
            creditNote: {
              description: `Avoir : changement de plan ${from} vers ${to} (prorata)`,
              details,
              amountHt: p.creditCarriedHt,
            },
          });
        }
        await auditBilling(
          tx,
          userId,
          'billing.plan_switched',
          row.subscriptionId,
          { plan: row.plan, interval: row.interval },
          {
            plan: target.plan,
            interval: target.interval,
            chargedHt: p.chargeNowHt,
            creditedHt: p.creditCarriedHt,
            document: invoice?.number ?? null,
            nextRenewalAt: p.nextRenewalAt.toISOString(),
          },
        );
        return invoice;
      });
      if (issued) await events.notify([issued]);
      return { invoice: issued };
    },
  };
}

const dateFr = (date: Date) =>
  new Intl.DateTimeFormat('fr-FR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Paris',
  }).format(date);

/** Takes the row as it was read; a concurrent switch (or event) changed it: the French 409. */
async function claim(
  tx: Db,
  row: SubscriptionRow,
  at: number,
  changes: Partial<typeof subscription.$inferInsert> = {},
) {
  const claimed = await tx
    .update(subscription)
    .set({ ...changes, lastEventAt: at })
    .where(
      and(
        eq(subscription.userId, row.userId),
        eq(subscription.lastEventAt, row.lastEventAt),
        eq(subscription.plan, row.plan),
        eq(subscription.interval, row.interval),
        eq(subscription.status, 'active'),
      ),
    )
    .returning({ userId: subscription.userId });
  if (claimed.length === 0) throw conflict();
}

const conflict = () =>
  new ApiError(
    409,
    'billing:switch_conflict',
    'Un autre changement de votre abonnement vient d’être appliqué : rechargez la page avant de réessayer.',
  );
