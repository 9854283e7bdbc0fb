import { and, eq, inArray, sql } from 'drizzle-orm';
import { type SeatPreview, sandboxCards } from '../../shared/billing.ts';
import { parisLongDate } from '../../shared/paris-time.ts';
import { periodPrice, planById } from '../../shared/plans.ts';
import { taxedAmount } from '../../shared/tax.ts';
import type { Db } from '../db/client.ts';
import { lockAccountQuotas } from '../db/quota-lock.ts';
import { sandboxCheckout, subscription } from '../db/schema.ts';
import { loggableError, logger } from '../http/logger.ts';
import { memberCountOf, pendingInvitationCountOf } from '../organisations/member-count.ts';
import type { PaymentProvider } from '../payments/types.ts';
import { billingProfileOf } from './billing-profile.ts';
import { invoiceAmount } from './invoice-pdf.ts';
import { intervalLabels, issueSandboxInvoice, seatsLabel } from './invoices.ts';
import { periodDays, prorate } from './proration.ts';
import { auditBilling, type BillingEvents, entitledPlan, type IssuedInvoice } from './subscriptions.ts';

// Pro is billed per member (issue 39 item 3, decision 073). The seats paid for the period are the
// subscription's `seats`: a member who joins beyond them is charged at the prorata of the days left
// (the sandbox invoices it, Stripe with 'always_invoice'); a member who leaves is credited the same
// way (the sandbox's credit note, Stripe's proration credit on the next invoice); each renewal bills
// the members the organisation has then. The seat count is claimed by a conditional update, so two
// acceptances at once charge each seat once.

type SubscriptionRow = typeof subscription.$inferSelect;
const dayMs = 86_400_000;
const billedStatuses = ['active', 'past_due'] as const;

/** Pro with rights now: the only plan billed per member. */
function perMember(row: SubscriptionRow | undefined, now: Date): row is SubscriptionRow {
  return !!row?.subscriptionId && row.plan === 'pro' && entitledPlan(row, now) === 'pro';
}

function periodOf(row: SubscriptionRow, now: Date) {
  const end = row.currentPeriodEnd ?? new Date(now.getTime() + periodDays[row.interval] * dayMs);
  const start = row.currentPeriodStart ?? new Date(end.getTime() - periodDays[row.interval] * dayMs);
  return { start, end };
}

/** The prorata of `seats` seats from now to the end of the period, to the cent (proration.ts). */
function seatProrata(row: SubscriptionRow, seats: number, now: Date) {
  const { start, end } = periodOf(row, now);
  return prorate({
    currentHt: 0,
    periodStart: start,
    periodEnd: end,
    targetHt: periodPrice(planById('pro'), row.interval) * 100 * seats,
    intervalChanges: false,
    targetInterval: row.interval,
    now,
  });
}

export interface SeatBilling {
  /** What inviting one more member costs, shown before the invitation is confirmed. */
  preview(organisationId: string, now?: Date): Promise<SeatPreview>;
  /** After a member joined: the seats beyond those paid are charged once, at the prorata. */
  joined(organisationId: string, now?: Date): Promise<void>;
  /** After a member left: the seats no longer used are credited once, at the prorata. */
  left(organisationId: string, now?: Date): Promise<void>;
}

