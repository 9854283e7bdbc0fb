import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { type ErrorCode, errorMessages } from '../../shared/errors.ts';

/** Thrown by services to answer a 4xx with a French message; the app's error handler renders it. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message?: string,
    readonly details?: unknown,
  ) {
    super(message ?? errorMessages[code as keyof typeof errorMessages] ?? errorMessages.internal);
  }
}

export function errorResponse(c: Context, status: ContentfulStatusCode, code: ErrorCode, message?: string) {
  const text = message ?? errorMessages[code as keyof typeof errorMessages] ?? errorMessages.internal;
  return c.json({ error: { code, message: text } }, status);
}
