import { eq } from 'drizzle-orm';
import type { ConnectorRequest } from '../../shared/connectors.ts';
import type { Db } from '../db/client.ts';
import { connectorInterest, connectorRequest, newsletterSubscription } from '../db/schema.ts';

/** Database access of the public pages (newsletter, connectors catalogue), as named functions. */
export function createPublicContentService(db: Db) {
  return {
    /** Idempotent: a second subscription with the same address changes nothing. */
    async subscribe(email: string): Promise<void> {
      await db.insert(newsletterSubscription).values({ email }).onConflictDoNothing();
    },

    /** Idempotent per user and connector. */
    async recordInterest(userId: string, connectorId: string): Promise<void> {
      await db.insert(connectorInterest).values({ userId, connectorId }).onConflictDoNothing();
    },

    async interestsOf(userId: string): Promise<string[]> {
      const rows = await db
        .select({ connectorId: connectorInterest.connectorId })
        .from(connectorInterest)
        .where(eq(connectorInterest.userId, userId))
        .orderBy(connectorInterest.createdAt);
      return rows.map((row) => row.connectorId);
    },

    async createRequest(input: ConnectorRequest, userId: string | null): Promise<string> {
      const [row] = await db
        .insert(connectorRequest)
        .values({ name: input.name, useCase: input.useCase, email: input.email, userId })
        .returning({ id: connectorRequest.id });
      return row!.id;
    },
  };
}

export type PublicContentService = ReturnType<typeof createPublicContentService>;
