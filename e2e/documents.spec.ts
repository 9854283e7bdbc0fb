import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { buildPdf, cgvPages } from '../src/server/documents/test-files.ts';
import { signUpAndConfirm } from './support/auth.ts';

// The company brain (issue 20): a user uploads the terms of sale as a PDF, finds the clause in the
// search, asks Clide and opens the clause the reply cites.

const notice = (page: Page, text: string | RegExp) =>
  page.getByRole('region', { name: /Notifications/ }).getByText(text);

test('upload the terms of sale, search them, ask Clide and open the cited clause', async ({ page }) => {
  await signUpAndConfirm(page);
  await page.goto('/documents');
  await expect(page.getByRole('heading', { name: 'Ajouter un document' })).toBeVisible();
  await expect(page.getByText(/5 Mo au maximum par fichier, 20 documents avec votre plan/)).toBeVisible();
  await expect(page.getByText(/vos documents restent sur ce serveur/)).toBeVisible();

  await page.getByLabel('Fichier à envoyer').setInputFiles({
    name: 'CGV Atelier Lumière.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(await buildPdf(cgvPages)),
  });
  await expect(notice(page, 'Document ajouté')).toBeVisible();
  const list = page.getByRole('list', { name: 'Documents' });
  await expect(list.getByText('CGV Atelier Lumière.pdf')).toBeVisible();
  await expect(list.getByText(/PDF · .* · 2 pages/)).toBeVisible();

  await page.getByLabel('Rechercher dans les documents').fill('retractation');
  await page.getByRole('button', { name: 'Rechercher' }).click();
  const found = page.getByRole('list', { name: 'Passages trouvés' });
  await expect(
    found.getByText('CGV Atelier Lumière.pdf, page 2 — Article 4 - Droit de rétractation'),
  ).toBeVisible();
  await expect(found.locator('mark').first()).toHaveText(/rétractation/i);

  // A ZIP renamed .docx is refused with a French message, and the page keeps working.
  await page.getByLabel('Fichier à envoyer').setInputFiles({
    name: 'contrat.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: Buffer.from([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]),
  });
  await expect(notice(page, 'Envoi impossible')).toBeVisible();
  await expect(notice(page, /archive ZIP/)).toBeVisible();

  // A corrupted PDF and a 50 MB file: each its French message, nothing added to the list.
  await page.getByLabel('Fichier à envoyer').setInputFiles({
    name: 'abime.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from((await buildPdf(cgvPages)).slice(0, 400)),
  });
  await expect(
    notice(page, 'Impossible de lire ce PDF : le fichier est endommagé ou protégé.'),
  ).toBeVisible();
  const folder = await mkdtemp(join(tmpdir(), 'septime-e2e-'));
  const huge = join(folder, 'archives.txt');
  await writeFile(huge, Buffer.alloc(50 * 1024 * 1024, 0x61));
  await page.getByLabel('Fichier à envoyer').setInputFiles(huge);
  await expect(notice(page, /Le fichier dépasse \d+ Mo/)).toBeVisible({ timeout: 30_000 });
  await rm(folder, { recursive: true, force: true });
  await expect(list.getByRole('listitem')).toHaveCount(1);

  await page.goto('/ai/clide');
  const chat = page.getByRole('region', { name: 'Chat avec Clide' });
  await chat.getByLabel('Votre message').fill('Quel est le délai de rétractation ?');
  await chat.getByLabel('Votre message').press('Enter');
  await expect(chat.getByText('quatorze (14) jours', { exact: true })).toBeVisible();
  const sources = chat.getByRole('region', { name: 'Sources' });
  await sources.getByRole('button', { name: /\[1\] CGV Atelier Lumière\.pdf, page 2/ }).click();
  const dialog = page.getByRole('dialog', { name: 'CGV Atelier Lumière.pdf, page 2' });
  await expect(dialog.getByText(/délai de quatorze \(14\) jours/)).toBeVisible();
});

test('a pasted price list, chosen in the email panel, is quoted in the draft with its source', async ({
  page,
}) => {
  await signUpAndConfirm(page);
  await page.goto('/documents');
  await page.getByRole('button', { name: 'Coller un texte' }).click();
  const paste = page.getByRole('dialog', { name: 'Coller un texte' });
  await paste.getByLabel('Nom du document').fill('Tarifs 2026');
  await paste
    .getByLabel('Texte')
    .fill(
      '# Grille tarifaire 2026\n\n## Pack Essentiel\n\nLe pack Essentiel coûte 19 € HT par mois, sans engagement.\n\n## Pack Pro\n\nLe pack Pro coûte 49 € HT par mois, avec un engagement de 12 mois.',
    );
  await paste.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(notice(page, 'Document ajouté')).toBeVisible();

  await page.goto('/demo');
  await page.getByRole('tab', { name: 'Emails' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Emails' });
  const documents = panel.getByRole('group', { name: 'Documents à utiliser (facultatif)' });
  await expect(documents.getByText(/seul le moteur local les lit/)).toBeVisible();
  await documents.getByRole('checkbox', { name: 'Tarifs 2026' }).check();
  await panel.getByLabel("Type d'email").selectOption('custom');
  await panel
    .getByLabel("Description de l'email")
    .fill('Réponds à Mme Durand qui demande le prix du pack Pro');
  await panel.getByRole('textbox', { name: 'Destinataire 1' }).fill('durand@exemple.fr');
  await panel.getByRole('button', { name: "Générer l'email" }).click();

  const preview = panel.getByRole('article', { name: "Aperçu de l'email" });
  await expect(preview).toContainText('« Le pack Pro coûte 49 € HT par mois', { timeout: 20_000 });
  const sources = preview.getByRole('region', { name: 'Sources' });
  await sources.getByRole('button', { name: /\[1\] Tarifs 2026, section « Pack Pro »/ }).click();
  const dialog = page.getByRole('dialog', { name: /Tarifs 2026, section « Pack Pro »/ });
  await expect(dialog.getByText(/49 € HT par mois, avec un engagement de 12 mois/)).toBeVisible();
  await page.keyboard.press('Escape');

  // The report panel takes the same document: its facts quoted in a section, cited, openable.
  await page.getByRole('tab', { name: 'Rapports' }).click();
  const reports = page.getByRole('tabpanel', { name: 'Rapports' });
  await reports.getByLabel('Type de rapport').selectOption('custom');
  await reports.getByLabel('Prompt du rapport').fill('Nos prix des packs');
  await reports
    .getByRole('group', { name: 'Documents à utiliser (facultatif)' })
    .getByRole('checkbox', { name: 'Tarifs 2026' })
    .check();
  await reports.getByRole('button', { name: 'Générer le rapport' }).click();
  await expect(reports.getByRole('heading', { name: 'Ce que disent vos documents' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(reports.getByText(/«\sLe pack Pro coûte 49 € HT par mois/)).toBeVisible();
  await reports
    .getByRole('region', { name: 'Sources' })
    .getByRole('button', { name: /Tarifs 2026, section « Pack Pro »/ })
    .click();
  await expect(page.getByRole('dialog', { name: /Tarifs 2026, section « Pack Pro »/ })).toBeVisible();
});