export function createSeatBilling(deps: {
  db: Db;
  provider: PaymentProvider;
  events: BillingEvents;
}): SeatBilling {
  const { db, provider, events } = deps;

  async function rowOf(organisationId: string) {
    const [row] = await db.select().from(subscription).where(eq(subscription.userId, organisationId));
    return row;
  }

  /** Takes the seat count from `from` to `to` once; false when another change got there first. */
  async function claimSeats(tx: Db, row: SubscriptionRow, from: number, to: number, at: number) {
    const claimed = await tx
      .update(subscription)
      .set({ seats: to, lastEventAt: sql`greatest(${subscription.lastEventAt}, ${at})` })
      .where(
        and(
          eq(subscription.userId, row.userId),
          eq(subscription.seats, from),
          eq(subscription.plan, 'pro'),
          inArray(subscription.status, row.status === 'trialing' ? ['trialing'] : [...billedStatuses]),
        ),
      )
      .returning({ userId: subscription.userId });
    return claimed.length > 0;
  }

  /**
   * Stripe prorates and invoices itself; its subscription event then writes the seats again. The
   * seat count is claimed under the organisation's lock, the call made after the commit (no network
   * inside a transaction); a call overtaken by a later one is corrected to the seats claimed last.
   */
  async function stripeSeats(organisationId: string, now: Date) {
    const setSeats = provider.setSeats?.bind(provider);
    if (!setSeats) return;
    const at = Math.floor(now.getTime() / 1000);
    const change = await db.transaction(async (txn) => {
      await lockAccountQuotas(txn, organisationId);
      const tx = txn as unknown as Db;
      const [row] = await tx.select().from(subscription).where(eq(subscription.userId, organisationId));
      if (!perMember(row, now)) return null;
      const members = await memberCountOf(tx, organisationId);
      if (members === row.seats || !(await claimSeats(tx, row, row.seats, members, at))) return null;
      return {
        subscriptionId: row.subscriptionId!,
        from: row.seats,
        to: members,
        trialing: row.status === 'trialing',
      };
    });
    if (!change) return;
    const { subscriptionId, from, to, trialing } = change;
    try {
      let sub = await setSeats({
        subscriptionId,
        quantity: to,
        // During the trial nothing is charged: the trial's end invoices every seat.
        proration: to > from && !trialing ? 'always_invoice' : 'create_prorations',
        idempotencyKey: `septime-seats-${subscriptionId}-${from}-${to}-${at}`,
      });
      const [latest] = await db
        .select({ seats: subscription.seats })
        .from(subscription)
        .where(eq(subscription.userId, organisationId));
      const sent = sub.items?.data?.[0]?.quantity ?? to;
      if (latest && latest.seats !== sent) {
        sub = await setSeats({
          subscriptionId,
          quantity: latest.seats,
          proration: latest.seats > sent ? 'always_invoice' : 'create_prorations',
          idempotencyKey: `septime-seats-${subscriptionId}-${sent}-${latest.seats}-${at}-again`,
        });
      }
      await auditBilling(
        db,
        organisationId,
        'billing.seats_changed',
        subscriptionId,
        { seats: from },
        {
          seats: to,
          provider: 'stripe',
        },
      );
    } catch (err) {
      // The member stays; the seats go back so the next change (or renewal) counts them again.
      await db
        .update(subscription)
        .set({ seats: from })
        .where(and(eq(subscription.userId, organisationId), eq(subscription.seats, to)));
      logger().error({ err: loggableError(err) }, 'billing: Stripe refused the seat change');
      await auditBilling(
        db,
        organisationId,
        'billing.seat_charge_failed',
        subscriptionId,
        { seats: from },
        {
          seats: to,
          provider: 'stripe',
        },
      );
    }
  }

  /** The sandbox charges (or credits) the seats' prorata and issues the invoice (or credit note). */
  async function sandboxSeats(organisationId: string, now: Date) {
    const issued = await db.transaction(async (txn) => {
      // The organisation's quota lock, also taken by each acceptance and removal: the members counted
      // here are those committed, and two seat changes take turns (none is lost or charged twice).
      await lockAccountQuotas(txn, organisationId);
      const tx = txn as unknown as Db;
      const [found] = await tx
        .select({ sub: subscription, card: sandboxCheckout.cardLast4 })
        .from(subscription)
        .leftJoin(
          sandboxCheckout,
          sql`${subscription.subscriptionId} = 'sub_sandbox_' || ${sandboxCheckout.id}::text`,
        )
        .where(eq(subscription.userId, organisationId));
      const row = found?.sub;
      if (!perMember(row, now)) return null;
      const members = await memberCountOf(tx, organisationId);
      const from = row.seats;
      if (members === from) return null;
      const at = Math.max(Math.floor(now.getTime() / 1000), row.lastEventAt + 1);
      if (row.status === 'trialing') {
        // Nothing is charged during the trial: its end bills the members the organisation has then.
        await claimSeats(tx, row, from, members, at);
        return null;
      }
      // A member joins: the added seats are charged at the prorata; one leaves: the unused days are
      // credited (an « avoir » deducted from the next renewals). One document either way.
      const joined = members > from;
      const count = Math.abs(members - from);
      const p = seatProrata(row, count, now);
      const card = found?.card ?? null;
      if (joined && p.newChargeHt > 0 && (!card || card === sandboxCards.failsOnRenewal.slice(-4))) {
        // The card refuses: the member stays, the seat is billed with the next renewal.
        await auditBilling(
          tx,
          organisationId,
          'billing.seat_charge_failed',
          row.subscriptionId!,
          { seats: from },
          {
            seats: members,
            chargeHt: p.newChargeHt,
          },
        );
        return null;
      }
      if (!(await claimSeats(tx, row, from, members, at))) return null;
      if (!joined)
        await tx
          .update(subscription)
          .set({ creditBalanceHt: sql`${subscription.creditBalanceHt} + ${p.newChargeHt}` })
          .where(eq(subscription.userId, organisationId));
      const until = `${p.remainingDays} jours sur ${p.periodDays} jusqu’au ${parisLongDate(p.nextRenewalAt)}`;
      const line = {
        description: joined
          ? `${count > 1 ? `${count} membres ajoutés` : 'Membre ajouté'} — Pro ${intervalLabels[row.interval]} (prorata)`
          : `Avoir : ${count > 1 ? `${count} membres retirés` : 'membre retiré'} — Pro ${intervalLabels[row.interval]} (prorata)`,
        details: [
          `De ${seatsLabel(from)} à ${seatsLabel(members)}`,
          joined
            ? `${seatsLabel(count)} × ${invoiceAmount(periodPrice(planById('pro'), row.interval) * 100)} HT, ${until}`
            : `${seatsLabel(count)} non utilisé${count > 1 ? 's' : ''}, ${until}`,
        ],
        amountHt: p.newChargeHt,
      };
      const document =
        p.newChargeHt > 0
          ? await issueSandboxInvoice(tx, events.legal, {
              userId: organisationId,
              providerInvoiceId: `${joined ? 'in' : 'cn'}_sandbox_seats_${row.subscriptionId}_${at}_${from}_${members}`,
              plan: 'pro',
              interval: row.interval,
              paidAt: now,
              periodStart: now,
              periodEnd: p.nextRenewalAt,
              cardLast4: joined ? card : null,
              quantity: count,
              ...(joined ? { switchLine: line } : { creditNote: line }),
            })
          : null;
      await auditBilling(
        tx,
        organisationId,
        'billing.seats_changed',
        row.subscriptionId!,
        { seats: from },
        {
          seats: members,
          ...(joined ? { chargedHt: p.newChargeHt } : { creditedHt: p.newChargeHt }),
          document: document?.number ?? null,
        },
      );
      return document;
    });
    if (issued) await events.notify([issued satisfies IssuedInvoice]);
  }

  async function change(organisationId: string, now: Date) {
    try {
      const row = await rowOf(organisationId);
      if (!perMember(row, now) || row.provider !== provider.id) return;
      if (provider.id === 'stripe') await stripeSeats(organisationId, now);
      else await sandboxSeats(organisationId, now);
    } catch (err) {
      // Billing follows the membership, never undoes it: the renewal counts the members again.
      logger().error({ err: loggableError(err), organisationId }, 'billing: seat change failed');
    }
  }

  return {
    async preview(organisationId, now = new Date()) {
      const row = await rowOf(organisationId);
      const paidSeats = row?.seats ?? 1;
      const members = await memberCountOf(db, organisationId);
      const pending = await pendingInvitationCountOf(db, organisationId, now);
      const { taxTreatment, customerType } = await billingProfileOf(db, organisationId);
      const taxed = (ht: number) => {
        const { ht: h, tva, ttc } = taxedAmount(ht, taxTreatment);
        return { ht: h, tva, ttc };
      };
      const seatsAfter = members + pending + 1;
      const interval = row?.interval ?? 'month';
      const unitHt = periodPrice(planById('pro'), interval) * 100;
      if (!perMember(row, now)) {
        return {
          billed: false,
          customerType,
          trialing: false,
          interval,
          members,
          pending,
          seatsPaid: paidSeats,
          seatsAfter,
          unitPrice: taxed(unitHt),
          chargeNow: taxed(0),
          remainingDays: 0,
          periodDays: 0,
          nextRenewalAt: null,
          nextRenewal: taxed(0),
        };
      }
      const trialing = row.status === 'trialing';
      // The seat is charged only beyond those paid for the period (a member who left freed one).
      const charged = !trialing && seatsAfter > row.seats ? 1 : 0;
      const p = seatProrata(row, charged, now);
      return {
        billed: true,
        customerType,
        trialing,
        interval,
        members,
        pending,
        seatsPaid: row.seats,
        seatsAfter,
        unitPrice: taxed(unitHt),
        chargeNow: taxed(charged ? p.newChargeHt : 0),
        remainingDays: p.remainingDays,
        periodDays: p.periodDays,
        nextRenewalAt: (trialing ? row.trialEndsAt : row.currentPeriodEnd)?.toISOString() ?? null,
        nextRenewal: taxed(unitHt * seatsAfter),
      };
    },
    joined: (organisationId, now = new Date()) => change(organisationId, now),
    left: (organisationId, now = new Date()) => change(organisationId, now),
  };
}
