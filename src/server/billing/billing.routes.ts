import type Stripe from 'stripe';
import {
  billingProfileSchema,
  checkoutResponseSchema,
  createCheckoutSchema,
  invoiceListSchema,
  paymentTestResponseSchema,
  planSwitchConfirmSchema,
  planSwitchPreviewSchema,
  planSwitchSchema,
  sandboxCardSchema,
  sandboxCheckoutViewSchema,
  subscriptionInfoSchema,
  trialStartedSchema,
} from '../../shared/billing.ts';
import { paths } from '../../shared/routes.ts';
import type { Db } from '../db/client.ts';
import {
  type ApiContext,
  apiRouter,
  declareRoute,
  idParam,
  jsonBody,
  jsonResponse,
  z,
} from '../http/contract.ts';
import { ApiError } from '../http/errors.ts';
import { loggableError, logger } from '../http/logger.ts';
import { memberCountOf } from '../organisations/member-count.ts';
import type { Payments } from '../payments/index.ts';
import { limitCheck, type RateLimits } from '../rate-limit/enforce.ts';
import { billingProfileInputSchema, billingProfileOf, saveBillingProfile } from './billing-profile.ts';
import { chargeSandboxRenewal } from './dunning.ts';
import { invoicePdfOf, listInvoices } from './invoices.ts';
import { paymentTestsOperatorsOnly, runPaymentChecks } from './payment-checks.ts';
import { createPlanSwitch } from './plan-switch.ts';
import { markTrialUsed, startProTrial, trialUsed } from './pro-trial.ts';
import {
  type BillingEvents,
  entitledPlan,
  subscriptionInfo as infoOf,
  subscriptionRow,
} from './subscriptions.ts';

/**
 * Who pays: the organisation (its id is the subscription's and the invoices' key, decision 072), through
 * the owner at the keyboard, whose email and name go to the payment provider.
 */
function payer(c: ApiContext) {
  const user = c.get('user');
  return { ...user, id: c.get('workspace').id };
}

const checkoutId = { params: idParam('Identifiant de paiement invalide.') };
const invoiceId = { params: idParam('Identifiant de facture invalide.') };

