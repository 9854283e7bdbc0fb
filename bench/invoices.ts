// Invoice figures (issue 24): PDF rendering time and size, and invoices issued per second through the
// real event path (counter row + PDF + insert in one transaction) on PGlite, sequential and 8 at once.
// Run: npx tsx bench/invoices.ts
import type Stripe from 'stripe';
import { renderInvoicePdf } from '../src/server/billing/invoice-pdf.ts';
import { createBillingEvents } from '../src/server/billing/subscriptions.ts';
import { user } from '../src/server/db/schema.ts';
import { createTestDatabase } from '../src/server/testing/test-database.ts';

const doc = {
  number: '2026-000001',
  issuedAt: new Date(),
  seller: { name: 'Septime SAS', lines: ['10 rue de la Paix, 75002 Paris', 'SIREN : 552 100 554'] },
  buyer: { name: 'Boulangerie Martin SAS', lines: ['12 rue des Lilas', '69003 Lyon'], business: true },
  description: 'Abonnement Septime Pro — annuel',
  periodStart: new Date(),
  periodEnd: new Date(Date.now() + 365 * 86_400_000),
  taxTreatment: 'standard' as const,
  amountHt: 19_200,
  amountTva: 3_840,
  amountTtc: 23_040,
  vatRate: 0.2,
  paymentLine: 'Payée par carte bancaire.',
};
await renderInvoicePdf(doc); // warm-up
const runs = 50;
let start = performance.now();
let bytes = 0;
for (let i = 0; i < runs; i++) bytes = (await renderInvoicePdf(doc)).length;
console.log(
  `PDF: ${((performance.now() - start) / runs).toFixed(1)} ms per invoice, ${(bytes / 1024).toFixed(1)} KB`,
);

const database = await createTestDatabase('pglite');
const events = createBillingEvents(database.db, {
  provider: 'sandbox',
  retrieveSubscription: async () => null,
});
await database.db
  .insert(user)
  .values({ id: 'bench', name: 'Bench', email: 'bench@example.fr', emailVerified: true });
let n = 0;
const paid = () =>
  ({
    id: `evt_bench_${++n}`,
    type: 'invoice.paid',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: `in_sandbox_bench_${n}`,
        parent: { subscription_details: { subscription: 'sub_bench' } },
        metadata: { userId: 'bench', plan: 'pro', interval: 'year' },
      },
    },
  }) as unknown as Stripe.Event;
start = performance.now();
for (let i = 0; i < 100; i++) await events.applyEvent(paid());
console.log(`PGlite, sequential: ${(100 / ((performance.now() - start) / 1000)).toFixed(0)} invoices/s`);
start = performance.now();
await Promise.all(Array.from({ length: 100 }, () => events.applyEvent(paid())));
console.log(`PGlite, 100 at once: ${(100 / ((performance.now() - start) / 1000)).toFixed(0)} invoices/s`);
await database.dispose();
