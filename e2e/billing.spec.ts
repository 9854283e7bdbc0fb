import { expect, type Page, test } from '@playwright/test';
import { formatCents } from '../src/client/lib/billing-format.ts';
import { formatEuros } from '../src/shared/plans.ts';
import { signUpAndConfirm } from './support/auth.ts';

// Billing in the sandbox (no Stripe key): pricing → checkout in a new tab → test card → back to the
// app on Pro, with the daily AI quota lifted; the declined card; the payment test page.

const notice = (page: Page, text: string | RegExp) =>
  page.getByRole('region', { name: /Notifications/ }).getByText(text);

const planCard = (page: Page, name: string) =>
  page
    .getByRole('region', { name: 'Un tarif simple, qui grandit avec vous' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });

/** Clicks a paid plan's button on the pricing and returns the checkout tab it opens. */
/** Entreprise is sold after « Contacter l'Équipe » (decision 060): its checkout is opened by address. */
async function openEnterpriseCheckout(page: Page, baseURL: string) {
  const response = await page.request.post('/api/billing/create-checkout', {
    data: { plan: 'enterprise' },
    headers: { origin: baseURL },
  });
  expect(response.status()).toBe(200);
  await page.goto((await response.json()).url);
  await expect(page.getByText('Mode test — aucun paiement réel')).toBeVisible();
  return page;
}

async function openCheckout(page: Page, plan: string, button: string) {
  await page.goto('/#pricing');
  const popup = page.waitForEvent('popup');
  await planCard(page, plan).getByRole('button', { name: button }).click();
  const checkout = await popup;
  await checkout.waitForURL(/\/checkout\/sandbox\/[0-9a-f-]{36}$/);
  await expect(checkout.getByText('Mode test — aucun paiement réel')).toBeVisible();
  return checkout;
}

async function fillCard(checkout: Page, number: string) {
  const form = checkout.getByRole('form', { name: 'Paiement par carte' });
  await form.getByLabel('Nom du titulaire').fill('Jeanne Martin');
  await form.getByLabel('Numéro de carte').fill(number);
  await form.getByLabel('Date d’expiration (MM/AA)').fill('12/34');
  await form.getByLabel('Code de sécurité (CVC)').fill('123');
  return form;
}

