import { eq } from 'drizzle-orm';
import { sampleBaseDate, sampleEvents, sampleProjects, sampleTasks } from '../../shared/sample-workspace.ts';
import type { Db } from '../db/client.ts';
import { calendarEvent, project, task, workspaceSeed } from '../db/schema.ts';

// A new workspace starts with SPEC.md's sample projects, tasks and events, so the pages are not
// empty. Dates are moved so the sample reads as "this week" whenever the account is created.

const dayMs = 86_400_000;

/** Work already done on the sample projects, so their progress reads like SPEC.md's. */
const doneTasks: Record<string, string[]> = {
  'proj-site': [
    'Audit de l’existant et des performances mobiles',
    'Nouvelle charte graphique validée',
    'Arborescence du nouveau site',
    'Rédaction des pages produits',
  ],
  'proj-offre-pro': [
    'Étude des prix de la concurrence',
    'Entretiens avec dix clients actuels',
    'Choix des fonctionnalités de l’offre Pro',
    'Maquette de la page de vente',
  ],
  'proj-crm': ['Choix de l’éditeur du CRM'],
  'proj-support': ['Fiche de poste de chargé de support'],
  'proj-iso': [
    'Analyse des risques',
    'Politique de sécurité rédigée',
    'Audit blanc',
    'Passage de l’audit de certification',
  ],
};

/** Open work beyond SPEC.md's urgent tasks, for the same reason. */
const openTasks: Record<string, string[]> = {
  'proj-offre-pro': ['Préparer la campagne emailing d’annonce'],
  'proj-crm': [
    'Nettoyer les doublons de contacts',
    'Configurer les étapes du pipeline',
    'Importer les opportunités en cours',
    'Former l’équipe commerciale',
    'Couper l’ancien CRM',
  ],
  'proj-support': ['Organiser les entretiens', 'Préparer le parcours d’intégration'],
};

function shift(isoDay: string, days: number): string {
  return new Date(Date.parse(isoDay) + days * dayMs).toISOString().slice(0, 10);
}

/**
 * Seeds the sample once per user: the marker row is inserted first, in the same transaction, so two
 * concurrent first visits cannot both seed. Returns true when this call seeded.
 */
export async function seedSampleWorkspace(db: Db, userId: string, now = new Date()): Promise<boolean> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  // Whole weeks, so the sample keeps its weekdays: the meetings fall on this week's Tuesday to Thursday.
  const offset = Math.floor((today - Date.parse(sampleBaseDate)) / dayMs / 7) * 7;
  return db.transaction(async (tx) => {
    const marked = await tx.insert(workspaceSeed).values({ userId }).onConflictDoNothing().returning();
    if (marked.length === 0) return false;
    const owner = { userId, workspaceId: userId };
    const projects = await tx
      .insert(project)
      .values(
        sampleProjects.map((p) => ({
          ...owner,
          name: p.name,
          description: p.description,
          status: p.status,
          priority: p.priority,
          dueDate: shift(p.due_date, offset),
          teamSize: p.team_size,
          source: 'sample',
        })),
      )
      .returning({ id: project.id, name: project.name });
    const idOf = new Map(projects.map((row, i) => [sampleProjects[i]!.id, row.id]));
    const idByName = new Map(projects.map((row) => [row.name, row.id]));
    const rows: Array<typeof task.$inferInsert> = [];
    for (const t of sampleTasks) {
      rows.push({
        ...owner,
        title: t.title,
        projectId: idByName.get(t.project) ?? null,
        assignee: t.assigned_to,
        dueDate: shift(t.due_date, offset),
        priority: t.priority,
        status: t.status,
        source: 'sample',
      });
    }
    for (const p of sampleProjects) {
      const due = shift(p.due_date, offset);
      for (const title of doneTasks[p.id] ?? [])
        rows.push({
          ...owner,
          title,
          projectId: idOf.get(p.id)!,
          status: 'done',
          dueDate: due,
          source: 'sample',
        });
      for (const title of openTasks[p.id] ?? [])
        rows.push({
          ...owner,
          title,
          projectId: idOf.get(p.id)!,
          status: 'todo',
          dueDate: due,
          source: 'sample',
        });
    }
    await tx.insert(task).values(rows);
    await tx.insert(calendarEvent).values(
      sampleEvents.map((e) => ({
        ...owner,
        title: e.title,
        startsAt: new Date(Date.parse(e.start) + offset * dayMs),
        endsAt: new Date(Date.parse(e.end) + offset * dayMs),
        attendees: [...e.attendees],
        source: 'sample',
      })),
    );
    return true;
  });
}

/** Whether the user's workspace was seeded (for tests and the first-visit check). */
export async function isSeeded(db: Db, userId: string): Promise<boolean> {
  const rows = await db.select().from(workspaceSeed).where(eq(workspaceSeed.userId, userId));
  return rows.length > 0;
}

// Users already seeded, per database: saves a query per request (the marker row is the truth).
const seededUsers = new WeakMap<Db, Set<string>>();

/** Seeds the user's workspace on first use (pages, AI employees); a no-op afterwards. */
export async function ensureSeeded(db: Db, userId: string): Promise<void> {
  let users = seededUsers.get(db);
  if (!users) {
    users = new Set();
    seededUsers.set(db, users);
  }
  if (users.has(userId)) return;
  await seedSampleWorkspace(db, userId);
  users.add(userId);
}
