// People shared out over places or days (issue 41, item 4): « Samedi j'ai le marché de Vannes et
// celui d'Auray, 4 vendeurs : Léa, Tom, Inès et Karim, 2 par marché, Tom et Inès pas ensemble. Qui
// va où ? », « le planning de la boutique du mardi au samedi, 2 personnes le samedi, Sarah ne
// travaille pas le mardi ». Read from the request's own words: who, where or when, how many at each,
// and the constraints said (apart, pinned, unavailable, absent); later turns take people out
// (« Karim est malade, refais sans lui »).
import { fold, numberOf } from '../french.ts';
import { firstNames, frenchCities, writtenNames } from './lexicon.ts';

export interface Slot {
  /** As the user wrote it: "Vannes", "samedi". */
  name: string;
  /** How many people it needs, when the request says. */
  need: number | null;
}

export interface AssignmentRequest {
  /** Places worked on the same day, or the days of a week. */
  kind: 'places' | 'days';
  /** What a slot is: "marché", "chantier", "jour". */
  noun: string;
  people: string[];
  slots: Slot[];
  /** Pairs that must not work in the same slot. */
  apart: Array<[string, string]>;
  /** A person who must be in a slot, and why when said (« il a le permis poids lourd »). */
  pinned: Array<{ person: string; slot: string; why: string | null }>;
  /** A person who cannot work in a slot (« Sarah ne travaille pas le mardi »). */
  unavailable: Array<{ person: string; slot: string }>;
  /** People out altogether (« Karim est malade, refais sans lui »). */
  absent: string[];
  /** What the request says of the needs, to show the working: "2 personnes par marché". */
  needSaid: string[];
  /** How the user counts the people: "4 vendeurs". */
  peopleSaid: string | null;
  /** How the user counts the places: "trois chantiers". */
  slotsSaid: string | null;
}

const writtenNouns: Record<string, string> = {
  marche: 'marché',
  depot: 'dépôt',
  cafe: 'café',
  tournee: 'tournée',
  foire: 'foire',
};

const weekdays = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'];

const asksToSplit =
  /\b(qui va ou|qui va a|qui va sur|qui fait quoi et ou|qui travaille quand|qui bosse quand|repartis\w*|repartir|repartition|reparti[st]?|dispatch\w*|affecte\w*|affectation\w*|planning|roulement|organise\w* les equipes|fais les equipes|compose\w* les equipes|qui met(?:s|tre)? ou|ou (?:je )?(?:mets|envoie|place)\w*)\b/;

const peopleNouns =
  'gars|filles|vendeu\\w+|personnes?|salari\\w+|employ\\w+|serveu\\w+|techniciens?|ouvriers?|equipiers?|apprentis?|collegues?|commerciaux|commercial\\w*|livreurs?|chauffeurs?|cuisinier\\w*|agents?|animat\\w+|moniteu\\w+|coiffeu\\w+|intervenants?|benevoles?|compagnons?|plombiers?|electricien\\w*|macons?|peintres?|menuisiers?|couvreurs?|jardiniers?|caissier\\w*|preparat\\w+|gens|mecanos?|mecanicien\\w*|saisonniers?|extras?|stagiaires?';
const slotNouns =
  'chantiers?|marches?|sites?|boutiques?|magasins?|agences?|points? de vente|salons?|stands?|foires?|restaurants?|adresses?|lieux|villes?|depots?|ateliers?|cafes?|camions?|tournees?|secteurs?';

// A name as written: « Léa », « Jean-Marc », « moi ».
const name = "(?:moi|\\p{Lu}[\\p{Ll}'’]+(?:-\\p{Lu}[\\p{Ll}]+)?)";
const nameList = new RegExp(`(${name}(?:\\s*,\\s*${name})*\\s*,?\\s+(?:et|&)\\s+${name})`, 'gu');

/** Each name of a written list, in order. */
function namesOf(list: string): string[] {
  return list
    .split(/\s*,\s*|\s+(?:et|&)\s+/u)
    .map((item) => item.trim())
    .filter(Boolean);
}

