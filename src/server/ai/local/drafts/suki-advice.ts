// Suki's advice when asked how to write rather than what: « Quel ton adopter sur TikTok pour une
// cave à vin ? », « Comment parler à nos abonnés Instagram ? », « Quel style pour notre newsletter ? ».
// The advice fits the network or the kind of content asked, and the activity said or remembered.
import { fold } from '../french.ts';
import { voices } from '../team.ts';
import type { Conversation } from '../understanding/conversation.ts';
import { blocks } from './compose.ts';
import type { Writer } from './writer.ts';

/** True for a question on the manner (tone, style, when to publish), not a request for a text. */
export function asksForAdvice(command: string): boolean {
  const folded = fold(command).trim();
  return (
    /^(?:et\s+)?(?:quel(?:le)?s?|comment|a quelle heure|quand|combien de fois|tu conseilles|que conseilles-tu|qu'est-ce que tu conseilles)\b/.test(
      folded,
    ) &&
    /\b(ton|style|registre|adopter|parler|s'adresser|ecrire|publier|poster|frequence|tutoyer|vouvoyer|emojis?)\b/.test(
      folded,
    )
  );
}

interface Advice {
  where: string;
  tone: string;
  points: string[];
  example: (activity: string | null) => string;
  ask: string;
}

const advices: Record<string, Advice> = {
  tiktok: {
    where: 'sur TikTok',
    tone: 'spontané et complice',
    points: [
      'Accrochez dans les deux premières secondes : une question, un geste, un avant/après.',
      'Parlez comme à un ami, phrases courtes ; le tutoiement passe très bien.',
      'Montrez les coulisses et les personnes plutôt que le produit seul ; 15 à 30 secondes suffisent.',
      'Un peu d’humour, jamais de jargon ; un son tendance si vous êtes à l’aise.',
    ],
    example: (activity) =>
      `« POV : tu passes la porte ${activity ? `de notre ${activity}` : 'de chez nous'} un vendredi soir… »`,
    ask: 'Écris un post TikTok',
  },
  instagram: {
    where: 'sur Instagram',
    tone: 'chaleureux et visuel',
    points: [
      'La photo ou la vidéo porte le message : le texte la complète en trois ou quatre lignes.',
      'Un ton proche, des emojis avec mesure, une question pour inviter aux commentaires.',
      'Trois à cinq hashtags précis (votre ville, votre métier) plutôt que trente génériques.',
      'Les stories pour le quotidien, les publications pour ce qui doit rester.',
    ],
    example: (activity) =>
      `« Ici, ${activity ? `dans notre ${activity}` : 'chez nous'}, chaque détail compte ✨ »`,
    ask: 'Écris un post Instagram',
  },
  linkedin: {
    where: 'sur LinkedIn',
    tone: 'professionnel mais humain',
    points: [
      'Parlez en « nous » ou en « je » de dirigeant, avec un fait concret ou un chiffre en ouverture.',
      'Partagez un savoir-faire ou une leçon apprise plutôt qu’une publicité.',
      'Des paragraphes d’une ou deux lignes, peu d’emojis, deux ou trois hashtags.',
      'Finissez par une question ouverte à votre réseau.',
    ],
    example: (activity) =>
      `« Ce que 10 ans ${activity ? `de ${activity}` : 'de métier'} nous ont appris sur nos clients. »`,
    ask: 'Écris un post LinkedIn',
  },
  facebook: {
    where: 'sur Facebook',
    tone: 'convivial et local',
    points: [
      'Écrivez comme à vos clients du quartier : simple, chaleureux, avec le vouvoiement ou le tutoiement de votre clientèle.',
      'Donnez l’information pratique (date, horaire, lieu) dès la première ligne.',
      'Posez une question ou lancez un petit jeu pour faire réagir.',
      'Une belle photo vaut mieux que trois paragraphes.',
    ],
    example: (activity) =>
      `« Petite nouveauté ${activity ? `dans votre ${activity}` : 'chez nous'} cette semaine 👇 »`,
    ask: 'Écris un post Facebook',
  },
  newsletter: {
    where: 'dans votre newsletter',
    tone: 'chaleureux et direct',
    points: [
      'Un objet de moins de 50 caractères qui dit ce que le lecteur y gagne.',
      'Vouvoyez vos clients, sauf si vous les tutoyez déjà en boutique.',
      'Un message principal par envoi, deux ou trois rubriques courtes au plus.',
      'Signez d’un prénom : on lit une personne, pas une marque.',
    ],
    example: (activity) =>
      `« Ce mois-ci ${activity ? `dans notre ${activity}` : 'chez nous'} : trois nouveautés et un conseil. »`,
    ask: 'Fais la newsletter du mois',
  },
  article: {
    where: 'sur votre blog',
    tone: 'pédagogue et accessible',
    points: [
      'Répondez à une vraie question de vos clients, dès le titre.',
      'Expliquez comme à un client au comptoir : des exemples, pas de jargon.',
      'Des intertitres clairs et des paragraphes courts, pour lire en diagonale.',
      'Finissez par un conseil pratique et une invitation à vous contacter.',
    ],
    example: (activity) =>
      `« Comment choisir ${activity ? `en ${activity}` : 'sans se tromper'} : nos conseils de pro. »`,
    ask: 'Rédige un article de blog',
  },
};

