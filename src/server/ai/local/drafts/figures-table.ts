// Several entities, each with a value per period (« Mairie de Lannion (2024 : 6 200 €, 2025 : 4 100 €,
// 2026 : 3 900 €), Rugby Club (1 800 €, 3 500 €, 5 600 €)… »): a table, not one series. Each entity's
// values are summed, the entities ranked by their total, and each one's trend said, so that « lequel
// décroche ? » is answered from the user's own figures.

import type { ChatTurn } from '../../types.ts';
import { capitalise, fold, numberOf, withDe } from '../french.ts';
import { blocks } from './compose.ts';
import {
  amount,
  asksAnalysis,
  type FiguresFocus,
  focusOf,
  labelOf,
  metricWords,
  type PeriodKind,
  parseNumber,
  percent,
  periodOf,
  pieces,
  recalculate,
  signed,
  trendOf,
  type Unit,
  unitOf,
  valuePattern,
} from './figures.ts';

export interface TableRow {
  label: string;
  values: number[];
}

export interface FigureTable {
  /** What is measured, in the user's words (« CA »), when said before the list. */
  metric: string | null;
  /** What the rows are (« client »), when the request names them. */
  entity: string | null;
  unit: Unit;
  /** The columns, in order: « 2024 », « 2025 »… or « 1re année » when only their number is said. */
  periods: string[];
  kind: PeriodKind;
  /** Whether the columns were named by the user (years, months) rather than counted. */
  named: boolean;
  rows: TableRow[];
  /** « mes 3 plus gros clients »: how many the user wants ranked, when said. */
  top: number | null;
}

interface ReadRow {
  label: string;
  values: number[];
  periods: string[];
  unit: Unit;
  /** Where the row starts in the text: the words before it introduce the table. */
  start: number;
}

/** The values of one entity: one per piece (« 2024 : 6 200 € », « 4 100 € »), all in one unit. */
function rowValues(text: string): { values: number[]; periods: string[]; unit: Unit } | null {
  const values: number[] = [];
  const periods: string[] = [];
  let unit: Unit | null = null;
  for (const piece of pieces(text)) {
    // « Laquelle recule ? » after the last value: words, not a value.
    if (!/\d/.test(piece)) continue;
    const found = [...piece.matchAll(valuePattern)];
    const measured = found.filter((match) => unitOf(match[2], match[3]));
    const bare = found.filter(
      (match) => !unitOf(match[2], match[3]) && !/^(?:19|20)\d\d$/.test(match[1] ?? ''),
    );
    const kept = measured.length ? measured : bare;
    if (kept.length !== 1) return null;
    const match = kept[0]!;
    const read = unitOf(match[2], match[3]) ?? { unit: { id: 'bare', word: '' } as Unit, factor: 1 };
    if (unit && unit.id !== read.unit.id) return null;
    unit = read.unit;
    const start = match.index ?? 0;
    const label = labelOf(piece, start, start + match[0].length);
    // A value's own words that are no period (« dont 20 % de remise ») make it a report, not a row.
    if (label && !periodOf(label)) return null;
    values.push(parseNumber(match[1] ?? '') * read.factor);
    periods.push(label);
  }
  return unit && values.length >= 2 && values.every(Number.isFinite) ? { values, periods, unit } : null;
}

/** « , et Agence Kerlo » → « Agence Kerlo »: the entity's name before its values. */
function entityName(before: string): string | null {
  const name = (
    before
      .replace(/[\s:=–—-]+$/, '')
      .split(/[:;,\n]/)
      .pop() ?? ''
  )
    .replace(/^[\s•*–—-]*(?:(?:et|puis|enfin|avec)\s+)?/i, '')
    .trim();
  return name && name.length <= 60 && !/\d/.test(name) ? name : null;
}

