// Suki, marketing and content: social posts, blog articles, newsletters and SEO.
import { blocks, quote, type ReplyContext, sampleNote } from '../context.ts';
import { capitalise, fold, parisClock, shorten, withDe, withoutArticle } from '../french.ts';
import { voices } from '../team.ts';
import { dueText, significantWords, tasksAssignedTo } from '../workspace.ts';

type Format = 'linkedin' | 'instagram' | 'x' | 'facebook' | 'article' | 'newsletter' | 'seo' | 'tone';

function formatOf(folded: string): Format {
  if (/\bton\b|ligne editoriale|charte editoriale/.test(folded)) return 'tone';
  if (/\b(article|blog)/.test(folded)) return 'article';
  if (/newsletter/.test(folded)) return 'newsletter';
  if (/instagram/.test(folded)) return 'instagram';
  if (/twitter|\bx\b|tweet/.test(folded)) return 'x';
  if (/facebook/.test(folded)) return 'facebook';
  if (/\bseo\b|referencement/.test(folded) && !/\bposts?\b|linkedin/.test(folded)) return 'seo';
  return 'linkedin';
}

const networkNames: Record<'linkedin' | 'instagram' | 'x' | 'facebook', string> = {
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
  x: 'X (Twitter)',
  facebook: 'Facebook',
};

/** "#Cybersécurité #Entreprises" from the topic's meaningful words, accents kept. */
function hashtags(topic: string): string {
  const words = (topic.match(/[\p{L}\d]+/gu) ?? []).filter(
    (word) => significantWords(word).length && word.length >= 4,
  );
  return words
    .slice(0, 3)
    .map((word) => `#${capitalise(word)}`)
    .join(' ');
}

