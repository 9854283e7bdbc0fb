import { and, desc, eq, sql } from 'drizzle-orm';
import type { BillingProfile, InvoiceSummary, PaymentProviderId } from '../../shared/billing.ts';
import { parisClock } from '../../shared/paris-time.ts';
import { type BillingInterval, type PaidPlanId, periodPrice, planById } from '../../shared/plans.ts';
import { countOf } from '../../shared/plural.ts';
import { customerTypeLabels, taxedAmount } from '../../shared/tax.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { creditNoteCounter, invoice, invoiceCounter, user } from '../db/schema.ts';
import { billingProfileOf } from './billing-profile.ts';
import { type InvoiceParty, invoiceAmount, invoiceDate, renderInvoicePdf } from './invoice-pdf.ts';

// Invoices (issue 24, decision 031): one per payment, applied in the transaction of the payment's
// event (billing/subscriptions.ts), so a redelivered event never makes a second one and a failed
// one leaves no number used.

type InvoiceRow = typeof invoice.$inferSelect;

/**
 * The seller's details from LEGAL_* (README's settings table). Production refuses to start without
 * them; in development the missing ones are named in `incomplete`, printed as a banner across the
 * invoice (« sans valeur légale ») rather than as brackets in the seller's block (decision 062).
 */
export function sellerOf(legal: Config['legal']): InvoiceParty {
  return {
    name: legal.companyName ?? 'Septime',
    lines: [
      ...(legal.address ? [legal.address] : []),
      ...(legal.capital ? [`Capital social : ${legal.capital}`] : []),
      ...(legal.siren ? [`SIREN : ${legal.siren}`] : []),
      ...(legal.rcs ? [legal.rcs] : []),
      ...(legal.vatNumber ? [`N° de TVA intracommunautaire : ${legal.vatNumber}`] : []),
    ],
    ...(legal.missing.length > 0 ? { incomplete: [...legal.missing] } : {}),
  };
}

/** The buyer as the invoice names them: the company with its identifiers, or the individual. */
export function buyerOf(profile: BillingProfile, account: { name: string; email: string }) {
  const business = profile.customerType === 'business';
  const address = [profile.address, [profile.postalCode, profile.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .concat(profile.country && profile.country !== 'FR' ? [profile.country] : []);
  const lines = business
    ? [
        ...address,
        ...(profile.siret ? [`${profile.siret.length === 14 ? 'SIRET' : 'SIREN'} : ${profile.siret}`] : []),
        ...(profile.vatNumber ? [`N° de TVA intracommunautaire : ${profile.vatNumber}`] : []),
        account.email,
      ]
    : [...(profile.address ? address : []), account.email];
  return {
    business,
    name: business ? profile.companyName : profile.name || account.name || account.email,
    lines,
  };
}

/** The next number of the year, taken inside the caller's transaction: the row lock orders payments. */
export async function nextInvoiceNumber(tx: Db, year: number): Promise<string> {
  const [row] = await tx
    .insert(invoiceCounter)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: invoiceCounter.year, set: { last: sql`${invoiceCounter.last} + 1` } })
    .returning({ last: invoiceCounter.last });
  return `${year}-${String(row!.last).padStart(6, '0')}`;
}

/** The next credit note number of the year (AV-2026-000001): its own gapless series, same row lock. */
export async function nextCreditNoteNumber(tx: Db, year: number): Promise<string> {
  const [row] = await tx
    .insert(creditNoteCounter)
    .values({ year, last: 1 })
    .onConflictDoUpdate({
      target: creditNoteCounter.year,
      set: { last: sql`${creditNoteCounter.last} + 1` },
    })
    .returning({ last: creditNoteCounter.last });
  return `AV-${year}-${String(row!.last).padStart(6, '0')}`;
}

/** The Paris calendar year of an instant (an invoice of 31 December 23:30 UTC is of the next year). */
export function parisYear(instant: Date): number {
  return new Date(parisClock(instant).day * 86_400_000).getUTCFullYear();
}

export const intervalLabels: Record<BillingInterval, string> = { month: 'mensuel', year: 'annuel' };

