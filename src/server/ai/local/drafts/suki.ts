// Suki, marketing and content: social posts, articles, newsletters, SEO and content ideas, written
// from the request's subject and the company's name, city and activity.
import {
  asYours,
  atBusiness,
  capitalise,
  fold,
  foldedMonthNames,
  formatDay,
  plural,
  possessed,
  withDe,
  withoutArticle,
} from '../french.ts';
import { voices } from '../team.ts';
import { type Conversation, requestWithDetails } from '../understanding/conversation.ts';
import type { Intent } from '../understanding/corpus.ts';
import { businessNamedIn, figuresWritten, type Platform } from '../understanding/facts.ts';
import { toReaderForm } from '../understanding/french-persons.ts';
import { withoutInstructions } from '../understanding/instructions.ts';
import { splitOutsideBrackets } from '../understanding/listed-items.ts';
import { toSecondPerson as toUser } from '../understanding/second-person.ts';
import { pickedItem } from './common.ts';
import {
  blocks,
  keep,
  listWords,
  type Paragraph,
  quote,
  rememberLetter,
  revisionIntro,
  tutoyer,
} from './compose.ts';
import { contentIdeas, contentPlanReply, plannedPost } from './content-plan.ts';
import { asWe, spokenWritten } from './letters.ts';
import { postHashtagList } from './post-hashtags.ts';
import { addedStatements, additionOf } from './work-parts.ts';
import type { Writer } from './writer.ts';

// The business itself (« le resto », « mon bistrot »), not a thing it offers (« la carte d'hiver »).
const businessNoun =
  /^(?:resto|restaurant|bistrot|brasserie|bar|cafe|boutique|magasin|salon|cabinet|agence|atelier|entreprise|societe|commerce|boulangerie|patisserie|garage|hotel|gite|institut|studio|epicerie|librairie|fromagerie|boucherie|pizzeria|creperie|ferme|domaine|cave|pharmacie|clinique|ecole|club|association)\b/;

const networkNames: Record<Platform, string> = {
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
  facebook: 'Facebook',
  x: 'X',
  tiktok: 'TikTok',
};

/** What the content is about: the request's subject, or presenting the company. */
function topicOf(conversation: Conversation): string {
  const { facts, command } = conversation.request;
  const { company } = conversation;
  const presents =
    /\b(present\w*|nous presenter|qui (nous )?sommes|notre (entreprise|societe|activite)|mon entreprise|l'entreprise)\b/.test(
      fold(command),
    );
  if (facts.subject && !(presents && /entreprise|societe|activite/.test(fold(facts.subject)))) {
    return facts.subject.replace(
      /^(annoncer|présenter|promouvoir|lancer|célébrer|fêter|partager|relayer)\s+/i,
      '',
    );
  }
  if (facts.quoted[0]) return facts.quoted[0];
  if (company.name) return company.name;
  return tradeOf(conversation) ?? 'votre activité';
}

/** The trade the request or the memory names, as the business says it: « notre salon de coiffure ». */
function tradeOf(conversation: Conversation): string | null {
  const trade = conversation.request.facts.activity ?? conversation.company.activity;
  return trade
    ? possessed(withoutArticle(trade.replace(/^(?:mon|ma|notre|mes|nos|votre|vos)\s/i, '')))
    : null;
}

/** "#Boulangerie #Tours #GaletteDesRois": the trade, the town, the occasion, then what is sold. */
function postHashtags(
  conversation: Conversation,
  topic: string,
  count: number,
  details: string[] = [],
  business: string | null = null,
): string {
  const { company, request } = conversation;
  // What the post is about, then the whole request for the trade and occasion it names in passing.
  const about = [topic === 'votre activité' ? '' : topic, ...details].join(' ; ');
  const said = `${about} ; ${withoutInstructions(request.command)}`;
  return postHashtagList({
    text: said,
    count,
    town: company.city ?? request.facts.places[0] ?? null,
    remembered: company.activity,
    business: business ?? company.name,
  }).join(' ');
}

// « la newsletter de printemps »: a season, said with its article (« pour le printemps », « de l'été »).
const seasons: Record<string, { the: string; of: string }> = {
  printemps: { the: 'le printemps', of: 'du printemps' },
  ete: { the: 'l’été', of: 'de l’été' },
  automne: { the: 'l’automne', of: 'de l’automne' },
  hiver: { the: 'l’hiver', of: 'de l’hiver' },
};

const months = /^(janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre)$/;

/**
 * What a piece of content must say, in the user's words: the news ("pour présenter notre nouvelle
 * collaboratrice, Emma, qui rejoint l'équipe comptable"), the details given after a colon ("-30 %
 * sur toute la collection du 7 au 31 janvier") and the occasion ("pour les soldes d'hiver",
 * "la newsletter de Noël").
 */