/** "/blog/la-cybersecurite-en-2026" style slug. */
function slug(text: string): string {
  return fold(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function socialPost(format: 'linkedin' | 'instagram' | 'x' | 'facebook', topic: string): string {
  const core = capitalise(withoutArticle(topic));
  const tags = hashtags(topic);
  if (format === 'x') {
    return quote(`${core} : 3 idées reçues à oublier. On vous explique tout en 1 minute 👇\n[lien]\n${tags}`);
  }
  const lines = [
    `**${core} : et si on en parlait franchement ?**`,
    '',
    `Chez nous, on a appris trois choses sur ${topic} :`,
    '→ [Leçon 1 : un constat concret de votre équipe]',
    '→ [Leçon 2 : une erreur à éviter]',
    '→ [Leçon 3 : un résultat mesuré]',
    '',
    format === 'instagram'
      ? 'Enregistrez ce post pour le retrouver, et dites-nous en commentaire ce que vous en pensez.'
      : `Et vous, où en êtes-vous sur ${topic} ? Dites-le-nous en commentaire.`,
    '',
    tags,
  ];
  return quote(lines.join('\n'));
}

function article(topic: string, year: number): string {
  const core = capitalise(withoutArticle(topic));
  const meta = shorten(
    `${core} : enjeux, bonnes pratiques et erreurs à éviter. Un guide clair pour passer à l'action dès aujourd'hui.`,
    155,
  );
  return blocks(
    `**Titre (H1) :** ${core} : le guide pratique ${year}`,
    `**Mot-clé principal :** « ${withoutArticle(topic).toLowerCase()} » · **URL :** /blog/${slug(withoutArticle(topic))}`,
    `**Méta-description (${meta.length} caractères) :** ${meta}`,
    [
      '**Plan**',
      `1. Pourquoi ${topic} compte aujourd'hui`,
      '2. Les erreurs les plus fréquentes',
      '3. La méthode en 5 étapes',
      '4. Un exemple concret [cas client ou interne]',
      "5. Conclusion et appel à l'action",
    ].join('\n'),
    `**Introduction proposée**\n${quote(`Parler ${withDe(topic)} n'est plus réservé aux spécialistes. Dans cet article, nous faisons le point sur ce qui change, les pièges à éviter et une méthode simple pour avancer, étape par étape.`)}`,
    "**SEO :** le mot-clé dans le titre, l'URL, l'introduction et un intertitre ; 1 200 à 1 500 mots ; 2 liens internes vers vos pages produits ; une image avec un texte alternatif.",
  );
}

function newsletter(topic: string): string {
  const core = capitalise(withoutArticle(topic));
  return blocks(
    `**Objets possibles**\n1. ${core} : ce qui change ce mois-ci\n2. 3 minutes pour tout comprendre sur ${withoutArticle(topic)}\n3. [Prénom], notre sélection ${withDe(topic)}`,
    `**Structure**\n1. Une accroche personnelle (2 lignes)\n2. L'essentiel ${withDe(topic)} en 3 points\n3. Une ressource à lire ou à télécharger\n4. Un appel à l'action unique`,
    '**Ton de marque :** direct, chaleureux, vouvoiement ; une idée par paragraphe.',
  );
}

function seoChecklist(topic: string): string {
  return [
    `**Checklist SEO pour ${topic}**`,
    '1. Un mot-clé principal par page, présent dans le titre (60 caractères max) et la méta-description (155 max).',
    '2. Un seul H1, des intertitres H2 qui reprennent les questions des clients.',
    '3. Des textes uniques (pas de description fournisseur copiée), 300 mots minimum par page produit.',
    '4. Des images compressées avec un texte alternatif descriptif.',
    '5. Des liens internes entre pages proches et vers les articles de blog.',
    '6. Un temps de chargement mobile sous 2,5 secondes.',
  ].join('\n');
}

function toneGuide(): string {
  return [
    '| On écrit | On évite |',
    '|---|---|',
    '| Des phrases courtes et concrètes | Le jargon et les superlatifs |',
    '| « Vous », direct et chaleureux | Le ton publicitaire (« révolutionnaire ») |',
    '| Des exemples et des résultats vérifiés | Les promesses vagues |',
    '',
    '**Trois adjectifs pour votre marque :** [par exemple expert, accessible, enthousiaste]. Relisez chaque texte avec eux.',
    '**Exemple :** « Découvrez notre solution révolutionnaire ! » devient « Gagnez [votre résultat mesuré] sur vos relances clients. »',
  ].join('\n');
}

/** The intro line and the content of each format. */
function contentFor(format: Format, topic: string, given: string | null, year: number): [string, string] {
  switch (format) {
    case 'article':
      return [`Voici le brief de votre article sur ${topic} :`, article(topic, year)];
    case 'newsletter':
      return [`Voici votre newsletter sur ${topic} :`, newsletter(topic)];
    case 'seo':
      return ['Voici de quoi améliorer votre référencement :', seoChecklist(given ?? 'vos pages')];
    case 'tone':
      return [`Voici un guide du ton de marque${given ? ` pour ${given}` : ''} :`, toneGuide()];
    default:
      return [`Voici un post ${networkNames[format]} sur ${topic} :`, socialPost(format, topic)];
  }
}

export function postReply(context: ReplyContext): string {
  const { entities, workspace, today, now } = context;
  const format = formatOf(fold(context.command));
  const given = entities.topic ?? entities.quoted ?? (context.pasted ? shorten(context.pasted, 80) : null);
  const year = new Date(parisClock(now).day * 86_400_000).getUTCFullYear();
  const [intro, body] = contentFor(format, given ?? '[votre sujet]', given, year);
  const mine = tasksAssignedTo(workspace, 'Suki')[0];
  const social = format !== 'article' && format !== 'seo' && format !== 'tone';
  return blocks(
    `${voices.suki.ack} ${intro}`,
    body,
    !given &&
      format !== 'tone' &&
      'Dites-moi le sujet exact (« sur notre nouvelle offre ») et je remplace les crochets.',
    social && '**Publication :** du mardi au jeudi, entre 8 h et 10 h ; ajoutez un visuel ou un carrousel.',
    mine && `**À ne pas oublier :** « ${mine.title} », ${dueText(mine.dueDate, today)}.`,
    voices.suki.signoff,
    mine && sampleNote(context),
  );
}
