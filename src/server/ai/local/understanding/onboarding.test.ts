import { describe, expect, it } from 'vitest';
import { asksForOnboarding, asksForWelcome } from './onboarding.ts';

describe('asksForOnboarding: a new hire’s arrival to prepare', () => {
  it.each([
    'Prépare l’accueil de Sarah Benali qui arrive lundi',
    'Notre nouveau commercial Julien commence le 7 décembre, tu peux organiser son intégration ?',
    'fais moi un plan d’onboarding pour une assistante administrative qui arrive le 4 janvier',
    'Comment réussir la première semaine de notre nouvelle stagiaire ?',
    'Organise l’arrivée de notre alternant en janvier',
  ])('« %s »', (request) => {
    expect(asksForOnboarding(request)).toBe(true);
  });

  it.each([
    'Écris un mail de bienvenue à Sarah qui arrive lundi',
    'Rédige le texte de notre page d’accueil',
    'Comment améliorer l’accueil des clients en boutique ?',
    'Rédige une offre d’emploi pour un comptable en CDI',
    'Préviens-moi de l’arrivée des marchandises',
  ])('not « %s »', (request) => {
    expect(asksForOnboarding(request)).toBe(false);
  });
});

describe('asksForWelcome: the welcome message to a new hire', () => {
  it.each([
    'fais un message d’accueil pour Lucas, notre nouvel apprenti',
    'Écris un mail de bienvenue à Sarah qui arrive lundi',
    'Souhaite la bienvenue à notre nouvelle stagiaire',
  ])('« %s »', (request) => {
    expect(asksForWelcome(request)).toBe(true);
  });

  it.each(['Prépare l’accueil de Sarah Benali qui arrive lundi', 'Rédige le texte de notre page d’accueil'])(
    'not « %s »',
    (request) => {
      expect(asksForWelcome(request)).toBe(false);
    },
  );
});
