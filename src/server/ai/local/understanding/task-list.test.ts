import { describe, expect, it } from 'vitest';
import { asksForTaskList } from './task-list.ts';

describe('a list of the tasks to do for something', () => {
  it.each([
    'Fais-moi la liste des tâches pour le lancement du site',
    'Quelles tâches faut-il prévoir pour le salon de Lyon ?',
    'Quelles sont les tâches à faire avant l’ouverture de la boutique ?',
    'Fais la checklist du déménagement des bureaux',
  ])('« %s » asks for one', (command) => {
    expect(asksForTaskList(command)).toBe(true);
  });

  it.each([
    'Liste des tâches en retard',
    'Donne-moi la liste de mes tâches de la semaine',
    'Crée une tâche pour appeler le comptable',
  ])('« %s » is about the tasks already there', (command) => {
    expect(asksForTaskList(command)).toBe(false);
  });
});
