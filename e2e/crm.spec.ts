import { expect, test } from '@playwright/test';
import { signUpAndConfirm } from './support/auth.ts';
import { expectNoAxeViolations } from './support/axe.ts';

// The CRM (decision 065) as a new user meets it: an empty CRM that says how to start, a company, an
// opportunity, a move on the pipeline with the keyboard (the column's total follows), and a note in
// the opportunity's timeline.

/** The card's « Déplacer vers… » button (its title in « » with no-break spaces). */
const moveButton = /^Déplacer vers…\s«\sContrat d’entretien annuel\s»$/;

test('a new user fills the CRM, moves an opportunity by keyboard and notes a call', async ({ page }) => {
  // A whole journey with two axe scans: 25–30 s on a loaded machine, past the 30 s default.
  test.setTimeout(180_000);
  await signUpAndConfirm(page);
  await page
    .getByRole('navigation', { name: 'Espace de travail' })
    .getByRole('link', { name: 'CRM', exact: true })
    .click();
  await expect(page).toHaveURL(/\/crm$/);
  await expect(page.getByRole('heading', { name: 'CRM', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Votre CRM est vide' })).toBeVisible();

  // A company: a wrong SIREN is refused in French, then a real one.
  await page.getByRole('button', { name: 'Entreprise', exact: true }).click();
  const companyForm = page.getByRole('form', { name: 'Nouvelle entreprise' });
  await companyForm.getByLabel('Nom de l’entreprise').fill('Syndic Foncia Lyon 7');
  await companyForm.getByLabel('SIREN (9 chiffres)').fill('123 456 789');
  await companyForm.getByRole('button', { name: 'Créer l’entreprise' }).click();
  await expect(
    companyForm.getByText(
      'Ce SIREN n’est pas valide : vérifiez les 9 chiffres (clé de contrôle incorrecte).',
    ),
  ).toBeVisible();
  await companyForm.getByLabel('SIREN (9 chiffres)').fill('552 100 554');
  await companyForm.getByLabel('Secteur').fill('Immobilier');
  await companyForm.getByRole('button', { name: 'Créer l’entreprise' }).click();
  await expect(companyForm).toBeHidden();

  // The first opportunity, from the empty CRM's call to action; the amount typed the French way.
  await page.getByRole('button', { name: 'Ajouter votre première opportunité' }).click();
  const form = page.getByRole('form', { name: 'Nouvelle opportunité' });
  await form.getByLabel('Titre').fill('Contrat d’entretien annuel');
  await form.getByLabel('Entreprise').selectOption({ label: 'Syndic Foncia Lyon 7' });
  await form.getByLabel('Montant HT (€)').fill('4 800,50');
  await form.getByLabel('Probabilité (%)').fill('40');
  await form.getByLabel('Prochaine étape', { exact: true }).fill('Relancer le syndic');
  await form.getByLabel('Date de la prochaine étape').fill('2026-12-15');
  await form.getByLabel('Responsable').fill('Léa Martin');
  await form.getByRole('button', { name: 'Créer l’opportunité' }).click();
  await expect(form).toBeHidden();

  const fresh = page.getByRole('region', { name: 'Nouveau' });
  const negotiation = page.getByRole('region', { name: 'Négociation' });
  await expect(fresh.getByRole('listitem', { name: 'Contrat d’entretien annuel' })).toBeVisible();
  await expect(fresh.getByText(/Total\s:\s4\s800,50\s€\sHT/)).toBeVisible();
  await expect(fresh.getByText(/Responsable\s:\sLéa Martin/)).toBeVisible();
  await expect(negotiation.getByText(/Total\s:\s0,00\s€\sHT/)).toBeVisible();

  await expectNoAxeViolations(page, '/crm with an opportunity');

  // Moved with the keyboard: Entrée opens « Déplacer vers… », the arrows choose, Entrée moves.
  await page.getByRole('button', { name: moveButton }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Qualifié', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('button', { name: 'Négociation', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(negotiation.getByRole('listitem', { name: 'Contrat d’entretien annuel' })).toBeVisible();
  // The focus follows the card to its new column.
  await expect(negotiation.getByRole('button', { name: moveButton })).toBeFocused();
  await expect(negotiation.getByText(/Total\s:\s4\s800,50\s€\sHT/)).toBeVisible();
  await expect(negotiation.getByText(/Pondéré\s:\s1\s920,20\s€\sHT/)).toBeVisible();
  await expect(fresh.getByText(/Total\s:\s0,00\s€\sHT/)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'déplacée vers Négociation' })).toBeAttached();

  // The record: the move is in its timeline; a note is added to it.
  await negotiation.getByRole('link', { name: 'Contrat d’entretien annuel' }).click();
  await expect(page.getByRole('heading', { name: 'Contrat d’entretien annuel', level: 1 })).toBeVisible();
  const timeline = page.getByRole('list', { name: 'Activités, de la plus récente à la plus ancienne' });
  await expect(timeline.getByText('Nouveau → Négociation')).toBeVisible();
  const note = page.getByRole('form', { name: 'Ajouter une activité' });
  await note.getByLabel('Type').selectOption({ label: 'Appel' });
  await note.getByLabel('Texte de l’activité').fill('Appelé M. Roux : il rappelle lundi.');
  await note.getByRole('button', { name: 'Ajouter à l’historique' }).click();
  await expect(timeline.getByText('Appelé M. Roux : il rappelle lundi.')).toBeVisible();
  await expect(timeline.getByRole('listitem').first()).toContainText('Appel');
  await expectNoAxeViolations(page, 'an opportunity’s page');

  // The company's page shows the opportunity and the same timeline.
  await page.getByRole('link', { name: 'Syndic Foncia Lyon 7' }).click();
  await expect(page.getByRole('heading', { name: 'Syndic Foncia Lyon 7', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contrat d’entretien annuel' })).toBeVisible();
  await expect(page.getByText('Appelé M. Roux : il rappelle lundi.')).toBeVisible();

  // A contact of the company has its own page: details, opportunities, timeline.
  await page.getByRole('region', { name: 'Contacts' }).getByRole('button', { name: 'Ajouter' }).click();
  const contactForm = page.getByRole('form', { name: 'Nouveau contact' });
  await contactForm.getByLabel('Nom').fill('Marc Roux');
  await contactForm.getByLabel('Fonction').fill('Gestionnaire');
  await contactForm.getByLabel('E-mail').fill('marc.roux@foncia.test');
  await contactForm.getByRole('button', { name: 'Créer le contact' }).click();
  await expect(contactForm).toBeHidden();
  await page.getByRole('link', { name: 'Marc Roux' }).click();
  await expect(page.getByRole('heading', { name: 'Marc Roux', level: 1 })).toBeVisible();
  await expect(page.getByText('Gestionnaire')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Syndic Foncia Lyon 7' })).toBeVisible();
  await expect(page.getByText('Aucune opportunité.')).toBeVisible();
  await expectNoAxeViolations(page, 'a contact’s page');
});

test('Chip adds an opportunity asked in plain French, once approved, and it is on the pipeline', async ({
  page,
}) => {
  await signUpAndConfirm(page);
  await page.goto('/ai/chip');
  const chat = page.getByRole('region', { name: 'Chat avec Chip' });
  const input = chat.getByLabel('Votre message');
  await input.fill(
    'Ajoute une opportunité dans le CRM : Syndic Foncia Lyon 7, contrat d’entretien annuel, 4 800 € HT, à relancer le 15 décembre',
  );
  await input.press('Enter');

  const card = chat.getByRole('region', {
    name: /^Action proposée\s: Ajouter au CRM l’opportunité «\sContrat d’entretien annuel\s» \(chez Syndic Foncia Lyon 7, 4\s800\s€ HT/,
  });
  await expect(card).toBeVisible();
  await expect(card.getByText('En attente de votre accord')).toBeVisible();
  await card.getByRole('button', { name: 'Approuver' }).click();
  await expect(card.getByText('Fait')).toBeVisible();

  await page.goto('/crm');
  const fresh = page.getByRole('region', { name: 'Nouveau' });
  const created = fresh.getByRole('listitem', { name: 'Contrat d’entretien annuel' });
  await expect(created).toBeVisible();
  await expect(created.getByText('Syndic Foncia Lyon 7')).toBeVisible();
  await expect(created.getByText(/4\s800,00\s€\sHT/)).toBeVisible();
  await expect(created.getByText(/Relancer — \S+ 15 décembre/)).toBeVisible();
});
