import { expect, type Page, test } from '@playwright/test';
import { followMailedLink, newEmail, strongPassword } from './support/auth.ts';
import { clickUntilShown } from './support/hydration.ts';

// Issue 23's "Done when": a new user from the landing (Essai Gratuit → Inscription → the mail → the
// dashboard → the sidebar to every area) on a desktop, a tablet and a phone, no page wider than the screen.

const areas: [string, RegExp][] = [
  ['Projets', /\/projects$/],
  ['Tâches', /\/tasks$/],
  ['Équipe', /\/team$/],
  ['Planning', /\/calendar$/],
  ['Intégrations', /\/integrations$/],
  ['Rapports', /\/reports$/],
  ['Documents', /\/documents$/],
  ['Automatisations', /\/automatisations$/],
  ['Approbations', /\/approbations$/],
  ['Alfred', /\/ai\/alfred$/],
  ['Chip', /\/ai\/chip$/],
  ['Clide', /\/ai\/clide$/],
  ['Suki', /\/ai\/suki$/],
  ['Dot', /\/ai\/dot$/],
  ['Millie', /\/ai\/millie$/],
  ['Spec', /\/ai\/spec$/],
  ['Suivi Temps', /\/time-tracking$/],
  ['Paramètres', /\/settings$/],
  ['Dashboard', /\/dashboard$/],
];

/** Nothing sticks out sideways: the page scrolls down, never across. */
async function expectNoHorizontalOverflow(page: Page, where: string) {
  await expect(page.locator('h1').first()).toBeVisible();
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
    innerWidth: window.innerWidth,
  }));
  expect
    .soft(scrollWidth, `${where}: ${scrollWidth} px of content in ${innerWidth} px`)
    .toBeLessThanOrEqual(innerWidth);
}

for (const width of [1440, 768, 375]) {
  test(`a new user at ${width} px: landing, sign-up, the mail, the dashboard and every area`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await expectNoHorizontalOverflow(page, `/ at ${width} px`);

    // Essai Gratuit, in the header or in the mobile menu under 768 px.
    const header = page.getByRole('banner');
    if (width < 768) {
      await clickUntilShown(
        header.getByRole('button', { name: 'Ouvrir le menu' }),
        header.getByRole('link', { name: 'Essai Gratuit' }),
      );
    }
    await header.getByRole('link', { name: 'Essai Gratuit' }).click();
    await expect(page).toHaveURL(/\/auth\?mode=inscription&plan=pro-trial$/);
    await expectNoHorizontalOverflow(page, `/auth at ${width} px`);

    const email = newEmail(`walk${width}`);
    const form = page.getByRole('form', { name: 'Inscription' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Mot de passe').fill(strongPassword);
    await form.getByRole('button', { name: 'Créer un compte' }).click();
    await expect(
      page.getByText('Compte créé ! Vérifiez votre email pour confirmer votre inscription.'),
    ).toBeVisible();

    await followMailedLink(page, email, 'Confirmer mon email');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Bienvenue dans votre espace de travail IA')).toBeVisible();
    await expectNoHorizontalOverflow(page, `/dashboard at ${width} px`);

    for (const [label, url] of areas) {
      if (width < 768) {
        await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
        await page
          .getByRole('dialog', { name: 'Menu de l’espace de travail' })
          .getByRole('link', { name: label, exact: true })
          .click();
      } else {
        await page
          .getByRole('navigation', { name: 'Espace de travail' })
          .getByRole('link', { name: label, exact: true })
          .click();
      }
      await expect(page).toHaveURL(url);
      await page.waitForLoadState('networkidle');
      await expectNoHorizontalOverflow(page, `${label} at ${width} px`);
    }
  });
}
