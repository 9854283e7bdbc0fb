// Spec, the researcher: watch plans, competitive grids, market studies and topic summaries. Offline,
// Spec has no web access, so it gives method and structure, never invented figures or sources.
import { blocks, type ReplyContext, sampleNote } from '../context.ts';
import { fold, formatDay, nextWorkingDay, weekday, withoutArticle } from '../french.ts';
import { voices } from '../team.ts';
import { dueText, projectNamedIn, tasksAssignedTo } from '../workspace.ts';
import { conversationSummary, textSummary, textToSummarise } from './summaries.ts';

const offlineNotice =
  '> Je travaille ici sans accès au web : je ne cite aucun chiffre ni aucune source que je ne peux pas vérifier. Voici la méthode et la structure, prêtes à remplir.';

/** The coming Friday (or the next one), the usual day for a weekly watch digest. */
function nextFriday(today: number): number {
  let day = nextWorkingDay(today);
  while (weekday(day) !== 5) day = nextWorkingDay(day);
  return day;
}

function competitorGrid(names: string[]): string {
  const rows = (names.length ? names : ['[Concurrent A]', '[Concurrent B]', '[Concurrent C]']).map(
    (name) => `| ${name} | [ ] | [ ] | [ ] | [ ] | [ ] |`,
  );
  return [
    '**Grille de veille concurrentielle**',
    '| Concurrent | Offre | Prix affichés | Cible | Forces / faiblesses | Signal récent |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
    "**Où chercher :** pages tarifs et produits, avis clients (G2, Capterra, Trustpilot), offres d'emploi (elles révèlent les priorités), communiqués et posts LinkedIn des dirigeants.",
  ].join('\n');
}

function marketPlan(topic: string): string {
  return [
    `**Plan d'étude de marché : ${topic}**`,
    '1. **Taille et croissance** : INSEE, fédérations professionnelles, rapports annuels des acteurs cotés.',
    "2. **Segments et clients** : qui achète, pour quel besoin, avec quel budget ; 5 à 10 entretiens clients valent mieux qu'une étude générique.",
    '3. **Acteurs et positionnement** : leaders, challengers, nouveaux entrants.',
    '4. **Tendances et réglementation** : technologies, usages, textes à venir.',
    "5. **Barrières et opportunités** : ce qui freine l'entrée, ce qui reste mal servi.",
  ].join('\n');
}

function watchPlan(topic: string, today: number): string {
  const core = withoutArticle(topic).toLowerCase();
  return [
    `**Questions clés sur ${topic}**`,
    "1. Qu'est-ce qui a changé récemment (technologies, usages, réglementation) ?",
    '2. Quels acteurs comptent, et comment se positionnent-ils ?',
    '3. Quels risques et quelles opportunités pour votre activité ?',
    '',
    `**Mots-clés à suivre :** « ${core} », « ${core} tendances », « ${core} réglementation », « ${core} étude »`,
    '',
    '**Sources à surveiller**',
    '- Presse spécialisée et newsletters du secteur',
    '- Organismes publics et autorités du domaine',
    "- Blogs, communiqués et offres d'emploi des acteurs du marché",
    '- Alertes sur les mots-clés ci-dessus et réseaux professionnels',
    '',
    `**Livrable :** une synthèse d'une page chaque vendredi, à partir du ${formatDay(nextFriday(today), today)} : 3 faits marquants, 1 signal faible, 1 recommandation.`,
  ].join('\n');
}

export function researchReply(context: ReplyContext): string {
  const { entities, workspace, today } = context;
  const folded = fold(context.command);
  const topic = entities.topic ?? entities.quoted ?? null;
  const competitors = /concurren|benchmark|compar/.test(folded);
  const named = competitors && entities.brands.length ? entities.brands.join(', ') : null;
  const subject = topic ?? named ?? (competitors ? 'vos concurrents' : '[votre sujet]');
  const body = competitors
    ? competitorGrid(entities.brands)
    : /marche|etude/.test(folded)
      ? marketPlan(subject)
      : watchPlan(subject, today);
  const related = topic ? projectNamedIn(workspace, topic) : null;
  const mine = tasksAssignedTo(workspace, 'Spec')[0];
  return blocks(
    `${voices.spec.ack} Sujet : **${subject}**.`,
    offlineNotice,
    body,
    related && `**Lien avec vos projets :** ${related.name} (${related.progress} %).`,
    mine && `**Dans votre planning :** « ${mine.title} », ${dueText(mine.dueDate, today)}.`,
    topic || named
      ? voices.spec.signoff
      : "Précisez le sujet (« sur la cybersécurité ») ou les concurrents à comparer, et j'adapte la grille.",
    (related || mine) && sampleNote(context),
  );
}

export function specSummariseReply(context: ReplyContext): string {
  const text = textToSummarise(context);
  if (text) return textSummary(text, 4, 'Analyse faite.');
  if (context.entities.topic) return researchReply(context);
  return conversationSummary(context, 'Analyse faite.');
}
