import { expect, type Page, test } from '@playwright/test';
import { signUpAndConfirm } from './support/auth.ts';

// The chat journeys: the public demo on /dashboard, a signed-in user's stored history, errors, /team's overlay.

/** The chat with one employee, and its parts, as a user finds them. */
function chatWith(page: Page, name: string) {
  const region = page.getByRole('region', { name: `Chat avec ${name}` });
  const log = region.getByRole('log');
  return {
    region,
    log,
    input: region.getByLabel('Votre message'),
    replies: log.getByRole('article', { name, exact: true }),
    userMessages: log.getByRole('article', { name: 'Vous', exact: true }),
  };
}

const sse = (...events: object[]) => events.map((event) => `data: ${JSON.stringify(event)}\n\n`).join('');

test('a visitor chats with Alfred: the question, Alfred thinking, then a reply from the local engine', async ({
  page,
}) => {
  // Hold the request until the waiting state has been seen, then let the real server answer
  // (a fixed delay raced the assertions on a loaded CI machine).
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/chat/stream', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Démo - Espace de travail IA')).toBeVisible();
  const chat = chatWith(page, 'Alfred');
  await expect(chat.replies.first()).toContainText('je suis Alfred');

  const question = 'Quelles sont mes priorités cette semaine ?';
  await chat.input.fill(question);
  await chat.input.press('Enter');
  await expect(chat.userMessages).toHaveText([question]);
  await expect(chat.log.getByText('Alfred réfléchit...')).toBeVisible();
  await expect(chat.input).toBeDisabled();
  await expect(chat.region.getByRole('button', { name: 'Stop' })).toBeVisible();
  release();

  const reply = chat.replies.nth(1);
  await expect(reply.getByText('moteur local')).toBeVisible({ timeout: 20_000 });
  await expect(chat.log.getByText('Alfred réfléchit...')).toHaveCount(0);
  const text = (await reply.innerText()).replace('moteur local', '').trim();
  expect(text.length).toBeGreaterThan(0);
  expect(text).not.toBe(question);
  await expect(chat.input).toBeEnabled();
  await expect(chat.input).toHaveValue('');
});

test('a reply with a GFM table shows a real table, and « Copier la réponse » copies its Markdown', async ({
  page,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/dashboard');
  await page.getByRole('complementary', { name: 'Équipe IA' }).getByRole('button', { name: /Clide/ }).click();
  const chat = chatWith(page, 'Clide');
  // The welcome is not a reply: nothing to copy yet.
  await expect(chat.log.getByRole('button', { name: 'Copier la réponse' })).toHaveCount(0);

  // Clide answers an escalation question without a ticket with a table of criteria.
  await chat.input.fill('Faut-il escalader ce ticket ?');
  await chat.input.press('Enter');
  const reply = chat.replies.nth(1);
  const table = reply.getByRole('table');
  await expect(table).toBeVisible({ timeout: 20_000 });
  await expect(table.getByRole('columnheader')).toHaveText(['Situation', 'Niveau']);
  await expect(table.getByRole('cell', { name: 'Niveau 1 : on répond' })).toBeVisible();
  await expect(reply).not.toContainText('|---|');

  // Keyboard: the table's scroll frame, then the copy button.
  const copy = reply.getByRole('button', { name: 'Copier la réponse' });
  await reply.getByRole('region', { name: 'Tableau' }).focus();
  await page.keyboard.press('Tab');
  await expect(copy).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Texte copié', { exact: true })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('| Situation | Niveau |');
  expect(copied).toContain('|---|---|');
});

test('Shift+Enter makes a new line without sending; a blank message is never sent', async ({ page }) => {
  let calls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/chat')) calls++;
  });
  await page.goto('/dashboard');
  const chat = chatWith(page, 'Alfred');

  await chat.input.fill('Première ligne');
  await chat.input.press('Shift+Enter');
  await chat.input.pressSequentially('Deuxième ligne');
  await expect(chat.input).toHaveValue('Première ligne\nDeuxième ligne');
  await expect(chat.userMessages).toHaveCount(0);

  await chat.input.fill('   \n  ');
  await chat.input.press('Enter');
  await expect(chat.region.getByRole('button', { name: 'Envoyer' })).toBeDisabled();
  await expect(chat.userMessages).toHaveCount(0);
  expect(calls).toBe(0);
});

