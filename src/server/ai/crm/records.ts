// What the CRM actions (actions/crm-*.ts) do inside the claiming transaction (decision 067): the CRM
// service bound to that transaction, its announcements queued until the commit, and the records a
// proposal names found again in the owner's CRM (an id of another owner is refused, like an unknown one).
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { foldForSearch } from '../../../shared/connectors.ts';
import { createCrmService, crmOwner } from '../../crm/crm.service.ts';
import { crmCompany, crmContact, crmOpportunity } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { ActionContext } from '../actions/action.ts';
import { recordsNamedIn } from './names.ts';

/** The CRM on the claiming transaction: `opportunity.created/moved` go out after the commit. */
export function crmInTransaction({ tx, writes }: ActionContext) {
  return createCrmService(tx, {
    onEvent: (userId, event) => writes.announce(userId, event.type, event.data),
  });
}

const notInCrm = (what: string) => new ApiError(404, 'not_found', `${what} n’existe pas dans votre CRM.`);

/** Rows compared by name: the owner's most recent, bounded (a name is matched in memory). */
const nameRowLimit = 2000;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The company of that name (accents and case forgiven), else a new one. */
export async function companyNamed(context: ActionContext, name: string): Promise<string> {
  const owner = crmOwner(context.userId);
  const folded = foldForSearch(name).trim();
  const rows = await context.tx
    .select({ id: crmCompany.id, name: crmCompany.name })
    .from(crmCompany)
    .where(
      and(eq(crmCompany.workspaceId, owner), sql`${crmCompany.searchText} like ${`%${escapeLike(folded)}%`}`),
    )
    .orderBy(crmCompany.createdAt)
    .limit(50);
  const same = rows.find((row) => foldForSearch(row.name).trim() === folded);
  if (same) return same.id;
  const created = await crmInTransaction(context).companies.create(
    context.userId,
    { name, siren: null, address: '', sector: '' },
    context.tx,
  );
  return created.id;
}

/** The contact of that name, preferably at the company; else a new one at the company. */
export async function contactNamed(
  context: ActionContext,
  name: string,
  companyId: string | null,
): Promise<string> {
  const owner = crmOwner(context.userId);
  const rows = await context.tx
    .select({ id: crmContact.id, name: crmContact.name, companyId: crmContact.companyId })
    .from(crmContact)
    .where(eq(crmContact.workspaceId, owner))
    .orderBy(desc(crmContact.updatedAt))
    .limit(nameRowLimit);
  const named = recordsNamedIn(name, rows, (row) => [row.name]);
  const chosen = named.find((row) => row.companyId === companyId) ?? (named.length === 1 ? named[0] : null);
  if (chosen) return chosen.id;
  const created = await crmInTransaction(context).contacts.create(
    context.userId,
    { name, role: '', email: '', phone: '', companyId },
    context.tx,
  );
  return created.id;
}

export interface FoundOpportunity {
  id: string;
  title: string;
  companyId: string | null;
  contactId: string | null;
}

const opportunityColumns = {
  id: crmOpportunity.id,
  title: crmOpportunity.title,
  companyId: crmOpportunity.companyId,
  contactId: crmOpportunity.contactId,
  companyName: crmCompany.name,
  stage: crmOpportunity.stage,
};

/**
 * The opportunity a proposal designates: by its id, which must be the owner's, else by the name said
 * (its title or its company's), open ones first. Unknown, foreign or ambiguous: a French refusal.
 */
export async function opportunityDesignated(
  context: ActionContext,
  id: string | null,
  said: string,
): Promise<FoundOpportunity> {
  const owner = crmOwner(context.userId);
  const base = context.tx
    .select(opportunityColumns)
    .from(crmOpportunity)
    .leftJoin(crmCompany, eq(crmCompany.id, crmOpportunity.companyId));
  if (id) {
    const [row] = await base.where(and(eq(crmOpportunity.id, id), eq(crmOpportunity.workspaceId, owner)));
    if (!row) throw notInCrm('Cette opportunité');
    return row;
  }
  const rows = await base
    .where(eq(crmOpportunity.workspaceId, owner))
    .orderBy(desc(crmOpportunity.updatedAt))
    .limit(nameRowLimit);
  const open = rows.filter((row) => row.stage !== 'won' && row.stage !== 'lost');
  let named = recordsNamedIn(said, open, (row) => [row.title, row.companyName]);
  if (!named.length) named = recordsNamedIn(said, rows, (row) => [row.title, row.companyName]);
  if (!named.length) throw notInCrm(`L’opportunité « ${said} »`);
  if (named.length > 1)
    throw new ApiError(
      409,
      'crm:ambiguous',
      `Plusieurs opportunités correspondent à « ${said} » : précisez laquelle (son titre).`,
    );
  return named[0]!;
}

/** The contact a proposal designates: by its id (the owner's), else by the name said. */
export async function contactDesignated(
  context: ActionContext,
  id: string | null,
  said: string,
): Promise<{ id: string; companyId: string | null } | null> {
  const owner = crmOwner(context.userId);
  if (id) {
    const [row] = await context.tx
      .select({ id: crmContact.id, companyId: crmContact.companyId })
      .from(crmContact)
      .where(and(eq(crmContact.id, id), eq(crmContact.workspaceId, owner)));
    if (!row) throw notInCrm('Ce contact');
    return row;
  }
  const rows = await context.tx
    .select({ id: crmContact.id, name: crmContact.name, companyId: crmContact.companyId })
    .from(crmContact)
    .where(eq(crmContact.workspaceId, owner))
    .orderBy(desc(crmContact.updatedAt))
    .limit(nameRowLimit);
  const named = recordsNamedIn(said, rows, (row) => [row.name]);
  return named.length === 1 ? named[0]! : null;
}

/** The contact's most recently updated open opportunity, where its next step is written. */
export async function openOpportunityOf(context: ActionContext, contactId: string): Promise<string | null> {
  const [row] = await context.tx
    .select({ id: crmOpportunity.id })
    .from(crmOpportunity)
    .where(
      and(
        eq(crmOpportunity.workspaceId, crmOwner(context.userId)),
        eq(crmOpportunity.contactId, contactId),
        ne(crmOpportunity.stage, 'won'),
        ne(crmOpportunity.stage, 'lost'),
      ),
    )
    .orderBy(desc(crmOpportunity.updatedAt))
    .limit(1);
  return row?.id ?? null;
}