/** « Mairie (6 200 €, 4 100 €) » groups, or else one entity per line or per semicolon. */
function readRows(text: string): ReadRow[] {
  const grouped: ReadRow[] = [];
  for (const match of text.matchAll(/([^()]*?)\(([^()]*)\)/g)) {
    const label = entityName(match[1] ?? '');
    const row = rowValues(match[2] ?? '');
    if (label && row)
      grouped.push({ label, ...row, start: (match.index ?? 0) + (match[1] ?? '').lastIndexOf(label) });
  }
  if (grouped.length >= 2) return grouped;
  const lines: ReadRow[] = [];
  let offset = 0;
  for (const segment of text.split(/(\n|;)/)) {
    const start = offset;
    offset += segment.length;
    // « sur les 3 derniers mois : Quimper : 1 200, 1 350 »: the row starts at the first number from
    // which every piece is one value.
    for (const digit of segment.matchAll(/(?<![\d.,]|\d\s)\d/g)) {
      const at = digit.index ?? 0;
      const row = rowValues(segment.slice(at).replace(/[.?!]\s*$/, ''));
      if (!row) continue;
      const label = entityName(segment.slice(0, at));
      if (label) lines.push({ label, ...row, start: start + at });
      break;
    }
  }
  return lines;
}

const ordinalNouns: Record<string, { noun: string; feminine: boolean; kind: PeriodKind }> = {
  ans: { noun: 'année', feminine: true, kind: 'year' },
  annees: { noun: 'année', feminine: true, kind: 'year' },
  mois: { noun: 'mois', feminine: false, kind: 'month' },
  trimestres: { noun: 'trimestre', feminine: false, kind: 'quarter' },
  semaines: { noun: 'semaine', feminine: true, kind: 'week' },
};

