import { describe, expect, it } from 'vitest';
import { listItems, pickedItem } from './common.ts';
import { converse, draftOf } from './play-conversation.ts';
import { announcedClause, pastedNews } from './suki.ts';

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
      // Nothing to book or visit: no stock « dites-nous en commentaire » call.
      null,
    ],
    [
      'Écris un post Facebook pour annoncer que notre restaurant fête ses 10 ans le 15 juin.',
      'Le 15 juin, nous fêtons nos 10 ans.',
      null,
    ],
    [
      'Prépare un post LinkedIn pour annoncer que nous serons présents au salon Batimat à Paris du 2 au 5 octobre.',
      'Du 2 au 5 octobre, nous serons présents au salon Batimat à Paris.',
      /On vous attend/,
    ],
    [
      'Post Instagram : annonce que notre fromagerie participe au salon de l’agriculture du 22 février au 2 mars.',
      'Du 22 février au 2 mars, nous participons au salon de l’agriculture.',
      /On vous attend/,
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
    // The business itself named as the subject after a colon, without « annoncer ».
    [
      'Post Facebook : notre salon de thé ouvre une terrasse couverte le 1er avril.',
      'Le 1er avril, nous ouvrons notre terrasse couverte.',
      null,
    ],
    // Where to apply is the call, said once.
    [
      'Post LinkedIn : notre boulangerie recrute un apprenti en CAP, 2 ans, candidatures à emploi@fournil.fr',
      'Nous recrutons un apprenti en CAP, 2 ans.',
      /Envoyez votre candidature à emploi@fournil\.fr\./,
    ],
    [
      'Écris un post Facebook pour annoncer que nous recrutons un serveur pour la saison, CV au 06 12 34 56 78.',
      'Nous recrutons un serveur pour la saison.',
      /Appelez-nous au 06 12 34 56 78\./,
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

describe('Suki: a post made soberer, then its price corrected', () => {
  it('drops exclamations for « plus sobre », and never reports the replaced price as left out', async () => {
    const [, sober = '', corrected = ''] = await converse('suki', [
      'Écris un post Facebook pour ma plomberie Martin Frères à Villeurbanne : on fait maintenant les dépannages le dimanche, déplacement 49 € dans toute la métropole de Lyon.',
      'Fais-en une version LinkedIn, plus sobre.',
      'en fait le déplacement c’est 59 €',
    ]);
    expect(draftOf(sober)).not.toContain('!');
    expect(draftOf(sober)).toContain('Martin Frères');
    expect(corrected).toContain('59 €');
    expect(corrected).not.toContain('49 €');
  });

  it('shortens a post on its news by dropping the headline that names it', async () => {
    const [long = '', short = ''] = await converse('suki', [
      'Un post Insta pour mon cabinet de kiné à Montpellier : on lance des cours de Pilates en petit groupe le mardi à 19h, 25 € la séance.',
      'plus court',
    ]);
    // No hook naming the news before the news itself (« … : une nouvelle étape pour nous ! »).
    expect(draftOf(long)).not.toMatch(/nouvelle étape/);
    expect(draftOf(short).length).toBeLessThan(draftOf(long).length * 0.9);
    expect(draftOf(short)).toContain('25 €');
  });
});

describe('Suki: news to announce on a network named', () => {
  it('is a post, not a newsletter', async () => {
    const [reply = ''] = await converse('suki', [
      'Annonce nos soldes d’hiver sur Facebook pour la boutique de chaussures à Quimper : -30 % sur toute la collection à partir du 7 janvier.',
    ]);
    expect(reply).toContain('post Facebook');
    expect(reply).not.toMatch(/newsletter/i);
  });
});

describe('Suki: a pasted mail made a newsletter', () => {
  it('keeps its news, not its greeting, sign-off or what the colleague asks to say', () => {
    expect(
      pastedNews(
        '« Salut Karim,\nOn offre le contrôle de la clim pour toute vidange. Et n’oublie pas de dire que le garage sera fermé du 10 au 14 février. Le nouveau numéro c’est le 02 97 45 18 30.\nÀ plus,\nJérôme »',
      ),
    ).toEqual([
      'Nous offrons le contrôle de la clim pour toute vidange',
      'Le garage sera fermé du 10 au 14 février',
      'Le nouveau numéro : 02 97 45 18 30',
    ]);
    expect(pastedNews(null)).toEqual([]);
  });

  it('proposes subject lines from the newsletter’s items', async () => {
    const [, subjects = ''] = await converse('suki', [
      'Transforme ce mail en newsletter pour nos clients :\n\n« Bonjour,\nOn offre le contrôle de la clim pour toute vidange. Le garage sera fermé du 10 au 14 février pour travaux. Le nouveau numéro c’est le 02 97 45 18 30.\nÀ plus,\nJérôme »',
      'Propose-moi trois objets pour l’e-mail.',
    ]);
    expect(subjects).toMatch(/^Trois objets possibles/);
  });

  it('writes the news given after the colon in its voice, and one subject line per item, each with its own date', async () => {
    const [letter = '', subjects = ''] = await converse('suki', [
      'Écris la newsletter d’automne de l’atelier Bois & Lin : nous avons lancé un atelier de tressage pour enfants le mercredi, et la carte cadeau à partir de 30 € est en vente jusqu’au 24 décembre dans toutes nos boutiques.',
      'Propose trois objets.',
    ]);
    const draft = draftOf(letter);
    expect(draft).toContain('Les nouvelles de l’automne');
    expect(draft).toContain('atelier de tressage');
    expect(draft).toContain('24 décembre');
    expect(subjects).toMatch(/^Trois objets possibles/);
    expect(subjects).toContain('Nouveau : un atelier de tressage');
    expect(subjects).toMatch(/La carte cadeau à partir de 30 € est en vente jusqu’au 24 décembre$/m);
    // A date belongs to its own item, never added to another's line.
    expect(subjects).not.toMatch(/tressage[^\n]*24 décembre/);
  });
});

describe('Suki: a post made an SMS', () => {
  it('says who sends it and the offer, without hashtags, shorter', async () => {
    const [post = '', sms = ''] = await converse('suki', [
      'Annonce nos soldes d’hiver sur Facebook pour la boutique de chaussures Pas à Pas à Quimper : -30 % sur toute la collection à partir du 7 janvier.',
      'Fais une version SMS pour nos clientes fidèles.',
    ]);
    expect(draftOf(sms)).toContain('Pas à Pas (Quimper)');
    expect(draftOf(sms)).toContain('-30 %');
    expect(draftOf(sms)).not.toContain('#');
    expect(draftOf(sms).length).toBeLessThan(draftOf(post).length);
  });
});

describe('Suki: a post from a slogan picked in the list', () => {
  it('takes the slogan as its hook and the occasion said with it as its news', async () => {
    const [slogans = '', post = ''] = await converse('suki', [
      'trouve moi 5 slogans pour mon resto de burgers a Lille, on fait que du boeuf local et du pain maison, ca doit etre court et drole',
      'j aime bien le 2e, fais en un post insta pour l ouverture samedi',
    ]);
    const second =
      listItems(slogans)[1]
        ?.replace(/^«\s*|\s*»$/g, '')
        .replace(/[.!]+$/, '') ?? '';
    expect(draftOf(post)).toContain(`« ${second} »`);
    expect(draftOf(post)).toMatch(/L’ouverture, c’est samedi, à Lille/);
    expect(draftOf(post)).toContain('Nous ne faisons que du');
    expect(draftOf(post)).not.toMatch(/doit être|drôle/);
  });
});

describe('the item a message picks in the previous list', () => {
  const previous = 'Voici :\n1. « Un »\n2. « Deux. »\n3. Trois';
  it.each([
    ['j aime bien le 2e', 'Deux.'],
    ['prends la troisième', 'Trois'],
    ['le premier, en post', 'Un'],
  ])('%s', (message, item) => {
    expect(pickedItem(message, previous)).toBe(item);
  });
  it('picks nothing without a list or a rank', () => {
    expect(pickedItem('le 2e', 'Pas de liste.')).toBeNull();
    expect(pickedItem('fais-en un post', previous)).toBeNull();
  });
});

describe('Suki: the user’s own content ideas ranked, then the first written', () => {
  it('ranks proof and expertise before a sondage and a photo, with why, then drafts the first', async () => {
    const [ranked = '', post = ''] = await converse('suki', [
      'Voici mes idées de posts LinkedIn, classe-les de la plus utile à la moins utile pour trouver des clients : 1) ma photo au salon de Lyon, 2) un sondage sur la semaine de 4 jours, 3) un guide des 3 pièges du bail commercial, 4) un cas client chiffré.',
      'Rédige celui que tu mets en premier.',
    ]);
    expect(listItems(ranked).map((item) => item.split(' — ')[0])).toEqual([
      'Un cas client chiffré',
      'Un guide des 3 pièges du bail commercial',
      'Un sondage sur la semaine de 4 jours',
      'Ma photo au salon de Lyon',
    ]);
    expect(post).toMatch(/post LinkedIn sur un cas client chiffré/);
    expect(post).toMatch(/donnez-moi les faits et les chiffres/);
  });
});

describe('a post says the user’s other sentences, and gives first lines when asked', () => {
  it('keeps a thanks said after the news, not the instructions on how to write it', async () => {
    const [post] = await converse('suki', [
      'Post LinkedIn : on a terminé la rénovation du gîte de Plouha, 6 chambres, 8 mois de travaux. Bravo à l’équipe de la menuiserie Le Goff pour les fenêtres. Mets 3 hashtags.',
    ]);
    expect(draftOf(post ?? '')).toContain('Bravo à l’équipe de la menuiserie Le Goff pour les fenêtres.');
    expect(draftOf(post ?? '')).not.toMatch(/Mets 3 hashtags/);
  });

  it('tags what the post is about (its details), before any general tag', async () => {
    const [post] = await converse('suki', [
      'Post Instagram pour le resto : menu de la Saint-Valentin le 14 février, 5 plats, 65 € par personne, réservation uniquement par téléphone. Mets 4 hashtags.',
    ]);
    const tags = draftOf(post ?? '').match(/#\p{L}+/gu) ?? [];
    expect(tags).toHaveLength(4);
    expect(tags).toContain('#SaintValentin');
    expect(tags).not.toContain('#PME');
  });

  it('leaves « Mets 3 hashtags » out of the details', async () => {
    const [post] = await converse('suki', [
      'Post Facebook pour la boulangerie : galette des rois à partir du 3 janvier, 4 parts à 18 €, 6 parts à 24 €. Mets 3 hashtags.',
    ]);
    expect(draftOf(post ?? '')).toContain('6 parts à 24 €.');
    expect(draftOf(post ?? '')).not.toMatch(/Mets/);
  });

  it('gives the first lines asked, from the post’s details, figures and day', async () => {
    const [, hooks] = await converse('suki', [
      'Post Facebook pour la boulangerie : galette des rois à partir du 3 janvier, 4 parts à 18 €, 6 parts à 24 €.',
      'Propose-moi 3 accroches pour la première ligne.',
    ]);
    expect(listItems(hooks ?? '')).toEqual([
      'Galette des rois !',
      'Galette des rois : 4 parts à 18 €, 6 parts à 24 €',
      'À partir du 3 janvier : galette des rois',
    ]);
  });
});

describe('a newsletter to readers the user says « tu » to', () => {
  it('says « tu » throughout', async () => {
    const [letter] = await converse('suki', [
      'ecris la newsletter du salon, on tutoie nos clients : nouvelle carte de fidelite des le 2 mars, coupe homme a 22 €, et le samedi on ouvre jusqu a 19h',
    ]);
    const draft = draftOf(letter ?? '');
    expect(draft).toMatch(/\bt[’']avons\b/);
    expect(draft).not.toMatch(/\bvous\b/);
    expect(draft).toContain('jusqu’à 19 h');
  });
});

describe('a post made of details opens on the first one', () => {
  it('says the first detail as its hook and the others next, once each', async () => {
    const [post] = await converse('suki', [
      'Post Instagram pour la crêperie : soirée cidre et galettes le 21 mars, 3 crêpes au choix, 22 € par personne, places limitées.',
    ]);
    const draft = draftOf(post ?? '');
    expect(draft).toMatch(/^> ✨ Soirée cidre et galettes le 21 mars !/m);
    expect(draft).toContain('Au programme : 3 crêpes au choix, 22 € par personne, places limitées.');
  });

  it('keeps a detail that goes on from the one before with it', async () => {
    const [post] = await converse('suki', [
      'Post Facebook pour nos soldes : -20 % sur les manteaux dès le 8 janvier, puis -40 % la dernière semaine, et les bonnets à 5 €.',
    ]);
    expect(draftOf(post ?? '')).toContain(
      '-20 % sur les manteaux dès le 8 janvier, puis -40 % la dernière semaine',
    );
  });
});

describe('the business the request names, in the newsletter and the post', () => {
  it('names it, and a fact added after is said in the next version', async () => {
    const [first = '', added = ''] = await converse('suki', [
      'Écris la newsletter de mars du salon de thé Le Temps Suspendu : nouvelle carte de printemps, atelier pâtisserie le samedi 14 mars à 15h, 25 € la place.',
      'Ajoute que les réservations se font par téléphone avant le 10 mars, 12 places seulement.',
    ]);
    expect(draftOf(first)).toContain('au Temps Suspendu');
    expect(draftOf(added)).toContain('avant le 10 mars');
    expect(draftOf(added)).toContain('12 places');
    expect(draftOf(added)).toContain('14 mars');
    const [post = ''] = await converse('suki', [
      'Post Facebook pour ma biscuiterie Sablé & Co à Pornic : boîte de 12 galettes au beurre salé à 9 €, en vente jusqu’au dimanche 20 décembre.',
    ]);
    expect(draftOf(post)).toContain('Sablé & Co');
  });
});
