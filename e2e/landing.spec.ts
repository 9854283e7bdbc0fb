import { expect, type Page, test } from '@playwright/test';
import { employees } from '../src/shared/employees.ts';
import { formatEuros, plans } from '../src/shared/plans.ts';
import { signUpAndConfirm } from './support/auth.ts';
import { clickUntilShown } from './support/hydration.ts';

/** The landing's landmarks and sections, named as a screen reader announces them. */
function landing(page: Page) {
  return {
    header: page.getByRole('banner'),
    mainNav: page.getByRole('navigation', { name: 'Navigation principale' }),
    mobileNav: page.getByRole('navigation', { name: 'Menu mobile' }),
    hero: page.getByRole('region', { name: 'Votre Assistant IA Personnel' }),
    features: page.getByRole('region', { name: 'Tout ce qu’il faut pour déléguer sereinement' }),
    team: page.getByRole('region', { name: 'Rencontrez vos 7 employés IA' }),
    pricing: page.getByRole('region', { name: 'Un tarif simple, qui grandit avec vous' }),
    support: page.getByRole('region', { name: 'Une équipe à votre écoute du lundi au vendredi' }),
    closing: page.getByRole('region', { name: /^Prêt à gagner jusqu’à 10 heures par semaine/ }),
    footer: page.getByRole('contentinfo'),
  };
}

test('the landing renders its sections without a console error', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  await page.goto('/');
  const l = landing(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Votre Assistant IA Personnel');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('main')).toHaveCount(1);
  for (const section of [l.header, l.hero, l.features, l.team, l.pricing, l.support, l.closing, l.footer]) {
    await expect(section).toBeAttached();
  }
  await expect(l.header.getByRole('link', { name: 'Septime' })).toHaveAttribute('href', '/');
  await expect(l.header.getByText('v2.0')).toBeVisible();
  await expect(l.features.getByRole('listitem')).toHaveCount(6);
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('the marketing claims are shown with French number formatting', async ({ page }) => {
  await page.goto('/');
  const { hero, pricing, support } = landing(page);
  // No figure that nothing measures (issue 42, decision 062).
  await expect(page.getByText(/utilisateurs satisfaits/)).toHaveCount(0);
  await expect(hero.getByText('jusqu’à 10 heures par semaine')).toBeVisible();
  await expect(hero.getByText('Essai gratuit de 14 jours')).toBeVisible();
  await expect(hero.getByText('Sans carte bancaire', { exact: true })).toBeVisible();
  await expect(hero.getByText('Annulation à tout moment')).toBeVisible();
  await expect(pricing.getByText('Garantie satisfait ou remboursé pendant 30 jours')).toBeVisible();
  await expect(pricing.getByText('20 % de réduction sur l’abonnement annuel')).toBeVisible();
  await expect(support.getByRole('link', { name: 'support@septime.fr' })).toHaveAttribute(
    'href',
    'mailto:support@septime.fr',
  );
  const faq = support.getByRole('group');
  await expect(faq).toHaveCount(4);
  await faq.first().getByText('Faut-il une carte bancaire').click();
  await expect(faq.first().getByText('démarre sans carte bancaire')).toBeVisible();
});

test('the pricing shows the three plans, Pro as the most popular', async ({ page }) => {
  await page.goto('/');
  const { pricing } = landing(page);
  for (const plan of plans) {
    const card = pricing
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: plan.name, exact: true }) });
    // A visitor reads the prices as a professional first: without tax (HT), issue 42.
    await expect(card.getByText(formatEuros(plan.price), { exact: true })).toBeVisible();
    await expect(
      card.getByText(`${plan.price > 0 ? 'HT ' : ''}${plan.period}`, { exact: true }),
    ).toBeVisible();
    await expect(card.getByText(plan.features[0]!, { exact: true })).toBeVisible();
  }
  const pro = pricing
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Pro', exact: true }) });
  await expect(pro.getByText('Le plus populaire')).toBeVisible();
  await expect(pro.getByText('14 jours d’essai gratuit')).toBeVisible();
});

for (const plan of plans.filter((p) => p.id !== 'enterprise')) {
  test(`the ${plan.name} plan button takes a visitor to /auth, on the Inscription tab`, async ({ page }) => {
    await page.goto('/');
    await landing(page).pricing.getByRole('link', { name: plan.cta, exact: true }).click();
    // Pro's sign-up carries the trial intent (decision 060).
    await expect(page).toHaveURL(
      plan.id === 'pro' ? /\/auth\?mode=inscription&plan=pro-trial$/ : /\/auth\?mode=inscription$/,
    );
  });
}

test('« Contacter l’Équipe » opens the Entreprise request form, no sign-up and no checkout', async ({
  page,
}) => {
  await page.goto('/');
  // Clicked again only while the dialog is not shown: a click behind its overlay would wait forever.
  await clickUntilShown(
    landing(page).pricing.getByRole('button', { name: "Contacter l'Équipe" }),
    page.getByRole('dialog', { name: 'Contacter l’équipe Entreprise' }),
  );
  await expect(page).toHaveURL(/\/$|\/#pricing$/);
});

// Sign-up calls to action open the Inscription tab (issue 23); 'Se connecter' the Connexion one.
const toAuth: Array<{ name: string; within: keyof ReturnType<typeof landing>; url: RegExp }> = [
  { name: 'Commencer Gratuitement', within: 'hero', url: /\/auth\?mode=inscription$/ },
  { name: 'Essai Gratuit', within: 'header', url: /\/auth\?mode=inscription&plan=pro-trial$/ },
  { name: 'Se connecter', within: 'header', url: /\/auth$/ },
  { name: 'Commencer Maintenant', within: 'closing', url: /\/auth\?mode=inscription$/ },
];
for (const { name, within, url } of toAuth) {
  test(`'${name}' goes to /auth`, async ({ page }) => {
    await page.goto('/');
    await landing(page)[within].getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(url);
  });
}

test('every team card links to the dashboard', async ({ page }) => {
  await page.goto('/');
  const { team } = landing(page);
  for (const employee of employees) {
    const card = team
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: employee.name, exact: true }) });
    await expect(card.getByText(employee.role, { exact: true })).toBeVisible();
    await expect(card.getByText(employee.skills[0]!, { exact: true })).toBeVisible();
    await expect(team.getByRole('link', { name: `Découvrir ${employee.name}` })).toHaveAttribute(
      'href',
      `/dashboard?employe=${employee.id}`,
    );
  }
  await team.getByRole('link', { name: 'Découvrir Suki' }).click();
  await expect(page).toHaveURL(/\/dashboard\?employe=suki$/);
});