export interface SandboxInvoiceInput {
  userId: string;
  providerInvoiceId: string;
  plan: PaidPlanId;
  interval: BillingInterval;
  paidAt: Date;
  periodStart: Date;
  periodEnd: Date;
  cardLast4: string | null;
  /** A plan switch: its own line, its prorated amount HT (cents) instead of the plan's price. */
  switchLine?: { description: string; details: string[]; amountHt: number };
  /** A credit note for a downgrade's credit: no payment, its own numbering. */
  creditNote?: { description: string; details: string[]; amountHt: number };
  /** Cents TTC of the renewal settled by an earlier credit note rather than the card. */
  paidFromCreditTtc?: number;
  /** Seats invoiced (Pro is billed per member, decision 073); 1 when absent. */
  quantity?: number;
}

/** « 1 membre », « 3 membres »: the seats of a Pro invoice. */
export const seatsLabel = (n: number) => countOf(n, 'membre', 'membres');

/**
 * Our own invoice for a sandbox payment: number, amounts from the plan and the buyer's profile, PDF.
 * Null when this payment already has its invoice.
 */
export async function issueSandboxInvoice(
  tx: Db,
  legal: Config['legal'],
  input: SandboxInvoiceInput,
): Promise<InvoiceRow | null> {
  const [existing] = await tx
    .select({ id: invoice.id })
    .from(invoice)
    .where(and(eq(invoice.provider, 'sandbox'), eq(invoice.providerInvoiceId, input.providerInvoiceId)));
  if (existing) return null;
  const [account] = await tx
    .select({ name: user.name, email: user.email })
    .from(user)
    .where(eq(user.id, input.userId));
  if (!account) return null;
  const profile = await billingProfileOf(tx, input.userId);
  const plan = planById(input.plan);
  const special = input.creditNote ?? input.switchLine;
  const quantity = Math.max(1, input.quantity ?? 1);
  const unitHt = periodPrice(plan, input.interval) * 100;
  const amount = taxedAmount(special ? special.amountHt : unitHt * quantity, profile.taxTreatment);
  const perSeat = input.plan === 'pro' && !special;
  const kind = input.creditNote ? ('credit_note' as const) : ('invoice' as const);
  const year = parisYear(input.paidAt);
  const number =
    kind === 'credit_note' ? await nextCreditNoteNumber(tx, year) : await nextInvoiceNumber(tx, year);
  const seller = sellerOf(legal);
  const buyer = buyerOf(profile, account);
  const card = `carte bancaire${input.cardLast4 ? ` (•••• ${input.cardLast4})` : ''}`;
  const fromCredit = Math.min(input.paidFromCreditTtc ?? 0, amount.ttc);
  const paymentLine = input.creditNote
    ? `Montant crédité à votre compte le ${invoiceDate(input.paidAt)}, déduit de vos prochains renouvellements (non remboursé sur la carte).`
    : fromCredit > 0
      ? `Payée le ${invoiceDate(input.paidAt)} : ${invoiceAmount(fromCredit)} par votre crédit (avoir), ${invoiceAmount(amount.ttc - fromCredit)} par ${card}.`
      : `Payée le ${invoiceDate(input.paidAt)} par ${card}.`;
  const pdf = await renderInvoicePdf({
    kind,
    number,
    issuedAt: input.paidAt,
    seller,
    buyer,
    description:
      special?.description ??
      `Abonnement Septime ${plan.name} — ${intervalLabels[input.interval]}${perSeat ? ` · ${seatsLabel(quantity)}` : ''}`,
    details:
      special?.details ??
      (perSeat
        ? [
            `${seatsLabel(quantity)} × ${invoiceAmount(unitHt)} HT par ${input.interval === 'year' ? 'an' : 'mois'}`,
          ]
        : undefined),
    periodStart: input.periodStart,
    periodEnd: input.periodEnd,
    taxTreatment: profile.taxTreatment,
    amountHt: amount.ht,
    amountTva: amount.tva,
    amountTtc: amount.ttc,
    vatRate: amount.rate,
    paymentLine,
  });
  const [row] = await tx
    .insert(invoice)
    .values({
      userId: input.userId,
      kind,
      provider: 'sandbox',
      providerInvoiceId: input.providerInvoiceId,
      number,
      plan: input.plan,
      interval: input.interval,
      issuedAt: input.paidAt,
      periodStart: input.periodStart,
      periodEnd: input.periodEnd,
      taxTreatment: profile.taxTreatment,
      amountHt: amount.ht,
      amountTva: amount.tva,
      amountTtc: amount.ttc,
      quantity,
      buyer: { ...buyer, customerType: customerTypeLabels[profile.customerType] },
      seller,
      pdf,
    })
    .returning();
  return row ?? null;
}

