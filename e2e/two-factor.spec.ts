import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { signIn, signUpAndConfirm, strongPassword } from './support/auth.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expectFrenchTypography } from './support/typography.ts';

// Two-factor authentication (decision 074): enabled in « Paramètres → Sécurité » with the key the page
// shows (the code computed here as an authenticator app would), the backup codes shown once; then the
// sign-in asks the code after the password, and a backup code works in its place.

/**
 * The authenticator app of the test, set up from the key shown for manual entry. `fresh()` is a code
 * the server has not accepted yet: a code is good once, so a sign-in within the 30 seconds of the
 * setup's code sends the next period's, which the server takes a period early.
 */
function appFor(key: string) {
  const totp = new TOTP({ secret: Secret.fromBase32(key.replace(/\s/g, '')), digits: 6, period: 30 });
  const stepNow = () => Math.floor(Date.now() / 30_000);
  let lastStep = Number.NEGATIVE_INFINITY;
  return {
    generate: () => totp.generate(),
    fresh: () => {
      lastStep = Math.max(stepNow(), lastStep + 1);
      return totp.generate({ timestamp: lastStep * 30_000 });
    },
  };
}

function securitySection(page: Page) {
  return page.locator('#securite');
}

/** « Déconnexion » from the account menu of the workspace's header (here, the settings page's). */
async function signOut(page: Page) {
  if (!page.url().endsWith('/settings')) await page.goto('/settings');
  await page.getByRole('button', { name: 'Menu du compte' }).click();
  await page.getByRole('menuitem', { name: 'Déconnexion' }).click();
  await expect(page.getByRole('button', { name: 'Menu du compte' })).toBeVisible();
  await page.getByRole('button', { name: 'Menu du compte' }).click();
  await expect(page.getByRole('menuitem', { name: 'Se connecter' })).toBeVisible();
  await page.keyboard.press('Escape');
}

