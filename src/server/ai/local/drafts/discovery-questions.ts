// « J'ai un rendez-vous jeudi avec le gérant d'un garage qui veut digitaliser ses devis. Prépare-moi
// les questions à lui poser » : the questions of a sales discovery meeting, built from the request
// (who is met, what they want, when), in the order a good first meeting follows — never a letter.
import { voices } from '../team.ts';
import type { Conversation } from '../understanding/conversation.ts';
import { blocks } from './compose.ts';
import { toRecipient } from './letters.ts';

/** « le gérant d'un garage » of « …avec le gérant d'un garage qui veut… »: whom the user meets. */
function personMet(command: string): string | null {
  const match =
    /\bavec\s+((?:le|la|l['’]|un|une|mon|ma|notre|ce|cette|cet)\s*[^,.;?!]{2,60}?)(?=\s+(?:qui|pour|afin|,|\.|jeudi|lundi|mardi|mercredi|vendredi|samedi|dimanche|demain|la semaine|ce|cette)\b|[,.;?!]|$)/iu.exec(
      command,
    );
  return match?.[1]?.trim() ?? null;
}

/** « digitaliser vos devis » of « qui veut digitaliser ses devis »: the project, said to the prospect. */
function projectOf(command: string): string | null {
  const match =
    /\bqui\s+(?:veut|voudrait|souhaite|aimerait|cherche à|cherche a|envisage de|pense à|pense a|a besoin de|doit)\s+([^,.;?!]{3,80}?)(?=\s*(?:[,.;?!]|\s+(?:et|mais)\s+(?:pr[eé]pare|donne|dis|aide)|$))/iu.exec(
      command,
    );
  if (!match?.[1]) return null;
  // « ses devis » said to the prospect: « vos devis »; « se former »: « vous former ».
  return toRecipient(match[1])
    .replace(/\bse\s+/giu, 'vous ')
    .trim();
}

export function discoveryQuestionsWriter(conversation: Conversation): string {
  const { command, facts } = conversation.request;
  const who = personMet(command);
  const project = projectOf(command);
  const when = facts.dates.find((date) => !date.timeOnly)?.label ?? null;
  const context = [who ? `avec ${who}` : null, when ? `le ${when}` : null].filter(Boolean);
  const intro = `${voices.chip.ack} Voici les questions à poser${context.length ? ` à votre rendez-vous ${context.join(', ')}` : ' à votre rendez-vous'}, dans l’ordre d’un bon premier échange : le laisser parler d’abord, proposer ensuite.`;
  const sections: Array<[string, string[]]> = [
    [
      'Sa situation aujourd’hui',
      project
        ? [
            `« Comment faites-vous aujourd’hui, concrètement, avant de ${project} ? Qui s’en occupe et combien de temps cela prend-il chaque semaine ? »`,
            '« Quels outils utilisez-vous déjà (logiciel, papier, tableur) ? Qu’est-ce qui marche bien et que vous voulez garder ? »',
          ]
        : [
            '« Comment cela se passe-t-il aujourd’hui, concrètement ? Qui s’en occupe, et combien de temps cela prend-il ? »',
            '« Quels outils utilisez-vous déjà ? Qu’est-ce qui marche bien et que vous voulez garder ? »',
          ],
    ],
    [
      'Ce qui le pousse à changer',
      [
        `« Qu’est-ce qui vous fait envisager${project ? ` de ${project}` : ' ce changement'} maintenant ? »`,
        '« Que vous coûte la situation actuelle : du temps, des erreurs, des clients perdus ? Avez-vous un exemple récent ? »',
      ],
    ],
    [
      'Ce qu’il attend',
      [
        '« Dans six mois, à quoi verrez-vous que c’était le bon choix ? »',
        '« Qu’est-ce qui serait rédhibitoire : un prix, une complexité, un délai de mise en place ? »',
      ],
    ],
    [
      'Décision et calendrier',
      [
        '« Qui d’autre participe à la décision (associé, comptable, équipe) ? »',
        '« Avez-vous une enveloppe en tête pour ce projet ? »',
        '« Pour quand voudriez-vous que ce soit en place ? »',
      ],
    ],
  ];
  return blocks(
    intro,
    ...sections.map(([title, questions]) => [`**${title}**`, ...questions.map((q) => `- ${q}`)].join('\n')),
    '**Pour conclure le rendez-vous :** reformulez son besoin en une phrase, puis proposez une étape datée : une démonstration sur son cas, ou un devis sous 48 h.',
    'Voulez-vous que je prépare aussi les arguments à lui présenter, ou le mail qui confirme le rendez-vous ?',
  );
}
