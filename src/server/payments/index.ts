import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { createSandboxPayments, type SandboxPayments, sandboxWebhookSecret } from './sandbox-provider.ts';
import { createStripePayments } from './stripe-provider.ts';
import type { PaymentProvider } from './types.ts';

export interface Payments {
  provider: PaymentProvider;
  /** Set when the sandbox serves payments (no STRIPE_SECRET_KEY): its checkout page's calls. */
  sandbox: SandboxPayments | undefined;
}

/** Stripe when STRIPE_SECRET_KEY is set, otherwise the offline sandbox; printed at start. */
export function createPayments(config: Config, db: Db, serverSecret: string): Payments {
  const { secretKey } = config.stripe;
  if (secretKey) {
    return { provider: createStripePayments({ ...config.stripe, secretKey }), sandbox: undefined };
  }
  const sandbox = createSandboxPayments(
    db,
    config.stripe.webhookSecret ?? sandboxWebhookSecret(serverSecret),
  );
  return { provider: sandbox, sandbox };
}
