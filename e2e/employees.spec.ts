import { expect, type Page, test } from '@playwright/test';
import { signUpAndConfirm } from './support/auth.ts';

// The employees do the work on the default (local) engine: what the user tells one employee about
// the company is used by another in a new conversation, and a task asked in plain French is created
// with the right date once approved.

function chatWith(page: Page, name: string) {
  const region = page.getByRole('region', { name: `Chat avec ${name}` });
  const log = region.getByRole('log');
  return {
    input: region.getByLabel('Votre message'),
    region,
    replies: log.getByRole('article', { name, exact: true }),
  };
}

async function ask(page: Page, name: string, message: string) {
  const chat = chatWith(page, name);
  // The employee's welcome comes first; the reply is the one after the last shown.
  await expect(chat.replies.first()).toBeVisible();
  const before = await chat.replies.count();
  await chat.input.fill(message);
  await chat.input.press('Enter');
  const reply = chat.replies.nth(before);
  await expect(reply.getByText('moteur local')).toBeVisible({ timeout: 20_000 });
  return reply;
}

/** Tomorrow in Paris, as /tasks shows a due date: "25 novembre 2026". */
function tomorrowInParis(): string {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' })
    .format(new Date())
    .split('-')
    .map(Number);
  const tomorrow = new Date(Date.UTC(year!, month! - 1, day! + 1));
  return new Intl.DateTimeFormat('fr-FR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(tomorrow);
}

test('the company told to Alfred is used by Suki elsewhere, and a task asked in French lands on /tasks for tomorrow', async ({
  page,
}) => {
  await signUpAndConfirm(page);
  await page.goto('/dashboard');

  const remembered = await ask(
    page,
    'Alfred',
    'Retiens que mon entreprise s’appelle Plomberie Martin, à Lyon',
  );
  await expect(remembered).toContainText('C’est noté');
  await expect(remembered).toContainText('Plomberie Martin');

  await page.getByRole('complementary', { name: 'Équipe IA' }).getByRole('button', { name: /Suki/ }).click();
  const post = await ask(page, 'Suki', 'Écris un post LinkedIn pour présenter mon entreprise');
  await expect(post).toContainText('Plomberie Martin');
  await expect(post).not.toContainText('[');

  await page
    .getByRole('complementary', { name: 'Équipe IA' })
    .getByRole('button', { name: /Alfred/ })
    .click();
  await ask(page, 'Alfred', 'Crée une tâche : appeler le comptable demain');
  const card = chatWith(page, 'Alfred').region.getByRole('region', {
    name: /^Action proposée\s: Créer la tâche «\sAppeler le comptable\s»/i,
  });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Approuver' }).click();
  await expect(card.getByText('Fait')).toBeVisible();
  await card.getByRole('link', { name: 'Voir dans mes tâches' }).click();
  await expect(page).toHaveURL(/\/tasks$/);
  await page.getByRole('tab', { name: 'Liste' }).click();
  const task = page
    .getByRole('list', { name: 'Liste des tâches' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /^appeler le comptable$/i }) });
  await expect(task).toContainText(tomorrowInParis());
});
