import { expect, type Page, test } from '@playwright/test';
import { signUpAndConfirm } from './support/auth.ts';

// Issue 21: enabling a skill from /automatisations, running it, and deciding a proposal in /approbations.

const notice = (page: Page, text: string | RegExp) =>
  page.getByRole('region', { name: /Notifications/ }).getByText(text);

test('enable Millie’s project status, run it now, see it in the history', async ({ page }) => {
  await signUpAndConfirm(page);
  await page.goto('/automatisations');
  await expect(page.getByRole('heading', { level: 1, name: 'Automatisations' })).toBeVisible();
  const offer = page.getByRole('list', { name: 'Automatisations proposées' }).getByRole('listitem', {
    name: 'État des projets',
  });
  await offer.getByRole('button', { name: 'Activer' }).click();
  await expect(notice(page, '« État des projets » activée')).toBeVisible();
  const active = page.getByRole('list', { name: 'Automatisations actives' }).getByRole('listitem', {
    name: 'État des projets',
  });
  await expect(active).toContainText(/Prochaine exécution\s: .* à 09:00/);
  await active.getByRole('button', { name: 'Lancer maintenant' }).click();
  await expect(notice(page, '« État des projets » exécutée')).toBeVisible();
  await active.getByRole('button', { name: 'Historique' }).click();
  const history = active.getByRole('table', { name: 'Historique des exécutions' });
  await expect(history).toContainText('Réussie');
  await expect(history).toContainText('Avancement des projets');
});

test('a skill described in French is approved from the inbox, with the sidebar’s badge', async ({ page }) => {
  await signUpAndConfirm(page);
  await page.goto('/ai/millie');
  await page
    .getByLabel('Décrivez une automatisation à Millie')
    .fill('Tous les vendredis à 17h, fais-moi le point sur les tâches en retard');
  await page.getByRole('button', { name: 'Proposer' }).click();
  await expect(notice(page, 'Configuration proposée')).toBeVisible();

  await page.goto('/approbations');
  await expect(page.getByRole('heading', { level: 1, name: 'Approbations' })).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: 'Espace de travail' });
  await expect(sidebar.getByRole('link', { name: /Approbations/ })).toContainText('1');
  const proposal = page
    .getByRole('list', { name: 'Propositions' })
    .getByRole('listitem', { name: /Fais-moi le point sur les tâches en retard/ });
  await expect(proposal).toContainText('chaque vendredi à 17:00');
  await proposal.getByRole('button', { name: 'Modifier' }).click();
  await proposal.getByLabel('Nom').fill('Point du vendredi');
  await proposal.getByRole('button', { name: 'Enregistrer et approuver' }).click();
  await expect(notice(page, 'Réalisée')).toBeVisible();
  await expect(page.getByText('Aucune proposition en attente.')).toBeVisible();

  await page.getByRole('tab', { name: 'Journal d’audit' }).click();
  await expect(page.getByRole('list', { name: 'Journal d’audit' })).toContainText(
    'Automatisation créée : Point du vendredi',
  );
  await page.goto('/automatisations');
  await expect(
    page
      .getByRole('list', { name: 'Automatisations actives' })
      .getByRole('listitem', { name: 'Point du vendredi' }),
  ).toContainText(/Prochaine exécution\s: .* à 17:00/);
});
