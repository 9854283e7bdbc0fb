// A post's hashtags, as a local business picks them: its trade (#Boulangerie), its town (#Quimper),
// the occasion (#GaletteDesRois, #SaintValentin) and what it sells (#SoireeDegustation), in CamelCase
// without accents; never a stop word, a verb, a day or a generic tag (#PME) that says nothing.
import { fold, stopWords } from '../french.ts';
import { businessKinds } from '../understanding/facts.ts';

// Business words that say the trade only with their complement: « salon de coiffure » is #Coiffure.
const genericKinds =
  /^(?:salon|cabinet|boutique|magasin|atelier|agence|institut|studio|centre|entreprise|societe|bureau|commerce|enseigne|marque|maison|espace|societe)$/;
// Trades said without a kind of business before them (« mon resto », « l'auto-école »).
const moreKinds =
  'resto|chocolaterie|confiserie|biscuiterie|torrefaction|kine|auto-ecole|couvreur|plombier|menuisier|electricien|architecte|paysagiste|photographe|coiffeur|coiffeuse|estheticienne|fleuriste|caviste|cave a vins?|bar a \\p{L}+|salon de the|glacier|poissonnerie|primeur|cordonnerie|bijouterie|librairie|ebenisterie|serrurerie|veterinaire|osteopathe|spa';
const tradePattern = new RegExp(
  `(?:^|[^\\p{L}])(?:mon|ma|mes|notre|nos|la|le|les|l'|une?|du|de la|de l'|pour)\\s*(${moreKinds}|${businessKinds})(?:\\s+(?:de|d'|des|du)\\s*((?:[\\p{L}-]+)(?:\\s+(?!(?:a|au|en|de|du|des|le|la|les|et|pour)\\s)[\\p{L}-]+)?))?(?![\\p{L}])`,
  'u',
);

