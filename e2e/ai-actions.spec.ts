import { expect, test } from '@playwright/test';
import { signUpAndConfirm } from './support/auth.ts';

// An employee never changes the workspace without approval: it proposes, the user approves.

test('Alfred proposes a task from a chat message and creates it once approved, also after a reload', async ({
  page,
}) => {
  await signUpAndConfirm(page);
  await page.goto('/dashboard');
  const chat = page.getByRole('region', { name: 'Chat avec Alfred' });
  const input = chat.getByLabel('Votre message');
  await input.fill('Crée une tâche « Relancer le client Durand » pour vendredi');
  await input.press('Enter');

  const card = chat.getByRole('region', {
    name: /^Action proposée\s: Créer la tâche «\sRelancer le client Durand\s» pour vendredi/,
  });
  await expect(card).toBeVisible();
  await expect(card.getByText('En attente de votre accord')).toBeVisible();
  await card.getByRole('button', { name: 'Approuver' }).click();
  await expect(card.getByText('Fait')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Voir dans mes tâches' })).toHaveAttribute('href', '/tasks');

  await page.reload();
  const again = page
    .getByRole('region', { name: 'Chat avec Alfred' })
    .getByRole('region', { name: /^Action proposée : Créer la tâche « Relancer le client Durand »/ });
  await expect(again.getByText('Fait')).toBeVisible();
  await expect(again.getByRole('button', { name: 'Approuver' })).toHaveCount(0);
});

test('a refused proposal changes nothing', async ({ page }) => {
  await signUpAndConfirm(page);
  await page.goto('/dashboard');
  const chat = page.getByRole('region', { name: 'Chat avec Alfred' });
  await chat.getByLabel('Votre message').fill('Ajoute une tâche « Ranger le bureau »');
  await chat.getByLabel('Votre message').press('Enter');
  const card = chat.getByRole('region', { name: /Créer la tâche « Ranger le bureau »/ });
  await card.getByRole('button', { name: 'Refuser' }).click();
  await expect(card.getByText('Refusé')).toBeVisible();
});
