import { fold } from '../french.ts';
import {
  accentedForm,
  isFrenchWord,
  isInfinitive,
  nounsOf,
  participleForm,
  placeName,
} from './french-accents.ts';
import { firstNames, frenchCities, writtenNames } from './lexicon.ts';

// A message typed fast, on a phone, comes without capitals or accents: « ecris a m. durand »,
// « une offre pour un comptable a toulouse », « dis a julie que… ». The understanding tells people,
// companies and places by their capital (facts.ts), so such a message would lose them. Before it is
// read (decision 052), only what is certain is written out: SMS shorthand (« pr », « mardi pro »), the
// name after a civility, a city or a first name of the lexicon after a word that introduces one, a
// company after « chez » or « la société », « a » before them or a time as « à », and the accents of
// words whose unaccented form is no French word. Anything unsure stays as typed.

/** Words that end a name: articles, pronouns, prepositions, time words. */
const notName = new Set(
  `le la les l un une des de du d et ou mais donc car ni que qu qui quoi dont a au aux en dans par pour sur sous
  avec sans chez vers entre mon ma mes ton ta tes son sa ses notre nos votre vos leur leurs ce cet cette ces il elle
  ils elles on nous vous lui eux me te se moi toi y est sont ont va vont demain aujourd hier ce soir lundi mardi
  mercredi jeudi vendredi samedi dimanche semaine mois matin midi apres avant pas plus tres bien aussi tout tous toute
  toutes directeur directrice responsable gerant gerante president presidente client cliente`.split(/\s+/),
);

/** Offices said after « monsieur le », « madame la » (« monsieur le maire »): not a surname. */
const offices = new Set(
  `maire notaire prefet proviseur principal juge professeur prof docteur chef patron patronne comptable commissaire
  ministre cure capitaine general colonel depute deputee senateur senatrice adjoint adjointe conseiller conseillere
  secretaire tresorier tresoriere coach banquier banquiere conseillere avocat avocate commandant lieutenant
  inspecteur inspectrice controleur controleuse expert experte architecte`.split(/\s+/),
);

/** First names that are also common words (« en pierre », « une idée claire »): left as typed. */
const ambiguousFirstNames = new Set([
  'rose',
  'pierre',
  'claire',
  'marine',
  'jade',
  'ange',
  'marc',
  'capucine',
]);

/** Cities that are also common words (« trois tours de piste »): only after à, au, en, près de. */
const ambiguousCities = new Set(['tours', 'valence', 'lens', 'vannes', 'milan', 'nice', 'pau', 'laval']);

/** Adjective endings: « la société cliente », « l'entreprise familiale » name no company. */
const adjectiveEnding =
  /(?:ale|ales|aux|ique|iques|aire|aires|ien|ienne|euse|eur|elle|ante|ente|able|ere|ee|ive|if|ine|ette|ise)$/;

const civility =
  /(?<![\p{L}])(m\.|mr\.?|mme\.?|mlle\.?|monsieur|madame|mademoiselle|dr\.?|docteur)(\s+)([\p{Ll}][\p{L}'’-]*)(?:(\s+)([\p{Ll}][\p{L}'’-]*))?/giu;
const civilityWritten: Record<string, string> = {
  'm.': 'M.',
  mr: 'M.',
  'mr.': 'M.',
  mme: 'Mme',
  'mme.': 'Mme',
  mlle: 'Mlle',
  'mlle.': 'Mlle',
  monsieur: 'Monsieur',
  madame: 'Madame',
  mademoiselle: 'Mademoiselle',
  dr: 'Dr',
  'dr.': 'Dr',
  docteur: 'Docteur',
};

