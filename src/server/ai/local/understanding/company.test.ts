import { describe, expect, it } from 'vitest';
import { emptyCompanyMemory } from '../../types.ts';
import {
  companyKnowledge,
  describesCompany,
  factToRemember,
  relevantFacts,
  tellsCompanyNews,
} from './company.ts';

const known = (...facts: string[]) => companyKnowledge(emptyCompanyMemory, facts);

describe('company memory read from remembered sentences', () => {
  it('reads the signature of "je signe mes messages …"', () => {
    expect(known('Je signe mes mails « Julien Roux, cogérant »').signature).toBe('Julien Roux, cogérant');
    expect(known('Je signe mes courriers par Amélie Petit, fondatrice.').signature).toBe(
      'Amélie Petit, fondatrice',
    );
    expect(known('Nous signons nos réponses « L’équipe du Comptoir »').signature).toBe(
      'L’équipe du Comptoir',
    );
  });
  it('reads the name of a shop, a workshop or a hotel', () => {
    expect(known('Notre atelier s’appelle Bois & Lumière, à Rennes.').name).toBe('Bois & Lumière');
    expect(known('Mon hôtel s’appelle Le Relais du Lac et il a 12 chambres.').name).toBe('Le Relais du Lac');
    expect(known('Notre boutique s’appelle Terre de Thé et elle ouvre le lundi.').name).toBe('Terre de Thé');
  });
});

describe('the sentence remembered', () => {
  it('says each thing told in one message as its own sentence, and still reads the signature', () => {
    const fact = factToRemember(
      'Retiens que mon garage s’appelle Garage Dubois, à Angers, et que je signe Marc Dubois.',
    );
    expect(fact).toBe('Mon garage s’appelle Garage Dubois, à Angers. Je signe Marc Dubois.');
    expect(known(fact)).toMatchObject({ name: 'Garage Dubois', signature: 'Marc Dubois' });
  });
});

describe('news of the company told without a request', () => {
  it('reads an opening, a launch or an event said by « nous » as news', () => {
    for (const told of [
      'Nous ouvrons une deuxième boutique à Nantes le 5 décembre.',
      'On lance notre nouvelle gamme de savons bio lundi.',
      'Bonne nouvelle : nous fêtons nos 10 ans le 12 juin !',
      'Nous recrutons deux techniciens pour la rentrée.',
    ])
      expect(tellsCompanyNews(told), told).toBe(true);
  });
  it('leaves requests, questions and descriptions alone', () => {
    for (const other of [
      'Nous ouvrons une boutique : écris un post pour l’annoncer.',
      'Nous ouvrons le dimanche ?',
      'Nous vendons des vélos reconditionnés à Bordeaux.',
      'On a un problème avec le site.',
    ])
      expect(tellsCompanyNews(other), other).toBe(false);
  });
});

describe('the tone remembered', () => {
  it('reads the tone said in words, as the profile would set it', () => {
    expect(known('Notre ton est chaleureux').tone).toBe('chaleureux');
    expect(known('Je préfère un style plutôt formel avec les clients').tone).toBe('formel');
    expect(known('On a un ton direct et sans détour').tone).toBe('direct');
    expect(known('Nous sommes une agence de communication').tone).toBeNull();
  });
});

describe('the company told without being asked to remember it', () => {
  it('reads a description of the company as one, by its shape', () => {
    for (const told of [
      "Ma société s'appelle Boulangerie Martin, on est à Lyon et on a 12 salariés.",
      'Nous vendons des vélos électriques reconditionnés à Bordeaux.',
      'Je tiens un salon de coiffure à Lille.',
      'On répare des chaudières dans tout le Val-de-Marne.',
      'Notre agence accompagne les artisans depuis 2015.',
      'Nous sommes une petite agence de communication.',
      'On est basés à Nantes.',
      'Nous avons trois boutiques en Bretagne.',
    ])
      expect(describesCompany(told), told).toBe(true);
  });
  it('does not take a request, a question or a situation for a description', () => {
    for (const asked of [
      'Nous proposons des formations en bureautique, peux-tu me trouver des prospects ?',
      'On est en retard sur le projet de refonte du site.',
      'Nous vendons des vélos : écris un post pour les promouvoir.',
      'Notre client est furieux, que lui répondre ?',
      'On a un problème avec la facture de M. Petit.',
      'Nous sommes le 12 : rappelle-moi la réunion de demain.',
      'Rédige un email pour annoncer que nous vendons désormais des vélos.',
    ])
      expect(describesCompany(asked), asked).toBe(false);
  });
  it('keeps the trade and leaves the city apart', () => {
    expect(known('Nous vendons des vélos électriques reconditionnés à Bordeaux.')).toMatchObject({
      activity: 'la vente de vélos électriques reconditionnés',
      city: 'Bordeaux',
    });
    expect(known('Je tiens un salon de coiffure à Lille.')).toMatchObject({
      activity: 'salon de coiffure',
      city: 'Lille',
    });
    expect(
      known("Ma société s'appelle Boulangerie Martin, on est à Lyon et on a 12 salariés."),
    ).toMatchObject({
      name: 'Boulangerie Martin',
      city: 'Lyon',
      activity: null,
    });
  });
});

describe('remembered facts used where their topic is asked about', () => {
  const company = known(
    'Nos colis partent sous 48 heures',
    'Nous sommes ouverts du lundi au samedi de 9h à 19h',
    'Les retours sont acceptés pendant 14 jours',
    'Je préfère un ton direct',
  );
  it('uses the delivery fact for a question on an order', () => {
    expect(relevantFacts(company, 'Une cliente demande quand elle recevra son colis.')).toEqual([
      'Nos colis partent sous 48 heures.',
    ]);
  });
  it('uses the opening hours and the returns policy on their topics only', () => {
    expect(relevantFacts(company, 'Réponds à un client qui veut savoir si on est ouverts samedi.')).toEqual([
      'Nous sommes ouverts du lundi au samedi de 9h à 19h.',
    ]);
    expect(relevantFacts(company, 'Un client veut rembourser une veste trop grande.')).toEqual([
      'Les retours sont acceptés pendant 14 jours.',
    ]);
  });
  it('never tells a recipient what the user said about themselves', () => {
    expect(relevantFacts(company, 'Écris un post sur notre nouvelle collection.')).toEqual([]);
  });
});