export function contentParts(command: string): {
  news: { verb: string; text: string } | null;
  details: string[];
  occasion: string | null;
} {
  const folded = fold(command);
  const colon = /\s?:\s/.exec(command);
  const head = withoutInstructions(colon ? command.slice(0, colon.index) : command);
  const foldedHead = folded.slice(0, head.length);
  // « (25 € par personne, 8 places) » is one detail's aside, « les samedis 12 et 19 décembre » one
  // date: cut outside brackets, never between two figures; each amount said the French way, a range
  // with both its bounds (« de 35 € à 89 € »).
  const details = colon
    ? splitOutsideBrackets(
        withoutInstructions(command.slice(colon.index + colon[0].length)),
        /\s*;\s*|,\s+(?:et\s+)?|\s+et\s+(?=(?:des?|du|les?|la|un|une|-))|(?<!\d)\s+et\s+(?=\d)/y,
      )
        .map((detail) => figuresWritten(detail.trim()))
        .filter((detail) => detail.length > 2)
    : [];
  const told =
    /\bpour (annoncer|presenter|promouvoir|lancer|celebrer|feter|mettre en avant|faire connaitre|partager|relayer)\s+(.{3,}?)\s*$/.exec(
      foldedHead,
    );
  const news =
    told?.[1] && told[2]
      ? {
          verb: told[1],
          text: head
            .slice(head.length - told[2].length)
            .replace(/[.!?]+$/, '')
            .trim(),
        }
      : null;
  const occasionMatch =
    /\b(?:post|publication|story|message|newsletter|campagne|article)\b(?:(?!\bpour\s)[^:])*?\bpour (?!annoncer|presenter|promouvoir|lancer|celebrer|feter|mettre|faire)(?!(?:nos|mes|les|tous nos|toutes nos) (?:clients?|clientes?|abonnes?|adherents?|patients?|lecteurs?|partenaires?|contacts?)\b)((?:les?|la|l'|nos|notre)\s?[^:.,!?]{3,60})/.exec(
      foldedHead,
    ) ??
    /\bnewsletter (?:de |du |d')((?!ma |mon |notre |nos )[^:.,!?]{3,30}?)(?=\s+(?:de|du|pour|chez)\s|\s*$|\s*[:,.])/.exec(
      foldedHead,
    );
  const occasion = occasionMatch?.[1]
    ? head
        .slice(
          occasionMatch.index + occasionMatch[0].length - occasionMatch[1].length,
          occasionMatch.index + occasionMatch[0].length,
        )
        .trim()
    : null;
  return { news, details, occasion };
}

const newsVerbs: Record<string, string> = {
  annoncer: 'Nous avons le plaisir de vous annoncer',
  presenter: 'Nous sommes heureux de vous présenter',
  promouvoir: 'Découvrez',
  lancer: 'Nous lançons',
  celebrer: 'Nous fêtons',
  feter: 'Nous fêtons',
  'mettre en avant': 'Découvrez',
  'faire connaitre': 'Découvrez',
  partager: 'Nous sommes fiers de vous montrer',
  relayer: 'Nous sommes fiers de vous montrer',
};

/**
 * The post's first line for news told as a noun ("annoncer notre nouvelle formation…"), which the
 * next line states in full: a hook, not the same words twice.
 */
function newsOpening(news: { verb: string; text: string }): string | null {
  const fresh = /^(?:notre|nos) (nouvelle|nouveau|nouvel|nouvelles|nouveaux) (.+)$/iu.exec(news.text);
  if (fresh?.[1] && fresh[2]) {
    const article = { nouvelle: 'une', nouveau: 'un', nouvel: 'un', nouvelles: 'des', nouveaux: 'des' }[
      fresh[1].toLowerCase() as 'nouvelle'
    ];
    return `Nouveau chez nous : ${article} ${fresh[2]} !`;
  }
  if (
    /^(?:notre|nos|nous)\b/i.test(news.text) &&
    /^(promouvoir|mettre en avant|faire connaitre)$/.test(news.verb)
  )
    return `Vous connaissez ${news.text} ?`;
  if (news.verb === 'presenter') return `Faites connaissance avec ${news.text} !`;
  if (news.verb === 'celebrer' || news.verb === 'feter') return 'Un moment à fêter avec vous !';
  if (news.verb === 'lancer') return 'C’est parti !';
  // No stock hook (« Grande nouvelle… ») that says nothing of the news: the news opens the post.
  return null;
}

/**
 * The line after a hook that already names the news: what it means for the reader, never the same
 * name twice in a row ("Vous connaissez nos ateliers ?" is not followed by "Découvrez nos ateliers.").
 */
function newsFollowUp(news: { verb: string; text: string }, opening: string | null): string {
  const core = news.text.replace(
    /^(?:notre|nos)\s+(?:(?:nouvelle|nouveau|nouvel|nouvelles|nouveaux)\s+)?/i,
    '',
  );
  if (!fold(opening ?? '').includes(fold(core)))
    return `${newsVerbs[news.verb] ?? 'Découvrez'} ${news.text}.`;
  const fresh = /^(?:notre|nos) (nouvelle|nouveau|nouvel|nouvelles|nouveaux)\b/i
    .exec(news.text)?.[1]
    ?.toLowerCase();
  if (fresh) {
    const subject =
      {
        nouvelle: 'Elle a été conçue',
        nouvelles: 'Elles ont été conçues',
        nouveaux: 'Ils ont été conçus',
      }[fresh] ?? 'Il a été conçu';
    return `${subject} pour vous, avec le soin que nous mettons dans tout ce que nous faisons.`;
  }
  if (news.verb === 'presenter') return 'Nous sommes heureux de vous en dire plus aujourd’hui.';
  return 'Si ce n’est pas encore le cas, c’est le bon moment pour franchir le pas.';
}

// "ouvre" → "ouvrons": a verb of the news said by "nous" (regular -er verbs and a few common ones).
const nousForms: Record<string, string> = {
  a: 'avons',
  est: 'sommes',
  sera: 'serons',
  fait: 'faisons',
  va: 'allons',
  fete: 'fêtons',
  fête: 'fêtons',
  celebre: 'célébrons',
  célèbre: 'célébrons',
  rejoint: 'rejoignons',
  devient: 'devenons',
  accueille: 'accueillons',
  participe: 'participons',
  ouvre: 'ouvrons',
  offre: 'offrons',
  propose: 'proposons',
  recrute: 'recrutons',
  organise: 'organisons',
  sort: 'sortons',
  part: 'partons',
  prend: 'prenons',
  vend: 'vendons',
  peut: 'pouvons',
};

function nousForm(verb: string): string | null {
  const known = nousForms[verb.toLowerCase()];
  if (known) return known;
  // « vient », « prend », « finit »: the Lefff's conjugation, for a verb of any group.
  const conjugated = toReaderForm(verb.toLowerCase(), 'il', 'nous');
  if (conjugated) return conjugated;
  if (!/e$/.test(verb)) return null;
  const stem = verb.slice(0, -1);
  return /g$/.test(stem) ? `${stem}eons` : /c$/.test(stem) ? `${stem.slice(0, -1)}çons` : `${stem}ons`;
}

// What the announcement is, as a noun: "ouvre un deuxième site" → "l’ouverture de notre deuxième site".
const newsNouns: Record<string, string> = {
  ouvre: 'l’ouverture',
  lance: 'le lancement',
  inaugure: 'l’inauguration',
  demenage: 'le déménagement',
  recrute: 'le recrutement',
  agrandit: 'l’agrandissement',
  participe: 'notre participation',
  accueille: 'l’arrivée',
};

/**
 * "que notre agence de paysagisme ouvre un deuxième site à Nantes le 3 février, avec 4 recrutements
 * en cours": the announced clause read as who, verb, what, and what comes with it, so a post can
 * say it in its own sentences instead of repeating the request.
 */
export function announcedClause(text: string): {
  sentence: string;
  noun: string | null;
  nous: string | null;
  extra: string | null;
} | null {
  const clause = /^(?:que|qu['’])\s*(.+)$/i.exec(text.trim())?.[1];
  if (!clause) return null;
  const [main = clause, ...rest] = clause.split(
    /,\s+(?=avec|et|avec)|\s+avec\s+(?=\d|des|plusieurs|deux|trois|quatre|cinq)/,
  );
  const extra =
    rest
      .join(', ')
      .replace(/^avec\s+/i, '')
      .trim() || null;
  // The verb: a known one, or the first word ending like a verb and followed by its object.
  const words = main.split(/\s+/);
  // « nous ouvrons une deuxième boutique… »: after « nous » or « on » (and an object pronoun), the
  // verb is the next word, whatever it ends with; a noun further on (« boutique à Nantes ») is not one.
  const afterSubject = /^(nous|on)$/i.test(words[0] ?? '')
    ? words.findIndex((word, index) => index > 0 && !/^(vous|les|leur|lui|y|en|ne|n['’]\S*)$/i.test(word))
    : -1;
  const at =
    afterSubject > 0
      ? afterSubject
      : words.findIndex(
          (word, index) =>
            index > 0 &&
            /^\p{Ll}+$/u.test(word) &&
            (word in nousForms ||
              fold(word) in newsNouns ||
              (/(e|it|a)$/.test(word) &&
                /^(un|une|des|le|la|les|l['’]\S*|notre|nos|son|sa|ses|\d+|a|à|au|aux|ses|ce|cette|ces)$/i.test(
                  words[index + 1] ?? '',
                ))),
        );
  const parts =
    at > 0 ? [main, words.slice(0, at).join(' '), words[at], words.slice(at + 1).join(' ')] : null;
  const ours = /^(notre|nos|nous|on)\b/i.test(main);
  let nous: string | null = null;
  let noun: string | null = null;
  if (parts?.[2] && parts[3]) {
    const verb = parts[2];
    const object = parts[3].replace(/^(?:un|une|son|sa)\s/i, 'notre ').replace(/^(?:des|ses)\s/i, 'nos ');
    // « on ne fait que du bœuf local »: the negation stays with the verb.
    const negated = /^(?:nous|on)\s+ne$/i.test(parts[1] ?? '');
    if (negated) {
      const form = nousForm(verb);
      if (form) nous = `nous ne ${form} ${parts[3]}`;
    } else if (ours && parts[1] && !/^(notre|nos|nous|on)$/i.test(parts[1])) {
      const form = nousForm(verb);
      // « ouvre un deuxième site » is « notre deuxième site »; « recrute un apprenti » stays « un ».
      const owned = /^(?:ouvre|lance|inaugure|agrandit|renove|demenage)$/.test(fold(verb));
      const ourObject = parts[3].replace(/^(?:son|sa)\s/i, 'notre ').replace(/^ses\s/i, 'nos ');
      if (form) nous = `nous ${form} ${owned ? object : ourObject}`;
    } else if (/^(nous|on)$/i.test(parts[1] ?? '')) {
      // Said with « nous » already: the object as said (« nous recrutons un apprenti »); said with
      // « on », the verb in the « nous » form (« on participe » → « nous participons »).
      nous = `nous ${/^on$/i.test(parts[1] ?? '') ? (nousForm(verb) ?? verb) : verb} ${parts[3]}`;
    }
    const nominal = newsNouns[fold(verb)];
    if (nominal && ours) noun = `${nominal} ${/^(?:à|au|aux)\s/i.test(object) ? object : withDe(object)}`;
  }
  return { sentence: main, noun, nous, extra };
}

// « fermé du 24 décembre au 1er janvier », « fermeture annuelle »: a closing told (folded text).
const closingSaid = /\bferm(?:e|ee|es|ees|eture|etures)\b/;

/**
 * The post's closing call, from what the user said: where to come, the number to call, the day to
 * order by, the places left. None when nothing was said to act on: the same « Une question, un
 * projet ? Écrivez-nous » closing every post says nothing.
 */
export function closingCall(options: {
  said: string;
  added?: string;
  visit: boolean;
  where: string | null;
}): { text: string; short: string } | null {
  const { said, added = '', visit, where } = options;
  const folded = fold(said);
  // « fermé du 24 décembre au 1er janvier, réouverture le 2 janvier »: a closing is never a day to
  // come; the day it opens again is, when said.
  if (closingSaid.test(folded)) {
    const back =
      /\b(?:reouverture|reouvre|rouvre|rouvrons|rouvrira|de retour|reprise)\b[^.;]*?\b((?:(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)\s+)?\d{1,2}(?:er)?\s+(?:janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre))\b/.exec(
        folded,
      );
    if (!back?.[1]) return null;
    const at = back.index + back[0].length - back[1].length;
    return { text: `On vous retrouve le ${said.slice(at, at + back[1].length)} !`, short: 'À très vite !' };
  }
  const stand = /\bstand\s+([A-Z]?\d+[A-Z]?|[A-Z])\b/i.exec(said)?.[1];
  const address =
    /\b\d{1,3}(?:\s?(?:bis|ter))?,?\s+(?:rue|avenue|boulevard|place|quai|chemin|allée|allee|impasse|route)\s+[^,.;!?]+?(?=\s+(?:à|a)\s+\p{Lu}|\s*[,.;!?]|\s*$)/iu.exec(
      said,
    )?.[0];
  // « portes ouvertes le 12 décembre »: without a place, the day to come.
  const day =
    /\b(?:(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)(?: \d{1,2}(?:er)? \p{L}+)?|\d{1,2}(?:er)? (?:janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre))\b/u.exec(
      folded,
    );
  const when = day ? said.slice(day.index, day.index + day[0].length) : null;
  if (visit && (stand || address || where || when))
    return {
      text: `On vous attend ${stand ? `au stand ${stand}` : address ? `au ${address}` : where ? `à ${where}` : /^\d/.test(when ?? '') ? `le ${when}` : when} !`,
      short: 'On vous attend !',
    };
  // A number already said in an added sentence (« on peut la commander au 04… ») is not said twice.
  const phone = /(?:\+33\s?|\b0)[1-9](?:[\s.]?\d{2}){4}\b/.exec(said)?.[0];
  const ordering = /\b(?:commande|commander|precommand)/.test(folded);
  // Booked: said so, or an event with its price (« soirée dégustation, 25 € par personne »).
  const booking =
    /\b(?:reserv|inscri|places?\b|par personne|la seance|stage)/.test(folded) ||
    (/\b(?:atelier|soiree|cours|degustation|menu)\b/.test(folded) && /€|\beuros?\b/.test(said));
  const verb = ordering ? 'Commandez' : booking ? 'Réservez' : null;
  if (phone && verb && !added.includes(phone))
    return { text: `${verb} au ${phone} !`, short: `${verb} au ${phone} !` };
  const deadline =
    /\b(?:commandes?|commander|reservations?|reserver|inscriptions?|s'inscrire)\b[^.;]*?\bjusqu'?\s?au\s+((?:(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)\s+)?\d{1,2}(?:er)?\s+(?:janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre))/.exec(
      folded,
    );
  if (deadline?.[1] && verb) {
    const at = (deadline.index ?? 0) + deadline[0].length - deadline[1].length;
    const text = `${verb} d’ici le ${said.slice(at, at + deadline[1].length)} !`;
    return { text, short: text };
  }
  // A stage, a workshop or a menu is booked: the call names what to book, nothing more.
  const book = /\b(?:menu|diner|dejeuner|brunch|table)\b/.test(folded)
    ? 'Réservez votre table !'
    : 'Réservez votre place !';
  const places = /\b(\d+) (?:places\b|personnes max)/.exec(folded)?.[1];
  // « inscription en boutique », « réservations par téléphone »: where to book is the call itself.
  const bookedAt =
    /\b(inscriptions?|reservations?)\s+((?:en|au|aux|a la|a l'|sur|par|aupres d[eu])\s+[^,.;!?]{2,40})/.exec(
      folded,
    );
  if (bookedAt?.[1] && bookedAt[2]) {
    const at = bookedAt.index + bookedAt[0].length - bookedAt[2].length;
    const how = `${/^i/.test(bookedAt[1]) ? 'inscription' : 'réservation'} ${said
      .slice(at, at + bookedAt[2].length)
      .trim()
      .replace(/^a\b/, 'à')}`;
    const text = places ? `Seulement ${places} places : ${how} !` : `${capitalise(how)} !`;
    return { text, short: text };
  }
  if (places && booking)
    return { text: `Seulement ${places} places : réservez vite la vôtre !`, short: book };
  if (booking && !ordering) return { text: book, short: book };
  return null;
}

// « , candidatures à jobs@garage.fr », « CV au 06 12 34 56 78 »: where a candidate applies.
const applyContact =
  /(?:,\s*|\s+)(?:(?:envoyez|envoie|envoyer)\s+)?(?:(?:vos|votre|ta|tes)\s+)?(?:candidatures?|cv|contact)\s*(?::|[àa]|au|par (?:mail|e-?mail|t[ée]l[ée]phone) (?:[àa]|au))?\s*([\w.+-]+@[\w-]+(?:\.[\w-]+)+|(?:\+33\s?|0)[1-9](?:[\s.]?\d{2}){4})(?=\s*[.!]?\s*$|\s*[,;])/iu;

export const postWriter: Writer = (conversation) => {
  // « Écris-moi celui du mercredi »: the post of an entry of the plan made before, from what it says.
  const planned = conversation.revises ? null : plannedPost(conversation);
  if (planned) return planned;
  const { request, company, style } = conversation;
  const { facts } = request;
  const platform = facts.platform ?? 'linkedin';
  const parts = contentParts(request.command);
  const topic = parts.occasion ?? topicOf(conversation);
  // A post with nothing to say but the business: it presents the business (its name, else its trade).
  const trade = tradeOf(conversation);
  const presentsTrade = !company.name && trade !== null && topic === trade;
  // Details given after a colon (« pour ma fromagerie : plateau raclette… ») are what the post says.
  const aboutBusiness = ((company.name && topic === company.name) || presentsTrade) && !parts.details.length;
  const presented = company.name ?? trade;
  // « pour la boutique de chaussures Pas à Pas à Quimper »: the business the request names.
  const named =
    company.name ??
    businessNamedIn(`${request.command} ${request.pasted ?? ''}`, [...facts.places, company.city ?? '']);
  const where = company.city ?? facts.places[0] ?? null;
  // « plus sobre », « plus professionnel »: no emoji and no exclamation, the same facts.
  const sober = style.tone === 'formal';
  const emojis = !sober && (Boolean(additionOf(conversation, 'emojis')) || platform === 'instagram');
  // "pour annoncer que notre agence ouvre…": the news said in the post's own sentences.
  // "Annonce que…" said anywhere, even after a colon that split the request from its details.
  const thatClause =
    parts.news?.verb === 'annoncer'
      ? // « …, merci à toute l'équipe »: the thanks have their own line (thanked), not in the news.
        parts.news.text.replace(/,\s*(?:et\s+)?(?:un grand\s+)?merci\b.*$/iu, '')
      : // « pour dire qu'on a obtenu Qualiopi, merci à l'équipe »: the news, without the thanks after it.
        (/\b(?:annonc\w*|dire|partager|raconter|faire savoir)\s+((?:que|qu['’])\s*[^.!?]+?)(?=,\s*(?:et\s+)?merci\b|[.!?]|$)/i.exec(
          `${request.command} ${request.pasted ?? ''}`,
        )?.[1] ?? null);
  // « …: on lance des cours de Pilates le mardi », « on sort une galette… »: news told in the user's
  // own « on »/« nous » clause is the announcement, whether or not « annoncer » is said.
  // « …à Montpellier : on lance… »: what follows the colon, one line, is the user's own news.
  const toldIn = requestWithDetails(request.command, request.pasted) ?? request.command;
  const toldMatch = thatClause
    ? null
    : // « on vient de livrer…, merci à nos artisans »: the thanks after the news are said apart.
      (/(?:^|[:;,.!?]\s+)((?:on|nous)\s+(?!vous\b|te\b|t['’])\p{L}+\s(?:(?!,\s*(?:et\s+)?(?:un grand\s+)?merci\b)[^.!?;]){6,})/iu.exec(
        toldIn,
      ) ??
      // « Post LinkedIn : notre cabinet ouvre une agence à Lorient »: after the colon, the business
      // itself is the subject of the news.
      /(?:^|:\s+)((?:notre|nos)\s+(?:[^.!?;:]|[.:](?=\w)){10,})/iu.exec(toldIn) ??
      // « Post Instagram : le salon sera fermé du 24 décembre au 1er janvier »: a sentence of its own,
      // its subject and its verb, is news, not a list of details.
      /(?:^|:\s+)((?:le|la|les|l['’])\s*[^.!?;:,]{2,40}?\s(?:sera|seront|est|sont|ferme|ferment|ouvre|ouvrent|rouvre|rouvrent|reste|restent|arrive|arrivent|change|changent|passe|passent|demenage|déménage|fete|fête)\s(?:[^.!?;]){6,})/iu.exec(
        toldIn,
      ));
  const toldClause = toldMatch?.[1];
  // « …, merci à toute l'équipe »: who the user thanks with the news.
  const thanked =
    /,\s*(?:et\s+)?(?:un grand\s+)?merci\s+((?:à|a|aux)\s+[^.!?,;]{3,60})/i
      .exec(request.command)?.[1]
      ?.replace(/^a\s/i, 'à ')
      .trim() ?? null;
  // « …, 11 mois de chantier. Merci à l'entreprise Lemarchand pour la charpente bois. »: the user's
  // sentences after the news are the post's too, but for those on how to write it (« Mets 4 hashtags »).
  const toldAfter = toldMatch
    ? toldIn
        .slice(toldMatch.index + toldMatch[0].length)
        .split(/(?<=[.!?])\s+/)
        .map((sentence) => sentence.replace(/^[.!?;,\s]+/, '').trim())
        .filter(
          (sentence) =>
            withoutInstructions(sentence).length > 8 &&
            // « …, merci à nos artisans »: the thanks have their own line.
            !(thanked && /^(?:et\s+)?(?:un grand\s+)?merci\s+(?:à|a|aux)\b/i.test(sentence)) &&
            !/[?]\s*$/.test(sentence) &&
            // « Tutoie les gens, c'est le ton de notre compte »: how to write it, not what to say.
            !/^(?:tutoi|vouvoi|tutoy|vouvoy)|\ble ton\b|\bton (?:joyeux|chaleureux|decontracte|sobre|pro\w*|fun|leger|serieux)\b/.test(
              fold(sentence),
            ) &&
            !/\b(?:post|publication|instagram|linkedin|facebook|hashtags?|emojis?)\b/.test(fold(sentence)) &&
            !/^(?:tu peux|peux-tu|pourrais-tu|vous pouvez|pouvez-vous|merci de|j'aimerais|je voudrais|mets|mettez|ajoute|ajoutez|fais|faites|ecris|ecrivez|redige|utilise|termine|evite|sois|reste|garde|pense|n'oublie|pas de|sans|avec|en \d|ton|style|format)\b/.test(
              fold(sentence),
            ),
        )
        .map((sentence) => `${capitalise(asWe(figuresWritten(withoutInstructions(sentence))))}.`)
    : [];
  // Its amounts as a post writes them (« 24 euros » → « 24 € »).
  // Without how to write it (« ça doit être court et drôle »), and « on fait que du bœuf local »
  // written with its « ne ».
  // « sont dispo »: spoken words written out (spokenWritten).
  const told = toldClause
    ? spokenWritten(withoutInstructions(figuresWritten(toldClause.trim()))).replace(
        /^(on|nous)\s+(\p{L}+)\s+que\s+(?=du|de|des|le|la|les|d['’])/iu,
        '$1 ne $2 que ',
      )
    : null;
  const announced = thatClause
    ? announcedClause(figuresWritten(thatClause))
    : told
      ? announcedClause(`que ${told}`)
      : null;
  // Told news is what the post says: it presents the business only when there is none.
  const about = aboutBusiness && !announced;
  const datePhrase =
    /\s+(?:du\s+\d{1,2}(?:er)?(?:\s+\p{L}+)?\s+au\s+\d{1,2}(?:er)?\s+\p{L}+|(?:le|dès le|des le|à partir du|a partir du|du)\s+\d{1,2}(?:er)?\s+\p{L}+)(?:\s+\d{4})?/u;
  // « a partir du 3 janvier » typed fast is written « à partir du 3 janvier ».
  const dated = announced
    ? datePhrase
        .exec(announced.sentence)?.[0]
        ?.trim()
        .replace(/^a partir/i, 'à partir')
        .replace(/^des le/i, 'dès le')
    : null;
  const undated = (text: string) => text.replace(datePhrase, '');
  // « le lancement de nos cours de Pilates », without the day, hour and terms the post says next:
  // the headline names the news, the paragraph after it gives the details.
  const headline = (noun: string) =>
    undated(noun)
      .split(/,\s/)[0]
      ?.replace(
        /\s+(?:le|les|chaque|tous les)\s+(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)s?\b.*$/i,
        '',
      )
      .trim() ?? noun;
  // « ajoute un appel à réserver par téléphone »: the post ends on the action asked.
  const asked = style.additions.find((addition) => addition.kind === 'call_to_action');
  const askedAction =
    asked?.kind === 'call_to_action' && asked.action
      ? `${callToActionVerbs[asked.action] ?? 'Contactez-nous'}${asked.how ? ` ${asked.how}` : ' en message privé'}, sans attendre !`
      : asked
        ? 'Contactez-nous dès maintenant en message privé : nous vous répondons rapidement !'
        : null;
  // « Écris un post Instagram », and nothing of what to say nor of the business: a post would be
  // filler, so the subject is asked, with angles to pick from.
  if (
    topic === 'votre activité' &&
    !announced &&
    !parts.news &&
    !parts.details.length &&
    !conversation.revises
  )
    return blocks(
      `Avec plaisir ! Pour écrire un post ${networkNames[platform]} qui vous ressemble, il me faut son sujet. Par exemple :`,
      [
        '« Écris un post pour annoncer notre nouvelle carte d’hiver »',
        '« Un post pour présenter notre boulangerie à Lyon »',
        '« Un post sur notre promotion de -20 % jusqu’au 15 décembre »',
      ]
        .map((example) => `- ${example}`)
        .join('\n'),
      'Dites-moi aussi votre métier une fois pour toutes (« Retiens que nous sommes une boulangerie à Lyon ») : je m’en servirai dans chaque post.',
    );
  // « 3 accroches pour la première ligne »: first lines from what the post says, its news or its
  // first detail, with its figures or its day; fewer than asked when it says no more.
  if (conversation.followUp?.question === 'subjects') {
    const lead = undated(
      (announced
        ? (announced.nous ?? announced.sentence)
        : (parts.details[0] ?? parts.news?.text ?? topic)
      ).split(/,\s/)[0] ?? topic,
    ).trim();
    const figures = (announced ? announced.sentence.split(/,\s/).slice(1) : parts.details.slice(1)).filter(
      (detail) => /\d/.test(detail),
    );
    const day =
      dated ?? (facts.dates[0] ? datePhrase.exec(` ${parts.details.join(' ')}`)?.[0]?.trim() : null);
    const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
    const hooks = [
      `${capitalise(lead)} !`,
      figures.length ? `${capitalise(lead)} : ${figures.slice(0, 2).join(', ')}` : null,
      day ? `${capitalise(day)} : ${lower(lead)}` : null,
      announced ? `Ça y est : ${lower(lead)} !` : `À ne pas manquer : ${lower(lead)}`,
    ].filter((hook): hook is string => Boolean(hook));
    const count = Math.min(conversation.followUp.subjects ?? 3, hooks.length);
    const said = hooks
      .slice(0, count)
      .map((hook, index) => `${index + 1}. ${hook}`)
      .join('\n');
    return blocks(
      `${count < (conversation.followUp.subjects ?? 3) ? `Voici ${count} accroches (le post n’en dit pas assez pour plus)` : `Voici ${count} accroches`} pour la première ligne :`,
      style.address === 'tu' ? tutoyer(said) : said,
    );
  }
  const hiring =
    announced &&
    /\b(recrut|postes?|embauch|candidat)/.test(fold(`${announced.sentence} ${announced.extra ?? ''}`));
  // « Post pour le resto : menu de la Saint-Valentin le 14 février, 5 plats, 65 € … »: the first
  // detail is the hook, the others what the post says next.
  // A detail that goes on from the one before (« puis -50 % la dernière semaine ») keeps them together.
  // « Post pour la nouvelle carte d'hiver de mon bistrot : pot-au-feu, tartiflette et moelleux, dès
  // jeudi »: the topic names a thing of its own (not the business), so it is the hook, with its day;
  // the items after the colon are what is on the programme.
  const dayDetail = parts.details.find(
    (detail) =>
      /^(?:des|a partir|le|ce|cette|demain|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)\b/.test(
        fold(detail),
      ) && facts.dates.some((date) => fold(detail).includes(fold(date.text).replace(/^(?:des|le)\s+/, ''))),
  );
  const itemsLed =
    !about &&
    !announced &&
    !parts.news &&
    !aboutBusiness &&
    parts.details.length >= 2 &&
    // Items named in a few words (« pot-au-feu, tartiflette »), not offers with figures or a sequel.
    parts.details
      .filter((detail) => detail !== dayDetail)
      .every(
        (detail) =>
          detail.split(/\s+/).length <= 6 &&
          !/\d/.test(detail) &&
          !/^(?:puis|et|ensuite|mais|avec|sauf)\b/.test(fold(detail)),
      ) &&
    topic !== 'votre activité' &&
    !businessNoun.test(
      fold(topic).replace(/^(?:(?:le|la|les|l'|mon|ma|mes|notre|nos|nouveau|nouvelle|nouvel)\s*)+/, ''),
    );
  const detailLed =
    !itemsLed &&
    !about &&
    !announced &&
    !parts.news &&
    !aboutBusiness &&
    parts.details.length >= 3 &&
    !/^(?:puis|et|ensuite|mais|avec|sauf)\b/.test(fold(parts.details[1] ?? ''));
  const ourTopic = topic.replace(/\b(?:mon|ma)\b/gi, 'notre').replace(/\bmes\b/gi, 'nos');
  const opening = about
    ? `Vous ne nous connaissez pas encore ? Voici ${presented}${where ? `, à ${where}` : ''}.`
    : announced
      ? announced.noun
        ? // The next paragraph says the news in full: a hook naming it again (« L’ouverture de… :
          // une nouvelle étape pour nous ! ») would only be stock words around it.
          null
        : // The news itself is the next paragraph: the opening only announces it, never says it twice.
          /^nous\b/i.test(announced.sentence) && /\brecrut/.test(fold(announced.sentence))
          ? 'Nous recrutons !'
          : (named ?? presented) && toldClause
            ? `Du nouveau ${named ? 'chez' : 'pour'} ${named ?? presented}${where && !fold(named ?? '').includes(fold(where)) ? `, à ${where}` : ''} !`
            : null
      : parts.news
        ? newsOpening(parts.news)
        : itemsLed
          ? `${capitalise(ourTopic)}${named && !fold(topic).includes(fold(named)) ? ` ${atBusiness(named)}${where ? `, à ${where}` : ''}` : ''}${dayDetail ? (/\bnouve(?:lle|au|l)\b/i.test(topic) ? ` arrive ${dayDetail}` : `, ${dayDetail}`) : ''} !`
          : detailLed
            ? `${capitalise(parts.details[0] ?? topic)}${named ? ` ${atBusiness(named)}${where && !fold(named).includes(fold(where)) ? `, à ${where}` : ''}` : ''} !`
            : `${capitalise(topic)}${named && !fold(topic).includes(fold(named)) ? ` ${atBusiness(named)}${where ? `, à ${where}` : ''}` : ''} !`;
  // « j'aime bien le 2e, fais-en un post pour l'ouverture samedi »: the slogan picked is the hook, the
  // occasion said with it the news.
  const picked = pickedItem(conversation.message, conversation.previousReply, { quotedOnly: true });
  const occasionSaid = picked
    ? /\bpour\s+((?:l['’]\s?|la\s|le\s|les\s|notre\s|nos\s)[^,.;!?]+?)\s*[.!]*$/iu.exec(
        conversation.message,
      )?.[1]
    : null;
  const occasionDay = occasionSaid
    ? /\s+((?:ce\s+|dès\s+|des\s+)?(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|demain)(?:\s+\d{1,2}(?:er)?\s+\p{L}+)?|(?:le\s+)?\d{1,2}(?:er)?\s+\p{L}+)$/iu.exec(
        occasionSaid,
      )
    : null;
  const occasionNews = occasionSaid
    ? occasionDay
      ? `${capitalise(occasionSaid.slice(0, occasionDay.index).trim())}, c’est ${occasionDay[1]?.replace(/^le\s+/i, 'le ')}${where ? `, à ${where}` : ''} : on vous attend !`
      : `${capitalise(occasionSaid)}${where ? `, à ${where}` : ''} : on vous attend !`
    : null;
  const closing = closingCall({
    said: [request.command, request.pasted ?? ''].join(' ; '),
    added: addedStatements(conversation).join(' '),
    visit:
      Boolean(announced && /\bsalon\b/.test(fold(announced.sentence))) ||
      /\b(?:ouvr\w*|ouverture|inaugur\w*|demenag\w*|portes ouvertes|install\w*)\b/.test(
        fold(`${request.command} ${announced?.sentence ?? ''}`),
      ),
    where,
  });
  // « candidatures à jobs@garage.fr »: where to apply is the call, said once, not in the news.
  const applyAt = hiring ? applyContact.exec(`${request.command} ${request.pasted ?? ''}`) : null;
  const withoutApplyAt = (text: string) => (applyAt ? text.replace(applyContact, '') : text);
  // Shorter, the call says only what to do (« On vous attend ! »), never gone while it tells the reader.
  const callToAction =
    askedAction ??
    (hiring
      ? applyAt
        ? applyAt[1]?.includes('@')
          ? `Envie de nous rejoindre ? Envoyez votre candidature à ${applyAt[1]}.`
          : `Envie de nous rejoindre ? Appelez-nous au ${applyAt[1]}.`
        : 'Envie de nous rejoindre ? Envoyez-nous votre candidature en message privé, ou partagez ce post autour de vous.'
      : style.length < 0
        ? closing?.short
        : closing?.text);
  // « Ton chaleureux »: the post thanks its readers and, for a closing over the holidays, wishes them
  // good holidays; the news itself is unchanged. A shorter post leaves these lines first.
  const warm = style.tone === 'friendly' && !hiring;
  const closed = closingSaid.test(fold(request.command));
  const holidays =
    closed &&
    facts.dates.some((date) => {
      const day = new Date(date.day * 86_400_000);
      return (
        (day.getUTCMonth() === 11 && day.getUTCDate() >= 24) ||
        (day.getUTCMonth() === 0 && day.getUTCDate() <= 1)
      );
    });
  const reopening = /\b(?:reouverture|reouvre|rouvre|de retour)\b/.test(fold(request.command));
  const warmWishes =
    warm && holidays
      ? `Toute l’équipe vous souhaite de très belles fêtes de fin d’année !${emojis ? ' 🎄' : ''}`
      : null;
  // The day it opens again is the closing call (closingCall): the thanks do not say it twice.
  const warmThanks = warm
    ? reopening
      ? 'Merci pour votre fidélité !'
      : 'Merci pour votre fidélité, et à très vite !'
    : null;
  // « 25 € par personne », « 4 € la part »: the price a reader pays, said on its own line.
  const pricePerUnit = facts.amounts.find((amount) => /\s(?:par|la|le|l['’])\s?\p{L}+\.?$/u.test(amount));
  const paragraphs: Array<Paragraph | null> = [
    // An opening that only announces the news that follows, or names it before the next paragraph
    // says it in full, goes first when the post is shortened.
    picked
      ? { text: `${emojis ? '📣 ' : ''}« ${picked.replace(/[.!]+$/, '')} »` }
      : opening
        ? { text: opening, level: announced ? 1 : 0 }
        : null,
    occasionNews ? { text: occasionNews } : null,
    about
      ? {
          text: company.activity
            ? `Notre métier : ${company.activity}.`
            : presentsTrade
              ? 'Ici, chaque client est reçu avec le temps qu’il faut, des conseils sincères et un travail soigné.'
              : 'Notre métier : vous simplifier la vie, avec un travail soigné et des délais tenus.',
        }
      : announced
        ? {
            text: withoutApplyAt(
              announced.nous
                ? `${dated ? `${capitalise(dated)}, ` : ''}${dated ? undated(announced.nous) : announced.nous}.`.replace(
                    /^nous/,
                    'Nous',
                  )
                : dated
                  ? `${capitalise(dated)}, ${undated(announced.sentence)}.`
                  : `${capitalise(announced.sentence)}.`,
            ),
          }
        : parts.news
          ? { text: newsFollowUp(parts.news, opening) }
          : parts.details.length
            ? {
                text: `Au programme : ${
                  itemsLed
                    ? listWords(parts.details.filter((detail) => detail !== dayDetail)).replace(
                        / et ([^,]*) et /,
                        ', $1 et ',
                      )
                    : parts.details.slice(detailLed ? 1 : 0).join(', ')
                }.`,
              }
            : pricePerUnit
              ? { text: `Tarif : ${pricePerUnit}.` }
              : // Nothing more was told: no line « to tell you simply » that says nothing.
                null,
    parts.news && parts.details.length ? { text: `Au programme : ${parts.details.join(', ')}.` } : null,
    // The user's own sentences after the news (a thank-you) are the first a shorter post leaves out.
    ...toldAfter.map((text): Paragraph => ({ text, level: 1 })),
    // « …, merci à toute l'équipe » said with the news: the thanks, as the post's own line.
    ...(thanked && !toldAfter.some((text) => /\bmerci\b/i.test(text))
      ? [{ text: `Merci ${thanked} !`, level: 1 as const }]
      : []),
    announced?.extra
      ? {
          text: hiring
            ? `Et l’équipe s’agrandit : ${announced.extra} !`
            : `Au programme aussi : ${announced.extra}.`,
        }
      : null,
    // A fact given but placed nowhere (a date, an address, an amount with no sentence of its own) is
    // not listed under the post (« À retenir : … · … »): the reply says, outside it, what was left out.
    // "Ajoute qu'il y aura un buffet": said, whatever the length asked.
    ...addedStatements(conversation).map((text) => ({ text })),
    warmWishes ? { text: warmWishes, level: 1 } : null,
    warmThanks ? { text: warmThanks, level: 1 } : null,
    // No values claimed for the company (« l’écoute, la qualité et la transparence ») nor thanks to
    // « nos clients pour leur confiance »: the user never said them, and the same line in every post
    // reads as filler (issue 41). A longer post says the business it comes from, when known.
    named && trade && !fold(named).includes(fold(trade))
      ? {
          text: `${capitalise(named)}, ${trade.replace(/^(?:notre|nos)\s/, 'votre ')}${where && !fold(named).includes(fold(where)) ? ` à ${where}` : ''}.`,
          level: 2,
        }
      : null,
    callToAction
      ? {
          text: callToAction,
          // A call with no shorter form is the first line a shorter post does without.
          level: !askedAction && !hiring && closing && closing.text === closing.short ? 1 : 0,
          // The closing call goes when the post is asked shorter still; the one the user asked for stays.
          spare: !askedAction,
        }
      : null,
  ];
  const lines = keep(
    paragraphs.filter((paragraph): paragraph is Paragraph => Boolean(paragraph?.text)),
    style,
  );
  const askedTags = additionOf(conversation, 'hashtags')?.count ?? null;
  const tags = postHashtags(
    conversation,
    topic,
    askedTags ?? (style.length < 0 ? 2 : 3),
    [...parts.details, announced?.sentence ?? '', told ?? ''],
    named,
  );
  // « 5 hashtags » asked and fewer drawn from the request: said, never padded with generic tags.
  const tagCount = tags ? tags.split(/\s+/).length : 0;
  const fewerTags =
    askedTags !== null && tagCount < askedTags
      ? `${tagCount === 0 ? 'Je n’ai tiré aucun hashtag' : tagCount === 1 ? 'Je n’ai tiré qu’un hashtag' : `Je n’ai tiré que ${plural(tagCount, 'hashtag')}`} de votre demande sur les ${askedTags} demandés : dites-moi votre métier, votre ville ou le produit mis en avant et je complète.`
      : null;
  // « Fais une version SMS »: who sends it, then what the post says, in one message without tags.
  if (style.channel === 'sms') {
    const said = detailLed
      ? parts.details.join(', ')
      : (paragraphs[1]?.text ?? lines[1] ?? lines[0] ?? '').replace(/^Au programme\s*:\s*/, '');
    const sender = named ?? presented;
    const sms = `${sender ? `${capitalise(sender)}${where && !fold(sender).includes(fold(where)) ? ` (${where})` : ''} – ` : ''}${announced ? '' : `${capitalise(topic)} : `}${said.replace(/[.!\s]+$/, '')}. On vous attend !`;
    return blocks(
      `Voici la version SMS${about ? '' : ' de ce post'} :`,
      quote(style.address === 'tu' ? tutoyer(sms) : sms),
    );
  }
  // Instagram opens on an emoji, whatever line comes first.
  if (emojis && lines[0] && !/^\p{Extended_Pictographic}/u.test(lines[0]))
    lines[0] = `${announced || about ? '📣' : '✨'} ${lines[0]}`;
  let post = [...lines, tags].filter(Boolean).join('\n\n');
  if (sober) post = post.replace(/\s*!+(?=\s|$)/g, '.').replace(/\?\./g, '?');
  if (style.address === 'tu') post = tutoyer(post);
  return blocks(
    revisionIntro(conversation, `une nouvelle version du post ${networkNames[platform]}`) ??
      `${voices.suki.ack} Voici votre post ${networkNames[platform]}${about ? ` pour présenter ${presented}` : announced ? (announced.noun ? ` sur ${headline(announced.noun)}` : !thatClause || thatClause.length > 60 ? '' : ` pour annoncer ${toUser(thatClause) ?? thatClause}`) : ` sur ${topic.replace(/\b(?:mon|ma)\b/gi, 'votre').replace(/\bmes\b/gi, 'vos')}`} :`,
    quote(post),
    fewerTags,
    style.length >= 0 &&
      `**Conseil de publication :** ${platform === 'linkedin' ? 'mardi ou jeudi entre 8 h et 10 h' : 'en fin de journée'}, avec une photo de votre équipe ou de vos réalisations.`,
    presentsTrade &&
      !announced &&
      !parts.details.length &&
      'Pour un post qui donne envie de venir, donnez-moi un sujet : une nouveauté, une promotion, un conseil de saison ou un avant/après.',
    // Asked only when the request named no business either (« pour la boutique Pas à Pas »).
    !named && 'Pour que je cite votre entreprise, dites-moi « Retiens que mon entreprise s’appelle … ».',
  );
};

// « Comment réduire sa facture d'électricité de 15 % en 2026 »: a title given, a question asked.
const questionTitle = /^(?:comment|pourquoi|quand|quel(?:le)?s?|que|faut-il|\d+\s+\p{L}+)\s/iu;

/**
 * The article's title when the request gives it: a short text pasted or quoted after the request, on
 * one line (« Fais le plan d'un article : « Comment bien choisir son matelas » »). Null otherwise.
 */
export function givenArticleTitle(command: string, pasted: string | null, quoted: string[]): string | null {
  const afterColon = /\s:\s+(.{10,})$/.exec(command)?.[1];
  const given = (pasted ?? quoted[0] ?? afterColon ?? '').replace(/^[«"“\s]+|[»"”.\s]+$/g, '');
  return given && !given.includes('\n') && given.length <= 120 && !/[.!?]\s/.test(given)
    ? given.charAt(0).toUpperCase() + given.slice(1)
    : null;
}

/** « Comment réduire sa facture d'électricité de 15 % » → « facture d'électricité »: the keyword. */
function titleKeyword(title: string): string {
  const object = title
    .replace(questionTitle, '')
    .replace(/^(?:bien\s+|mieux\s+)?\p{Ll}+(?:er|ir|re)\s+/u, '')
    .replace(/^(?:sa|son|ses|votre|vos|notre|nos|le|la|les|l['’]|un|une|des)\s*/i, '')
    .split(/\s+(?:de\s+\d|d['’]\s*\d|en\s+\d|(?:pour|avec|sans|quand|si|grâce|chaque)\b)/)[0]!
    .replace(/[?!\s]+$/, '');
  return object.length >= 4 ? object : title;
}

export const articleWriter: Writer = (conversation) => {
  const { request, company, style } = conversation;
  // « sur les aides : … »: a subject named, what follows the colon is its details, not a title.
  const named = request.facts.subject
    ? null
    : givenArticleTitle(request.command, request.pasted, request.facts.quoted);
  // « un article sur comment entretenir un parquet huilé »: a subject asked as a question is the title.
  const asked = named ? null : topicOf(conversation);
  const title = named ?? (asked && /^(?:comment|pourquoi|quand)\s/i.test(asked) ? capitalise(asked) : null);
  const topic = title ? titleKeyword(title) : (asked ?? topicOf(conversation));
  const sections = request.facts.count ?? (style.length < 0 ? 3 : 4);
  const angles = [
    title ? 'Pourquoi s’y mettre dès maintenant' : `Pourquoi ${topic} compte aujourd’hui`,
    'Les erreurs fréquentes à éviter',
    'La méthode, étape par étape',
    'Un exemple concret',
    'Les questions à se poser avant de se lancer',
    'Ce qu’il faut retenir',
  ];
  // "ajoute une partie sur les batteries": the part asked, before the usual last one.
  const parts = style.additions.flatMap((addition) =>
    addition.kind === 'section' ? [capitalise(addition.text)] : [],
  );
  const titles = Array.from({ length: sections }, (_, index) => angles[index % angles.length] as string);
  const outline = [...titles.slice(0, -1), ...parts, ...titles.slice(-1)].map(
    (title, index) => `${index + 1}. **${title}**`,
  );
  return blocks(
    revisionIntro(conversation, 'une nouvelle version de l’article') ??
      `${voices.suki.ack} Voici le plan et l’introduction ${title ? `de l’article « ${title} »` : `d’un article sur ${topic}`} :`,

    `**Titre :** ${title ?? `${capitalise(topic)} : le guide pratique${company.city ? ` (${company.city})` : ''}`}`,
    `**Plan :**\n${outline.join('\n')}`,
    `**Introduction :**\n${quote(`${title ? articleQuestion(title) : `${capitalise(topic)} : un sujet que nos clients abordent`} souvent${company.name ? ` avec l’équipe de ${company.name}` : ''}. Dans cet article, nous faisons le point simplement, avec des conseils applicables dès demain.`)}`,
    `**SEO :** mot-clé principal « ${topic} » dans le titre, l’introduction et un intertitre ; méta-description de 150 caractères.`,
  );
};

/** The title as the introduction asks it: « Réduire sa facture de 15 % : une question… ». */
function articleQuestion(title: string): string {
  const how = /^comment\s+(.+?)\s*\??$/i.exec(title);
  if (how?.[1]) return `${capitalise(how[1])} : une question que nos clients nous posent`;
  return questionTitle.test(title) && !/^\d/.test(title)
    ? `${title.replace(/\s*\?*$/, '')} ? Une question que nos clients nous posent`
    : `${title} : un sujet que nos clients abordent`;
}

// The action of a call to action, as the post says it to its readers.
const callToActionVerbs: Record<string, string> = {
  reserver: 'Réservez',
  commander: 'Commandez',
  "s'inscrire": 'Inscrivez-vous',
  'nous contacter': 'Contactez-nous',
  'nous appeler': 'Appelez-nous',
  appeler: 'Appelez-nous',
  venir: 'Venez nous voir',
  acheter: 'Commandez',
  'prendre rendez-vous': 'Prenez rendez-vous',
  'passer commande': 'Passez commande',
  profiter: 'Profitez-en',
};

// « Salut Karim, », « Bonjour à tous, »: the greeting line of a pasted mail; « À plus, Jérôme »: its end.
const pastedGreeting =
  /^\s*(?:bonjour|bonsoir|salut|coucou|hello|cher|chère|chers|madame|monsieur)\b[^\n]{0,40}\n/i;
const pastedSignOff =
  /\n\s*(?:à plus|a plus|à bientôt|a bientot|à \+|a \+|bises|bisous|ciao|merci|cordialement|bien cordialement|bonne journée|bonne journee|belle journée|amicalement|bien à toi|bien à vous|@\+)\b[\s\S]*$/i;
// « Et n'oublie pas de dire que… », « Dis-leur que… »: what the colleague asks to say, not to print.
const relayLeadIn =
  /^(?:et\s+|aussi,?\s+)?(?:n['’]oublie(?:z)? pas de (?:dire|préciser|preciser|mettre|rappeler|signaler|mentionner|indiquer)|pense à (?:dire|préciser|preciser|mettre|rappeler)|dis-leur|précise|precise|rappelle-leur)\s+(?:que\s+|qu['’])?/i;

/**
 * « Transforme ce mail de mon associé en newsletter »: the pasted mail's news, one item a sentence,
 * without its greeting, its sign-off and what the colleague asks to say, in the company's « nous ».
 */
export function pastedNews(pasted: string | null): string[] {
  if (!pasted?.includes('\n')) return [];
  const body = `${pasted.replace(/^\s*[«"“]\s*|\s*[»"”]\s*$/g, '').trim()}\n`
    .replace(pastedGreeting, '')
    .replace(pastedSignOff, '')
    .trim();
  return body
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim().replace(relayLeadIn, ''))
    .filter((sentence) => sentence.length > 12 && !/\?$/.test(sentence))
    .map((sentence) =>
      capitalise(
        asWe(figuresWritten(sentence))
          // « Le nouveau numéro c'est le 02 97… »: the number, after a colon.
          .replace(/\s+c['’]est\s+(?:le\s+)?(?=\+?\d)/i, ' : ')
          .replace(/[.!\s]+$/, ''),
      ),
    );
}

export const newsletterWriter: Writer = (conversation) => {
  const { company, request, today } = conversation;
  const parts = contentParts(request.command);
  const occasion = parts.occasion;
  // "pour présenter nos portes ouvertes": what is presented, not the verb.
  const topic = occasion ?? (request.facts.subject ? topicOf(conversation) : 'nos actualités');
  const sender =
    company.name ??
    request.facts.companies[0] ??
    businessNamedIn(`${request.command} ${request.pasted ?? ''}`, [
      ...request.facts.places,
      company.city ?? '',
    ]);
  // The user's own news first, then the usual sections up to three.
  const asked = conversation.style.additions.flatMap((addition) =>
    addition.kind === 'section' ? [capitalise(addition.text)] : [],
  );
  // The user's own items are the newsletter: no stock section (« Le conseil du mois ») is added to
  // them, which would promise what nobody wrote. Without any, the usual sections are the outline.
  // « on a ouvert une chambre familiale »: the business's news in its written voice (« Nous avons… »).
  const given = [
    ...parts.details.map((detail) => capitalise(asWe(detail))),
    ...pastedNews(request.pasted),
    ...asked,
  ];
  const program =
    given.length >= 2
      ? given
      : [
          ...(given.length ? given : [capitalise(topic)]),
          'Le conseil du mois',
          'Nos prochains rendez-vous',
        ].slice(0, 3);
  const season = occasion ? seasons[fold(occasion)] : undefined;
  const subject = `${capitalise(occasion ? (season ? `Les nouvelles ${season.of}` : `${months.test(fold(occasion)) ? 'Les nouvelles de' : ''} ${occasion}`.trim()) : topic)}${sender ? ` – ${sender}` : ''}`;
  // « Propose-moi trois objets » reads the newsletter as a letter: its subject and its items.
  rememberLetter(conversation, { subject, body: program.map((item) => ({ text: `${item}.` })) });
  const forOccasion = occasion
    ? season
      ? `pour ${season.the}`
      : months.test(fold(occasion))
        ? `pour le mois de ${occasion}`
        : `pour ${occasion}`
    : 'ce mois-ci';
  // « on tutoie nos clientes »: the newsletter says « tu » to its readers.
  const toReaders = (text: string) => (conversation.style.address === 'tu' ? tutoyer(text) : text);
  return blocks(
    revisionIntro(conversation, 'une nouvelle version de la newsletter') ??
      `${voices.suki.ack} Voici une newsletter prête à relire :`,
    quote(
      toReaders(
        [
          `**Objet :** ${subject}`,
          '',
          'Bonjour,',
          '',
          `Voici ce que nous vous avons préparé ${forOccasion}${sender ? ` ${atBusiness(sender)}` : ''}.`,
          '',
          '**Au programme :**',
          ...program.map((item, index) => `${index + 1}. ${item}`),
          '',
          // « Ajoute qu'il faut s'inscrire avant le 20 janvier »: said after the programme it completes.
          ...addedStatements(conversation).flatMap((statement) => [asWe(statement), '']),
          `À très vite${company.name ? `,\nL’équipe ${company.name}` : ','}`,
        ].join('\n'),
      ),
    ),
    `**Envoi conseillé :** ${formatDay(sendingDay(today, occasion, request.facts.dates), today)} à 9 h.`,
  );
};

const monthOrder = foldedMonthNames;

/**
 * When to send a newsletter: a Tuesday morning, not before the month it is for (« la newsletter de
 * janvier » leaves in January), and two days at least before the first date it announces; when no
 * Tuesday fits, the first day that does.
 */
function sendingDay(today: number, occasion: string | null, dates: ReadonlyArray<{ day: number }>): number {
  const tuesdayAfter = (day: number) => day + ((9 - new Date(day * 86_400_000).getUTCDay()) % 7 || 7);
  const month = occasion ? monthOrder.indexOf(fold(occasion)) : -1;
  let from = today;
  if (month >= 0) {
    const now = new Date(today * 86_400_000);
    const year = now.getUTCFullYear() + (month < now.getUTCMonth() ? 1 : 0);
    from = Math.max(today, Date.UTC(year, month, 1) / 86_400_000 - 1);
  }
  const tuesday = tuesdayAfter(from);
  const first = dates
    .map((date) => date.day)
    .filter((day) => day > today)
    .sort((a, b) => a - b)[0];
  if (first === undefined || tuesday <= first - 2) return tuesday;
  return Math.max(today + 1, Math.min(first - 2, from + 1));
}

export const seoWriter: Writer = (conversation) => {
  const topic = conversation.request.facts.subject ?? conversation.company.activity ?? 'vos pages';
  const count = conversation.request.facts.count ?? 6;
  const checklist = [
    'Un mot-clé principal par page, dans le titre (60 caractères max.) et le H1',
    'Une méta-description de 150 caractères qui donne envie de cliquer',
    'Des intertitres H2 qui reprennent les questions des clients',
    'Des images compressées avec un texte alternatif descriptif',
    'Des liens internes vers vos pages de services',
    'Une fiche Google Business Profile à jour (horaires, photos, avis)',
    'Des pages qui s’affichent en moins de 2,5 secondes sur mobile',
    'Des URL courtes et lisibles',
  ];
  return blocks(
    `${voices.suki.ack} Voici ${count} actions SEO pour ${topic}${conversation.company.city ? ` (avec l’ancrage local ${conversation.company.city})` : ''} :`,
    checklist
      .slice(0, count)
      .map((item, index) => `${index + 1}. ${item}`)
      .join('\n'),
  );
};

// "pour la Saint-Valentin", "pour Noël", "pour la rentrée": a season or a celebration the ideas serve.
const occasionWords =
  /\bpour ((?:la |le |les |l'|l’)?(?:saint|sainte|st|ste|fete|fête|noel|noël|paques|pâques|rentree|rentrée|soldes|black friday|halloween|nouvel an|ete|été|hiver|printemps|automne|vacances|anniversaire|jour de l'an|epiphanie|épiphanie|chandeleur|beaujolais)\b[^,.;:!?]{0,30}?)(?=\s+(?:pour|de|chez|sur)\s|[,.;:!?]|$)/i;

// What each kind of content does for finding clients, strongest first: proof, then expertise shown,
// then a conversation started, then presence only.
const ideaValues: Array<[RegExp, number, string]> = [
  [
    /\b(retour d['’]experience|cas client|etude de cas|temoignage|resultats?|chiffr\w*|avant\/apres|avant-apres)\b/,
    3,
    'la preuve par l’exemple : un dirigeant voit ce que vous obtenez pour un client comme lui, chiffres à l’appui',
  ],
  [
    /\b(erreurs?|conseils?|astuces?|guide|methode|checklist|tuto\w*|carrousel|pieges?|etapes?|questions? a se poser)\b/,
    2,
    'votre expertise, utile tout de suite : le lecteur repart avec quelque chose et retient qui le lui a appris',
  ],
  [
    /\b(sondages?|quiz|question|debat|votre avis)\b/,
    1,
    'de quoi faire réagir et gagner en visibilité, mais cela attire autant de curieux que de futurs clients',
  ],
  [
    /\b(photos?|voeux|vœux|anniversaire|coulisses|soiree|selfie|equipe|evenement|salon)\b/,
    0,
    'bon pour votre présence, mais rien sur ce que vous apportez à un client',
  ],
];

/**
 * « Voici mes idées…, classe-les de la plus utile à la moins utile… : 1) …, 2) … »: the user's own
 * ideas ranked by what they do for the goal said, each with why; null when no such list is given.
 */
function rankedOwnIdeas(conversation: Conversation): string | null {
  const { request } = conversation;
  const text = `${request.command} ${request.pasted ?? ''}`;
  if (!/\b(class|trie|tri|ordonn|priorise|range|hierarchise)\w*/.test(fold(text))) return null;
  const items = text
    .split(/(?:^|\s)\d{1,2}\)\s*/)
    .slice(1)
    .map((item) =>
      item
        .replace(/[\s,;.]+$/, '')
        .replace(/\s+et\s*$/, '')
        .trim(),
    )
    .filter((item) => item.length > 3);
  if (items.length < 2) return null;
  const valued = items.map((item, index) => {
    const folded = fold(item);
    const [, value, why] = ideaValues.find(([pattern]) => pattern.test(folded)) ?? [
      null,
      1,
      'un sujet de plus, sans effet attendu sur vos ventes',
    ];
    return { item, value, why, index };
  });
  const ranked = [...valued].sort((a, b) => b.value - a.value || a.index - b.index);
  const goal = /\bpour\s+((?:trouver|attirer|gagner|convaincre|decrocher|signer)\s[^,.;:!?]+)/i.exec(
    text,
  )?.[1];
  return blocks(
    `${voices.suki.ack} Voici vos idées, de la plus utile à la moins utile${goal ? ` pour ${goal.replace(/\s+et\s+dis-moi.*$/i, '')}` : ''} :`,
    ranked.map(({ item, why }, index) => `${index + 1}. **${capitalise(item)}** — ${why}.`).join('\n'),
    `Commencez par la première : je peux la rédiger si vous me dites « Rédige la première ».`,
  );
}

export const contentIdeasWriter: Writer = (conversation) => {
  const ranked = rankedOwnIdeas(conversation);
  if (ranked) return ranked;
  // « Un planning de 3 posts pour la semaine prochaine »: a dated plan, not ideas to choose from.
  const plan = contentPlanReply(conversation);
  if (plan) return plan;
  const { request, company } = conversation;
  const occasion = occasionWords.exec(request.command)?.[1]?.trim() ?? null;
  const topic = request.facts.subject ?? company.activity ?? 'votre activité';
  const count = request.facts.count ?? 5;
  // The trade, as the business says it in its own posts: « notre menuiserie ».
  const trade = request.facts.activity ?? company.activity;
  const ours = trade
    ? possessed(withoutArticle(trade.replace(/^(?:mon|ma|notre|mes|nos|votre|vos)\s/i, '')))
    : null;
  const seasonal = occasion
    ? [
        `Notre sélection spéciale ${occasion.replace(/^(?:la|le|les|l['’])\s?/i, '')}${ours ? ` : ce que ${ours} propose à offrir` : ''}, en photo ou en vidéo`,
        `3 idées cadeaux pour ${occasion}, à petits et grands budgets`,
        `Les coulisses de la préparation ${withDe(occasion)}${ours ? ` dans ${ours}` : ''}`,
        `Le compte à rebours : J-7 avant ${occasion}`,
        `Un jeu-concours pour ${occasion} avec vos abonnés`,
      ]
    : [];
  // The trade's own subjects (its family's, the month's and the season's when a month is said): a
  // picked one (« Rédige la deuxième ») is written from its entry (plannedPost).
  const { subjects } = contentIdeas({
    command: request.command,
    facts: request.facts,
    company,
    today: conversation.today,
    town: request.facts.places[0] ?? company.city,
  });
  // « pour ma librairie à Quimper »: the town said is where the ideas are for.
  const town = request.facts.places[0] ? ` à ${request.facts.places[0]}` : '';
  const ideas = [...seasonal, ...subjects.map((subject) => subject.title)];
  const shown = ideas.slice(0, count);
  const network = request.facts.platform ? ` ${networkNames[request.facts.platform]}` : '';
  return blocks(
    `${voices.suki.ack} Voici ${plural(shown.length, 'idée')} de contenus${network} ${occasion ? `pour ${occasion}${request.facts.activity ? `, pour ${asYours(request.facts.activity)}` : ''}` : request.facts.activity && !request.facts.subject ? `pour ${asYours(request.facts.activity)}${town}` : `sur ${topic}`} :`,
    shown.map((idea, index) => `${index + 1}. ${idea}`).join('\n'),
    count > shown.length
      ? `Je n’ai que ${plural(shown.length, 'idée distincte', 'idées distinctes')} à vous proposer sans rien inventer : dites-moi vos nouveautés, vos produits ou vos événements pour les ${plural(count - shown.length, 'autre')}.`
      : null,
    'Dites-moi laquelle développer (« Rédige la deuxième ») et je l’écris.',
  );
};

export const sukiWriters: Partial<Record<Intent, Writer>> = {
  post: postWriter,
  article: articleWriter,
  newsletter: newsletterWriter,
  seo: seoWriter,
  content_ideas: contentIdeasWriter,
};
