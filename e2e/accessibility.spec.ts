import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { loadExample, signUpAndConfirm } from './support/auth.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expectFrenchTypography } from './support/typography.ts';

// Issue 23 item 5: axe at zero on every route of SPEC.md's table, signed out and in, with each dialog
// and menu open and after a chat reply; focus back on the opener; the chat's skip link and log.

/** SPEC.md §2's route table, `*` as a path nobody serves. */
const specRoutes = [
  '/',
  '/auth',
  '/dashboard',
  '/demo',
  '/blog',
  '/projects',
  '/integrations',
  '/test',
  '/security',
  '/demo-examples',
  '/legal',
  '/connectors',
  '/nulle-part',
];
/** The sidebar's areas, open to a signed-in user. */
const workspaceRoutes = [
  '/tasks',
  '/team',
  '/calendar',
  '/reports',
  '/time-tracking',
  '/settings',
  '/documents',
  '/automatisations',
  '/approbations',
  '/crm',
  '/support',
  '/ai/alfred',
];

async function settle(page: Page, route: string) {
  await page.goto(route);
  await expect(page.locator('h1').first()).toBeVisible();
  // The page's data and lazy parts are in before axe looks.
  await page.waitForLoadState('networkidle');
}

// Toasts and menus appear without their fade, so axe never measures a colour half-way through it.
test.use({ reducedMotion: 'reduce' });
// axe reads every element: /connectors' 150 cards take it several seconds on a busy machine.
// The file's tests are independent (each worker signs up its own account in beforeAll), so both
// workers share them: run one after the other, they were the suite's longest file (6–8 min).
test.describe.configure({ mode: 'parallel', timeout: 120_000 });

let signedIn: string;
test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUpAndConfirm(page);
  // The workspace pages hold rows to open (and their « Exemple » labels are checked too).
  await loadExample(page);
  signedIn = JSON.stringify(await context.storageState());
  await context.close();
});

/** One signed-in context for a test, from the account made once above. */
async function signedInPage(browser: Browser) {
  const context = await browser.newContext({ storageState: JSON.parse(signedIn), reducedMotion: 'reduce' });
  return context.newPage();
}

for (const route of specRoutes) {
  test(`signed out, ${route} has no axe violation and French typography`, async ({ page }) => {
    await settle(page, route);
    await expectNoAxeViolations(page, `${route} signed out`);
    await expectFrenchTypography(page, `${route} signed out`);
  });
}

for (const route of [...specRoutes, ...workspaceRoutes]) {
  test(`signed in, ${route} has no axe violation and French typography`, async ({ browser }) => {
    const page = await signedInPage(browser);
    await settle(page, route);
    await expectNoAxeViolations(page, `${route} signed in`);
    await expectFrenchTypography(page, `${route} signed in`);
  });
}

/** Opens a dialog or menu, checks it with axe, closes it with Escape: the focus is back on the opener. */
async function openAndClose(page: Page, opener: Locator, where: string) {
  await opener.click();
  const popup = page.getByRole('dialog').or(page.getByRole('alertdialog')).or(page.getByRole('menu'));
  await expect(popup).toBeVisible();
  await expectNoAxeViolations(page, where);
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(opener, `focus back on the opener of ${where}`).toBeFocused();
}

