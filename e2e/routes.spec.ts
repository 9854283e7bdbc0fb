import { expect, test } from '@playwright/test';

const routes = [
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
  '/tasks',
  '/calendar',
  '/time-tracking',
  '/documents',
  '/reports',
  '/settings',
  '/ai/alfred',
];

for (const route of routes) {
  test(`${route} renders without a console error`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    page.on('pageerror', (err) => errors.push(err.message));
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1, h2').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });
}

test('an unknown path shows the not-found page and logs the path', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (msg) => logged.push(msg.text()));
  await page.goto('/nulle-part');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  expect(logged.some((line) => line.includes('/nulle-part'))).toBe(true);
  await page.getByRole('link', { name: "Retour à l'accueil" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('each page has its own French title, kept in step when navigating', async ({ page }) => {
  await page.goto('/tasks');
  await expect(page).toHaveTitle('Tâches — Septime');
  await page.goto('/');
  await expect(page).toHaveTitle('Septime — votre équipe d’employés IA');
  await page.getByRole('navigation').getByRole('link', { name: 'Connecteurs' }).first().click();
  await expect(page).toHaveURL(/\/connectors$/);
  await expect(page).toHaveTitle('Connecteurs — Septime');
  await page.goBack();
  await expect(page).toHaveTitle('Septime — votre équipe d’employés IA');
});