test('enable two-factor authentication in the settings, then sign in with the code or a backup code', async ({
  page,
  context,
}) => {
  test.slow(); // three sign-ins
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { email } = await signUpAndConfirm(page);
  await page.goto('/settings');
  const security = securitySection(page);
  await expect(security.getByRole('heading', { name: 'Sécurité' })).toBeVisible();
  await expect(security.getByText('Double authentification désactivée')).toBeVisible();
  // The team's requirement waits for the owner's own second factor.
  const requirement = page.getByRole('checkbox', {
    name: 'Exiger la double authentification pour les propriétaires et administrateurs',
  });
  await expect(requirement).toBeDisabled();

  await security.getByRole('button', { name: 'Activer la double authentification' }).click();
  const passwordForm = security.getByRole('form', { name: 'Activer la double authentification' });
  // A wrong password: the server's French refusal.
  await passwordForm.getByLabel('Mot de passe').fill('Pas-le-bon-2026!');
  await passwordForm.getByRole('button', { name: 'Continuer' }).click();
  await expect(passwordForm.getByRole('alert')).toHaveText('Mot de passe invalide.');
  await passwordForm.getByLabel('Mot de passe').fill(strongPassword);
  await passwordForm.getByRole('button', { name: 'Continuer' }).click();

  // The QR code and the key for typing it in by hand.
  await expect(
    security.getByRole('img', { name: 'QR code à scanner avec votre application d’authentification' }),
  ).toBeVisible();
  const key = await security.getByLabel('Clé à saisir à la main').inputValue();
  expect(key).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
  const app = appFor(key);
  await expectFrenchTypography(page, 'Paramètres → Sécurité, activation');
  await expectNoAxeViolations(page, 'Paramètres → Sécurité, activation');
  await security.screenshot({ path: test.info().outputPath('security-scan.png') });

  const confirm = security.getByRole('form', { name: 'Confirmer la double authentification' });
  await confirm.getByLabel('Code à 6 chiffres').fill(app.generate() === '000000' ? '111111' : '000000');
  await confirm.getByRole('button', { name: 'Confirmer et activer' }).click();
  await expect(confirm.getByRole('alert')).toHaveText(
    'Code de vérification incorrect. Vérifiez l’heure de votre téléphone et réessayez.',
  );
  await confirm.getByLabel('Code à 6 chiffres').fill(app.fresh());
  await confirm.getByRole('button', { name: 'Confirmer et activer' }).click();

  // The 10 backup codes, once: copied, downloaded as a text file.
  const codes = security.getByRole('list', { name: 'Vos codes de secours' });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  const backupCodes = (await codes.getByRole('listitem').allInnerTexts()).map((code) => code.trim());
  for (const code of backupCodes) expect(code).toMatch(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/);
  await security.getByRole('button', { name: 'Copier' }).click();
  await expect(page.getByText('Codes copiés')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(backupCodes.join('\n'));
  const downloading = page.waitForEvent('download');
  await security.getByRole('button', { name: 'Télécharger (.txt)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('septime-codes-de-secours.txt');
  const file = await readFile((await download.path())!, 'utf8');
  for (const code of backupCodes) expect(file).toContain(code);
  await security.screenshot({ path: test.info().outputPath('security-backup-codes.png') });
  await security.getByRole('button', { name: 'J’ai noté mes codes' }).click();
  await expect(security.getByText('Double authentification activée')).toBeVisible();
  await expect(security.getByRole('list', { name: 'Vos codes de secours' })).toHaveCount(0);

  // Now the owner may require it of the organisation's owners and administrators.
  await expect(requirement).toBeEnabled();
  // Checked once the server has it (the box follows the team's state).
  await requirement.click();
  await expect(page.getByText('Double authentification exigée', { exact: true })).toBeVisible();
  await expect(requirement).toBeChecked();
  // The members list says who signs in with a second factor.
  await expect(page.getByRole('list', { name: 'Membres' })).toContainText('2FA');
  await requirement
    .locator('xpath=ancestor::div[contains(@class, "rounded-2xl")][1]')
    .screenshot({ path: test.info().outputPath('team-two-factor-requirement.png') });
  await security.screenshot({ path: test.info().outputPath('security-enabled.png') });

  // Signed out, the sign-in asks the code after the password.
  await signOut(page);
  await signIn(page, email);
  const step = page.getByRole('form', { name: 'Code de vérification' });
  await expect(step.getByRole('heading', { name: 'Code de vérification' })).toBeVisible();
  await expect(
    step.getByRole('checkbox', { name: 'Faire confiance à cet appareil pendant 30 jours' }),
  ).not.toBeChecked();
  await expectFrenchTypography(page, '/auth, code de vérification');
  await expectNoAxeViolations(page, '/auth, code de vérification');
  await page.screenshot({ path: test.info().outputPath('sign-in-code-step.png') });
  // A wrong code: refused in French, still on the step.
  await step.getByLabel('Code de vérification').fill('000000' === app.generate() ? '111111' : '000000');
  await step.getByRole('button', { name: 'Vérifier' }).click();
  await expect(step.getByRole('alert')).toHaveText(
    'Code de vérification incorrect. Vérifiez l’heure de votre téléphone et réessayez.',
  );
  await page.screenshot({ path: test.info().outputPath('sign-in-code-refused.png') });
  await step.getByLabel('Code de vérification').fill(app.fresh());
  await step.getByRole('button', { name: 'Vérifier' }).click();
  await expect(page.getByText('Connexion réussie !')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Without the phone: a backup code, typed without its dash, works once.
  await signOut(page);
  await signIn(page, email);
  await step.getByRole('button', { name: 'Utiliser un code de secours' }).click();
  await step.getByLabel('Code de secours').fill(backupCodes[0]!.replace('-', ''));
  await step.getByRole('button', { name: 'Vérifier' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await signOut(page);
  await signIn(page, email);
  await step.getByRole('button', { name: 'Utiliser un code de secours' }).click();
  await step.getByLabel('Code de secours').fill(backupCodes[0]!);
  await step.getByRole('button', { name: 'Vérifier' }).click();
  await expect(step.getByRole('alert')).toHaveText('Ce code de secours est incorrect ou a déjà servi.');
});
