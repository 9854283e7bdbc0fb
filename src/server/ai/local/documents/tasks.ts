// Where documents matter (issue 20, deliverable 4), on the local engine: Dot screens a CV against a
// job offer, Spec summarises a report, Millie reads meeting notes into tasks (as proposals). Each
// point cites the passage it comes from ([n], the reply's "Sources" block). The reading is by
// meaning, not by template: requirements are the offer's items, matched in the CV by their word
// stems; key points are the sentences that carry figures, decisions and conclusions; action items are
// the notes' lines with an action verb, their owner and date read where they are written.

import { frenchDay, isoDay } from '../../../../shared/paris-time.ts';
import type { ActionProposal } from '../../commands/parse-action.ts';
import { canonicalAssignee } from '../../commands/parse-action.ts';
import {
  type ContextPassage,
  type DocumentContext,
  significantStems,
  type TaskDocument,
} from '../../documents.ts';
import type { ReplyActions } from '../../types.ts';
import { findDate } from '../dates.ts';
import { capitalise, fold, numberOf } from '../french.ts';
import { type DocumentTask, documentTask } from './task-intent.ts';

const sentencesOf = (text: string) =>
  (text.replace(/\s+/g, ' ').match(/[^.!?]+(?:[.!?]+|$)/g) ?? []).map((s) => s.trim()).filter(Boolean);

/** Items of a list written as lines, bullets, semicolons or commas. */
function itemsOf(text: string): string[] {
  return text
    .split(/\n|[•·▪;]|(?:^|\s)[-*–]\s|,(?![^(]*\))|\.\s/)
    .map((s) => s.replace(/^[\s\-*–•]+|[\s.]+$/g, '').trim())
    .filter((s) => s.length > 2);
}

/** "deux ans", "3 années", "5 ans d'expérience" → years; null when none is said. */
function yearsSaid(text: string): number | null {
  const m = /\b(\d{1,2}|un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix)\s+(?:ans?|annees?)\b/.exec(
    fold(text),
  );
  if (!m) return null;
  return numberOf(m[1]!) ?? Number(m[1]);
}

