// What the employees know of the user's company: the profile of settings first, then what the user
// asked them to remember ("Retiens que…"), read for a name, an activity and a city.
import type { CompanyProfile } from '../../../../shared/memory-model.ts';
import { type CompanyMemory, emptyCompanyMemory } from '../../types.ts';
import { fold } from '../french.ts';
import { names } from './facts.ts';

export interface CompanyKnowledge extends CompanyProfile {
  /** Every remembered fact, as said. */
  facts: string[];
}

const activityPattern =
  /\b(?:nous sommes|on est|je suis|je tiens|je dirige|je gere|c'est|mon entreprise est|notre entreprise est|notre activite(?: est)?|specialis[ée]e?s? dans|activite\s*:)\s+(?:une?\s+|des\s+|dans\s+(?:la |le |les )?)?([^,.;\n]{3,80})/;
const namePattern =
  /\b(?:s'appelle|se nomme|nommee?|denommee?|raison sociale\s*:?|nom de l'entreprise\s*:?)\s+«?\s*([^,.;«»\n]{2,80}?)\s*»?(?=[,.;\n]|\s+(?:a|au|en|et|situee?|basee?)\s|$)/;
const cityPattern =
  /\b(?:a|au|sur|basee?s? a|situee?s? a|installee?s? a|ville\s*:)\s+(\p{Lu}[\p{L}'’ -]{1,40}?)(?=[,.;\n]|\s+(?:et|depuis|avec|pour)\s|$)/u;
const signaturePattern = /\bsignature\s*(?:est|:)?\s*(?:«\s*)?([^»\n]{2,120}?)(?:\s*»)?\s*$/;
// "je signe mes messages « Sandrine Morel, gérante »", "je signe mes mails par Paul, associé".
const signsPattern =
  /\b(?:je signe|on signe|nous signons|signe)(?:\s+(?:mes|nos|les|tous mes|toutes mes)\s+(?:messages|mails|e-mails|emails|courriers|lettres|brouillons|reponses))?(?:\s+(?:par|avec|de|du nom))?\s*[«"“]?\s*([^«»"“”\n]{2,120}?)\s*[»"”]?\s*\.?\s*$/;

// "Nous vendons des vélos reconditionnés", "on répare des chaudières": the trade said by its verb,
// kept as the activity's noun phrase (« la vente de vélos reconditionnés »).
const tradeVerbs: Record<string, string> = {
  vend: 'la vente',
  vendons: 'la vente',
  fabrique: 'la fabrication',
  fabriquons: 'la fabrication',
  repare: 'la réparation',
  reparons: 'la réparation',
  installe: 'l’installation',
  installons: 'l’installation',
  livre: 'la livraison',
  livrons: 'la livraison',
  distribue: 'la distribution',
  distribuons: 'la distribution',
  produit: 'la production',
  produisons: 'la production',
  cultive: 'la culture',
  cultivons: 'la culture',
  cree: 'la création',
  creons: 'la création',
  concoit: 'la conception',
  concevons: 'la conception',
  loue: 'la location',
  louons: 'la location',
  renove: 'la rénovation',
  renovons: 'la rénovation',
};
const tradePattern = new RegExp(
  `\\b(?:nous|on)\\s+(${Object.keys(tradeVerbs).join('|')})\\s+((?:des|du|de la|de l'|les|la|le|l')\\s*[^,.;\\n]{3,80})`,
);

/** « un salon de coiffure » of « un salon de coiffure à Lille »: the city is kept apart. */
function withoutPlace(words: string): string {
  return words.replace(/\s+(?:à|a|au|en|sur|dans)\s+\p{Lu}.*$/u, '').trim();
}

/** « la vente de vélos reconditionnés » from the verb and its object, without the place said after it. */
function tradeActivity(sentence: string, folded: string): string | null {
  const match = tradePattern.exec(folded);
  if (!match?.[1] || !match[2]) return null;
  const start = match.index + match[0].indexOf(match[2]);
  const object = withoutPlace(sentence.slice(start, start + match[2].length))
    .replace(/^(?:des|du|de la|de l['’]|les|la|le|l['’])\s*/i, '')
    .trim();
  if (!object) return null;
  return `${tradeVerbs[match[1]]} ${/^[aeiouyhàâéèêîôû]/i.test(object) ? 'd’' : 'de '}${object}`;
}

// « Retiens que notre ton est chaleureux », « je préfère un style formel »: the drafts' tone, as the
// profile's setting would give it (its four values).
const toneWords: Record<string, CompanyProfile['tone']> = {
  chaleureux: 'chaleureux',
  amical: 'chaleureux',
  sympa: 'chaleureux',
  convivial: 'chaleureux',
  formel: 'formel',
  soutenu: 'formel',
  direct: 'direct',
  professionnel: 'professionnel',
};
const tonePattern = new RegExp(
  `\\b(?:ton|style|registre)\\b[^.;!?]{0,30}?\\b(${Object.keys(toneWords).join('|')})\\b`,
);

/** True for an activity said as a trade (« la vente de vélos »), not as what the company is (« une boulangerie »). */
export function activityIsATrade(activity: string): boolean {
  return /^(?:la |le |l['’])/i.test(activity);
}

/** The company name, activity, city and signature found in remembered sentences. */
function fromSentences(sentences: string[]): Partial<CompanyProfile> {
  const found: Partial<CompanyProfile> = {};
  for (const sentence of sentences) {
    const folded = fold(sentence);
    const name = namePattern.exec(folded);
    if (
      name?.[1] &&
      (/(entreprise|societe|boite|cabinet|agence|commerce|magasin|boutique|restaurant|hotel|atelier|salon|boulangerie|camping|marque|enseigne|structure|activite|je m'appelle|m'appelle)/.test(
        folded,
      ) ||
        // « Mon garage s'appelle… », « Notre épicerie se nomme… »: any place of business named by its owner,
        // not a person or a pet.
        /\b(?:mon|ma|notre) (?!(?:fils|fille|femme|mari|compagne?|conjointe?|enfant|bebe|chien|chat|associee?|collegue|client|cliente|fournisseur|assistante?|frere|soeur|pere|mere)\b)[\p{L}-]{3,} (?:s'appelle|se nomme)\b/u.test(
          folded,
        ))
    ) {
      const start = name.index + name[0].indexOf(name[1]);
      if (/je m'appelle|moi,? c'est/.test(folded))
        found.signature ??= sentence.slice(start, start + name[1].length).trim();
      else found.name = sentence.slice(start, start + name[1].length).trim();
    }
    const city = cityPattern.exec(sentence);
    const places = names(sentence).places;
    if (places[0]) found.city = places[0];
    else if (city?.[1] && !found.city) found.city = city[1].trim();
    const activity = activityPattern.exec(folded);
    // "on est à Lyon" says where, not what the company does.
    if (activity?.[1] && !/appelle/.test(activity[1]) && !/^(?:a|au|aux|en|sur)\s/.test(activity[1])) {
      const start = activity.index + activity[0].indexOf(activity[1]);
      found.activity = withoutPlace(sentence.slice(start, start + activity[1].length));
    }
    const trade = tradeActivity(sentence, folded);
    if (trade) found.activity = trade;
    const signature = signaturePattern.exec(folded) ?? signsPattern.exec(folded);
    if (signature?.[1]) {
      const start = signature.index + signature[0].indexOf(signature[1]);
      found.signature = sentence.slice(start, start + signature[1].length).trim();
    }
    const tone = tonePattern.exec(folded)?.[1];
    if (tone) found.tone = toneWords[tone] ?? null;
    if (/\b(tutoie-moi|tu peux me tutoyer|on se tutoie)\b/.test(folded)) found.addressForm = 'tu';
    if (/\b(vouvoie-moi|vouvoyez-moi)\b/.test(folded)) found.addressForm = 'vous';
  }
  return found;
}

/** The memory stored for the user, completed by what was said to remember in this conversation. */
export function companyKnowledge(
  memory: CompanyMemory | undefined,
  saidInConversation: string[],
): CompanyKnowledge {
  const stored = memory ?? emptyCompanyMemory;
  const facts = [...stored.facts.map((fact) => fact.text), ...saidInConversation];
  const read = fromSentences(facts);
  const profile = stored.profile;
  return {
    name: profile.name ?? read.name ?? null,
    activity: profile.activity ?? read.activity ?? null,
    city: profile.city ?? read.city ?? null,
    tone: profile.tone ?? read.tone ?? null,
    signature: profile.signature ?? read.signature ?? null,
    addressForm: profile.addressForm ?? read.addressForm ?? null,
    facts,
  };
}

// What the user tells of the company without asking anything: « Ma société s'appelle Boulangerie
// Martin, on est à Lyon et on a 12 salariés », « Nous vendons des vélos reconditionnés à Bordeaux »,
// « Je tiens un salon de coiffure à Lille ». Read by the sentence's shape (the company or « nous » as
// subject, a verb that describes), never by its topic; a question or an order is not a description.
const companyAsSubject = new RegExp(
  [
    '^(?:(?:alors|bon|donc|bonjour|pour info|pour (?:te|vous) situer)\\s*,?\\s*)?',
    '(?:',
    [
      '(?:ma|notre|mon)\\s+(?:societe|entreprise|boite|boutique|agence|cabinet|commerce|magasin|restaurant|atelier|salon|structure|marque|enseigne|start-?up|association|ferme|exploitation|hotel|camping|activite|clientele)\\b',
      `(?:nous|on)\\s+(?:${Object.keys(tradeVerbs).join('|')}|proposons|propose|travaillons|travaille|employons|emploie|accompagnons|accompagne|intervenons|intervient|formons|forme)\\b`,
      '(?:nous sommes|on est)\\s+(?:une?\\s|des\\s|specialise|base|installe|situe|implante|ferme|ouvert|presents?\\b|(?:a|au|aux|en)\\s)',
      '(?:nous avons|on a)\\s+(?:\\d+|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|douze|quinze|vingt|trente|cinquante|cent)\\s+(?:salaries|employes|collaborateurs|personnes|boutiques|magasins|agences|points de vente|clients)\\b',
      "je\\s+(?:dirige|gere|tiens)\\s+(?:une?|la|le|l'|notre|ma|mon)\\s",
    ].join('|'),
    ')',
  ].join(''),
  'u',
);
const asksSomething =
  /\?|\b(?:peux-tu|pourrais-tu|pouvez-vous|pourriez-vous|j'aimerais|je voudrais|je souhaite|il me faut|j'ai besoin|aide-moi|aidez-moi)\b|(?:^|[,.;:!]\s*|\b(?:et|puis|alors)\s+)(?:redige|ecris|prepare|fais|trouve|donne|envoie|cree|planifie|organise|propose-moi|cherche|reponds|relance|analyse|compare|resume|traduis|corrige)(?:-moi|-nous|-lui|-leur)?\b/;

/** True when the message only tells about the company (to keep), without asking anything. */
export function describesCompany(message: string): boolean {
  const text = message.trim();
  if (text.length > 400 || text.includes('\n')) return false;
  const folded = fold(text);
  if (!companyAsSubject.test(folded) || asksSomething.test(folded)) return false;
  // « On est à Lyon » tells where the company is; « on est en retard » does not: a place has a capital.
  const where = /^(?:\S+\s*,?\s*)?(?:nous sommes|on est)\s+(?:à|a|au|aux|en)\s+(\S)/iu.exec(text);
  return !where || /\p{Lu}/u.test(where[1] ?? '');
}

// « Nous ouvrons une deuxième boutique à Nantes le 5 décembre » : news of the company, said without
// asking anything (to the marketer, the news to announce).
const companyNews =
  /^(?:(?:bonne nouvelle|grande nouvelle|au fait)\s*[,:!]?\s*)?(?:nous|on)\s+(?:vous\s+)?(?:(?:ouvr|lan[cç]|inaugur|fet|celebr|organis|recrut|demenag|particip|accueill|agrandi|sort|rejoi|expos|renouvel|fete)\w*\b|(?:avons|a|venons de|vient de)\s+(?:enfin\s+|officiellement\s+)?(?:signe|remporte|gagne|obtenu|obtenir|decroche|ouvert|lance|inaugure|embauche|recrute|atteint|franchi|depasse|fete|celebre|signer|remporter|gagner|decrocher|ouvrir|lancer)\b)/;

/** True when the message tells news of the company (an opening, a launch, an event) and asks nothing. */
export function tellsCompanyNews(message: string): boolean {
  const text = message.trim();
  if (text.length > 300 || text.includes('\n')) return false;
  const folded = fold(text);
  return companyNews.test(folded) && !asksSomething.test(folded) && !describesCompany(text);
}

/** The fact to remember in "Retiens que mon entreprise s'appelle X": the part after the verb. */
export function factToRemember(message: string): string {
  const match =
    /^\s*(?:(?:peux-tu|pourrais-tu|merci de|stp|s'il te plait)\s+)?(?:retiens|retenez|souviens-toi|souvenez-vous|memorise|memorisez|note bien|notez bien|notez|note|garde en memoire|gardez en memoire|garde en tete|n'oublie pas|enregistre|a retenir|pour info(?:rmation)?|sache)\s*(?:bien\s*)?(?:que|qu'|:|,)?\s*/i.exec(
      fold(message),
    );
  const fact = match ? message.slice(match[0].length) : message;
  // « …, à Angers, et que je signe Marc Dubois »: each thing to remember is its own sentence.
  const trimmed = fact
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/,?\s+et\s+(?:que\s+|qu['’])(\p{L})/giu, (_, first: string) => `. ${first.toUpperCase()}`);
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
}

// Topics of a remembered fact and of a request: a fact is used where its topic is asked about.
const memoryTopics: RegExp[] = [
  /\b(livr\w*|expedi\w*|envoi|colis|recevr\w*|recoi\w*|reception|delais?)\b/,
  /\b(horaires?|ouvert\w*|ouverture|ferm\w*|jours? d'ouverture)\b/,
  /\b(tarifs?|prix|devis|coute?|cout)\b/,
  /\b(retours?|rembours\w*|echange\w*|garantie)\b/,
  /\b(paiement|payer|reglement|virement|cheque|acompte|factur\w*)\b/,
];

/**
 * The remembered facts a draft about `request` should use ("notre délai de livraison est de 5 jours
 * ouvrés" for a customer asking when an order arrives), as sentences the company can say. Facts
 * about the user ("je signe…", "je préfère…") are settings, not things to tell a recipient.
 */
export function relevantFacts(company: CompanyKnowledge, request: string): string[] {
  const asked = fold(request);
  return company.facts
    .filter((fact) => !/^(je|j'|moi|tu|tutoie|vouvoie)\b/.test(fold(fact)))
    .filter((fact) => {
      const folded = fold(fact);
      return memoryTopics.some((topic) => topic.test(folded) && topic.test(asked));
    })
    .map((fact) => {
      const sentence = fact.trim().replace(/[.!]*$/, '.');
      return sentence.charAt(0).toUpperCase() + sentence.slice(1);
    });
}
