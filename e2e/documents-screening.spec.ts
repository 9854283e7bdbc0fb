import { expect, type Page, test } from '@playwright/test';
import { closeCv, jobOffer } from '../src/server/testing/document-samples.ts';
import { signUpAndConfirm } from './support/auth.ts';

// Where documents matter (issue 20): a user uploads a job offer and a CV, asks Dot whether the
// candidate fits, and opens the CV passage Dot cites as evidence.

const notice = (page: Page, text: string | RegExp) =>
  page.getByRole('region', { name: /Notifications/ }).getByText(text);

async function upload(page: Page, doc: { name: string; text: string }) {
  await page.getByLabel('Fichier à envoyer').setInputFiles({
    name: doc.name,
    mimeType: 'text/markdown',
    buffer: Buffer.from(doc.text),
  });
  await expect(notice(page, 'Document ajouté').first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Documents' }).getByText(doc.name)).toBeVisible();
}

test('Dot screens an uploaded CV against the job offer and cites the CV', async ({ page }) => {
  await signUpAndConfirm(page);
  await page.goto('/documents');
  await upload(page, jobOffer);
  await upload(page, closeCv);

  await page.goto('/ai/dot');
  const chat = page.getByRole('region', { name: 'Chat avec Dot' });
  await chat
    .getByLabel('Votre message')
    .fill('Le CV de Julie Moreau correspond-il à notre offre de comptable ?');
  await chat.getByLabel('Votre message').press('Enter');
  await expect(chat.getByText('Compétences manquantes')).toBeVisible();
  await expect(chat.getByText(/Anglais professionnel\s: demandé/)).toBeVisible();
  await expect(chat.getByText(/profil à rencontrer en entretien/)).toBeVisible();
  const sources = chat.getByRole('region', { name: 'Sources' });
  await sources.getByRole('button', { name: /CV Julie Moreau\.md, section « Compétences »/ }).click();
  const dialog = page.getByRole('dialog', { name: /CV Julie Moreau\.md, section « Compétences »/ });
  await expect(dialog.getByText(/Sage 100, Excel, déclarations de TVA/)).toBeVisible();
});
