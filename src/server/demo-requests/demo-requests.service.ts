import { desc } from 'drizzle-orm';
import type { z } from 'zod';
import type { demoRequestSchema } from '../../shared/ai-tools.ts';
import type { ReceivedRequest } from '../../shared/ai-tools-model.ts';
import type { Db } from '../db/client.ts';
import { demoRequest } from '../db/schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import { requestReceivedEmail } from '../mail/templates.ts';

// 'Programmer une démo personnalisée' (/demo-examples) and 'Créer mon IA Sur Mesure' (the landing): a
// visitor's request, kept for the operators (ADMIN_EMAILS, on /security) and confirmed to its sender.

const listed = 50;

export function createDemoRequestsService(db: Db, mailer: Mailer) {
  return {
    async record(input: z.output<typeof demoRequestSchema>): Promise<void> {
      await db.insert(demoRequest).values(input);
      // After the row: a mail that fails leaves the request kept (the SMTP queue retries it anyway).
      await mailer.send(requestReceivedEmail(input.email, input.kind));
    },
    /** The newest requests, for the operators' view. */
    async recent(): Promise<ReceivedRequest[]> {
      const rows = await db.select().from(demoRequest).orderBy(desc(demoRequest.createdAt)).limit(listed);
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },
  };
}

export type DemoRequestsService = ReturnType<typeof createDemoRequestsService>;
