import { expect, type Page, test } from '@playwright/test';
import { articles, filterArticles } from '../src/shared/articles.ts';
import { connectors, filterConnectors } from '../src/shared/connectors.ts';
import { newEmail, signUpAndConfirm } from './support/auth.ts';
import { clickUntilShown } from './support/hydration.ts';

// The public pages: connectors catalogue, blog and legal texts (the security page: security.spec.ts).

const categoryButton = (page: Page, label: string) =>
  page
    .getByRole('group', { name: 'Catégories' })
    .getByRole('button', { name: new RegExp(`^${label} \\d+$`) });
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

test.describe('connectors', () => {
  test('searching “mail”, then choosing a category, filters both ways and lives in the URL', async ({
    page,
  }) => {
    await page.goto('/connectors');
    await expect(page.getByRole('heading', { level: 1, name: 'Connecteurs & Intégrations' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(150);
    await expect(categoryButton(page, 'Tous')).toHaveAccessibleName('Tous 150');

    await page.getByPlaceholder('Rechercher un connecteur...').fill('mail');
    const found = filterConnectors(connectors, { query: 'mail' });
    await expect(page.getByRole('article')).toHaveCount(found.counts.all);
    await expect(page).toHaveURL(/\/connectors\?q=mail$/);
    // The category counts follow the search.
    await expect(categoryButton(page, 'Email')).toHaveAccessibleName(`Email ${found.counts.email}`);
    await expect(categoryButton(page, 'CRM')).toHaveAccessibleName(`CRM ${found.counts.crm}`);

    await categoryButton(page, 'CRM').click();
    await expect(categoryButton(page, 'CRM')).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/\?q=mail&categorie=crm$/);
    const inCrm = filterConnectors(connectors, { query: 'mail', category: 'crm' }).results;
    await expect(page.getByRole('article')).toHaveCount(inCrm.length);
    for (const connector of inCrm) await expect(card(page, connector.name)).toBeVisible();
    await expect(card(page, 'Gmail')).toHaveCount(0);

    // The filtered view can be shared: a fresh load shows the same thing.
    await page.reload();
    await expect(page.getByPlaceholder('Rechercher un connecteur...')).toHaveValue('mail');
    await expect(page.getByRole('article')).toHaveCount(inCrm.length);

    // Accents and case do not matter.
    await page.getByPlaceholder('Rechercher un connecteur...').fill('TÉLÉPHONIE');
    await categoryButton(page, 'Tous').click();
    await expect(card(page, 'Aircall')).toBeVisible();
  });

  test('an unknown word shows the empty state, and the way back', async ({ page }) => {
    await page.goto('/connectors?q=zzzz-introuvable');
    await expect(page.getByRole('heading', { name: 'Aucun connecteur trouvé' })).toBeVisible();
    await expect(
      page.getByText("Essayez avec d'autres mots-clés ou explorez toutes les catégories."),
    ).toBeVisible();
    await expect(categoryButton(page, 'Tous')).toHaveAccessibleName('Tous 0');
    await page.getByRole('button', { name: 'Voir tous les connecteurs' }).click();
    await expect(page.getByRole('article')).toHaveCount(150);
    await expect(page).toHaveURL(/\/connectors$/);
  });

  test('a coming-soon card is dimmed with a disabled button; a visitor asking to be told goes to /auth', async ({
    page,
  }) => {
    await page.goto('/connectors?q=notion');
    const notion = card(page, 'Notion');
    await expect(notion.getByText('Bientôt', { exact: true })).toBeVisible();
    await expect(notion.getByRole('button', { name: 'Bientôt disponible' })).toBeDisabled();
    // Dimmed by a dashed border on a grey card, not by opacity: its text keeps a readable contrast.
    await expect(notion).toHaveCSS('border-top-style', 'dashed');
    await expect(notion).toHaveCSS('opacity', '1');

    await page.goto('/connectors?q=pipedrive');
    const pipedrive = card(page, 'Pipedrive');
    await expect(pipedrive.getByText('+1')).toBeVisible();
    // Issue 22: nothing says "Disponible" or "bêta" unless it connects in this build.
    await expect(pipedrive.getByText('Bientôt', { exact: true })).toBeVisible();
    await pipedrive.getByRole('button', { name: 'M’avertir' }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('a signed-in user is told when a connector opens, or sent to /integrations', async ({ page }) => {
    await signUpAndConfirm(page);
    await page.goto('/connectors?q=shopify');
    await expect(card(page, 'Shopify').getByText('Disponible', { exact: true })).toHaveCount(0);
    // The page is prerendered: a click before it hydrates does nothing, so it is tried again.
    await clickUntilShown(
      card(page, 'Shopify').getByRole('button', { name: 'M’avertir' }),
      card(page, 'Shopify').getByText('Vous serez prévenu de sa disponibilité'),
    );
    await expect(page.getByText("Nous vous préviendrons dès qu'il sera disponible.")).toBeVisible();
    await expect(card(page, 'Shopify').getByRole('button', { name: 'Enregistré' })).toBeDisabled();
    // Remembered by the server.
    await page.reload();
    await expect(card(page, 'Shopify').getByText('Vous serez prévenu de sa disponibilité')).toBeVisible();

    await page.goto('/connectors?q=google%20calendar');
    await expect(card(page, 'Google Calendar').getByText('Disponible', { exact: true })).toBeVisible();
    await card(page, 'Google Calendar').getByRole('link', { name: 'Connecter maintenant' }).click();
    await expect(page).toHaveURL(/\/integrations\?connecteur=google-calendar$/);
    await expect(page.getByRole('dialog')).toBeVisible();

    // Outlook opens the mail form on Outlook's preset, not Gmail's (issue 42).
    await page.goto('/connectors?q=outlook');
    await card(page, 'Microsoft Outlook').getByRole('link', { name: 'Connecter maintenant' }).click();
    await expect(page).toHaveURL(/\/integrations\?connecteur=outlook$/);
    await expect(page.getByRole('dialog').getByLabel('Fournisseur')).toHaveValue('outlook');
  });

  test('the footer banner asks for a connector (validated) and shows the roadmap', async ({ page }) => {
    await page.goto('/connectors');
    await page.getByRole('button', { name: 'Demander un connecteur' }).click();
    const form = page.getByRole('form', { name: 'Demander un connecteur' });
    await form.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(form.getByText('Indiquez le nom du service (2 caractères minimum).')).toBeVisible();
    await expect(form.getByText('Veuillez saisir une adresse email valide.')).toBeVisible();

    await form.getByLabel('Nom du service').fill('Qonto');
    await form.getByLabel('Cas d’usage').fill('Rapprocher chaque semaine les factures et les paiements.');
    await form.getByLabel('Email').fill(newEmail('demande'));
    await form.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(page.getByRole('dialog').getByText('Demande envoyée')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Fermer' }).first().click();

    await page.getByRole('button', { name: 'Voir la roadmap' }).click();
    const roadmap = page.getByRole('dialog', { name: 'Roadmap des connecteurs' });
    await expect(roadmap.getByText('Notion', { exact: true })).toBeVisible();
    await expect(roadmap.getByText('Pipedrive', { exact: true })).toBeVisible();
    const available = roadmap.getByRole('region', { name: /^Disponibles/ });
    await expect(available.getByText('Google Calendar', { exact: true })).toBeVisible();
    await expect(available.getByText('Notion', { exact: true })).toHaveCount(0);
  });
});

test.describe('blog', () => {
  test('search and category combine, with an empty state', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog IA & Automatisation' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(articles.length);

    const categories = page.getByRole('navigation', { name: 'Catégories' });
    await page.getByPlaceholder('Rechercher un article...').fill('rgpd');
    const found = filterArticles(articles, { query: 'rgpd' });
    await expect(page.getByRole('article')).toHaveCount(found.counts.Tous);
    await expect(categories.getByRole('button', { name: /^Sécurité \d+$/ })).toHaveAccessibleName(
      `Sécurité ${found.counts.Sécurité}`,
    );

    await categories.getByRole('button', { name: /^Sécurité/ }).click();
    await expect(page).toHaveURL(/\/blog\?q=rgpd&categorie=S%C3%A9curit%C3%A9$/);
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(
      page.getByRole('link', { name: 'RGPD et IA : les bonnes pratiques pour vos données clients' }),
    ).toBeVisible();

    await categories.getByRole('button', { name: /^Marketing/ }).click();
    await expect(page.getByRole('heading', { name: 'Aucun article trouvé' })).toBeVisible();
    await page.getByRole('button', { name: 'Voir tous les articles' }).click();
    await expect(page.getByRole('article')).toHaveCount(articles.length);
  });

  test('an article opens in place with its Markdown rendered; images below the first are lazy', async ({
    page,
  }) => {
    await page.goto('/blog');
    // The first card's image is the page's largest paint on a phone: fetched at once, sized.
    const firstImage = page.getByRole('article').first().locator('img');
    await expect(firstImage).toHaveAttribute('loading', 'eager');
    await expect(firstImage).toHaveAttribute('width', '640');
    await expect(page.getByRole('article').nth(1).locator('img')).toHaveAttribute('loading', 'lazy');

    await page
      .getByRole('link', { name: 'AI Act : ce que le règlement européen change pour les entreprises' })
      .click();
    await expect(page).toHaveURL(/\/blog\?article=ai-act-entreprises$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'AI Act : ce que le règlement européen change pour les entreprises',
    );
    await expect(page.getByRole('heading', { level: 2, name: 'Une application progressive' })).toBeVisible();
    await expect(page.getByText('27 août 2026').first()).toBeVisible();
    await page.getByRole('link', { name: 'Retour aux articles' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('the newsletter refuses a bad email and welcomes a good one, twice the same way', async ({ page }) => {
    await page.goto('/blog');
    const form = page.getByRole('form', { name: 'Inscription à la newsletter' });
    await form.getByLabel('Votre email').fill('pas-un-email');
    await form.getByRole('button', { name: "S'abonner" }).click();
    await expect(form.getByRole('alert')).toHaveText('Veuillez saisir une adresse email valide.');

    const email = newEmail('lecteur');
    await form.getByLabel('Votre email').fill(email);
    await form.getByRole('button', { name: "S'abonner" }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Merci, vous êtes inscrit.' })).toBeVisible();

    await page.reload();
    await form.getByLabel('Votre email').fill(email);
    await form.getByRole('button', { name: "S'abonner" }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Merci, vous êtes inscrit.' })).toBeVisible();
  });
});

test.describe('legal', () => {
  test('each tab shows its text and is kept in the URL fragment', async ({ page }) => {
    await page.goto('/legal');
    const tabs = page.getByRole('tablist', { name: 'Documents légaux' });
    await expect(tabs.getByRole('tab', { name: 'Confidentialité' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Politique de confidentialité' })).toBeVisible();
    await expect(page.getByText('3 ans après sa fin')).toBeVisible();

    for (const [tab, hash, heading, text] of [
      ['Sécurité', 'securite', 'Sécurité des données', 'AES-256'],
      ['CGU', 'cgu', 'Conditions générales d’utilisation', '12 septembre 2025'],
      ['Mentions légales', 'mentions', 'Mentions légales', 'N° de TVA intracommunautaire'],
      ['Confidentialité', 'confidentialite', 'Politique de confidentialité', 'Portabilité'],
    ] as const) {
      await tabs.getByRole('tab', { name: tab }).click();
      await expect(page).toHaveURL(new RegExp(`/legal#${hash}$`));
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      await expect(page.getByRole('tabpanel').getByText(text, { exact: false }).first()).toBeVisible();
    }

    // The e2e server runs without LEGAL_*: a banner names them, no bracket is printed (issue 42).
    await expect(page.getByRole('status').filter({ hasText: 'identité légale incomplète' })).toContainText(
      'LEGAL_SIREN',
    );
    await expect(page.getByText('à compléter')).toHaveCount(0);

    // A link to a tab opens it directly.
    await page.goto('/legal#cgu');
    await expect(tabs.getByRole('tab', { name: 'CGU' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('99,9 %')).toBeVisible();
  });
});
