// The user's own figures, computed: a series of values by period or by item ("CA janvier 42 000 €,
// février 38 500 €, mars 51 200 €") read from the message or an earlier turn, then the variations,
// total, average, extremes and the overall change, said in plain French. Offline, the local engine
// cannot know the market, but it can always do the arithmetic a professional asks for.

import type { ChatTurn } from '../../types.ts';
import { capitalise, fold, withDe } from '../french.ts';
import { blocks } from './compose.ts';

export interface Figure {
  label: string;
  value: number;
}

export interface Series {
  /** What is measured, in the user's words ("CA", "ventes"), when said. */
  metric: string | null;
  unit: Unit;
  kind: PeriodKind;
  figures: Figure[];
}

export type Unit = { id: 'euro' | 'percent' | 'count' | 'bare'; word: string };
export const bareUnit: Unit = { id: 'bare', word: '' };
export type PeriodKind = 'month' | 'quarter' | 'year' | 'week' | 'day' | 'item';

const monthPattern = String.raw`(?:janv(?:ier|\.)?|fevr?(?:ier|\.)?|mars|avr(?:il|\.)?|mai|juin|juil(?:let|\.)?|aout|sept(?:embre|\.)?|oct(?:obre|\.)?|nov(?:embre|\.)?|dec(?:embre|\.)?)`;
const periodPatterns: Array<[PeriodKind, RegExp]> = [
  ['month', new RegExp(String.raw`\b${monthPattern}(?:\s+(?:19|20)\d\d)?(?![\w])`)],
  [
    'quarter',
    /\b(?:[tq][1-4]|[1-4](?:er|e|eme)\s+trimestre|(?:premier|deuxieme|second|troisieme|quatrieme)\s+trimestre)(?:\s+(?:19|20)\d\d)?\b/,
  ],
  ['week', /\b(?:semaine\s+\d{1,2}|s\d{1,2})\b/],
  ['day', /\b(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)\b/],
  ['year', /\b(?:19|20)\d\d\b/],
];

// A number as the French write it: "42 000", "42 000,50", "3,5", "1.2" (not a year: handled apart).
const numberPattern = String.raw`[-−+]?\d{1,3}(?:[ \u00a0\u202f.]\d{3})+(?:,\d+)?|[-−+]?\d+(?:[.,]\d+)?`;
const unitPattern = String.raw`(?:\s*(k€|k\s?euros?|m€|millions?\s+d[’']euros|€|euros?|%|pour\s?cent|points?))?(?:\s+(?:de\s+|d[’'])?([a-zà-ÿ]{3,}))?`;
export const valuePattern = new RegExp(String.raw`(?<![\w,.])(${numberPattern})${unitPattern}`, 'giu');

const countNouns =
  /^(clients?|commandes?|ventes?|visites?|visiteurs?|abonnes?|abonnés|leads?|devis|factures?|contrats?|inscrits?|inscriptions?|candidatures?|tickets?|heures?|jours?|appels?|rendez-vous|reservations?|réservations?|adhérents?|adherents?|patients?|dossiers?|prospects?|pieces?|pièces?|unites?|unités?|articles?|produits?|colis|repas|couverts?|nuitees?|nuitées?)$/i;

