import { describe, expect, it } from 'vitest';
import { asksForUndertaking, inOwnField, readsAsRequest, requestedObject, specialistOf } from './outside.ts';

describe('a request outside the role', () => {
  it.each([
    ['Conçois une formation Excel pour mes commerciaux', 'une formation Excel pour mes commerciaux'],
    ['Peux-tu me trouver un fournisseur de papier ?', 'un fournisseur de papier'],
    ['J’ai besoin d’un inventaire du stock', 'un inventaire du stock'],
    ['Je voudrais organiser un séminaire à Annecy', 'un séminaire à Annecy'],
    ['Mets en place un système de tickets', 'un système de tickets'],
  ])('« %s » asks for « %s »', (command, object) => {
    expect(requestedObject(command)).toBe(object);
  });

  it('tells a thing to set up from a piece of knowledge', () => {
    expect(asksForUndertaking('Conçois une formation Excel pour mes commerciaux')).toBe(true);
    expect(asksForUndertaking('Il me faut un séminaire de rentrée')).toBe(true);
    expect(asksForUndertaking('Donne-moi une recette de tarte aux pommes')).toBe(false);
  });

  it('keeps a request in the words of the field', () => {
    expect(inOwnField('alfred', 'Écris à Paul pour reporter notre point')).toBe(true);
    expect(inOwnField('alfred', 'Conçois une formation Excel')).toBe(false);
    expect(inOwnField('suki', 'Un texte pour notre page d’accueil')).toBe(true);
  });

  it('reads orders and questions as requests, not statements', () => {
    expect(readsAsRequest('Trouve-moi un nouveau fournisseur')).toBe(true);
    expect(readsAsRequest('Calcule ma TVA du trimestre')).toBe(true);
    expect(readsAsRequest('Le fournisseur est en retard')).toBe(false);
  });
});

describe('a profession no one in the team has', () => {
  it.each([
    ['Calcule ma TVA du trimestre', 'votre expert-comptable'],
    ['Prépare la paie de novembre', 'votre expert-comptable ou votre gestionnaire de paie'],
    ['Mon locataire ne paie plus son loyer, que dois-je faire juridiquement ?', 'un avocat ou un juriste'],
    ['Corrige le bug de notre site WordPress', 'un développeur ou votre prestataire informatique'],
  ])('« %s » is the work of %s', (command, expert) => {
    expect(specialistOf(command)?.expert).toBe(expert);
  });

  it('names none in a request of the team’s own fields', () => {
    expect(specialistOf('Écris un post sur notre nouvelle boutique')).toBeNull();
  });
});
