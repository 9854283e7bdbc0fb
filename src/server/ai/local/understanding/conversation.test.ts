import { describe, expect, it } from 'vitest';
import { statusQuestion } from './conversation.ts';

describe('questions on where things stand', () => {
  it('reads status questions on the workspace', () => {
    expect(statusQuestion('Où en sont les entretiens pour le poste de vendeur ?')).toBe(true);
    expect(statusQuestion('Quels devis dois-je suivre cette semaine ?')).toBe(true);
    expect(statusQuestion('Quel est l’avancement de la refonte du site ?')).toBe(true);
    expect(statusQuestion('Quelles tâches restent sur le projet migration ?')).toBe(true);
  });
  it('leaves requests for a draft alone', () => {
    expect(statusQuestion('Rédige une relance pour les prospects du salon.')).toBe(false);
    expect(statusQuestion('Écris un post sur notre nouvelle boutique.')).toBe(false);
    expect(statusQuestion('Quelle est la meilleure accroche pour un email de prospection ?')).toBe(false);
  });
});