/** Years of experience a CV shows: its "N ans d'expérience", else its date ranges, overlaps merged. */
function experienceOf(
  passages: ContextPassage[],
  now: Date,
): { years: number; passage: ContextPassage } | null {
  for (const p of passages) {
    const folded = fold(p.body);
    const said = /(\d{1,2}|deux|trois|quatre|cinq|six|sept|huit|neuf|dix) ans d'experience/.exec(folded);
    if (said) return { years: numberOf(said[1]!) ?? Number(said[1]), passage: p };
  }
  const year = now.getUTCFullYear();
  const ranges: Array<{ from: number; to: number; passage: ContextPassage }> = [];
  for (const p of passages) {
    if (/formation|diplome|etudes/.test(fold(p.section ?? ''))) continue;
    for (const m of fold(p.body).matchAll(
      /\b((?:19|20)\d{2})\s*(?:-|–|a|au)\s*((?:19|20)\d{2}|aujourd'hui|present|actuel(?:lement)?|ce jour)\b|\bdepuis ((?:19|20)\d{2})\b/g,
    )) {
      const from = Number(m[1] ?? m[3]);
      const to = m[2] && /^\d/.test(m[2]) ? Number(m[2]) : year;
      if (to >= from && from > 1950) ranges.push({ from, to, passage: p });
    }
  }
  if (ranges.length === 0) return null;
  ranges.sort((a, b) => a.from - b.from);
  let total = 0;
  let end = -Infinity;
  for (const r of ranges) {
    const start = Math.max(r.from, end);
    if (r.to > start) total += r.to - start;
    end = Math.max(end, r.to);
  }
  return { years: total, passage: ranges[0]!.passage };
}

/** Words of a requirement that do not say what is required (as significantStems cuts them). */
const requirementNoise = new Set(
  'apprec souhai maitri connai bonne bon capaci exige obliga minimu requis niveau ideale serait plus atout avoir etre vous votre profil recher experi ans annees profes confir couran logici indisp impera'.split(
    ' ',
  ),
);

function skillStems(item: string): string[] {
  return significantStems(item).filter((w) => !requirementNoise.has(w) && !/^\d+$/.test(w));
}

const requirementSections =
  /profil|competences?|exigences|requis|qualifications|savoir|prerequis|vous avez|criteres/;

/** Dot: the CV against the offer, point by point, each cited. */
/**
 * The offer's closing date for applications, when it writes one: « avant vendredi » is due by
 * Friday, Friday included, as a recruiter means it.
 */
function applicationDeadline(offer: TaskDocument, now: Date): string | null {
  for (const p of offer.passages) {
    // Cut after a full stop followed by a space only: an address (recrutement@cabinet.fr) stays whole.
    for (const sentence of p.body.replace(/\s+/g, ' ').split(/(?<=[.!?])\s+/)) {
      if (!/candidat|postuler|cv|date limite|au plus tard/.test(fold(sentence))) continue;
      const date = findDate(sentence, now, { deadlineInclusive: true });
      if (!date || date.timeOnly) continue;
      return `**Date limite de candidature** : ${frenchDay(isoDay(date.day))} inclus (« ${sentence} ») [${p.n}].`;
    }
  }
  return null;
}

export function screenCv(cv: TaskDocument, offer: TaskDocument, now: Date): string {
  const wanted = offer.passages.filter((p) =>
    requirementSections.test(fold(`${p.section ?? ''} ${p.body.slice(0, 40)}`)),
  );
  const fromOffer = wanted.length ? wanted : offer.passages;
  const requirements: Array<{ item: string; passage: ContextPassage }> = [];
  let yearsWanted: { years: number; passage: ContextPassage } | null = null;
  for (const p of fromOffer) {
    for (const item of itemsOf(p.body)) {
      if (/experience/.test(fold(item)) && yearsSaid(item) !== null) {
        yearsWanted ??= { years: yearsSaid(item)!, passage: p };
        continue;
      }
      if (skillStems(item).length === 0 || item.length > 140) continue;
      requirements.push({ item, passage: p });
    }
  }
  const matched: Array<{ item: string; passage: ContextPassage; evidence: ContextPassage; quote: string }> =
    [];
  const missing: Array<{ item: string; passage: ContextPassage }> = [];
  for (const r of requirements.slice(0, 12)) {
    const stems = skillStems(r.item);
    let best: { p: ContextPassage; share: number } | null = null;
    for (const p of cv.passages) {
      const have = new Set(significantStems(p.body));
      const share = stems.filter((w) => have.has(w)).length / stems.length;
      if (!best || share > best.share) best = { p, share };
    }
    // One word must be there; of two or more, two thirds ("déclarations de TVA", not "TVA" alone).
    if (best && best.share >= (stems.length === 1 ? 1 : 0.66)) {
      const quote =
        sentencesOf(best.p.body)
          .map((s) => ({ s, n: stems.filter((w) => significantStems(s).includes(w)).length }))
          .sort((a, b) => b.n - a.n)[0]?.s ?? best.p.body.slice(0, 160);
      matched.push({ ...r, evidence: best.p, quote: quote.slice(0, 200) });
    } else missing.push(r);
  }
  const experience = experienceOf(cv.passages, now);
  const lines = [`**Présélection : ${cv.name} pour ${offer.name}**`];
  lines.push('**Compétences présentes**');
  lines.push(
    matched.length
      ? matched
          .map((m) => `- ${capitalise(m.item)} [${m.passage.n}] : « ${m.quote} » [${m.evidence.n}]`)
          .join('\n')
      : '- Aucune des compétences demandées n’apparaît dans le CV.',
  );
  lines.push('**Compétences manquantes**');
  lines.push(
    missing.length
      ? missing.map((m) => `- ${capitalise(m.item)} : demandé [${m.passage.n}], absent du CV.`).join('\n')
      : '- Aucune : le CV couvre tout ce que l’offre demande.',
  );
  const enough = yearsWanted && experience ? experience.years >= yearsWanted.years : null;
  const experienceLine = experience
    ? `**Expérience** : ${experience.years} an${experience.years > 1 ? 's' : ''} d’après le CV [${experience.passage.n}]${
        yearsWanted
          ? `, pour ${yearsWanted.years} an${yearsWanted.years > 1 ? 's' : ''} demandés [${yearsWanted.passage.n}]`
          : ''
      }.`
    : `**Expérience** : le CV ne donne pas de durée lisible${yearsWanted ? `, l’offre demande ${yearsWanted.years} an${yearsWanted.years > 1 ? 's' : ''} [${yearsWanted.passage.n}]` : ''}.`;
  lines.push(experienceLine);
  const deadline = applicationDeadline(offer, now);
  if (deadline) lines.push(deadline);
  const share = requirements.length ? matched.length / Math.min(requirements.length, 12) : 0;
  const verdict =
    share >= 0.7 && enough !== false
      ? 'profil à rencontrer en entretien'
      : share >= 0.4
        ? `profil à étudier : ${missing.length} point${missing.length > 1 ? 's' : ''} à vérifier en entretien${enough === false ? ', expérience plus courte que demandé' : ''}`
        : 'profil éloigné du poste';
  lines.push(
    `**Avis** : ${verdict} (${matched.length} compétence${matched.length > 1 ? 's' : ''} sur ${Math.min(requirements.length, 12)}).`,
  );
  return lines.join('\n\n');
}

const keyWords =
  /\b(hausse|baisse|progress|recul|augment|diminu|objectif|recommand|conclu|decid|decision|risque|priorit|resultat|chiffre|total|marge|budget|croissance|retard|propos|retenu|enjeu|doit|devra)/;

/** Spec: the key points of a document, one sentence each, in the document's order, each cited. */
export function summarise(doc: TaskDocument): string {
  const frequency = new Map<string, number>();
  for (const p of doc.passages)
    for (const w of significantStems(p.body)) frequency.set(w, (frequency.get(w) ?? 0) + 1);
  const candidates = doc.passages.flatMap((p, pi) =>
    sentencesOf(p.body).map((s, si) => {
      const folded = fold(s);
      const stems = significantStems(s);
      const central =
        stems.reduce((sum, w) => sum + Math.min(frequency.get(w) ?? 0, 4), 0) / Math.max(stems.length, 4);
      const score =
        central +
        (/\d/.test(s) ? 1.5 : 0) +
        (keyWords.test(folded) ? 1.5 : 0) +
        (si === 0 ? 1 : 0) +
        (/conclusion|synthese|recommandation/.test(fold(p.section ?? '')) ? 1 : 0) -
        (s.length < 40 ? 2 : 0);
      return { p, pi, si, s, score };
    }),
  );
  // The best sentence of each passage first, so the points cover the document, then the best overall.
  const bestOfPassage = [
    ...new Map(
      [...candidates]
        .sort((a, b) => b.score - a.score)
        .reverse()
        .map((c) => [c.pi, c]),
    ).values(),
  ];
  const chosen = bestOfPassage.sort((a, b) => b.score - a.score).slice(0, 6);
  chosen.sort((a, b) => a.pi - b.pi || a.si - b.si);
  const lines = [`**Points clés de ${doc.name}**`];
  lines.push(
    chosen
      .map(
        (c) =>
          `- ${c.p.section ? `**${c.p.section}** : ` : ''}${c.s.length > 260 ? `${c.s.slice(0, 257)}…` : c.s} [${c.p.n}]`,
      )
      .join('\n'),
  );
  lines.push(
    `_Résumé tiré du document : ${chosen.length} point${chosen.length > 1 ? 's' : ''} sur ${doc.passages.length} passage${doc.passages.length > 1 ? 's' : ''} lus._`,
  );
  return lines.join('\n\n');
}

/** Third-person verbs of the first group become infinitives: "prépare" → "préparer". */
function infinitive(phrase: string): string {
  return phrase.replace(/^(\p{L}+?)(e|ent)\b/u, (_, stem: string) => `${stem}er`);
}

const actionSection = /actions?|a faire|taches|suites? a donner|prochaines etapes|decisions?|relevé|releve/;
const actionVerb =
  /^(relancer|preparer|envoyer|mettre|appeler|contacter|organiser|rediger|verifier|commander|planifier|reserver|valider|finaliser|lancer|faire|prevoir|transmettre|presenter|chiffrer|mettre a jour|recruter|former|informer|installer|corriger|rencontrer|publier|signer|tester|creer|ecrire|suivre|prendre|demander|proposer|etudier|rappeler)\b/;

interface ActionItem {
  title: string;
  owner: string | null;
  dueDate: string | null;
  passage: ContextPassage;
}

/** Millie: the action items of meeting notes, with their owner and date when written. */
export function actionItems(doc: TaskDocument, now: Date): ActionItem[] {
  const people = new Set<string>();
  for (const p of doc.passages) {
    if (/presents?|participants/.test(fold(p.section ?? '')))
      for (const m of p.body.matchAll(/\b\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?\b/gu)) people.add(m[0]);
  }
  const items: ActionItem[] = [];
  for (const p of doc.passages) {
    const inActions = actionSection.test(fold(p.section ?? ''));
    for (const raw of p.body.split(/\n|;|(?<=\.)\s+|\s[-–•*]\s/)) {
      let text = raw
        .replace(/^[\s\-*–•\d.)]+/, '')
        .replace(/[.\s]+$/, '')
        .trim();
      if (text.length < 6) continue;
      let owner: string | null = null;
      // "Camille : relancer…", "Relancer… (Camille)", "Camille se charge de…", "Camille prépare…".
      const lead = /^(\p{Lu}\p{Ll}+(?:[- ]\p{Lu}\p{Ll}+)?)\s*(?::|—|–|-)\s*(.+)$/u.exec(text);
      const trail = /^(.+?)\s*\((?:resp\.?\s*:?\s*)?(\p{Lu}\p{Ll}+(?:[- ]\p{Lu}\p{Ll}+)?)\)$/u.exec(text);
      const subject =
        /^(\p{Lu}\p{Ll}+(?:[- ]\p{Lu}\p{Ll}+)?)\s+(?:se charge d[e']|s'occupe d[e']|doit|va|devra|s’occupe d[e’]|se charge de)\s*(.+)$/u.exec(
          text,
        );
      const conjugated = /^(\p{Lu}\p{Ll}+)\s+(\p{Ll}+e)\s+(.+)$/u.exec(text);
      if (lead && (people.has(lead[1]!) || actionVerb.test(fold(lead[2]!))))
        [owner, text] = [lead[1]!, lead[2]!];
      else if (trail) [text, owner] = [trail[1]!, trail[2]!];
      else if (subject) [owner, text] = [subject[1]!, subject[2]!];
      else if (conjugated && people.has(conjugated[1]!) && !/^(est|a)$/.test(conjugated[2]!))
        [owner, text] = [conjugated[1]!, `${infinitive(conjugated[2]!)} ${conjugated[3]!}`];
      const folded = fold(text);
      if (!actionVerb.test(folded) && !(inActions && owner)) {
        // In an "Actions" section an infinitive or a verb-less item is still one to do.
        if (!inActions || /^(le|la|les|l'|un|une|des|il|elle|on|nous|cette|ce)\b/.test(folded)) continue;
      }
      // A deadline in notes ("avant vendredi") is due that day, Friday included.
      const date = findDate(text, now, { deadlineInclusive: true });
      let title = date ? `${text.slice(0, date.index)}${text.slice(date.index + date.text.length)}` : text;
      title = capitalise(
        title
          .replace(/\s{2,}/g, ' ')
          .replace(/\s+([,.;:])/g, '$1')
          .replace(/[\s,;:]+$/, '')
          .trim(),
      );
      if (title.length < 4) continue;
      items.push({ title: title.slice(0, 200), owner, dueDate: date ? isoDay(date.day) : null, passage: p });
    }
  }
  return items.slice(0, 12);
}

/** The proposals of the notes' action items (one each), or the list when nothing can be proposed. */
async function notesIntoTasks(
  doc: TaskDocument,
  now: Date,
  actions: ReplyActions | undefined,
): Promise<string> {
  const items = actionItems(doc, now);
  if (items.length === 0) {
    return `Je n’ai trouvé aucune action à faire dans ${doc.name} [${doc.passages[0]!.n}] : aucune ligne ne dit qui fait quoi. Dites-moi les tâches à créer.`;
  }
  const lines = [
    `**${items.length} tâche${items.length > 1 ? 's' : ''} tirée${items.length > 1 ? 's' : ''} de ${doc.name}**`,
  ];
  const described: string[] = [];
  for (const item of items) {
    const proposal: ActionProposal = {
      kind: 'create_task',
      params: {
        title: item.title,
        dueDate: item.dueDate,
        priority: 'medium',
        assignee: canonicalAssignee(item.owner),
      },
    };
    const who = item.owner ? ` — ${item.owner}` : '';
    const when = item.dueDate
      ? ` — pour le ${new Date(`${item.dueDate}T12:00:00Z`).toLocaleDateString('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Paris' })}`
      : '';
    if (actions) {
      const action = await actions.propose(proposal);
      const state =
        action.status === 'proposed' ? 'à approuver' : action.status === 'executed' ? 'créée' : action.status;
      described.push(`- ${item.title}${who}${when} (${state}) [${item.passage.n}]`);
    } else described.push(`- ${item.title}${who}${when} [${item.passage.n}]`);
  }
  lines.push(described.join('\n'));
  lines.push(
    actions
      ? 'Chaque tâche attend votre accord : approuvez-les ci-dessous ou dans **Approbations**.'
      : 'Connectez-vous pour que je les propose comme tâches à approuver.',
  );
  return lines.join('\n\n');
}

function sourcesLine(context: DocumentContext, text: string): string {
  const cited = new Set([...text.matchAll(/\[(\d{1,3})\]/g)].map((m) => Number(m[1])));
  const used = (context.documents ?? []).filter((d) => d.passages.some((p) => cited.has(p.n)));
  return `**Sources :** ${used.map((d) => d.name).join(' · ')}`;
}

/**
 * The local engine's answer to a task on the documents the message names (context.documents), or
 * null when the message only asks a question (answered from the passages as usual).
 */
export async function localDocumentTask(
  message: string,
  context: DocumentContext | undefined,
  now: Date,
  actions: ReplyActions | undefined,
): Promise<string | null> {
  const documents = context?.documents ?? [];
  if (!context || documents.length === 0) return null;
  const task: DocumentTask = await documentTask(message);
  const ofRole = (role: string) => documents.find((d) => d.role === role);
  let text: string | null = null;
  if (task === 'screen') {
    const cv = ofRole('cv');
    const offer = ofRole('offer');
    if (cv && offer) text = screenCv(cv, offer, now);
    else
      text = `Pour comparer, il me faut ${cv ? 'l’offre d’emploi' : 'le CV'} dans vos **Documents** : ajoutez-${cv ? 'la' : 'le'}, puis redemandez-moi.`;
  } else if (task === 'summarise') {
    const doc = ofRole('report') ?? ofRole('notes') ?? documents[0]!;
    text = summarise(doc);
  } else if (task === 'tasks') {
    const notes = ofRole('notes');
    if (notes) {
      const out = await notesIntoTasks(notes, now, actions);
      return `${out}\n\n${sourcesLine(context, out)}`;
    }
    text =
      'Je ne trouve pas de compte-rendu de réunion dans vos **Documents** : ajoutez-le, puis redemandez-moi.';
  }
  if (text === null) return null;
  return /\[\d+\]/.test(text) ? `${text}\n\n${sourcesLine(context, text)}` : text;
}
