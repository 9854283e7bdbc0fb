// The billing calls (src/server/billing/billing.routes.ts), shared by the landing pricing, the
// settings page and the billing pages. The landing imports this module lazily, on a click.
import type { SandboxCard } from '../../shared/billing.ts';
import { type BillingInterval, type PaidPlanId, type PlanId, planById } from '../../shared/plans.ts';
import { ApiRequestError } from './api.ts';
import { api, call } from './api-client.ts';
import { toast } from './toast.ts';

export const billingKeys = {
  // Keyed by user so another account in the same tab never sees this plan.
  subscription: (userId: string) => ['subscription', userId] as const,
  sandboxCheckout: (id: string) => ['sandbox-checkout', id] as const,
  profile: (userId: string) => ['billing-profile', userId] as const,
  invoices: (userId: string) => ['invoices', userId] as const,
};

export const fetchBillingProfile = () => call(api.billing.profile.$get());

export type BillingProfileInput = Parameters<typeof api.billing.profile.$put>[0]['json'];

/** Saves who is billed; a refused SIREN or VAT number comes back as the server's French message. */
export const saveBillingProfile = (json: BillingProfileInput) => call(api.billing.profile.$put({ json }));

export const fetchInvoices = () => call(api.billing.invoices.$get());

/** The PDF of one of the user's own invoices (sandbox invoices; Stripe's are linked). */
export const invoicePdfHref = (id: string) =>
  `/api${api.billing.invoices[':id'].pdf.$path({ param: { id: encodeURIComponent(id) } })}`;

export const fetchSubscription = () => call(api.billing['check-subscription'].$get());

export type PlanSwitchInput = Parameters<(typeof api.billing.switch)['$post']>[0]['json'];

/** What a switch would cost now: new price, prorated credit, amount charged, next renewal. */
export const previewPlanSwitch = (
  json: Parameters<(typeof api.billing.switch.preview)['$post']>[0]['json'],
) => call(api.billing.switch.preview.$post({ json }));

/** The switch itself, naming the plan it switches from (the preview's). */
export const confirmPlanSwitch = (json: PlanSwitchInput) => call(api.billing.switch.$post({ json }));

export const cancelSubscription = () => call(api.billing.cancel.$post());

export const resumeSubscription = () => call(api.billing.resume.$post());

/** Stripe's customer portal (card, invoices, cancellation). */
export const openBillingPortal = () => call(api.billing.portal.$post());

/** The sandbox portal's « Mettre à jour la carte ». */
export const updateSandboxCard = (card: SandboxCard) => call(api.billing.sandbox.card.$post({ json: card }));

export const runPaymentTests = () => call(api.billing['test-stripe-integration'].$post());

// The id comes from the page's address: encoded, so it can never reach another path (hc does not encode).
export const fetchSandboxCheckout = (id: string) =>
  call(api.billing.sandbox.checkouts[':id'].$get({ param: { id: encodeURIComponent(id) } }));

export const paySandboxCheckout = (id: string, card: SandboxCard) =>
  call(api.billing.sandbox.checkouts[':id'].pay.$post({ param: { id: encodeURIComponent(id) }, json: card }));

/** « Essayer Pro » signed in: the 14-day Pro trial starts server-side, no card, no payment page (decision 060). */
export const startProTrial = () => call(api.billing.trial.$post());

/** The Pro trial without a card ('sans carte bancaire'). */
export const startSandboxTrial = (id: string) =>
  call(api.billing.sandbox.checkouts[':id'].trial.$post({ param: { id: encodeURIComponent(id) } }));

const checkoutError = 'Erreur lors de la création du checkout';

/** create-checkout, then the payment page in a new tab (SPEC.md §7); a toast when it fails. */
export async function startCheckout(plan: PaidPlanId, interval: BillingInterval): Promise<void> {
  // Opened during the click, so the browser does not treat it as an unwanted pop-up.
  const tab = window.open('', '_blank');
  try {
    const { url } = await call(api.billing['create-checkout'].$post({ json: { plan, interval } }));
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else {
      window.location.assign(url);
    }
  } catch (err) {
    tab?.close();
    const message = err instanceof ApiRequestError ? err.message : undefined;
    toast.error(checkoutError, message === checkoutError ? undefined : message);
  }
}

/** Back from the checkout (?checkout=success|cancel): say so once, then clean the address. */
function announceCheckoutReturn(plan: PlanId, status: string) {
  const url = new URL(window.location.href);
  const outcome = url.searchParams.get('checkout');
  if (!outcome) return;
  // A trial started on the checkout page took no money: it is never called a payment.
  if (outcome === 'success' && status === 'trialing')
    toast.success('Essai Pro démarré', 'Aucun montant n’a été débité.');
  else if (outcome === 'success')
    toast.success('Paiement confirmé', `Bienvenue dans le plan ${planById(plan).name}\u00a0!`);
  else toast.info('Paiement annulé', 'Aucun montant n’a été débité.');
  url.searchParams.delete('checkout');
  window.history.replaceState(window.history.state, '', url);
}

/**
 * Reads the user's plan now and each time the tab is shown again (the checkout runs in another
 * tab); returns the function that stops watching.
 */
export function watchCurrentPlan(onPlan: (plan: PlanId) => void): () => void {
  let live = true;
  let announced = false;
  const load = async () => {
    try {
      const { plan, status } = await fetchSubscription();
      if (!live) return;
      onPlan(plan);
      if (!announced) announceCheckoutReturn(plan, status);
      announced = true;
    } catch {
      // keep the last known plan
    }
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') void load();
  };
  void load();
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    live = false;
    document.removeEventListener('visibilitychange', onVisible);
  };
}
