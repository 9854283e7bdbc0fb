// Suki's triggered runs (decision 075). Database code, reached from skills.ts through a dynamic import only.
import { and, desc, eq } from 'drizzle-orm';
import { frenchDay, isoDay, parisClock, parisInstant } from '../../../../shared/paris-time.ts';
import { companyProfile, memoryFact, project } from '../../../db/schema.ts';
import type { ScheduledRunContext } from '../skill.ts';
import { bullet, eventsBetween } from '../workspace-rows.ts';

const channels = ['Article de blog', 'Post LinkedIn', 'Newsletter', 'Étude de cas'];

/** Suki's month: one publication a week, its subject taken from the user's own calendar, projects and company. */
export async function contentCalendar({ db, userId, now }: ScheduledRunContext): Promise<string> {
  const day = parisClock(now).day;
  const monday = day - ((new Date(day * 86_400_000).getUTCDay() + 6) % 7);
  const weeks = [0, 7, 14, 21].map((offset) => monday + offset + (monday < day ? 7 : 0));
  const [events, projects, [profile], facts] = await Promise.all([
    eventsBetween(db, userId, parisInstant(weeks[0]!, 0), parisInstant(weeks[3]! + 7, 0)),
    db
      .select()
      .from(project)
      .where(and(eq(project.userId, userId), eq(project.sample, false)))
      .orderBy(desc(project.updatedAt))
      .limit(20),
    db.select().from(companyProfile).where(eq(companyProfile.userId, userId)),
    db
      .select({ text: memoryFact.text })
      .from(memoryFact)
      .where(eq(memoryFact.userId, userId))
      .orderBy(desc(memoryFact.createdAt))
      .limit(5),
  ]);
  // Subjects from the user's data, most concrete first; each used once.
  const pool = [
    ...projects.filter((p) => p.status === 'completed').map((p) => `retour d’expérience sur « ${p.name} »`),
    ...projects.filter((p) => p.status === 'active').map((p) => `les coulisses du projet « ${p.name} »`),
    ...(profile?.activity ? [`nos conseils en ${profile.activity}`] : []),
    ...facts.map((f) => f.text),
  ];
  const lines = weeks.map((start, i) => {
    const inWeek = events.filter((e) => {
      const d = parisClock(e.startsAt).day;
      return d >= start && d < start + 7 && !/entretien/i.test(e.title);
    });
    const subject = inWeek[0]
      ? `annoncer « ${inWeek[0].title} » (${frenchDay(isoDay(parisClock(inWeek[0].startsAt).day))})`
      : (pool.shift() ?? 'présenter votre offre et un client satisfait');
    return `Semaine du ${frenchDay(isoDay(start))} — ${channels[i]} : ${subject}`;
  });
  const hint =
    projects.length === 0 && !profile?.activity
      ? '\n\nAstuce : renseignez l’activité de votre entreprise (Paramètres) et vos projets pour des sujets plus précis.'
      : '';
  return `Calendrier éditorial du mois :\n${bullet(lines, '')}${hint}`;
}
