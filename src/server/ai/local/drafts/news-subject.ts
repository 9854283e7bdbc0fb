// The subject line of a news told in the sender's words. A French business subject is short and
// nominal (« Rendez-vous de lundi : passage jeudi à 8 h », « Report de notre rendez-vous »), never the
// request's first person (« Je n'ai pas pu venir lundi… ») nor its excuses (« à cause d'une panne »).
import { capitalise, fold, withDe } from '../french.ts';

// « à cause d'une panne », « parce que », « car » …: the reason belongs to the letter, not its subject.
const reasonStart =
  /\s*,?\s+(?:[àa] cause d|en raison d|pour cause d|parce qu|car\s|suite [àa]\s|vu qu|du fait d|étant donné|etant donne)/i;

const firstPerson = /^(?:je|j['’]|on|nous|moi)\b/i;

// An event the news is about, named as it is (« notre rendez-vous de mercredi »).
const eventNoun =
  /\b(?:(?:le|la|l['’]|notre|nos|votre|vos|ta|ton|tes|mon|ma|son|sa|cette|ce)\s*)?(rendez-vous|rdv|réunion|reunion|livraison|visite|intervention|chantier|commande|devis|facture|installation|réparation|reparation|pose|travaux|rencontre|appel|essai|formation)\b(?:\s+(?:de|du|d['’])\s*(?:\p{L}+))?/iu;

// What the sender does or did, as a noun: [verb forms (folded), noun, feminine].
const deedNouns: Array<[RegExp, string, boolean]> = [
  [/\b(?:en retard|retard\w*)\b/, 'Retard', false],
  [/\babsent\w*/, 'Absence', true],
  [/\blivr\w*/, 'Livraison', true],
  [/\b(?:envo\w*|expedi\w*)/, 'Envoi', false],
  [/\b(?:recu(?!per)\w*|recev\w*|recoi\w*)/, 'Réception', true],
  [/\b(?:termin\w*|fini\w*|achev\w*)/, 'Fin', true],
  [/\b(?:commenc\w*|demarr\w*)/, 'Début', false],
  [/\binterv\w*/, 'Intervention', true],
  [/\binstall\w*/, 'Installation', true],
  [/\brepar\w*/, 'Réparation', true],
  [/\b(?:ouvr\w*|ouvert\w*)/, 'Ouverture', true],
  [/\bferm\w*/, 'Fermeture', true],
  [/\b(?:report\w*|decal\w*|repouss\w*)/, 'Report', false],
  [/\bannul\w*/, 'Annulation', true],
  [/\barriv\w*/, 'Arrivée', true],
  [/\b(?:passe|passer|passons|passerai|passerons|passera|passe\w*|pass\w*)\b/, 'Passage', false],
  [/\b(?:ven\w*|vien\w*)\b/, 'Passage', false],
  [/\bpropos\w*/, 'Nouveau créneau', false],
];

// « lundi », « vendredi dernier », « demain matin », « jeudi à 8h », « le 12 janvier »: the day as said.
const dayWords =
  /\b(?:(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)(?:\s+(?:dernier|prochain|matin|midi|soir|après-midi|apres-midi))?(?:\s+\d{1,2}(?:er)?(?:\s+\p{L}+)?)?|demain(?:\s+(?:matin|midi|soir|après-midi|apres-midi))?|après-demain|apres-demain|aujourd['’]hui|hier|ce matin|cet après-midi|cet apres-midi|ce soir|(?:le|du)\s+\d{1,2}(?:er)?\s+\p{L}+)(?:\s+(?:à|a|vers)\s+\d{1,2}\s?h(?:\s?\d{2})?)?/iu;

const typographedDay = (day: string) =>
  day
    .replace(/\s+a\s+(?=\d)/i, ' à ')
    .replace(
      /(\d)\s?h\s?(\d{2})?\b/,
      (_, hour: string, minutes?: string) => `${hour} h${minutes ? ` ${minutes}` : ''}`,
    )
    .replace(/^(?:le|du)\s+/i, '');

/** The sentence a subject is made of: its first sentence, without the reason given. */
function statedNews(statement: string): string {
  const first = (statement.split(/(?<=[.!?])\s+/)[0] ?? statement).replace(/[.!]+$/, '').trim();
  // « j'ai oublié notre rendez-vous, désolé, je propose lundi »: a new clause after a comma is said next.
  const clause = /,\s+(?=(?:je|j['’]|on|nous|d[ée]sol[ée]e?s?|pardon)\b)/i.exec(first);
  const said = clause ? first.slice(0, clause.index) : first;
  const reason = reasonStart.exec(said);
  return (reason ? said.slice(0, reason.index) : said).trim();
}

/** « je passe jeudi à 8h » → « passage jeudi à 8 h »; null when the deed has no noun or day. */
function deedOf(news: string): {
  noun: string;
  feminine: boolean;
  day: string | null;
  object: string | null;
  past: boolean;
  negative: boolean;
} | null {
  const folded = fold(news);
  const day = dayWords.exec(news)?.[0] ?? null;
  const event = eventNoun.exec(news);
  const negative = /\b(?:ne|n')\s*\p{L}+\s+(?:pas|plus|jamais)\b/u.test(folded);
  const past =
    /\b(?:ai|as|a|avons|avez|ont|avais|avait|suis|es|est|sommes|etes|sont|etais|etait)\s+(?:(?:pas|plus|jamais|bien|deja)\s+)*\p{L}+(?:e|es|i|is|u|us|t)\b/u.test(
      folded.replace(/\ba (?=cause|\d)/g, ''),
    );
  const deed = deedNouns.find(([pattern]) => pattern.test(folded));
  // « j'ai oublié notre rendez-vous de mercredi »: the event is the topic, its day said with it.
  if (event && (!deed || /\b(?:oubli|manqu|rate|loupe)\w*/.test(folded) || deed[1] === 'Passage'))
    return null;
  if (!deed) return null;
  // « la livraison sera livrée jeudi »: the deed is the event itself, never « Livraison de la livraison ».
  const sameAsDeed = event?.[1] && fold(event[1]) === fold(deed[1]);
  const object =
    deed[1] === 'Passage' || deed[1] === 'Retard' || deed[1] === 'Absence' || sameAsDeed
      ? null
      : (event?.[0] ?? null);
  return { noun: deed[1], feminine: deed[2], day, object, past, negative };
}

/** The subject for a news told in the first person; the news as said when it is already impersonal. */
export function newsSubject(told: string, after: string[] = []): string | null {
  const news = statedNews(told);
  // The sentences and clauses said next (« …, je propose lundi à 14h. Je passe jeudi »).
  const following = [...told.slice(news.length).split(/(?<=[.!?])\s+|,\s+/), ...after].map((part) =>
    part.replace(/^[\s.,]+/, ''),
  );
  if (!news) return null;
  if (!firstPerson.test(news)) return news.length <= 70 ? capitalise(news) : null;
  const folded = fold(news);
  const event = eventNoun.exec(news);
  const missed =
    /\b(?:oubli|manqu|rate|loupe)\w*|\bpas (?:pu |pouvoir )?(?:venir|passer|etre la|honorer)\b|\b(?:pas|jamais) (?:venu|passe)\w*/.test(
      folded,
    );
  const deed = deedOf(news);
  const ours = (phrase: string) =>
    phrase.replace(/^(?:ta|ton|tes|son|sa|ses)\s+/i, (word) =>
      /^(?:tes|ses)/i.test(word) ? 'vos ' : 'votre ',
    );
  let subject: string | null = null;
  // « je ne pourrai pas venir à votre salon du 12 décembre »: an invitation declined names what it
  // declines, not a meeting missed.
  const declined =
    (missed || /\bpas (?:etre|assister) (?:a|au|aux)\b/.test(folded)) &&
    /\b(?:pourrai|pourrons|pourra|serai|serons|sera|viendrai|viendrons)\b/.test(folded)
      ? /(?<!\p{L})(?:à|a|au|aux)\s+((?:ton|ta|tes|son|sa|ses|votre|vos|notre|nos|la|le|l['’]|cette|ce|cet)\s*[\p{L}-]+(?:\s+\p{Ll}+(?:ale|el|elle|ique|aire|ive|if|ée|ier|ière)s?)?(?:\s+(?:de|du|d['’])\s*[\p{L}\d]+(?:er)?(?:\s+(?:janvier|février|fevrier|mars|avril|mai|juin|juillet|août|aout|septembre|octobre|novembre|décembre|decembre))?)?)/iu.exec(
          news,
        )?.[1]
      : undefined;
  if (declined) {
    subject = capitalise(ours(declined).replace(/^(?:la|le|l['’])\s*/i, ''));
  } else if (missed) {
    // « je n'ai pas pu venir lundi », « j'ai oublié notre rendez-vous de mercredi »: the meeting missed.
    const day = dayWords.exec(news)?.[0];
    const meeting = event ? capitalise(ours(event[0]).replace(/^(?:le|la|l['’])\s*/i, '')) : 'Rendez-vous';
    subject =
      event?.[0] && /\b(?:de|du|d['’])\s*\p{L}+$/u.test(event[0])
        ? meeting
        : `${meeting}${day ? ` ${withDe(typographedDay(day)).replace(/^d'/, 'd’')}` : ' manqué'}`;
    // « … et je passe jeudi à 8h »: the new slot follows in the subject.
    const next = following
      .map((statement) => deedOf(statedNews(statement)))
      .find((found) => found?.day && !found.past && !found.negative);
    if (next?.day) subject = `${subject} : ${next.noun.toLowerCase()} ${typographedDay(next.day)}`;
  } else if (deed) {
    const object = deed.object ? ` ${withDe(ours(deed.object)).replace(/^d'/, 'd’')}` : '';
    const day = deed.day ? typographedDay(deed.day) : null;
    subject = `${deed.noun}${object}${
      !day || (object && day && deed.object?.includes(deed.day ?? ''))
        ? ''
        : deed.past || deed.negative
          ? ` ${withDe(day).replace(/^d'/, 'd’')}`
          : ` prévu${deed.feminine ? 'e' : ''} ${day}`
    }`;
  } else if (event) {
    subject = capitalise(ours(event[0]));
  }
  return subject && subject.length <= 70 ? subject : null;
}
