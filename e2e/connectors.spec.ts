import { expect, type Page, test } from '@playwright/test';
import ICAL from 'ical.js';
import { connectors } from '../src/shared/connectors.ts';
import { signUpAndConfirm } from './support/auth.ts';

// Issue 22: the catalogue tells the truth, and the calendar connects for real.

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

test('every connector marked "Disponible" leads to a real connection; the others say "Bientôt"', async ({
  page,
}) => {
  await page.goto('/connectors');
  const available = connectors.filter((c) => c.status === 'available');
  await expect(page.getByRole('article').getByText('Disponible', { exact: true })).toHaveCount(
    available.length,
  );
  for (const connector of available) {
    await expect(
      card(page, connector.name).getByRole('link', { name: 'Connecter maintenant' }),
    ).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Tester la bêta' })).toHaveCount(0);
  await expect(card(page, 'HubSpot').getByRole('button', { name: 'M’avertir' })).toBeVisible();
});

test('a user subscribes a calendar client to the private ICS feed and imports a calendar', async ({
  page,
  request,
}) => {
  await signUpAndConfirm(page);
  // The week on the planning, one event added by the user: what a subscribed calendar must show.
  await page.goto('/calendar');
  await page.getByRole('button', { name: 'Nouvel événement' }).click();
  const eventForm = page.getByRole('form', { name: 'Nouvel événement' });
  await eventForm.getByLabel('Titre').fill('Rendez-vous comptable');
  await eventForm.getByLabel('Début').fill('16:30');
  await eventForm.getByLabel('Fin').fill('17:15');
  await eventForm.getByRole('button', { name: 'Créer l’événement' }).click();
  // A chip is named by what it shows, then the end time for screen readers:
  // « 16:30 Rendez-vous comptable, jusqu’à 17:15 ».
  const chip = page.getByRole('button', { name: /^\d\d:\d\d .*, jusqu’à \d\d:\d\d/ });
  await expect(chip.filter({ hasText: 'Rendez-vous comptable' })).toBeVisible();
  const week = (await chip.evaluateAll((nodes) => nodes.map((n) => n.textContent ?? ''))).map((text) =>
    text
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/^(\d\d:\d\d) (.*?)(?: Conflit)?, jusqu’à (\d\d:\d\d)$/, '$1–$3 $2'),
  );
  // A new account starts empty (decision 059): the week holds the user's own event.
  expect(week).toContain('16:30–17:15 Rendez-vous comptable');

  await page.goto('/integrations');
  const agenda = page.getByRole('article', { name: 'Agenda' });
  await expect(agenda.getByText('Non connecté')).toBeVisible();
  await agenda.getByRole('button', { name: 'Connecter Agenda' }).click();
  const dialog = page.getByRole('dialog', { name: 'Configurer Agenda' });
  await dialog.getByRole('button', { name: 'Créer le lien d’abonnement' }).click();
  const link = dialog.getByRole('textbox', { name: 'Lien d’abonnement' });
  await expect(link).toHaveValue(/\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
  const url = new URL(await link.inputValue());

  // The calendar client: no session, only the secret URL.
  const feed = await request.get(url.pathname);
  expect(feed.status()).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
  expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Europe/Paris');
  // Every event of the week, at the time the planning shows (read as a client in Paris would).
  const paris = new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'Europe/Paris',
    hour: '2-digit',
    minute: '2-digit',
  });
  const inFeed = new Set(
    calendar.getAllSubcomponents('vevent').map((vevent) => {
      const event = new ICAL.Event(vevent);
      const at = (time: ICAL.Time) => paris.format(time.toJSDate());
      return `${at(event.startDate)}–${at(event.endDate)} ${event.summary}`;
    }),
  );
  for (const label of week) expect(inFeed, label).toContain(label);

  await dialog.getByLabel('Ou un fichier .ics').setInputFiles({
    name: 'salon.ics',
    mimeType: 'text/calendar',
    buffer: Buffer.from(
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Test//FR',
        'BEGIN:VEVENT',
        'UID:salon-e2e@test',
        `DTSTART;VALUE=DATE:${new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '')}`,
        'SUMMARY:Salon des entrepreneurs',
        'END:VEVENT',
        'END:VCALENDAR',
      ].join('\r\n'),
    ),
  });
  await expect(page.getByText('1 événement(s) ajouté(s), 0 mis à jour dans votre planning.')).toBeVisible();
  const again = await request.get(url.pathname);
  expect(await again.text()).toContain('SUMMARY:Salon des entrepreneurs');

  await dialog.getByRole('button', { name: 'Fermer' }).first().click();
  await expect(agenda.getByText('Connecté', { exact: true })).toBeVisible();
  await expect(agenda.getByText('Flux ICS actif · 1 événement(s) importé(s)')).toBeVisible();
});
