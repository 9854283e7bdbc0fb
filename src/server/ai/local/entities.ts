// Simple entities taken from the user's message, so replies use their own words: a quoted text, a
// person or company name, the topic after "sur" / "à propos de", a job title, a meeting length.
import { fold } from './french.ts';

export interface Entities {
  /** Text between « », " " or “ ”. */
  quoted: string | null;
  /** The person the request is about, with a civility when one was written ("M. Durand"). */
  person: { civility: 'Monsieur' | 'Madame' | null; name: string } | null;
  /** A company after "chez", "société" or "entreprise". */
  company: string | null;
  /** Every capitalised name of the request ("Sophie", "Thomas Bernard"), e.g. meeting attendees. */
  names: string[];
  /** Capitalised names including tools and products ("Notion", "Asana"), e.g. competitors. */
  brands: string[];
  /** The phrase after "à propos de", "sur", "concernant" or "pour", as the user wrote it. */
  topic: string | null;
  /** A job title after "poste de", "profil de", "recruter un"… */
  role: string | null;
  durationMinutes: number | null;
}

/**
 * Separates the request from a text pasted after it ("Résume ce texte : …", a new line, or a long
 * quotation), so neither intent detection nor entities are misled by the pasted words.
 */
export function splitPasted(message: string): { command: string; pasted: string | null } {
  const colon = /:\s/.exec(message);
  if (colon && colon.index <= 160 && message.slice(colon.index + 1).trim().length >= 40) {
    return { command: message.slice(0, colon.index), pasted: message.slice(colon.index + 1).trim() };
  }
  const newline = message.indexOf('\n');
  if (newline > 0 && newline <= 160 && message.slice(newline).trim().length >= 80) {
    return { command: message.slice(0, newline), pasted: message.slice(newline).trim() };
  }
  const quote = quotedText(message);
  if (quote && quote.text.length >= 40) {
    return { command: message.replace(quote.raw, ' '), pasted: quote.text };
  }
  return { command: message, pasted: null };
}

function quotedText(message: string): { raw: string; text: string } | null {
  const match = /«\s*([^»]+?)\s*»|"([^"]+)"|“([^”]+)”/.exec(message);
  if (!match) return null;
  const text = (match[1] ?? match[2] ?? match[3] ?? '').trim();
  return text ? { raw: match[0], text } : null;
}

// Capitalised words that are neither people nor companies: the team, days, months, verbs.
const commonWords =
  'alfred chip clide suki dot millie spec septime je tu il elle nous vous ils elles le la les un une bonjour ' +
  'salut merci peux pourrais ecris redige prepare fais planifie organise resume trouve donne propose aide ' +
  'compare analyse lundi mardi mercredi jeudi vendredi samedi dimanche janvier fevrier mars avril mai juin ' +
  'juillet aout septembre octobre novembre decembre';
// Tools and technologies: brands, but never the person a message is about.
const toolWords =
  'linkedin instagram facebook twitter tiktok youtube google gmail outlook slack zoom teams notion hubspot ' +
  'salesforce pipedrive react angular vue python java javascript typescript node php rust go kotlin swift ' +
  'figma excel word powerpoint';
const notBrands = new Set(commonWords.split(' '));
const notNames = new Set([...notBrands, ...toolWords.split(' ')]);

