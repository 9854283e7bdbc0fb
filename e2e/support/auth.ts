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
  // The newest mail to this address that carries the link (a later mail of another kind may sit above).
  const link = page.getByRole('link', { name: linkName });
  const mail = page.locator('article', { hasText: email }).filter({ has: link }).first();
  await mail.getByRole('link', { name: linkName }).first().click();
}

/**
 * A confirmed, signed-in user as a person makes one: the sign-up form, then the confirmation link
 * from the outbox (auth.spec.ts walks this; the other specs use `signUpAndConfirm`).
 */
export async function signUpAndConfirmByForm(page: Page, email = newEmail(), password = strongPassword) {
  await signUp(page, email, password);
  await followMailedLink(page, email, 'Confirmer mon email');
  // Shown on /auth, then as a toast on /dashboard: whichever the check catches.
  await expect(page.getByText('Email confirmé ! Bienvenue.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  return { email, password };
}

/**
 * A confirmed, signed-in user on /dashboard, made through the same endpoints the form and the mailed
 * link call (sign-up, the outbox's confirmation link): about 1 s instead of 4 for the specs whose
 * subject is not the sign-up (decision 070). The browser context gets the session cookie.
 */
export async function signUpAndConfirm(page: Page, email = newEmail(), password = strongPassword) {
  const signedUp = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password, name: email.split('@')[0], callbackURL: '/auth#type=signup' },
  });
  expect(signedUp.status(), await signedUp.text()).toBe(200);
  const outbox = await (await page.request.get('/outbox')).text();
  // The newest mail to this address (the outbox lists the newest first), and its confirmation link.
  const mail = outbox.split('<article').find((article) => article.includes(`À : ${email}`));
  const href = mail && /<a[^>]*href="([^"]+)"[^>]*>\s*Confirmer mon email/.exec(mail)?.[1];
  expect(href, `confirmation mail to ${email}`).toBeTruthy();
  const confirmed = await page.request.get(href!.replaceAll('&amp;', '&'));
  expect(confirmed.ok()).toBe(true);
  await page.goto('/dashboard');
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