test('the pricing shows a visitor HT prices first, TTC one click away, monthly or annual', async ({
  page,
}) => {
  await page.goto('/#pricing');
  const pro = planCard(page, 'Pro');
  // Professionals first (SPEC.md §9: 20 € and 420 € HT), the VAT on top.
  await expect(page.getByRole('button', { name: 'Professionnel' })).toHaveAttribute('aria-pressed', 'true');
  await expect(pro.getByText(formatEuros(20), { exact: true })).toBeVisible();
  await expect(pro.getByText('HT par mois / utilisateur')).toBeVisible();
  await expect(pro.getByText('+ TVA 20 %')).toBeVisible();
  await expect(planCard(page, 'Entreprise').getByText(formatEuros(420), { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Annuel' }).click();
  await expect(page.getByRole('button', { name: 'Annuel' })).toHaveAttribute('aria-pressed', 'true');
  await expect(pro.getByText(formatEuros(16), { exact: true })).toBeVisible();
  await expect(pro.getByText(`soit ${formatEuros(192)} HT facturés par an`)).toBeVisible();
  // Individuals: the same plans with VAT (20 € HT → 24 € TTC).
  await page.getByRole('button', { name: 'Particulier' }).click();
  await expect(pro.getByText(formatEuros(19.2), { exact: true })).toBeVisible();
  await expect(pro.getByText(`soit ${formatEuros(230.4)} TTC facturés par an`)).toBeVisible();
  await expect(planCard(page, 'Entreprise').getByText(formatEuros(403.2), { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Mensuel' }).click();
  await expect(pro.getByText(formatEuros(24), { exact: true })).toBeVisible();
  await expect(pro.getByText('TTC par mois / utilisateur')).toBeVisible();
});

test('a Gratuit user upgrades to Pro in the sandbox, sees it everywhere and runs a sixth AI task', async ({
  page,
  baseURL,
}) => {
  test.slow(); // a whole journey across three pages and two tabs
  await signUpAndConfirm(page);
  await page.goto('/#pricing');
  await expect(planCard(page, 'Gratuit').getByRole('button', { name: 'Votre plan actuel' })).toBeDisabled();

  // Five tasks on Gratuit: the quota is spent.
  for (let i = 1; i <= 5; i++) {
    const response = await page.request.post('/api/ai/automation', {
      data: { task: `Tâche de test numéro ${i}`, employee: 'alfred' },
      headers: { origin: baseURL! },
    });
    expect(response.status()).toBe(200);
  }

  const checkout = await openCheckout(page, 'Pro', 'Essayer Pro');
  await expect(checkout.getByText('Plan Pro')).toBeVisible();
  await expect(checkout.getByText(`${formatCents(2400)} TTC par mois`, { exact: true })).toBeVisible();
  await expect(
    checkout.getByText(`14 jours d’essai gratuit, puis ${formatCents(2400)} TTC par mois.`),
  ).toBeVisible();
  // 'Sans carte bancaire' (issue 23): the trial starts with one button, no card field on the way.
  const trial = checkout.getByRole('region', { name: 'Essai gratuit' });
  await expect(trial.getByText('Aucune carte bancaire n’est demandée.')).toBeVisible();
  await expect(trial.getByLabel('Numéro de carte')).toBeHidden();
  await trial.getByRole('button', { name: 'Démarrer l’essai gratuit de 14 jours' }).click();

  // Back in the app, on the pricing: Pro is the current plan.
  await checkout.waitForURL(/\/\?checkout=success#pricing$|\/#pricing$/);
  // Nothing was paid: the return says the trial started, never « Paiement confirmé ».
  await expect(notice(checkout, 'Essai Pro démarré')).toBeVisible();
  await expect(planCard(checkout, 'Pro').getByText('Plan actuel', { exact: true })).toBeVisible();
  await expect(planCard(checkout, 'Pro').getByRole('button', { name: 'Votre plan actuel' })).toBeDisabled();
  await expect(
    planCard(checkout, 'Gratuit').getByRole('button', { name: 'Commencer Gratuitement' }),
  ).toBeEnabled();
  await expect(checkout).toHaveURL(/\/#pricing$/);
  // A second subscription on top of this one is refused.
  const second = await checkout.request.post('/api/billing/create-checkout', {
    data: { plan: 'enterprise' },
    headers: { origin: baseURL! },
  });
  expect(second.status()).toBe(409);
  expect((await second.json()).error.message).toMatch(/Vous avez déjà un abonnement en cours/);
  await checkout.close();

  // The first tab sees it too once shown again.
  await page.reload();
  await expect(planCard(page, 'Pro').getByRole('button', { name: 'Votre plan actuel' })).toBeVisible();

  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Abonnement' });
  await expect(section.getByTestId('current-plan')).toHaveText('Pro');
  await expect(section.getByText('Période d’essai')).toBeVisible();
  // The app writes dates on the Paris calendar, whatever the machine's time zone.
  const trialEnd = new Intl.DateTimeFormat('fr-FR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Paris',
  }).format(new Date(Date.now() + 14 * 86_400_000));
  await expect(section.getByText(`Essai gratuit jusqu’au ${trialEnd}.`)).toBeVisible();

  // The sixth AI task of the day now succeeds.
  await page.goto('/demo');
  await page.getByRole('tab', { name: 'Automatisation' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Automatisation' });
  await expect(panel.getByText("5 tâches IA aujourd'hui (illimité)")).toBeVisible();
  await panel.getByLabel('Description de la tâche').fill('Préparer le point hebdomadaire');
  await panel.getByRole('button', { name: 'Exécuter la tâche' }).click();
  await expect(panel.getByRole('region', { name: "Plan d'automatisation" })).toBeVisible();
  await expect(panel.getByText("6 tâches IA aujourd'hui (illimité)")).toBeVisible();

  // Cancel at period end, with a confirmation.
  await page.goto('/settings');
  await section.getByRole('button', { name: "Annuler l'abonnement" }).click();
  await section.getByRole('button', { name: "Confirmer l'annulation" }).click();
  await expect(
    section.getByText(`Annulé : vos avantages restent actifs jusqu’au ${trialEnd}.`),
  ).toBeVisible();
  await expect(section.getByRole('button', { name: "Annuler l'abonnement" })).toHaveCount(0);
});

test('a card can still be added when the trial starts: the trial then goes on as Pro', async ({ page }) => {
  await signUpAndConfirm(page);
  const checkout = await openCheckout(page, 'Pro', 'Essayer Pro');
  await checkout.getByText('Ajouter une carte dès maintenant (facultatif)').click();
  const form = await fillCard(checkout, '4242 4242 4242 4242');
  await form.getByRole('button', { name: 'Démarrer l’essai avec cette carte' }).click();
  await checkout.waitForURL(/\/\?checkout=success#pricing$|\/#pricing$/);
  await expect(planCard(checkout, 'Pro').getByText('Plan actuel', { exact: true })).toBeVisible();
});

test('the declined test card shows its French message and keeps Gratuit', async ({ page, baseURL }) => {
  await signUpAndConfirm(page);
  const checkout = await openEnterpriseCheckout(page, baseURL!);
  await expect(checkout.getByText('Plan Entreprise')).toBeVisible();
  const form = await fillCard(checkout, '4000 0000 0000 0002');
  await form.getByRole('button', { name: `Payer ${formatCents(50_400)} TTC` }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'Votre carte a été refusée. Aucun montant n’a été débité.',
  );
  await expect(checkout).toHaveURL(/\/checkout\/sandbox\//);

  await page.goto('/settings');
  await expect(page.getByRole('region', { name: 'Abonnement' }).getByTestId('current-plan')).toHaveText(
    'Gratuit',
  );
});

test('the payment test page runs every check green in sandbox mode', async ({ page }) => {
  await page.goto('/test');
  await expect(page.getByText('Connectez-vous pour lancer les tests de paiement.')).toBeVisible();

  await signUpAndConfirm(page);
  await page.goto('/test');
  await page.getByRole('button', { name: 'Lancer les Tests' }).click();
  const results = page.getByRole('region', { name: /Résultats/ });
  await expect(results.getByText('7/7 tests réussis')).toBeVisible();
  await expect(results.getByRole('listitem')).toHaveCount(7);
  await expect(results.getByRole('img', { name: 'Réussi' })).toHaveCount(7);
  await expect(results.getByText('Webhook signé')).toBeVisible();
  await expect(results.getByRole('status').getByText('Tests Stripe réussis !')).toBeVisible();
  await expect(notice(page, 'Tests Stripe réussis !')).toBeVisible();
});
