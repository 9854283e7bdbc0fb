import { describe, expect, it } from 'vitest';
import { toSecondPerson } from './second-person.ts';

describe('saying the user’s words back to them', () => {
  it.each([
    ['Je ne travaille pas le mercredi après-midi', 'Vous ne travaillez pas le mercredi après-midi'],
    ['je suis fermé le lundi', 'vous êtes fermé le lundi'],
    ['Je ne prends jamais de rendez-vous avant 9h', 'Vous ne prenez jamais de rendez-vous avant 9h'],
    ['Nous faisons surtout des cuisines sur mesure', 'Vous faites surtout des cuisines sur mesure'],
    ['Notre délai de livraison est de 5 jours ouvrés', 'Votre délai de livraison est de 5 jours ouvrés'],
    [
      'Ma boîte s’appelle Atelier Lumen, on est à Lille et on fabrique des luminaires',
      'Votre boîte s’appelle Atelier Lumen, vous êtes à Lille et vous fabriquez des luminaires',
    ],
    ['J’ai deux salariés', 'Vous avez deux salariés'],
    ['Je m’appelle Claire', 'Vous vous appelez Claire'],
    ['Je gère trois boutiques', 'Vous gérez trois boutiques'],
    ['Je rachète le fonds en avril', 'Vous rachetez le fonds en avril'],
    ['On enlève le vieux comptoir', 'Vous enlevez le vieux comptoir'],
    ['La boutique est fermée le dimanche', 'La boutique est fermée le dimanche'],
  ])('« %s » → « %s »', (said, back) => {
    expect(toSecondPerson(said, 'vous')).toBe(back);
  });

  it.each([
    ['Je ne travaille pas le mercredi', 'Tu ne travailles pas le mercredi'],
    ['je suis fermé le lundi', 'tu es fermé le lundi'],
    ['Je m’appelle Claire et mon associé Paul', 'Tu t’appelles Claire et ton associé Paul'],
  ])('tutoyé: « %s » → « %s »', (said, back) => {
    expect(toSecondPerson(said, 'tu')).toBe(back);
  });

  it('gives up on a verb it cannot conjugate, rather than writing a wrong form', () => {
    // « cours » was one until the Lefff's conjugations (french-persons.ts) came in.
    expect(toSecondPerson('Je cours le dimanche', 'vous')).toBe('Vous courez le dimanche');
    expect(toSecondPerson('Je blip le dimanche', 'vous')).toBeNull();
  });
});
