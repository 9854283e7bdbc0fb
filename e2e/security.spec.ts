import { expect, test } from '@playwright/test';
import { newEmail, signIn, signUpAndConfirm } from './support/auth.ts';

// /security: every signed-in user sees their own account; the platform figures are the operators'
// (ADMIN_EMAILS, set for this suite in support/server.ts).

const operatorEmail = 'operatrice.e2e@example.fr';

test.describe('security page', () => {
  test('a visitor is sent to /auth, to come back here once signed in', async ({ page }) => {
    await page.goto('/security');
    await expect(page).toHaveURL(/\/auth\?retour=%2Fsecurity$/);
  });

  test('a user sees their own sessions and sign-ins, closes the others, and never the platform figures', async ({
    page,
    browser,
  }) => {
    const { email } = await signUpAndConfirm(page);
    // A second device: another browser signs in to the same account.
    const phone = await browser.newContext();
    const other = await phone.newPage();
    await signIn(other, email);
    await expect(other).toHaveURL(/\/dashboard$/);

    await page.goto('/security');
    await expect(page.getByRole('heading', { level: 1, name: 'Sécurité de votre compte' })).toBeVisible();
    const sessions = page.getByRole('region', { name: 'Sessions actives' });
    await expect(sessions.getByRole('listitem')).toHaveCount(2);
    await expect(sessions.getByText('Cet appareil')).toBeVisible();
    await expect(sessions.getByText(/^Chrome \d+ sur Windows/).first()).toBeVisible();
    await expect(sessions.getByText(/Adresse 127\.0\.0\.1/).first()).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Connexions récentes' }).getByText('Connexion réussie'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Changer le mot de passe' })).toHaveAttribute(
      'href',
      '/settings',
    );
    // Not an operator: neither the platform status nor the route lists, and the API says 403.
    await expect(page.getByRole('status', { name: 'État de sécurité' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Fonctions protégées' })).toHaveCount(0);
    expect((await page.request.get('/api/security/overview')).status()).toBe(403);

    await sessions.getByRole('button', { name: 'Fermer toutes les autres sessions' }).click();
    await expect(page.getByText('Une autre session a été fermée.')).toBeVisible();
    await expect(sessions.getByRole('listitem')).toHaveCount(1);
    // The other device is signed out.
    await other.goto('/security');
    await expect(other).toHaveURL(/\/auth\?retour=%2Fsecurity$/);
    await phone.close();
  });

  test('an operator sees the platform figures, which turn ALERT after enough rate-limited sign-ins', async ({
    page,
    baseURL,
  }) => {
    await signUpAndConfirm(page, operatorEmail);
    await page.goto('/security');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Tableau de bord de sécurité de la plateforme' }),
    ).toBeVisible();
    const status = page.getByRole('status', { name: 'État de sécurité' });
    await expect(status).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Fonctions protégées' }).getByText('/api/security/overview'),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Fonctions publiques' }).getByText('/api/newsletter'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Sessions actives' })).toBeVisible();

    // 10 sign-ins per email per 15 minutes: 60 attempts on one address are 50 rate-limit hits.
    const target = newEmail('force-brute');
    for (let i = 0; i < 60; i++) {
      await page.request.post('/api/auth/sign-in/email', {
        data: { email: target, password: 'Mauvais-Mot-2026!' },
        headers: { origin: baseURL! },
      });
    }
    // The page refreshes by itself every 5 seconds.
    await expect(status).toContainText('ALERT', { timeout: 12_000 });
    await expect(status).toContainText('limites de débit atteintes (seuil : 50)');
  });
});
