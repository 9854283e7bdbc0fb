import { describe, expect, it } from 'vitest';
import { converse, testNow } from './play-conversation.ts';
import { minimumOf, staffingReply, staffingRequestOf, teamSizeOf } from './staffing-check.ts';

describe('absences checked against the minimum staffing', () => {
  it.each([
    ['il me faut au moins 2 personnes presentes chaque jour', 2],
    ['il faut 3 personnes minimum', 3],
    ['minimum deux vendeuses', 2],
    ['il nous faut 4 salaries', 4],
    ['qui est absent quand ?', null],
  ])('reads the floor of « %s »', (said, floor) => {
    expect(minimumOf(said)).toBe(floor);
  });

  it.each([
    ["j'ai 4 salaries", 4],
    ['nous sommes 6 dans la boutique', 6],
    ['une equipe de cinq personnes', 5],
    ['karim et ines', null],
  ])('reads the team of « %s »', (said, size) => {
    expect(teamSizeOf(said)).toBe(size);
  });

  it('finds the working day that falls short, weekends and public holidays left out', () => {
    const request = staffingRequestOf(
      'Nous sommes 3 à l’atelier. Sophie pose ses vacances du 10 au 14 août, Malik du lundi 16 au mercredi 18 août et Jeanne du 13 au 18 août. Il faut 2 personnes minimum. Quels jours ça coince ?',
      testNow,
    );
    expect(request?.people).toEqual(['Sophie', 'Malik', 'Jeanne']);
    expect(request?.team).toBe(3);
    expect(request?.minimum).toBe(2);
    const reply = staffingReply(request!, testNow);
    // 14 and 15 August 2027 are a weekend (the 15th a public holiday too); Friday 13, Sophie and
    // Jeanne are both away; 16 to 18, Malik and Jeanne.
    expect(reply).toContain('**vendredi 13 août 2027 : 1 personne présente sur 3 (Malik)');
    expect(reply).toContain('**mardi 17 août 2027 : 1 personne présente sur 3 (Sophie)');
    expect(reply).toContain('4 jours posent problème');
    expect(reply).not.toMatch(/samedi 14 août 2027 :/);
    expect(reply).not.toMatch(/dimanche 15 août 2027 :/);
    expect(reply).not.toContain('[');
  });

  it('skips a public holiday inside an absence and names it', () => {
    const request = staffingRequestOf(
      'J’ai 3 employés. Lucas est en congés du 10 au 14 mai, Emma du 13 au 15 mai. Il me faut au moins 2 personnes. Ça passe ?',
      testNow,
    );
    const reply = staffingReply(request!, testNow);
    // Ascension Thursday 2027 is 6 May; 8 May is a Saturday: here no holiday inside, 13 and 14 short.
    expect(reply).toContain('**jeudi 13 mai 2027');
    expect(reply).toContain('**vendredi 14 mai 2027');
    const christmas = staffingReply(
      staffingRequestOf(
        'On est 2. Anne est absente du 23 au 28 décembre. Il faut au moins 1 personne. Quel jour pose problème ?',
        testNow,
      )!,
      testNow,
    );
    expect(christmas).toContain('jour férié : vendredi 25 décembre');
    expect(christmas).not.toMatch(/- \**vendredi 25 décembre/);
    expect(christmas).toContain('Aucun jour ne pose problème');
  });

  it('says who is absent when, without a minimum', async () => {
    const [reply = ''] = await converse('dot', [
      'Qui est absent quand ? Léa du lundi 21 au mercredi 23 décembre, Hugo le 22 décembre et Anaïs du 22 au 24 décembre.',
    ]);
    expect(reply).toContain(
      'mardi 22 décembre : aucune personne présente sur 3 — absences : Léa, Hugo et Anaïs',
    );
    expect(reply).toContain('Le jour où il manque le plus de monde : mardi 22 décembre');
  });

  it('is Millie’s too, and a request about leave without a count is not it', async () => {
    const [millie = ''] = await converse('millie', [
      'On est 4. Tom est en congés du 2 au 6 mars, Inès du 4 au 10 mars. Il faut 3 personnes minimum chaque jour, quel jour pose problème ?',
    ]);
    expect(millie).toContain('jeudi 4 mars 2027 : 2 personnes présentes sur 4');
    expect(
      staffingRequestOf('Réponds à Karim que ses congés du 21 au 25 décembre sont acceptés.', testNow),
    ).toBeNull();
    // A weekly constraint of a shift split is no dated absence.
    expect(
      staffingRequestOf(
        'Fais-moi le planning de la boutique : il faut 2 personnes le samedi et 1 les autres jours. On est trois : Claire, Malik et Sarah. Sarah ne travaille pas le mardi.',
        testNow,
      ),
    ).toBeNull();
  });
});
