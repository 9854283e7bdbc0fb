import { expect, test } from '@playwright/test';
import { signUpAndConfirm } from './support/auth.ts';

// The support desk (issue 40, decision 066): a visitor writes through the desk's public contact form, the
// message is a ticket in /support, the user replies (the mail leaves, threaded: the local outbox shows
// it) and resolves the ticket.

test('a contact form message becomes a ticket, answered by mail and resolved', async ({ page, browser }) => {
  await signUpAndConfirm(page);
  await page
    .getByRole('navigation', { name: 'Espace de travail' })
    .getByRole('link', { name: 'Support' })
    .click();
  await expect(page).toHaveURL(/\/support$/);
  await expect(page.getByRole('heading', { name: 'Support', level: 1 })).toBeVisible();
  await expect(page.getByText('Aucun ticket en retard')).toBeVisible();
  const linkBox = page.getByRole('textbox', { name: 'Lien de votre formulaire de contact' });
  await expect(linkBox).toHaveValue(/\/contact\/[A-Za-z0-9_-]{24}$/);
  const link = await linkBox.inputValue();

  // A visitor, in a browser of their own.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { name: 'Nous contacter', level: 1 })).toBeVisible();
  const form = visitor.getByRole('form', { name: 'Formulaire de contact' });
  await form.getByLabel('Votre nom').fill('Jeanne Martin');
  await form.getByLabel('Votre email').fill('jeanne.martin@exemple.test');
  await form.getByLabel('Sujet').fill('Horaires du samedi');
  await form.getByLabel('Message').fill('Bonjour,\nêtes-vous ouverts le samedi matin ?');
  // A person takes more than three seconds to write.
  await visitor.waitForTimeout(3_100);
  await form.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(visitor.getByText('Merci, votre message a bien été envoyé.')).toBeVisible();
  await visitorContext.close();

  // The ticket is in the desk.
  await page.reload();
  const tickets = page.getByRole('list', { name: 'Liste des tickets' });
  await tickets.getByRole('link', { name: /Horaires du samedi/ }).click();
  await expect(page.getByRole('heading', { name: 'Horaires du samedi', level: 2 })).toBeVisible();
  await expect(page.getByText('Jeanne Martin (jeanne.martin@exemple.test)')).toBeVisible();
  await expect(page.getByLabel('Statut')).toHaveValue('new');

  // The reply: in the thread, and the ticket waits on the client.
  await page
    .getByLabel('Votre réponse')
    .fill('Bonjour Jeanne,\nnous sommes ouverts de 9 h à 12 h le samedi.');
  await page.getByRole('button', { name: 'Envoyer la réponse' }).click();
  await expect(page.getByRole('article', { name: /^Envoyé par/ })).toContainText(
    'nous sommes ouverts de 9 h à 12 h le samedi.',
  );
  await expect(page.getByLabel('Statut')).toHaveValue('waiting');
  await expect(page.getByLabel('Votre réponse')).toHaveValue('');

  // Resolved.
  await page.getByLabel('Statut').selectOption('resolved');
  await expect(page.getByText('Ticket mis à jour')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Statut')).toHaveValue('resolved');
  await page.getByRole('link', { name: 'Tous les tickets' }).click();
  await page.getByLabel('Statut').selectOption('resolved');
  await expect(tickets.getByRole('link', { name: /Horaires du samedi/ })).toContainText('Résolu');

  // The mail left (the local outbox stands for SMTP here), as a reply to the request.
  await page.goto('/outbox');
  const mail = page.locator('article', { hasText: 'jeanne.martin@exemple.test' }).first();
  await expect(mail).toContainText('Re: Horaires du samedi');
});

// A request that came by phone: typed in through « Nouveau ticket », then confided to Paul on its page.
test('a ticket typed in through « Nouveau ticket » is listed, confided to Paul, and stays so', async ({
  page,
}) => {
  await signUpAndConfirm(page);
  await page.goto('/support');
  await page.getByRole('button', { name: 'Nouveau ticket' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouveau ticket' });
  await expect(dialog).toBeVisible();

  // Nothing typed: each field says what it needs, in French, and nothing is created.
  await dialog.getByRole('button', { name: 'Créer le ticket' }).click();
  await expect(dialog.getByText('Le nom du demandeur est requis.')).toBeVisible();
  await expect(dialog.getByText('Le message est requis.')).toBeVisible();
  await expect(dialog.getByLabel('Nom du demandeur')).toHaveAttribute('aria-invalid', 'true');

  await dialog.getByLabel('Nom du demandeur').fill('Lucien Garnier');
  await dialog.getByLabel('E-mail du demandeur').fill('lucien.garnier@exemple.test');
  await dialog.getByLabel('Sujet').fill('Fuite sous l’évier');
  await dialog.getByLabel('Message').fill('Appel de ce matin.\nIl souhaite un passage jeudi.');
  await dialog.getByLabel('Priorité').selectOption({ label: 'Élevé' });
  await dialog.getByLabel('Catégorie').selectOption({ label: 'Problème' });
  await dialog.getByRole('button', { name: 'Créer le ticket' }).click();

  // The dialog closes on the new ticket's page.
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/support\/[0-9a-f-]{36}$/);
  const ticketUrl = page.url();
  await expect(page.getByRole('heading', { name: 'Fuite sous l’évier', level: 2 })).toBeVisible();
  await expect(page.getByText('Lucien Garnier (lucien.garnier@exemple.test)')).toBeVisible();
  await expect(page.getByLabel('Priorité')).toHaveValue('high');
  await expect(page.getByLabel('Catégorie')).toHaveValue('problem');
  await expect(page.getByRole('article', { name: /^Reçu de Lucien Garnier/ })).toContainText(
    'Il souhaite un passage jeudi.',
  );

  // In the list, not confided to anyone yet.
  await page.getByRole('link', { name: 'Tous les tickets' }).click();
  const tickets = page.getByRole('list', { name: 'Liste des tickets' });
  const line = tickets.getByRole('link', { name: /Fuite sous l’évier/ });
  await expect(line).toContainText('Lucien Garnier');
  await expect(line).not.toContainText('confié à');

  // Confided to Paul on its page: still so after a reload, and shown in the list.
  await line.click();
  await expect(page).toHaveURL(ticketUrl);
  const assignee = page.getByLabel('Confié à');
  await expect(assignee).toHaveValue('');
  await assignee.fill('Paul');
  await page
    .getByRole('form', { name: 'Confier le ticket' })
    .getByRole('button', { name: 'Enregistrer' })
    .click();
  await expect(page.getByText('Ticket confié à Paul')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Confié à')).toHaveValue('Paul');
  await page.getByRole('link', { name: 'Tous les tickets' }).click();
  await expect(line).toContainText('confié à Paul');

  // Emptied, it is confided to nobody.
  await line.click();
  await page.getByLabel('Confié à').fill('');
  await page
    .getByRole('form', { name: 'Confier le ticket' })
    .getByRole('button', { name: 'Enregistrer' })
    .click();
  await expect(page.getByText('Ticket non attribué')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Confié à')).toHaveValue('');
});
