import { expect, test } from '@playwright/test';
import { loadExample, signUpAndConfirm } from './support/auth.ts';

// The workspace journey: the example workspace (loaded, decision 059), a project with its tasks, the board, the planning,
// and Alfred creating a task that then shows in /tasks.

test('an account with the example creates a project, adds tasks and moves them across the board', async ({
  page,
}) => {
  await signUpAndConfirm(page);
  await loadExample(page);
  await page.goto('/projects');
  await expect(page.getByRole('heading', { name: 'Projets', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Projets Récents' })).toBeVisible();
  await expect(page.getByText('Finaliser la grille tarifaire Pro et Entreprise')).toBeVisible();

  // Nouveau Projet: validation first, then creation.
  await page.getByRole('button', { name: 'Nouveau Projet' }).click();
  const form = page.getByRole('form', { name: 'Nouveau projet' });
  await form.getByRole('button', { name: 'Créer le projet' }).click();
  await expect(form.getByText('Le nom du projet est requis.')).toBeVisible();
  await form.getByLabel('Nom du projet').fill('Salon Vivatech');
  await form.getByLabel('Priorité').selectOption('high');
  await form.getByRole('button', { name: 'Créer le projet' }).click();
  await expect(page.getByRole('heading', { name: 'Salon Vivatech', level: 1 })).toBeVisible();

  // Two tasks in the project.
  for (const title of ['Réserver le stand', 'Imprimer les flyers']) {
    await page.getByRole('button', { name: 'Ajouter une tâche' }).click();
    const taskForm = page.getByRole('form', { name: 'Nouvelle tâche' });
    await taskForm.getByLabel('Titre').fill(title);
    await taskForm.getByLabel('Assignée à').selectOption('alfred');
    await taskForm.getByRole('button', { name: 'Créer la tâche' }).click();
    await expect(page.getByRole('button', { name: title })).toBeVisible();
  }
  await expect(page.getByText('0/2 tâches terminées')).toBeVisible();

  // The board: move one to 'Terminé' with its status menu.
  await page.getByRole('link', { name: 'Tâches', exact: true }).click();
  const done = page.getByRole('region', { name: 'Terminé' });
  const card = page.getByRole('listitem', { name: 'Réserver le stand' });
  await card.getByLabel('Statut de « Réserver le stand »').selectOption('done');
  await expect(done.getByRole('listitem', { name: 'Réserver le stand' })).toBeVisible();
  // Or drag and drop a card onto another column.
  const review = page.getByRole('region', { name: 'En revue' });
  await page.getByRole('listitem', { name: 'Imprimer les flyers' }).dragTo(review);
  await expect(review.getByRole('listitem', { name: 'Imprimer les flyers' })).toBeVisible();

  // The progress follows, and survives a reload.
  await page.goto('/projects');
  await page.getByRole('button', { name: 'Voir tout' }).click();
  await page.getByLabel('Priorité').selectOption('high');
  await page.getByRole('link', { name: 'Salon Vivatech' }).click();
  await expect(page.getByText('1/2 tâches terminées')).toBeVisible();
});

test('the planning shows events and due tasks; two events at the same time are a conflict', async ({
  page,
}) => {
  await signUpAndConfirm(page);
  await loadExample(page);
  await page.goto('/calendar');
  await expect(page.getByRole('button', { name: /Comité de pilotage offre Pro/ })).toBeVisible();
  await expect(page.getByText('Échéance : Répondre aux tickets en attente sur la facturation')).toBeVisible();
  for (const title of ['Point stand', 'Appel imprimeur']) {
    await page.getByRole('button', { name: 'Nouvel événement' }).click();
    const eventForm = page.getByRole('form', { name: 'Nouvel événement' });
    await eventForm.getByLabel('Titre').fill(title);
    // 17:00: no sample event is then on any day of the week (the sample has one at 14:00 on Wednesday).
    await eventForm.getByLabel('Début').fill('17:00');
    await eventForm.getByLabel('Fin').fill('18:00');
    await eventForm.getByRole('button', { name: 'Créer l’événement' }).click();
    await expect(page.getByRole('button', { name: new RegExp(title) })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: /Point stand Conflit/ })).toBeVisible();
  await expect(page.getByText('2 événements se chevauchent sur cette période.')).toBeVisible();
});

test('Alfred creates a task from a chat message and it shows in /tasks with its history', async ({
  page,
}) => {
  await signUpAndConfirm(page);
  await page.goto('/dashboard');
  const chat = page.getByRole('region', { name: 'Chat avec Alfred' });
  await chat.getByLabel('Votre message').fill('Crée une tâche « Relancer le client Durand » pour vendredi');
  await chat.getByLabel('Votre message').press('Enter');
  const card = chat.getByRole('region', { name: /Créer la tâche « Relancer le client Durand »/ });
  await card.getByRole('button', { name: 'Approuver' }).click();
  await card.getByRole('link', { name: 'Voir dans mes tâches' }).click();
  await expect(page).toHaveURL(/\/tasks$/);
  await page.getByRole('tab', { name: 'Liste' }).click();
  await page.getByRole('button', { name: 'Relancer le client Durand' }).click();
  const history = page.getByRole('region', { name: 'Historique des employés IA' });
  await expect(history.getByText(/Alfred — Créer la tâche «\sRelancer le client Durand\s»/)).toBeVisible();
  await expect(history.getByText(/approuvée par vous/)).toBeVisible();
});

test('a visitor sees the sample read-only, and the sidebar collapses with Ctrl+B and remembers it', async ({
  page,
}) => {
  await page.goto('/tasks');
  await expect(page.getByText('Démo - données d’exemple en lecture seule.')).toBeVisible();
  await expect(
    page.getByRole('listitem', { name: 'Valider les maquettes de la page d’accueil' }),
  ).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Espace de travail' });
  await expect(nav.getByRole('link', { name: 'Planning' })).toBeVisible();
  await expect(nav.getByText('7', { exact: true })).toBeVisible();
  await page.keyboard.press('Control+b');
  await expect(page.locator('aside[data-state="collapsed"]')).toBeVisible();
  await page.goto('/calendar');
  await expect(page.locator('aside[data-state="collapsed"]')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Planning', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Déplier la barre latérale' }).click();
  await expect(page.locator('aside[data-state="expanded"]')).toBeVisible();
});

test('under 768 px the sidebar opens as a sheet and closes after a link', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/projects');
  await expect(page.locator('aside')).toBeHidden();
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  const sheet = page.getByRole('dialog', { name: 'Menu de l’espace de travail' });
  await sheet.getByRole('link', { name: 'Planning' }).click();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/\/calendar$/);
  await expect(page.getByRole('heading', { name: 'Planning', level: 1 })).toBeVisible();
});

test('a project is edited, found by the search box, and deleted after confirmation', async ({ page }) => {
  await signUpAndConfirm(page);
  await loadExample(page);
  await page.goto('/projects');
  await page.getByRole('searchbox', { name: 'Rechercher des projets et des tâches' }).fill('crm');
  await expect(page.getByRole('heading', { name: 'Résultats pour « crm »' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Exporter les contacts de l’ancien CRM' })).toBeVisible();
  await page.getByRole('link', { name: 'Migration du CRM vers HubSpot' }).click();

  await page.getByRole('button', { name: 'Modifier' }).click();
  const form = page.getByRole('form', { name: 'Modifier le projet' });
  await form.getByLabel('Statut').selectOption('active');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('main').getByText('Actif', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Supprimer' }).click();
  const confirm = page.getByRole('dialog', { name: 'Supprimer le projet ?' });
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await page.reload();
  await page.getByRole('button', { name: 'Voir tout' }).click();
  await expect(page.getByRole('link', { name: 'Refonte du site vitrine' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Migration du CRM vers HubSpot' })).toHaveCount(0);
});