// Occasions a post is for, as their usual hashtag.
const occasions: Array<[RegExp, string]> = [
  [/\bgalettes? des rois\b|\bepiphanie\b/, 'GaletteDesRois'],
  [/\bsaint[- ]valentin\b/, 'SaintValentin'],
  [/\bfete des meres\b/, 'FeteDesMeres'],
  [/\bfete des peres\b/, 'FeteDesPeres'],
  [/\bfete des grands[- ]meres\b/, 'FeteDesGrandsMeres'],
  [/\bfete de la musique\b/, 'FeteDeLaMusique'],
  [/\bblack friday\b/, 'BlackFriday'],
  [/\bnouvel an\b|\breveillon\b/, 'NouvelAn'],
  [/\bnoel\b|\bcalendrier de l'avent\b|\b(?:24|25) decembre\b/, 'Noel'],
  [/\bpaques\b/, 'Paques'],
  [/\bhalloween\b/, 'Halloween'],
  [/\bchandeleur\b/, 'Chandeleur'],
  [/\brentree\b/, 'Rentree'],
  [/\bsoldes\b/, 'Soldes'],
  [/\bportes? ouvertes?\b/, 'PortesOuvertes'],
  [/\brecrut|\bpostes? a pourvoir\b|\bembauch/, 'Recrutement'],
  [/\binaugur|\bouvr(?:e|ons|ir|ira|ent)\b|\bouverture\b/, 'Ouverture'],
  [/\b\d+ ans de\b|\banniversaire\b/, 'Anniversaire'],
];

// Words that tag nothing: a day, a month, a quantity, a price, how to book.
const weakWords = new Set(
  (
    'nouvelle nouveau nouvel nouveaux nouvelles offre presenter annoncer personne personnes uniquement seulement ' +
    'compris inclus entreprise societe mois semaine semaines jour jours heure heures minutes an ans annee annees ' +
    'lundi mardi mercredi jeudi vendredi samedi dimanche lundis mardis mercredis jeudis vendredis samedis dimanches ' +
    'matin matins soir soirs midi janvier fevrier mars avril mai juin juillet aout septembre octobre novembre ' +
    'decembre places place euros euro prix tarif tarifs reservation reservations telephone partir commande commandes ' +
    'inscription inscriptions seance seances parts part max maximum minimum premier premiere derniere dernier ' +
    'second seconde deuxieme troisieme petit petite grand grande gens abonnes clients clientes equipe merci ' +
    'activite programme version ton style hashtags hashtag post instagram facebook linkedin tiktok emojis ' +
    'maintenant desormais aujourd demain bientot toute tous toutes chaque cette annee fois retrait jusqu ' +
    'debut fin plats plat lot gagnant moment occasion rendez-vous exceptionnellement fais fait faites ecris ecrivez ' +
    'redige redigez prepare preparez propose proposez mets mettez ajoute ajoutez donne trouve annonce insta poste ' +
    'voudrais voudrait aimerais souhaite besoin stand gamme organise lance sort ouvre propose offre fete celebre participe recrute accueille prend vend peux peut cours groupe kwh m2 km kg commander reserver inscrire publication story promouvoir celebrer tutoie tutoyant vouvoie joyeux chaleureux court courte sobre sera seront'
  ).split(' '),
);

const auxiliaries = /^(?:a|avons|ont|avez|as|sommes|est|sont|etes|va|allons|vont|vient|venons|viennent)$/;

/** « 2 salles de bain », « soirée dégustation »: the runs of topic words, each a hashtag candidate. */
function topicRuns(folded: string, excluded: Set<string>): string[][] {
  const words = folded.split(/[^\p{L}\d'-]+/u).filter(Boolean);
  const runs: string[][] = [];
  let run: string[] = [];
  const close = () => {
    if (run.length) runs.push(run.slice(0, 3));
    run = [];
  };
  for (let index = 0; index < words.length; index++) {
    const word = (words[index] ?? '').replace(/^(?:[ldjnmtsc]|qu|jusqu)'/, '').replace(/'$/, '');
    const unelided = (typed: string) => typed.replace(/^(?:[ldjnmtsc]|qu|jusqu)'/, '');
    const before = unelided(words[index - 1] ?? '');
    const beforeThat = unelided(words[index - 2] ?? '');
    // « nous lançons », « on a refait », « nous avons livré »: what the business does, not a thing.
    const verb =
      /^(?:nous|on)$/.test(before) ||
      (auxiliaries.test(before) && /^(?:nous|on|ne|n')$/.test(beforeThat)) ||
      /(?:ons|ez)$/.test(word) ||
      // « a obtenu », « ont livré »: a participle after « avoir » says what was done, not a thing.
      (/^(?:a|ont|avons|avez)$/.test(before) && /(?:e|es|i|is|u|us|it|ert|ts?)$/.test(word)) ||
      // « sera fermée », « est ouverte »: a participle after « être » says what happens, not a thing.
      /^(?:sera|seront|serons|serez|est|sont|etait|etaient)$/.test(before) ||
      // « pour dire », « afin de partager »: an infinitive says what the post does.
      (/^(?:pour|de|afin|sans)$/.test(before) && /(?:er|ir|re)$/.test(word));
    const elided = /^(?:[ldjnmtsc]|qu|jusqu)'/.test(words[index] ?? '');
    if (elided) close();
    if (
      word.length < 3 ||
      /\d/.test(word) ||
      stopWords.has(word) ||
      weakWords.has(word) ||
      excluded.has(word) ||
      word.split('-').every((part) => excluded.has(part) || stopWords.has(part) || weakWords.has(part)) ||
      word.split('-').every((part) => excluded.has(part)) ||
      verb ||
      /ieme$/.test(word)
    ) {
      close();
      continue;
    }
    run.push(word);
  }
  close();
  return runs;
}

const camel = (words: string[]) =>
  words
    .flatMap((word) => word.split(/[\s'-]+/))
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

/** The trade said in the text or remembered (« notre salon de coiffure » → « Coiffure »), as a tag. */
export function tradeTag(
  text: string,
  remembered: string | null = null,
  business: string | null = null,
): string | null {
  // « salon de coiffure Hair Marine »: the business's name is not its trade.
  const named = new Set(fold(business ?? '').split(/[^\p{L}]+/u));
  for (const said of [text, remembered ?? '']) {
    const match = tradePattern.exec(` ${fold(said)}`);
    const kind = match?.[1];
    if (!kind) continue;
    // « salon de coiffure ouvre… »: the complement stops at a weak word or a verb.
    const complement: string[] = [];
    for (const word of match[2]?.split(/\s+/) ?? []) {
      if (stopWords.has(word) || weakWords.has(word) || named.has(word)) break;
      complement.push(word);
    }
    if (/^(?:bar|cave) a /.test(kind)) return camel(kind.split(/\s+/));
    if (genericKinds.test(kind) || kind === 'salon') {
      if (complement?.length && complement.join('').length >= 3) return camel(complement);
      continue;
    }
    return camel([kind.replace(/s$/, '')]);
  }
  return null;
}

/**
 * The hashtags of a post about `text` (its request, news and details): the trade, the town, the
 * occasion, then the topic's words, exactly `count` of them when the text has as many.
 */
export function postHashtagList(options: {
  text: string;
  count: number;
  town?: string | null;
  remembered?: string | null;
  business?: string | null;
}): string[] {
  const { text, count, town, remembered, business } = options;
  if (count <= 0) return [];
  const folded = fold(text);
  const trade = tradeTag(text, remembered ?? null, business ?? null);
  const townTag = town ? camel(fold(town).split(/[\s-]+/)) : null;
  const occasionTags = occasions.filter(([pattern]) => pattern.test(folded)).map(([, tag]) => tag);
  // The business's own name and the town are tagged once, never split into words.
  const excluded = new Set(
    [business, town, ...occasionTags.map((tag) => tag.replace(/([a-z])([A-Z])/g, '$1 $2'))]
      .filter((said): said is string => Boolean(said))
      .flatMap((said) => fold(said).split(/[^\p{L}]+/u))
      .filter((word) => word.length > 2 && !stopWords.has(word)),
  );
  // The trade's own words (« coiffure », « salon ») said again in the text add nothing.
  const tradeWords = new Set(trade ? fold(trade.replace(/([a-z])([A-Z])/g, '$1 $2')).split(' ') : []);
  const kindWords = new RegExp(`^(?:${moreKinds}|${businessKinds})s?$`, 'u');
  const runs = topicRuns(folded, excluded)
    .map((run) => run.filter((word) => !word.split('-').every((part) => tradeWords.has(part))))
    .filter((run) => run.length && !(run.length === 1 && kindWords.test(run[0] ?? '')))
    .map(camel);
  // The main occasion first (« Soldes » before « Ouverture » said in passing), then what is sold.
  // « atelier poterie » gives #AtelierPoterie, then #Poterie alone when more tags are asked.
  const runWords = runs
    .map((run) => run.replace(/([a-z])([A-Z])/g, '$1 $2').split(' '))
    .filter((words) => words.length > 1)
    .map((words) => words.at(-1) ?? '')
    // « bougies parfumées » gives #BougiesParfumees, never #Parfumees: an adjective tags nothing alone.
    .filter(
      (word) => !kindWords.test(fold(word)) && !/(?:ees?|ifs?|ives?|eux|euses?|ales?|aux)$/.test(fold(word)),
    );
  // When the text says no more, the business's own name and its trade in its town (#BoulangerieQuimper)
  // are what local customers search: still tags of this post, never a generic #PME.
  const businessTag = business
    ? camel(
        fold(business)
          .split(/\s+/)
          .filter((word) => word !== '&'),
      )
    : null;
  const tags = [
    trade,
    townTag,
    occasionTags[0],
    ...runs,
    ...occasionTags.slice(1),
    businessTag,
    trade && townTag ? `${trade}${townTag}` : null,
    runs[0] && occasionTags[0] && runs[0] !== occasionTags[0] ? `${runs[0]}${occasionTags[0]}` : null,
    ...runWords,
  ].filter((tag): tag is string => Boolean(tag && tag.length > 2));
  const distinct = tags.filter(
    (tag, index) =>
      !tags.slice(0, index).some((earlier) => earlier.toLowerCase() === tag.toLowerCase()) &&
      !stopWords.has(tag.toLowerCase()),
  );
  // « la certification RGE »: an acronym typed in capitals keeps them (#CertificationRGE, not #Rge).
  const acronyms = new Set(
    (text.match(/(?<![\p{L}])\p{Lu}{2,5}(?![\p{L}])/gu) ?? []).map((word) => fold(word)),
  );
  const withAcronyms = (tag: string) =>
    acronyms.size
      ? tag.replace(/\p{Lu}\p{Ll}*/gu, (part) =>
          acronyms.has(part.toLowerCase()) ? part.toUpperCase() : part,
        )
      : tag;
  return distinct.slice(0, count).map((tag) => `#${withAcronyms(tag)}`);
}
