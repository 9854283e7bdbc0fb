import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { signUpAndConfirm } from './support/auth.ts';
import { clickUntilShown } from './support/hydration.ts';

// The AI tool panels (automation, email, report) on /demo and /demo-examples, the examples tab and
// the daily quota of the Gratuit plan.

const quotaMessage = 'Limite quotidienne atteinte : 5 tâches IA par jour avec le plan Gratuit.';

/** A notice as the user sees it, in sonner's notifications region. */
const notice = (page: Page, text: string | RegExp) =>
  page.getByRole('region', { name: /Notifications/ }).getByText(text);

/** Opens a tab of the tool panels and returns its panel. */
async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  const panel = page.getByRole('tabpanel', { name });
  await expect(panel).toBeVisible();
  return panel;
}

/** Counts the calls to the AI tools' API from now on. */
function countAiCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/ai/')) calls.push(request.url());
  });
  return calls;
}

test('a visitor who runs a task is told to sign in, and no request is made', async ({ page }) => {
  await page.goto('/demo-examples');
  await expect(page.getByRole('heading', { level: 1, name: 'Démonstrations Fonctionnelles' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Chat IA' })).toHaveAttribute('aria-selected', 'true');
  const calls = countAiCalls(page);

  const panel = await openTab(page, 'Automatisation');
  await expect(panel.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/auth');
  await panel.getByLabel('Description de la tâche').fill('Relancer les devis de la semaine');
  await panel.getByRole('button', { name: 'Exécuter la tâche' }).click();
  await expect(notice(page, 'Authentification requise')).toBeVisible();
  await expect(notice(page, 'Vous devez être connecté pour utiliser cette fonctionnalité')).toBeVisible();
  await expect(panel.getByRole('region', { name: "Plan d'automatisation" })).toHaveCount(0);
  expect(calls).toEqual([]);
});

test('signed in: a task becomes a plan from the local engine, then real tasks', async ({ page }) => {
  await signUpAndConfirm(page);
  await page.goto('/demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Démo' })).toBeVisible();
  const panel = await openTab(page, 'Automatisation');
  await expect(panel.getByLabel('Employé IA')).toHaveValue('alfred');
  await expect(panel.getByText("0 / 5 tâches IA aujourd'hui")).toBeVisible();

  // The description is required: a notice, and nothing is sent.
  const calls = countAiCalls(page);
  await panel.getByRole('button', { name: 'Exécuter la tâche' }).click();
  await expect(notice(page, 'Tâche requise')).toBeVisible();
  await expect(notice(page, 'Veuillez décrire la tâche à automatiser')).toBeVisible();
  expect(calls).toEqual([]);

  await panel.getByLabel('Employé IA').selectOption('chip');
  await panel.getByLabel('Description de la tâche').fill('Relancer les prospects qui ont reçu un devis');
  await panel.getByLabel('Contexte (facultatif)').fill('CRM HubSpot, relance sous 3 jours');
  await panel.getByRole('button', { name: 'Exécuter la tâche' }).click();

  const plan = panel.getByRole('region', { name: "Plan d'automatisation" });
  await expect(plan).toBeVisible({ timeout: 20_000 });
  await expect(notice(page, 'Tâche exécutée')).toBeVisible();
  await expect(plan.getByText('moteur local')).toBeVisible();
  await expect(plan.getByText(/Par Chip/)).toBeVisible();
  await expect(plan.getByRole('listitem').first()).toBeVisible();
  await expect(panel.getByText("1 / 5 tâches IA aujourd'hui")).toBeVisible();

  await plan.getByRole('button', { name: 'Créer ces tâches' }).click();
  await expect(plan.getByRole('status')).toContainText(/\d+ tâches créées/);
  await expect(plan.getByRole('link', { name: 'Voir mes tâches' })).toHaveAttribute('href', '/tasks');
  await expect(plan.getByRole('button', { name: 'Créer ces tâches' })).toHaveCount(0);
});

test('email: 1 to 10 recipients, invalid ones dropped, then a demo preview', async ({ page }) => {
  await signUpAndConfirm(page);
  await page.goto('/demo');
  const panel = await openTab(page, 'Emails');
  const fields = panel.getByRole('textbox', { name: /^Destinataire \d+$/ });
  const removeButtons = panel.getByRole('button', { name: /^Retirer le destinataire/ });
  const add = panel.getByRole('button', { name: 'Ajouter un destinataire' });

  await expect(fields).toHaveCount(1);
  await expect(removeButtons).toHaveCount(0);
  for (let i = 0; i < 9; i++) await add.click();
  await expect(fields).toHaveCount(10);
  await expect(add).toBeDisabled();
  await expect(removeButtons).toHaveCount(10);
  await expect(panel.getByText('10 destinataires au maximum.')).toBeVisible();
  for (let i = 10; i > 1; i--)
    await panel.getByRole('button', { name: `Retirer le destinataire ${i}` }).click();
  await expect(fields).toHaveCount(1);
  await expect(removeButtons).toHaveCount(0);
  await expect(add).toBeEnabled();

  const calls = countAiCalls(page);
  await panel.getByRole('button', { name: "Générer l'email" }).click();
  await expect(notice(page, "Décrivez l'email à générer")).toBeVisible();
  await panel.getByLabel("Description de l'email").fill('Annoncer notre offre de printemps');
  await fields.first().fill('pas-un-email');
  await panel.getByRole('button', { name: "Générer l'email" }).click();
  await expect(notice(page, 'Destinataires requis')).toBeVisible();
  await expect(notice(page, 'Ajoutez au moins un email valide')).toBeVisible();
  expect(calls).toEqual([]);

  await add.click();
  await expect(fields.nth(1)).toBeFocused();
  await fields.nth(1).fill('ana@example.fr');
  await panel.getByLabel("Type d'email").selectOption('promotion');
  await panel.getByRole('button', { name: "Générer l'email" }).click();
  await expect(notice(page, 'Email généré')).toBeVisible({ timeout: 20_000 });
  await expect(notice(page, '1 email(s) simulé(s) avec succès')).toBeVisible();

  const preview = panel.getByRole('article', { name: "Aperçu de l'email" });
  await expect(preview).toContainText('ana@example.fr');
  await expect(preview).not.toContainText('pas-un-email');
  await expect(preview.getByText('Promotion')).toBeVisible();
  await expect(preview.getByText("Mode démo : aucun email n'est envoyé.")).toBeVisible();
  await expect(preview.getByRole('link', { name: 'Ouvrir dans ma messagerie' })).toHaveAttribute(
    'href',
    /^mailto:ana@example\.fr\?subject=[^&]+&body=.+/,
  );
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await preview.getByRole('button', { name: 'Copier' }).click();
  await expect(notice(page, 'Texte copié')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^Objet\s: /);
});

test('report: presets, a sales report with its chart, and the Markdown download', async ({ page }) => {
  await signUpAndConfirm(page);
  await page.goto('/demo-examples');
  const panel = await openTab(page, 'Rapports');
  const type = panel.getByLabel('Type de rapport');
  const period = panel.getByLabel('Période');
  await expect(type).toHaveValue('sales');
  await expect(period).toHaveValue('monthly');
  await expect(panel.getByRole('checkbox', { name: "Chiffre d'affaires" })).toBeChecked();
  await expect(panel.getByRole('checkbox', { name: 'Cycle de vente' })).not.toBeChecked();

  // A type applies its preset; a custom report needs a prompt.
  await type.selectOption('marketing');
  await expect(period).toHaveValue('weekly');
  await expect(panel.getByRole('checkbox', { name: 'Impressions' })).toBeChecked();
  await type.selectOption('custom');
  const calls = countAiCalls(page);
  await panel.getByRole('button', { name: 'Générer le rapport' }).click();
  await expect(notice(page, 'Prompt requis')).toBeVisible();
  await expect(notice(page, 'Décrivez le rapport personnalisé à générer')).toBeVisible();
  expect(calls).toEqual([]);

  await type.selectOption('sales');
  await expect(period).toHaveValue('monthly');
  await panel.getByRole('button', { name: 'Générer le rapport' }).click();
  await expect(notice(page, 'Rapport généré')).toBeVisible({ timeout: 20_000 });
  const report = panel.getByRole('region', { name: 'Rapport généré' });
  await expect(report.getByRole('heading', { name: 'Rapport Ventes — mensuel' })).toBeVisible();
  // Sales figures cannot come from a workspace's tasks: they are the sample's, and the badge says so.
  await expect(report.getByTitle(/données d'exemple/)).toHaveText("données d'exemple");
  await expect(report.getByText(/\d+ mots · \d+ sections/)).toBeVisible();
  const chart = report.getByRole('figure', { name: /Indicateurs clés/ });
  await expect(chart).toBeVisible();
  await expect(chart.locator('.recharts-bar-rectangle')).toHaveCount(4);
  await expect(chart.getByRole('table')).toContainText("Chiffre d'affaires");
  // The content's sections sit under the report's title in the outline.
  await expect(report.getByRole('heading', { level: 4 }).first()).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    report.getByRole('button', { name: 'Télécharger' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^rapport-ventes-mensuel-\d{4}-\d{2}-\d{2}\.md$/);
  const content = await readFile((await download.path())!, 'utf8');
  expect(content.startsWith('# Rapport')).toBe(true);
  // The download speaks French: the indicators by their French names (issue 42).
  expect(content).toContain("**Chiffre d'affaires**");
  expect(content).not.toContain('**Revenue**');
});

test('examples: one card open at a time, and a scenario tried in the automation tab', async ({ page }) => {
  await page.goto('/demo-examples');
  const examples = await openTab(page, 'Exemples');
  const crm = examples.getByRole('button', { name: /Automatisation Email & CRM/ });
  const support = examples.getByRole('button', { name: /Support client automatisé/ });
  const tryIt = examples.getByRole('button', { name: 'Essayer cette automatisation' });
  await expect(examples.getByRole('button', { expanded: false })).toHaveCount(4);
  await expect(tryIt).toHaveCount(0);

  await crm.click();
  await expect(crm).toHaveAttribute('aria-expanded', 'true');
  await expect(examples.getByText('Nouveau lead reçu')).toBeVisible();
  await expect(examples.getByText('HubSpot', { exact: true })).toBeVisible();
  await expect(tryIt).toHaveCount(1);

  await support.click();
  await expect(support).toHaveAttribute('aria-expanded', 'true');
  await expect(crm).toHaveAttribute('aria-expanded', 'false');
  await expect(examples.getByRole('button', { expanded: true })).toHaveCount(1);
  await expect(examples.getByText('Zendesk', { exact: true })).toBeVisible();
  await expect(examples.getByRole('listitem').filter({ hasText: /./ })).not.toHaveCount(0);

  await tryIt.click();
  await expect(page.getByRole('tab', { name: 'Automatisation' })).toHaveAttribute('aria-selected', 'true');
  const automation = page.getByRole('tabpanel', { name: 'Automatisation' });
  const task = automation.getByLabel('Description de la tâche');
  await expect(task).toHaveValue(/tickets clients/);
  await expect(task).toBeFocused();
  await expect(automation.getByLabel('Contexte (facultatif)')).toHaveValue(/Zendesk/);
  await expect(automation.getByLabel('Employé IA')).toHaveValue('clide');
});

test('the closing banner: a trial link, and a personalised demo request', async ({ page }) => {
  await page.goto('/demo-examples');
  await expect(page.getByRole('link', { name: "Démarrer l'essai gratuit" })).toHaveAttribute('href', '/auth');
  const open = page.getByRole('button', { name: 'Programmer une démo personnalisée' });
  const dialog = page.getByRole('dialog', { name: 'Programmer une démo personnalisée' });
  await clickUntilShown(open, dialog);

  await dialog.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(dialog.getByText('Indiquez votre nom.')).toBeVisible();
  await expect(dialog.getByLabel('Nom')).toBeFocused();
  await expect(dialog.getByText('Adresse email invalide.')).toBeVisible();

  await dialog.getByLabel('Nom').fill('Camille Martin');
  await dialog.getByLabel('Email professionnel').fill('camille.martin@example.fr');
  await dialog.getByLabel('Entreprise').fill('Atelier Martin');
  await dialog.getByLabel('Votre besoin').fill('Automatiser le suivi de nos devis et les relances clients.');
  await dialog.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(notice(page, 'Demande envoyée')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});

test('the Gratuit plan: after five AI tasks today, the sixth is refused with a way to the plans', async ({
  page,
  baseURL,
}) => {
  await signUpAndConfirm(page);
  for (let i = 1; i <= 5; i++) {
    const response = await page.request.post('/api/ai/automation', {
      data: { task: `Tâche de test numéro ${i}`, employee: 'alfred' },
      headers: { origin: baseURL! },
    });
    expect(response.status()).toBe(200);
  }

  await page.goto('/demo');
  const panel = await openTab(page, 'Automatisation');
  await expect(panel.getByText("5 / 5 tâches IA aujourd'hui")).toBeVisible();
  await panel.getByLabel('Description de la tâche').fill('Préparer le point hebdomadaire');
  await panel.getByRole('button', { name: 'Exécuter la tâche' }).click();
  await expect(notice(page, "Erreur d'exécution")).toBeVisible();
  await expect(notice(page, quotaMessage)).toBeVisible();
  const alert = panel.getByRole('alert');
  await expect(alert).toContainText(quotaMessage);
  await expect(alert.getByRole('link', { name: 'Voir les offres' })).toHaveAttribute('href', '/#pricing');
  await expect(panel.getByRole('region', { name: "Plan d'automatisation" })).toHaveCount(0);
});
