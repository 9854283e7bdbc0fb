import { eq } from 'drizzle-orm';
import { planById } from '../../shared/plans.ts';
import { paths } from '../../shared/routes.ts';
import { reverseChargeMention, vatRateLabel } from '../../shared/tax.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { user } from '../db/schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import { invoiceEmail, paymentNoticeEmail } from '../mail/templates.ts';
import type { Payments } from '../payments/index.ts';
import { invoiceAmount, invoiceDate } from './invoice-pdf.ts';
import {
  type BillingEvents,
  createBillingEvents,
  type IssuedInvoice,
  type PaymentNotice,
} from './subscriptions.ts';

/** Mails an invoice or a credit note to its buyer: amounts, and the link to the PDF (ours in the settings, or Stripe's). */
export async function sendInvoiceMail(db: Db, mailer: Mailer, appUrl: string, row: IssuedInvoice) {
  if (!row.userId) return;
  const [account] = await db.select({ email: user.email }).from(user).where(eq(user.id, row.userId));
  if (!account) return;
  const reverseCharge = row.taxTreatment === 'reverse_charge';
  const subscription = `${planById(row.plan).name} ${row.interval === 'year' ? 'annuel' : 'mensuel'}`;
  await mailer.send(
    invoiceEmail(
      account.email,
      {
        kind: row.kind,
        number: row.number,
        issuedOn: invoiceDate(row.issuedAt),
        planLine:
          row.kind === 'credit_note'
            ? `Il porte sur la part non utilisée de votre abonnement ${subscription}.`
            : `Abonnement ${subscription}.`,
        amounts: [
          `Total HT : ${invoiceAmount(row.amountHt)}`,
          reverseCharge
            ? `TVA : ${invoiceAmount(0)} (autoliquidation)`
            : `TVA ${vatRateLabel} : ${invoiceAmount(row.amountTva)}`,
          `Total TTC : ${invoiceAmount(row.amountTtc)}`,
        ],
        reverseCharge: reverseCharge ? reverseChargeMention : null,
      },
      row.hostedUrl
        ? { label: 'Voir la facture', url: row.hostedUrl }
        : { label: 'Mes factures', url: `${appUrl}${paths.settings}#factures` },
    ),
  );
}

/** Mails a failed, recovered or dropped payment to the account's address. */
export async function sendPaymentNoticeMail(db: Db, mailer: Mailer, appUrl: string, notice: PaymentNotice) {
  const [account] = await db.select({ email: user.email }).from(user).where(eq(user.id, notice.userId));
  if (!account) return;
  await mailer.send(
    paymentNoticeEmail(
      account.email,
      { ...notice, planName: planById(notice.plan).name },
      `${appUrl}${paths.settings}`,
    ),
  );
}

/** The billing events of this server: its provider, the seller's LEGAL_* details, the invoice mail. */
export function configuredBillingEvents(
  config: Config,
  db: Db,
  services: { payments: Payments; mailer: Mailer },
): BillingEvents {
  return createBillingEvents(db, {
    provider: services.payments.provider.id,
    retrieveSubscription: (id) => services.payments.provider.retrieveSubscription(id),
    legal: config.legal,
    onInvoice: (row) => sendInvoiceMail(db, services.mailer, config.appUrl, row),
    onPaymentNotice: (notice) => sendPaymentNoticeMail(db, services.mailer, config.appUrl, notice),
    dunning: config.dunning,
  });
}
