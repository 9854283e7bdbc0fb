import { expect, type Page, test } from '@playwright/test';
import { followMailedLink, newEmail, signUpAndConfirm, strongPassword } from './support/auth.ts';

// Issue 23 item 2, "a way in from everywhere": the application sidebar on the dashboard and every app
// page, the landing's calls to action, the Inscription tab and the safe return after sign-in.

const sidebarAreas: [string, RegExp][] = [
  ['Dashboard', /\/dashboard$/],
  ['Projets', /\/projects$/],
  ['Tâches', /\/tasks$/],
  ['Équipe', /\/team$/],
  ['Planning', /\/calendar$/],
  ['Intégrations', /\/integrations$/],
  ['Rapports', /\/reports$/],
  ['Documents', /\/documents$/],
  ['Automatisations', /\/automatisations$/],
  ['Approbations', /\/approbations$/],
  ['CRM', /\/crm$/],
  ['Support', /\/support$/],
  ['Alfred', /\/ai\/alfred$/],
  ['Suki', /\/ai\/suki$/],
  ['Spec', /\/ai\/spec$/],
  ['Suivi Temps', /\/time-tracking$/],
  ['Paramètres', /\/settings$/],
];

const workspaceNav = (page: Page) => page.getByRole('navigation', { name: 'Espace de travail' });

/** The Connexion form of the page already open (so its `?retour=` stays). */
async function fillSignIn(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Connexion' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Mot de passe').fill(strongPassword);
  await form.getByRole('button', { name: 'Se connecter' }).click();
}

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('the dashboard has the application sidebar, and it leads to every area', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUpAndConfirm(page);
  for (const [label, url] of sidebarAreas) {
    await workspaceNav(page).getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(url);
    await expect(workspaceNav(page).getByRole('link', { name: label, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectNoHorizontalOverflow(page);
  }
  // Collapsed with Ctrl+B, remembered by the cookie on the next page.
  await workspaceNav(page).getByRole('link', { name: 'Dashboard', exact: true }).click();
  await page.keyboard.press('Control+b');
  await expect(page.getByRole('button', { name: 'Déplier la barre latérale' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Déplier la barre latérale' })).toBeVisible();
  await workspaceNav(page).getByRole('link', { name: 'Rapports' }).click();
  await expect(page).toHaveURL(/\/reports$/);
  await page.getByRole('button', { name: 'Déplier la barre latérale' }).click();
  await expect(workspaceNav(page).getByText('Rapports')).toBeVisible();
});

test('at 375 px the sidebar is a sheet opened from the dashboard header', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/dashboard');
  await expect(workspaceNav(page)).toBeHidden();
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  const sheet = page.getByRole('dialog', { name: 'Menu de l’espace de travail' });
  await sheet.getByRole('link', { name: 'Planning' }).click();
  await expect(page).toHaveURL(/\/calendar$/);
  await expect(sheet).toBeHidden();
  await expectNoHorizontalOverflow(page);
  await page.goto('/dashboard');
  await expectNoHorizontalOverflow(page);
});

test('« Découvrir Suki » opens the dashboard on Suki', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Découvrir Suki' }).click();
  await expect(page).toHaveURL(/\/dashboard\?employe=suki$/);
  await expect(page.getByRole('region', { name: 'Chat avec Suki' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Suki/ })).toHaveAttribute('aria-pressed', 'true');
});

test('a visitor’s sign-up calls to action open the Inscription tab', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const name of ['Essai Gratuit', 'Commencer Gratuitement', 'Commencer Maintenant']) {
    await page.goto('/');
    await page.getByRole('link', { name, exact: true }).first().click();
    await expect(page).toHaveURL(/\/auth\?mode=inscription(&plan=pro-trial)?$/);
    await expect(page.getByRole('tab', { name: 'Inscription' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('form', { name: 'Inscription' })).toBeVisible();
  }
});

test('signed in, the landing’s calls to action go to the dashboard and the header stays on one row', async ({
  page,
}) => {
  const { email } = await signUpAndConfirm(page, newEmail('un-nom-d-utilisateur-plutot-long.e2e'));
  for (const width of [1280, 1440, 1600]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const header = page.locator('header').first();
    await expect(header.getByText(email).first()).toHaveAttribute('title', email);
    const box = await header.boundingBox();
    expect(box?.height, `header at ${width} px`).toBeLessThanOrEqual(65);
    const links = await header
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('list')
      .boundingBox();
    expect(links?.height, `links on one row at ${width} px`).toBeLessThanOrEqual(40);
    // The dashboard's header too, beside the application sidebar.
    await page.goto('/dashboard');
    await expect(page.getByTestId('user-email')).toHaveAttribute('title', email);
    const dashboardHeader = await page.locator('header').first().boundingBox();
    expect(dashboardHeader?.height, `dashboard header at ${width} px`).toBeLessThanOrEqual(65);
  }
  for (const name of ['Commencer Gratuitement', 'Commencer Maintenant']) {
    await page.goto('/');
    // Once the header shows the account, the page knows the visitor is signed in (a click before
    // that, while the prerendered landing hydrates, could be lost on a loaded machine).
    await expect(page.locator('header').first().getByText(email).first()).toBeVisible();
    // The hero's call to action (the pricing has a « Commencer Gratuitement » of its own).
    await page.getByRole('link', { name, exact: true }).first().click();
    await expect(page).toHaveURL(/\/dashboard$/);
  }
});

test('sign-in returns to the page asked for, and only to a page of this site', async ({ page, context }) => {
  const { email } = await signUpAndConfirm(page);
  await context.clearCookies();

  // A visitor sent from /security signs in and comes back to it.
  await page.goto('/security');
  await expect(page).toHaveURL(/\/auth\?retour=%2Fsecurity$/);
  await fillSignIn(page, email);
  await expect(page).toHaveURL(/\/security$/);

  // Hostile values are ignored: the user lands on the dashboard, on this site.
  for (const hostile of ['//evil.com', 'https://evil.com', '/\\evil.com', 'javascript:alert(1)']) {
    await context.clearCookies();
    await page.goto(`/auth?retour=${encodeURIComponent(hostile)}`);
    await fillSignIn(page, email);
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/dashboard$/);
  }
});

test('a visitor who signs up from /security comes back to it through the confirmation mail', async ({
  page,
}) => {
  await page.goto('/security');
  await expect(page).toHaveURL(/\/auth\?retour=%2Fsecurity$/);
  await page.getByRole('tab', { name: 'Inscription' }).click();
  const email = newEmail('retour-mail');
  const form = page.getByRole('form', { name: 'Inscription' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Mot de passe').fill(strongPassword);
  await form.getByRole('button', { name: 'Créer un compte' }).click();
  await expect(
    page.getByText('Compte créé ! Vérifiez votre email pour confirmer votre inscription.'),
  ).toBeVisible();
  await followMailedLink(page, email, 'Confirmer mon email');
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/security$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sécurité de votre compte' })).toBeVisible();
});
