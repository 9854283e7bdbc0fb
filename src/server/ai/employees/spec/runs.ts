// Spec's triggered runs (decision 075). Database code, reached from skills.ts through a dynamic import only.
import { and, desc, eq, inArray } from 'drizzle-orm';
import { companyProfile, document, documentPassage, memoryFact } from '../../../db/schema.ts';
import type { ScheduledRunContext } from '../skill.ts';
import { bullet } from '../workspace-rows.ts';

/** Spec's week: the company documents added this week, with their opening lines; else what is remembered. */
export async function watchSummary({ db, userId, now }: ScheduledRunContext): Promise<string> {
  const weekAgo = new Date(now.getTime() - 7 * 86_400_000);
  const [docs, [profile]] = await Promise.all([
    db
      .select({
        id: document.id,
        name: document.name,
        createdAt: document.createdAt,
        status: document.status,
      })
      .from(document)
      .where(eq(document.userId, userId))
      .orderBy(desc(document.createdAt))
      .limit(50),
    db.select().from(companyProfile).where(eq(companyProfile.userId, userId)),
  ]);
  const about = [profile?.name, profile?.activity, profile?.city].filter(Boolean).join(', ');
  const title = `Veille de la semaine${about ? ` — ${about}` : ''}`;
  if (docs.length > 0) {
    const fresh = docs.filter((d) => d.createdAt >= weekAgo).slice(0, 5);
    const openings = fresh.length
      ? await db
          .select({ documentId: documentPassage.documentId, body: documentPassage.body })
          .from(documentPassage)
          .where(
            and(
              inArray(
                documentPassage.documentId,
                fresh.map((d) => d.id),
              ),
              eq(documentPassage.position, 0),
            ),
          )
      : [];
    const opening = new Map(openings.map((o) => [o.documentId, o.body.replace(/\s+/g, ' ').trim()]));
    const lines = fresh.map((d) => {
      const text = opening.get(d.id);
      const excerpt = text
        ? ` : « ${text.length > 160 ? `${text.slice(0, 157)}…` : text} »`
        : ' (pas de texte lisible)';
      return `${d.name}${excerpt}`;
    });
    return `${title} :\n${bullet(lines, `Aucun nouveau document cette semaine (${docs.length} dans Documents).`)}${
      fresh.length
        ? `\n\n${fresh.length} document${fresh.length > 1 ? 's' : ''} ajouté${fresh.length > 1 ? 's' : ''} cette semaine, ${docs.length} au total.`
        : ''
    }`;
  }
  // No document yet: what the employees remember of the company.
  const facts = await db
    .select({ text: memoryFact.text, createdAt: memoryFact.createdAt })
    .from(memoryFact)
    .where(eq(memoryFact.userId, userId))
    .orderBy(desc(memoryFact.createdAt))
    .limit(20);
  if (facts.length === 0 && !about)
    return 'Veille de la semaine : ajoutez les documents de votre entreprise (page Documents) pour que Spec en tire un résumé.';
  const fresh = facts.filter((f) => f.createdAt >= weekAgo);
  return `${title} :\n${bullet(
    (fresh.length ? fresh : facts.slice(0, 5)).map((f) => f.text),
    'Rien de nouveau cette semaine.',
  )}${fresh.length ? `\n\n${fresh.length} information${fresh.length > 1 ? 's' : ''} ajoutée${fresh.length > 1 ? 's' : ''} cette semaine.` : ''}\n\nAjoutez vos documents (page Documents) pour une veille plus complète.`;
}
