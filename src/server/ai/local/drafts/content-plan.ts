// Suki's dated content plan: « un planning de 3 posts pour la semaine prochaine : un le lundi, un le
// mercredi, un le vendredi », « un calendrier de publications Instagram en décembre ». As many posts
// as asked, on the weekdays said (dates on the Paris calendar, in the period said), spread over the
// period's working days when no day is said; each with a subject drawn from the business and its trade.
import { type DayNumber, weekday } from '../../../../shared/paris-time.ts';
import {
  atBusiness,
  capitalise,
  fold,
  foldedMonthNames,
  formatDay,
  isWorkingDay,
  numberOf,
  plural,
  withDe,
} from '../french.ts';
import { voices } from '../team.ts';
import type { Conversation } from '../understanding/conversation.ts';
import { extractFacts, type Facts, type Platform } from '../understanding/facts.ts';
import { blocks, quote } from './compose.ts';

const networkNames: Record<Platform, string> = {
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
  facebook: 'Facebook',
  x: 'X',
  tiktok: 'TikTok',
};

const contentNouns =
  '(?:posts?|publications?|contenus?|articles?|stories|storys?|reels?|videos?|newsletters?)';
const countWord = '(?:\\d{1,2}|un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|douze|quinze|vingt)';

/**
 * The words that ask for a dated plan of publications, on the accent-folded request: « un planning de
 * 3 posts », « un calendrier éditorial », « le programme de nos publications », « planifie 4 posts ».
 */
export const contentPlanWords = new RegExp(
  `\\b(?:planning|calendrier|programme|plan|planification)\\s+(?:editorial\\s+)?(?:de|des|d'|du|pour)\\s*(?:mes |nos |les |la |ma |notre )?(?:${countWord}\\s+)?(?:${contentNouns}|publication)\\b|\\bcalendrier editorial\\b|\\bplanning editorial\\b|\\b(?:planifie|programme|organise)\\w*(?:-(?:moi|nous))?\\s+(?:mes |nos |les )?(?:${countWord}\\s+)?${contentNouns}\\b`,
);

/** The opening of a request for a dated plan (registry `asked` of the content ideas). */
export const contentPlanAskedOpening = new RegExp(
  `^(?:(?:peux-tu|pourrais-tu|pouvez-vous|tu peux|merci de|j'aimerais|je voudrais)\\s+)?(?:(?:me |nous )?(?:fai\\w*|prepar\\w*|propos\\w*|cre\\w*|etabli\\w*|construi\\w*|donn\\w*|redig\\w*|ecri\\w*|organis\\w*|planifi\\w*|program\\w*|elabor\\w*|sors?)(?:-(?:moi|nous))?\\s+)?(?:(?:un|une|le|la|mon|notre|mes|nos)\\s+)?(?:${contentPlanWords.source})`,
);

const weekdayNames = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'];
const monthNames = foldedMonthNames;

export interface PublicationPeriod {
  from: DayNumber;
  to: DayNumber;
  /** How the plan names it: « la semaine du lundi 7 décembre », « décembre ». */
  label: string;
  /** True when the period is a month (« en janvier », « le mois prochain », « ce mois-ci »). */
  month?: boolean;
}

const dayMs = 86_400_000;

function mondayOf(day: DayNumber): DayNumber {
  return day - ((weekday(day) + 6) % 7);
}

function monthSpan(year: number, month: number): { from: DayNumber; to: DayNumber } {
  return { from: Date.UTC(year, month, 1) / dayMs, to: Date.UTC(year, month + 1, 0) / dayMs };
}

/**
 * The period the publications are planned over, on the Paris calendar from `today`: « la semaine
 * prochaine », « cette semaine », « les 3 prochaines semaines », « ce mois-ci », « le mois prochain »,
 * « en décembre » (this year's, or next year's once passed; from today when it is the current month).
 * Null when none is said.
 */
export function publicationPeriod(command: string, today: DayNumber): PublicationPeriod | null {
  const folded = fold(command);
  const monday = mondayOf(today);
  const weekLabel = (from: DayNumber, to: DayNumber) => `la semaine ${daySpan(from, to, today)}`;
  if (/\b(?:la semaine (?:prochaine|suivante)|semaine prochaine|prochaine semaine)\b/.test(folded))
    return { from: monday + 7, to: monday + 13, label: weekLabel(monday + 7, monday + 13) };
  const weeks = new RegExp(
    `\\b(?:les|des|sur (?:les )?)\\s*(${countWord}) (?:prochaines semaines|semaines (?:a venir|qui viennent))\\b|\\bsur (${countWord}) semaines\\b`,
  ).exec(folded);
  const weekCount = weeks ? numberOf(weeks[1] ?? weeks[2] ?? '') : null;
  if (weekCount && weekCount > 0 && weekCount <= 12) {
    const to = monday + 7 * weekCount + 6;
    return {
      from: monday + 7,
      to,
      label: `les ${weekCount} semaines ${daySpan(monday + 7, to, today)}`,
    };
  }
  if (/\b(?:cette semaine|la semaine en cours|de la semaine)\b/.test(folded))
    return { from: today, to: monday + 6, label: `cette semaine, jusqu’au ${formatDay(monday + 6, today)}` };
  const date = new Date(today * dayMs);
  const [year, month] = [date.getUTCFullYear(), date.getUTCMonth()];
  if (/\b(?:le mois prochain|du mois prochain|mois suivant)\b/.test(folded)) {
    const span = monthSpan(year, month + 1);
    return { ...span, label: frenchMonth(span.from), month: true };
  }
  if (/\b(?:ce mois-ci|ce mois|du mois)\b/.test(folded))
    return {
      from: today,
      to: monthSpan(year, month).to,
      label: `ce mois-ci, jusqu’au ${formatDay(monthSpan(year, month).to, today)}`,
      month: true,
    };
  const named = new RegExp(
    `\\b(?:en|de|d'|pour|du mois de|sur)\\s*(${monthNames.join('|')})\\b(?!\\s+\\d)`,
  ).exec(folded);
  if (named) {
    const wanted = monthNames.indexOf(named[1]!);
    if (wanted === month) {
      const span = monthSpan(year, month);
      return { from: today, to: span.to, label: frenchMonth(span.from), month: true };
    }
    const span = monthSpan(wanted < month ? year + 1 : year, wanted);
    return { ...span, label: frenchMonth(span.from), month: true };
  }
  return null;
}

/** « du lundi 7 au dimanche 13 décembre », « du lundi 28 décembre au dimanche 3 janvier ». */
function daySpan(from: DayNumber, to: DayNumber, today: DayNumber): string {
  const first = formatDay(from, today);
  const last = formatDay(to, today);
  const month = /\s(\p{L}+(?:\s\d{4})?)$/u.exec(last)?.[1];
  const sameMonth = month !== undefined && first.endsWith(` ${month}`);
  return `du ${sameMonth ? first.slice(0, -month.length - 1) : first} au ${last}`;
}

