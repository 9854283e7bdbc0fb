import { describe, expect, it } from 'vitest';
import { listItems } from './common.ts';
import { converse } from './play-conversation.ts';

describe('Chip: whom to prospect', () => {
  it.each([
    ['Quelles 4 cibles prospecter pour mon agence de plomberie à Nantes ?', 4, /Nantes/],
    ['Donne-moi 6 pistes de clients pour une société de maintenance informatique à Rennes.', 6, /Rennes/],
    ['Qui prospecter en priorité pour un traiteur à Dijon ? Trois idées de cibles suffiront.', 3, /Dijon/],
  ])('lists the number of segments asked: %s', async (request, count, place) => {
    const [reply] = await converse('chip', [request]);
    expect(listItems(reply ?? '')).toHaveLength(count);
    expect(reply).toMatch(place);
    expect(reply).not.toContain('/ai/');
  });

  it('gives five segments by default, then picks the first with its reason', async () => {
    const [list, pick] = await converse('chip', [
      'Quelles cibles démarcher pour une entreprise de nettoyage de vitres ?',
      'Par laquelle je commence ?',
    ]);
    const items = listItems(list ?? '');
    expect(items).toHaveLength(5);
    const first = items[0]?.split(' — ')[0] ?? '';
    expect(pick).toContain(first);
    expect(pick).toContain('Pourquoi');
  });
});

describe('Chip: sequences of messages', () => {
  it.each([
    ['Prépare une séquence de 3 emails pour relancer des agences immobilières.', 3],
    ['Il me faut 5 messages de prospection pour des gérants de restaurants.', 5],
    ['Construis une séquence de prospection pour des pharmacies.', 4],
  ])('%s', async (request, count) => {
    const [reply] = await converse('chip', [request]);
    expect(listItems(reply ?? '')).toHaveLength(count);
    expect(reply).toMatch(/Jour \d+/);
  });
});