const word = /[\p{L}][\p{L}'’-]*/gu;
/** What may come before a first name typed in lowercase: « à julie », « avec thomas », « pour léa ». */
const beforePerson =
  /(?:^|\s)(?:a|avec|pour|et|de|d'|par|entre|dis|demande|rappelle|relance|appelle|previens|remercie|invite|informe)\s+$/;
/** What may come before a city: « à toulouse », « près de lyon », « sur bordeaux » (folded). */
const beforePlace = /(?:^|\s)(?:a|au|en|sur|pres de|vers|depuis|de|d')\s*$/;
const beforePlaceStrict = /(?:^|\s)(?:a|au|en|pres de)\s+$/;
const afterChez = /(?:^|\s)chez\s+$/;
const beforeCompany = /(?:^|\s)(?:la societe|l'entreprise|la boite|le groupe|la marque|l'enseigne)\s+$/;

/** « il a », « on a », « qui a »: the « a » of « avoir », whatever follows it. */
const subjectBeforeA = /(?:^|\s)(?:il|elle|on|qui|y|ca|cela|ils|elles|tu|j|n|qu)['\s]\s*a\s+$/;

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

// Words typed without their accents, whose unaccented form is no French word, so the accent is
// certain (« reunion », « decembre », « envoye »), and acronyms only ever written in capitals
// (« urssaf »). Ambiguous ones (« cree », « marche », « ou ») stay.
// « Noël » and « Pâques », the feasts, are proper nouns: written with their capital wherever they stand.
const accented = new Map(
  `réunion réunions équipe équipes société sociétés réponse réponses réponds répondre rédige rédiger prévu prévue
  prévus prévues prévoir délai délais envoyé envoyée envoyés envoyées reçu reçue reçus reçues très après déjà être été
  même créer numéro téléphone électrique électriques réduction qualité sécurité activité activités déménagement
  événement événements problème problèmes système café résultat résultats intéressé intéressée intéressés général
  générale nécessaire également étude études école modèle modèles dégâts dépôt contrôle thème bientôt plutôt hôpital
  hôtel détail détails réseau réseaux préparer présentation présent présente précis précise réparation réparations
  rénovation déplacement développement stratégie opération expérience référence fête intérêt réservation décembre
  février août Noël Pâques numéros médecin pâtisserie boulangère épicerie crèche boîte matériel matériels sécurisé
  mécanique électricien électricienne bénéfice bénéfices priorité priorités propriétaire réception clé clés idée idées année années décalée décalées décaler
  annulée annulées reportée reportées terminée terminées livrée livrées abîmé abîmée abîmés
  abîmées cassée cassées remboursée désolé désolée gâteau gâteaux était étaient tâche tâches fenêtre fenêtres
  chaîne chaînes côté côtés hôtesse congés dépannage chèque chèques régler réglé réglée
  URSSAF TVA SIRET SIREN RIB IBAN SARL EURL SASU SMIC RCP TTC`
    .split(/\s+/)
    .map((word) => [fold(word), word] as const),
);

const borrowedWords = new Set([
  'coffee',
  'employee',
  'committee',
  'degree',
  'guarantee',
  'referee',
  'jamboree',
  'agree',
  'three',
]);

// « 146 vehicules », « les depenses »: after a number or a determiner, a word in -e(s) is the noun,
// not the participle (« véhiculé »), so its accents are those of its verb (« véhiculer »).
const beforeNoun = /(?:^|[\s(])(?:\d+|les|des|mes|tes|ses|nos|vos|leurs|ces|le|la|un|une|ce|cette|du)\s+$/i;

function nounOfVerb(folded: string): string | null {
  const noun = /^(\p{L}{3,})e(s?)$/u.exec(folded);
  if (!noun) return null;
  const verb = accentedForm(`${noun[1]}er`);
  return verb ? `${verb.slice(0, -2)}e${noun[2]}` : null;
}

/** The word with its accents when they are certain; the same word otherwise. */
function withAccents(token: string, before = ''): string {
  // « l'equipe », « d'equipe »: the word after an elision.
  const elided = /^(\p{L}{1,7}['’])(\p{L}.+)$/u.exec(token);
  if (elided) return elided[1]! + withAccents(elided[2]!);
  const folded = token.toLowerCase();
  if (folded !== fold(token)) return token; // typed with accents: as typed
  let written = accented.get(folded);
  // A lower-case word of the French word list, whose accents are certain (french-accents.ts).
  if (!written && token === folded && folded.length >= 4 && !borrowedWords.has(folded))
    written = accentedForm(folded) ?? (beforeNoun.test(before) ? nounOfVerb(folded) : null) ?? undefined;
  // « journee », « arrivee », « derniere », « deuxieme »: endings French only writes accented. Not on
  // a capitalised word (« Free Pro » is a brand), nor on the English words a message borrows.
  if (!written && folded.length > 4 && token === folded && !borrowedWords.has(folded)) {
    if (/[^e]ees?$/.test(folded)) written = folded.replace(/ee(s?)$/, 'ée$1');
    else if (/iere?s?$/.test(folded) && /iere/.test(folded)) written = folded.replace(/iere(s?)$/, 'ière$1');
    else if (/ieme(s?)$/.test(folded)) written = folded.replace(/ieme(s?)$/, 'ième$1');
  }
  if (!written) return token;
  return /^\p{Lu}/u.test(token) ? upperFirst(written) : written;
}

// Words whose unaccented form is a word too (« marche », « the », « partage ») are read by the words
// around them: a determiner says a noun of its gender follows (« du marche » is « du marché », « la
// marche » stays), a noun followed by a participle's form is qualified by it (« installer un
// composteur partage » is « partagé »). Only when one reading is left.

/** Determiners that are never pronouns, by the gender they ask for (null: either). */
const determinerGender = new Map<string, 'masculine' | 'feminine' | null>([
  ...'du au un ce cet mon ton son quel aucun'.split(' ').map((word) => [word, 'masculine'] as const),
  ...'une cette ma ta sa quelle aucune'.split(' ').map((word) => [word, 'feminine'] as const),
  ...'notre votre chaque'.split(' ').map((word) => [word, null] as const),
]);
const pluralDeterminers = new Set('des aux mes tes ses nos vos ces leurs plusieurs quelques'.split(' '));
// « le », « la », « les », « l' » are pronouns too (« je le partage », « on la passe »): determiners
// unless a subject or another pronoun stands before them.
const pronounDeterminers = new Map<string, 'masculine' | 'feminine' | null>([
  ['le', 'masculine'],
  ['la', 'feminine'],
  ["l'", null],
  ['les', null],
]);
const prepositionWord =
  /^(?:a|à|au|aux|de|d'|du|des|pour|sur|sous|dans|par|avec|sans|vers|chez|entre|contre|depuis|pendant|apres|avant|selon|pres)$/;

/** The last words before a token, folded, the elided article split off (« l'atelier » → « l' », « atelier »). */
function wordsBefore(before: string): string[] {
  const said = fold(before).replace(/’/g, "'");
  // A sentence or a clause ends there: the words before it belong to another.
  const clause = said.split(/[.!?;:,()«»"]/).at(-1) ?? '';
  return clause
    .split(/\s+/)
    .flatMap((typed) => {
      const elided = /^([ldjnmtsc]|qu)'(.+)$/.exec(typed);
      return elided ? [`${elided[1]}'`, elided[2]!] : [typed];
    })
    .filter(Boolean);
}

/** Words before which « le », « la », « les » are pronouns: « je le partage », « ne la passe », « me le dit ». */
const beforePronoun =
  /^(?:je|j'|tu|il|elle|on|nous|vous|ils|elles|me|m'|te|t'|se|s'|ne|n'|lui|leur|y|en|qui|que|qu')$/;

/** Whether the word before « le », « la », « les » lets it be a determiner (not « je le », « on la »). */
function opensNounPhrase(previous: string | undefined): boolean {
  if (previous === undefined || prepositionWord.test(previous)) return true;
  // « paul le passe », « le gerant le passe en caisse »: a first name or a noun may be the subject.
  return !(beforePronoun.test(previous) || firstNames.has(previous) || subjectNoun(previous));
}

/**
 * Whether a folded word may be a noun subject (« gerant », « client »): a noun of four letters or more
 * (« ai », « est » are nouns too), not a verb's form in -e the request opens with (« demande », « relance »).
 */
function subjectNoun(folded: string): boolean {
  return (
    folded.length >= 4 &&
    !formOfEtre.test(folded) &&
    nounsOf(folded).length > 0 &&
    !(folded.endsWith('e') && isInfinitive(`${folded}r`))
  );
}

/** Whether « le », « la », « les » just before a word is a pronoun (« je le resume »). */
function pronounBefore(before: string): boolean {
  const words = wordsBefore(before);
  return pronounDeterminers.has(words.at(-1) ?? '') && !opensNounPhrase(words.at(-2));
}

/** The noun a word typed without accents is after a determiner, when one alone fits; null otherwise. */
function nounAfterDeterminer(token: string, before: string): string | null {
  const elided = /^([lL])['’](\p{Ll}+)$/u.exec(token);
  const bare = elided ? elided[2]! : token;
  if (bare !== fold(bare) || !/^\p{Ll}{3,}$/u.test(bare)) return null;
  const words = elided ? [...wordsBefore(before), "l'"] : wordsBefore(before);
  const determiner = words.at(-1);
  if (!determiner) return null;
  if (pronounDeterminers.has(determiner) && !opensNounPhrase(words.at(-2))) return null;
  const plural = bare.endsWith('s') && (pluralDeterminers.has(determiner) || determiner === 'les');
  let gender: 'masculine' | 'feminine' | null;
  if (plural) gender = null;
  else if (determinerGender.has(determiner)) gender = determinerGender.get(determiner) ?? null;
  else if (pronounDeterminers.has(determiner) && determiner !== 'les')
    gender = pronounDeterminers.get(determiner) ?? null;
  else return null;
  const singular = plural ? bare.slice(0, -1) : bare;
  const nouns = nounsOf(singular);
  // A noun written as typed, of a gender the determiner allows, keeps the word as it is (« le partage »).
  const fitting = nouns.filter((noun) => gender === null || noun.feminine === (gender === 'feminine'));
  if (
    fitting.some((noun) => noun.written === singular) ||
    (gender === null && nouns.some((noun) => noun.written === singular))
  ) {
    // The usual accents of the word are kept, unless they make a noun of the other gender (« la cote »
    // is no « côté »): then it stays as typed.
    const usual = withAccents(bare);
    const usualFits = usual === bare || fitting.some((noun) => noun.written === usual.replace(/s$/, ''));
    return usualFits ? null : token;
  }
  if (fitting.length !== 1) return null;
  const written = `${fitting[0]!.written}${plural && !/[sxz]$/.test(fitting[0]!.written) ? 's' : ''}`;
  return elided ? `${elided[1]}'${written}` : written;
}

/** Adjectives French puts before the noun: what follows them is that noun. */
const preposedAdjective =
  /^(?:beau|beaux|bel|belle|belles|joli|jolis|bon|bons|mauvais|petit|petits|grand|grands|gros|haut|hauts|long|longs|court|courts|nouveau|nouveaux|nouvel|vieux|vieil|jeune|jeunes|autre|autres|meme|memes|premier|premiers|dernier|derniers|prochain|prochains|seul|seuls|vrai|vrais|faux|meilleur|meilleurs|pire|double|doubles|demi|certain|certains|divers|different|differents|nombreux|plusieurs|gentil|gentils|sale|sales|simple|simples|fameux|ancien|anciens|excellent|excellents|super)$/;

/** Whether a folded word is a verb's infinitive (« installer », « offrir »), not a noun (« plaisir », « boucher »). */
function isVerbInfinitive(folded: string): boolean {
  return isInfinitive(folded) && nounsOf(folded).length === 0;
}

/**
 * The participle a word typed without accents is after a noun and its determiner (« un composteur
 * partage »: « partagé »), or null. In the plural it can be nothing else (the verb would be
 * « partagent »); in the singular only where the noun is the complement of a preposition or an
 * infinitive, since after a subject it is the verb (« le voisin partage ses outils »).
 */
function participleAfterNoun(token: string, before: string): string | null {
  if (token !== fold(token) || !/^\p{Ll}{4,}$/u.test(token)) return null;
  const participle = participleForm(token);
  if (!participle || !/és?$/.test(participle)) return null;
  const words = wordsBefore(before);
  const [previous, determiner, noun] =
    words.slice(-3).length === 3 ? words.slice(-3) : [undefined, ...words.slice(-2)];
  if (!noun || !determiner) return null;
  const plural = participle.endsWith('s');
  if (plural !== /[sx]$/.test(noun)) return null;
  // « les beaux livres »: an adjective that stands before its noun, which is the word typed.
  if (preposedAdjective.test(noun)) return null;
  // « notre atelier cuisine »: a feminine noun after a masculine one names what it is about.
  if (
    nounsOf(plural ? token.slice(0, -1) : token).some(
      (known) => known.feminine && known.written === fold(known.written),
    )
  )
    return null;
  const masculineNoun = nounsOf(plural ? noun.replace(/[sx]$/, '') : noun).some(
    (known) => !known.feminine && fold(known.written) === known.written,
  );
  if (!masculineNoun) return null;
  if (plural) return pluralDeterminers.has(determiner) || determiner === 'les' ? participle : null;
  const masculineDeterminer =
    determinerGender.get(determiner) === 'masculine' ||
    determiner === 'le' ||
    determiner === "l'" ||
    determiner === 'notre' ||
    determiner === 'votre';
  if (!masculineDeterminer || !previous) return null;
  return prepositionWord.test(previous) || isVerbInfinitive(previous) ? participle : null;
}

/** « a » just before `index` (« a toulouse »), as the preposition it is: « à ». */
function accentPreposition(text: string, index: number): string {
  const before = text.slice(0, index);
  return /(?:^|\s)a\s+$/.test(before) ? before.replace(/a(\s+)$/, 'à$1') + text.slice(index) : text;
}

// Abbreviations of a message typed fast, written out: « pr » is read as « pour » everywhere after.
const shorthand: Record<string, string> = {
  pr: 'pour',
  pcq: 'parce que',
  pck: 'parce que',
  qd: 'quand',
  bcp: 'beaucoup',
  ds: 'dans',
  tt: 'tout',
  tjs: 'toujours',
  tjrs: 'toujours',
  mtn: 'maintenant',
  auj: 'aujourd’hui',
  qqn: 'quelqu’un',
  qqch: 'quelque chose',
  qq: 'quelques',
  msg: 'message',
  msgs: 'messages',
  rep: 'réponse',
  cb: 'combien',
  dc: 'donc',
  rdv: 'rendez-vous',
  rdvs: 'rendez-vous',
  dsl: 'désolé',
  svp: 's’il vous plaît',
  stp: 's’il te plaît',
  pb: 'problème',
  pbs: 'problèmes',
  pdt: 'pendant',
  tjr: 'toujours',
  qlq: 'quelques',
  qlqs: 'quelques',
  bjr: 'bonjour',
  slt: 'salut',
  cdt: 'cordialement',
  cdlt: 'cordialement',
  asap: 'dès que possible',
  aprem: 'après-midi',
  resa: 'réservation',
  resas: 'réservations',
  rdc: 'rez-de-chaussée',
};
const shorthandWord = new RegExp(`(?<![\\p{L}’'])(${Object.keys(shorthand).join('|')})(?![\\p{L}’'])`, 'giu');
/** « mardi pro », « la semaine pro »: « prochain(e) ». */
const nextShorthand =
  /\b(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|mois|semaine|fois|année|annee)\s+pro\b(?!\s*[-.])/giu;
/** « la chapelle saint-yves », « sainte-anne »: a saint's name, a place or a feast, takes its capitals. */
const saintNamed = /(?<![\p{L}'’-])(saint|sainte)-(\p{Ll}[\p{L}]*)/gu;
// « la saint valentin », « la sainte catherine »: a feast typed without its hyphen.
const feastNamed = /(?<=(?:^|\s)[Ll]a\s+)(saint|sainte)\s+(\p{Ll}[\p{L}]*)/gu;
const feasts = new Set([
  'valentin',
  'patrick',
  'sylvestre',
  'nicolas',
  'jean',
  'catherine',
  'martin',
  'michel',
]);
/** « merci a toute l'équipe »: after « merci », « a » is the preposition. */
const thanksTo = /(?<![p{L}])([Mm]erci\s+)a(?=\s)/g;
/** « la st valentin », « la ste catherine »: the saint's day. */
const saintShorthand = /\b(st|ste)\.?\s+(\p{L}+)/giu;

// « qu on », « d anniversaire », « j ai », « l entretien », « quelqu un »: an elision typed as a space.
// A lone d, l, j, n, s, c, m, t or qu before a vowel is never a word of its own (« c et d » in a list
// is left), except a unit after a number (« 200 l »), and a capital M or T is a civility or an initial
// (« M Antoine »).
const elisionTyped =
  /(?<![\p{L}'’.]|(?<![\p{L}\d])\d+\s*)((?:[dljnscmt]|qu|jusqu|lorsqu|puisqu|quelqu|presqu|aujourd)) +(?=(?!(?:et|ou|a)\b)[aeiouyhàâéèêîôû]\p{L})/giu;

// « jusqu a 50 % », « le cabinet d a côté », « il n a pas », « ce qu a dit »: the lone « a » after an
// elided word, which the rule above leaves (« plan a »): « à » after jusqu and d, « a » after n and qu.
// A letter of a list (« les points c et d a revoir ») is no elision.
const elisionBeforeA = /(?<![\p{L}'’.])(jusqu|(?<!(?:\bet|\bou|,)\s+)d|n|qu) +a(?![\p{L}\d'’])/gu;
// « jusqu a -50 % », « jusqu'a samedi »: « jusqu'à », the only « a » that follows it.
const untilTyped = /\b(jusqu)(?: +|['’])a\b/giu;

// « le 20 nov », « 3 déc. »: a month cut short after a day's number, written out.
const monthShorthand: Record<string, string> = {
  janv: 'janvier',
  fev: 'février',
  fevr: 'février',
  févr: 'février',
  avr: 'avril',
  juil: 'juillet',
  sept: 'septembre',
  oct: 'octobre',
  nov: 'novembre',
  dec: 'décembre',
  déc: 'décembre',
};
const monthCut = new RegExp(
  `(?<=\\b\\d{1,2}(?:er)?\\s+)(${Object.keys(monthShorthand).join('|')})\\.?(?![\\p{L}\\d])`,
  'giu',
);

function writtenOut(text: string): string {
  return text
    .replace(monthCut, (cut: string) => monthShorthand[cut.replace(/\.$/, '').toLowerCase()] ?? cut)
    .replace(untilTyped, "$1'à")
    .replace(elisionTyped, (all: string, elided: string) => (/^[MT]$/.test(elided) ? all : `${elided}'`))
    .replace(
      elisionBeforeA,
      (_all, elided: string) => `${elided}'${/^(?:jusqu|d)$/.test(elided) ? 'à' : 'a'}`,
    )
    .replace(shorthandWord, (word: string, _whole: string, offset: number, all: string) => {
      const full = shorthand[word.toLowerCase()] ?? word;
      // « RDV » in capitals is the word, capitalised only where a sentence starts.
      const starts = /(?:^|[.!?]\s+)$/.test(all.slice(0, offset));
      return /^\p{Lu}\p{Ll}/u.test(word) || (/^\p{Lu}/u.test(word) && starts) ? upperFirst(full) : full;
    })
    .replace(nextShorthand, (_all, noun: string) =>
      /^(semaine|fois|annee|année)$/i.test(noun) ? `${noun} prochaine` : `${noun} prochain`,
    )
    .replace(feastNamed, (all: string, saint: string, name: string) =>
      feasts.has(fold(name)) ? `${upperFirst(saint)}-${upperFirst(name)}` : all,
    )
    .replace(saintNamed, (all: string, saint: string, name: string) =>
      // A city of the lexicon is written later, with its accents (« Saint-Étienne »).
      frenchCities.has(fold(all)) ? all : `${upperFirst(saint)}-${upperFirst(name)}`,
    )
    .replace(thanksTo, '$1à')
    .replace(
      saintShorthand,
      (_all, st: string, name: string) =>
        `${st.toLowerCase() === 'ste' ? 'Sainte' : 'Saint'}-${upperFirst(name)}`,
    );
}

// « je suis ferme le lundi », « on est base a Lyon »: after a form of « être », these words are the
// past participle (fermé, basé), whatever else they can be elsewhere (« la ferme », « la base »).
const participles: Record<string, string> = {
  ferme: 'fermé',
  fermes: 'fermés',
  base: 'basé',
  bases: 'basés',
  situe: 'situé',
  situes: 'situés',
  installe: 'installé',
  installes: 'installés',
  specialise: 'spécialisé',
  specialises: 'spécialisés',
  occupe: 'occupé',
  occupes: 'occupés',
  deborde: 'débordé',
  debordes: 'débordés',
  presse: 'pressé',
  presses: 'pressés',
};
const afterEtre = new RegExp(
  `(?<![\\p{L}'’])((?:suis|es|est|sommes|etes|êtes|sont|serai|seras|sera|serons|serez|seront|etait|était|etre|être)(?:\\s+(?:pas|plus|jamais|toujours|souvent|bien|deja|déjà|tres|très))*\\s+)(${Object.keys(participles).join('|')})(?![\\p{L}'’])`,
  'gu',
);

// « Le prix est ferme » is firm: « ferme » is closed only when a time follows (« le lundi », « en août »).
const closedWhen =
  /^\s+(?:le|les|l['’]|du|des|en|pendant|a partir|à partir|jusqu|demain|aujourd|ce|cette|tous|toute|chaque|entre|apr[eè]s|avant|(?:de|a|à|des|dès)\s+\d|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)\b/iu;

// Where French wants a participle or an adjective: after « être » or « avoir » (« on a contacte »,
// « je suis motive »), after « quelqu'un de », « personne de », « rien de », and after « très »,
// « trop », « assez », « plutôt », « vraiment ». A word typed « motive » or « experimente » there is
// « motivé », « expérimenté » (french-accents.ts `participleForm`); « a » is « avoir » only after a
// subject pronoun or a civility and a name (« il a », « on a », « Mme Roux a »), never after a first name
// alone (« invite Paul a diner » is « à dîner »).
const participleBefore =
  /(?:(?:^|[\s'’])(?:suis|es|est|sommes|etes|sont|serai|seras|sera|serons|serez|seront|etais|etait|etaient|etre|ete|ai|as|avons|avez|ont|avais|avait|avions|aviez|avaient|avoir|eu)|(?:(?:^|[\s'’])(?:il|elle|on|qui|ca|cela)|(?:M\.?|Mme|Madame|Monsieur) [\p{Lu}][\p{L}-]+) a|quelqu'un d(?:e\s|')|(?:personne|rien|chose) d(?:e\s|')|(?:^|\s)(?:tres|trop|assez|plutot|vraiment))(?:\s+(?:pas|plus|jamais|toujours|souvent|bien|deja|tres|encore|meme|aussi|vraiment))*\s*$/u;

// Adjectives whose form is a verb's too (« calmer »): « très calme », « c'est louche » are written so.
const adjectiveAsTyped = /^(?:calmes?|louches?)$/;

/** The participle a word typed without accents stands for where French wants one, or null. */
function participleIn(token: string, before: string): string | null {
  const elided = /^(\p{L}{1,7}['’])(\p{L}.+)$/u.exec(token);
  const head = elided?.[1] ?? '';
  const bare = elided?.[2] ?? token;
  if (bare !== fold(bare) || participles[bare] || bare.length < 4 || adjectiveAsTyped.test(bare)) return null;
  // Accents folded, but « à » typed as such stays the preposition (« inviter Paul à portes ouvertes »).
  const said = `${before}${head}`
    .replace(/à/g, '@')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/’/g, "'");
  if (!participleBefore.test(said)) return null;
  const participle = participleForm(bare);
  // « sa commande est prete »: a feminine subject of « être » takes no masculine participle (« prêté »);
  // the word is another one (« prête »), left as typed.
  if (participle?.endsWith('é') && feminineSubjectOfEtre(said)) return null;
  return participle && `${head}${participle}`;
}

const formOfEtre =
  /^(?:suis|es|est|sommes|etes|sont|serai|seras|sera|serons|serez|seront|etais|etait|etaient|etre|ete)$/;
const feminineMark = /^(?:elle|elles|la|sa|ma|ta|cette|une)$/;

/** Whether the subject of the last « être » is feminine: « elle est », « la commande est », « sa boutique n'est ». */
function feminineSubjectOfEtre(said: string): boolean {
  const words = wordsBefore(said);
  const verb = words.findLastIndex((typed) => formOfEtre.test(typed));
  return verb > 0 && words.slice(Math.max(0, verb - 4), verb).some((typed) => feminineMark.test(typed));
}

function withParticiples(text: string): string {
  return text.replace(afterEtre, (all, before: string, typed: string, offset: number) =>
    /^fermes?$/.test(typed) && !closedWhen.test(text.slice(offset + all.length))
      ? all
      : `${before}${participles[typed]}`,
  );
}

// A message opens with the request: « prend rdv », « fait un devis » is the imperative typed without its
// ending (« prends », « fais »), since a third person would need a subject.
const imperativeTyped: Record<string, string> = {
  prend: 'prends',
  fait: 'fais',
  met: 'mets',
  ecrit: 'écris',
  repond: 'réponds',
  dit: 'dis',
  remet: 'remets',
  inscrit: 'inscris',
  envoi: 'envoie',
};
// « Fait à Lyon, le 3 mars » (a document's closing formula) is no request.
const imperativeStart = new RegExp(
  `^(\\s*)(${Object.keys(imperativeTyped).join('|')})(?=\\s+(?!(?:à|a|au)\\s)\\p{L})`,
  'iu',
);

// Misspellings of the verbs a request is made with: never French words, so always these.
const misspelt: Record<string, string> = {
  rapelle: 'rappelle',
  rapeller: 'rappeler',
  rapel: 'rappel',
  apelle: 'appelle',
  apeller: 'appeler',
  apel: 'appel',
};
const misspeltWord = new RegExp(`(?<![\\p{L}'’])(${Object.keys(misspelt).join('|')})(?![\\p{L}'’])`, 'giu');

// « rappelle moi de… », « dis moi si… »: the imperative and its pronoun, with the hyphen French writes.
// At the request's start or a sentence's (« … et tjs rien. reponds lui qu on a… »).
const imperativePronoun =
  /((?:^|[.!?]\s+|,\s+|\bet\s+)\s*)((?:reponds|réponds|repondez|répondez|rappelle|rappelez|dis|dites|donne|donnez|envoie|envoyez|fais|faites|montre|montrez|trouve|trouvez|prepare|prépare|preparez|préparez|redige|rédige|redigez|rédigez|ecris|écris|propose|proposez|note|notez|explique|expliquez|resume|résume|calcule|calculez|appelle|appelez|previens|préviens|prevenez|prévenez|reserve|réserve|mets|mettez|ajoute|ajoutez|cale|calez|trouve|sors))\s+(moi|nous|lui|leur)(?=\s|[,.!?]|$)/giu;

function requestTyped(text: string): string {
  return text
    .replace(imperativeStart, (_all, space: string, verb: string) => {
      const written = imperativeTyped[fold(verb)] ?? verb;
      return `${space}${/^\p{Lu}/u.test(verb) ? upperFirst(written) : written}`;
    })
    .replace(misspeltWord, (word: string) => {
      const written = misspelt[word.toLowerCase()] ?? word;
      return /^\p{Lu}/u.test(word) ? upperFirst(written) : written;
    })
    .replace(imperativePronoun, (_all, lead: string, verb: string, pronoun: string) => {
      // The verb joined to its pronoun is out of the accents' later reach: written here (« réponds-lui »).
      const written = verb === fold(verb) ? (accentedForm(verb.toLowerCase()) ?? verb) : verb;
      return `${lead}${/^\p{Lu}/u.test(verb) ? upperFirst(written) : written}-${pronoun}`;
    });
}

// The people a small business deals with, whose names are typed in a hurry (« le comptabe »): a word
// one letter short of one of them, or with two letters swapped, after a determiner, is that one.
const trades = new Set(
  `comptable banquier banquiere conseiller conseillere plombier electricien electricienne fournisseur notaire avocat
  avocate assureur architecte dentiste medecin garagiste carreleur menuisier peintre couvreur chauffagiste serrurier
  traiteur fleuriste imprimeur livreur proprietaire locataire secretaire directeur directrice ostéopathe osteopathe
  pharmacien pharmacienne veterinaire opticien boulanger boulangere boucher coiffeur coiffeuse photographe graphiste
  developpeur consultant consultante formateur formatrice recruteur expert-comptable commissaire-priseur huissier
  jardinier paysagiste electricien macon demenageur transporteur informaticien webmaster`
    .split(/\s+/)
    .filter(Boolean),
);
const afterDeterminer = /(?:^|\s)(?:le|la|l'|mon|ma|notre|votre|son|sa|un|une|du|au|ce|cette)\s*$/;

function oneSlipFrom(typed: string, word: string): boolean {
  if (word.length === typed.length + 1)
    for (let at = 0; at < word.length; at += 1)
      if (word.slice(0, at) + word.slice(at + 1) === typed) return true;
  if (word.length === typed.length)
    for (let at = 0; at + 1 < word.length; at += 1)
      if (word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2) === typed) return true;
  return false;
}

function tradeTyped(folded: string): string | null {
  if (folded.length < 6 || trades.has(folded)) return null;
  // « la pharmacie » is the trade's shop, not « pharmacien » mistyped.
  const found = [...trades].filter(
    (word) => oneSlipFrom(folded, word) && !(word.endsWith('ien') && word === `${folded}n`),
  );

  if (found.length !== 1) return null;
  return withAccents(found[0]!);
}

// After a determiner, these are nouns (« les relevés », « un employé »), not the verb they share a spelling with.
const participleNouns = new Map(
  'relevé relevés employé employés salarié salariés associé associés délégué délégués résumé résumés'
    .split(' ')
    .map((word) => [fold(word), word] as const),
);

// « 12 rue jean jaures »: after a number and a kind of way, the words name the street; each takes
// its capital (particles excepted) and the accents its name is known by.
const streetTyped =
  /(?<![\p{L}\d])(\d{1,4}(?:\s?(?:bis|ter))?,?\s+(?:rue|avenue|boulevard|bd|impasse|place|allee|allée|chemin|quai|route|cours|square|passage)\s+)((?:\p{Ll}[\p{L}'’-]*)(?:\s+\p{Ll}[\p{L}'’-]*){0,4})/gu;
const streetStop =
  /^(?:a|à|au|aux|en|et|pour|avec|chez|dans|sur|qu|que|qui|il|elle|on|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)$/;
const streetParticle = /^(?:de|du|des|d['’]|la|le|les|l['’])$/;
// Names streets are often given, written with their accents (« jaures » is no French word).
const streetNames = new Map(
  'Jaurès Émile Zola Léon Blum Gambetta Clemenceau Pasteur Hugo Moulin Gaulle Foch Général Maréchal Frédéric Mistral Anatole'
    .split(' ')
    .map((name) => [fold(name), name] as const),
);

function withStreetNames(text: string): string {
  return text.replace(streetTyped, (_all, head: string, words: string) => {
    const said = words.split(/\s+/);
    const kept: string[] = [];
    for (const typed of said) {
      const folded = fold(typed);
      if (streetStop.test(folded)) break;
      kept.push(typed);
    }
    // A particle last (« rue de ») names nothing yet.
    while (kept.length && streetParticle.test(fold(kept.at(-1) ?? ''))) kept.pop();
    if (!kept.length) return `${head}${words}`;
    const written = kept.map((typed) =>
      streetParticle.test(fold(typed))
        ? typed
        : (streetNames.get(fold(typed)) ??
          writtenNames.get(fold(typed)) ??
          upperFirst(accentedForm(fold(typed)) ?? typed)),
    );
    return `${head}${[...written, ...said.slice(kept.length)].join(' ')}`;
  });
}

// A web or mail address is copied as typed: « economie.gouv.fr » is no French word to accent.
const address = /\bhttps?:\/\/[^\s,;»"]+|\bwww\.[^\s,;»"]+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+/gi;

export function truecase(typed: string): string {
  const addresses = typed.match(address);
  if (!addresses) return stainsKept(truecaseWords(typed));
  return stainsKept(
    typed
      .split(address)
      .map((part, index) => truecaseWords(part) + (addresses[index] ?? ''))
      .join(''),
  );
}

// « une tache sur l'accoudoir », « des taches de peinture »: a stain, typed right, is no « tâche ».
const stain =
  /(?<![\p{L}])([Tt])âche(s?)(?=\s+(?:sur|de\s+(?:café|cafe|vin|graisse|peinture|sang|rouille|humidité|humidite|encre|gras|moisissure|calcaire|boue|sauce)|d['’](?:huile|encre|humidité|humidite|eau)))/gu;
const stainsKept = (text: string) => text.replace(stain, '$1ache$2');

function truecaseWords(typed: string): string {
  if (!/\p{Ll}/u.test(typed)) return typed;
  const text = withStreetNames(writtenOut(requestTyped(typed)));
  const named = text.replace(
    civility,
    (all, title: string, space: string, name: string, more: string | undefined, next: string | undefined) => {
      // « mme le goff », « m. la rocca »: a surname opening with its article, capitalised whole; « Madame
      // la directrice », « monsieur le maire »: an office, no name follows.
      if (
        /^l[ea]$/.test(fold(name)) &&
        more &&
        next &&
        !notName.has(fold(next)) &&
        !offices.has(fold(next)) &&
        /^\p{Ll}[\p{L}-]+$/u.test(next)
      )
        return `${/^\p{Lu}/u.test(title) ? title : (civilityWritten[title.toLowerCase()] ?? title)}${space}${upperFirst(name)}${more}${upperFirst(next)}`;
      if (notName.has(fold(name))) return all;
      // « Mme » already written as such keeps its form; a lowercase one takes the written form.
      const written = /^\p{Lu}/u.test(title) ? title : (civilityWritten[title.toLowerCase()] ?? title);
      // « m. jean durand »: a first name is followed by the surname.
      // « M. Benoît n'a pas reçu »: an elided word (n', l', qu') is never a surname.
      const surname =
        next &&
        firstNames.has(fold(name)) &&
        !notName.has(fold(next)) &&
        !/^(?:n|l|d|qu|j|s|m|t|c)['’]/i.test(next);
      const rest = more && next ? `${more}${surname ? upperFirst(next) : next}` : '';
      return `${written}${space}${upperFirst(name)}${rest}`;
    },
  );
  const out = withParticiples(named);
  let result = '';
  let last = 0;
  for (const match of out.matchAll(word)) {
    const token = match[0];
    const index = match.index;
    const before12 = out.slice(Math.max(0, index - 12), index);
    const lowered = token.toLowerCase();
    const asNoun =
      token === lowered &&
      (beforeNoun.test(before12) || afterDeterminer.test(fold(before12))) &&
      !pronounBefore(out.slice(Math.max(0, index - 30), index))
        ? (participleNouns.get(lowered) ?? tradeTyped(lowered))
        : null;
    const around = out.slice(Math.max(0, index - 60), index);
    const accentedToken =
      asNoun ??
      nounAfterDeterminer(token, around) ??
      participleAfterNoun(token, around) ??
      participleIn(token, out.slice(Math.max(0, index - 40), index)) ??
      withAccents(token, before12);
    if (accentedToken !== token) {
      result += out.slice(last, index) + accentedToken;
      last = index + token.length;
      continue;
    }
    // « la mairie de Plouzane », « à quimperle »: a commune typed without its accents takes them, when
    // written with a capital or after a word that names a place.
    // A first name (« Rene ») is no town, whatever the table holds.
    const place =
      /^[\p{L}-]+$/u.test(token) && fold(token) === token.toLowerCase() && !firstNames.has(fold(token))
        ? placeName(fold(token))
        : null;
    if (
      place &&
      !notName.has(fold(token)) &&
      (/^\p{Lu}/u.test(token) ||
        beforePlaceStrict.test(fold(out.slice(Math.max(0, index - 20), index))) ||
        /(?:mairie|ville|commune) de\s+$/.test(fold(out.slice(Math.max(0, index - 20), index))))
    ) {
      result += out.slice(last, index) + place;
      last = index + token.length;
      continue;
    }
    if (!/^\p{Ll}/u.test(token)) {
      // « a M. Durand »: the preposition before a civility takes its accent too.
      if (/^(?:M\.?|Mme|Mlle|Monsieur|Madame|Mademoiselle|Dr|Docteur)$/.test(token) && index >= last) {
        result += accentPreposition(out.slice(last, index), index - last);
        last = index;
      }
      continue;
    }
    const folded = fold(token);
    const before = out.slice(Math.max(0, index - 20), index);
    const foldedBefore = fold(before);
    let replacement: string | null = null;
    if (frenchCities.has(folded) && !notName.has(folded)) {
      const marker = ambiguousCities.has(folded) ? beforePlaceStrict : beforePlace;
      if (marker.test(foldedBefore)) replacement = writtenNames.get(folded) ?? upperFirst(token);
    } else if (
      firstNames.has(folded) &&
      !ambiguousFirstNames.has(folded) &&
      beforePerson.test(foldedBefore)
    ) {
      replacement = writtenNames.get(folded) ?? upperFirst(token);
    } else if (
      !notName.has(folded) &&
      folded.length >= 3 &&
      /(?:^|\s)a\s+$/.test(foldedBefore) &&
      !subjectBeforeA.test(foldedBefore) &&
      /^\p{Ll}+$/u.test(token) &&
      !shorthand[folded] &&
      !isFrenchWord(folded)
    ) {
      // « la chapelle a bubry »: « a » before a word that is no French word is « à » before a place.
      replacement = upperFirst(token);
    } else if (
      !notName.has(folded) &&
      folded.length >= 3 &&
      (afterChez.test(foldedBefore) || (beforeCompany.test(foldedBefore) && !adjectiveEnding.test(folded)))
    ) {
      replacement = upperFirst(token);
    }
    if (!replacement) continue;
    let end = index + token.length;
    // « chez leroy merlin »: a company's second word, unless it reads as a verb or a common word.
    if (afterChez.test(foldedBefore)) {
      const second = /^\s+([\p{Ll}][\p{L}'’-]*)/u.exec(out.slice(end));
      if (second?.[1] && !notName.has(fold(second[1])) && !/(?:er|ir|re|ez|ons|ent)$/.test(fold(second[1]))) {
        replacement += `${second[0].slice(0, second[0].length - second[1].length)}${upperFirst(second[1])}`;
        end += second[0].length;
      }
    }
    result += accentPreposition(out.slice(last, index), index - last) + replacement;
    last = end;
  }
  return atTimes(result + out.slice(last));
}

/** « décalée a 16h », « jeudi a 9h30 », « rdv a 14 h »: the « a » before a time is « à ». */
const timeAfterA =
  /(?<=(?:^|\s)(\S+))(\s+)a(\s+\d{1,2}\s?h(?:\s?\d{2})?\b)(?!\s*(?:de retard|d'avance|de route|de trajet|de travail|de cours|de vol))/gu;
// « on ouvre la boutique a 6h30 »: after a place or a thing, « a » before a time is « à » (« il a 2h »
// has its subject just before).
const afterNoun =
  /^(?:boutique|magasin|bureau|bureaux|atelier|depot|chantier|restaurant|cabinet|agence|salle|local|garage|ecole|gare|mairie|porte|portes|service|ouverture|fermeture|depart|arrivee|pause|dejeuner|rendez-vous|visite|appel)$/;
const beforeTime =
  /^(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre|demain|aujourd'hui|soir|matin|rdv|rendez-vous|reunion|appel|rappel|point|call|visio|dejeuner|diner|entretien|livraison|prevu|prevue|fixe|fixee|prochain|prochaine)$/;

// « a retirer avant 11h », « a faire »: « a » before an infinitive is « à » (« il a » takes a
// participle, never an infinitive). Words in -er that are no infinitive are left.
const beforeInfinitive =
  /(?<![\p{L}'’])(?<!\b(?:il|elle|on|qui|y|ça|ca|cela|Il|Elle|On)\s+)a(?=\s+(?!(?:super|hier|cher|fier|premier|dernier|leger|amer|plaisir|loisir|desir|souvenir|avenir)\b)\p{Ll}{2,}(?:er|ir)(?![\p{L}'’-]))/gu;

// « a rendre », « a prevoir »: the infinitives in -re and -oir, told by the Lefff's list (« il a
// quatre devis » has no infinitive).
const beforeOtherInfinitive =
  /(?<![\p{L}'’])(?<!\b(?:il|elle|on|qui|y|ça|ca|cela|Il|Elle|On)\s+)a(?=\s+(\p{Ll}{2,}(?:re|oir))(?![\p{L}'’]))/gu;

// « le pack 10 séances a 350 € »: « a » before a price is « à », unless a subject says « avoir ».
const beforePrice =
  /(?<![\p{L}'’])(?<!\b(?:il|elle|on|qui|y|ça|ca|cela|Il|Elle|On|Qui|Ça|Cela)\s+)a(?=\s+\d[\d\s\u00a0\u202f]*(?:[,.]\d+)?\s*(?:€|euros?)(?![\p{L}]))/gu;

// « fini a 80% », « rempli a 60 % »: after a past participle, « a » before a share is « à ».
const shareAfterA = /(?<=(?:^|\s)(\p{L}+))(\s+)a(?=\s+\d+(?:[,.]\d+)?\s?%)/gu;

// « on attends », « il prends »: the third person of a verb in -dre ends in -d, never -ds.
const thirdPersonDs =
  /(?<![\p{L}'’])((?:[Oo]n|[Ii]l|[Ee]lle)\s+(?:ne\s+|n['’])?\p{Ll}+[nr]d)s(?![\p{L}'’])/gu;

// « ecris a la mairie », « envoie le devis a mon comptable », « dis a tout le monde »: after a verb of
// saying or sending, or an infinitive, « a » before a determiner is « à » (« avoir » never follows a verb). Not after a
// determiner: « la demande a la priorité » has its noun for subject.
const sayingVerb =
  /^(?:ecri(?:s|re|t|te|ts|tes|vez|vons)|di(?:s|re|tes|t)|envoi(?:e|es|ent)|envoy(?:er|ez|ons|e|ee|es|ees)|parl(?:e|er|ez|ons|e)|repond(?:s|re|ez|ons|u)|propos(?:e|er|ez|ons)|demand(?:e|er|ez|ons)|expliqu(?:e|er|ez|ons)|annonc(?:e|er|ez|ons)|signal(?:e|er|ez|ons)|montr(?:e|er|ez|ons)|donn(?:e|er|ez|ons)|transmet(?:s|tre|tez|tons)|transmis|present(?:e|er|ez|ons)|offr(?:e|ir|ez|ons)|offert|souhait(?:e|er|ez|ons)|pens(?:e|er|ez|ons)|rappel(?:le|er|ez|ons)|confirm(?:e|er|ez|ons)|adress(?:e|er|ez|ons)|rend(?:s|re|ez|ons)|remet(?:s|tre|tez|tons)|fai(?:s|re|tes)\s+(?:suivre|savoir|parvenir))$/;
const determinerAfterA =
  /^(?:la|l'|le|les|un|une|mon|ma|mes|ton|ta|tes|son|sa|ses|notre|nos|votre|vos|leur|leurs|ce|cet|cette|ces|chaque|tous|toute|toutes|tout)$/;
const lonelyA = /(?<![\p{L}'’])a(?=\s+\S)/gu;
// « a Rennes », « a Saint-Malo »: a city typed with its capital, when no subject says « avoir ».
const aBeforeCity = /(?<=(?:^|\s)(\S+)\s+)a(?=\s+(\p{Lu}[\p{L}-]+))/gu;
const subjectPronoun = /^(?:il|elle|on|qui|y|ca|ça|cela|ils|elles|tu|j'|n'|qu')$/;

function prepositionA(text: string): string {
  return text
    .replace(lonelyA, (all, offset: number, whole: string) => {
      const words = wordsBefore(whole.slice(0, offset));
      const typedNext = /^\s+(\S+)/.exec(whole.slice(offset + 1))?.[1] ?? '';
      // Before a determiner or a name (« écris a Julien »).
      if (!determinerAfterA.test(wordsBefore(typedNext)[0] ?? '') && !/^\p{Lu}/u.test(typedNext)) return all;
      // The verb just before, or before its object (« envoie le devis a mon comptable »).
      // « passer a la boutique »: « avoir » never follows an infinitive either.
      const verbAt =
        sayingVerb.test(words.at(-1) ?? '') || isInfinitive(words.at(-1) ?? '')
          ? words.length - 1
          : determinerAfterA.test(words.at(-2) ?? '') && sayingVerb.test(words.at(-3) ?? '')
            ? words.length - 3
            : -1;
      return verbAt >= 0 && !determinerAfterA.test(words[verbAt - 1] ?? '') ? 'à' : all;
    })
    .replace(aBeforeCity, (all, previous: string, city: string) =>
      (frenchCities.has(fold(city)) || placeName(fold(city)) !== null) &&
      !subjectPronoun.test(fold(previous).replace(/’/g, "'"))
        ? 'à'
        : all,
    );
}

// « a l'avance », « a emporter », « a domicile »: locutions whose « a » is always « à ».
const aLocution =
  /(?<![\p{L}'’])a(?=\s+(?:l['’]\s?(?:avance|heure|etranger|étranger|exterieur|extérieur|interieur|intérieur|essai|unite|unité)|emporter|domicile|volonte|volonté|bientot|bientôt|partir d[eu]|la carte|la demande|la une|la piece|la pièce|moitie prix|moitié prix|temps (?:plein|partiel))(?![\p{L}]))/gu;

function atTimes(text: string): string {
  return prepositionA(text)
    .replace(aLocution, (all, offset: number, whole: string) =>
      subjectBeforeA.test(fold(`${whole.slice(Math.max(0, offset - 20), offset)}a `)) ? all : 'à',
    )
    .replace(thirdPersonDs, '$1')
    .replace(timeAfterA, (all, previous: string, space: string, time: string) =>
      beforeTime.test(fold(previous)) || /(?:é|ée|és|ées)$/.test(previous) || afterNoun.test(fold(previous))
        ? `${space}à${time}`
        : all,
    )
    .replace(shareAfterA, (all, previous: string, space: string) =>
      /(?:é|ée|és|ées|i|ie|is|ies|u|ue|us|ues|fait|faite)$/.test(previous) ? `${space}à` : all,
    )
    .replace(beforeInfinitive, 'à')
    .replace(beforePrice, 'à')
    .replace(beforeOtherInfinitive, (all, verb: string) => (isInfinitive(fold(verb)) ? 'à' : all));
}
