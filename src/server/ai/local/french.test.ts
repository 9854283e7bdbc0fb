import { describe, expect, it } from 'vitest';
import { employees } from '../../../shared/employees.ts';
import { dayOf, parisClock, parisInstant } from '../../../shared/paris-time.ts';
import {
  sampleBaseDate,
  sampleEvents,
  sampleProjects,
  sampleTasks,
} from '../../../shared/sample-workspace.ts';
import { freeSlots } from './calendar.ts';
import { dueRelative, fold, formatDay, formatDuration, nextWorkingDay, withDe } from './french.ts';
import { sampleWorkspaceSnapshot } from './sample-snapshot.ts';

describe('french helpers', () => {
  it('folds case and accents without changing the length', () => {
    const text = 'RÉSUMÉ de l’Été, ça : « Où ? » 🎉';
    expect(fold(text)).toBe("resume de l'ete, ca : « ou ? » 🎉");
    expect(fold(text)).toHaveLength(text.length);
  });

  it('formats days in French, with the year only when it differs', () => {
    const today = dayOf('2026-11-23')!;
    expect(formatDay(dayOf('2026-11-28')!, today)).toBe('samedi 28 novembre');
    expect(formatDay(dayOf('2027-01-15')!, today)).toBe('vendredi 15 janvier 2027');
  });

  it('says how far a due day is', () => {
    const today = dayOf('2026-11-23')!;
    expect(dueRelative(today - 1, today)).toBe('en retard de 1 jour');
    expect(dueRelative(today - 2, today)).toBe('en retard de 2 jours');
    expect(dueRelative(today, today)).toBe("aujourd'hui");
    expect(dueRelative(today + 1, today)).toBe('demain');
    expect(dueRelative(today + 5, today)).toBe('dans 5 jours');
  });

  it('reads the Paris calendar, across daylight saving time', () => {
    expect(parisClock(new Date('2026-11-23T23:30:00Z'))).toEqual({ day: dayOf('2026-11-24'), minutes: 30 });
    expect(parisInstant(dayOf('2026-07-01')!, 9 * 60).toISOString()).toBe('2026-07-01T07:00:00.000Z');
    expect(parisInstant(dayOf('2026-12-01')!, 9 * 60).toISOString()).toBe('2026-12-01T08:00:00.000Z');
  });

  it('skips weekends for working days', () => {
    const friday = dayOf('2026-11-27')!;
    expect(nextWorkingDay(friday)).toBe(dayOf('2026-11-30'));
    expect(nextWorkingDay(friday, 1)).toBe(dayOf('2026-12-01'));
  });

  it('writes French contractions and durations', () => {
    expect(withDe('le devis')).toBe('du devis');
    expect(withDe('les factures')).toBe('des factures');
    expect(withDe('la réunion')).toBe('de la réunion');
    expect(withDe('Acme')).toBe("d'Acme");
    expect(formatDuration(45)).toBe('45 min');
    expect(formatDuration(90)).toBe('1 h 30');
  });
});

describe('free slots', () => {
  it('skips busy times and weekends', () => {
    const friday = dayOf('2026-11-27')!;
    const events = [
      {
        title: 'Occupé',
        start: '2026-11-30T09:00:00+01:00',
        end: '2026-11-30T12:00:00+01:00',
        attendees: [],
      },
    ];
    const [first, second] = freeSlots(events, friday, 60, 2);
    expect(first).toEqual({ day: dayOf('2026-11-30'), start: 14 * 60, end: 15 * 60 });
    expect(second).toEqual({ day: dayOf('2026-12-01'), start: 9 * 60, end: 10 * 60 });
  });
});

describe('sample workspace', () => {
  it('has realistic French projects and tasks around the base date', () => {
    expect(sampleBaseDate).toBe('2026-11-23');
    expect(sampleProjects.length).toBeGreaterThanOrEqual(4);
    expect(sampleTasks.length).toBeGreaterThanOrEqual(8);
    for (const project of sampleProjects) {
      expect(project.progress).toBeGreaterThanOrEqual(0);
      expect(project.progress).toBeLessThanOrEqual(100);
      expect(project.tasks_completed).toBeLessThanOrEqual(project.tasks_total);
      expect(project.due_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const projectNames = new Set(sampleProjects.map((project) => project.name));
    for (const task of sampleTasks) {
      expect(projectNames.has(task.project)).toBe(true);
      expect(task.due_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const aiNames = new Set(employees.map((employee) => employee.name));
    expect(sampleTasks.filter((task) => aiNames.has(task.assigned_to)).length).toBeGreaterThanOrEqual(4);
    expect(sampleTasks.some((task) => task.due_date < sampleBaseDate)).toBe(true);
    expect(sampleEvents.length).toBeGreaterThanOrEqual(2);
  });

  it('converts to a WorkspaceSnapshot marked as sample', () => {
    const snapshot = sampleWorkspaceSnapshot();
    expect(snapshot.isSample).toBe(true);
    expect(snapshot.projects).toHaveLength(sampleProjects.length);
    expect(snapshot.tasks[0]).toMatchObject({
      title: sampleTasks[0]!.title,
      assignee: sampleTasks[0]!.assigned_to,
    });
    expect(snapshot.events[0]!.start).toBe(sampleEvents[0]!.start);
  });
});
