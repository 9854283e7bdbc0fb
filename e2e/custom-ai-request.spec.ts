import { expect, test } from '@playwright/test';
import { newEmail, signUpAndConfirm } from './support/auth.ts';
import { clickUntilShown } from './support/hydration.ts';

// « Créer mon IA Sur Mesure » (issue 23 item 2): a real request, stored, confirmed to its sender by mail
// and listed for the operators (ADMIN_EMAILS, see support/server.ts) on /security.

test('a visitor asks for a custom AI: French errors, the request sent, a confirmation mail, the operator sees it', async ({
  page,
  context,
}) => {
  await page.goto('/');
  const open = page.getByRole('button', { name: 'Créer mon IA Sur Mesure' });
  const dialog = page.getByRole('dialog', { name: 'Créer mon IA sur mesure' });
  await clickUntilShown(open, dialog);
  const form = dialog.getByRole('form', { name: 'Demande d’IA sur mesure' });

  await form.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(form.getByText('Indiquez votre nom.')).toBeVisible();
  await expect(form.getByText('Adresse email invalide.')).toBeVisible();
  await expect(form.getByLabel('Nom')).toBeFocused();

  const email = newEmail('ia-sur-mesure');
  const company = `Menuiserie Leroux ${Date.now()}`;
  await form.getByLabel('Nom').fill('Louise Leroux');
  await form.getByLabel('Email professionnel').fill(email);
  await form.getByLabel('Entreprise').fill(company);
  await form
    .getByLabel('Le métier de votre IA')
    .fill('Un employé IA qui chiffre nos devis de menuiserie et relance les clients.');
  await form.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(page.getByText('Demande envoyée')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  // The confirmation, in the local outbox.
  await page.goto('/outbox');
  const mail = page.locator('article', { hasText: email }).first();
  await expect(mail).toContainText('Votre demande d’IA sur mesure — Septime');
  await expect(mail).toContainText('Nous avons bien reçu votre demande d’IA sur mesure');

  // The operator finds it on /security.
  await context.clearCookies();
  await signUpAndConfirm(page, 'operateur.demandes@example.fr');
  await page.goto('/security');
  const received = page.getByRole('region', { name: 'Demandes reçues' });
  const row = received.getByRole('listitem', { name: `Louise Leroux, ${company}` });
  await expect(row.getByText('IA sur mesure')).toBeVisible();
  await expect(row.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
  await expect(row.getByText('chiffre nos devis de menuiserie')).toBeVisible();
});
