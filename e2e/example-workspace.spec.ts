import { expect, test } from '@playwright/test';
import { signUpAndConfirm } from './support/auth.ts';

// Issue 42 part 1 (decision 059): a new account starts empty with a guided start; the example loads in
// one click, every row of it says « Exemple », and one click removes it.

test('a new account starts empty, loads the labelled example and removes it', async ({ page }) => {
  await signUpAndConfirm(page);
  const start = page.getByRole('region', { name: 'Bien démarrer' });
  await expect(start.getByRole('link', { name: 'Renseigner le profil de votre entreprise' })).toBeVisible();
  await expect(start.getByRole('link', { name: 'Faire une première demande à un employé' })).toBeVisible();
  await expect(start.getByRole('link', { name: 'Connecter votre boîte mail' })).toBeVisible();

  await page.goto('/tasks');
  await page.getByRole('tab', { name: 'Liste' }).click();
  await expect(page.getByText('Finaliser la grille tarifaire Pro et Entreprise')).toHaveCount(0);

  await page.goto('/dashboard');
  await start.getByRole('button', { name: 'Charger l’exemple' }).click();
  await expect(start.getByText(/Votre espace contient l’exemple d’une entreprise fictive/)).toBeVisible();

  await page.goto('/projects');
  await page.getByRole('button', { name: 'Voir tout' }).click();
  const card = page.getByRole('link', { name: 'Refonte du site vitrine' }).locator('..').locator('..');
  await expect(card.getByText('Exemple', { exact: true }).first()).toBeVisible();
  await page.goto('/calendar');
  await expect(page.getByRole('button', { name: /Comité de pilotage offre Pro Exemple/ })).toBeVisible();
  await page.goto('/time-tracking');
  await expect(page.getByText('Comparaison des offres concurrentes')).toBeVisible();
  await expect(page.getByText('Exemple', { exact: true }).first()).toBeVisible();

  await page.goto('/dashboard');
  await start.getByRole('button', { name: 'Retirer l’exemple' }).click();
  await page
    .getByRole('alertdialog', { name: 'Retirer l’exemple ?' })
    .getByRole('button', { name: 'Retirer l’exemple' })
    .click();
  await expect(start.getByRole('button', { name: 'Charger l’exemple' })).toBeVisible();
  await page.goto('/projects');
  await expect(page.getByRole('link', { name: 'Refonte du site vitrine' })).toHaveCount(0);
});