function frenchMonth(day: DayNumber): string {
  return new Intl.DateTimeFormat('fr-FR', { month: 'long', timeZone: 'UTC' }).format(new Date(day * dayMs));
}

/** The weekdays the request names for the publications, in the order said (0 is Sunday). */
export function weekdaysSaid(command: string): number[] {
  const folded = fold(command);
  const days: number[] = [];
  for (const match of folded.matchAll(/\b(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)s?\b/g)) {
    const day = weekdayNames.indexOf(match[1]!);
    if (!days.includes(day)) days.push(day);
  }
  return days;
}

/** « 2 posts par semaine », « deux par semaine »: the rhythm asked, if any. */
function perWeekSaid(command: string): number | null {
  const match = new RegExp(
    `\\b(${countWord})\\s+(?:${contentNouns}\\s+)?(?:par|chaque|toutes les) semaines?\\b`,
  ).exec(fold(command));
  return match ? numberOf(match[1]!) : null;
}

/** `count` days out of `days`, spread evenly (3 of Monday to Friday: Monday, Wednesday, Friday). */
function spread(days: DayNumber[], count: number): DayNumber[] {
  if (count >= days.length) return days;
  return Array.from(
    { length: count },
    (_, index) => days[Math.round(((index + 0.5) * days.length) / count - 0.5)]!,
  );
}

/**
 * The publication days: on the weekdays said within the period (the first `count` of them), else
 * `count` working days spread over the period (per week when a rhythm is said).
 */
export function publicationDays(
  period: PublicationPeriod,
  weekdays: number[],
  count: number | null,
  perWeek: number | null = null,
): DayNumber[] {
  const all: DayNumber[] = [];
  for (let day = period.from; day <= period.to; day++) all.push(day);
  if (weekdays.length) {
    const said = all.filter((day) => weekdays.includes(weekday(day)));
    return count ? said.slice(0, count) : said;
  }
  const working = all.filter(isWorkingDay);
  if (perWeek) {
    const weeks = new Map<DayNumber, DayNumber[]>();
    for (const day of working) weeks.set(mondayOf(day), [...(weeks.get(mondayOf(day)) ?? []), day]);
    const days = [...weeks.values()].flatMap((week) => spread(week, perWeek));
    return count ? days.slice(0, count) : days;
  }
  return spread(working, count ?? Math.min(working.length, period.to - period.from > 7 ? 4 : 3));
}

