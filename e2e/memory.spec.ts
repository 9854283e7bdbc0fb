import { expect, type Page, test } from '@playwright/test';
import { signUpAndConfirm } from './support/auth.ts';

// The company memory in /settings: the profile the employees write from, and the facts they remember.

const notice = (page: Page, text: string | RegExp) =>
  page.getByRole('region', { name: /Notifications/ }).getByText(text);

test('the company profile and the remembered facts are kept across a reload', async ({ page }) => {
  await signUpAndConfirm(page);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Profil de l’entreprise' })).toBeVisible();
  await expect(page.getByText('Chacun de vos employés tient compte de ces faits')).toBeVisible();

  const company = page.getByRole('form', { name: 'Identité de l’entreprise' });
  await company.getByLabel('Nom de l’entreprise').fill('Boulangerie Martin');
  await company.getByLabel('Activité').fill('Boulangerie artisanale');
  await company.getByLabel('Ville').fill('Lyon');
  await company.getByLabel('Ton des rédactions').selectOption({ label: 'Chaleureux' });
  await company.getByLabel('Signature').fill('Marie Martin\ngérante');
  await company.getByLabel('Vos employés vous tutoient').check();
  await company.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(notice(page, 'Profil de l’entreprise enregistré')).toBeVisible();

  await expect(page.getByText('Aucun fait retenu pour l’instant.')).toBeVisible();
  const adding = page.getByRole('form', { name: 'Ajouter un fait' });
  await adding.getByLabel('Nouveau fait à retenir').fill('Nos devis sont valables 30 jours');
  await adding.getByRole('button', { name: 'Ajouter' }).click();
  await expect(notice(page, 'Fait retenu')).toBeVisible();
  await adding.getByLabel('Nouveau fait à retenir').fill('Fermé le lundi');
  await adding.getByRole('button', { name: 'Ajouter' }).click();
  const facts = page.getByRole('list', { name: 'Faits retenus' });
  await expect(facts.getByRole('listitem')).toHaveCount(2);
  await expect(facts.getByText(/^Ajouté le /).first()).toBeVisible();

  await facts.getByRole('button', { name: 'Modifier « Nos devis sont valables 30 jours »' }).click();
  await facts.getByLabel('Modifier le fait').fill('Nos devis sont valables 60 jours');
  await facts.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(notice(page, 'Fait modifié')).toBeVisible();
  await expect(facts.getByText('Nos devis sont valables 60 jours', { exact: true })).toBeVisible();

  await facts.getByRole('button', { name: 'Supprimer « Fermé le lundi »' }).click();
  await expect(notice(page, 'Fait oublié')).toBeVisible();
  await expect(facts.getByRole('listitem')).toHaveCount(1);

  await page.reload();
  const reloaded = page.getByRole('form', { name: 'Identité de l’entreprise' });
  await expect(reloaded.getByLabel('Nom de l’entreprise')).toHaveValue('Boulangerie Martin');
  await expect(reloaded.getByLabel('Activité')).toHaveValue('Boulangerie artisanale');
  await expect(reloaded.getByLabel('Ville')).toHaveValue('Lyon');
  await expect(reloaded.getByLabel('Ton des rédactions')).toHaveValue('chaleureux');
  await expect(reloaded.getByLabel('Signature')).toHaveValue('Marie Martin\ngérante');
  await expect(reloaded.getByLabel('Vos employés vous tutoient')).toBeChecked();
  const kept = page.getByRole('list', { name: 'Faits retenus' });
  await expect(kept.getByRole('listitem')).toHaveCount(1);
  await expect(kept.getByText('Nos devis sont valables 60 jours', { exact: true })).toBeVisible();
  await expect(page.getByText('Fermé le lundi')).toHaveCount(0);
});
