import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { followMailedLink, newEmail, signUpAndConfirm } from './support/auth.ts';

// Issue 39 (decision 072): an owner invites a colleague by email; the colleague accepts from the mailed
// link and works in the shared organisation (its projects, not its billing); removed, the colleague's
// next request no longer sees it.

/** A call from the page itself (same origin, its session), as the app's own code makes it. */
async function fromPage(page: Page, path: string, body?: unknown) {
  return page.evaluate(
    async ({ path, body }) => {
      const res = await fetch(path, {
        method: body === undefined ? 'GET' : 'POST',
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: await res.json().catch(() => null) };
    },
    { path, body },
  );
}

/** The tests' clock (e2e/support/server.ts): the paid period ends now and the renewal runs. */
async function renew(email: string) {
  const clock = readFileSync(join(tmpdir(), `septime-e2e-clock-${process.env.E2E_PORT}`), 'utf8');
  const renewed = await fetch(`${clock}/?renew=${encodeURIComponent(email)}`);
  expect(await renewed.json()).toMatchObject({ renewed: 1 });
}

/** Pro in the sandbox, paid through the API the checkout page calls: the Free plan counts one member. */
async function payPro(page: Page) {
  const checkout = await fromPage(page, '/api/billing/create-checkout', { plan: 'pro' });
  expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
  const id = new URL(checkout.body.url).pathname.split('/').pop();
  const paid = await fromPage(page, `/api/billing/sandbox/checkouts/${id}/pay`, {
    cardNumber: '4242424242424242',
    expiry: '12/34',
    cvc: '123',
    name: 'Claire Martin',
    payNow: true,
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
}

test('an owner invites a colleague, who shares the projects but not the billing, then removes them', async ({
  browser,
}) => {
  test.slow(); // two people, two browsers
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signUpAndConfirm(owner);
  await payPro(owner);
  expect((await fromPage(owner, '/api/projects', { name: 'Chantier Dupont' })).status).toBe(201);

  const colleagueEmail = newEmail('collegue');
  await owner.goto('/settings');
  const invite = owner.getByRole('form', { name: 'Inviter un membre' });
  // A wrong address is refused by the server in French, nothing sent.
  await invite.getByLabel('Email du collègue').fill('pas-une-adresse');
  await invite.getByRole('button', { name: 'Envoyer l’invitation' }).click();
  await expect(owner.getByText('Veuillez saisir une adresse email valide.')).toBeVisible();
  await invite.getByLabel('Email du collègue').fill(colleagueEmail);
  await invite.getByLabel('Rôle').selectOption({ label: 'Membre' });
  await invite.getByRole('button', { name: 'Envoyer l’invitation' }).click();
  // Pro is billed per member: the seat's price and its prorata are said before anything is sent.
  const seatDialog = owner.getByRole('alertdialog', { name: 'Ajouter un membre facturé\u00a0?' });
  await expect(seatDialog).toContainText(
    /Sur le forfait Pro, chaque membre est facturé 24,00\s€ TTC par mois\./,
  );
  await expect(seatDialog).toContainText(
    new RegExp(
      `Quand ${colleagueEmail.replace(/[.+]/g, '\\$&')} acceptera l’invitation, son siège sera facturé au prorata`,
    ),
  );
  await expect(seatDialog).toContainText(/l’abonnement comptera 2 membres\s: 48,00\s€ TTC par mois\./);
  await owner.screenshot({ path: test.info().outputPath('seat-confirmation.png') });
  await seatDialog.getByRole('button', { name: 'Confirmer et envoyer l’invitation' }).click();
  await expect(owner.getByText(`Un lien valable 7 jours a été envoyé à ${colleagueEmail}.`)).toBeVisible();
  await expect(owner.getByRole('list', { name: 'Invitations en attente' })).toContainText(colleagueEmail);

  // The colleague signs up, opens the mailed link and joins.
  const colleagueContext = await browser.newContext();
  const colleague = await colleagueContext.newPage();
  await signUpAndConfirm(colleague, colleagueEmail);
  await followMailedLink(colleague, colleagueEmail, 'Voir l’invitation');
  await expect(colleague.getByRole('heading', { name: 'Invitation' })).toBeVisible();
  await expect(colleague.getByText(/vous invite à rejoindre/)).toBeVisible();
  await colleague.getByRole('button', { name: /^Rejoindre/ }).click();
  await expect(colleague).toHaveURL(/\/dashboard$/);

  await colleague.goto('/projects');
  await expect(colleague.getByText('Chantier Dupont').first()).toBeVisible();
  // The owner's invoices: the seat's prorata now, then a renewal for the two members.
  const ownerEmail = (await fromPage(owner, '/api/account')).body.user.email as string;
  await owner.goto('/settings');
  const invoices = owner.getByRole('region', { name: 'Facturation' }).getByRole('list', { name: 'Factures' });
  await expect(invoices.getByRole('listitem').first()).toContainText('Pro mensuel · 1 membre');
  await renew(ownerEmail);
  await owner.reload();
  await expect(invoices.getByRole('listitem').first()).toContainText('Pro mensuel · 2 membres — 40,00');
  await colleague.goto('/settings');
  await expect(colleague.getByText(/sont gérés par ses propriétaires/)).toBeVisible();
  await expect(colleague.getByRole('heading', { name: 'Abonnement', exact: true })).toHaveCount(0);
  expect((await fromPage(colleague, '/api/billing/invoices')).status).toBe(403);

  // The owner sets the colleague's daily AI tasks; the colleague sees it.
  await owner.reload();
  const members = owner.getByRole('list', { name: 'Membres' });
  await expect(members).toContainText(colleagueEmail);
  const colleagueName = colleagueEmail.split('@')[0]!;
  const allowance = owner.getByRole('form', { name: `Allocation IA de ${colleagueName}` });
  await allowance.getByLabel('Tâches IA par jour').fill('3');
  await allowance.getByRole('button', { name: 'Appliquer' }).click();
  await expect(owner.getByText(`${colleagueName} peut lancer 3 tâches IA par jour.`)).toBeVisible();
  await colleague.reload();
  await expect(colleague.getByText(/votre allocation\u00a0: 3 tâches IA par jour/)).toBeVisible();

  // The colleague asks Alfred for a task: the proposal waits in the owner's inbox, with both names.
  const conversation = await fromPage(colleague, '/api/conversations', { employee: 'alfred' });
  await fromPage(colleague, `/api/conversations/${conversation.body.id}/messages`, {
    content: 'Crée une tâche « Commander le carrelage Dupont » pour demain',
  });
  await owner.goto('/approbations');
  const proposal = owner
    .getByRole('list', { name: 'Propositions' })
    .getByRole('listitem', { name: /Commander le carrelage Dupont/ });
  await expect(proposal).toContainText(`Demandé par ${colleagueName}`);
  await proposal.getByRole('button', { name: 'Approuver' }).click();
  await owner.getByRole('tab', { name: 'Journal d’audit' }).click();
  const ownerName = (await fromPage(owner, '/api/account')).body.user.name as string;
  await expect(owner.getByRole('list', { name: 'Journal d’audit' })).toContainText(`par ${ownerName}`);

  await owner.goto('/settings');
  await owner.screenshot({ path: test.info().outputPath('team-settings.png'), fullPage: true });
  await members.getByRole('button', { name: /^Retirer/ }).click();
  await owner.getByRole('alertdialog').getByRole('button', { name: 'Retirer' }).click();
  await expect(owner.getByText('n’a plus accès à l’organisation.')).toBeVisible();
  await expect(members).not.toContainText(colleagueEmail);
  // The seat's unused days come back as a credit note; the next renewal bills one member.
  await owner.reload();
  await expect(invoices.getByRole('listitem').first()).toContainText('Avoir');
  await renew(ownerEmail);
  await owner.reload();
  await expect(invoices.getByRole('listitem').first()).toContainText('Pro mensuel · 1 membre —');
  await owner.screenshot({ path: test.info().outputPath('team-invoices.png'), fullPage: true });

  // The colleague's next request works in their own organisation: the shared project is gone.
  await colleague.goto('/projects');
  await expect(colleague.getByRole('heading', { name: 'Projets' }).first()).toBeVisible();
  await expect(colleague.getByText('Chantier Dupont')).toHaveCount(0);
  await ownerContext.close();
  await colleagueContext.close();
});