const wordPattern = /\p{Lu}[\p{L}'’-]*/gu;

/** Runs of capitalised words ("Julie Martin", "Durand"), leaving out sentence starts and known words. */
function capitalisedNames(command: string, excluded = notNames): string[] {
  const names: string[] = [];
  let run: string[] = [];
  let runEnd = -1;
  const flush = () => {
    if (run.length) names.push(run.join(' '));
    run = [];
  };
  for (const match of command.matchAll(wordPattern)) {
    const word = match[0].replace(/['’-]+$/, '');
    const before = command.slice(0, match.index).trimEnd();
    const sentenceStart = before === '' || /[.!?:\n]$/.test(before);
    const acronym = word.length <= 4 && word === word.toUpperCase();
    const skip = sentenceStart || acronym || excluded.has(fold(word)) || /^(M|Mme|Mlle|Mr)\.?$/.test(word);
    if (skip) {
      flush();
      continue;
    }
    if (run.length && match.index !== runEnd + 1) flush();
    run.push(word);
    runEnd = match.index + match[0].length;
  }
  flush();
  return names;
}

function findPerson(command: string, company: string | null): Entities['person'] {
  const titled =
    /\b(M\.|Mr\.?|Monsieur|Mme\.?|Mlle\.?|Madame|Mademoiselle)\s+(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?)/u.exec(
      command,
    );
  if (titled) {
    const civility = /^(M\.|Mr|Monsieur)/.test(titled[1] ?? '') ? 'Monsieur' : 'Madame';
    return { civility, name: titled[2] ?? '' };
  }
  const name = capitalisedNames(command).find((candidate) => candidate !== company);
  return name ? { civility: null, name } : null;
}

function findCompany(command: string): string | null {
  const match =
    /\b(?:chez|société|societe|entreprise|cabinet|groupe)\s+(\p{Lu}[\p{L}0-9&'’.-]*(?:\s+\p{Lu}[\p{L}0-9&'’.-]*)*)/u.exec(
      command,
    );
  return match?.[1] ?? null;
}

// Markers of a topic, the most explicit first; "pour" comes last because it often names a person.
const topicMarkers = [
  /\b(?:a propos d(?:e|u|es)|au sujet d(?:e|u|es)|concernant|autour d(?:e|u|es)|sur le theme d(?:e|u|es))\s+/g,
  /\bsur\s+/g,
  /\bpour\s+/g,
];
const topicEnd =
  /[.,;:!?\n()]|\s(?:pour|avec|afin|et qui|qui|en vue|avant|d'ici|de facon|en|a destination)\s/;
const notTopic =
  /^(moi|nous|lui|eux|elle|toi|vous|demain|aujourd'hui|ce soir|cette semaine|la semaine|le mois|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|linkedin|instagram|facebook|twitter|tiktok|le relancer|la relancer|les relancer|\d|m\.|mme|monsieur|madame)\b/;

// "pour notre newsletter" names the format, not what it is about.
const formatOnly =
  /^((le|la|les|un|une|notre|nos|mon|ma|mes|votre|vos|ce|cet|cette) )?(newsletters?|blog|articles?|posts?|publications?|e-?mails?|mails?|messages?)$/;

function findTopic(command: string, folded: string, person: Entities['person']): string | null {
  for (const marker of topicMarkers) {
    for (const match of folded.matchAll(marker)) {
      const start = match.index + match[0].length;
      const rest = folded.slice(start);
      const end = topicEnd.exec(rest)?.index ?? rest.length;
      const topic = command
        .slice(start, start + end)
        .trim()
        .replace(/[’]/g, "'");
      if (topic.length < 3 || notTopic.test(fold(topic)) || formatOnly.test(fold(topic))) continue;
      if (person && topic.startsWith(person.name)) continue;
      return topic;
    }
  }
  return null;
}

function findRole(command: string, folded: string): string | null {
  const match =
    /\b(?:postes? d[e']|profils? d[e']|recrut\w*|embauch\w*|cherch\w*|trouver|candidats? (?:au poste )?d[e'])\s*(?:un |une |des |d'un |d'une )?(?:poste d[e']\s*)?/.exec(
      folded,
    );
  if (!match) return null;
  const start = match.index + match[0].length;
  const rest = folded.slice(start);
  const end =
    /[.,;:!?\n()]|\s(?:pour|avec|afin|qui|en vue|a partir|d'ici|dans|chez)\s/.exec(rest)?.index ??
    rest.length;
  const role = command.slice(start, start + end).trim();
  return role.length >= 3 && !/^(candidat|cv|profil)/.test(fold(role)) ? role : null;
}

function findDuration(folded: string): number | null {
  const minutes = /\b(\d{1,3})\s*(?:min|minutes?|mn)\b/.exec(folded);
  if (minutes) return Number(minutes[1]);
  const hours = /(?<!\b(?:a|vers|avant|apres|des)\s)\b(\d)\s*h(?:eures?)?\s*(\d{2})?\b/.exec(folded);
  if (hours && Number(hours[1]) <= 4) return Number(hours[1]) * 60 + Number(hours[2] ?? 0);
  if (/\bune demi-heure\b/.test(folded)) return 30;
  if (/\bun quart d'heure\b/.test(folded)) return 15;
  if (/\bune heure\b/.test(folded)) return 60;
  return null;
}

/** The entities of the request part of a message (a pasted text is left out). */
export function extractEntities(message: string): Entities {
  const { command } = splitPasted(message);
  const folded = fold(command);
  const company = findCompany(command);
  const person = findPerson(command, company);
  return {
    quoted: quotedText(message)?.text ?? null,
    person,
    company,
    names: capitalisedNames(command).filter((name) => name !== company),
    brands: capitalisedNames(command, notBrands),
    topic: findTopic(command, folded, person),
    role: findRole(command, folded),
    durationMinutes: findDuration(folded),
  };
}
