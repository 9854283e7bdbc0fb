import { describe, expect, it } from 'vitest';
import { parisClock } from '../../../../shared/paris-time.ts';
import { listReference } from '../understanding/list-reference.ts';
import { contentPlanAsked, publicationDays, publicationPeriod, weekdaysSaid } from './content-plan.ts';
import { converse, draftOf, testNow } from './play-conversation.ts';

// A dated plan of publications: as many as asked, on the days said, in the period said (Paris
// calendar), each with a subject from the business's trade; then one of its posts written on request.

const today = parisClock(testNow).day; // Tuesday 24 November 2026
const numbered = (reply: string) => reply.split('\n').filter((line) => /^\d+\.\s/.test(line));

describe('the period and the days of a plan', () => {
  it('reads the period said, from today on the Paris calendar', () => {
    expect(publicationPeriod('pour la semaine prochaine', today)).toMatchObject({
      from: today + 6,
      to: today + 12,
    });
    expect(publicationPeriod('cette semaine', today)).toMatchObject({ from: today, to: today + 5 });
    // December is the coming month; January is next year's.
    expect(publicationPeriod('en décembre', today)).toMatchObject({ from: today + 7, to: today + 37 });
    expect(publicationPeriod('pour janvier', today)?.label).toBe('janvier');
    expect(publicationPeriod('sur les 3 prochaines semaines', today)).toMatchObject({
      from: today + 6,
      to: today + 26,
    });
    expect(publicationPeriod('des idées de posts', today)).toBeNull();
  });

  it('puts the posts on the weekdays said, else spreads them over the working days', () => {
    const week = { from: today + 6, to: today + 12, label: '' };
    expect(publicationDays(week, weekdaysSaid('le mardi et le jeudi'), null)).toEqual([today + 7, today + 9]);
    expect(publicationDays(week, [], 3)).toEqual([today + 6, today + 8, today + 10]);
    expect(publicationDays(week, [], 2)).toEqual([today + 7, today + 9]);
    // Two a week over December: Tuesday and Thursday each week, Christmas Day left out.
    const december = publicationPeriod('en décembre', today)!;
    const days = publicationDays(december, [], null, 2);
    expect(days.length).toBeGreaterThanOrEqual(8);
    expect(days).not.toContain(today + 31);
  });

  it('tells a plan from ideas or a staff rota', () => {
    expect(contentPlanAsked('Fais un calendrier éditorial pour janvier')).toBe(true);
    expect(contentPlanAsked('Programme 4 posts Instagram pour la semaine prochaine')).toBe(true);
    expect(contentPlanAsked('Un planning de publications LinkedIn en décembre')).toBe(true);
    expect(contentPlanAsked('Donne-moi 5 idées de posts pour ma boulangerie')).toBe(false);
    expect(contentPlanAsked('Fais le planning de la boutique pour samedi')).toBe(false);
  });
});

describe('a dated content plan, then one of its posts', () => {
  it('plans two LinkedIn posts on the days said for an accounting firm, then writes Thursday’s', async () => {
    const [plan, post] = await converse('suki', [
      'Prépare-moi un planning de 2 posts LinkedIn pour la semaine prochaine pour mon cabinet d’expertise comptable Chiffres & Co : le mardi et le jeudi.',
      'Rédige le post de jeudi.',
    ]);
    const items = numbered(plan!);
    expect(items).toHaveLength(2);
    expect(items[0]).toContain('Mardi 1er décembre');
    expect(items[1]).toContain('Jeudi 3 décembre');
    expect(plan).toContain('LinkedIn');
    expect(plan).not.toMatch(/Avant\/après : un projet client|votre activité/);
    expect(post).toContain('jeudi 3 décembre');
    expect(draftOf(post!)).toContain('Chiffres & Co');
    expect(post).not.toContain('/ai/');
  });

  it('spreads four Instagram posts over a month for a bakery, then writes the last one', async () => {
    const [plan, post] = await converse('suki', [
      'Fais un calendrier de 4 publications Instagram en décembre pour ma boulangerie Au Bon Levain',
      'Écris le dernier.',
    ]);
    const items = numbered(plan!);
    expect(items).toHaveLength(4);
    for (const item of items) expect(item).toMatch(/décembre/);
    expect(plan).toMatch(/boulangerie|fabrication|produit/);
    expect(draftOf(post!)).toContain('Au Bon Levain');
    expect(post).not.toBe(plan);
  });

  it('writes a yoga studio’s plan with the practice named, and the post picked by its number', async () => {
    const [plan, post] = await converse('suki', [
      'Fais-moi un planning de 3 posts pour cette semaine pour mon studio de yoga Souffle',
      'Écris-moi le n°1',
    ]);
    expect(numbered(plan!)).toHaveLength(3);
    expect(plan).toContain('du yoga');
    expect(draftOf(post!)).toMatch(/yoga|Souffle/);
  });

  it('writes an idea picked by its rank as a post, never handing it to the project manager', async () => {
    const [, post] = await converse('suki', [
      'Donne-moi 5 idées de posts pour ma boulangerie',
      'Rédige la deuxième',
    ]);
    expect(post).not.toContain('/ai/millie');
    expect(post).toMatch(/post/i);
  });
});

