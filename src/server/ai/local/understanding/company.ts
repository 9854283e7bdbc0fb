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
  /\b(?:nous sommes|on est|je suis|c'est|mon entreprise est|notre entreprise est|notre activite(?: est)?|specialis[ée]e?s? dans|activite\s*:)\s+(?:une?\s+|des\s+|dans\s+(?:la |le |les )?)?([^,.;\n]{3,80})/;
const namePattern =
  /\b(?:s'appelle|se nomme|nommee?|denommee?|raison sociale\s*:?|nom de l'entreprise\s*:?)\s+«?\s*([^,.;«»\n]{2,80}?)\s*»?(?=[,.;\n]|\s+(?:a|au|en|et|situee?|basee?)\s|$)/;
const cityPattern =
  /\b(?:a|au|sur|basee?s? a|situee?s? a|installee?s? a|ville\s*:)\s+(\p{Lu}[\p{L}'’ -]{1,40}?)(?=[,.;\n]|\s+(?:et|depuis|avec|pour)\s|$)/u;
const signaturePattern = /\bsignature\s*(?:est|:)?\s*(?:«\s*)?([^»\n]{2,120}?)(?:\s*»)?\s*$/;
// "je signe mes messages « Sandrine Morel, gérante »", "je signe mes mails par Paul, associé".
const signsPattern =
  /\b(?:je signe|on signe|nous signons|signe)(?:\s+(?:mes|nos|les|tous mes|toutes mes)\s+(?:messages|mails|e-mails|emails|courriers|lettres|brouillons|reponses))?(?:\s+(?:par|avec|de|du nom))?\s*[«"“]?\s*([^«»"“”\n]{2,120}?)\s*[»"”]?\s*\.?\s*$/;

/** The company name, activity, city and signature found in remembered sentences. */
function fromSentences(sentences: string[]): Partial<CompanyProfile> {
  const found: Partial<CompanyProfile> = {};
  for (const sentence of sentences) {
    const folded = fold(sentence);
    const name = namePattern.exec(folded);
    if (
      name?.[1] &&
      /(entreprise|societe|boite|cabinet|agence|commerce|magasin|boutique|restaurant|hotel|atelier|salon|boulangerie|camping|marque|enseigne|structure|activite|je m'appelle|m'appelle)/.test(
        folded,
      )
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
    if (activity?.[1] && !/appelle/.test(activity[1])) {
      const start = activity.index + activity[0].indexOf(activity[1]);
      found.activity = sentence.slice(start, start + activity[1].length).trim();
    }
    const signature = signaturePattern.exec(folded) ?? signsPattern.exec(folded);
    if (signature?.[1]) {
      const start = signature.index + signature[0].indexOf(signature[1]);
      found.signature = sentence.slice(start, start + signature[1].length).trim();
    }
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
    tone: profile.tone ?? null,
    signature: profile.signature ?? read.signature ?? null,
    addressForm: profile.addressForm ?? read.addressForm ?? null,
    facts,
  };
}

/** The fact to remember in "Retiens que mon entreprise s'appelle X": the part after the verb. */
export function factToRemember(message: string): string {
  const match =
    /^\s*(?:(?:peux-tu|pourrais-tu|merci de|stp|s'il te plait)\s+)?(?:retiens|retenez|souviens-toi|souvenez-vous|memorise|memorisez|note bien|notez bien|note|garde en memoire|garde en tete|n'oublie pas|enregistre|a retenir|pour info(?:rmation)?|sache)\s*(?:bien\s*)?(?:que|qu'|:|,)?\s*/i.exec(
      fold(message),
    );
  const fact = match ? message.slice(match[0].length) : message;
  const trimmed = fact.trim().replace(/\s+/g, ' ');
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
