import type { Context } from 'hono';
import { z } from 'zod';
import { ApiError } from './errors.ts';

// Zod's own messages (wrong type, missing field) in French; our schemas give their own where it matters.
z.config(z.locales.fr());

/** A zod issue in French, naming the field when the locale's message does not. */
export function describeIssue(issue: z.core.$ZodIssue): string {
  const field = issue.path.join('.');
  // The locale's generic messages do not name the field: add it so the caller knows which one.
  return field && issue.message.startsWith('Entrée invalide')
    ? `${issue.message} (champ « ${field} »)`
    : issue.message;
}

/** Parses a JSON body with a zod schema: bad JSON or a broken rule is a 400 with a French message. */
export async function parseJsonBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ApiError(400, 'validation:json');
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new ApiError(400, 'validation:body', first ? describeIssue(first) : undefined);
  }
  return parsed.data;
}

/** Same for a route or query parameter (an id in the path, a filter in the query). */
export function parseParam<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new ApiError(400, 'validation:param', first ? describeIssue(first) : undefined);
  }
  return parsed.data;
}
