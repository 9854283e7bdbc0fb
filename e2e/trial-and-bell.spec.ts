import { expect, test } from '@playwright/test';
import { followMailedLink, newEmail, strongPassword } from './support/auth.ts';

// Issue 42's "Done when" (decision 060): a new user who signs up from « Essai Gratuit » lands with the
// Pro trial running and the days left shown; the bell shows a pending approval and leads to it.

test('« Essai Gratuit » → sign-up → the mail → the dashboard shows « Essai Pro : 14 jours restants »; the bell leads to the approval', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Essai Gratuit' }).click();
  await expect(page).toHaveURL(/\/auth\?mode=inscription&plan=pro-trial$/);
  await expect(page.getByText('Votre essai Pro de 14 jours démarre dès la confirmation')).toBeVisible();

  const email = newEmail('essai');
  const form = page.getByRole('form', { name: 'Inscription' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Mot de passe').fill(strongPassword);
  await form.getByRole('button', { name: 'Créer un compte' }).click();
  await expect(
    page.getByText('Compte créé ! Vérifiez votre email pour confirmer votre inscription.'),
  ).toBeVisible();

  await followMailedLink(page, email, 'Confirmer mon email');
  await expect(page).toHaveURL(/\/dashboard$/);
  const plan = page.getByRole('region', { name: 'Votre plan' });
  await expect(plan.getByTestId('plan-status')).toHaveText('Essai Pro\u202f: 14\u00a0jours restants');
  await expect(plan).toContainText('sans carte bancaire');
  await expect(plan).not.toContainText(/paiement|payé/i);

  // The settings say the same, from the same data.
  await page.goto('/settings');
  await expect(page.getByTestId('trial-days')).toHaveText('Essai Pro\u202f: 14\u00a0jours restants');

  // An approval waits: Alfred proposes a task.
  await page.goto('/dashboard');
  const chat = page.getByRole('region', { name: 'Chat avec Alfred' });
  await chat.getByLabel('Votre message').fill('Crée une tâche « Relancer le client Durand » pour vendredi');
  await chat.getByLabel('Votre message').press('Enter');
  await expect(chat.getByText('En attente de votre accord')).toBeVisible();

  await page.reload();
  const bell = page.getByRole('button', { name: /^Notifications, 1\s+non lue$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  const item = page.getByRole('link', { name: /Une approbation vous attend/ });
  await expect(item).toContainText('Relancer le client Durand');
  await item.click();
  await expect(page).toHaveURL(/\/approbations$/);
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
});