/** The business and its trade, from the request (« ma salle d’escalade Grimp’Armor ») or the memory. */
function businessOf(
  said: string | null,
  remembered: string | null,
): { name: string | null; trade: string | null } {
  const cleaned = said?.replace(/^(?:mon|ma|mes|notre|nos|votre|vos|la|le|les|l['’])\s*/i, '').trim() ?? null;
  const named = cleaned
    ? /^(.*?\p{Ll}[\p{L}'’-]*)\s+((?:\p{Lu}|\d)[\p{L}\d'’&-]*(?:\s+(?:(?:de|du|des|d['’]|la|le|les|et|&|au|aux|en)\s*)?(?:\p{Lu}|\d)[\p{L}\d'’-]*)*)$/u.exec(
        cleaned,
      )
    : null;
  return {
    name: remembered ?? named?.[2] ?? null,
    trade: named?.[1] ?? cleaned,
  };
}

/** « salle d’escalade » → « l’escalade », « club de tennis » → « le tennis »: the practice a place is for. */
function practiceOf(trade: string): string | null {
  const match =
    /\b(?:salle|club|ecole|studio|centre|cours|academie|espace|stage)s?\s+(?:de|d['’]|du)\s*([\p{L}-]+(?:\s+[\p{L}-]+)?)/u.exec(
      trade,
    );
  if (!match) return null;
  const word = match[1]!.replace(/\s+(?:a|à|en|sur|pour)\b.*$/, '');
  const feminine =
    /(?:e|tion|ure|ade|ie|se)$/.test(fold(word)) &&
    !/^(?:yoga|pilates|golf|tennis|padel|squash|judo|karate|surf|ski|fitness|crossfit|bowling|karting|trampoline|theatre|chant)$/.test(
      fold(word),
    );
  if (/^[aeiouhéèêàâîôû]/i.test(word)) return `l’${word}`;
  return `${feminine ? 'la' : 'le'} ${word}`;
}

/** « l’escalade » → « de l’escalade », « le yoga » → « du yoga », « la danse » → « de la danse ». */
function ofPractice(practice: string): string {
  return practice.startsWith('le ') ? `du ${practice.slice(3)}` : `de ${practice}`;
}

/** « l’escalade » → « d’escalade », « le yoga » → « de yoga »: the practice as a complement without article. */
function bare(practice: string): string {
  const word = practice.replace(/^(?:le |la |l’)/, '');
  return /^[aeiouhéèêàâîôû]/i.test(word) ? `d’${word}` : `de ${word}`;
}

interface PlanWords {
  /** « chez Grimp’Armor », « chez nous ». */
  at: string;
  /** « notre salle d’escalade », « notre boulangerie ». */
  ours: string;
  /** « l’escalade », « le yoga ». */
  practice: string;
  /** The town the business is in, when said or remembered: « Quimper ». */
  town?: string | null;
}

type Season = 'hiver' | 'printemps' | 'ete' | 'automne';

/** The season a month (0 is January) falls in, as a business speaks of it (December to February: winter). */
function seasonOf(month: number): Season {
  return (
    [
      'hiver',
      'hiver',
      'printemps',
      'printemps',
      'printemps',
      'ete',
      'ete',
      'ete',
      'automne',
      'automne',
      'automne',
      'hiver',
    ] as const
  )[month]!;
}

const seasonWords: Record<Season, { the: string; of: string; in: string }> = {
  hiver: { the: 'l’hiver', of: 'd’hiver', in: 'en hiver' },
  printemps: { the: 'le printemps', of: 'de printemps', in: 'au printemps' },
  ete: { the: 'l’été', of: 'd’été', in: 'en été' },
  automne: { the: 'l’automne', of: 'd’automne', in: 'en automne' },
};

/** One entry of a plan: its subject, then what the post says and the call that ends it. */
export interface PlannedSubject {
  title: string;
  lines: string[];
  call: string;
}

interface Family {
  trade: RegExp;
  /** Subjects in the order of a week. */
  subjects: (words: PlanWords) => PlannedSubject[];
  /** The subject for the last day of a week, on a Friday or a Saturday. */
  weekend: (words: PlanWords) => PlannedSubject;
  /** The trade's angle for the season of the month said (true every year: no event, no date). */
  season?: (words: PlanWords, season: Season) => PlannedSubject;
}

// Subjects by family of trades, from what that trade's customers want to see, each written without a
// fact the user has not given (no price, no hour, no event); the last family fits any trade.
const families: Family[] = [
  {
    trade:
      /escalade|bloc|fitness|sport|crossfit|musculation|yoga|pilates|danse|dojo|judo|karate|boxe|natation|piscine|tennis|padel|squash|golf|equitation|equestre|surf|plongee|voile|kayak|trampoline|bowling|karting|coach/,
    subjects: ({ at, practice }) => [
      {
        title: `Première séance ${at} : comment se passe une découverte ${ofPractice(practice)}, de l’accueil aux premiers conseils`,
        lines: [
          `Jamais essayé ${practice} ? Votre première séance ${at} se passe en douceur.`,
          'À votre arrivée, on vous accueille, on vous explique les règles de sécurité et on vous aide à vous équiper.',
          'Ensuite, on commence par des exercices simples, à votre rythme, avec nos conseils pour bien démarrer. Aucun niveau n’est requis.',
        ],
        call: 'Envie d’essayer ? Écrivez-nous en message privé pour réserver votre première séance.',
      },
      {
        title: `Le conseil du coach : bien s’échauffer avant une séance ${bare(practice)}`,
        lines: [
          'Le conseil du coach de la semaine : ne sautez jamais l’échauffement.',
          'Dix minutes suffisent : mobilisez les épaules, les poignets et les hanches, puis commencez par quelques exercices faciles avant d’augmenter l’intensité.',
          'Vous limitez le risque de blessure et vous progressez mieux, séance après séance.',
        ],
        call: 'Et vous, quel est votre rituel d’échauffement ? Dites-le-nous en commentaire.',
      },
      {
        title: `Portrait d’un habitué : ce que ${practice} lui apporte au quotidien`,
        lines: [
          `Ils viennent ${at} chaque semaine, et chacun a sa raison : se défouler après le travail, se dépasser, retrouver des amis.`,
          `Cette semaine, l’un de nos habitués nous raconte ce que ${practice} a changé dans son quotidien.`,
        ],
        call: `Et vous, qu’est-ce qui vous fait venir ${at} ? Racontez-le-nous en commentaire.`,
      },
      {
        title: `Idée reçue : « il faut déjà être sportif pour faire ${ofPractice(practice)} », et pourquoi c’est faux`,
        lines: [
          `« Je ne suis pas assez sportif pour ça. » C’est la phrase qu’on entend le plus souvent ${at}.`,
          `Bonne nouvelle : ${practice} se pratique à tous les niveaux. On commence par des exercices adaptés, et la forme vient en pratiquant, pas avant.`,
        ],
        call: 'Vous hésitez encore ? Posez-nous vos questions en message privé.',
      },
      {
        title: `Les coulisses ${at} : l’entretien du matériel et la préparation des séances`,
        lines: [
          `Avant votre séance, il y a tout ce que vous ne voyez pas ${at} : le matériel vérifié, nettoyé, remplacé quand il le faut.`,
          'C’est ce travail discret qui vous permet de pratiquer en toute sécurité.',
        ],
        call: 'Une question sur notre matériel ? Demandez-nous en commentaire.',
      },
    ],
    season: ({ at, practice }, season) => ({
      title: `${capitalise(practice)} ${seasonWords[season].in} : nos conseils pour bien pratiquer en cette saison`,
      lines: [
        `${capitalise(seasonWords[season].the)} change la façon de pratiquer : l’échauffement, l’hydratation et la récupération ne se gèrent pas de la même manière toute l’année.`,
        `Cette semaine, ${at}, on vous donne nos conseils pour pratiquer ${seasonWords[season].in} en toute sécurité.`,
      ],
      call: 'Et vous, comment adaptez-vous votre pratique à la saison ? Dites-le-nous en commentaire.',
    }),
    weekend: ({ at, practice }) => ({
      title: `Cap sur le week-end : venir ${at} en famille ou entre amis`,
      lines: [
        `Le week-end approche : et si vous le passiez ${at} ?`,
        `${capitalise(practice)} se partage : venez en famille ou entre amis, débutants comme confirmés, chacun à son niveau.`,
      ],
      call: 'Qui vous accompagne ce week-end ? Identifiez-le en commentaire.',
    }),
  },
  {
    trade:
      /boulang|patiss|chocolat|boucher|charcut|fromag|epicer|primeur|caviste|cave|traiteur|torref|glacier|confiser|biscuit|brasseur|vigner|domaine|ferme/,
    subjects: ({ ours, at }) => [
      {
        title: `Les coulisses de ${ours} : la fabrication, tôt le matin, en photos`,
        lines: [
          `Quand vous poussez la porte ${at}, tout est prêt. Mais le travail a commencé bien avant.`,
          'En coulisses, c’est tôt le matin que tout se prépare, à la main, avec patience.',
        ],
        call: 'Vous aimeriez voir une étape en particulier ? Dites-le-nous en commentaire.',
      },
      {
        title: 'Le produit de saison à la une : d’où il vient et comment le déguster',
        lines: [
          'Chaque saison a ses produits, et c’est le moment de les mettre à l’honneur.',
          `Cette semaine, ${at}, on vous présente notre produit de saison : d’où il vient, et comment le déguster pour en profiter pleinement.`,
        ],
        call: 'Passez le goûter en boutique et dites-nous ce que vous en pensez.',
      },
      {
        title: 'Portrait d’un producteur ou d’un fournisseur avec qui nous travaillons',
        lines: [
          'Derrière nos produits, il y a des femmes et des hommes que nous connaissons bien.',
          'Cette semaine, on vous présente l’un de ceux avec qui nous travaillons, et pourquoi nous l’avons choisi.',
        ],
        call: 'Vous voulez en savoir plus sur nos fournisseurs ? Demandez-nous en commentaire.',
      },
      {
        title: 'Le conseil de la maison : bien conserver nos produits pour les garder plus longtemps',
        lines: [
          'Le conseil de la maison : un bon produit mérite d’être bien conservé.',
          'Au frais ou à température ambiante, emballé ou à l’air libre : on vous dit ce qui garde le goût et la texture plus longtemps, et ce qu’il vaut mieux éviter.',
        ],
        call: 'Une question de conservation ? Posez-la-nous en commentaire.',
      },
      {
        title: 'La question qu’on nous pose le plus au comptoir, et notre réponse',
        lines: [
          `Au comptoir, il y a une question qu’on nous pose presque tous les jours ${at}.`,
          'Cette semaine, on y répond une bonne fois pour toutes, simplement.',
        ],
        call: 'Et vous, quelle question aimeriez-vous nous poser ? Écrivez-la en commentaire.',
      },
    ],
    season: ({ at }, season) => ({
      title: `Les produits de saison ${at} : ce que ${seasonWords[season].the} nous apporte`,
      lines: [
        `Chaque saison a ses produits, et ${seasonWords[season].the} ne fait pas exception.`,
        `Cette semaine, ${at}, on vous présente ce que la saison nous apporte, et comment en profiter.`,
      ],
      call: 'Lequel attendez-vous le plus ? Dites-le-nous en commentaire.',
    }),
    weekend: ({ at }) => ({
      title: `Le week-end ${at} : pensez à commander à l’avance`,
      lines: [
        `Le week-end, ${at}, c’est le moment où vous êtes les plus nombreux.`,
        'Pour être sûr de repartir avec ce que vous aimez, pensez à commander à l’avance.',
      ],
      call: 'Commandez en message privé ou directement en boutique.',
    }),
  },
  {
    trade:
      /restau|brasserie|bistrot|pizzeria|creperie|cafe|bar\b|salon de the|food.?truck|cantine|auberge|hotel|gite|camping/,
    subjects: ({ at }) => [
      {
        title: 'En cuisine avant le service : la mise en place, en coulisses',
        lines: [
          `Avant que vous passiez la porte ${at}, la cuisine est déjà en pleine effervescence.`,
          'Éplucher, tailler, préparer les sauces : la mise en place, c’est ce qui permet de vous servir vite et bien.',
        ],
        call: 'Vous aimeriez voir un plat préparé de A à Z ? Dites-le-nous en commentaire.',
      },
      {
        title: 'Portrait d’un membre de l’équipe, en salle ou en cuisine',
        lines: [
          `Ils vous accueillent, vous servent et cuisinent pour vous : cette semaine, on vous présente l’un des visages ${at}.`,
          'Son parcours, son poste, et ce qu’il préfère dans son métier.',
        ],
        call: 'Laissez-lui un petit mot en commentaire !',
      },
      {
        title: 'D’où viennent nos produits : un producteur à l’honneur',
        lines: [
          'Un bon plat commence par un bon produit.',
          'Cette semaine, on vous présente l’un des producteurs avec qui nous travaillons, et ce qu’il apporte à notre cuisine.',
        ],
        call: 'Une question sur nos produits ? Posez-la-nous en commentaire.',
      },
      {
        title: 'L’astuce de la cuisine à refaire chez soi',
        lines: [
          'L’astuce de la semaine, tout droit sortie de notre cuisine.',
          'Un geste simple, que nous faisons chaque jour, et que vous pouvez refaire chez vous.',
        ],
        call: 'Vous l’avez testée ? Montrez-nous le résultat en commentaire.',
      },
    ],
    season: ({ at }, season) => ({
      title: `La cuisine ${seasonWords[season].of} ${at} : les produits du moment dans nos assiettes`,
      lines: [
        `${capitalise(seasonWords[season].the)} s’invite dans nos assiettes ${at}.`,
        'Cette semaine, on vous présente les produits de saison que nous cuisinons en ce moment, et ce que nous en faisons.',
      ],
      call: 'Quel est votre plat de saison préféré ? Dites-le-nous en commentaire.',
    }),
    weekend: ({ at }) => ({
      title: `Le week-end ${at} : pensez à réserver votre table`,
      lines: [
        `Le week-end approche, et les tables partent vite ${at}.`,
        'Pour être sûr d’avoir votre place, pensez à réserver.',
      ],
      call: 'Réservez en message privé ou par téléphone.',
    }),
  },
  {
    trade: /coiff|barbier|esthetic|institut|onglerie|spa\b|beaute|massage|maquill|tatou/,
    subjects: ({ at }) => [
      {
        title: 'Le conseil entre deux rendez-vous : le geste simple pour garder le résultat plus longtemps',
        lines: [
          'Le conseil de la semaine : le résultat tient plus longtemps avec les bons gestes à la maison.',
          'Un produit adapté, un geste simple et régulier : on vous dit lequel entre deux rendez-vous.',
        ],
        call: 'Une question sur votre routine ? Posez-la-nous en commentaire.',
      },
      {
        title: 'Les produits que nous utilisons, et pourquoi nous les avons choisis',
        lines: [
          `${capitalise(at.replace(/^chez /, ''))} ne choisit pas ses produits au hasard.`,
          'Cette semaine, on vous présente ceux que nous utilisons, et pourquoi nous leur faisons confiance.',
        ],
        call: 'Vous voulez un conseil personnalisé ? Demandez-le à votre prochain rendez-vous.',
      },
      {
        title: 'La tendance de la saison, et à qui elle va',
        lines: [
          'Chaque saison a sa tendance.',
          'Cette semaine, on vous dit laquelle nous aimons, et à qui elle va le mieux.',
        ],
        call: 'Vous vous laissez tenter ? Réservez votre rendez-vous en message privé.',
      },
      {
        title: 'Portrait d’un membre de l’équipe et de sa spécialité',
        lines: [`Cette semaine, on vous présente l’un des talents ${at} : son parcours et sa spécialité.`],
        call: 'Laissez-lui un petit mot en commentaire !',
      },
    ],
    season: (_words, season) => ({
      title: `Votre routine ${seasonWords[season].in} : nos conseils de saison`,
      lines: [
        `Avec ${seasonWords[season].the}, votre peau et vos cheveux n’ont pas les mêmes besoins.`,
        'Cette semaine, on vous dit comment adapter votre routine à la saison, simplement.',
      ],
      call: 'Une question sur votre routine de saison ? Posez-la-nous en commentaire.',
    }),
    weekend: ({ at }) => ({
      title: `Le week-end ${at} : pensez à réserver votre créneau`,
      lines: [
        `Le week-end, les créneaux partent vite ${at}.`,
        'Pour être sûr d’avoir le vôtre, réservez dès maintenant.',
      ],
      call: 'Réservez en message privé ou par téléphone.',
    }),
  },
  {
    trade:
      /plomb|electric|menuis|macon|peint|chauffag|couvr|serrur|carrel|charpent|paysag|renov|ebenist|cuisinist|batiment|btp|artisan|isolation|terrass/,
    subjects: ({ ours }) => [
      {
        title: 'Le conseil du pro : l’entretien à prévoir pour éviter les mauvaises surprises',
        lines: [
          'Le conseil du pro de la semaine : un petit entretien régulier évite bien des réparations.',
          'On vous dit quoi vérifier, et à quel moment de l’année, pour éviter les mauvaises surprises.',
        ],
        call: 'Un doute sur votre installation ? Écrivez-nous en message privé.',
      },
      {
        title: 'Les coulisses : les matériaux que nous choisissons, et pourquoi',
        lines: [
          'Un chantier réussi commence par de bons matériaux.',
          `Cette semaine, on vous explique comment ${ours} les choisit, et pourquoi cela fait la différence dans le temps.`,
        ],
        call: 'Une question sur un matériau ? Posez-la-nous en commentaire.',
      },
      {
        title: 'La question qu’un client nous pose le plus souvent avant de se lancer, et notre réponse',
        lines: [
          'Avant de lancer des travaux, il y a une question qu’on nous pose presque à chaque fois.',
          'Cette semaine, on y répond simplement.',
        ],
        call: 'Vous avez un projet ? Écrivez-nous en message privé.',
      },
      {
        title: `Portrait d’un compagnon de ${ours} et de son savoir-faire`,
        lines: [
          `Cette semaine, on vous présente l’un des compagnons de ${ours} : son métier, son parcours et ce qu’il aime sur un chantier.`,
        ],
        call: 'Laissez-lui un petit mot en commentaire !',
      },
    ],
    season: (_words, season) => ({
      title: `Le conseil de saison : ce qu’il faut vérifier chez soi ${seasonWords[season].in}`,
      lines: [
        `Chaque saison a ses points à surveiller dans une maison, et ${seasonWords[season].the} a les siens.`,
        'Le conseil du pro : ce qu’il faut vérifier maintenant, pour éviter les mauvaises surprises.',
      ],
      call: 'Un doute sur votre installation ? Écrivez-nous en message privé.',
    }),
    weekend: () => ({
      title: 'Le chantier de la semaine : les étapes en photos',
      lines: [
        'Cette semaine, on vous montre un chantier étape par étape : l’état de départ, le travail, le résultat.',
      ],
      call: 'Vous avez un projet du même genre ? Écrivez-nous en message privé.',
    }),
  },
  {
    trade: /garage|carross|mecani|automobile|pneu|controle technique|depann|moto\b|motos\b/,
    subjects: ({ ours, at }) => [
      {
        title: 'Le conseil de l’atelier : les voyants du tableau de bord à ne jamais ignorer',
        lines: [
          'Un voyant s’allume sur votre tableau de bord ? Certains peuvent attendre le prochain entretien, d’autres non.',
          'Huile, température, freins, batterie : on vous dit lesquels demandent de vous arrêter, et lesquels de prendre rendez-vous.',
        ],
        call: 'Un voyant vous inquiète ? Écrivez-nous en message privé.',
      },
      {
        title: `Les coulisses de ${ours} : ce qui se passe pendant une révision`,
        lines: [
          `Vous nous confiez votre voiture pour une révision : que se passe-t-il ensuite ${at} ?`,
          'Vidange, filtres, freins, pneus, niveaux : on vous montre, étape par étape, ce que nous contrôlons.',
        ],
        call: 'Une question sur l’entretien de votre voiture ? Posez-la-nous en commentaire.',
      },
      {
        title: 'La question qu’on nous pose le plus à l’accueil de l’atelier, et notre réponse',
        lines: [
          `À l’accueil ${at}, il y a une question qui revient presque tous les jours.`,
          'Cette semaine, on y répond simplement.',
        ],
        call: 'Et vous, quelle question aimeriez-vous nous poser ? Écrivez-la en commentaire.',
      },
      {
        title: `Portrait d’un mécanicien de ${ours} et de son savoir-faire`,
        lines: [
          `Cette semaine, on vous présente l’un des mécaniciens de ${ours} : son parcours, sa spécialité et ce qu’il aime dans son métier.`,
        ],
        call: 'Laissez-lui un petit mot en commentaire !',
      },
    ],
    weekend: () => ({
      title: 'Avant de prendre la route ce week-end : les vérifications à faire soi-même',
      lines: [
        'Avant un trajet, quelques minutes suffisent pour partir tranquille.',
        'La pression et l’usure des pneus, les niveaux, l’éclairage : voici ce que vous pouvez vérifier vous-même avant de partir.',
      ],
      call: 'Un doute après vérification ? Passez nous voir ou écrivez-nous en message privé.',
    }),
    season: (_words, season) =>
      ({
        hiver: {
          title: 'Votre voiture et le froid : batterie, pneus et essuie-glaces à vérifier cet hiver',
          lines: [
            'Le froid met votre voiture à l’épreuve : la batterie faiblit, les pneus adhèrent moins, la visibilité baisse.',
            'On vous dit quoi vérifier pour passer l’hiver sans panne.',
          ],
          call: 'Envie d’un contrôle avant les grands froids ? Prenez rendez-vous en message privé.',
        },
        printemps: {
          title: 'Après l’hiver : le bilan de printemps de votre voiture',
          lines: [
            'L’hiver laisse des traces : sel, nids-de-poule, pneus usés, balais d’essuie-glace fatigués.',
            'Au printemps, c’est le bon moment pour faire le point, et on vous dit sur quoi.',
          ],
          call: 'Prenez rendez-vous pour votre bilan en message privé.',
        },
        ete: {
          title: 'Avant les départs en vacances : les vérifications à faire sur votre voiture',
          lines: [
            'Une voiture chargée, de longs trajets, la chaleur : l’été demande une voiture en forme.',
            'Climatisation, pneus, freins, niveaux : voici ce qu’il faut vérifier avant de partir.',
          ],
          call: 'Un contrôle avant le départ ? Prenez rendez-vous en message privé.',
        },
        automne: {
          title: 'Avant l’hiver : préparer votre voiture au froid et à la pluie',
          lines: [
            'Les jours raccourcissent et la route devient glissante : c’est le moment de préparer votre voiture.',
            'Éclairage, pneus, batterie, essuie-glaces : on vous dit quoi vérifier avant l’hiver.',
          ],
          call: 'Envie d’un contrôle ? Prenez rendez-vous en message privé.',
        },
      })[season],
  },
  {
    trade:
      /boutique|magasin|fleur|librair|bijou|opticien|concept|mercerie|jouet|deco|pret-a-porter|vetement|chaussure|cadeau/,
    subjects: ({ at }) => [
      {
        title: `Le coup de cœur de la semaine ${at}, en photo et en trois phrases`,
        lines: [
          `Chaque semaine, l’équipe ${at} choisit son coup de cœur.`,
          'On vous dit pourquoi on l’aime, et pour qui il est fait.',
        ],
        call: 'Passez le découvrir en boutique, ou demandez-nous en message privé.',
      },
      {
        title: 'Le conseil pour bien choisir : les questions à se poser avant d’acheter',
        lines: [
          'Bien choisir, c’est d’abord se poser les bonnes questions : pour qui, pour quel usage, pour quelle occasion.',
          'On vous aide à y voir clair avant votre achat.',
        ],
        call: 'Besoin d’un conseil ? Écrivez-nous en message privé.',
      },
      {
        title: 'Les coulisses : la vitrine et la mise en rayon',
        lines: [
          `Une vitrine ne se fait pas en cinq minutes : cette semaine, on vous montre les coulisses ${at}.`,
        ],
        call: 'Vous aimez notre vitrine ? Dites-le-nous en commentaire.',
      },
      {
        title: 'Portrait d’un client fidèle et de son achat préféré',
        lines: [
          'Ils viennent nous voir depuis longtemps : cette semaine, l’un de nos clients fidèles nous raconte son achat préféré.',
        ],
        call: 'Et vous, quel est le vôtre ? Racontez-le-nous en commentaire.',
      },
    ],
    season: ({ at }, season) => ({
      title: `La sélection ${seasonWords[season].of} ${at}`,
      lines: [
        `${capitalise(seasonWords[season].the)} est là, et notre sélection change avec la saison.`,
        `Cette semaine, on vous montre ce que nous avons choisi ${at} pour ${seasonWords[season].the}.`,
      ],
      call: 'Passez la découvrir en boutique, ou demandez-nous en message privé.',
    }),
    weekend: ({ at }) => ({
      title: `Le week-end ${at} : venez découvrir notre sélection`,
      lines: [`Le week-end est le moment idéal pour prendre le temps de flâner ${at}.`],
      call: 'On vous attend en boutique !',
    }),
  },
  {
    trade:
      /cabinet|agence|conseil|consult|comptab|expert|avocat|notaire|assuran|immobili|informatique|formation|courtier|architecte|web|digital|communication|marketing|juridique|audit/,
    subjects: ({ ours }) => [
      {
        title: 'La question qu’un client nous a posée cette semaine, et notre réponse en trois points',
        lines: [
          'Cette semaine, un client nous a posé une question que beaucoup se posent.',
          'Voici notre réponse, en trois points simples.',
        ],
        call: 'Vous vous posez la même question ? Écrivez-nous en message privé.',
      },
      {
        title: 'L’erreur que nous voyons le plus souvent chez nos clients, et comment l’éviter',
        lines: [
          'Il y a une erreur que nous voyons revenir très souvent.',
          'Elle coûte du temps et parfois de l’argent, et pourtant elle s’évite facilement. On vous explique comment.',
        ],
        call: 'Un doute sur votre situation ? Parlons-en en message privé.',
      },
      {
        title: 'L’échéance ou le changement du moment à ne pas manquer, expliqué simplement',
        lines: [
          'Une échéance approche, et elle concerne peut-être votre entreprise.',
          'On vous l’explique simplement, avec ce qu’il faut faire et quand.',
        ],
        call: 'Besoin d’aide pour vous y préparer ? Contactez-nous.',
      },
      {
        title: `Les coulisses de ${ours} : qui fait quoi pour un dossier client`,
        lines: [
          `Que se passe-t-il quand vous nous confiez un dossier ? Cette semaine, on vous montre les coulisses de ${ours}, étape par étape.`,
        ],
        call: 'Une question sur notre façon de travailler ? Posez-la-nous en commentaire.',
      },
    ],
    weekend: () => ({
      title: 'L’outil ou la lecture que nous recommandons à nos clients cette semaine',
      lines: [
        'Pour finir la semaine, un outil ou une lecture que nous recommandons souvent à nos clients, et pourquoi.',
      ],
      call: 'Et vous, que recommanderiez-vous ? Partagez-le en commentaire.',
    }),
  },
  {
    trade: /./,
    subjects: ({ at, ours }) => [
      {
        title: `Les coulisses de ${ours} : ce que nos clients ne voient pas`,
        lines: [
          `Derrière chaque commande ${at}, il y a tout un travail que vous ne voyez pas.`,
          'Cette semaine, on vous ouvre les coulisses.',
        ],
        call: 'Vous aimeriez en voir plus ? Dites-le-nous en commentaire.',
      },
      {
        title: 'La question qu’on nous pose le plus souvent, et notre réponse',
        lines: [
          'Il y a une question qu’on nous pose très souvent.',
          'Cette semaine, on y répond simplement.',
        ],
        call: 'Et vous, quelle question aimeriez-vous nous poser ? Écrivez-la en commentaire.',
      },
      {
        title: `Portrait : qui fait quoi ${at}`,
        lines: [
          `Cette semaine, on vous présente l’équipe ${at} : qui fait quoi, et ce que chacun aime dans son métier.`,
        ],
        call: 'Laissez-nous un petit mot en commentaire !',
      },
    ],
    weekend: ({ at }) => ({
      title: `Bon week-end de la part de toute l’équipe${at === 'chez nous' ? '' : ` ${at.replace(/^chez /, 'de ')}`}`,
      lines: ['La semaine se termine : merci à vous, clients et partenaires, pour votre confiance.'],
      call: 'Rendez-vous la semaine prochaine !',
    }),
  },
];

/** « Toute l’équipe de Grimp’Armor », « toute l’équipe »: who signs a message from the business. */
function teamOf(at: string): string {
  return `toute l’équipe${at === 'chez nous' ? '' : ` ${at.replace(/^chez /, 'de ')}`}`;
}

/**
 * What a month brings to any trade, true every year and dated by no one: the new year's wishes in
 * January, the return in September, the end-of-year holidays in December. Null for the other months.
 */
function monthAngle(month: number, year: number, { at }: PlanWords): PlannedSubject | null {
  const team = teamOf(at);
  if (month === 0)
    return {
      title: `Nos vœux pour ${year} : merci pour l’année écoulée`,
      lines: [
        `${capitalise(team)} vous souhaite une belle année ${year}.`,
        'Merci pour votre confiance l’année passée : nous avons hâte de vous retrouver cette année.',
      ],
      call: 'Et vous, quelle est votre bonne résolution ? Dites-la-nous en commentaire.',
    };
  if (month === 8)
    return {
      title: `C’est la rentrée : ${team} reprend le rythme avec vous`,
      lines: ['La rentrée est là, et nous aussi.', `Après l’été, ${team} est heureuse de vous retrouver.`],
      call: 'Et vous, comment se passe votre rentrée ? Racontez-le-nous en commentaire.',
    };
  if (month === 11)
    return {
      title: `Les fêtes de fin d’année approchent : le message de ${team}`,
      lines: [
        'Les fêtes de fin d’année approchent, et c’est le moment de vous dire merci.',
        `Merci pour votre fidélité tout au long de l’année : ${team} vous souhaite de belles fêtes.`,
      ],
      call: 'Laissez-nous un petit mot en commentaire !',
    };
  return null;
}

/** Angles any trade can take, added after its family's own when those run out. */
function everyTradeAngles({ ours, town }: PlanWords): PlannedSubject[] {
  return [
    {
      title: 'Le geste du métier : un savoir-faire expliqué en une minute',
      lines: [
        'Dans notre métier, il y a des gestes que nous répétons chaque jour sans même y penser.',
        'Cette semaine, on vous en explique un, en une minute.',
      ],
      call: 'Vous voulez en découvrir un autre ? Dites-le-nous en commentaire.',
    },
    {
      title: 'Une idée reçue sur notre métier, et ce qu’il en est vraiment',
      lines: [
        'Il y a des idées reçues sur notre métier que nous entendons souvent.',
        'Cette semaine, on en démonte une, simplement.',
      ],
      call: 'Et vous, laquelle avez-vous déjà entendue ? Dites-le-nous en commentaire.',
    },
    {
      title: `L’histoire de ${ours} : comment tout a commencé`,
      lines: [
        `Avant d’être ${ours}, il y a eu une idée, une envie, et beaucoup de travail.`,
        'Cette semaine, on vous raconte comment tout a commencé.',
      ],
      call: 'Vous nous suivez depuis le début ? Dites-le-nous en commentaire.',
    },
    {
      title: `Un partenaire ${town ? withDe(town).replace("'", '’') : 'du coin'} mis à l’honneur`,
      lines: [
        'Nous travaillons avec des voisins et des partenaires que nous aimons.',
        'Cette semaine, on vous présente l’un d’eux, et ce que nous faisons ensemble.',
      ],
      call: 'Et vous, quelle adresse du coin nous recommandez-vous ? Dites-le-nous en commentaire.',
    },
  ];
}

// The kind of subject a title is (two portraits are one angle twice, whatever their wording).
const themeWords =
  /\b(coulisses|portrait|question|conseils?|idee recue|histoire|partenaire|geste|coup de coeur|selection|producteurs?|fournisseurs?|saison)\b/;

function themeOf(title: string): string {
  // The kind is said in the title's head, before its colon (« Le conseil du coach : … »).
  return themeWords.exec(fold(title.split(' : ')[0]!))?.[1]?.replace(/s$/, '') ?? fold(title);
}

function familyOf(trade: string | null): Family {
  return families.find((entry) => entry.trade.test(fold(trade ?? ''))) ?? families.at(-1)!;
}

/**
 * The distinct subjects a trade offers, in the order they are proposed: the month's angle and the
 * season's when a month is said, the family's own subjects, then angles any trade can take; one of
 * each kind (no second portrait, no second seasonal product); and the week-end subject apart.
 */
export function subjectPool(
  trade: string | null,
  words: PlanWords,
  month: { month: number; year: number } | null,
): { pool: PlannedSubject[]; weekend: PlannedSubject } {
  const family = familyOf(trade);
  const seasonal = month
    ? [monthAngle(month.month, month.year, words), family.season?.(words, seasonOf(month.month)) ?? null]
    : [];
  const pool: PlannedSubject[] = [];
  const candidates = [
    ...seasonal,
    ...family.subjects(words),
    ...families.at(-1)!.subjects(words),
    ...everyTradeAngles(words),
  ];
  for (const subject of candidates) {
    const theme = subject && themeOf(subject.title);
    if (subject && !pool.some((taken) => taken.title === subject.title || themeOf(taken.title) === theme))
      pool.push(subject);
  }
  return { pool, weekend: family.weekend(words) };
}

/**
 * The subjects for these days, one each and never the same twice: the week-end one on the first
 * week's last day when a Friday or a Saturday, the pool's in order on the others. Null for the days
 * left once the distinct subjects run out.
 */
function subjectsFor(
  days: DayNumber[],
  { pool, weekend }: { pool: PlannedSubject[]; weekend: PlannedSubject },
): (PlannedSubject | null)[] {
  const queue = [...pool];
  let weekendLeft = true;
  return days.map((day, index) => {
    const lastOfWeek = mondayOf(days[index + 1] ?? Number.POSITIVE_INFINITY) !== mondayOf(day);
    if (weekendLeft && ((lastOfWeek && [5, 6].includes(weekday(day))) || queue.length === 0)) {
      weekendLeft = false;
      return weekend;
    }
    return queue.shift() ?? null;
  });
}

/** True when the request asks for ideas of posts to choose from (« 5 idées de posts », « des sujets de contenus »). */
export function contentIdeasAsked(command: string): boolean {
  return /\b(?:idees?|sujets?|pistes?|themes?)\b/.test(fold(command)) && !contentPlanAsked(command);
}

/** True when the request asks for a dated plan of publications rather than ideas to choose from. */
export function contentPlanAsked(command: string): boolean {
  return contentPlanWords.test(fold(command));
}

/** What a plan is made from: the request, its facts, the company remembered and the day. */
interface PlanInput {
  command: string;
  facts: Pick<Facts, 'count' | 'platform' | 'activity' | 'companies'>;
  company: Pick<Conversation['company'], 'name' | 'activity'>;
  today: DayNumber;
  /** The town said in the request, else the company's. */
  town?: string | null;
}

interface ContentPlan {
  days: DayNumber[];
  subjects: (PlannedSubject | null)[];
  period: PublicationPeriod;
  kind: [string, string];
  name: string | null;
  trade: string | null;
  count: number | null;
}

/** The business, its trade and the words its posts use, from the request or the memory. */
function businessWords({ command, facts, company, town }: PlanInput): {
  name: string | null;
  trade: string | null;
  words: PlanWords;
} {
  // « mon cabinet d’expertise comptable Chiffres & Co »: a business read as a company keeps its trade.
  const withTrade = facts.companies
    .map((named) =>
      new RegExp(
        `\\b(?:mon|ma|notre)\\s+([^,.:;!?]{2,60}?)\\s+${named.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
      ).exec(command),
    )
    .find(Boolean);
  const { name, trade } = businessOf(
    facts.activity ??
      (withTrade
        ? `${withTrade[1]} ${withTrade[0].slice(withTrade[0].indexOf(withTrade[1]!) + withTrade[1]!.length).trim()}`
        : null) ??
      company.activity ??
      null,
    company.name,
  );
  const words: PlanWords = {
    at: name ? atBusiness(name) : 'chez nous',
    ours: trade ? `notre ${trade}` : 'notre maison',
    practice: (trade && practiceOf(trade)) ?? 'notre activité',
    town: town ?? null,
  };
  return { name, trade, words };
}

/** The month a period said is (« en janvier », « le mois prochain »), for its seasonal angles; else null. */
function monthOf(period: PublicationPeriod | null): { month: number; year: number } | null {
  if (!period?.month) return null;
  const date = new Date(period.from * dayMs);
  return { month: date.getUTCMonth(), year: date.getUTCFullYear() };
}

/** The dated plan a request asks for, or null when it asks for none. */
function contentPlan(input: PlanInput): ContentPlan | null {
  const { command, facts, today } = input;
  if (!contentPlanAsked(command)) return null;
  const weekdays = weekdaysSaid(command);
  const perWeek = perWeekSaid(command);
  const said = publicationPeriod(command, today);
  // No period said: the coming week, from next Monday (the weekdays said, in it).
  const monday = mondayOf(today) + 7;
  const period = said ?? {
    from: weekdays.length ? today + 1 : monday,
    to: weekdays.length ? today + 7 : monday + 6,
    label: weekdays.length ? 'les sept prochains jours' : `la semaine ${daySpan(monday, monday + 6, today)}`,
  };
  const count = facts.count ?? (weekdays.length && !said ? weekdays.length : null);
  const days = publicationDays(period, weekdays, count, perWeek);
  if (days.length === 0) return null;
  const folded = fold(command);
  const kind: [string, string] = /\barticles?\b/.test(folded)
    ? ['article', 'articles']
    : /\b(?:stories|storys?)\b/.test(folded)
      ? ['story', 'stories']
      : /\bpublications?\b/.test(folded)
        ? ['publication', 'publications']
        : ['post', 'posts'];
  const { name, trade, words } = businessWords(input);
  const subjects = subjectsFor(days, subjectPool(trade, words, monthOf(said)));
  return { days, subjects, period, kind, name, trade, count };
}

/**
 * « Donne-moi 5 idées de posts pour ma fromagerie », « des idées de contenus pour mon garage en
 * janvier »: the subjects proposed, from the trade's family (the month's and the season's angles
 * first when a month is said), as many as asked and as there are distinct ones.
 */
export function contentIdeas(input: PlanInput): {
  subjects: PlannedSubject[];
  name: string | null;
  trade: string | null;
} {
  const { name, trade, words } = businessWords(input);
  const { pool, weekend } = subjectPool(trade, words, monthOf(publicationPeriod(input.command, input.today)));
  return { subjects: [...pool, weekend], name, trade };
}

/** The dated plan asked, or null when the request asks for none. */
export function contentPlanReply(conversation: Conversation): string | null {
  const { request, today, company } = conversation;
  const plan = contentPlan({
    command: request.command,
    facts: request.facts,
    company,
    today,
    town: request.facts.places[0] ?? company.city,
  });
  if (!plan) return null;
  const { days, subjects, period, kind, name, count } = plan;
  const network = request.facts.platform ? ` ${networkNames[request.facts.platform]}` : '';
  const missing = count && days.length < count ? count - days.length : 0;
  // A plan wholly in another year says that year once, in its heading, and its dates without it.
  const years = new Set(days.map(yearOf));
  const otherYear = years.size === 1 && !years.has(yearOf(today)) ? yearOf(days[0]!) : null;
  const reference = otherYear ? days[0]! : today;
  const label =
    otherYear && !period.label.includes(String(otherYear)) ? `${period.label} ${otherYear}` : period.label;
  // « celui du mercredi » when each weekday comes once, « celui du 9 décembre » otherwise.
  const shown = days[Math.min(1, days.length - 1)]!;
  const once = new Set(days.map(weekday)).size === days.length;
  const example = once
    ? weekdayNames[weekday(shown)]
    : formatDay(shown, reference).replace(/^\p{L}+\s+/u, '');
  const open = subjects.filter((subject) => subject === null).length;
  return blocks(
    `${voices.suki.ack} Voici votre planning de ${plural(days.length, kind[0], kind[1])}${network} pour ${label}${name ? `, pour ${name}` : ''} :`,
    days
      .map(
        (day, index) =>
          `${index + 1}. **${capitalise(formatDay(day, reference))}** — ${subjects[index]?.title ?? 'sujet à choisir ensemble'}`,
      )
      .join('\n'),
    missing
      ? `La période ne compte que ${plural(days.length, 'jour')} de ce genre : dites-moi où placer ${missing > 1 ? `les ${missing} autres` : 'l’autre'}.`
      : null,
    open
      ? `Je n’ai que ${plural(days.length - open, 'sujet distinct', 'sujets distincts')} à vous proposer sans rien inventer : pour ${open > 1 ? `les ${open} dernières dates` : 'la dernière date'}, dites-moi une nouveauté, un produit ou un événement à mettre en avant, et je l’ajoute.`
      : null,
    `Dites-moi lequel rédiger (« Écris celui du ${example} ») et je l’écris.`,
  );
}

function yearOf(day: DayNumber): number {
  return new Date(day * dayMs).getUTCFullYear();
}

/**
 * « Écris-moi celui du mercredi », read as « Écris-moi un post sur <its subject> » (reply.ts): the post
 * of an entry of the plan made earlier in the conversation, written from what that entry says; null
 * when the request names no entry of such a plan.
 */
export function plannedPost(conversation: Conversation): string | null {
  const { request, company, now, today } = conversation;
  const asked = fold(request.command);
  const earlier = conversation.history.filter((turn) => turn.role === 'user').reverse();
  for (const turn of earlier) {
    const facts = extractFacts(turn.content, now);
    const input = { command: turn.content, facts, company, today, town: facts.places[0] ?? company.city };
    // A dated plan, else a list of ideas (« Rédige la deuxième »: its entry, without a date).
    const plan =
      contentPlan(input) ?? (contentIdeasAsked(turn.content) ? { ...contentIdeas(input), days: [] } : null);
    if (!plan) continue;
    const index = plan.subjects.findIndex(
      (subject) => subject !== null && asked.includes(fold(subject.title).toLowerCase()),
    );
    if (index < 0) continue;
    const subject = plan.subjects[index]!;
    const platform = request.facts.platform ?? facts.platform;
    // The trade (its practice: #Escalade), the business and the town, as one word each.
    const tradeWord = plan.trade
      ? (practiceOf(plan.trade)?.replace(/^(?:le |la |l’)/, '') ??
        plan.trade.replace(
          /^(?:cabinet|agence|atelier|boutique|magasin|salon|institut|studio|centre)\s+(?:de |d’|du )/i,
          '',
        ))
      : null;
    const hashtags = [tradeWord, plan.name, company.city ?? facts.places[0]]
      .filter((word): word is string => Boolean(word))
      .map(
        (word) =>
          `#${fold(word)
            .split(/[^a-z0-9]+/)
            .filter(Boolean)
            .map(capitalise)
            .join('')}`,
      )
      .filter((tag, at, all) => tag.length > 2 && all.indexOf(tag) === at);
    const body = [...subject.lines, subject.call].join(' ');
    // The business signs the post when it does not say its name.
    const signed = plan.name && !body.includes(plan.name) ? `L’équipe ${plan.name}` : null;
    return blocks(
      `${voices.suki.ack} Voici le post ${plan.days[index] === undefined ? `« ${subject.title} »` : `du ${formatDay(plan.days[index]!, today)}`}${platform ? ` pour ${networkNames[platform]}` : ''} :`,
      quote(
        [
          subject.lines[0]!,
          '',
          ...(subject.lines.length > 1 ? [subject.lines.slice(1).join(' '), ''] : []),
          subject.call,
          ...(signed ? ['', signed] : []),
          ...(hashtags.length ? ['', hashtags.join(' ')] : []),
        ].join('\n'),
      ),
      'Dites-moi si je le raccourcis, si je change le ton ou si je prépare le suivant.',
    );
  }
  return null;
}