describe('an item of the list before, named by its day, number or position', () => {
  const plan = [
    'Lundi 7 décembre — Première séance',
    'Mercredi 9 décembre — Le conseil du coach',
    'Vendredi 11 décembre — Le week-end',
  ];
  it.each([
    ['Écris-moi celui du mercredi.', 1, 'celui du mercredi'],
    ['Rédige le post de vendredi', 2, 'le post de vendredi'],
    ['Écris celle du 7 décembre', 0, 'celle du 7 décembre'],
    ['Développe le n°2 stp', 1, 'le n°2'],
    ['Rédige le 3', 2, 'le 3'],
    ['Écris le premier post', 0, 'le premier post'],
    ['Rédige la dernière, en plus court', 2, 'la dernière'],
  ])('« %s » → item %i', (message, index, said) => {
    const reference = listReference(message, plan);
    expect(reference?.index).toBe(index);
    expect(message.slice(reference!.start, reference!.end)).toBe(said);
  });

  it('reads no item in a date, a rank of a thing, or a day no item has', () => {
    expect(listReference('Rédige la relance pour le 3 décembre', plan)).toBeNull();
    expect(listReference('Écris la troisième relance à M. Petit', plan)).toBeNull();
    expect(listReference('Écris celui du jeudi', plan)).toBeNull();
  });
});

describe('ideas of posts drawn from the trade, the month and the plans’ subjects', () => {
  const ideasOf = (reply: string) => reply.split('\n').filter((line) => /^\d+\. /.test(line));

  it('proposes a cheese shop’s own subjects, and writes the second from its entry', async () => {
    const [ideas, post] = await converse('suki', [
      'Propose-moi 5 idées de publications pour ma fromagerie',
      'Écris la deuxième',
    ]);
    expect(ideasOf(ideas!)).toHaveLength(5);
    expect(ideas).not.toMatch(/Avant\/après|votre activité|variante/);
    expect(ideas).toMatch(/fromagerie|producteur|comptoir/);
    const second = ideasOf(ideas!)[1]!.replace(/^\d+\. /, '');
    expect(post).toContain(`« ${second} »`);
    expect(draftOf(post!)).not.toContain(second);
    expect(draftOf(post!)).toContain('#Fromagerie');
  });

  it('gives a garage winter angles in January, true every year, without a date or a price', async () => {
    const [ideas] = await converse('suki', [
      'Quelles idées de contenus pour mon garage automobile en janvier ?',
    ]);
    expect(ideas).toMatch(/froid|hiver/);
    expect(ideas).toMatch(/voyants|révision|mécanicien/);
    expect(ideas).not.toMatch(/€|\d{1,2} janvier|Avant\/après/);
  });

  it('gives a beauty salon summer angles in July and a restaurant autumn ones in October', async () => {
    const [beauty] = await converse('suki', [
      'Donne-moi 4 idées de posts Instagram pour mon institut de beauté pour juillet',
    ]);
    expect(beauty).toMatch(/en été/);
    expect(beauty).not.toMatch(/hiver|printemps/);
    const [restaurant] = await converse('suki', [
      'Trouve-moi des idées de posts pour mon restaurant en octobre',
    ]);
    expect(restaurant).toMatch(/d’automne/);
  });

  it('names the town said, and writes an idea picked far down the list (« la neuvième »)', async () => {
    const [ideas, post] = await converse('suki', [
      'Donne-moi 10 idées de posts pour ma librairie à Quimper',
      'Rédige la neuvième',
    ]);
    expect(ideas).toContain('pour votre librairie à Quimper');
    const ninth = ideasOf(ideas!)[8]!.replace(/^\d+\. /, '');
    expect(post).toContain(`« ${ninth} »`);
    expect(draftOf(post!)).toContain('#Quimper');
  });

  it('says how many distinct ideas there are instead of repeating one', async () => {
    const [ideas] = await converse('suki', ['Donne-moi 20 idées de posts pour ma librairie']);
    const items = ideasOf(ideas!);
    expect(new Set(items.map((item) => item.replace(/^\d+\. /, ''))).size).toBe(items.length);
    expect(items.length).toBeLessThan(20);
    expect(ideas).toMatch(/Je n’ai que \d+ idées distinctes/);
  });
});

describe('long plans and plans of another year', () => {
  const titles = (plan: string) => numbered(plan).map((item) => item.replace(/^.*?— /, ''));

  it('never repeats a subject in a long plan, and says when the distinct subjects run out', async () => {
    const [plan] = await converse('suki', [
      'Fais un planning de 15 posts pour mon salon de coiffure en mars',
    ]);
    const said = titles(plan!).filter((title) => title !== 'sujet à choisir ensemble');
    expect(new Set(said).size).toBe(said.length);
    expect(said.length).toBeGreaterThan(8);
    expect(plan).toMatch(/Je n’ai que \d+ sujets distincts/);
  });

  it('varies a plumber’s eight posts over four weeks without repeating one', async () => {
    const [plan] = await converse('suki', [
      'Prépare un calendrier éditorial de 8 posts pour mon entreprise de plomberie, 2 posts par semaine, sur les 4 prochaines semaines',
    ]);
    const said = titles(plan!);
    expect(said).toHaveLength(8);
    expect(new Set(said).size).toBe(8);
  });

  it('says the year once when the whole plan is next year, on the lines when it spans two', async () => {
    const [january] = await converse('suki', ['Un planning de 3 posts pour ma boulangerie en janvier']);
    expect(january).toContain('pour janvier 2027');
    for (const item of numbered(january!)) expect(item).not.toMatch(/2027\*\*/);
    expect(january).toMatch(/Nos vœux pour 2027/);
    const [december] = await converse('suki', ['Un planning de 3 posts pour ma boulangerie en décembre']);
    expect(december).not.toMatch(/202\d\*\*/);
  });
});
