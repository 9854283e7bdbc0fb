import { randomUUID } from 'node:crypto';
import type { PaymentTestResponse, PaymentTestResult } from '../../shared/billing.ts';
import { formatEuros, paidPlanIds, planById } from '../../shared/plans.ts';
import type { Config } from '../config.ts';
import type { PaymentProvider } from '../payments/types.ts';
import { isOperator } from '../security/security.service.ts';

/**
 * Who may run the payment test page (/test, issue 42): anyone outside production (development and
 * the tests), and in production the operators of ADMIN_EMAILS only. It creates real checkout
 * sessions and posts signed events to the webhook: not for every customer.
 */
export function paymentTestsAllowed(config: Pick<Config, 'env' | 'adminEmails'>, email: string): boolean {
  return config.env !== 'production' || isOperator(config.adminEmails, email);
}

export const paymentTestsOperatorsOnly =
  'Les tests de paiement sont réservés aux opérateurs de la plateforme en production.';

const passed = '✅ Réussi';
const failed = '❌ Échec';

export interface PaymentCheckContext {
  provider: PaymentProvider;
  user: { id: string; email: string };
  /** The app's address the user is on (the checkout's way back). */
  origin: string;
  /** Sends a request to our own webhook endpoint (in process, as Stripe would over HTTP). */
  postWebhook(body: string, signature: string | undefined): Promise<Response>;
}

async function check(name: string, run: () => Promise<string>): Promise<PaymentTestResult> {
  try {
    return { name, status: passed, message: await run() };
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    return { name, status: failed, message };
  }
}

/**
 * The payment test page's checks (SPEC.md §2, test-stripe-integration), run for real against the
 * configured provider: Stripe's API, or the sandbox.
 */
export async function runPaymentChecks(ctx: PaymentCheckContext): Promise<PaymentTestResponse> {
  const { provider } = ctx;
  const stripe = provider.id === 'stripe';
  const tests: PaymentTestResult[] = [];

  tests.push(
    await check('Configuration', async () =>
      stripe
        ? `Fournisseur : ${provider.description}`
        : 'Mode bac à sable : aucune clé Stripe configurée, aucun paiement réel',
    ),
  );
  tests.push(await check(stripe ? 'Connexion à Stripe' : 'Connexion au bac à sable', () => provider.ping()));
  for (const planId of paidPlanIds) {
    const plan = planById(planId);
    tests.push(
      await check(`Prix du plan ${plan.name}`, async () => {
        const price = await provider.resolvePrice(planId, 'month');
        if (price.unitAmount !== plan.price * 100 || price.currency !== 'eur') {
          throw new Error(
            `Le prix ${price.id} vaut ${price.unitAmount / 100} ${price.currency.toUpperCase()}, attendu ${formatEuros(plan.price)}`,
          );
        }
        return `${price.id} : ${formatEuros(price.unitAmount / 100)} par mois`;
      }),
    );
  }
  tests.push(
    await check('Session de checkout', async () => {
      const session = await provider.createCheckout({
        userId: ctx.user.id,
        email: ctx.user.email,
        plan: 'pro',
        interval: 'month',
        origin: ctx.origin,
      });
      await provider.expireCheckout(session.id);
      return `Session ${session.id} créée puis expirée`;
    }),
  );
  const secret = provider.webhookSecret;
  tests.push(
    await check('Secret du webhook', async () => {
      if (!secret) throw new Error('STRIPE_WEBHOOK_SECRET n’est pas défini');
      return stripe ? 'STRIPE_WEBHOOK_SECRET défini' : 'Secret de test du bac à sable défini';
    }),
  );
  tests.push(
    await check('Webhook signé', async () => {
      if (!secret) throw new Error('Impossible de signer un événement sans secret');
      const payload = JSON.stringify({
        id: `evt_test_${randomUUID()}`,
        object: 'event',
        type: 'septime.integration_test',
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        data: { object: {} },
      });
      const signature = (await import('stripe')).default.webhooks.generateTestHeaderString({
        payload,
        secret,
      });
      const signed = await ctx.postWebhook(payload, signature);
      if (signed.status !== 200) throw new Error(`Événement signé refusé (HTTP ${signed.status})`);
      const unsigned = await ctx.postWebhook(payload, undefined);
      if (unsigned.status !== 400) throw new Error(`Événement non signé accepté (HTTP ${unsigned.status})`);
      return 'Événement signé accepté, événement non signé refusé';
    }),
  );

  const failures = tests.filter((t) => t.status === failed).length;
  const success = failures === 0;
  return {
    success,
    summary: `${tests.length - failures}/${tests.length} tests réussis`,
    message: success ? 'Tests Stripe réussis !' : 'Certains tests ont échoué',
    ...(success ? {} : { error: tests.find((t) => t.status === failed)?.message }),
    results: { provider: provider.id, tests },
  };
}
