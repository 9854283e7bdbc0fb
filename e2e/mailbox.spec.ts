import { expect, test } from '@playwright/test';
import { hasDovecot } from '../src/server/testing/dovecot.ts';
import { signUpAndConfirm } from './support/auth.ts';
import { type MailServers, plainMail, startMailServers } from './support/mail-servers.ts';

// Issue 22's « Done when », the mailbox half: a new user connects a real Dovecot mailbox (started here) with
// its password, Alfred tells what is urgent in it, and Clide's reply to a customer, approved in
// /approbations, reaches the customer's mailbox and the user's Sent folder. The e2e server lets the
// connectors reach loopback (CONNECTORS_ALLOW_PRIVATE, tests only); webhooks stay guarded.

const owner = 'gerante@atelier.test';
const customer = 'client.durand@exemple.test';
const password = 'mot-de-passe-application-e2e';

// Not skipped when missing: `npm test` installs Dovecot, and a skip would hide the whole journey.
if (!hasDovecot)
  throw new Error('Dovecot is not installed: apt-get install dovecot-imapd (npm test installs it as root).');

let servers: MailServers;
test.beforeAll(async () => {
  servers = await startMailServers({ [owner]: password, [customer]: 'client-secret' });
  await servers.deliver(owner, [
    plainMail(
      'Fournisseur Papier <compta@papier.test>',
      owner,
      'URGENT : facture impayée n° 2211',
      'Sans règlement avant ce soir, nous suspendrons les livraisons.',
    ),
    plainMail(
      `Paul Durand <${customer}>`,
      owner,
      'Commande 1042 non reçue',
      'Bonjour, pourriez-vous me dire où en est ma commande 1042 ? Merci.',
    ),
    plainMail('La Lettre Pro <news@lettre.test>', owner, 'Les nouveautés de la semaine', 'Nos offres.', [
      'List-Unsubscribe: <mailto:stop@lettre.test>',
    ]),
  ]);
});
test.afterAll(async () => {
  await servers?.stop();
});

test('a new user connects the mailbox, Alfred finds the urgent mail, and an approved reply is delivered and filed in Sent', async ({
  page,
}) => {
  // A whole journey (sign-up, sync, chat, approval, delivery, outage): 30 s is tight on a busy machine.
  test.setTimeout(120_000);
  await signUpAndConfirm(page);
  await page.goto('/integrations');
  const card = page.getByRole('article', { name: 'Boîte mail' });
  await expect(card.getByText('Non connecté')).toBeVisible();
  await card.getByRole('button', { name: 'Connecter Boîte mail' }).click();

  const dialog = page.getByRole('dialog', { name: 'Configurer Boîte mail' });
  const form = dialog.getByRole('form', { name: 'Connecter une boîte mail' });
  await form.getByLabel('Fournisseur').selectOption({ label: 'Autre (réglages manuels)' });
  await form.getByLabel('Adresse e-mail').fill(owner);
  await form.getByLabel('Mot de passe d’application').fill(password);
  await form.getByLabel('Serveur IMAP').fill('127.0.0.1');
  await form.getByLabel('Port IMAP').fill(String(servers.dovecot.port));
  await form.getByLabel('TLS IMAP').uncheck();
  await form.getByLabel('Serveur SMTP').fill('127.0.0.1');
  await form.getByLabel('Port SMTP').fill(String(servers.smtpPort));
  await form.getByLabel('TLS SMTP').uncheck();
  await form.getByRole('button', { name: 'Connecter la boîte mail' }).click();

  // The triage of what was read, in the dialog; the password is never shown again.
  const triage = dialog.getByRole('region', { name: 'Tri d’Alfred' });
  await expect(triage.getByRole('heading', { name: 'Urgent (1)' })).toBeVisible();
  await expect(triage.getByRole('heading', { name: 'À répondre (1)' })).toBeVisible();
  await expect(triage.getByRole('heading', { name: 'Newsletters (1)' })).toBeVisible();
  await expect(dialog.getByText(password)).toHaveCount(0);

  // Clide's reply to the customer: proposed here, sent only once approved.
  await triage.getByRole('button', { name: 'Proposer une réponse à « Commande 1042 non reçue »' }).click();
  await expect(dialog.getByText('Envoyer la réponse « Re: Commande 1042 non reçue »').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Fermer' }).first().click();
  await expect(card.getByText('Connecté', { exact: true })).toBeVisible();
  await expect(card.getByText(new RegExp(`${owner} · synchronisé le`))).toBeVisible();
  await expect(
    page.getByText(
      'Formule Gratuit : 1 compte connecté sur 1 (boîte mail ou agenda CalDAV), 500 messages conservés par boîte mail.',
    ),
  ).toBeVisible();
  expect(await servers.subjects(customer)).toEqual([]);

  // Alfred answers from the synced mail: the unpaid invoice, not the order nor the newsletter.
  await page.goto('/dashboard');
  const chat = page.getByRole('region', { name: 'Chat avec Alfred' });
  await chat.getByLabel('Votre message').fill('Qu’est-ce qui est urgent dans ma boîte mail ?');
  await chat.getByLabel('Votre message').press('Enter');
  const reply = chat.getByRole('log').getByRole('article', { name: 'Alfred', exact: true }).last();
  await expect(reply).toContainText('URGENT : facture impayée n° 2211');
  await expect(reply).toContainText(`Dans votre boîte ${owner}`);
  await expect(reply).not.toContainText('Commande 1042');
  await expect(reply).not.toContainText('Les nouveautés de la semaine');

  // Approved in the one approval inbox: sent from the user's address, threaded, delivered, filed in Sent.
  await page.goto('/approbations');
  const proposal = page
    .getByRole('list', { name: 'Propositions' })
    .getByRole('listitem', { name: `Envoyer la réponse « Re: Commande 1042 non reçue » à ${customer}` });
  await proposal.getByRole('button', { name: 'Approuver' }).click();
  await expect.poll(() => servers.subjects(customer)).toEqual(['Re: Commande 1042 non reçue']);
  const delivered = await servers.newest(customer);
  expect(delivered.from).toBe(owner);
  expect(delivered.inReplyTo).toMatch(/@exemple\.test>$/);
  // Filed in Sent just after the delivery: polled, as the delivery is.
  await expect.poll(() => servers.subjects(owner, 'Sent')).toEqual(['Re: Commande 1042 non reçue']);

  // The server goes down: the card tells the last error and when the sync tries again by itself.
  await servers.dovecot.stop();
  await page.goto('/integrations');
  await card.getByRole('button', { name: 'Configurer Boîte mail' }).click();
  await dialog.getByRole('button', { name: 'Synchroniser maintenant' }).click();
  const down = `Le serveur IMAP ne répond pas sur 127.0.0.1:${servers.dovecot.port}.`;
  await expect(dialog.getByRole('alert')).toHaveText(`Dernière erreur : ${down}`);
  await dialog.getByRole('button', { name: 'Fermer' }).first().click();
  await expect(card.getByText(`Dernière erreur : ${down}`)).toBeVisible();
  await expect(card.getByText(/^Nouvel essai automatique le \d/)).toBeVisible();
});
