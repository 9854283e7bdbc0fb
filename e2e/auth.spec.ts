import { expect, test } from '@playwright/test';
import {
  followMailedLink,
  newEmail,
  signIn,
  signUp,
  signUpAndConfirmByForm as signUpAndConfirm,
  strongPassword,
} from './support/auth.ts';

test('a new user signs up, confirms from the outbox, stays signed in after a reload, and signs out', async ({
  page,
}) => {
  const { email } = await signUpAndConfirm(page);
  // The confirmation marker is cleared from the URL.
  expect(new URL(page.url()).hash).toBe('');
  await expect(page.getByText(email)).toBeVisible();

  await page.reload();
  await expect(page.getByText(email)).toBeVisible();
  // The session cookie is not readable by page scripts.
  expect(await page.evaluate(() => document.cookie)).not.toContain('session_token');

  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();
});

test('signing in before confirming explains why and offers the resend', async ({ page }) => {
  const email = newEmail('unconfirmed');
  await signUp(page, email);
  await page.getByRole('tab', { name: 'Connexion' }).click();
  const form = page.getByRole('form', { name: 'Connexion' });
  await form.getByLabel('Mot de passe').fill(strongPassword);
  await form.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('alert')).toContainText("Votre email n'est pas encore confirmé");
  await form.getByRole('button', { name: "Renvoyer l'email" }).click();
  await expect(page.getByText('Email de confirmation renvoyé. Vérifiez aussi vos spams.')).toBeVisible();
});

test('a confirmed user signs in, is told so, and lands on the dashboard', async ({ page, context }) => {
  const { email } = await signUpAndConfirm(page);
  await context.clearCookies();
  await signIn(page, email);
  await expect(page.getByText('Connexion réussie !')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(email)).toBeVisible();
});

test('a signed-in user visiting /auth is sent to the home page', async ({ page }) => {
  await signUpAndConfirm(page);
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/$/);
});

test('the strength meter shows each level', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Inscription' }).click();
  const password = page.getByRole('form', { name: 'Inscription' }).getByLabel('Mot de passe');
  for (const [value, label] of [
    ['abc', 'Faible'],
    ['abcdefgh', 'Faible'],
    ['abcdefg1', 'Moyen'],
    ['Abcdefghij1!', 'Fort'],
  ] as const) {
    await password.fill(value);
    await expect(page.getByText(`Force du mot de passe : ${label}`)).toBeVisible();
  }
  await expect(
    page.getByText('Minimum 8 caractères avec majuscules, minuscules, chiffres et symboles.'),
  ).toBeVisible();
});

test('a weak password is refused before any call', async ({ page }) => {
  let signUpCalls = 0;
  page.on('request', (req) => {
    if (req.url().includes('/api/auth/sign-up')) signUpCalls++;
  });
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Inscription' }).click();
  const form = page.getByRole('form', { name: 'Inscription' });
  await form.getByLabel('Email').fill(newEmail());
  await form.getByLabel('Mot de passe').fill('abcdefgh');
  await form.getByRole('button', { name: 'Créer un compte' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Mot de passe trop faible. Utilisez au moins 8 caractères avec majuscules, minuscules et chiffres.',
  );
  expect(signUpCalls).toBe(0);
});

test('both client throttles show their message', async ({ page }) => {
  await page.goto('/auth');
  const signInForm = page.getByRole('form', { name: 'Connexion' });
  await signInForm.getByLabel('Email').fill(newEmail('nobody'));
  await signInForm.getByLabel('Mot de passe').fill('Mauvais-Mot-2026!');
  await signInForm.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('Email ou mot de passe incorrect.')).toBeVisible();
  await signInForm.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('Trop de tentatives. Attendez 5 secondes.')).toBeVisible();

  await page.getByRole('tab', { name: 'Inscription' }).click();
  const signUpForm = page.getByRole('form', { name: 'Inscription' });
  await signUpForm.getByLabel('Email').fill(newEmail());
  // Strong enough for the meter, but one of the most common passwords: the server refuses it.
  await signUpForm.getByLabel('Mot de passe').fill('Password1');
  await signUpForm.getByRole('button', { name: 'Créer un compte' }).click();
  await expect(page.getByRole('alert')).toContainText('plus courants');
  await signUpForm.getByRole('button', { name: 'Créer un compte' }).click();
  await expect(page.getByText('Trop de tentatives. Attendez 10 secondes.')).toBeVisible();
});

test('resend with an empty email asks for it', async ({ page }) => {
  await page.goto('/auth');
  await page
    .getByRole('form', { name: 'Connexion' })
    .getByRole('button', { name: "Renvoyer l'email" })
    .click();
  await expect(page.getByRole('alert')).toHaveText('Veuillez saisir votre email.');
});

test("the server's sign-in limit shows the rate-limit banner", async ({ page }) => {
  const { email } = await signUpAndConfirm(page);
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  // Navigating away before the sign-out answers would cancel it: wait until the header says so.
  await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Connexion' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Mot de passe').fill('Mauvais-Mot-2026!');
  for (let attempt = 0; attempt < 11; attempt++) {
    // Bypass the 5 s comfort throttle: the server's limit is what is tested here.
    await page.evaluate(() => localStorage.clear());
    const answered = page.waitForResponse((res) => res.url().endsWith('/api/auth/sign-in/email'));
    await form.getByRole('button', { name: 'Se connecter' }).click();
    await answered;
  }
  await expect(page.getByRole('alert')).toHaveText('Trop de tentatives de connexion. Veuillez patienter.');
});

test('a forgotten password is reset from the emailed link', async ({ page }) => {
  const { email } = await signUpAndConfirm(page);
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  // Navigating away before the sign-out answers would cancel it: wait until the header says so.
  await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Connexion' });
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
  await expect(page.getByText(/un email de réinitialisation vient d'être envoyé/)).toBeVisible();

  await followMailedLink(page, email, 'Choisir un nouveau mot de passe');
  await expect(page.getByRole('heading', { name: 'Nouveau mot de passe' })).toBeVisible();
  const newPassword = 'Nouveau-Secret-2026!';
  await page.getByLabel('Nouveau mot de passe').fill(newPassword);
  await page.getByLabel('Confirmer le mot de passe').fill(newPassword);
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByText('Mot de passe modifié. Vous pouvez maintenant vous connecter.')).toBeVisible();

  await signIn(page, email, newPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
});
