// Suki's keywords: « Donne-moi 10 mots-clés SEO pour mon salon de coiffure à Nantes ». The searches a
// local customer types, built from the user's own activity, town and services: no trade vocabulary is
// guessed, and when they give fewer than the number asked, the reply says what would complete them.
import { countOf } from '../../../../shared/plural.ts';
import { fold } from '../french.ts';
import { voices } from '../team.ts';
import type { Conversation } from '../understanding/conversation.ts';
import { blocks } from './compose.ts';
import type { Writer } from './writer.ts';

const asksKeywords = /\b(mots?[- ]cles?|keywords?|requetes? (google|de recherche))\b/;

/** "mon salon de coiffure" → "salon de coiffure": the activity as a search is typed. */
function searchedActivity(activity: string): string {
  return activity
    .replace(/^(?:mon|ma|mes|notre|nos|un|une|le|la|les)\s+/i, '')
    .replace(/^\p{Lu}(?=\p{Ll})/u, (first) => first.toLowerCase())
    .trim();
}

/**
 * « boulangerie bio » → « boulangerie », « garage automobile » → « garage »: the trade without the
 * word that qualifies it; null when none does (« institut de beauté », « plomberie »).
 */
export function withoutQualifier(trade: string): string | null {
  const match = /^(.+?)\s+([\p{L}-]+)$/u.exec(trade);
  if (!match?.[1] || !match[2]) return null;
  // « salon de coiffure », « cabinet d'ostéopathie »: a complement, not a qualifier.
  if (/(?:^|\s)(?:de|du|des|d['’]\S*|à|au|aux|en)$/i.test(match[1]) || /^d['’]/i.test(match[2])) return null;
  if (/\s(?:de|du|des|à|au|aux|en)\s/i.test(` ${match[1]} `)) return null;
  return match[1];
}

/** « meilleure boulangerie bio », « meilleur garage »: when the user's article tells the gender. */
function bestOf(activity: string, trade: string): string | null {
  const article = /^(mon|ma|un|une)\s+(\p{L})/iu.exec(activity);
  if (!article?.[1]) return null;
  const said = article[1].toLowerCase();
  // « mon agence », « mon école »: « mon » before a vowel says nothing of the gender.
  if (said === 'mon' && /[aeiouyéèêàâîôûh]/i.test(article[2] ?? '')) return null;
  return `${said === 'ma' || said === 'une' ? 'meilleure' : 'meilleur'} ${trade}`;
}

/** The services listed after a colon: « : dépannage, chauffe-eau, fuite et salle de bain ». */
function servicesOf(command: string): string[] {
  const after = command
    .split(/\s*:\s+/)
    .slice(1)
    .join(' ');
  if (!after) return [];
  const parts = after
    .replace(/[.!?\s]+$/, '')
    .split(/\s*,\s*|\s+(?:et|ou)\s+/)
    .map((part) => part.trim());
  // Short noun phrases only: a sentence after the colon is not a list of services.
  return parts.every((part) => part && part.split(/\s+/).length <= 4 && !/\b(on|nous|je)\b/i.test(part))
    ? parts.map((part) => part.toLowerCase())
    : [];
}

export function asksSeoKeywords(conversation: Conversation): boolean {
  return asksKeywords.test(fold(conversation.request.command));
}

const seoKeywords: Writer = (conversation) => {
  const { request, company } = conversation;
  const activity = request.facts.activity ?? company.activity;
  if (!activity) {
    return blocks(
      `${voices.suki.ack} Pour quelle activité, et dans quelle ville ? Par exemple « 10 mots-clés pour mon salon de coiffure à Nantes : coupe, couleur, barbe ».`,
    );
  }
  const trade = searchedActivity(activity);
  const town = request.facts.places[0] ?? company.city;
  const services = servicesOf(request.command);
  const at = (words: string) => (town ? `${words} ${town}` : words);
  // « boulangerie bio »: the trade without its qualifier is searched too (« boulangerie Saint-Brieuc »).
  const plain = withoutQualifier(trade);
  const best = bestOf(activity, trade);
  const keywords = [
    ...new Set([
      at(trade),
      ...services.map(at),
      ...(town ? [`${trade} à ${town}`] : []),
      ...(plain && town ? [at(plain)] : []),
      `${at(trade)} avis`,
      `${at(trade)} tarifs`,
      `${at(trade)} horaires`,
      `${trade} près de chez moi`,
      ...(best && town ? [at(best)] : []),
      ...(town ? [`${trade} ${town} centre`] : []),
    ]),
  ];
  const asked = request.facts.count ?? keywords.length;
  const given = keywords.slice(0, asked);
  const short = given.length < asked;
  return blocks(
    `${voices.suki.ack} Voici ${countOf(given.length, 'mot-clé', 'mots-clés')} que vos clients tapent pour vous trouver :`,
    given.map((keyword, index) => `${index + 1}. ${keyword}`).join('\n'),
    short &&
      `Je n’en tire pas plus de votre activité${town ? ' et de votre ville' : ''} sans inventer vos prestations : donnez-les-moi (par exemple « : coupe, couleur, balayage ») et je compléterai jusqu’à ${asked}.`,
    !town && 'Dites-moi aussi votre ville : les recherches locales sont celles qui amènent des clients.',
    '**Conseil :** un mot-clé principal par page, dans le titre (60 caractères max.) et le H1.',
  );
};

/** Suki's SEO writer: keywords when they are asked for, else what it wrote before. */
export function withSeoKeywords(writer: Writer | undefined): Writer | undefined {
  if (!writer) return undefined;
  return (conversation) => (asksSeoKeywords(conversation) ? seoKeywords(conversation) : writer(conversation));
}
