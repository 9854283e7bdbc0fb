import { describe, expect, it } from 'vitest';
import { closestTask } from './task-title-match.ts';

const tasks = [
  { title: 'Synthèse de la veille concurrentielle' },
  { title: 'Relancer les prospects rencontrés au salon' },
  { title: 'Exporter les contacts de l’ancien CRM' },
  { title: 'Nettoyer les doublons de contacts' },
  { title: 'Valider les maquettes de la page d’accueil' },
];

describe('the task a paraphrase of its title names', () => {
  it.each([
    ['la synthese de la veille', 'Synthèse de la veille concurrentielle'],
    ['relancer les prospects du salon', 'Relancer les prospects rencontrés au salon'],
    ['l’export des contacts de l’ancien CRM', 'Exporter les contacts de l’ancien CRM'],
    ['les doublons de contacts', 'Nettoyer les doublons de contacts'],
    ['les maquettes de la page d’accueil validées', 'Valider les maquettes de la page d’accueil'],
  ])('« %s » → « %s »', (said, title) => {
    expect(closestTask(said, tasks)?.title).toBe(title);
  });

  it('names no task by a stray word or by words no title holds', () => {
    expect(closestTask('comme', tasks)).toBeNull();
    expect(closestTask('la déclaration de TVA', tasks)).toBeNull();
    // « contacts » alone fits two titles equally: none is chosen.
    expect(closestTask('les contacts', tasks)).toBeNull();
  });
});
