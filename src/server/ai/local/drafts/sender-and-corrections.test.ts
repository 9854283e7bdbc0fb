import { describe, expect, it } from 'vitest';
import { senderNamed } from '../understanding/facts.ts';
import { converse, draftOf } from './play-conversation.ts';

// Stop 53 (issue 41): who writes, said by name in the request; an hour corrected alone; an interview
// convened whatever the post's words suggest.
describe('the sender said by name', () => {
  it.each([
    [
      'Propose-leur nos plateaux repas. Nous sommes Les Délices d’Iroise, à Brest.',
      'Les Délices d’Iroise',
      'Brest',
    ],
    ['Je suis la Menuiserie Le Floch, écris à M. Perrot', 'la Menuiserie Le Floch', null],
    ['On est Garage Tanguy à Landerneau, relance M. Abgrall', 'Garage Tanguy', 'Landerneau'],
  ])('« %s » is written by %s', (command, name, place) => {
    expect(senderNamed(command)).toEqual({ name, place });
  });

  it.each(['Je suis Paul, écris à Marc', 'On est lundi, fais le point', 'On est en retard sur le chantier'])(
    '« %s » names no business',
    (command) => {
      expect(senderNamed(command)).toBeNull();
    },
  );

  it('introduces the sender, never greets it nor puts the prospect in its town', async () => {
    const [reply = ''] = await converse('chip', [
      'Écris à M. Riou, gérant du camping Les Dunes, pour lui proposer nos paniers petit-déjeuner : 9 € par personne, livrés chaque matin. On est la Boulangerie Kervella, à Plouescat.',
    ]);
    const draft = draftOf(reply);
    expect(draft).toContain('Boulangerie Kervella, à Plouescat');
    expect(draft).toContain('Monsieur Riou');
    expect(draft).not.toMatch(/Les Dunes, à Plouescat/);
  });
});

describe('an hour corrected alone', () => {
  it('keeps the day and moves the hour', async () => {
    const [, corrected = ''] = await converse('alfred', [
      'Écris à Mme Caradec pour confirmer notre rendez-vous du vendredi 27 novembre à 9h à l’agence.',
      'Finalement c’est à 11h30, corrige.',
    ]);
    expect(draftOf(corrected)).toContain('vendredi 27 novembre à 11 h 30');
    expect(draftOf(corrected)).not.toContain('9 h');
  });
});

describe('an interview convened', () => {
  it('is the invitation, not a job offer, whatever the post is', async () => {
    const [reply = ''] = await converse('dot', [
      'Convoque Yann Morvan à un entretien pour le poste de serveur, jeudi 26 novembre à 15h au restaurant.',
    ]);
    expect(reply).toMatch(/inviter à un entretien le jeudi 26 novembre à 15 h/);
    expect(reply).not.toContain('Vos missions');
  });
});

describe('a customer’s question the user answers', () => {
  it('says the question back and the answer to the reader, in the register asked, claiming nothing else', async () => {
    const [reply = ''] = await converse('clide', [
      'Une cliente, Manon, me demande au téléphone comment annuler sa carte de fidélité. Réponds-lui en la tutoyant : elle doit passer en boutique avec une pièce d’identité.',
    ]);
    const draft = draftOf(reply);
    expect(draft).toContain('Tu nous demandes comment annuler ta carte de fidélité');
    expect(draft).toContain('Tu dois passer en boutique avec une pièce d’identité');
    expect(draft).not.toMatch(/C’est fait|prend effet|excuser/);
  });
});

describe('what a letter’s subject and opening say', () => {
  it('never names the town a letter is sent to as a company beside the subject', async () => {
    const [reply = ''] = await converse('alfred', [
      'Écris à la mairie de Lorient pour demander l’autorisation d’installer un chevalet sur le trottoir devant ma boutique.',
    ]);
    expect(reply).not.toMatch(/Objet :\*\*[^\n]*– Lorient/);
  });

  it('says an unhappy customer’s question as asked, not as something « signalé »', async () => {
    const [reply = ''] = await converse('clide', [
      'Réponds à M. Guillou qui est agacé et demande si on peut décaler la livraison à samedi : oui, samedi matin.',
    ]);
    const draft = draftOf(reply);
    expect(draft).toContain('Vous nous demandez si nous pouvons décaler la livraison à samedi');
    expect(draft).not.toContain('signalé que');
  });
});