test('every dialog and menu has no axe violation and gives the focus back to what opened it', async ({
  browser,
}) => {
  test.setTimeout(420_000);
  const page = await signedInPage(browser);
  const button = (name: string | RegExp) =>
    page.getByRole('button', { name, exact: typeof name === 'string' });

  await settle(page, '/projects');
  await openAndClose(page, button('Nouveau Projet'), 'the project dialog');
  await openAndClose(page, button('Créer une tâche'), 'the task dialog');
  await openAndClose(page, button('Menu du compte'), 'the account menu');

  await settle(page, '/tasks');
  await page.getByRole('tab', { name: 'Liste' }).click();
  const firstTask = page.getByRole('main').getByRole('list').getByRole('button').first();
  await openAndClose(page, firstTask, 'an existing task');

  await settle(page, '/calendar');
  await openAndClose(page, button('Nouvel événement'), 'the event dialog');
  await openAndClose(page, button(/Comité de pilotage offre Pro/).first(), 'an existing event');

  await settle(page, '/projects');
  await page.getByRole('button', { name: 'Voir tout' }).click();
  await page.getByRole('link', { name: 'Refonte du site vitrine' }).click();
  await expect(page.getByRole('heading', { name: 'Refonte du site vitrine', level: 1 })).toBeVisible();
  await openAndClose(page, button('Modifier'), 'the project edit dialog');
  await openAndClose(page, button('Supprimer'), 'the project deletion');
  await openAndClose(page, button('Ajouter une tâche'), 'the project’s task dialog');

  await settle(page, '/team');
  await openAndClose(page, button('Chatter avec Alfred'), 'the team chat');
  await settle(page, '/connectors');
  await openAndClose(page, button('Demander un connecteur'), 'the connector request');
  await openAndClose(page, button('Voir la roadmap'), 'the roadmap');
  await settle(page, '/demo-examples');
  await openAndClose(page, button('Programmer une démo personnalisée'), 'the demo request');
  await settle(page, '/documents');
  await openAndClose(page, button('Coller un texte'), 'the pasted document');
  await settle(page, '/integrations');
  await openAndClose(page, button('Connecter Agenda'), 'an integration’s settings');
  await settle(page, '/settings');
  await openAndClose(page, button('Supprimer mon compte'), 'the account deletion');

  await page.setViewportSize({ width: 375, height: 800 });
  await settle(page, '/dashboard');
  await openAndClose(page, button('Ouvrir le menu'), 'the mobile sidebar');
});

test('after a chat reply, signed in and out, nothing is flagged; the log and the skip link serve the keyboard', async ({
  page,
  browser,
}) => {
  for (const [current, who] of [
    [page, 'signed out'],
    [await signedInPage(browser), 'signed in'],
  ] as const) {
    await settle(current, '/dashboard');
    // The first Tab stop leads to the message box.
    await current.keyboard.press('Tab');
    const skip = current.getByRole('link', { name: 'Aller à la saisie du message' });
    await expect(skip).toBeFocused();
    await current.keyboard.press('Enter');
    const chat = current.getByRole('region', { name: 'Chat avec Alfred' });
    await expect(chat.getByLabel('Votre message')).toBeFocused();
    await current.keyboard.type('Quelles sont mes priorités cette semaine ?');
    await current.keyboard.press('Enter');
    await expect(chat.getByRole('article', { name: 'Alfred', exact: true }).nth(1)).toContainText(
      'moteur local',
      { timeout: 20_000 },
    );
    await expect(chat.getByLabel('Votre message')).toBeEnabled();
    await expectNoAxeViolations(current, `/dashboard after a reply, ${who}`);
    // The log takes the focus, so the keyboard can scroll it.
    await chat.getByRole('log').focus();
    await expect(chat.getByRole('log')).toBeFocused();
  }
  const signedInTab = browser.contexts().at(-1)?.pages()[0];
  if (!signedInTab) throw new Error('no signed-in page');
  const conversations = signedInTab.getByRole('button', { name: /^Historique \d+ conversations? avec / });
  await openAndClose(signedInTab, conversations, 'the conversations menu');
  await openAndClose(
    signedInTab,
    signedInTab.getByRole('button', { name: 'Supprimer la conversation' }),
    'the conversation deletion',
  );

  // /ai/{employee} has the same skip link, after the workspace's « Aller au contenu ».
  await settle(signedInTab, '/ai/spec');
  await signedInTab.keyboard.press('Tab');
  await expect(signedInTab.getByRole('link', { name: 'Aller au contenu' })).toBeFocused();
  await signedInTab.keyboard.press('Tab');
  await expect(signedInTab.getByRole('link', { name: 'Aller à la saisie du message' })).toBeFocused();
  await signedInTab.keyboard.press('Enter');
  await expect(
    signedInTab.getByRole('region', { name: 'Chat avec Spec' }).getByLabel('Votre message'),
  ).toBeFocused();
});