/** "pour une cave à vin", "pour notre fromagerie": the activity the advice is for. */
function activityOf(conversation: Conversation): string | null {
  const { command } = conversation.request;
  const match =
    /\bpour (?:une?|notre|mon|ma|nos|des|la|le|l')\s*([^,.;:!?]{3,40}?)(?=\s+(?:à|a|au|en)\s+\p{Lu}|[,.;:!?]|$)/u.exec(
      command,
    ) ??
    /\b(?:on est|nous sommes|je suis|je tiens|j'ai)\s+(?:une?|des)\s+([^,.;:!?]{3,40}?)(?=\s+(?:à|a|au|en)\s+\p{Lu}|[,.;:!?]|$)/iu.exec(
      command,
    );
  const said = match?.[1]?.trim() ?? null;
  if (said && !/^(newsletter|post|article|blog|page|compte|reseau)/.test(fold(said))) return said;
  const remembered = conversation.company.activity;
  return remembered && !/^(la|le|l['’])\s/i.test(remembered)
    ? remembered.replace(/^(une?|des)\s+/i, '')
    : null;
}

export const adviceWriter: Writer = (conversation) => {
  const { request } = conversation;
  const folded = fold(request.command);
  const kind =
    request.facts.platform && request.facts.platform in advices
      ? request.facts.platform
      : /\bnewsletter|emailing|lettre d'information\b/.test(folded)
        ? 'newsletter'
        : /\b(blog|article)\b/.test(folded)
          ? 'article'
          : /\btiktok\b/.test(folded)
            ? 'tiktok'
            : /\binstagram\b/.test(folded)
              ? 'instagram'
              : /\bfacebook\b/.test(folded)
                ? 'facebook'
                : 'linkedin';
  const advice = advices[kind] as Advice;
  const activity = activityOf(conversation);
  return blocks(
    `${voices.suki.ack} ${advice.where.charAt(0).toUpperCase()}${advice.where.slice(1)}${activity ? `, pour votre ${activity}${request.facts.places[0] ? ` à ${request.facts.places[0]}` : ''}` : ''}, je vous conseille un ton **${advice.tone}** :`,
    advice.points.map((point, index) => `${index + 1}. ${point}`).join('\n'),
    `**Exemple d’accroche :** ${advice.example(activity)}`,
    `Voulez-vous que je l’écrive dans ce ton ? Dites par exemple « ${advice.ask} sur ${activity ? `notre ${activity}` : 'notre actualité'} ».`,
  );
};

/** A writer that gives advice instead when the request asks how to write rather than what. */
export function withAdvice(writer: Writer | undefined): Writer | undefined {
  if (!writer) return writer;
  return (conversation) =>
    asksForAdvice(conversation.request.command) ? adviceWriter(conversation) : writer(conversation);
}
