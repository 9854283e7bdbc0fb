import { expect, type Page } from '@playwright/test';

let counter = 0;
export const newEmail = (prefix = 'e2e') => `${prefix}.${Date.now()}.${counter++}@example.fr`;
export const strongPassword = 'Septime-E2E-2026!';

/** Fills and sends the sign-up form as a new user would. */
export async function signUp(page: Page, email: string, password = strongPassword) {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Inscription' }).click();
  const form = page.getByRole('form', { name: 'Inscription' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Mot de passe').fill(password);
  await form.getByRole('button', { name: 'Créer un compte' }).click();
  await expect(
    page.getByText('Compte créé ! Vérifiez votre email pour confirmer votre inscription.'),
  ).toBeVisible();
}

/** Opens the local outbox and follows the link of the newest mail of that kind sent to this address. */
export async function followMailedLink(page: Page, email: string, linkName: string) {
  await page.goto('/outbox');
  const mail = page.locator('article', { hasText: email }).first();
  await mail.getByRole('link', { name: linkName }).first().click();
}

/** A confirmed, signed-in user (sign-up, then the confirmation link from the outbox). */
export async function signUpAndConfirm(page: Page, email = newEmail(), password = strongPassword) {
  await signUp(page, email, password);
  await followMailedLink(page, email, 'Confirmer mon email');
  // Shown on /auth, then as a toast on /dashboard: whichever the check catches.
  await expect(page.getByText('Email confirmé ! Bienvenue.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  return { email, password };
}

export async function signIn(page: Page, email: string, password = strongPassword) {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Connexion' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Mot de passe').fill(password);
  await form.getByRole('button', { name: 'Se connecter' }).click();
}

/** Loads the example workspace (decision 059) for the signed-in user, as « Charger l’exemple » does. */
export async function loadExample(page: Page) {
  const status = await page.evaluate(async () => {
    const res = await fetch('/api/workspace/example', { method: 'POST' });
    return res.status;
  });
  expect(status).toBe(200);
}
