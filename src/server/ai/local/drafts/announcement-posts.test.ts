import { describe, expect, it } from 'vitest';
import { converse, draftOf } from './play-conversation.ts';
import { announcedClause } from './suki.ts';

describe('an announced clause read as who, verb and what', () => {
  it.each([
    [
      'que notre agence de paysagisme ouvre un deuxième site à Nantes le 3 février, avec 4 recrutements en cours',
      'nous ouvrons notre deuxième site à Nantes le 3 février',
      'l’ouverture de notre deuxième site à Nantes le 3 février',
      '4 recrutements en cours',
    ],
    [
      'que notre boulangerie lance une nouvelle gamme de pains bio le 10 mars',
      'nous lançons notre nouvelle gamme de pains bio le 10 mars',
      'le lancement de notre nouvelle gamme de pains bio le 10 mars',
      null,
    ],
    ['que notre restaurant fête ses 10 ans le 15 juin', 'nous fêtons nos 10 ans le 15 juin', null, null],
    [
      'que notre cabinet recrute deux assistants comptables en CDI',
      'nous recrutons deux assistants comptables en CDI',
      'le recrutement de deux assistants comptables en CDI',
      null,
    ],
  ])('%s', (clause, nous, noun, extra) => {
    const read = announcedClause(clause);
    expect(read?.nous).toBe(nous);
    expect(read?.noun ?? null).toBe(noun);
    expect(read?.extra ?? null).toBe(extra);
  });
});

describe('Suki: announcement posts in correct French, in the company’s voice', () => {
  it.each([
    [
      'Rédige un post LinkedIn pour annoncer que notre agence de paysagisme ouvre un deuxième site à Nantes le 3 février, avec 4 recrutements en cours.',
      'Le 3 février, nous ouvrons notre deuxième site à Nantes.',
      /candidature/,
    ],
    [
      'Fais un post Instagram pour annoncer que notre boulangerie lance une nouvelle gamme de pains bio le 10 mars.',
      'Le 10 mars, nous lançons notre nouvelle gamme de pains bio.',
      /commentaire/,
    ],
    [
      'Écris un post Facebook pour annoncer que notre restaurant fête ses 10 ans le 15 juin.',
      'Le 15 juin, nous fêtons nos 10 ans.',
      null,
    ],
    [
      'Prépare un post LinkedIn pour annoncer que nous serons présents au salon Batimat à Paris du 2 au 5 octobre.',
      'Du 2 au 5 octobre, nous serons présents au salon Batimat à Paris.',
      /rencontrer/,
    ],
    [
      'Post Instagram : annonce que notre fromagerie participe au salon de l’agriculture du 22 février au 2 mars.',
      'Du 22 février au 2 mars, nous participons au salon de l’agriculture.',
      /rencontrer/,
    ],
    [
      'Peux-tu écrire un post Facebook pour annoncer que nous recrutons un apprenti pâtissier à Dijon ?',
      'Nous recrutons un apprenti pâtissier à Dijon.',
      /candidature/,
    ],
    [
      'Rédige un post LinkedIn pour annoncer que notre cabinet recrute deux assistants comptables en CDI.',
      'Nous recrutons deux assistants comptables en CDI.',
      /candidature/,
    ],
    // The news told in the user's own « on » clause, without « annoncer ».
    [
      'Écris un post Facebook pour ma plomberie Martin Frères à Villeurbanne : on fait maintenant les dépannages le dimanche.',
      'Nous faisons maintenant les dépannages le dimanche.',
      /Martin Frères, à Villeurbanne/,
    ],
    [
      'fais moi un post insta pour la boulangerie, on sort une galette pistache a partir du 3 janvier',
      'À partir du 3 janvier, nous sortons une galette pistache.',
      null,
    ],
  ])('%s', async (request, said, callToAction) => {
    const [reply = ''] = await converse('suki', [request]);
    const post = draftOf(reply);
    // No "que" clause used as a topic, in the intro or the hook; the news said in the post's words.
    expect(reply).not.toMatch(/\bsur que\b|\bd['’]au\b/);
    expect(post).not.toMatch(/^> (?:\p{Extended_Pictographic}\s*)?Que\b/mu);
    expect(post).not.toContain('on vous en dit plus');
    expect(post).toContain(said);
    expect(post).not.toContain('Nous avons le plaisir de vous annoncer que');
    expect(post).not.toMatch(/^> \(/m);
    if (callToAction) expect(post).toMatch(callToAction);
  });
});

describe('Suki: what the post is about, without the instructions on how to write it', () => {
  it.each([
    [
      'Écris un post LinkedIn pour annoncer notre nouvelle formation en cybersécurité pour les PME, avec des hashtags.',
      'Nouveau chez nous : une formation en cybersécurité pour les PME !',
      '#Cybersecurite',
    ],
    [
      'Un post Instagram pour promouvoir nos ateliers de poterie du samedi matin, sur un ton chaleureux',
      'Vous connaissez nos ateliers de poterie du samedi matin ?',
      '#Poterie',
    ],
    [
      'Publication Facebook pour présenter notre nouveau service de livraison à vélo, en 3 lignes',
      'Nouveau chez nous : un service de livraison à vélo !',
      '#Livraison',
    ],
  ])('%s', async (request, opening, tag) => {
    const [reply] = await converse('suki', [request]);
    const post = draftOf(reply ?? '');
    expect(post).toContain(opening);
    expect(post).toContain(tag);
    // The instruction is not part of the news, and a recurring day is not a date to announce.
    expect(post).not.toMatch(/avec des hashtags|sur un ton|en 3 lignes|À retenir : samedi/);
    expect(post).not.toMatch(/#Samedi|#Matin/);
  });
});

describe('Suki: the hook and the next line do not name the same thing twice', () => {
  it.each([
    'Fais un post Facebook pour promouvoir notre brunch du dimanche',
    'Écris un post Instagram pour lancer notre nouvelle bougie parfumée Lavande',
    'Un post LinkedIn pour présenter notre logiciel de caisse Kassa',
    'Post LinkedIn pour mettre en avant nos formations en bureautique',
    'Rédige un post Instagram pour annoncer nos nouveaux coffrets cadeaux de Noël',
    'Post Facebook pour présenter notre nouvel espace de coworking à Nantes',
  ])('%s', async (request) => {
    const [reply = ''] = await converse('suki', [request]);
    const lines = draftOf(reply)
      .split('\n')
      .map((line) => line.replace(/^>\s?/, '').trim())
      .filter(Boolean);
    const [hook = '', next = ''] = lines;
    // The news' strongest word ("brunch", "bougie", "Kassa") is in the hook, not again in the next line.
    const words = (hook.match(/\p{L}{5,}/gu) ?? []).filter(
      (word) => !/^(nouveau|nouvelle|connaissez|faites|connaissance|notre)$/i.test(word),
    );
    expect(words.length).toBeGreaterThan(0);
    for (const word of words) expect(next).not.toContain(word);
    expect(next).not.toMatch(/^Découvrez|^Nous lançons|^Nous sommes heureux de vous présenter/);
    // The call to action does not say the next line again either.
    expect(new Set(lines).size).toBe(lines.length);
  });
});
