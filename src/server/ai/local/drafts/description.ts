// Suki's presentation text of a business: a Google Business profile, an "À propos" page, a social
// bio. Built from the name, place and activity the user gave, and the details added in follow-ups.
import { capitalise, fold } from '../french.ts';
import { voices } from '../team.ts';
import { blocks, keep, quote, revisionIntro, tutoyer } from './compose.ts';
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

export const descriptionWriter: Writer = (conversation) => {
  const { request, company, style } = conversation;
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
