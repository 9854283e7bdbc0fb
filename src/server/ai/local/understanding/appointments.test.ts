import { describe, expect, it } from 'vitest';
import { appointmentChange, appointmentsAfter, statedAppointments } from './appointments.ts';

// Thursday 26 November 2026, 10:00 in Paris.
const now = new Date('2026-11-26T09:00:00Z');
const friday = Date.UTC(2026, 10, 27) / 86_400_000;

describe('the appointments a request lists', () => {
  it('reads a list named after each time, all on the day said first', () => {
    const listed = statedAppointments(
      'Demain j’ai 3 rendez-vous : 9h30 avec l’expert-comptable, 11h avec un fournisseur de tissus et 16h avec Mme Garnier.',
      now,
    );
    expect(listed.map((a) => [a.label, a.day, a.start, a.end])).toEqual([
      ['Rendez-vous avec l’expert-comptable', friday, 570, null],
      ['Rendez-vous avec un fournisseur de tissus', friday, 660, null],
      ['Rendez-vous avec Mme Garnier', friday, 960, null],
    ]);
  });

  it('reads a list named before each time, with a range as its length', () => {
    const listed = statedAppointments(
      'Vendredi j’ai le dentiste à 8h30, une réunion d’équipe de 10h à 11h30, et un déjeuner client à 12h30.',
      now,
    );
    expect(listed.map((a) => [a.label, a.start, a.end])).toEqual([
      ['Dentiste', 510, null],
      ['Réunion d’équipe', 600, 690],
      ['Déjeuner client', 750, null],
    ]);
  });

  it('names an appointment by a short word too, and never by a count of appointments', () => {
    const listed = statedAppointments('Demain j’ai 2 rdv : 22h30 avec le traiteur et 23h30 avec le DJ.', now);
    expect(listed.map((a) => a.label)).toEqual(['Rendez-vous avec le traiteur', 'Rendez-vous avec le DJ']);
    expect(appointmentChange('Le DJ annule', listed, now)).toMatchObject({ kind: 'cancelled' });
  });

  it('reads a time something is due by as a deadline, not an appointment', () => {
    expect(
      statedAppointments(
        'Organise ma journée : appeler le comptable (15 min, avant midi), finir le devis Morel (2h, à rendre ce soir), la banque (30 min)',
        now,
      ),
    ).toEqual([]);
    expect(
      statedAppointments('Demain : envoyer le devis d’ici 10h, réunion à 11h et dentiste à 15h', now).map(
        (a) => a.start,
      ),
    ).toEqual([660, 900]);
  });

  it('needs two appointments of one day: a single time is a meeting to schedule', () => {
    expect(statedAppointments('Organise une réunion avec Paul demain à 10h', now)).toEqual([]);
    expect(statedAppointments('J’ai 2 rdv : demain 9h avec Paul et lundi 10h avec Léa', now)).toEqual([]);
  });

  it('applies a cancellation and a move named by a word of the appointment', () => {
    const listed = statedAppointments(
      'Demain : 9h avec le comptable, 11h avec un fournisseur et 15h avec Mme Petit.',
      now,
    );
    expect(appointmentChange('Le fournisseur annule', listed, now)).toMatchObject({ kind: 'cancelled' });
    expect(appointmentChange('Mme Petit passe à 16h30', listed, now)).toMatchObject({
      kind: 'moved',
      start: 990,
    });
    // Nothing named, or nothing changed: not a change of this day.
    expect(appointmentChange('Le client annule sa commande', listed, now)).toBeNull();
    expect(appointmentChange('Le comptable est sympa', listed, now)).toBeNull();
    const after = appointmentsAfter(listed, ['Le fournisseur annule', 'Mme Petit passe à 16h30'], now);
    expect(after.appointments.map((a) => [a.label, a.start])).toEqual([
      ['Rendez-vous avec le comptable', 540],
      ['Rendez-vous avec Mme Petit', 990],
    ]);
    expect(after.freed.map((a) => a.start)).toEqual([660]);
    expect(after.moved.map((a) => a.label)).toEqual(['Rendez-vous avec Mme Petit']);
  });
});
