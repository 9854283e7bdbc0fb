import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { signIn, signUpAndConfirm } from './support/auth.ts';

// Part 2 of the workspace: time tracking, integrations, reports, settings and /ai/{employee}.

const notice = (page: Page, text: string | RegExp) =>
  page.getByRole('region', { name: /Notifications/ }).getByText(text);

test('the timer starts, survives a reload, stops, and the totals and CSV show the time', async ({ page }) => {
  await signUpAndConfirm(page);
  await page.goto('/time-tracking');
  await expect(page.getByRole('heading', { level: 1, name: 'Suivi Temps' })).toBeVisible();

  const timerForm = page.getByRole('form', { name: 'Démarrer le minuteur' });
  await timerForm.getByLabel('Note').fill('Rédaction du devis');
  await timerForm.getByRole('button', { name: 'Démarrer' }).click();
  await expect(notice(page, 'Minuteur démarré')).toBeVisible();
  const clock = page.getByRole('timer', { name: 'Temps écoulé' });
  await expect(clock).toHaveText(/^00:00:0[1-9]$/);

  await page.reload();
  await expect(page.getByRole('timer', { name: 'Temps écoulé' })).toBeVisible();
  await expect(page.getByText('Rédaction du devis', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Arrêter' }).click();
  await expect(notice(page, 'Minuteur arrêté')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Démarrer le minuteur' })).toBeVisible();

  // A manual entry of 90 minutes today: the totals follow.
  const manual = page.getByRole('form', { name: 'Saisie manuelle' });
  // The form's date was set when the page opened: a run across midnight in Paris gives today's again.
  const parisToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
  await manual.getByLabel('Date', { exact: true }).fill(parisToday);
  await manual.getByLabel('Heure de début').fill('00:05');
  await manual.getByLabel('Durée (minutes)').fill('90');
  await manual.getByLabel('Note').fill('Atelier client');
  await manual.getByRole('button', { name: 'Ajouter l’entrée' }).click();
  await expect(notice(page, 'Entrée ajoutée')).toBeVisible();
  await expect(page.getByTestId('total-today')).toHaveText('1 h 30 min');
  await expect(page.getByTestId('total-week')).toHaveText('1 h 30 min');
  await expect(page.getByRole('list', { name: 'Temps par projet' })).toContainText('Sans projet');
  await expect(page.getByRole('list', { name: 'Entrées de temps' })).toContainText('Atelier client');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Exporter en CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^suivi-temps-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await file.path())!, 'utf8');
  expect(csv).toContain('"Atelier client"');
  expect(csv).toContain('"90"');
});

test('toggling an integration shows the French notice and stays after a reload; the rest is coming soon', async ({
  page,
}) => {
  await signUpAndConfirm(page);
  await page.goto('/integrations');
  await expect(page.getByRole('heading', { level: 1, name: 'Intégrations' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Communication (3)' })).toBeVisible();
  await expect(page.getByTestId('counter-Connectées')).toHaveText('0');

  const webhooks = page.getByRole('switch', { name: 'Webhooks connecté' });
  await expect(webhooks).toHaveAttribute('aria-checked', 'false');
  await webhooks.click();
  await expect(notice(page, 'Webhooks connecté avec succès')).toBeVisible();
  // Switched on, a webhook sends nothing until its URL is saved: not counted nor shown « Connecté ».
  const card = page.getByRole('article', { name: 'Webhooks' });
  await expect(card.getByText('Activé — ajoutez l’URL de réception')).toBeVisible();
  await expect(page.getByTestId('counter-Connectées')).toHaveText('0');

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Webhooks connecté' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.getByRole('switch', { name: 'Webhooks connecté' }).click();
  await expect(notice(page, 'Webhooks déconnecté avec succès')).toBeVisible();

  // Issue 22: what does not connect in this build says so, and records the interest instead.
  const slack = page.getByRole('article', { name: 'Slack' });
  await expect(slack.getByText('Bientôt disponible')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Slack connecté' })).toHaveCount(0);
  await slack.getByRole('button', { name: 'M’avertir pour Slack' }).click();
  await expect(slack.getByText('Vous serez prévenu de sa disponibilité')).toBeVisible();
  await page.reload();
  await expect(
    page
      .getByRole('article', { name: 'Slack' })
      .getByRole('button', { name: 'Intérêt enregistré pour Slack' }),
  ).toBeDisabled();

  // The category filter keeps only its cards.
  await page.getByRole('button', { name: 'Ventes (1)' }).click();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'HubSpot' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Guide de configuration rapide' })).toBeVisible();
});

test('the webhook refuses a loopback URL in French', async ({ page }) => {
  await signUpAndConfirm(page);
  await page.goto('/integrations');
  await page.getByRole('button', { name: 'Connecter Webhooks' }).click();
  await expect(notice(page, 'Webhooks connecté avec succès')).toBeVisible();
  await page.getByRole('button', { name: 'Configurer Webhooks' }).click();
  const dialog = page.getByRole('dialog', { name: 'Configurer Webhooks' });
  await dialog.getByLabel('URL du webhook').fill('http://127.0.0.1:9/hook');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(notice(page, /Adresse refusée/)).toBeVisible();
});

test('settings export the data as JSON and delete the account after confirmation', async ({ page }) => {
  const { email, password } = await signUpAndConfirm(page);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Paramètres' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Abonnement' })).toBeVisible();
  await expect(page.getByTestId('current-plan')).toHaveText('Gratuit');

  const profile = page.getByRole('form', { name: 'Profil', exact: true });
  await profile.getByLabel('Nom affiché').fill('Camille Martin');
  await profile.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(notice(page, 'Profil mis à jour')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter mes données' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^septime-export-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await file.path())!, 'utf8'));
  expect(data.user).toMatchObject({ email, name: 'Camille Martin' });
  expect(data.tables.session.length).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
  const dialog = page.getByRole('dialog', { name: 'Supprimer votre compte ?' });
  const confirm = dialog.getByRole('button', { name: 'Supprimer définitivement' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Confirmation').fill('SUPPRIMER');
  await confirm.click();
  await expect(notice(page, 'Compte supprimé')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await signIn(page, email, password);
  await expect(page.getByText('Email ou mot de passe incorrect.')).toBeVisible();
});

test('an AI employee has its own page, and an unknown one is not found', async ({ page }) => {
  await page.goto('/ai/millie');
  await expect(page.getByRole('heading', { level: 1, name: 'Millie' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Compétences' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Écouter Millie' })).toBeVisible();
  await expect(page.getByText('Connectez-vous pour voir les tâches assignées.')).toBeVisible();
  await page.goto('/ai/robert');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
});

test('the reports page generates a report and keeps it in the history', async ({ page }) => {
  await signUpAndConfirm(page);
  await page.goto('/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Rapports' })).toBeVisible();
  await page.getByRole('button', { name: 'Générer le rapport' }).click();
  await expect(notice(page, 'Rapport généré')).toBeVisible();
  const history = page.getByRole('list', { name: 'Historique des rapports' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await page.reload();
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await history.getByRole('button', { name: 'Ouvrir' }).click();
  await expect(page.getByRole('region', { name: 'Rapport généré' })).toBeVisible();
  const download = page.waitForEvent('download');
  await history.getByRole('button', { name: /^Télécharger Rapport Ventes/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^rapport-ventes-mensuel-\d{4}-\d{2}-\d{2}\.md$/);
});
