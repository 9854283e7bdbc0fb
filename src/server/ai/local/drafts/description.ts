// Suki's presentation text of a business: a Google Business profile, an "À propos" page, a social
// bio. Built from the name, place and activity the user gave, and the details added in follow-ups.
import { capitalise, fold } from '../french.ts';
import { voices } from '../team.ts';
import { productSheetWords } from '../understanding/product-sheet.ts';
import { blocks, keep, listWords, quote, revisionIntro, tutoyer } from './compose.ts';
import type { Writer } from './writer.ts';

const businessWords =
  'restaurant|boutique|salon|magasin|cabinet|agence|hotel|gite|cafe|bar|boulangerie|patisserie|atelier|entreprise|institut|garage|studio|epicerie|librairie|fromagerie|societe|commerce';

/** "mon restaurant Chez Lulu à Annecy, cuisine savoyarde" → kind, name and activity, as written. */
function businessOf(command: string): { kind: string | null; name: string | null; activity: string | null } {
  const folded = fold(command);
  const match = new RegExp(`\\b(?:mon|ma|notre|nos|l'|le|la)\\s*(${businessWords})\\b`).exec(folded);
  let name: string | null = null;
  if (match) {
    const after = command.slice(match.index + match[0].length);
    name = /^\s+((?:[A-ZÀ-Ý«"][\p{L}'’-]*\s?)+)/u.exec(after)?.[1]?.trim() ?? null;
  }
  // "la présentation de la Menuiserie Favre", "la bio du Café Lumière": the name said after the text.
  const named =
    /\b(?:presentation|bio|fiche(?: google)?|page a propos|texte)\s+(?:de la |de l'|du |des |de |d')\s*(?=\p{Lu})/u.exec(
      fold(command).replace(/(?<=\s)\p{L}/gu, (letter, at: number) => command[at] ?? letter),
    );
  if (!name && named) {
    name =
      /^((?:[A-ZÀ-Ý«"][\p{L}'’&-]*(?:\s+(?:&\s+)?|(?=[,.;:!?]|$)))+)/u
        .exec(command.slice(named.index + named[0].length))?.[1]
        ?.trim() ?? null;
  }
  // The activity said after a colon ("… pour le site : menuiserie artisanale à Annecy depuis 1987")
  // or after the name's comma.
  const colon = /\s?:\s/.exec(command);
  const tail = (colon ? command.slice(colon.index + colon[0].length) : command.split(',').slice(1).join(','))
    .replace(/[.!]+$/, '')
    .trim();
  return {
    kind: match
      ? command
          .slice(match.index, match.index + match[0].length)
          .split(/\s+/)
          .pop()!
      : null,
    name,
    activity: tail && tail.length < 80 ? tail : null,
  };
}

const channelOf = (folded: string) =>
  /\bgoogle|fiche\b/.test(folded)
    ? 'votre fiche Google'
    : /\binstagram|bio\b/.test(folded)
      ? 'votre bio'
      : /\ba propos|site\b/.test(folded)
        ? 'votre page « À propos »'
        : 'votre présentation';

// « la fiche produit de notre savon au lait d'ânesse à 8,50 € »: a product, not the business.
const productAsked = productSheetWords;

/** « savon au lait d'ânesse » of « la fiche produit de notre savon au lait d'ânesse à 8,50 € ». */
function productOf(command: string): string | null {
  const folded = fold(command);
  const match = productAsked.exec(folded);
  if (!match) return null;
  const after = folded.slice(match.index + match[0].length);
  const lead =
    /^\s*(?:(?:de|du|pour|sur)\s+(?:notre |nos |mon |ma |mes |le |la |les |l'|ce |cette )?|:\s*)/.exec(after);
  if (!lead) return null;
  const start = match.index + match[0].length + lead[0].length;
  const end = /\s+(?:a|à|au prix de|pour)\s+\d|\s+\d[\d\s,.]*\s*(?:€|euros?)|[,;:.!?]|$/.exec(
    folded.slice(start),
  );
  const name = command.slice(start, start + (end?.index ?? folded.length - start)).trim();
  return name.length >= 3 ? name : null;
}

/** A product sheet: its name, its price, the features the user gave, nothing invented. */
function productSheet(conversation: Parameters<Writer>[0], product: string): string {
  const { request, style } = conversation;
  const price = request.facts.amounts[0] ?? null;
  // The features after a colon, kept in the request or read apart as a pasted text.
  const colon =
    /:\s+(.+)$/.exec(request.command)?.[1] ??
    (request.pasted && request.pasted.length < 300 ? request.pasted : undefined);
  const features = (colon ?? '')
    .replace(/[.!]+$/, '')
    .split(/\s*[,;]\s+|\s+et\s+/)
    .map((feature) => feature.trim())
    .filter((feature) => feature.length > 2 && !feature.includes(price ?? '\u0000'));
  const title = capitalise(product);
  const paragraphs = keep(
    [
      { text: `**${title}**${price ? ` — ${price}` : ''}` },
      {
        text: features.length
          ? `${title} : ${listWords(features)}.`
          : `${title} : une sélection de notre maison.`,
      },
      features.length > 1 && {
        text: `**Les points clés**\n${features.map((feature) => `- ${capitalise(feature)}`).join('\n')}`,
        level: 1,
      },
      { text: `Disponible dès maintenant${price ? `, à ${price}` : ''}.`, level: 0 },
    ],
    style,
  );
  let draft = paragraphs.join('\n\n');
  if (style.address === 'tu') draft = tutoyer(draft);
  return blocks(
    revisionIntro(conversation, 'une nouvelle version de la fiche produit') ??
      `${voices.suki.ack} Voici la fiche produit ${title.startsWith('«') ? '' : 'de '}« ${product} », prête à coller :`,
    quote(draft),
    style.length >= 0 &&
      `**Pour la compléter :** donnez-moi la composition, le format (poids, contenance) et les conseils d’utilisation (« ajoute : 100 g, huile d’olive bio ») ; je n’invente aucune caractéristique.`,
  );
}

export const descriptionWriter: Writer = (conversation) => {
  const { request, company, style } = conversation;
  const product = productOf(request.command);
  if (product) return productSheet(conversation, product);
  const { kind, name: said, activity } = businessOf(request.command);
  const name = said ?? company.name ?? null;
  const city = request.facts.places[0] ?? company.city ?? null;
  const details = (request.details ?? []).map(({ label, text }) => ({
    text: `${capitalise(label)} : ${text}.`,
  }));
  const paragraphs = keep(
    [
      {
        // "entreprise" says nothing of the trade: the activity given says it instead.
        text: capitalise(
          activity && (!kind || /^(entreprise|societe|commerce)$/.test(fold(kind)))
            ? `${[name, activity].filter(Boolean).join(', ')}${city && !activity.includes(city) ? ` à ${city}` : ''}.`
            : `${[name, kind ?? company.activity].filter(Boolean).join(', ') || 'Bienvenue chez nous'}${city ? ` à ${city}` : ''}${activity ? ` : ${activity}` : ''}.`,
        ),
      },
      { text: 'Une adresse où l’on prend le temps de bien vous accueillir et de bien faire les choses.' },
      ...details,
      {
        text: 'Retrouvez ici nos actualités et nos photos, et laissez-nous un avis après votre visite.',
        level: 1,
      },
      { text: `Au plaisir de vous accueillir${city ? ` à ${city}` : ''} !`, level: 2 },
    ],
    style,
  );
  let draft = paragraphs.join('\n\n');
  if (style.address === 'tu') draft = tutoyer(draft);
  const channel = channelOf(fold(request.command));
  return blocks(
    revisionIntro(conversation, `une nouvelle version de ${channel.replace(/^votre /, 'la ')}`) ??
      `${voices.suki.ack} Voici le texte de ${channel}, prêt à coller :`,
    quote(draft),
    /google/.test(fold(request.command)) &&
      'Une fiche Google accepte 750 caractères : gardez le nom, la ville et l’activité dans la première phrase.',
  );
};