test('a generated report’s chart has nothing focusable hidden from screen readers', async ({ browser }) => {
  const page = await signedInPage(browser);
  await settle(page, '/reports');
  await page.getByRole('button', { name: 'Générer le rapport' }).click();
  const chart = page.getByRole('figure', { name: /Indicateurs clés/ });
  await expect(chart).toBeVisible({ timeout: 20_000 });
  await expect(chart.locator('[aria-hidden="true"] [tabindex]:not([tabindex="-1"])')).toHaveCount(0);
  await expectNoAxeViolations(page, '/reports with a generated report');
});

test('workspace pages: « Aller au contenu » first, the home link named by what it shows, dialogs open on their first field', async ({
  browser,
}) => {
  const page = await signedInPage(browser);
  await settle(page, '/tasks');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Aller au contenu' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
  // WCAG 2.5.3: the expanded sidebar's link shows « Septime » and is named so.
  await expect(page.getByRole('link', { name: 'Septime', exact: true })).toBeVisible();

  await settle(page, '/projects');
  await page.getByRole('button', { name: 'Nouveau Projet', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('textbox').first()).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'Fermer' })).not.toBeFocused();
});

test('after « Approuver » the focus moves to the next proposal, not to the page body', async ({
  browser,
}) => {
  const page = await signedInPage(browser);
  await settle(page, '/approbations');
  const origin = new URL(page.url()).origin;
  for (const title of ['Point achats', 'Revue qualité']) {
    const conversation = await page.request.post('/api/conversations', {
      data: { employee: 'alfred' },
      headers: { origin },
    });
    const { id } = await conversation.json();
    await page.request.post(`/api/conversations/${id}/messages`, {
      data: { content: `Planifie une réunion « ${title} » mardi à 10h avec Chip` },
      headers: { origin },
    });
  }
  await settle(page, '/approbations');
  const approve = page.getByRole('list', { name: 'Propositions' }).getByRole('button', { name: 'Approuver' });
  await expect(approve).toHaveCount(2);
  await approve.first().click();
  await expect(approve).toHaveCount(1);
  await expect(approve.first()).toBeFocused();
  await approve.first().click();
  await expect(page.getByRole('heading', { name: 'Propositions à approuver' })).toBeFocused();
});

test('signed in, the support desk’s « Nouveau ticket » dialog and a ticket page have no axe violation', async ({
  browser,
}) => {
  const page = await signedInPage(browser);
  await settle(page, '/support');
  const opener = page.getByRole('button', { name: 'Nouveau ticket' });
  await openAndClose(page, opener, 'the new ticket dialog');
  // Its errors shown too (each tied to its field), then a ticket made through it.
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Nouveau ticket' });
  await dialog.getByRole('button', { name: 'Créer le ticket' }).click();
  await expect(dialog.getByText('Le sujet est requis.')).toBeVisible();
  await expectNoAxeViolations(page, 'the new ticket dialog with its errors');
  await expectFrenchTypography(page, 'the new ticket dialog');
  await dialog.getByLabel('Nom du demandeur').fill('Agnès Morel');
  await dialog.getByLabel('E-mail du demandeur').fill('agnes.morel@exemple.test');
  await dialog.getByLabel('Sujet').fill('Devis pour la terrasse');
  await dialog.getByLabel('Message').fill('Merci de me rappeler demain matin.');
  await dialog.getByRole('button', { name: 'Créer le ticket' }).click();
  await expect(page).toHaveURL(/\/support\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Devis pour la terrasse', level: 2 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page, 'a support ticket');
  await expectFrenchTypography(page, 'a support ticket');
});
