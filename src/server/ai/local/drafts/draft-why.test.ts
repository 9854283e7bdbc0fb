import { describe, expect, it } from 'vitest';
import { converse } from './play-conversation.ts';

// « Pourquoi ? » after a draft: its choices, each with where it comes from; the one asked about alone.

describe('why a draft is written as it is', () => {
  it('gives each choice of a letter, with the facts it kept and none added', async () => {
    const [, why] = await converse('alfred', [
      'Écris à Mme Roussel que sa commande de 3 fauteuils est arrivée à l’atelier et qu’elle peut passer la chercher à partir de jeudi.',
      'Pourquoi ?',
    ]);
    expect(why).toContain('Voici mes choix pour ce brouillon');
    expect(why).toMatch(/L’objet, « .+ », dit en quelques mots/);
    expect(why).toContain('Je vouvoie Mme Roussel');
    expect(why).toContain('« Bonjour Madame Roussel, » : en français, on salue par « Madame » suivi du nom');
    expect(why).toContain('3 fauteuils');
    expect(why).not.toContain('je n’invente aucun chiffre');
  });

  it.each([
    ['Pourquoi tu as mis cet objet ?', /^Bien sûr|L’objet, « Relance/, 'Je vouvoie'],
    ['pourquoi ce sujet de mail ?', /L’objet, « Relance/, 'Je vouvoie'],
  ])('« %s »: the subject alone, from the reference it gives', async (question, expected, absent) => {
    const [, why] = await converse('alfred', [
      'Relance la SARL Lemoine pour la facture F-88 de 1 200 € impayée depuis le 2 novembre.',
      question,
    ]);
    expect(why).toMatch(expected);
    expect(why).toContain('donne la référence (facture F-88)');
    expect(why).not.toContain(absent);
  });

  it('answers the register asked about: tu because the user said so', async () => {
    const [, why] = await converse('alfred', [
      'Écris à Bruno, mon voisin (on se tutoie), que je lui rends sa perceuse samedi.',
      'Pourquoi tu le tutoies ?',
    ]);
    expect(why).toContain('Je tutoie Bruno parce que vous m’avez dit que vous vous tutoyez.');
    expect(why).not.toContain('L’objet');
  });

  it('keeps the general answer when no draft was shown', async () => {
    const [, why] = await converse('millie', ['Quelles sont mes prochaines échéances ?', 'Pourquoi ?']);
    expect(why).not.toContain('Voici mes choix pour ce brouillon');
  });
});
