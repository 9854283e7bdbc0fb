import { describe, expect, it } from 'vitest';
import { truecase } from './truecase.ts';

describe('truecase: a message typed without capitals or accents', () => {
  it.each([
    ['ecris un mail a m. durand', 'écris un mail à M. Durand'],
    // A surname that opens with its article; an office after « monsieur le » is no name.
    ['relance m. le gall pour sa facture', 'relance M. Le Gall pour sa facture'],
    ['relance madame la maire', 'relance madame la maire'],
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
    // A web or mail address is copied as typed, the words around it accented.
    [
      'lis https://www.legifrance.gouv.fr/reglement avant la reunion',
      'lis https://www.legifrance.gouv.fr/reglement avant la réunion',
    ],
    ['ecris a julie sur julie.fevrier@ecole-reseau.fr', 'écris à Julie sur julie.fevrier@ecole-reseau.fr'],
    ['son gateau d anniversaire, j ai vu l equipe', "son gâteau d'anniversaire, j'ai vu l'équipe"],
    ['dis-lui que oui, a retirer avant 11h', 'dis-lui que oui, à retirer avant 11h'],
    ['des remises jusqu a -30 % et jusqu au 15 mars', "des remises jusqu'à -30 % et jusqu'au 15 mars"],
    ["ouvert jusqu'a 20h", "ouvert jusqu'à 20h"],
    // A street after its number and kind of way, and a time after a date.
    [
      'il commence lundi 4 janvier a 7h30 au 12 rue jean jaures a brest',
      'il commence lundi 4 janvier à 7h30 au 12 rue Jean Jaurès à Brest',
    ],
    ['livraison au 3 rue de la paix', 'livraison au 3 rue de la Paix'],
    ['ecris a sonia : on ouvre la boutique a 6h30', 'écris à Sonia : on ouvre la boutique à 6h30'],
    // « a » after an elided word, and acronyms written in capitals.
    ['le voisin d a cote, jusqu a -30 %', "le voisin d'à côté, jusqu'à -30 %"],
    ['il n a pas recu la tva ni l urssaf', "il n'a pas reçu la TVA ni l'URSSAF"],
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

describe('a participle typed without its accent where French wants one', () => {
  it.each([
    ['on cherche quelqu un de motive', 'on cherche quelqu’un de motivé'],
    ['quelqu un d experimente', 'quelqu’un d’expérimenté'],
    ['j ai contacte le client hier', 'j’ai contacté le client hier'],
    ['je n ai pas encore envoye le devis', 'je n’ai pas encore envoyé le devis'],
    ['Mme Roux a appele ce matin', 'Mme Roux a appelé ce matin'],
    ['il est tres presse', 'il est très pressé'],
    ['dis-lui qu on a relance le transporteur', 'dis-lui qu’on a relancé le transporteur'],
  ])('« %s »', (typed, written) => {
    expect(truecase(typed).replace(/'/g, '’')).toBe(written);
  });

  it('leaves the verb, the preposition after a first name, a unit and a civility as they are', () => {
    expect(truecase('le prix est ferme')).toBe('le prix est ferme');
    expect(truecase('très calme l’hiver')).toBe('très calme l’hiver');
    expect(truecase('le marche est tres calme en janvier')).toContain('très calme en janvier');
    expect(truecase('invite Paul a diner samedi')).not.toContain('dîné');
    expect(truecase('un chauffe-eau de 200 l avec pose')).toContain('200 l avec');
    expect(truecase('ecris a M Antoine Roux')).toContain('M Antoine');
  });
});

describe('truecase: a request typed in a hurry', () => {
  it.each([
    ['prend rdv jeudi 10 decembre a 9h', 'prends rendez-vous jeudi 10 décembre à 9h'],
    ['fait un devis pour M. Durand', 'fais un devis pour M. Durand'],
    ['rapelle moi d appeler le plombir', "rappelle-moi d'appeler le plombier"],
    ['dis moi si le comptabe a repondu', 'dis-moi si le comptable a répondu'],
    ['envoie les releves au banquier', 'envoie les relevés au banquier'],
  ])('« %s » → « %s »', (typed, written) => {
    expect(truecase(typed)).toBe(written);
  });

  it('leaves a third person with its subject, and a word that is no slip, as typed', () => {
    expect(truecase('il prend le train')).toBe('il prend le train');
    expect(truecase('Fait à Lyon, le 3 mars')).toBe('Fait à Lyon, le 3 mars');
    expect(truecase('la marche à suivre')).toBe('la marche à suivre');
    expect(truecase('le comptable et la comptabilite')).toBe('le comptable et la comptabilité');
    // The trade's shop is no slip for the trade.
    expect(truecase('rendez-vous à la pharmacie')).toBe('rendez-vous à la pharmacie');
  });
});

describe('a request typed fast in the middle of a message', () => {
  it.each([
    ['colis tjs pas la. reponds lui qu on le renvoie', 'colis toujours pas la. réponds-lui qu’on le renvoie'],
    ['le client attend, et dis lui que c est en route', 'le client attend, et dis-lui que c’est en route'],
  ])('joins the imperative to its pronoun: « %s »', (typed, written) => {
    expect(truecase(typed).replace(/'/g, '’')).toContain(written.split('. ').at(-1)!.split(', ').at(-1)!);
  });

  it.each([
    ['devait arriver le 20 nov', 'devait arriver le 20 novembre'],
    ['livrée le 3 déc. au matin', 'livrée le 3 décembre au matin'],
    ['du 1er sept au 15 oct', 'du 1er septembre au 15 octobre'],
  ])('writes out a month cut short after a day: « %s »', (typed, written) => {
    expect(truecase(typed)).toBe(written);
  });
});

describe('a place, a saint and an elision typed in a hurry', () => {
  it('reads « a » before a word that is no French word as « à » before a place', () => {
    expect(truecase('on livre le marche de la halle a quistinic samedi')).toContain('à Quistinic');
    expect(truecase('merci a tous les benevoles')).toContain('merci à tous');
    // « avoir » stays: after a subject, or before a French word.
    expect(truecase('il a plouha en tete')).toContain('il a plouha');
    expect(truecase('paul a fini le chantier')).toContain('paul a fini');
    // A past participle written with its accent is no infinitive (« a attiré », « a fourni »).
    expect(truecase('le salon a attiré 2 400 visiteurs')).toContain('le salon a attiré');
    // A stain is no task; a price after « a » is « à ».
    expect(truecase('une tache sur l’accoudoir')).toContain('une tache sur');
    expect(truecase('ajoute une tache a faire')).toContain('une tâche');
    expect(truecase('le pack 10 seances a 350 €')).toContain('séances à 350 €');
  });

  it('writes a saint’s name with its capitals, and an elision after a unit with a digit', () => {
    expect(truecase('la fete de la sainte-anne a auray')).toContain('Sainte-Anne');
    expect(truecase('des posts pour la saint valentin')).toContain('la Saint-Valentin');
    expect(truecase('40 m3 d eau de pluie')).toContain("40 m3 d'eau");
    expect(truecase('200 l eau')).toBe('200 l eau');
  });
});
