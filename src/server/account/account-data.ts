import { eq, getTableColumns, getTableName, inArray, is, type SQL } from 'drizzle-orm';
import { getTableConfig, type PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import * as schema from '../db/schema.ts';

// What a user owns, found from the schema itself: every table with a user_id column, plus the tables
// whose rows hang off one of those by a cascading foreign key (a conversation's messages). Tables
// that other branches add later are included without touching this file.

/** Never exported: password hashes, session and OAuth tokens, signing secrets, TOTP backup codes. */
const secretColumns = new Set([
  'password',
  'backup_codes',
  'token',
  'access_token',
  'refresh_token',
  'id_token',
  'secret',
  'token_hash',
]);

interface OwnedTable {
  name: string;
  table: PgTable;
  /** Which rows are the user's. */
  where(userId: string, db: Db): SQL;
}

function allTables(): PgTable[] {
  return (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
}

function userIdColumn(table: PgTable): PgColumn | undefined {
  return Object.values(getTableColumns(table)).find((column) => column.name === 'user_id');
}

export function userOwnedTables(): OwnedTable[] {
  const tables = allTables();
  const owned: OwnedTable[] = [];
  for (const table of tables) {
    const column = userIdColumn(table);
    if (column) owned.push({ name: getTableName(table), table, where: (userId) => eq(column, userId) });
  }
  const direct = new Map(owned.map((o) => [o.table, o]));
  for (const table of tables) {
    if (direct.has(table) || table === schema.user) continue;
    for (const fk of getTableConfig(table).foreignKeys) {
      const reference = fk.reference();
      const parent = direct.get(reference.foreignTable);
      if (!parent || fk.onDelete !== 'cascade' || reference.columns.length !== 1) continue;
      const [childColumn] = reference.columns;
      const [parentColumn] = reference.foreignColumns;
      owned.push({
        name: getTableName(table),
        table,
        where: (userId, db) =>
          inArray(
            childColumn!,
            db.select({ id: parentColumn! }).from(parent.table).where(parent.where(userId, db)),
          ),
      });
      break;
    }
  }
  return owned;
}

function withoutSecrets(table: PgTable, row: Record<string, unknown>): Record<string, unknown> {
  const columns = getTableColumns(table);
  const clean: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (secretColumns.has(columns[key]?.name ?? key)) continue;
    // A document's file is exported in base64 (JSON would spell each byte as a numbered key).
    clean[key] = value instanceof Uint8Array ? Buffer.from(value).toString('base64') : value;
  }
  return clean;
}

/** Every row the user owns, table by table, secrets left out. */
export async function exportUserData(db: Db, userId: string) {
  const [profile] = await db.select().from(schema.user).where(eq(schema.user.id, userId));
  const tables: Record<string, Array<Record<string, unknown>>> = {};
  for (const owned of userOwnedTables()) {
    const rows = await db.select().from(owned.table).where(owned.where(userId, db));
    tables[owned.name] = rows.map((row) => withoutSecrets(owned.table, row as Record<string, unknown>));
  }
  return { format: 'septime-export', version: 1, user: profile ?? null, tables };
}

/**
 * Kept after the account is gone, detached from it (user_id set to null): invoices and credit notes,
 * which the seller must keep 10 years (art. L123-22 du Code de commerce, art. 289 du CGI). Each one
 * carries the buyer's legal details as invoiced (its `buyer` snapshot) and its PDF (decision
 * 037).
 */
export const keptByLaw: ReadonlySet<PgTable> = new Set([schema.invoice]);

/**
 * Removes the account and everything it owns, but the invoices (keptByLaw), detached. Rows whose
 * foreign key would only be set to null (a connector request) are deleted explicitly first; the rest
 * goes with the user's row by cascade.
 */
export async function deleteUserData(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(schema.invoice).set({ userId: null }).where(eq(schema.invoice.userId, userId));
    for (const owned of userOwnedTables()) {
      if (keptByLaw.has(owned.table)) continue;
      const column = userIdColumn(owned.table);
      if (column) await tx.delete(owned.table).where(eq(column, userId));
    }
    await tx.delete(schema.user).where(eq(schema.user.id, userId));
  });
}
