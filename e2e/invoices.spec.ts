import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { formatCents } from '../src/client/lib/billing-format.ts';
import { signUpAndConfirm } from './support/auth.ts';

// Issue 24's "done when": a professional subscribes to Pro annual in the sandbox with a SIREN and a
// VAT number, downloads the PDF invoice (HT, TVA, TTC, legal mentions), updates the card and cancels
// with the end date shown; an individual reads TTC prices.

const planCard = (page: Page, name: string) =>
  page
    .getByRole('region', { name: 'Un tarif simple, qui grandit avec vous' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });

const plain = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ');

test('a professional subscribes to Pro annual, downloads the invoice, updates the card, cancels and resumes', async ({
  page,
}) => {
  test.slow(); // three pages, two tabs and a PDF
  await signUpAndConfirm(page);
  await page.goto('/#pricing');
  await page.getByRole('button', { name: 'Annuel' }).click();
  await page.getByRole('button', { name: 'Professionnel' }).click();
  const popup = page.waitForEvent('popup');
  await planCard(page, 'Pro').getByRole('button', { name: 'Essayer Pro' }).click();
  const checkout = await popup;
  await checkout.waitForURL(/\/checkout\/sandbox\//);

  // Who is billed: the company, its SIREN and VAT number (checked by the server).
  await checkout.getByRole('button', { name: 'Modifier le profil de facturation' }).click();
  const profile = checkout.getByRole('form', { name: 'Profil de facturation' });
  await profile.getByLabel('Professionnel').check();
  await profile.getByLabel('Raison sociale').fill('Boulangerie Martin SAS');
  await profile.getByLabel('Adresse').fill('12 rue des Lilas');
  await profile.getByLabel('Code postal').fill('69003');
  await profile.getByLabel('Ville').fill('Lyon');
  await profile.getByLabel('SIREN ou SIRET').fill('732 829 321');
  await profile.getByLabel('N° de TVA intracommunautaire').fill('FR44732829320');
  await profile.getByRole('button', { name: 'Enregistrer et mettre à jour le prix' }).click();
  await expect(profile.getByRole('alert')).toContainText('SIREN ou SIRET invalide');
  await profile.getByLabel('SIREN ou SIRET').fill('732 829 320');
  await profile.getByRole('button', { name: 'Enregistrer et mettre à jour le prix' }).click();
  await expect(checkout.getByText(`${formatCents(19_200)} HT par an`, { exact: true })).toBeVisible();
  await expect(checkout.getByText(`TVA 20 % : ${formatCents(3_840)}`)).toBeVisible();
  await expect(checkout.getByText(`soit ${formatCents(23_040)} TTC`)).toBeVisible();

  // Paid at once (no trial), so the invoice is issued now.
  await checkout.getByText('Ajouter une carte dès maintenant (facultatif)').click();
  const card = checkout.getByRole('form', { name: 'Paiement par carte' });
  await card.getByLabel('Nom du titulaire').fill('Jeanne Martin');
  await card.getByLabel('Numéro de carte').fill('4242 4242 4242 4242');
  await card.getByLabel('Date d’expiration (MM/AA)').fill('12/34');
  await card.getByLabel('Code de sécurité (CVC)').fill('123');
  await card
    .getByLabel('Payer maintenant, sans période d’essai (la facture est émise tout de suite)')
    .check();
  await card.getByRole('button', { name: `Payer ${formatCents(23_040)} TTC` }).click();
  await checkout.waitForURL(/#pricing$/);
  await checkout.close();

  await page.goto('/settings');
  const subscription = page.getByRole('region', { name: 'Abonnement' });
  await expect(subscription.getByTestId('current-plan')).toHaveText('Pro');
  await expect(subscription.getByTestId('plan-price')).toContainText(`${formatCents(19_200)} HT`);
  const billing = page.getByRole('region', { name: 'Facturation' });
  const invoices = billing.getByRole('list', { name: 'Factures' });
  await expect(invoices.getByText(/Facture n° \d{4}-\d{6} du/)).toBeVisible();
  const download = page.waitForEvent('download');
  await invoices.getByRole('link', { name: /Télécharger le PDF/ }).click();
  const file = await (await download).path();
  const pdf = await getDocumentProxy(new Uint8Array(readFileSync(file)), { isEvalSupported: false });
  const { text } = await extractText(pdf, { mergePages: true });
  const content = plain(Array.isArray(text) ? text.join(' ') : text);
  for (const expected of [
    'Boulangerie Martin SAS',
    'SIREN : 732829320',
    'FR44732829320',
    'Abonnement Septime Pro — annuel',
    plain(`Total HT ${formatCents(19_200)}`),
    plain(`TVA 20 % ${formatCents(3_840)}`),
    plain(`Total TTC ${formatCents(23_040)}`),
    'Pas d’escompte pour paiement anticipé.',
    'trois fois le taux d’intérêt légal',
    'Indemnité forfaitaire pour frais de recouvrement',
  ]) {
    expect(content, expected).toContain(expected);
  }

  // The sandbox's customer portal: the card, then cancel and resume.
  await expect(subscription.getByText('Carte enregistrée : •••• 4242')).toBeVisible();
  await subscription.getByRole('button', { name: 'Mettre à jour la carte' }).click();
  const newCard = subscription.getByRole('form', { name: 'Nouvelle carte' });
  await newCard.getByLabel('Nom du titulaire').fill('Jeanne Martin');
  await newCard.getByLabel('Numéro de carte').fill('4000 0000 0000 0002');
  await newCard.getByLabel('Date d’expiration (MM/AA)').fill('11/35');
  await newCard.getByLabel('Code de sécurité (CVC)').fill('456');
  await newCard.getByRole('button', { name: 'Enregistrer la carte' }).click();
  await expect(newCard.getByRole('alert')).toHaveText(
    'Votre carte a été refusée. Aucun montant n’a été débité.',
  );
  await newCard.getByLabel('Numéro de carte').fill('4242 4242 4242 4242');
  await newCard.getByRole('button', { name: 'Enregistrer la carte' }).click();
  await expect(newCard).toBeHidden();
  await expect(subscription.getByText('Carte enregistrée : •••• 4242')).toBeVisible();

  // Cancel at the end of the year paid for: the end date is shown.
  const yearEnd = new Intl.DateTimeFormat('fr-FR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Paris',
  }).format(new Date(Date.now() + 365 * 86_400_000));
  await subscription.getByRole('button', { name: "Annuler l'abonnement" }).click();
  await subscription.getByRole('button', { name: "Confirmer l'annulation" }).click();
  await expect(
    subscription.getByText(`Annulé : vos avantages restent actifs jusqu’au ${yearEnd}.`),
  ).toBeVisible();
});

test('an individual reads TTC prices on the checkout and in the settings', async ({ page, baseURL }) => {
  await signUpAndConfirm(page);
  await page.goto('/#pricing');
  await expect(planCard(page, 'Entreprise').getByText('TTC par mois')).toBeVisible();
  // Entreprise is sold after « Contacter l'Équipe » (decision 060): its checkout is opened by address.
  const created = await page.request.post('/api/billing/create-checkout', {
    data: { plan: 'enterprise' },
    headers: { origin: baseURL! },
  });
  const checkout = await page.context().newPage();
  await checkout.goto((await created.json()).url);
  await expect(checkout.getByText(`${formatCents(50_400)} TTC par mois`, { exact: true })).toBeVisible();
  await expect(checkout.getByText('Particulier : prix TTC.')).toBeVisible();
  await checkout.close();
  await page.goto('/settings');
  await expect(page.getByRole('region', { name: 'Facturation' }).getByLabel('Particulier')).toBeChecked();
});

/** Pro monthly paid at once from the pricing (an individual: 24,00 € TTC), back on the settings page. */
async function subscribeProMonthly(page: Page) {
  await page.goto('/#pricing');
  const popup = page.waitForEvent('popup');
  await planCard(page, 'Pro').getByRole('button', { name: 'Essayer Pro' }).click();
  const checkout = await popup;
  await checkout.waitForURL(/\/checkout\/sandbox\//);
  await checkout.getByText('Ajouter une carte dès maintenant (facultatif)').click();
  const card = checkout.getByRole('form', { name: 'Paiement par carte' });
  await card.getByLabel('Nom du titulaire').fill('Jeanne Martin');
  await card.getByLabel('Numéro de carte').fill('4242 4242 4242 4242');
  await card.getByLabel('Date d’expiration (MM/AA)').fill('12/34');
  await card.getByLabel('Code de sécurité (CVC)').fill('123');
  await card
    .getByLabel('Payer maintenant, sans période d’essai (la facture est émise tout de suite)')
    .check();
  await card.getByRole('button', { name: `Payer ${formatCents(2_400)} TTC` }).click();
  await checkout.waitForURL(/#pricing$/);
  await checkout.close();
  await page.goto('/settings');
}

const frDate = (date: Date) =>
  new Intl.DateTimeFormat('fr-FR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Paris',
  }).format(date);

test('an individual switches Pro → Entreprise and reads the proration, in TTC, before confirming', async ({
  page,
}) => {
  test.slow();
  await signUpAndConfirm(page);
  await subscribeProMonthly(page);
  const subscription = page.getByRole('region', { name: 'Abonnement' });
  await expect(subscription.getByTestId('plan-price')).toHaveText(
    `${formatCents(2_400)} TTC par mois pour 1 membre`,
  );
  await subscription.getByRole('button', { name: 'Changer de plan' }).click();
  const panel = subscription.getByRole('region', { name: 'Changer de plan' });
  await panel.getByRole('button', { name: 'Entreprise mensuel' }).click();
  // Day one of 30: 29 whole days left. Entreprise 420 € × 29/30 = 406 € HT, less Pro 20 € × 29/30 =
  // 19,33 € HT: 386,67 € HT charged, 464,00 € TTC for an individual.
  await expect(panel.getByText('Passage de Pro mensuel à Entreprise mensuel :')).toBeVisible();
  await expect(panel.getByText(`${formatCents(50_400)} TTC par mois`)).toBeVisible();
  await expect(panel.getByText(`${formatCents(2_320)} TTC (29 jours sur 30)`)).toBeVisible();
  await expect(panel.getByText('Montant débité maintenant')).toBeVisible();
  await expect(panel.getByText(`${formatCents(46_400)} TTC`, { exact: true })).toBeVisible();
  await expect(panel.getByText(frDate(new Date(Date.now() + 30 * 86_400_000)))).toBeVisible();
  await expect(panel.getByText(/HT/)).toHaveCount(0);
  await panel.getByRole('button', { name: 'Confirmer le changement' }).click();
  await expect(subscription.getByTestId('current-plan')).toHaveText('Entreprise');
  await expect(subscription.getByTestId('plan-price')).toHaveText(`${formatCents(50_400)} TTC par mois`);
  const invoices = page.getByRole('region', { name: 'Facturation' }).getByRole('list', { name: 'Factures' });
  await expect(invoices.getByRole('listitem')).toHaveCount(2);
  await expect(invoices.getByText(`${formatCents(46_400)} TTC`)).toBeVisible();
});

test('a failed renewal shows the French warning, and a new card restores the plan', async ({ page }) => {
  test.slow();
  const { email } = await signUpAndConfirm(page);
  await subscribeProMonthly(page);
  const subscription = page.getByRole('region', { name: 'Abonnement' });
  // The card that attaches fine and fails when charged.
  const replaceCard = async (number: string) => {
    await subscription.getByRole('button', { name: 'Mettre à jour la carte' }).click();
    const newCard = subscription.getByRole('form', { name: 'Nouvelle carte' });
    await newCard.getByLabel('Nom du titulaire').fill('Jeanne Martin');
    await newCard.getByLabel('Numéro de carte').fill(number);
    await newCard.getByLabel('Date d’expiration (MM/AA)').fill('11/35');
    await newCard.getByLabel('Code de sécurité (CVC)').fill('456');
    await newCard.getByRole('button', { name: 'Enregistrer la carte' }).click();
    await expect(newCard).toBeHidden();
  };
  await replaceCard('4000 0000 0000 0341');
  await expect(subscription.getByText('Carte enregistrée : •••• 0341')).toBeVisible();

  // The renewal date comes (the test clock of e2e/support/server.ts) and the charge fails.
  const clock = readFileSync(join(tmpdir(), `septime-e2e-clock-${process.env.E2E_PORT}`), 'utf8');
  const renewed = await fetch(`${clock}/?renew=${encodeURIComponent(email)}`);
  expect(await renewed.json()).toMatchObject({ failed: 1 });
  await page.reload();
  const warning = subscription.getByRole('alert');
  await expect(warning).toContainText('Le paiement de votre abonnement Pro a échoué.');
  await expect(warning).toContainText(`Nous réessaierons le ${frDate(new Date(Date.now() + 86_400_000))}.`);
  await expect(warning).toContainText(
    `Mettez à jour votre carte avant le ${frDate(new Date(Date.now() + 7 * 86_400_000))} : sinon votre compte passera au plan Gratuit, sans perte de données.`,
  );
  await expect(subscription.getByText('Paiement en retard')).toBeVisible();
  await expect(subscription.getByTestId('current-plan')).toHaveText('Pro');

  await replaceCard('4242 4242 4242 4242');
  await expect(subscription.getByRole('alert')).toHaveCount(0);
  await expect(subscription.getByText('Actif', { exact: true })).toBeVisible();
});