export interface LinkedInvoiceInput {
  userId: string;
  provider: PaymentProviderId;
  providerInvoiceId: string;
  number: string;
  plan: PaidPlanId;
  interval: BillingInterval;
  issuedAt: Date;
  periodStart: Date | null;
  periodEnd: Date | null;
  amountHt: number;
  amountTva: number;
  amountTtc: number;
  /** Seats invoiced (the subscription line's quantity). */
  quantity: number;
  currency: string;
  hostedUrl: string | null;
  pdfUrl: string | null;
}

/** A Stripe invoice, linked (its page and PDF stay Stripe's): one row, whatever the redeliveries. */
export async function linkProviderInvoice(
  tx: Db,
  legal: Config['legal'],
  input: LinkedInvoiceInput,
): Promise<InvoiceRow | null> {
  const [account] = await tx
    .select({ name: user.name, email: user.email })
    .from(user)
    .where(eq(user.id, input.userId));
  if (!account) return null;
  const profile = await billingProfileOf(tx, input.userId);
  const [row] = await tx
    .insert(invoice)
    .values({
      ...input,
      taxTreatment:
        input.amountTva === 0 && profile.taxTreatment === 'reverse_charge' ? 'reverse_charge' : 'standard',
      buyer: { ...buyerOf(profile, account), customerType: customerTypeLabels[profile.customerType] },
      seller: sellerOf(legal),
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export function invoiceSummary(
  row: Omit<InvoiceRow, 'pdf' | 'buyer' | 'seller'> & { hasPdf: boolean },
): InvoiceSummary {
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    provider: row.provider,
    plan: row.plan,
    interval: row.interval,
    issuedAt: row.issuedAt.toISOString(),
    periodEnd: row.periodEnd?.toISOString() ?? null,
    taxTreatment: row.taxTreatment,
    amountHt: row.amountHt,
    amountTva: row.amountTva,
    amountTtc: row.amountTtc,
    quantity: row.quantity,
    downloadable: row.hasPdf,
    hostedUrl: row.hostedUrl,
    pdfUrl: row.pdfUrl,
  };
}

/** The user's invoices, newest first (without their PDFs). */
export async function listInvoices(db: Db, userId: string): Promise<InvoiceSummary[]> {
  const rows = await db
    .select({
      id: invoice.id,
      userId: invoice.userId,
      kind: invoice.kind,
      provider: invoice.provider,
      providerInvoiceId: invoice.providerInvoiceId,
      number: invoice.number,
      plan: invoice.plan,
      interval: invoice.interval,
      issuedAt: invoice.issuedAt,
      periodStart: invoice.periodStart,
      periodEnd: invoice.periodEnd,
      taxTreatment: invoice.taxTreatment,
      amountHt: invoice.amountHt,
      amountTva: invoice.amountTva,
      amountTtc: invoice.amountTtc,
      quantity: invoice.quantity,
      currency: invoice.currency,
      hostedUrl: invoice.hostedUrl,
      pdfUrl: invoice.pdfUrl,
      createdAt: invoice.createdAt,
      hasPdf: sql<boolean>`${invoice.pdf} is not null`,
    })
    .from(invoice)
    .where(eq(invoice.userId, userId))
    .orderBy(desc(invoice.issuedAt), desc(invoice.number));
  return rows.map(invoiceSummary);
}

/** One of the user's own invoices as a PDF; null for another user's or one without a PDF of ours. */
export async function invoicePdfOf(
  db: Db,
  userId: string,
  id: string,
): Promise<{ number: string; pdf: Uint8Array } | null> {
  const [row] = await db
    .select({ number: invoice.number, pdf: invoice.pdf })
    .from(invoice)
    .where(and(eq(invoice.id, id), eq(invoice.userId, userId)));
  return row?.pdf ? { number: row.number, pdf: row.pdf } : null;
}
