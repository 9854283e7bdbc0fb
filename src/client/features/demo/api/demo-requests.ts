import type { z } from 'zod';
import type { demoRequestSchema } from '../../../../shared/ai-tools.ts';
import { apiFetch } from '../../../lib/api.ts';

export type DemoRequest = z.infer<typeof demoRequestSchema>;

/** 'Programmer une démo personnalisée' (public, limited per IP by the server). */
export function sendDemoRequest(request: DemoRequest): Promise<{ message: string }> {
  return apiFetch<{ message: string }>('/api/demo-requests', { json: request });
}