/** The columns: named on a row (« 2024 : … »), or a span before the list (« sur 2024-2026 »). */
function periodsOf(
  rows: ReadRow[],
  intro: string,
  count: number,
): { periods: string[]; named: boolean; kind: PeriodKind } | null {
  const labelled = rows.find((row) => row.periods.every(Boolean));
  if (labelled && new Set(labelled.periods.map(fold)).size === count) {
    const kinds = new Set(labelled.periods.map(periodOf));
    return { periods: labelled.periods, named: true, kind: kinds.size === 1 ? [...kinds][0]! : 'item' };
  }
  const folded = fold(intro);
  const span = /\b((?:19|20)\d\d)\s*(?:-|–|a|au|jusqu'a)\s*((?:19|20)\d\d)\b/.exec(folded);
  if (span) {
    const from = Number(span[1]);
    const to = Number(span[2]);
    if (to - from + 1 === count)
      return {
        periods: Array.from({ length: count }, (_, index) => String(from + index)),
        named: true,
        kind: 'year',
      };
  }
  const years = [...new Set(folded.match(/\b(?:19|20)\d\d\b/g) ?? [])];
  if (years.length === count) return { periods: years, named: true, kind: 'year' };
  // « sur les 3 dernières années »: the columns counted, in order.
  const counted =
    /\b(?:sur|pendant|des|les)\s+(?:les\s+)?(\d{1,2}|deux|trois|quatre|cinq|six)\s+(?:derni\w+\s+)?(ans|annees|mois|trimestres|semaines)\b/.exec(
      folded,
    );
  const said = counted && ordinalNouns[counted[2]!];
  if (counted && said && numberOf(counted[1]!) === count) {
    const periods = Array.from(
      { length: count },
      (_, index) => `${index === 0 ? (said.feminine ? '1re' : '1er') : `${index + 1}e`} ${said.noun}`,
    );
    return { periods, named: false, kind: said.kind };
  }
  return null;
}

const entityNouns =
  /\b(clients?|fournisseurs?|boutiques?|magasins?|produits?|articles?|vendeurs?|vendeuses?|commerciaux|commercial|agences?|sites?|chantiers?|restaurants?|etablissements?|salaries?|services?|gammes?|formules?|prestations?|canaux|canal|points? de vente|references?)\b/;

function entityOf(intro: string): string | null {
  const found = entityNouns.exec(fold(intro))?.[1];
  if (!found) return null;
  const singular: Record<string, string> = {
    commerciaux: 'commercial',
    canaux: 'canal',
    etablissements: 'établissement',
    etablissement: 'établissement',
    salaries: 'salarié',
    salarie: 'salarié',
    references: 'référence',
    reference: 'référence',
  };
  return singular[found] ?? found.replace(/^points? de vente$/, 'point de vente').replace(/s$/, '');
}

/** A table of at least two entities with as many values each, over periods the user names. */
export function readTable(text: string): FigureTable | null {
  const rows = readRows(text);
  if (rows.length < 2) return null;
  const count = rows[0]!.values.length;
  const unit = rows[0]!.unit;
  // Rates are not summed: a table of percentages stays with the series reading.
  if (unit.id === 'percent') return null;
  if (rows.some((row) => row.values.length !== count || row.unit.id !== unit.id)) return null;
  if (new Set(rows.map((row) => fold(row.label))).size !== rows.length) return null;
  const intro = text.slice(0, rows[0]!.start);
  const columns = periodsOf(rows, intro, count);
  if (!columns) return null;
  const top =
    /\b(\d{1,2}|deux|trois|quatre|cinq|six|dix)\s+(?:plus gros|plus grands|premiers|premieres|meilleurs|meilleures|principaux|principales)\b/.exec(
      fold(intro),
    );
  const entity = entityOf(intro);
  // « mes clients par CA »: the rows' noun is not what is measured.
  const said =
    [...intro.matchAll(new RegExp(metricWords.source, 'gi'))]
      .map((match) => match[1]!)
      .find((word) => !entity || !fold(word).startsWith(fold(entity))) ?? null;
  // « Ventes de pains… » opens the sentence: « ventes » in the reply; « CA » stays.
  const metric = said && /^\p{Lu}\p{Ll}/u.test(said) ? said.charAt(0).toLowerCase() + said.slice(1) : said;
  return {
    metric,
    entity,
    unit,
    ...columns,
    rows: rows.map((row) => ({ label: row.label, values: row.values })),
    top: top ? numberOf(top[1]!) : null,
  };
}

/**
 * The table a message asks about: its own, or, right after a computed answer, the one an earlier
 * turn gave (« Et la moyenne par an ? »).
 */
export function figureTableAsked(
  message: string,
  history: ChatTurn[],
): { table: FigureTable; focus: FiguresFocus[] } | null {
  const asks = asksAnalysis(message);
  if (!asks) return null;
  const given = readTable(message);
  if (given) return { table: given, focus: focusOf(message) };
  if (message.length > 160) return null;
  const lastReply = [...history].reverse().find((turn) => turn.role === 'assistant');
  if (!lastReply?.content.includes(recalculate)) return null;
  const earlier = history.filter((turn) => turn.role === 'user');
  for (let index = earlier.length - 1; index >= Math.max(0, earlier.length - 3); index--) {
    const table = readTable(earlier[index]!.content);
    if (table) return { table, focus: focusOf(message) };
  }
  return null;
}

const perPeriodNoun: Record<PeriodKind, string> = {
  year: 'par an',
  month: 'par mois',
  quarter: 'par trimestre',
  week: 'par semaine',
  day: 'par jour',
  item: 'par période',
};

/** Each entity's total, rank and trend; the ones falling away and rising named with their figures. */
export function figureTableReply(table: FigureTable, focuses: FiguresFocus[]): string {
  const { unit, periods, kind } = table;
  const rows = table.rows.map((row) => {
    const total = row.values.reduce((sum, value) => sum + value, 0);
    const first = row.values[0]!;
    const last = row.values.at(-1)!;
    const trend = trendOf({
      metric: null,
      unit,
      kind,
      figures: row.values.map((value, index) => ({ label: periods[index]!, value })),
    });
    return { ...row, total, first, last, trend };
  });
  const ranked = [...rows].sort((a, b) => b.total - a.total);
  const span = table.named
    ? `${withDe(periods[0]!)} à ${periods.at(-1)}`
    : `sur ${periods.length} ${periods[0]!.replace(/^\S+\s+/, '')}${periods.length > 1 && !/s$/.test(periods[0]!) ? 's' : ''}`;
  const what = table.metric ? ` (${table.metric})` : '';
  const round = (value: number) => Math.round(value * 100) / 100;

  // « mes 3 plus gros clients » among more: the ranking stops there, the table keeps them all.
  const shown = table.top && table.top < ranked.length ? ranked.slice(0, table.top) : ranked;
  const ranking = [
    `**Classement par total cumulé ${span}${what} :**`,
    ...shown.map((row, index) => `${index + 1}. **${row.label}** : ${amount(row.total, unit)}`),
  ].join('\n');
  const averages = `**Moyenne ${perPeriodNoun[kind]} ${span} :** ${ranked
    .map((row) => `${row.label} ${amount(round(row.total / row.values.length), unit)}`)
    .join(', ')}.`;
  const answer = focuses.includes('average') ? blocks(averages, ranking) : ranking;

  const entity = capitalise(table.entity ?? 'nom');
  const header = `| ${entity} | ${periods.map(capitalise).join(' | ')} | Cumul | Évolution |`;
  const align = `|---|${periods.map(() => '---:').join('|')}|---:|---:|`;
  const lines = ranked.map(
    (row) =>
      `| ${row.label} | ${row.values.map((value) => amount(value, unit)).join(' | ')} | ${amount(row.total, unit)} | ${percent(row.first, row.last) ?? '—'} |`,
  );
  const columnTotals = periods.map((_, index) => rows.reduce((sum, row) => sum + row.values[index]!, 0));
  const grand = columnTotals.reduce((sum, value) => sum + value, 0);
  lines.push(
    `| **Total** | ${columnTotals.map((value) => amount(value, unit)).join(' | ')} | ${amount(grand, unit)} | ${percent(columnTotals[0]!, columnTotals.at(-1)!) ?? '—'} |`,
  );

  // « en 2024 », « le 1er mois », « la 3e année ».
  const when = (period: string) =>
    table.named ? `en ${period}` : `${/année|semaine/.test(period) ? 'la' : 'le'} ${period}`;
  const from = when(periods[0]!);
  const to = when(periods.at(-1)!);
  const course = (row: (typeof rows)[number]) =>
    `${amount(row.first, unit)} ${from}, ${amount(row.last, unit)} ${to} (${signed(row.last - row.first, unit)}${percent(row.first, row.last) ? `, ${percent(row.first, row.last)}` : ''}), ${row.trend}`;
  const falling = rows
    .filter((row) => row.last < row.first)
    .sort((a, b) => (b.first - b.last) / b.first - (a.first - a.last) / a.first);
  const rising = rows
    .filter((row) => row.last > row.first)
    .sort((a, b) => (b.last - b.first) / b.first - (a.last - a.first) / a.first);
  const lastOrder = [...rows].sort((a, b) => b.last - a.last);
  const orderChanges = lastOrder.some((row, index) => row !== ranked[index]);
  const reading = [
    falling.length
      ? `- **En baisse :** ${falling.map((row) => `${row.label} : ${course(row)}`).join(' ; ')}.`
      : `- **En baisse :** aucun ${span}.`,
    rising.length && `- **En hausse :** ${rising.map((row) => `${row.label} : ${course(row)}`).join(' ; ')}.`,
    orderChanges &&
      `- **${capitalise(to)}, l’ordre n’est plus le même :** ${lastOrder.map((row) => `${row.label} (${amount(row.last, unit)})`).join(', ')}.`,
  ].filter(Boolean);

  return blocks(
    answer,
    [header, align, ...lines].join('\n'),
    reading.length > 0 && `**Lecture**\n${reading.join('\n')}`,
    `Donnez-moi d’autres valeurs ou une autre période ${recalculate}`,
  );
}