test('the header anchors scroll their section into view', async ({ page }) => {
  await page.goto('/');
  const l = landing(page);
  const anchors = [
    { name: 'Support', section: l.support, hash: '#support' },
    { name: 'Fonctionnalités', section: l.features, hash: '#features' },
    { name: 'Tarifs', section: l.pricing, hash: '#pricing' },
  ];
  for (const { name, section, hash } of anchors) {
    await l.mainNav.getByRole('link', { name, exact: true }).click();
    await expect(section).toBeInViewport();
    await expect(page).toHaveURL(new RegExp(`/${hash}$`));
  }
  await l.header.getByRole('link', { name: 'Septime' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
});

test('the landing’s links load the app’s pages; the logo, the toggles and the skip link keep the visitor on it', async ({
  page,
}) => {
  // The landing hydrates with its own entry, without the app's router (decision 043).
  await page.goto('/#pricing');
  const { header, pricing } = landing(page);
  const annual = pricing.getByRole('button', { name: 'Annuel' });
  // A click before React has hydrated the toggle does nothing; once pressed, it is not clicked again.
  await expect(async () => {
    if ((await annual.getAttribute('aria-pressed')) !== 'true') await annual.click({ timeout: 2_000 });
    await expect(annual).toHaveAttribute('aria-pressed', 'true', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  const skip = page.getByRole('link', { name: 'Aller au contenu' });
  await skip.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  const samePage = () => page.evaluate(() => 'landingMarker' in window);
  await page.evaluate(() => Object.assign(window, { landingMarker: true }));
  await header.getByRole('link', { name: 'Septime' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await samePage()).toBe(true);
  await expect(annual).toHaveAttribute('aria-pressed', 'true');

  await header.getByRole('link', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('tab', { name: 'Connexion' })).toHaveAttribute('aria-selected', 'true');
  expect(await samePage()).toBe(false);
});

test('arriving on /#pricing shows the pricing', async ({ page }) => {
  await page.goto('/#pricing');
  await expect(landing(page).pricing).toBeInViewport();
});

test.describe('on a 375 px wide screen', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the mobile menu opens and closes after an anchor or a route is chosen', async ({ page }) => {
    await page.goto('/');
    const l = landing(page);
    await expect(l.mainNav).toBeHidden();
    await expect(l.mobileNav).toBeHidden();

    const open = l.header.getByRole('button', { name: 'Ouvrir le menu' });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await open.click();
    const close = l.header.getByRole('button', { name: 'Fermer le menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(l.mobileNav).toBeVisible();
    await expect(l.header.getByRole('link', { name: 'Essai Gratuit' })).toBeVisible();

    // An anchor: the menu closes and the section comes into view.
    await l.mobileNav.getByRole('link', { name: 'Tarifs', exact: true }).click();
    await expect(l.mobileNav).toBeHidden();
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await expect(l.pricing).toBeInViewport();

    // Escape closes it too, and gives the focus back to the toggle.
    await open.click();
    await expect(l.mobileNav).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(l.mobileNav).toBeHidden();
    await expect(open).toBeFocused();

    // A route: the menu closes as the page changes.
    await open.click();
    await l.mobileNav.getByRole('link', { name: 'Connecteurs' }).click();
    await expect(page).toHaveURL(/\/connectors$/);
    await expect(l.mobileNav).toBeHidden();
  });
});

test('a signed-in user sees their email and signs out from the header', async ({ page }) => {
  const { email } = await signUpAndConfirm(page);
  await page.goto('/');
  const { header, pricing } = landing(page);
  // The closed mobile menu holds a hidden copy of the account actions.
  await expect(header.getByText(email).filter({ visible: true })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Se connecter' })).toHaveCount(0);

  // Plans: Gratuit is the current one; Pro opens the checkout in a new tab (e2e/billing.spec.ts).
  await expect(pricing.getByRole('button', { name: 'Votre plan actuel' })).toBeDisabled();
  const popup = page.waitForEvent('popup');
  await pricing.getByRole('button', { name: 'Essayer Pro' }).click();
  await (await popup).close();

  await header.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(header.getByRole('link', { name: 'Se connecter' })).toBeVisible();
  await expect(header.getByText(email)).toHaveCount(0);
});

test.describe('prerendered', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing arrives painted: a visitor reads it before any script runs', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Votre Assistant IA Personnel');
    const pro = landing(page)
      .pricing.getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Pro', exact: true }) });
    await expect(pro.getByText(formatEuros(plans[1]!.price), { exact: true })).toBeVisible();
    // Only the landing is prerendered: every other route gets the empty shell.
    expect(await (await request.get('/auth')).text()).not.toContain('Votre Assistant IA Personnel');
  });
});