const route = {
  createCheckout: declareRoute(
    {
      access: 'session',
      role: 'owner',
      label: 'Créer un checkout (create-checkout)',
      limits: ['billing-checkout:user'],
    },
    {
      method: 'post',
      path: '/billing/create-checkout',
      request: { body: jsonBody(createCheckoutSchema) },
      responses: jsonResponse(checkoutResponseSchema, 'L’adresse de la page de paiement'),
    },
  ),
  checkSubscription: declareRoute(
    { access: 'session', label: 'Vérifier l’abonnement (check-subscription)' },
    {
      method: 'get',
      path: '/billing/check-subscription',
      responses: jsonResponse(subscriptionInfoSchema),
    },
  ),
  cancel: declareRoute(
    { access: 'session', role: 'owner', label: 'Annuler l’abonnement', limits: ['billing-cancel:user'] },
    {
      method: 'post',
      path: '/billing/cancel',
      responses: jsonResponse(subscriptionInfoSchema, 'L’abonnement, annulé en fin de période'),
    },
  ),
  resume: declareRoute(
    {
      access: 'session',
      role: 'owner',
      label: 'Reprendre l’abonnement annulé',
      limits: ['billing-cancel:user'],
    },
    {
      method: 'post',
      path: '/billing/resume',
      responses: jsonResponse(subscriptionInfoSchema, 'L’abonnement, renouvelé de nouveau'),
    },
  ),
  switchPreview: declareRoute(
    {
      access: 'session',
      role: 'owner',
      label: 'Prévisualiser un changement de plan (prorata)',
      limits: ['billing-cancel:user'],
    },
    {
      method: 'post',
      path: '/billing/switch/preview',
      request: { body: jsonBody(planSwitchSchema) },
      responses: jsonResponse(
        planSwitchPreviewSchema,
        'Le nouveau prix, le crédit au prorata, le montant débité maintenant et le prochain renouvellement',
      ),
    },
  ),
  switchPlan: declareRoute(
    {
      access: 'session',
      role: 'owner',
      label: 'Changer de plan ou de périodicité',
      limits: ['billing-cancel:user'],
    },
    {
      method: 'post',
      path: '/billing/switch',
      request: { body: jsonBody(planSwitchConfirmSchema) },
      responses: jsonResponse(subscriptionInfoSchema, 'L’abonnement sur son nouveau plan'),
    },
  ),
  portal: declareRoute(
    {
      access: 'session',
      role: 'owner',
      label: 'Ouvrir le portail client Stripe',
      limits: ['billing-checkout:user'],
    },
    {
      method: 'post',
      path: '/billing/portal',
      responses: jsonResponse(checkoutResponseSchema, 'L’adresse du portail client de Stripe'),
    },
  ),
  sandboxCard: declareRoute(
    {
      access: 'session',
      role: 'owner',
      label: 'Mettre à jour la carte (bac à sable)',
      limits: ['billing-pay:user'],
    },
    {
      method: 'post',
      path: '/billing/sandbox/card',
      request: { body: jsonBody(sandboxCardSchema) },
      responses: jsonResponse(subscriptionInfoSchema, 'L’abonnement avec sa nouvelle carte'),
    },
  ),
  paymentTests: declareRoute(
    {
      access: 'session',
      role: 'owner',
      label: 'Tests de paiement (test-stripe-integration)',
      limits: ['billing-integration-test:user'],
    },
    {
      method: 'post',
      path: '/billing/test-stripe-integration',
      responses: jsonResponse(paymentTestResponseSchema),
    },
  ),
  startTrial: declareRoute(
    {
      access: 'session',
      role: 'owner',
      label: 'Démarrer l’essai Pro de 14 jours sans carte',
      limits: ['billing-checkout:user'],
    },
    {
      method: 'post',
      path: '/billing/trial',
      responses: jsonResponse(trialStartedSchema, 'L’essai Pro démarré, et l’abonnement qui en résulte', 201),
    },
  ),
  sandboxCheckout: declareRoute(
    { access: 'session', role: 'owner', label: 'Page de paiement du bac à sable' },
    {
      method: 'get',
      path: '/billing/sandbox/checkouts/{id}',
      request: checkoutId,
      responses: jsonResponse(sandboxCheckoutViewSchema),
    },
  ),
  sandboxPay: declareRoute(
    {
      access: 'session',
      role: 'owner',
      label: 'Payer avec une carte de test (bac à sable)',
      limits: ['billing-pay:user'],
    },
    {
      method: 'post',
      path: '/billing/sandbox/checkouts/{id}/pay',
      request: { ...checkoutId, body: jsonBody(sandboxCardSchema) },
      responses: jsonResponse(checkoutResponseSchema, 'L’adresse de retour après le paiement'),
    },
  ),
  sandboxStartTrial: declareRoute(
    {
      access: 'session',
      role: 'owner',
      label: 'Démarrer l’essai Pro sans carte (bac à sable)',
      limits: ['billing-pay:user'],
    },
    {
      method: 'post',
      path: '/billing/sandbox/checkouts/{id}/trial',
      request: checkoutId,
      responses: jsonResponse(checkoutResponseSchema, 'L’adresse de retour une fois l’essai démarré'),
    },
  ),
  profile: declareRoute(
    { access: 'session', role: 'owner', label: 'Lire le profil de facturation' },
    {
      method: 'get',
      path: '/billing/profile',
      responses: jsonResponse(billingProfileSchema, 'Particulier ou professionnel, et ses identifiants'),
    },
  ),
  saveProfile: declareRoute(
    {
      access: 'session',
      role: 'owner',
      label: 'Enregistrer le profil de facturation (SIREN, TVA)',
      limits: ['billing-profile:user'],
    },
    {
      method: 'put',
      path: '/billing/profile',
      request: { body: jsonBody(billingProfileInputSchema) },
      responses: jsonResponse(billingProfileSchema, 'Le profil enregistré'),
    },
  ),
  invoices: declareRoute(
    { access: 'session', role: 'owner', label: 'Lister ses factures' },
    {
      method: 'get',
      path: '/billing/invoices',
      responses: jsonResponse(invoiceListSchema, 'Les factures, la plus récente d’abord'),
    },
  ),
  invoicePdf: declareRoute(
    {
      access: 'session',
      role: 'owner',
      label: 'Télécharger une facture (PDF)',
      limits: ['billing-invoice:user'],
    },
    {
      method: 'get',
      path: '/billing/invoices/{id}/pdf',
      request: invoiceId,
      responses: {
        200: {
          description: 'La facture en PDF',
          content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
        },
      },
    },
  ),
  // Stripe signs the raw body: no validator may read (and re-serialize) it before the signature check.
  stripeWebhook: declareRoute(
    { access: 'public', label: 'Webhook Stripe (signature vérifiée)' },
    {
      method: 'post',
      path: '/webhooks/stripe',
      request: {
        headers: z.object({ 'stripe-signature': z.string().optional() }),
        body: {
          description: 'Un événement Stripe, signé (en-tête stripe-signature)',
          content: { 'application/json': { schema: { type: 'object' } } },
        },
      },
      responses: jsonResponse(
        z.object({ received: z.literal(true), outcome: z.enum(['applied', 'duplicate', 'ignored']) }),
        'Événement reçu',
      ),
    },
  ),
};

