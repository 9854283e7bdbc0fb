import { describe, expect, it } from 'vitest';
import { describeProposal, parseActionRequest } from './parse-action.ts';

// Sunday 22 November 2026, 10:00 in Paris.
const now = new Date('2026-11-22T09:00:00Z');

describe('reading an action request in French', () => {
  it.each([
    [
      'Crée une tâche « Relancer le client Durand » pour vendredi',
      'Relancer le client Durand',
      '2026-11-27',
      'medium',
    ],
    [
      'Ajoute la tâche "Envoyer le devis" pour demain, c’est urgent',
      'Envoyer le devis',
      '2026-11-23',
      'urgent',
    ],
    [
      'Peux-tu créer une tâche « Préparer le salon » pour le 3 décembre ?',
      'Préparer le salon',
      '2026-12-03',
      'medium',
    ],
    ['CREE UNE TACHE « Appeler Sophie » POUR LE 28/11', 'Appeler Sophie', '2026-11-28', 'medium'],
    ['Note une tâche importante « Payer l’URSSAF » dans 3 jours', 'Payer l’URSSAF', '2026-11-25', 'high'],
    ['Crée une tâche « Bilan annuel » pour le 5 janvier', 'Bilan annuel', '2027-01-05', 'medium'],
    ['Ajoute une tâche « Trier les factures »', 'Trier les factures', null, 'medium'],
  ])('%s', (message, title, dueDate, priority) => {
    expect(parseActionRequest(message, now)).toEqual({
      kind: 'create_task',
      params: { title, dueDate, priority },
    });
  });

  it.each([
    ['Marque la tâche « Envoyer le devis » comme terminée', 'done'],
    ['Passe « Refonte du site » en cours', 'in_progress'],
    ['Mets « Maquettes » en revue', 'review'],
  ])('%s', (message, status) => {
    expect(parseActionRequest(message, now)).toMatchObject({
      kind: 'update_task_status',
      params: { status },
    });
  });

  it.each([
    'Priorise mes tâches',
    'Bonjour Alfred',
    'Quelles tâches sont en retard ?',
    'Marque « X » au feutre',
  ])('leaves « %s » to the conversation', (message) => {
    expect(parseActionRequest(message, now)).toBeNull();
  });

  it('describes the proposal for the approval card', () => {
    const proposal = parseActionRequest('Crée une tâche « Relancer le client Durand » pour vendredi', now)!;
    expect(describeProposal(proposal, now)).toBe(
      'Créer la tâche « Relancer le client Durand » pour vendredi 27 novembre',
    );
  });
});

describe('reading a request to plan an event', () => {
  it.each([
    [
      'Planifie une réunion « Point client Durand » jeudi à 14h avec Chip et M. Durand',
      'Planifier « Point client Durand » le jeudi 26 novembre de 14 h à 15 h avec Chip, M. Durand',
    ],
    [
      'Organise un rendez-vous avec Sophie Martin demain de 10h30 à 11h30',
      'Planifier « Rendez-vous avec Sophie Martin » le lundi 23 novembre de 10 h 30 à 11 h 30 avec Sophie Martin',
    ],
    ['Cale un point d’équipe vendredi', 'Planifier « Point d’équipe » le vendredi 27 novembre de 9 h à 10 h'],
  ])('%s', (message, summary) => {
    const proposal = parseActionRequest(message, now);
    expect(proposal?.kind).toBe('create_event');
    expect(describeProposal(proposal!, now)).toBe(summary);
  });

  it('keeps Paris time in the stored instants', () => {
    const proposal = parseActionRequest('Planifie une réunion « Budget » le 3 décembre à 9h', now);
    expect(proposal).toMatchObject({
      params: { start: '2026-12-03T08:00:00.000Z', end: '2026-12-03T09:00:00.000Z', attendees: [] },
    });
  });
});
