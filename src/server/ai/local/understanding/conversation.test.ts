import { describe, expect, it } from 'vitest';
import { statusQuestion, withoutSignOff } from './conversation.ts';

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

describe('who signs a draft', () => {
  it('reads the sign-off apart, so the signer is not greeted', () => {
    expect(
      withoutSignOff(
        'Prépare un mail pour annoncer à mes clients notre fermeture. Signe Claire Martin, Cabinet Martin Conseil.',
      ),
    ).toEqual({
      text: 'Prépare un mail pour annoncer à mes clients notre fermeture.',
      signer: 'Claire Martin\nCabinet Martin Conseil',
    });
    expect(withoutSignOff('Écris à Julie de la part de Paul Durand.')).toEqual({
      text: 'Écris à Julie.',
      signer: 'Paul Durand',
    });
  });
  it('leaves a signed document alone', () => {
    expect(withoutSignOff('Relance M. Durand pour le contrat signé le 12 mars.').signer).toBeNull();
    expect(withoutSignOff('Le devis signé par M. Bertin est arrivé').signer).toBeNull();
  });
});
