import { describe, expect, it } from 'vitest';
import { converse, draftOf } from './play-conversation.ts';

describe('a status update written to a client', () => {
  it('takes the figures of the workspace project it names when the user gives none', async () => {
    const [reply = ''] = await converse('millie', [
      'Rédige un point d’avancement pour le client Dupont sur la refonte du site',
    ]);
    const draft = draftOf(reply);
    expect(draft).toContain('Refonte du site vitrine');
    expect(draft).toMatch(/Avancement : \d+ %/);
    expect(reply).not.toContain('| Projet |');
  });

  it('replaces a percentage the user corrects, by its item or after « pas », and keeps the rest', async () => {
    const [, byItem = ''] = await converse('millie', [
      'Rédige le point d’avancement du chantier pour Mme Roche : maçonnerie terminée, électricité à 40 %, peinture à 10 %, livraison des fenêtres le 12 janvier.',
      "Je me suis trompé, l'électricité est à 60 %.",
    ]);
    expect(draftOf(byItem)).toMatch(/Électricité à 60\s%/);
    expect(draftOf(byItem)).toMatch(/Peinture à 10\s%/);
    expect(draftOf(byItem)).toContain('12 janvier');
    const [, afterPas = ''] = await converse('millie', [
      'Fais le point d’avancement pour Mme Roche : maçonnerie terminée, électricité à 40 %, peinture à 10 %.',
      'Erratum : la peinture est à 25 % et non 10.',
    ]);
    expect(draftOf(afterPas)).toMatch(/Peinture à 25\s%/);
    expect(draftOf(afterPas)).toMatch(/Électricité à 40\s%/);
  });

  it('moves a date the user corrects in the details after the colon, and a held date is said as held', async () => {
    const [first = '', moved = ''] = await converse('millie', [
      'Rédige le point d’avancement pour M. Le Goff (extension de son atelier) : dalle coulée, charpente posée à 50 %, le couvreur a une semaine de retard, livraison toujours prévue le lundi 18 janvier.',
      'Petite erreur : la livraison, c’est le lundi 1er février, pas le 18 janvier.',
    ]);
    expect(draftOf(first)).toContain('18 janvier');
    expect(draftOf(first)).toContain('ne remet pas en cause la date prévue');
    expect(draftOf(moved)).toContain('1er février');
    expect(draftOf(moved)).not.toContain('18 janvier');
    expect(draftOf(moved)).toMatch(/Charpente posée à 50\s%/);
  });
});