test('choosing Chip in the sidebar changes the chat and its welcome message', async ({ page }) => {
  await page.goto('/dashboard');
  const sidebar = page.getByRole('complementary', { name: 'Équipe IA' });
  await expect(sidebar.getByRole('button', { name: /Alfred/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(sidebar.getByRole('button', { name: /Suki.*Occupé.*Marketing/ })).toBeVisible();

  await sidebar.getByRole('button', { name: /Chip/ }).click();
  await expect(sidebar.getByRole('button', { name: /Chip/ })).toHaveAttribute('aria-pressed', 'true');
  const chip = chatWith(page, 'Chip');
  await expect(chip.replies.first()).toContainText('moi c’est Chip');
  await expect(page.getByRole('region', { name: 'Chat avec Alfred' })).toHaveCount(0);

  // 'Chatter' on a card opens that employee's chat with the cursor in it.
  await page.getByRole('button', { name: 'Chatter avec Spec' }).click();
  await expect(chatWith(page, 'Spec').input).toBeFocused();
});

test('the search box filters the sidebar and the cards, ignoring case and accents', async ({ page }) => {
  await page.goto('/dashboard');
  const sidebar = page.getByRole('complementary', { name: 'Équipe IA' });
  const search = page.getByPlaceholder('Rechercher...');
  await expect(sidebar.getByRole('button')).toHaveCount(7);

  await search.fill('recrut');
  await expect(sidebar.getByRole('button')).toHaveCount(1);
  await expect(sidebar.getByRole('button', { name: /Dot/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Chatter avec/ })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Chatter avec Dot' })).toBeVisible();

  await search.fill('ECHEANCES');
  await expect(page.getByRole('button', { name: /^Chatter avec/ })).toHaveText(['Chatter']);
  await expect(page.getByRole('button', { name: 'Chatter avec Millie' })).toBeVisible();

  await search.fill('astronaute');
  await expect(page.getByText('Aucun employé ne correspond à « astronaute ».')).toBeVisible();
  await search.fill('');
  await expect(sidebar.getByRole('button')).toHaveCount(7);
});

test('a signed-in user finds the conversation after a reload, starts a new one, and deletes the old', async ({
  page,
}) => {
  await signUpAndConfirm(page);
  await expect(page.getByText('Bienvenue dans votre espace de travail IA')).toBeVisible();
  const chat = chatWith(page, 'Alfred');
  const question = 'Peux-tu résumer mes tâches urgentes ?';
  await chat.input.fill(question);
  await chat.input.press('Enter');
  await expect(chat.replies.nth(1).getByText('moteur local')).toBeVisible({ timeout: 20_000 });

  await page.reload();
  await expect(chat.userMessages).toHaveText([question]);
  await expect(chat.replies).toHaveCount(2);
  await expect(chat.replies.nth(1).getByRole('button', { name: 'Copier la réponse' })).toBeVisible();

  await chat.region.getByRole('button', { name: 'Nouvelle conversation' }).click();
  await expect(chat.userMessages).toHaveCount(0);
  await expect(chat.replies).toHaveCount(1);

  // The earlier conversation is one pick away in the history menu.
  await chat.region.getByRole('button', { name: /^Historique \d+ conversations? avec / }).click();
  await page.getByRole('menuitemradio').first().click();
  await expect(chat.userMessages).toHaveText([question]);

  await chat.region.getByRole('button', { name: 'Supprimer la conversation' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Supprimer la conversation ?' });
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(confirm).toBeHidden();
  await expect(chat.userMessages).toHaveCount(0);
  await page.reload();
  await expect(chat.replies).toHaveCount(1);
  await expect(chat.userMessages).toHaveCount(0);
});

test('when the AI provider fails, the dashboard chat says so in a toast', async ({ page }) => {
  await page.route('**/api/chat/stream', (route) =>
    route.fulfill({
      status: 200,
      headers: { 'content-type': 'text/event-stream' },
      body: sse({
        type: 'error',
        code: 'ai:provider',
        message: "Impossible d'envoyer le message. Veuillez réessayer.",
        interrupted: false,
      }),
    }),
  );
  await page.goto('/dashboard');
  const chat = chatWith(page, 'Alfred');
  await chat.input.fill('Bonjour');
  await chat.input.press('Enter');
  await expect(page.getByText('Erreur', { exact: true })).toBeVisible();
  await expect(page.getByText("Impossible d'envoyer le message. Veuillez réessayer.")).toBeVisible();
  // The question stays; no empty reply is left behind, and the input is usable again.
  await expect(chat.userMessages).toHaveText(['Bonjour']);
  await expect(chat.replies).toHaveCount(1);
  await expect(chat.input).toBeEnabled();
});

test('a reply cut halfway keeps its words and says it was interrupted; a 429 shows the server message', async ({
  page,
}) => {
  let call = 0;
  await page.route('**/api/chat/stream', (route) => {
    call++;
    if (call === 1) {
      return route.fulfill({
        status: 200,
        headers: { 'content-type': 'text/event-stream' },
        body: sse(
          { type: 'delta', text: 'Voici le **début** ' },
          { type: 'delta', text: 'de ma réponse' },
          {
            type: 'error',
            code: 'ai:interrupted',
            message: 'La réponse a été interrompue.',
            interrupted: true,
          },
        ),
      });
    }
    return route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({
        error: { code: 'rate_limit:chat', message: 'Trop de messages. Patientez une minute.' },
      }),
    });
  });
  await page.goto('/dashboard');
  const chat = chatWith(page, 'Alfred');
  await chat.input.fill('Raconte-moi');
  await chat.input.press('Enter');
  const reply = chat.replies.nth(1);
  await expect(reply).toContainText('Voici le début de ma réponse');
  await expect(reply.locator('strong')).toHaveText('début');
  await expect(reply.getByText('(réponse interrompue)')).toBeVisible();

  await chat.input.fill('Encore');
  await chat.input.press('Enter');
  await expect(page.getByText('Trop de messages. Patientez une minute.')).toBeVisible();
  // Refused, so not sent: the message is back in the input, not in the thread.
  await expect(chat.input).toHaveValue('Encore');
  await expect(chat.userMessages).toHaveText(['Raconte-moi']);
});

test('a paste over the limit is kept whole and named, and cannot be sent until shortened', async ({
  page,
}) => {
  await page.goto('/dashboard');
  const chat = chatWith(page, 'Alfred');
  const long = 'Voici mon texte. '.repeat(1800);
  await chat.input.fill(long);
  await expect(chat.input).toHaveValue(long);
  await expect(chat.region.getByRole('alert')).toContainText('la limite est de 4 000');
  await expect(chat.region.getByRole('button', { name: 'Envoyer' })).toBeDisabled();
  await chat.input.fill('Voici mon texte.');
  await expect(chat.region.getByRole('alert')).toHaveCount(0);
  await expect(chat.region.getByRole('button', { name: 'Envoyer' })).toBeEnabled();
});

test('Stop ends a pending reply and frees the input', async ({ page }) => {
  // The request is held until Stop has been clicked, however slow the machine.
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/chat/stream', async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  await page.goto('/dashboard');
  const chat = chatWith(page, 'Alfred');
  await chat.input.fill('Une longue question');
  await chat.input.press('Enter');
  await expect(chat.log.getByText('Alfred réfléchit...')).toBeVisible();
  await chat.region.getByRole('button', { name: 'Stop' }).click();
  release();
  await expect(chat.log.getByText('Alfred réfléchit...')).toHaveCount(0);
  await expect(chat.input).toBeEnabled();
  await expect(chat.userMessages).toHaveText(['Une longue question']);
  await expect(page.getByText('Erreur', { exact: true })).toHaveCount(0);
});

test('/team: each employee in full; Chatter opens the chat overlay and Fermer closes it', async ({
  page,
}) => {
  await page.goto('/team');
  await expect(page.getByRole('heading', { level: 1, name: 'Équipe' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(7);
  const suki = page.getByRole('article', { name: 'Suki' });
  await expect(suki).toContainText('Marketing et contenu');
  await expect(suki).toContainText('SEO');
  await expect(suki.getByRole('button', { name: 'Écouter Suki' })).toBeEnabled();

  await suki.getByRole('button', { name: 'Chatter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Discuter avec Suki' });
  await expect(dialog).toBeVisible();
  await expect(chatWith(page, 'Suki').replies.first()).toContainText('je suis Suki');
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await expect(dialog).toBeHidden();
});