export const metricWords =
  /\b(chiffre d[’']affaires|ca|ventes?|commandes?|marge|benefices?|bénéfices?|resultat|résultat|depenses?|dépenses?|charges|tresorerie|trésorerie|visites?|clients?|abonnes|abonnés|panier moyen|taux de \w+|impayes|impayés|encaissements?|factur\w+|budget|cout|coût|couts|coûts|heures|leads?)\b/i;

const analysisWords =
  /\b(analys\w*|class(?:e|ez|er|ement)(?:-les)?(?= par\b| ?[.?!]|$)|decroch\w*|tendance\w*|evolu\w*|compar\w*|progress\w*|croissance|baisse|hausse|moyenne\w*|total|totaux|somme|cumul\w*|variation\w*|calcul\w*|combien|ecart\w*|difference\w*|pourcentage|meilleur\w*|pire|plus (?:haut|bas|fort|faible)|augment\w*|diminu\w*|recul\w*|bilan|interpret\w*|que (?:penses|pensez)|qu'en (?:penses|pensez|dis|dites)|c'est (?:bien|bon|mauvais|normal|grave|inquietant)|(?:ton|votre) avis|bien places?|bien situes?|positionn\w*|trop chers?|dans la moyenne)\b/;

// Writing requests keep their writers: "un mail qui annonce 49 € puis 89 €" is a letter, not a sum.
const writingWords =
  /\b(mail|e-mail|email|courriel|lettre|courrier|message|post|publication|newsletter|annonce|offre d'emploi|ordre du jour|devis pour|relance|redige|ecris|repon[dsz]\w*|reponse)\b/;

const durationNouns = /^(?:ans?|annees?|mois|semaines?|trimestres?)$/;

export const recalculate = 'et je recalcule.';
const summaryWords = /\b(resum\w*|synthe\w*|notes?|compte rendu|reformul\w*|tradu\w*|points? cles)\b/;

export function parseNumber(text: string): number {
  const clean = text.replace(/[−]/g, '-').replace(/[ \u00a0\u202f]/g, '');
  // "42.000" is a thousands separator; "1.5" a decimal point.
  const dotted = /^[-+]?\d{1,3}(?:\.\d{3})+(?:,\d+)?$/.test(clean) ? clean.replace(/\./g, '') : clean;
  return Number(dotted.replace(',', '.'));
}

export function unitOf(
  raw: string | undefined,
  noun: string | undefined,
): { unit: Unit; factor: number } | null {
  const unit = fold(raw ?? '').replace(/\s+/g, ' ');
  if (/^k ?(€|euros?)$/.test(unit)) return { unit: { id: 'euro', word: '€' }, factor: 1000 };
  if (/^(m€|millions? d'euros)$/.test(unit)) return { unit: { id: 'euro', word: '€' }, factor: 1_000_000 };
  if (unit === '€' || /^euros?$/.test(unit)) return { unit: { id: 'euro', word: '€' }, factor: 1 };
  if (unit === '%' || /^pour ?cent$/.test(unit) || /^points?$/.test(unit))
    return { unit: { id: 'percent', word: '%' }, factor: 1 };
  if (noun && countNouns.test(noun)) return { unit: { id: 'count', word: noun.toLowerCase() }, factor: 1 };
  return null;
}

export function periodOf(label: string): PeriodKind | null {
  const folded = fold(label);
  for (const [kind, pattern] of periodPatterns) if (pattern.test(folded)) return kind;
  return null;
}

/** The period or item a value belongs to, from the words around it in its own piece of text. */
/** « Bon, chez Décathlon la révision » → « Décathlon »; « chez nous » stays: who the figure is of. */
function shop(label: string): string {
  const at = /\bchez\s+(nous|moi|\p{Lu}[\p{L}'’&-]*(?:\s+\p{Lu}[\p{L}'’&-]*)*)/u.exec(label);
  if (!at?.[1]) return label;
  return /^(?:nous|moi)$/.test(at[1]) ? `chez ${at[1]}` : at[1];
}

/** The user's own figure among others': « chez nous », « nous », « notre prix », « moi ». */
const ownLabel = /^(?:chez nous|chez moi|nous|moi|notre|nos|mon|ma|mes)\b/i;

export function labelOf(piece: string, start: number, end: number): string {
  const before = piece.slice(0, start);
  const after = piece.slice(end);
  const clean = (text: string) =>
    text
      .replace(/^[\s:=–—-]+|[\s:=–—-]+$/g, '')
      .replace(/^(?:(?:et|puis|avec|soit|contre|pour|en|au|aux|à|a|de|du|des|le|la|les|l['’]|sur)\s+)+/i, '')
      .replace(/\s+(?:(?:de|en|à|a|au|était|etait|est|fait|a fait|ont fait|avec|pour|soit|:)\s*)+$/i, '')
      .replace(/[()]/g, '')
      .trim();
  // "Compare les ventes : Nantes 12 400 €": the label is after the request's colon.
  const head = shop(
    clean(
      before
        .split(':')
        .map((part) => part.trim())
        .filter(Boolean)
        .pop() ?? '',
    ),
  );
  // "42 000 € en janvier": the period after the value when none comes before it.
  const tail = clean(after.split(/\b(?:et|puis)\b|[:?!;]/)[0] ?? '');
  if (head && periodOf(head)) return head;
  if (tail && periodOf(tail)) return tail;
  return head || tail;
}

/** The pieces of a list: "a 1 €, b 2 € et c 3 €", one per line, or separated by semicolons. */
export function pieces(text: string): string[] {
  return text
    .split(/\n|;|\s\|\s|,\s+|\s+(?:et|puis|contre|vs\.?|versus)\s+|\s*\.\s+(?=\p{Lu})/u)
    .map((piece) => piece.trim())
    .filter(Boolean);
}

function splitMetric(labels: string[]): { metric: string | null; labels: string[] } {
  // "CA janvier", "février", "mars": the words before the first period name the metric.
  const first = labels[0] ?? '';
  const folded = fold(first);
  for (const [, pattern] of periodPatterns) {
    const match = pattern.exec(folded);
    if (match && match.index > 0) {
      const metric = first
        .slice(0, match.index)
        .replace(/\b(?:de|du|des|en|pour|le|la|les)\s*$/i, '')
        .replace(/^(?:(?:notre|nos|mon|mes|le|la|les|l['’]|un|une)\s+)+/i, '')
        .trim();
      const rest = first.slice(match.index).trim();
      if (metric && metricWords.test(metric)) return { metric, labels: [rest, ...labels.slice(1)] };
    }
  }
  return { metric: null, labels };
}

/** A series of at least two values in one unit with distinct labels, or null. */
export function readSeries(text: string): Series | null {
  const found: Array<{ label: string; value: number; unit: Unit }> = [];
  for (const piece of pieces(text)) {
    const values = [...piece.matchAll(valuePattern)];
    // A year used as a label ("2024 : 135 k€") is not a value when another number has a unit.
    const measured = values.filter((match) => unitOf(match[2], match[3]));
    // "280 en octobre" in a list of orders: a bare number takes the unit of the series; a year
    // alone is a label, not a value.
    // « sur les 4 ans » is the span asked about, not a value.
    const bare = values.filter(
      (match) =>
        !unitOf(match[2], match[3]) &&
        !/^(?:19|20)\d\d$/.test(match[1] ?? '') &&
        !durationNouns.test(fold(match[3] ?? '')),
    );
    const kept = measured.length ? measured : bare;
    if (kept.length !== 1) continue;
    const match = kept[0]!;
    const read = unitOf(match[2], match[3]) ?? { unit: bareUnit, factor: 1 };
    const start = match.index ?? 0;
    const label = labelOf(piece, start, start + match[0].length);
    if (!label || label.length > 60) continue;
    found.push({ label, value: parseNumber(match[1] ?? '') * read.factor, unit: read.unit });
  }
  if (found.length < 2) return null;
  // The unit most values share; the others are context ("sur 3 mois", "dont 20 %").
  const counts = new Map<string, number>();
  for (const figure of found) counts.set(figure.unit.id, (counts.get(figure.unit.id) ?? 0) + 1);
  const measuredIds = [...counts.entries()].filter(([id]) => id !== 'bare').sort((a, b) => b[1] - a[1]);
  const unitId = measuredIds[0]?.[0] ?? 'bare';
  const unitOfSeries = found.find((figure) => figure.unit.id === unitId)!.unit;
  const same = found
    .filter((figure) => figure.unit.id === unitId || figure.unit.id === 'bare')
    .map((figure) => ({ ...figure, unit: unitOfSeries }));
  if (unitId === 'bare' && same.length < 3) return null;
  // "540 commandes, panier moyen de 42 €, 6 % de retours": figures of a report, not one series.
  const others = found.length - same.length;
  if (others > 0 && (same.length < 3 || others * 2 >= same.length)) return null;
  if (same.length < 2 || same.some((figure) => !Number.isFinite(figure.value))) return null;
  const split = splitMetric(same.map((figure) => figure.label));
  // "Compare les ventes par boutique : …": the metric named before the list.
  const intro = text.split(/\d/)[0] ?? '';
  const named = split.metric ?? metricWords.exec(intro)?.[1] ?? null;
  const labels = split.labels.map((label) => label.replace(/\s+/g, ' '));
  if (new Set(labels.map(fold)).size !== labels.length) return null;
  const kinds = new Set(labels.map(periodOf));
  const kind: PeriodKind = kinds.size === 1 ? ([...kinds][0] ?? 'item') : 'item';
  return {
    metric: named,
    unit: same[0]!.unit,
    kind,
    figures: same.map((figure, index) => ({ label: labels[index]!, value: figure.value })),
  };
}

export type FiguresFocus = 'average' | 'total' | 'extremes' | 'change' | 'all';

/** What the message asks first, then a second question when it asks two (« combien en tout, et quelle est la meilleure ? »). */
export function focusOf(message: string): FiguresFocus[] {
  const folded = fold(message);
  const asked: FiguresFocus[] = [];
  if (/\b(total|somme|cumul\w*|en tout|au total|ca fait combien|combien sur)\b/.test(folded))
    asked.push('total');
  if (/\bmoyen/.test(folded)) asked.unshift('average');
  if (/\b(meilleur\w*|pire|plus (haut|bas|fort|faible)|record|maximum|minimum)\b/.test(folded))
    asked.push('extremes');
  if (
    !asked.length &&
    /\b(progress\w*|croissance|evolu\w*|pourcentage|augment\w*|baiss\w*|hausse|variation|ecart|difference)\b/.test(
      folded,
    )
  )
    asked.push('change');
  return asked.length ? asked.slice(0, 2) : ['all'];
}

/**
 * Whether a message asks for a computation over figures; null when it asks for a text instead (a
 * mail, a summary), whatever figures it holds.
 */
export function asksAnalysis(message: string): boolean | null {
  // The request is the user's own words: a quoted text (an article, notes) is material, and a
  // summary of it is the summary writers' job, whatever figures it holds.
  const own = fold(message.replace(/«[^»]*»|“[^”]*”|"[^"]*"/g, ' '));
  if (writingWords.test(own) || summaryWords.test(own)) return null;
  return analysisWords.test(own);
}

/**
 * The figures a message asks about: its own series when it gives one and asks for an analysis, or
 * the series of an earlier turn when it asks a question about figures ("Et la moyenne ?").
 */
export function figuresAsked(
  message: string,
  history: ChatTurn[],
): { series: Series; focus: FiguresFocus[] } | null {
  const asks = asksAnalysis(message);
  if (asks === null) return null;
  const folded = fold(message);
  const given = readSeries(message);
  if (given && asks) return { series: given, focus: focusOf(message) };
  // "Et si avril fait 45 000 € ?": a what-if on the earlier figures.
  const whatIf = /\b(?:et )?si\b|\bajout\w*\b|\bavec\b/.test(folded);
  if (!(asks || whatIf) || message.length > 160) return null;
  // Only right after a computed answer: "Combien de temps ?" later on is another question.
  const lastReply = [...history].reverse().find((turn) => turn.role === 'assistant');
  if (!lastReply?.content.includes(recalculate)) return null;
  // A follow-up: the last user turn before this one that gave a series.
  const earlier = history.filter((turn) => turn.role === 'user');
  for (let index = earlier.length - 1; index >= Math.max(0, earlier.length - 3); index--) {
    const series = readSeries(earlier[index]!.content);
    if (!series) continue;
    // "Et si avril fait 45 000 € ?": a value added to the earlier series.
    const added = [...message.matchAll(valuePattern)].filter((match) => unitOf(match[2], match[3]));
    if (added.length === 1) {
      const match = added[0]!;
      const read = unitOf(match[2], match[3])!;
      const label = labelOf(message, match.index ?? 0, (match.index ?? 0) + match[0].length)
        .replace(/^(?:et\s+)?si\s+/i, '')
        .trim();
      if (label && read.unit.id === series.unit.id) {
        const value = parseNumber(match[1] ?? '') * read.factor;
        const rest = series.figures.filter((figure) => fold(figure.label) !== fold(label));
        return { series: { ...series, figures: [...rest, { label, value }] }, focus: focusOf(message) };
      }
    }
    if (asks) return { series, focus: focusOf(message) };
  }
  return null;
}

const integer = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1, minimumFractionDigits: 1 });
const twoDecimals = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

export function amount(value: number, unit: Unit): string {
  const format = Number.isInteger(value) || Math.abs(value) >= 1000 ? integer : twoDecimals;
  const text = format.format(value).replace('-', '−');
  if (unit.id === 'euro') return `${text} €`;
  if (unit.id === 'percent') return `${text} %`;
  return unit.word ? `${text} ${unit.word}` : text;
}

export function signed(value: number, unit: Unit): string {
  if (value === 0) return unit.id === 'percent' ? '0 point' : amount(0, unit);
  const text =
    unit.id === 'percent' ? `${twoDecimals.format(Math.abs(value))} pt` : amount(Math.abs(value), unit);
  return `${value > 0 ? '+' : '−'}${text}`;
}

export function percent(from: number, to: number): string | null {
  if (from === 0) return null;
  const rate = ((to - from) / Math.abs(from)) * 100;
  return `${rate > 0 ? '+' : rate < 0 ? '−' : ''}${decimal.format(Math.abs(rate))} %`;
}

export const perPeriod: Record<PeriodKind, string> = {
  month: 'par mois',
  quarter: 'par trimestre',
  year: 'par an',
  week: 'par semaine',
  day: 'par jour',
  item: 'par élément',
};

export function trendOf(series: Series): string {
  const values = series.figures.map((figure) => figure.value);
  const steps = values.slice(1).map((value, index) => value - values[index]!);
  const ups = steps.filter((step) => step > 0).length;
  const downs = steps.filter((step) => step < 0).length;
  const first = values[0]!;
  const last = values[values.length - 1]!;
  if (ups === steps.length) return 'en hausse continue';
  if (downs === steps.length) return 'en baisse continue';
  // « 5 500, 5 500, 6 000 »: a plateau then a rise has no setback to speak of.
  if (!downs) return 'en hausse, sans recul';
  if (!ups) return 'en baisse, sans reprise';
  const spread = Math.max(...values) - Math.min(...values);
  if (Math.abs(last - first) <= spread * 0.1) return 'stable sur la période, avec des variations';
  return last > first
    ? 'en hausse sur la période, avec des à-coups'
    : 'en baisse sur la période, avec des à-coups';
}

/** The analysis of a series, with the figure asked for first. */
export function figuresReply(series: Series, focuses: FiguresFocus | FiguresFocus[]): string {
  const { figures, unit, kind } = series;
  const values = figures.map((figure) => figure.value);
  const total = values.reduce((sum, value) => sum + value, 0);
  const average = total / values.length;
  const max = figures.reduce((best, figure) => (figure.value > best.value ? figure : best));
  const min = figures.reduce((worst, figure) => (figure.value < worst.value ? figure : worst));
  const first = figures[0]!;
  const last = figures[figures.length - 1]!;
  const what = series.metric
    ? capitalise(series.metric)
    : unit.id === 'percent'
      ? 'Taux'
      : unit.id === 'count'
        ? capitalise(unit.word)
        : 'Valeurs';
  const ordered = kind !== 'item';
  const range = ordered ? `${withDe(first.label)} à ${last.label}` : `sur ${figures.length} éléments`;
  const change = percent(first.value, last.value);
  // Percentages are averaged, not added: a total of rates means nothing.
  const summable = unit.id !== 'percent';

  const said = (focus: FiguresFocus) =>
    focus === 'average'
      ? `**Moyenne : ${amount(Math.round(average * 100) / 100, unit)} ${perPeriod[kind]}** (${figures.length} valeurs, ${range}).`
      : focus === 'total' && summable
        ? `**Total : ${amount(total, unit)}** ${range}.`
        : focus === 'extremes'
          ? `**Le plus haut : ${max.label} (${amount(max.value, unit)}) ; le plus bas : ${min.label} (${amount(min.value, unit)}).**`
          : ordered
            ? `**${what} ${range} : ${trendOf(series)}${change ? `, ${change}` : ''} (${signed(last.value - first.value, unit)}).**`
            : `**Comparaison sur ${figures.length} éléments : ${max.label} en tête avec ${amount(max.value, unit)}${series.metric ? ` (${series.metric})` : ''}.**`;
  const answer = [...new Set([focuses].flat().map(said))].join(' ');

  const header = `| ${ordered ? 'Période' : 'Élément'} | ${series.metric ? capitalise(series.metric) : 'Valeur'} | ${ordered ? 'Variation' : 'Écart à la moyenne'} |`;
  const rows = figures.map((figure, index) => {
    if (!ordered) {
      const gap = percent(average, figure.value);
      return `| ${capitalise(figure.label)} | ${amount(figure.value, unit)} | ${gap ?? '—'} |`;
    }
    const previous = figures[index - 1];
    if (!previous) return `| ${capitalise(figure.label)} | ${amount(figure.value, unit)} | — |`;
    const rate = unit.id === 'percent' ? null : percent(previous.value, figure.value);
    return `| ${capitalise(figure.label)} | ${amount(figure.value, unit)} | ${signed(figure.value - previous.value, unit)}${rate ? ` (${rate})` : ''} |`;
  });

  const periods = figures.length - 1;
  const compound =
    ordered && unit.id !== 'percent' && periods >= 2 && first.value > 0 && last.value > 0
      ? (last.value / first.value) ** (1 / periods) - 1
      : null;
  // « chez nous 59 € » among the competitors' prices: where the user stands, gap by gap.
  const own = ordered ? undefined : figures.find((figure) => ownLabel.test(figure.label.trim()));
  const others = own ? figures.filter((figure) => figure !== own) : [];
  const rank = own ? [...figures].sort((a, b) => a.value - b.value).indexOf(own) + 1 : 0;
  const position =
    own &&
    others.length > 0 &&
    `**Votre position :** ${amount(own.value, unit)}, ${others
      .map((other) => {
        const gap = own.value - other.value;
        return gap === 0
          ? `autant que ${other.label}`
          : `${amount(Math.abs(Math.round(gap * 100) / 100), unit)} de ${gap > 0 ? 'plus' : 'moins'} que ${other.label} (${amount(other.value, unit)})`;
      })
      .join(
        ', ',
      )} : ${rank === 1 ? 'la valeur la plus basse' : rank === figures.length ? 'la valeur la plus haute' : `la ${rank}e sur ${figures.length} en partant de la plus basse`}${average ? `, ${percent(average, own.value) ?? '—'} par rapport à la moyenne (${amount(Math.round(average * 100) / 100, unit)})` : ''}.`;

  const facts = [
    // Prices set beside the user's own are compared, never added up.
    summable && !own && `- **Total :** ${amount(total, unit)}`,
    `- **Moyenne :** ${amount(Math.round(average * 100) / 100, unit)} ${perPeriod[kind]}`,
    `- **Plus haut :** ${max.label} (${amount(max.value, unit)}) · **plus bas :** ${min.label} (${amount(min.value, unit)})`,
    ordered &&
      `- **Évolution ${range} :** ${signed(last.value - first.value, unit)}${change && unit.id !== 'percent' ? ` (${change})` : ''}`,
    compound !== null &&
      `- **Croissance moyenne ${perPeriod[kind]} :** ${compound >= 0 ? '+' : '−'}${decimal.format(Math.abs(compound) * 100)} % (taux composé)`,
  ].filter(Boolean);

  // What a careful reader says next: the dip or peak to explain, and how far three points go.
  const biggestStep = ordered
    ? figures
        .slice(1)
        .map((figure, index) => ({ figure, step: figure.value - figures[index]!.value }))
        .sort((a, b) => Math.abs(b.step) - Math.abs(a.step))[0]
    : null;
  const reading = [
    biggestStep &&
      biggestStep.step !== 0 &&
      `- Le plus grand écart est ${biggestStep.step > 0 ? 'la hausse' : 'la baisse'} de ${biggestStep.figure.label} (${signed(biggestStep.step, unit)}) : c’est elle qu’il faut expliquer (saisonnalité, nombre de jours, action commerciale, facture exceptionnelle).`,
    `- ${capitalise(max.label)} est ${percent(average, max.value)?.replace(/^\+/, '') ?? '—'} au-dessus de la moyenne${min.value < average ? `, ${min.label} ${percent(average, min.value)?.replace(/^−/, '') ?? '—'} en dessous` : ''}.`,
    ordered &&
      figures.length < 4 &&
      `- Avec ${figures.length} valeurs, c’est une indication plutôt qu’une tendance durable : comparez avec la même période de l’an dernier.`,
  ].filter(Boolean);

  return blocks(
    answer,
    position,
    [header, `|---|---:|---:|`, ...rows].join('\n'),
    facts.join('\n'),
    `**Lecture**\n${reading.join('\n')}`,
    `Donnez-moi d’autres valeurs ou une hypothèse (« et si le mois suivant fait … ? ») ${recalculate}`,
  );
}