export interface BillingRouteDeps {
  db: Db;
  limits: RateLimits;
  payments: Payments;
  events: BillingEvents;
  /** The app's address the request came to (http/own-address.ts), for the payment page's way back. */
  ownAddress(request: Request): string;
  /** The whole app, so the payment test page can post a signed event to our own webhook. */
  app: () => { request(path: string, init: RequestInit): Response | Promise<Response> };
  /** Whether this user may run the payment test page (paymentTestsAllowed: operators in production). */
  mayRunPaymentTests(email: string): boolean;
}

export function billingRoutes(deps: BillingRouteDeps) {
  const { db, payments, events } = deps;
  const { provider } = payments;
  const planSwitch = createPlanSwitch({ db, provider, events });
  const subscriptionInfo = (database: Db, userId: string) =>
    infoOf(database, userId, new Date(), events.dunning);

  /** A provider outage is a 502 with a French message, never a stack trace. */
  async function fromProvider<T>(work: () => Promise<T>, code = 'billing:provider'): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (err instanceof ApiError) throw err;
      logger().error({ err: loggableError(err) }, 'payment provider error');
      throw new ApiError(502, code);
    }
  }

  /** The user's running subscription with this provider, or the French 404/409. */
  async function ownSubscription(userId: string) {
    const row = await subscriptionRow(db, userId);
    if (!row?.subscriptionId || entitledPlan(row) === 'free') {
      throw new ApiError(404, 'billing:no_subscription');
    }
    if (row.provider !== provider.id) {
      throw new ApiError(
        409,
        'billing:provider',
        'Cet abonnement est géré par un autre fournisseur de paiement.',
      );
    }
    return { ...row, subscriptionId: row.subscriptionId };
  }

  return (
    apiRouter()
      .openapi(route.createCheckout, async (c) => {
        const body = c.req.valid('json');
        const user = payer(c);
        await deps.limits.enforce(c, limitCheck('billing-checkout:user', user.id));
        const current = await subscriptionRow(db, user.id);
        if (entitledPlan(current) !== 'free' && current && !current.cancelAtPeriodEnd) {
          throw new ApiError(
            409,
            'billing:already_subscribed',
            'Vous avez déjà un abonnement en cours. Annulez-le avant de changer de plan.',
          );
        }
        const trial = !(await trialUsed(db, user.id));
        const seats = await memberCountOf(db, user.id);
        const session = await fromProvider(
          () =>
            provider.createCheckout({
              userId: user.id,
              email: user.email,
              plan: body.plan,
              interval: body.interval,
              customerId: current?.provider === 'stripe' ? current.customerId : null,
              origin: deps.ownAddress(c.req.raw),
              trial,
              seats,
            }),
          'billing:checkout',
        );
        return c.json({ url: session.url }, 200);
      })
      // « Essayer Pro » once signed in: the card-free trial starts here, no payment page (decision 060).
      .openapi(route.startTrial, async (c) => {
        const user = payer(c);
        await deps.limits.enforce(c, limitCheck('billing-checkout:user', user.id));
        await fromProvider(() => startProTrial({ db, provider, events }, user.id, 'pricing'));
        return c.json(
          {
            message: 'Essai Pro démarré\u202f: 14\u00a0jours, sans carte bancaire.',
            subscription: await subscriptionInfo(db, user.id),
          },
          201,
        );
      })
      .openapi(route.checkSubscription, async (c) =>
        c.json(await subscriptionInfo(db, c.get('workspace').id), 200),
      )
      .openapi(route.cancel, async (c) => {
        const user = payer(c);
        await deps.limits.enforce(c, limitCheck('billing-cancel:user', user.id));
        const row = await ownSubscription(user.id);
        const subscriptionId = row.subscriptionId;
        const sub = await fromProvider(() => provider.cancelAtPeriodEnd(subscriptionId));
        // Written now so the page shows it at once (the provider's answer is the newest state we know);
        // the provider's webhook confirms it later.
        const at = Math.max(Math.floor(Date.now() / 1000), row.lastEventAt);
        await events.syncSubscription(sub, at, { userId: user.id });
        return c.json(await subscriptionInfo(db, user.id), 200);
      })
      .openapi(route.resume, async (c) => {
        const user = payer(c);
        await deps.limits.enforce(c, limitCheck('billing-cancel:user', user.id));
        const row = await ownSubscription(user.id);
        if (!row.cancelAtPeriodEnd) return c.json(await subscriptionInfo(db, user.id), 200);
        const subscriptionId = row.subscriptionId;
        const sub = await fromProvider(() => provider.resume(subscriptionId));
        const at = Math.max(Math.floor(Date.now() / 1000), row.lastEventAt);
        await events.syncSubscription(sub, at, { userId: user.id });
        return c.json(await subscriptionInfo(db, user.id), 200);
      })
      // Plan or interval switch, no cancel-first step: the preview first, then the confirmation.
      .openapi(route.switchPreview, async (c) => {
        const user = payer(c);
        await deps.limits.enforce(c, limitCheck('billing-cancel:user', user.id));
        const target = c.req.valid('json');
        return c.json(await fromProvider(() => planSwitch.preview(user.id, target)), 200);
      })
      .openapi(route.switchPlan, async (c) => {
        const user = payer(c);
        await deps.limits.enforce(c, limitCheck('billing-cancel:user', user.id));
        const target = c.req.valid('json');
        await fromProvider(() => planSwitch.apply(user.id, target));
        return c.json(await subscriptionInfo(db, user.id), 200);
      })
      // Stripe's own portal (card, invoices, cancellation); the sandbox's portal is the settings page.
      .openapi(route.portal, async (c) => {
        const user = payer(c);
        await deps.limits.enforce(c, limitCheck('billing-checkout:user', user.id));
        const row = await subscriptionRow(db, user.id);
        const portalUrl = provider.portalUrl?.bind(provider);
        if (!portalUrl || row?.provider !== 'stripe' || !row.customerId) throw new ApiError(404, 'not_found');
        const customerId = row.customerId;
        const url = await fromProvider(() =>
          portalUrl(customerId, `${deps.ownAddress(c.req.raw)}${paths.settings}`),
        );
        return c.json({ url }, 200);
      })
      .openapi(route.sandboxCard, async (c) => {
        const sandbox = payments.sandbox;
        if (!sandbox) throw new ApiError(404, 'not_found');
        const user = payer(c);
        await deps.limits.enforce(c, limitCheck('billing-pay:user', user.id));
        const row = await ownSubscription(user.id);
        await sandbox.updateCard(user.id, row.subscriptionId, c.req.valid('json'));
        // A payment in arrears is tried again at once with the new card (dunning: restores the plan).
        if (row.status === 'past_due') {
          await chargeSandboxRenewal({ db, events, provider }, user.id, new Date(), true);
        }
        return c.json(await subscriptionInfo(db, user.id), 200);
      })
      .openapi(route.paymentTests, async (c) => {
        const user = payer(c);
        if (!deps.mayRunPaymentTests(user.email))
          throw new ApiError(403, 'forbidden', paymentTestsOperatorsOnly);
        await deps.limits.enforce(c, limitCheck('billing-integration-test:user', user.id));
        const result = await runPaymentChecks({
          provider,
          user,
          origin: deps.ownAddress(c.req.raw),
          postWebhook: async (body, signature) =>
            deps.app().request('/api/webhooks/stripe', {
              method: 'POST',
              body,
              headers: {
                'content-type': 'application/json',
                ...(signature ? { 'stripe-signature': signature } : {}),
              },
            }),
        });
        return c.json(result, 200);
      })
      // The sandbox's own checkout page (only when it serves payments): a user sees and pays only their own.
      .openapi(route.sandboxCheckout, async (c) => {
        const { id } = c.req.valid('param');
        const view = await payments.sandbox?.view(c.get('workspace').id, id);
        if (!view) throw new ApiError(404, 'not_found');
        return c.json(view, 200);
      })
      .openapi(route.sandboxPay, async (c) => {
        const sandbox = payments.sandbox;
        if (!sandbox) throw new ApiError(404, 'not_found');
        const user = payer(c);
        const { id } = c.req.valid('param');
        const card = c.req.valid('json');
        await deps.limits.enforce(c, limitCheck('billing-pay:user', user.id));
        // The account's one trial is used: Pro is paid from the first day.
        const payNow = card.payNow || (await trialUsed(db, user.id));
        const paid = await sandbox.pay(user.id, id, { ...card, payNow });
        try {
          // The subscription first, then its invoice (the order Stripe sends them in).
          for (const event of paid) await events.applyEvent(event);
        } catch (err) {
          await sandbox.reopen(id).catch(() => {});
          throw err;
        }
        const row = await subscriptionRow(db, user.id);
        if (row?.status === 'trialing') await markTrialUsed(db, user.id, row.trialEndsAt);
        return c.json({ url: `${deps.ownAddress(c.req.raw)}${sandbox.successUrl}` }, 200);
      })
      // 'Sans carte bancaire': the Pro trial starts with no card; it ends on Gratuit if none is added.
      .openapi(route.sandboxStartTrial, async (c) => {
        const sandbox = payments.sandbox;
        if (!sandbox) throw new ApiError(404, 'not_found');
        const user = payer(c);
        const { id } = c.req.valid('param');
        await deps.limits.enforce(c, limitCheck('billing-pay:user', user.id));
        if (await trialUsed(db, user.id)) throw new ApiError(409, 'billing:trial_used');
        const event = await sandbox.startTrial(user.id, id);
        try {
          await events.applyEvent(event);
        } catch (err) {
          await sandbox.reopen(id).catch(() => {});
          throw err;
        }
        const row = await subscriptionRow(db, user.id);
        await markTrialUsed(db, user.id, row?.trialEndsAt ?? null);
        return c.json({ url: `${deps.ownAddress(c.req.raw)}${sandbox.successUrl}` }, 200);
      })
      .openapi(route.profile, async (c) => c.json(await billingProfileOf(db, c.get('workspace').id), 200))
      .openapi(route.saveProfile, async (c) => {
        const user = payer(c);
        await deps.limits.enforce(c, limitCheck('billing-profile:user', user.id));
        return c.json(await saveBillingProfile(db, user.id, c.req.valid('json')), 200);
      })
      .openapi(route.invoices, async (c) =>
        c.json({ invoices: await listInvoices(db, c.get('workspace').id) }, 200),
      )
      // Only the owner's own invoice: another user's id is the same 404 as an unknown one.
      .openapi(route.invoicePdf, async (c) => {
        const user = payer(c);
        await deps.limits.enforce(c, limitCheck('billing-invoice:user', user.id));
        const found = await invoicePdfOf(db, user.id, c.req.valid('param').id);
        if (!found) throw new ApiError(404, 'not_found');
        c.header('Content-Type', 'application/pdf');
        c.header('Content-Disposition', `attachment; filename="facture-septime-${found.number}.pdf"`);
        c.header('Cache-Control', 'private, no-store');
        return c.body(found.pdf as Uint8Array<ArrayBuffer>, 200);
      })
      // Stripe calls this without a session; the signature is the authentication.
      .openapi(route.stripeWebhook, async (c) => {
        const secret = provider.webhookSecret;
        if (!secret) throw new ApiError(503, 'webhook:not_configured');
        const signature = c.req.header('stripe-signature');
        const payload = await c.req.text();
        if (!signature) throw new ApiError(400, 'webhook:signature');
        // The SDK is loaded with the first event, not at start (decision 045).
        const { default: StripeSdk } = await import('stripe');
        let event: Stripe.Event;
        try {
          // Checks the HMAC and refuses a timestamp older than Stripe's 5-minute tolerance (replays).
          event = StripeSdk.webhooks.constructEvent(payload, signature, secret);
        } catch {
          throw new ApiError(400, 'webhook:signature');
        }
        const outcome = await events.applyEvent(event);
        // A duplicate is acknowledged (Stripe would retry anything else) but not applied twice.
        return c.json({ received: true as const, outcome }, 200);
      })
  );
}