/** « Lea » typed without its accent: the name as the lexicon writes it (« Ines » is one too, kept). */
function written(word: string): string {
  if (word === 'moi' || fold(word) !== word.toLowerCase()) return word;
  return writtenNames.get(fold(word)) ?? word;
}

/** « 2 », « deux », « une » → 2, 2, 1. */
const countOf = (word: string) => (/^une?$/.test(word) ? 1 : (numberOf(word) ?? Number(word)));

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The slot of a name found in a folded clause, by its folded name. */
function findIn(clause: string, names: string[]): string[] {
  return names
    .map((item) => ({
      item,
      at: new RegExp(`(?<![\\p{L}])${escaped(fold(item))}(?![\\p{L}])`, 'u').exec(clause),
    }))
    .filter((found) => found.at)
    .sort((a, b) => a.at!.index - b.at!.index)
    .map((found) => found.item);
}

/** The request's people and slots, or null when it does not ask to share people out. */
export function assignmentOf(text: string, laterTurns: string[] = []): AssignmentRequest | null {
  const folded = fold(text);
  if (!asksToSplit.test(folded) && !/\bqui\b[^.?!]{0,20}\bou\s*\?/.test(folded)) return null;
  // Lists of names, each told people or places by the words before it, else by the lexicons.
  let people: string[] = [];
  let peopleAt: { index: number; length: number } | null = null;
  let places: string[] = [];
  let peopleSaid: string | null = null;
  let slotsSaid: string | null = null;
  const lists = [...text.matchAll(nameList)].map((match) => {
    const items = namesOf(match[1]!);
    const before = fold(text.slice(Math.max(0, match.index - 40), match.index));
    return { match, items, before };
  });
  for (const { match, items, before } of lists) {
    const peopleBefore = new RegExp(
      `(?:\\b(?:\\d+|un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix)\\s+(?:${peopleNouns})\\b[^.]{0,12}|\\bon est\\s+\\S+\\s*|\\bequipe\\s*|\\bentre\\s*|\\bnous sommes\\s+\\S+\\s*)[:,]?\\s*$`,
    ).test(before);
    const placesBefore = new RegExp(`\\b(?:${slotNouns})\\s*[:,]?\\s*$`).test(before);
    const cities = items.filter((item) => frenchCities.has(fold(item))).length;
    const persons = items.filter((item) => item === 'moi' || firstNames.has(fold(item))).length;
    if (
      (peopleBefore || (!placesBefore && persons > cities && persons * 2 >= items.length)) &&
      items.length > people.length
    ) {
      people = items;
      peopleAt = { index: match.index, length: match[0].length };
      const told = new RegExp(
        `\\b((?:\\d+|deux|trois|quatre|cinq|six|sept|huit|neuf|dix)\\s+(?:${peopleNouns}))\\b[^.]{0,12}$`,
      ).exec(before);
      if (told)
        peopleSaid = text.slice(
          match.index - before.length + told.index,
          match.index - before.length + told.index + told[1]!.length,
        );
    }
  }
  for (const { match, items, before } of lists) {
    if (items.some((item) => people.includes(item))) continue;
    const placesBefore = new RegExp(`\\b(?:${slotNouns})\\s*[:,]?\\s*$`).test(before);
    const cities = items.filter((item) => frenchCities.has(fold(item))).length;
    if ((placesBefore || cities * 2 >= items.length) && items.length > places.length) {
      places = items;
      const told = new RegExp(
        `\\b((?:\\d+|deux|trois|quatre|cinq|six|sept|huit|neuf|dix)\\s+(?:${slotNouns}))\\s*[:,]?\\s*$`,
      ).exec(before);
      if (told)
        slotsSaid = text.slice(
          match.index - before.length + told.index,
          match.index - before.length + told.index + told[1]!.length,
        );
    }
  }
  if (people.length < 2) return null;
  // « le marché de Vannes et celui d'Auray », « à Carnac et à Quiberon ».
  if (places.length < 2) {
    const found: string[] = [];
    const placeWord =
      /(?:(?<![\p{L}])(?:de|du|d|à|a|au|sur)(?![\p{L}])['’]?\s*)(\p{Lu}[\p{L}'’-]+(?:[- ](?:sur|en|de|la|le)[- ]\p{Lu}[\p{L}'’-]+)?)/gu;
    for (const match of text.matchAll(placeWord)) {
      const before = fold(text.slice(Math.max(0, match.index - 25), match.index));
      if (
        !new RegExp(`\\b(?:${slotNouns}|celui|celle|ceux|celles)\\s*$`).test(before) &&
        !/\b(?:et|ou)\s*$/.test(before)
      )
        continue;
      if (people.some((person) => fold(person) === fold(match[1]!))) continue;
      if (!found.some((place) => fold(place) === fold(match[1]!))) found.push(match[1]!);
    }
    if (found.length >= 2) places = found;
  }
  let kind: AssignmentRequest['kind'] = 'places';
  let slots: Slot[] = places.map((place) => ({ name: place, need: null }));
  const nounTyped = new RegExp(`\\b(${slotNouns})\\b`).exec(folded)?.[1]?.replace(/s$/, '') ?? 'lieu';
  let noun = writtenNouns[nounTyped] ?? nounTyped;
  if (slots.length < 2) {
    // « du mardi au samedi », « lundi, mercredi et vendredi »: the days of a week.
    const range =
      /\bdu (lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) au (lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)\b/.exec(
        folded,
      );
    let days: string[] = [];
    if (range) {
      const from = weekdays.indexOf(range[1]!);
      const to = weekdays.indexOf(range[2]!);
      for (let day = from; ; day = (day + 1) % 7) {
        days.push(weekdays[day]!);
        if (day === to || days.length > 7) break;
      }
    } else {
      days = weekdays.filter((day) => new RegExp(`\\b${day}s?\\b`).test(folded));
    }
    if (days.length < 2) return null;
    kind = 'days';
    noun = 'jour';
    slots = days.map((day) => ({ name: day, need: null }));
  }
  const slotNames = slots.map((slot) => slot.name);
  const needSaid: string[] = [];
  // « 2 personnes par marché », « 1 les autres jours », « 2 personnes à Carnac », « 2 le samedi ».
  const count = '(\\d+|une?|deux|trois|quatre|cinq|six)';
  const perSlot = new RegExp(
    `\\b${count}\\s+(?:${peopleNouns})?\\s*(?:par|chaque)\\s+(?:${slotNouns}|jour|journee)\\b`,
    'g',
  );
  let byDefault: number | null = null;
  for (const match of folded.matchAll(perSlot)) {
    byDefault = countOf(match[1]!);
    needSaid.push(text.slice(match.index, match.index + match[0].length).trim());
  }
  for (const slot of slots) {
    const at = new RegExp(
      `\\b${count}\\s+(?:(?:${peopleNouns})\\s+)?(?:a|au|aux|sur|pour|le|les)\\s+(?:(?:${slotNouns})\\s+(?:de|d'|a)?\\s*)?${escaped(fold(slot.name))}s?\\b`,
    ).exec(folded);
    if (at) {
      slot.need = countOf(at[1]!);
      needSaid.push(text.slice(at.index, at.index + at[0].length).trim());
    }
  }
  const others =
    new RegExp(
      `\\b${count}\\s+(?:(?:${peopleNouns})\\s+)?(?:les|pour les|aux)\\s+autres(?:\\s+jours)?\\b`,
    ).exec(folded) ??
    /\bles autres\s+(?:peuvent|pourront|seront)\s+(?:etre\s+)?(seuls?|seules?|a une personne)/.exec(folded);
  if (others) {
    const value = /seul|une personne/.test(others[1]!) ? 1 : countOf(others[1]!);
    needSaid.push(text.slice(others.index, others.index + others[0].length).trim());
    for (const slot of slots) slot.need ??= value;
  }
  if (byDefault !== null) for (const slot of slots) slot.need ??= byDefault;
  const apart: Array<[string, string]> = [];
  const pinned: AssignmentRequest['pinned'] = [];
  const unavailable: AssignmentRequest['unavailable'] = [];
  const absent: string[] = [];
  const readConstraints = (said: string, later: boolean) => {
    let last: string | null = null;
    let previous: string | null = null;
    // Clauses of the original text (for the reason said in the user's words), read folded.
    for (const sentence of said.split(/[.;!?\n]+/)) {
      for (const original of sentence.split(/,\s*/)) {
        const clause = fold(original);
        const who = findIn(clause, people);
        const where = findIn(clause, slotNames);
        const pronoun = /\b(?:il|elle)\s+(?!faut\b|y a\b)|\b(?:lui|elle)\b/.test(clause);
        const subject = who[0] ?? (pronoun ? last : null);
        if (
          who.length >= 2 &&
          /\b(?:pas|jamais)\b[^.]{0,30}\bensemble\b|\bsepare\w*\b|\bpas\b[^.]{0,10}\bavec\b|\bne s'entend\w* pas\b/.test(
            clause,
          )
        ) {
          apart.push([who[0]!, who[1]!]);
        } else if (
          subject &&
          /\b(?:absente?s?|malades?|en conge|en repos|off|indisponibles?|pas la|arret maladie|sans (?:lui|elle))\b/.test(
            clause,
          )
        ) {
          if (kind === 'days' && where.length)
            for (const slot of where) unavailable.push({ person: subject, slot });
          else if (!absent.includes(subject)) absent.push(subject);
        } else if (
          subject &&
          /\b(?:ne|n')\s*\S+\s+pas\b|\bpas dispo\w*|\bjamais\b/.test(clause) &&
          where.length
        ) {
          for (const slot of where) unavailable.push({ person: subject, slot });
        } else if (subject && where.length === 1 && !/\bpas\b/.test(clause)) {
          // « Loïc a le permis poids lourd, il doit être à Carnac »: the clause before is the reason.
          const why =
            !who.length && previous && findIn(fold(previous), people)[0] === subject ? previous : null;
          pinned.push({ person: subject, slot: where[0]!, why });
        }
        const sansName = /\bsans\s+(\p{L}+)/u.exec(clause)?.[1];
        const sans = sansName && people.find((person) => fold(person) === sansName);
        if (later && sans && !absent.includes(sans)) absent.push(sans);
        if (who.length) last = who.at(-1)!;
        previous = original.trim();
      }
    }
  };
  // The request's sentences without the list of people itself (« 4 vendeurs : Léa, Tom… » pins nobody).
  readConstraints(
    peopleAt ? text.slice(0, peopleAt.index) + text.slice(peopleAt.index + peopleAt.length) : text,
    false,
  );
  for (const turn of laterTurns) readConstraints(turn, true);
  const writtenPeople = people.map((person) => written(person));
  const rename = (person: string) => writtenPeople[people.indexOf(person)] ?? person;
  const slotsWritten = kind === 'days' ? slots : slots.map((slot) => ({ ...slot, name: written(slot.name) }));
  const renameSlot = (slot: string) => slotsWritten[slotNames.indexOf(slot)]?.name ?? slot;
  return {
    kind,
    noun,
    people: writtenPeople,
    slots: slotsWritten,
    apart: apart.map(([a, b]) => [rename(a), rename(b)]),
    pinned: pinned
      .filter((pin) => !absent.includes(pin.person))
      .map((pin) => ({ ...pin, person: rename(pin.person), slot: renameSlot(pin.slot) })),
    unavailable: unavailable.map((out) => ({ person: rename(out.person), slot: renameSlot(out.slot) })),
    absent: absent.map(rename),
    // « 2 personnes par marche » typed without its accent is said with it.
    needSaid: needSaid.map((need) =>
      noun === nounTyped ? need : need.replace(new RegExp(`\\b${nounTyped}`), noun),
    ),
    peopleSaid,
    slotsSaid,
  };
}
