import { describe, expect, it } from 'vitest';
import { converse, draftOf } from './play-conversation.ts';
import { postHashtagList, tradeTag } from './post-hashtags.ts';

describe('a post’s hashtags: trade, town, occasion, what is sold', () => {
  it.each([
    ['pour notre salon de coiffure Hair Marine', 'Hair Marine', 'Coiffure'],
    ['mon cabinet de kiné à Montpellier', null, 'Kine'],
    ['pour ma boutique de fleurs, L’Atelier Pétale', null, 'Fleurs'],
    ['fais un post pour la boulangerie', null, 'Boulangerie'],
    ['notre cabinet d’expertise comptable ouvre un bureau', null, 'ExpertiseComptable'],
    ['notre atelier a grenoble', null, null],
  ])('%s', (text, business, tag) => {
    expect(tradeTag(text, null, business)).toBe(tag);
  });

  it('CamelCase without accents, the count asked, never a stop word nor a generic tag', () => {
    const tags = postHashtagList({
      text: 'fais moi un post insta pour ma boulangerie a quimper, on sort la galette des rois a partir du 2 janvier, 22 euros la 8 parts',
      count: 4,
      town: 'Quimper',
    });
    expect(tags.slice(0, 3)).toEqual(['#Boulangerie', '#Quimper', '#GaletteDesRois']);
    expect(tags).toHaveLength(4);
    expect(tags.join(' ')).not.toMatch(/#(?:Partir|Fais|FaisMoi|Parts|PME|Entrepreneuriat|Activite)\b/);
  });

  it('a product and its occasion (« plateau raclette pour la Saint-Sylvestre »)', () => {
    const tags = postHashtagList({
      text: 'Post Instagram pour ma fromagerie à Annecy : plateau raclette pour la Saint-Sylvestre, à commander jusqu’au 28 décembre',
      count: 4,
      town: 'Annecy',
    });
    expect(tags).toEqual(['#Fromagerie', '#Annecy', '#PlateauRaclette', '#SaintSylvestre']);
  });
});

describe('Suki: posts without stock lines, closing on what the reader can do', () => {
  it.each([
    'Écris un post Facebook pour notre soirée jeux du jeudi 8 janvier à 20h, 5 € par personne, 12 places seulement.',
    'ecris un post facebook pour notre soiree jeux du jeudi 8 janvier a 20h, 5 euros par personne, 12 places seulement',
    'tu peux me faire un post pour notre soirée jeux le jeudi 8 janvier ? 5 € par personne, 12 places seulement',
  ])('%s', async (request) => {
    const [reply = ''] = await converse('suki', [request]);
    const post = draftOf(reply);
    expect(post).not.toMatch(
      /Grande nouvelle|nouvelle étape pour nous|on vous en dit plus|Merci à nos clients|N’hésitez pas|Une question, un projet|Enregistrez ce post|simplement/,
    );
    expect(post).toMatch(/12 places/);
    expect(post).toMatch(/réservez/i);
    expect(post).not.toMatch(/#(?:PME|Entrepreneuriat|Activite|Places|Personne)\b/);
  });

  it('a Christmas order deadline is the call, the count of tags asked is kept', async () => {
    const [reply = ''] = await converse('suki', [
      'Post Instagram pour ma fromagerie à Annecy : plateau raclette pour la Saint-Sylvestre, à commander jusqu’au 28 décembre, 18 € par personne. 5 hashtags',
    ]);
    const post = draftOf(reply);
    expect(post).toContain('Commandez d’ici le 28 décembre !');
    expect(post).not.toMatch(/5 hashtags|Vous ne nous connaissez pas/);
    expect(post.match(/#\w+/g)).toHaveLength(5);
  });

  it('tutoyé, the call stays addressed to the reader', async () => {
    const [, reply = ''] = await converse('suki', [
      'Post Instagram pour notre atelier couture du samedi 10 janvier à 14h, 40 € par personne',
      'tutoie nos abonnées',
    ]);
    expect(draftOf(reply)).toContain('Réserve ta place !');
  });
});

describe('Fewer hashtags than asked', () => {
  it('says how many it could draw from the request instead of padding with generic tags', async () => {
    const [, reply = ''] = await converse('suki', [
      'Écris un post sur notre nouvelle offre de maintenance.',
      'Ajoute 4 hashtags',
    ]);
    expect(reply).toContain('Je n’ai tiré qu’un hashtag de votre demande sur les 4 demandés');
    expect(reply).not.toMatch(/#PME|#Entrepreneuriat/);
  });
});
