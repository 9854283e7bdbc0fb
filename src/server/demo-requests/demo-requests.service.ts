import type { z } from 'zod';
import type { demoRequestSchema } from '../../shared/ai-tools.ts';
import type { Db } from '../db/client.ts';
import { demoRequest } from '../db/schema.ts';

// 'Programmer une démo personnalisée' (/demo-examples): a visitor's request, kept for the sales team.

export function createDemoRequestsService(db: Db) {
  return {
    async record(input: z.infer<typeof demoRequestSchema>): Promise<void> {
      await db.insert(demoRequest).values(input);
    },
  };
}

export type DemoRequestsService = ReturnType<typeof createDemoRequestsService>;
