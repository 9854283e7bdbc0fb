import { describe, expect, it } from 'vitest';
import { findDates } from '../dates.ts';
import { converse, draftOf, testNow } from './play-conversation.ts';

describe('A letter that proposes something, to a reader known by an office', () => {
  it('offers what the user proposes, greets the director by her office and invents no date', async () => {
    const [reply = ''] = await converse('alfred', [
      'Écris un mail à la directrice de l’école Jules Ferry pour lui proposer une intervention sur le compostage avec ses CM2, gratuite, un jeudi après-midi de janvier.',
    ]);
    const draft = draftOf(reply);
    expect(draft).toContain('Madame la Directrice,');
    expect(draft).toContain(
      'Je me permets de vous écrire pour vous proposer une intervention sur le compostage avec vos CM2, gratuite, un jeudi après-midi de janvier.',
    );
    expect(draft).toContain('Je vous prie d’agréer, Madame la Directrice,');
    expect(draft).toMatch(/Objet :\*\* Proposition : Intervention sur le compostage/);
    expect(reply).not.toMatch(/Merci pour votre message|décembre|14 h|Re :/);
  });

  it('greets the mayor, names the object of a proposed deed in the subject', async () => {
    const [reply = ''] = await converse('alfred', [
      'ecris au maire de Plougastel pour lui proposer d installer un composteur partagé sur la place du marché',
    ]);
    const draft = draftOf(reply);
    expect(draft).toContain('Monsieur le Maire,');
    expect(draft).toMatch(/vous proposer d[’']installer un composteur partagé sur la place du marché\./);
    expect(draft).toMatch(/Proposition : Composteur partagé/);
  });

  it('keeps « Madame, Monsieur » for an office without a person, and « Bonjour » for a named reader', async () => {
    const [office = ''] = await converse('alfred', [
      'Écris à la mairie de Brest pour lui proposer une animation de Noël sur le marché, le samedi 19 décembre.',
    ]);
    expect(draftOf(office)).toContain('Madame, Monsieur,');
    expect(draftOf(office)).toContain('samedi 19 décembre');
    const [named = ''] = await converse('alfred', [
      'Écris à Mme Quéméner pour lui proposer un abonnement d’entretien de son jardin, deux passages par mois.',
    ]);
    expect(draftOf(named)).toMatch(/Bonjour Madame Quéméner,/);
    expect(draftOf(named)).toContain(
      'vous proposer un abonnement d’entretien de votre jardin, deux passages par mois.',
    );
  });
});

describe('A weekday with « un » is one still to choose, not the next one', () => {
  it('reads no date in « un jeudi après-midi de janvier » or « un samedi matin »', () => {
    expect(findDates('une intervention un jeudi après-midi de janvier', testNow)).toEqual([]);
    expect(findDates('on peut passer un samedi matin', testNow)).toEqual([]);
    expect(findDates('on passe samedi matin', testNow)).toHaveLength(1);
  });
});

describe('Two people written to together, their occasion, and a reminder', () => {
  it('greets both, opens with their occasion and recalls rather than announces', async () => {
    const [reply = ''] = await converse('alfred', [
      'Écris un mail à Sophie et Mathieu (leur mariage est le 12 juin 2027) pour leur rappeler que l’acompte de 600 € est à régler avant le 15 décembre.',
    ]);
    const draft = draftOf(reply);
    expect(draft).toContain('Bonjour Sophie et Mathieu,');
    expect(draft).toContain(
      'Pour votre mariage du 12 juin 2027, je vous rappelle que l’acompte de 600 € est à régler avant le 15 décembre.',
    );
    expect(draft).toContain('**Objet :** L’acompte de 600 €');
  });

  it('reads two first names typed without accents, and keeps one reader otherwise', async () => {
    const [both = ''] = await converse('alfred', [
      'ecris a Julie et Hugo (leur demenagement est le 8 janvier) pour leur dire que le camion sera la a 8h',
    ]);
    expect(draftOf(both)).toContain('Bonjour Julie et Hugo,');
    expect(draftOf(both)).toMatch(/Pour votre déménagement du 8 janvier, /);
    const [one = ''] = await converse('alfred', [
      'Écris à Mme Le Roux pour lui rappeler que la réunion de copropriété est le 9 décembre.',
    ]);
    expect(draftOf(one)).toContain('Bonjour Madame Le Roux,');
    expect(draftOf(one)).toContain('Je vous rappelle que la réunion de copropriété est le 9 décembre');
  });
});
