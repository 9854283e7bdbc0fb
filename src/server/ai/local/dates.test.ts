import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parisInstant } from '../../../shared/paris-time.ts';
import { findDate, findDates } from './dates.ts';

const dayMs = 86_400_000;
const iso = (day: number) => new Date(day * dayMs).toISOString().slice(0, 10);

/** The day, start and end a text says, as "2026-11-23 09:00-10:00" for readable failures. */
function read(text: string, now: Date): string | null {
  const mention = findDate(text, now);
  if (!mention) return null;
  const time = (minutes: number | null) =>
    minutes === null
      ? ''
      : `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  const start = time(mention.minutes);
  const end = mention.endMinutes === null ? '' : `-${time(mention.endMinutes)}`;
  return `${iso(mention.day)}${start ? ` ${start}` : ''}${end}`;
}

// Sunday 22 November 2026, 10:00 in Paris.
const sunday = new Date('2026-11-22T09:00:00Z');
// Wednesday 25 November 2026, 16:00 in Paris.
const wednesday = new Date('2026-11-25T15:00:00Z');

describe('a deadline « avant … » written in a document', () => {
  it.each([
    ['Envoyer le devis avant vendredi', '2026-11-27'],
    ['à rendre avant lundi', '2026-11-30'],
    ['avant le 4 décembre', '2026-12-04'],
  ])('reads « %s » as due that day, the day included', (text, day) => {
    expect(iso(findDate(text, wednesday, { deadlineInclusive: true })!.day)).toBe(day);
  });

  it('keeps the chat’s reading (the day before) without the option', () => {
    expect(iso(findDate('avant vendredi', wednesday)!.day)).toBe('2026-11-26');
  });
});

describe('a span said with its weekdays', () => {
  it('reads « du vendredi 12 au dimanche 14 mars » as one span in March', () => {
    const [span] = findDates('la vente a lieu du vendredi 12 au dimanche 14 mars', wednesday);
    expect(iso(span!.day)).toBe('2027-03-12');
    expect(iso(span!.endDay!)).toBe('2027-03-14');
  });
});

describe('an ordinal before its noun is no day', () => {
  it.each(['le premier mois est offert', 'la première séance, puis le 2 mois après', 'le premier étage'])(
    '« %s » names no day',
    (text) => {
      expect(findDates(text, wednesday)).toEqual([]);
    },
  );
  it('still reads « le premier » and « le 3 » as days', () => {
    expect(findDates('on se voit le 3 ?', wednesday)).toHaveLength(1);
    expect(findDates('on se voit le premier ?', wednesday)).toHaveLength(1);
  });
  it.each([
    'Le premier est prévu le 7 janvier.',
    'le premier arrive lundi 4 janvier',
    'Le premier sera livré le 12 mars, le second en avril.',
  ])('« %s »: « le premier » subject of its verb is a thing, not the 1st', (text) => {
    expect(findDates(text, wednesday).map((date) => date.text.toLowerCase())).not.toContain('le premier');
  });
});

describe('a day that comes back every week is no date', () => {
  it.each([
    'nos ateliers de poterie du samedi matin',
    'le marché du mardi',
    'chaque lundi, on fait le point',
    'tous les vendredis soir',
    '30 heures par semaine du mercredi au dimanche, 1 850 € brut par mois',
  ])('« %s » names no day', (text) => {
    expect(findDate(text, wednesday)).toBeNull();
  });

  it.each([
    ['la réunion de mardi', '2026-12-01'],
    ['les ateliers du samedi 5 décembre', '2026-12-05'],
  ])('while « %s » is a day', (text, day) => {
    expect(iso(findDate(text, wednesday)!.day)).toBe(day);
  });
});

describe('French days and times, read on the Paris calendar', () => {
  it.each([
    ["aujourd'hui", '2026-11-22'],
    ['ce soir', '2026-11-22 19:00'],
    ['demain', '2026-11-23'],
    ['Demain matin', '2026-11-23 09:00'],
    ['demain soir', '2026-11-23 19:00'],
    ['après-demain', '2026-11-24'],
    ['apres demain à 10h', '2026-11-24 10:00'],
    ['lundi', '2026-11-23'],
    ['mardi', '2026-11-24'],
    ['samedi', '2026-11-28'],
    ['dimanche', '2026-11-29'],
    ['mardi prochain', '2026-11-24'],
    ['mardi en huit', '2026-12-01'],
    ['la semaine prochaine', '2026-11-23'],
    ['dans 3 jours', '2026-11-25'],
    ['dans deux semaines', '2026-12-06'],
    ['dans quinze jours', '2026-12-06'],
    ['dans huit jours', '2026-11-29'],
    ['le 3 décembre', '2026-12-03'],
    ['le 1er décembre', '2026-12-01'],
    ['le premier décembre', '2026-12-01'],
    ['3/12', '2026-12-03'],
    ['le 28/11', '2026-11-28'],
    ['le 3', '2026-12-03'],
    ['le 25', '2026-11-25'],
    ['le 22', '2026-11-22'],
    ['avant vendredi', '2026-11-26'],
    ["d'ici jeudi", '2026-11-26'],
    ['fin de semaine', '2026-11-27'],
    ['en fin de mois', '2026-11-30'],
    ['le 5 janvier', '2027-01-05'],
    ['le 20 novembre', '2027-11-20'],
    ['le 20 novembre 2026', '2026-11-20'],
    ['à 11h', '2026-11-22 11:00'],
    ['à 9h', '2026-11-23 09:00'],
    ['10 h 30', '2026-11-22 10:30'],
    ['14h', '2026-11-22 14:00'],
    ['18:45', '2026-11-22 18:45'],
    ['de 14h à 15h30', '2026-11-22 14:00-15:30'],
    ['de 14 h à 15 h 30', '2026-11-22 14:00-15:30'],
    ['midi', '2026-11-22 12:00'],
    ['minuit', '2026-11-23 00:00'],
    ['à midi et demi', '2026-11-22 12:30'],
    ['à dix heures et demie', '2026-11-22 10:30'],
    ['vers quinze heures', '2026-11-22 15:00'],
    ['mardi à 10h', '2026-11-24 10:00'],
    ['jeudi de 14h à 15h30', '2026-11-26 14:00-15:30'],
    ['vendredi après-midi', '2026-11-27 14:00'],
    ['à 9 heures demain', '2026-11-23 09:00'],
    ['demain à partir de 9 h 30', '2026-11-23 09:30'],
    ['le 3 à 11h', '2026-12-03 11:00'],
    ['vendredi 27 novembre à 8h', '2026-11-27 08:00'],
  ])('on Sunday 22 November at 10:00, « %s » is %s', (text, expected) => {
    expect(read(text, sunday)).toBe(expected);
  });

  it.each([
    ['lundi', '2026-11-30'],
    ['mercredi', '2026-12-02'],
    ['vendredi', '2026-11-27'],
    ['vendredi prochain', '2026-12-04'],
    ['jeudi prochain', '2026-12-03'],
    ['fin février', '2027-02-28'],
    ['début mars', '2027-03-01'],
    ['mi-janvier 2027', '2027-01-15'],
    ['fin novembre', '2026-11-30'],
    ['livraison prévue fin de février', '2027-02-28'],
    ['lundi prochain', '2026-11-30'],
    ['ce vendredi', '2026-11-27'],
    ['fin de semaine', '2026-11-27'],
    ['la semaine prochaine', '2026-11-30'],
    ['avant lundi', '2026-11-29'],
    ['le 3', '2026-12-03'],
    ['le 30', '2026-11-30'],
    ['le 24', '2026-12-24'],
    ['à 10h', '2026-11-26 10:00'],
    ['ce matin', '2026-11-25 09:00'],
  ])('on Wednesday 25 November at 16:00, « %s » is %s', (text, expected) => {
    expect(read(text, wednesday)).toBe(expected);
  });

  it('says where each mention is, so a caller can cut it out of a title', () => {
    const text = "Appeler le comptable d'ici jeudi, puis relancer Durand le 3 décembre à 10h";
    const mentions = findDates(text, sunday);
    expect(mentions.map((m) => m.text)).toEqual(["d'ici jeudi", 'le 3 décembre à 10h']);
    for (const mention of mentions)
      expect(text.slice(mention.index, mention.index + mention.text.length)).toBe(mention.text);
    expect(mentions[1]).toMatchObject({ minutes: 600, endMinutes: null });
  });

  it.each([
    'Crée 3 tâches',
    'un jeu concours',
    'la mer est calme',
    'pendant 30 minutes',
    'une réunion de 2h',
    'appeler à 10',
    'version 2 du devis',
    'Quelles sont mes tâches ?',
    'astreinte 7j/7 de jour comme de nuit',
    'joignable 24 h/24',
    'appelez-nous au 02 97 45 18 30',
    'tél. 06.12.34.56.78',
    'au +33 6 12 34 56 78',
  ])('finds no date in « %s »', (text) => {
    expect(findDates(text, sunday)).toEqual([]);
  });

  it('puts a time said later in the sentence on the day said before it, and reads words whole', () => {
    const [day, hours] = findDates('ouverts le 26 décembre : oui, de 9h à 13h', sunday);
    expect(hours).toMatchObject({ day: day!.day, minutes: 540, endMinutes: 780 });
    expect(hours!.timeOnly).toBeUndefined();
    expect(findDates('notre soirée du vendredi 12 décembre', sunday).map((m) => m.text)).toEqual([
      'vendredi 12 décembre',
    ]);
    expect(findDates('ouvert de 9h à 13h', sunday)[0]).toMatchObject({ timeOnly: true });
    // Each time of a list after a day is on that day, not today's or tomorrow's by the clock.
    const listed = findDates(
      'mardi : 9h avec le comptable, 11h avec un fournisseur et 15h avec Mme Petit',
      sunday,
    );
    expect(listed.map((m) => [m.day, m.minutes])).toEqual([
      [Date.UTC(2026, 10, 24) / dayMs, null],
      [Date.UTC(2026, 10, 24) / dayMs, 540],
      [Date.UTC(2026, 10, 24) / dayMs, 660],
      [Date.UTC(2026, 10, 24) / dayMs, 900],
    ]);
  });

  it('keeps the time of day and leaves out a length of time', () => {
    expect(findDates('réunion jeudi à 14h pendant deux heures', sunday)).toEqual([
      { text: 'jeudi à 14h', index: 8, day: Date.UTC(2026, 10, 26) / dayMs, minutes: 840, endMinutes: null },
    ]);
  });
});

describe('Paris days whatever the server zone, across daylight-saving changes', () => {
  const savedZone = process.env.TZ;
  beforeAll(() => {
    // A server far from Paris: its own calendar day differs from Paris's for hours each day.
    process.env.TZ = 'Pacific/Auckland';
  });
  afterAll(() => {
    process.env.TZ = savedZone;
  });

  it('reads "demain à 10h" across the spring change (Sunday 29 March 2026, 00:30 in Paris)', () => {
    const now = new Date('2026-03-28T23:30:00Z');
    const mention = findDate('demain à 10h', now)!;
    expect(iso(mention.day)).toBe('2026-03-30');
    // Summer time: 10:00 in Paris is 08:00 UTC.
    expect(parisInstant(mention.day, mention.minutes!).toISOString()).toBe('2026-03-30T08:00:00.000Z');
    expect(read("aujourd'hui", now)).toBe('2026-03-29');
    expect(read('ce soir', now)).toBe('2026-03-29 19:00');
  });

  it('reads "lundi" and "à 9h" across the autumn change (Saturday 24 October 2026, 23:30 in Paris)', () => {
    const now = new Date('2026-10-24T21:30:00Z');
    expect(read('lundi', now)).toBe('2026-10-26');
    expect(read('demain', now)).toBe('2026-10-25');
    const nine = findDate('dimanche à 9h', now)!;
    // Winter time again on Sunday 25 October: 09:00 in Paris is 08:00 UTC.
    expect(parisInstant(nine.day, nine.minutes!).toISOString()).toBe('2026-10-25T08:00:00.000Z');
  });

  it('reads the Paris day when the server is already on the next one', () => {
    // 23:00 in Paris on Sunday 22 November is Monday noon in Auckland.
    const now = new Date('2026-11-22T22:00:00Z');
    expect(new Date(now).getDate()).toBe(23);
    expect(read('demain', now)).toBe('2026-11-23');
    expect(read('dans 3 jours', now)).toBe('2026-11-25');
    expect(read('lundi', now)).toBe('2026-11-23');
  });
});

describe('several days said together', () => {
  const days = (text: string, now: Date) =>
    findDates(text, now).map((mention) =>
      mention.endDay === undefined ? iso(mention.day) : `${iso(mention.day)}..${iso(mention.endDay)}`,
    );

  it.each([
    ['les 12 et 13 mars', ['2027-03-12', '2027-03-13']],
    ['le 12 et le 13 mars', ['2027-03-12', '2027-03-13']],
    ['le jeudi 10 et le vendredi 11 décembre', ['2026-12-10', '2026-12-11']],
    ['les 3, 4 et 5 février', ['2027-02-03', '2027-02-04', '2027-02-05']],
    ['les samedis 5 et 12 décembre', ['2026-12-05', '2026-12-12']],
    ['les 8 ou 9 février', ['2027-02-08', '2027-02-09']],
    ['du 12 au 14 mars', ['2027-03-12..2027-03-14']],
    ['du 30 décembre au 2 janvier', ['2026-12-30..2027-01-02']],
    ['du 7 au 9', ['2026-12-07..2026-12-09']],
    ['du 14 au 10', []],
  ])('%s', (text, expected) => {
    const found = days(text, sunday);
    if (expected.length) expect(found).toEqual(expected);
    else expect(found.some((day) => day.includes('..'))).toBe(false);
  });
});

describe('a move from one weekday and time to another', () => {
  it('reads « de mardi 14h à jeudi 10h » as two days, each at its own time', () => {
    const [from, to] = findDates('décale la réunion de mardi 14h à jeudi 10h', sunday);
    expect([iso(from!.day), from!.minutes, iso(to!.day), to!.minutes]).toEqual([
      '2026-11-24',
      840,
      '2026-11-26',
      600,
    ]);
  });

  it('keeps « jeudi de 14h à 15h30 » one day', () => {
    expect(findDates('jeudi de 14h à 15h30', sunday)).toHaveLength(1);
  });
});

describe('a day of the week as a working condition', () => {
  it('is no date: « dispo le samedi », « travailler le dimanche », « le samedi est négociable »', () => {
    const now = new Date('2026-11-24T09:00:00Z');
    expect(findDates('Il faut être dispo le samedi et travailler le dimanche matin.', now)).toEqual([]);
    expect(findDates('Demande-lui si le samedi est négociable.', now)).toEqual([]);
    expect(findDates('Rendez-vous samedi à 10 h.', now)).toHaveLength(1);
  });
});

describe('a weekday told in the past', () => {
  // Wednesday 25 November 2026: Monday 23, Tuesday 24 and Friday 20 are past.
  it.each([
    ["je n'ai pas pu venir lundi à cause d'une panne", '2026-11-23'],
    ["on n'a pas pu passer lundi, la route était coupée", '2026-11-23'],
    ['la livraison de vendredi dernier n’est pas arrivée', '2026-11-20'],
    ["la livraison de vendredi n'est pas arrivee", '2026-11-20'],
    ['comme convenu mardi, je vous envoie le devis', '2026-11-24'],
    ['je suis passe lundi mais personne', '2026-11-23'],
    ['on a livre vendredi', '2026-11-20'],
    ['nous nous sommes vus mardi', '2026-11-24'],
  ])('« %s » is the last one (%s)', (text, day) => {
    expect(read(text, wednesday)).toBe(day);
  });

  it.each([
    ['je passe jeudi à 8h', '2026-11-26 08:00'],
    ['nous avons reporté la livraison à vendredi', '2026-11-27'],
    ['la réunion de lundi est annulée', '2026-11-30'],
    ['on a rendez-vous lundi', '2026-11-30'],
    ['il est à rendre a faire lundi', '2026-11-30'],
    ['j’ai écrit à Sophie pour décaler la réunion de lundi à mardi', '2026-11-30'],
  ])('« %s » is still to come (%s)', (text, day) => {
    expect(read(text, wednesday)).toBe(day);
  });

  it('reads the past day and the next one in one sentence', () => {
    const days = findDates("je n'ai pas pu venir lundi et je passe jeudi à 8h", wednesday).map((found) =>
      iso(found.day),
    );
    expect(days).toEqual(['2026-11-23', '2026-11-26']);
  });
});
