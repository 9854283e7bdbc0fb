import { describe, expect, it } from 'vitest';
import { truecase } from './truecase.ts';

describe('truecase: a message typed without capitals or accents', () => {
  it.each([
    ['ecris un mail a m. durand', 'écris un mail à M. Durand'],
    ['on livre avant noel, et pour paques aussi', 'on livre avant Noël, et pour Pâques aussi'],
    ['envoie le cv de lucas a mme jeanne petit', 'envoie le cv de Lucas à Mme Jeanne Petit'],
    ['une offre pour un comptable en cdi a toulouse', 'une offre pour un comptable en cdi à Toulouse'],
    ['nous sommes basés a saint-etienne et au havre', 'nous sommes basés à Saint-Étienne et au Havre'],
    ['relance la societe batiplus', 'relance la société Batiplus'],
    ['commande chez leroy merlin', 'commande chez Leroy Merlin'],
    ['dis a julie que la reunion est decalee a 16h', 'dis à Julie que la réunion est décalée à 16h'],
    ['le 5 decembre, la derniere journee', 'le 5 décembre, la dernière journée'],
    ['cale un rdv mardi pro a 10h', 'cale un rendez-vous mardi prochain à 10h'],
    ['dsl pour le RDV, on décale', 'désolé pour le rendez-vous, on décale'],
    ['3 idees de posts pr la st valentin', '3 idées de posts pour la Saint-Valentin'],
    ['fais une rep vite pcq colis abime', 'fais une réponse vite parce que colis abîmé'],
    // An elision typed as a space, and the word after it accented.
    ['la douche qu on a posee chez lui', "la douche qu'on a posée chez lui"],
    ['son gateau d anniversaire, j ai vu l equipe', "son gâteau d'anniversaire, j'ai vu l'équipe"],
    ['dis-lui que oui, a retirer avant 11h', 'dis-lui que oui, à retirer avant 11h'],
  ])('« %s » is read as « %s »', (typed, read) => {
    expect(truecase(typed)).toBe(read);
  });

  it.each([
    'madame la directrice',
    'une maison en pierre',
    'on a fait trois tours de piste',
    'la société cliente',
    'la livraison a 2 h de retard',
    'Écris à M. Durand à Lyon',
    'chez nous, la réunion a lieu le matin',
    'compare Free Pro et Orange Pro',
    'les points a, b, c et d',
    'il a manger trop',
    'elle a super faim',
    'un coffee break',
  ])('leaves « %s » as typed where nothing is certain', (typed) => {
    expect(truecase(typed)).toBe(typed);
  });
});

describe('an elided word after a name', () => {
  it('is never taken for a surname', () => {
    expect(truecase('M. Benoît n’a pas reçu sa commande')).toBe('M. Benoît n’a pas reçu sa commande');
    expect(truecase("mme julie l'a appelé")).toBe("Mme Julie l'a appelé");
  });
});

describe('past participles typed without their accent after « être »', () => {
  it.each([
    ['je suis ferme le lundi', 'je suis fermé le lundi'],
    ['on est base a lyon', 'on est basé à Lyon'],
    ['notre prix est ferme', 'notre prix est ferme'],
    ['la ferme est ouverte le lundi', 'la ferme est ouverte le lundi'],
  ])('« %s » → « %s »', (typed, written) => {
    expect(truecase(typed)).toBe(written);
  });
});

describe('a verb or a preposition typed wrong in a status', () => {
  it.each([
    ['audit fini a 80%', 'audit fini à 80%'],
    ['chantier avancé a 60 %', 'chantier avancé à 60 %'],
    ['on a 3 chantiers', 'on a 3 chantiers'],
    ['il a 20 % de remise', 'il a 20 % de remise'],
    ['on attends toujours leurs chiffres', 'on attend toujours leurs chiffres'],
    ['il prends le relais', 'il prend le relais'],
  ])('« %s » → « %s »', (typed, written) => {
    expect(truecase(typed)).toBe(written);
  });
});
