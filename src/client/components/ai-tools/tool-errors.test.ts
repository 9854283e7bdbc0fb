import { describe, expect, it } from 'vitest';
import { quotaExceededMessage } from '../../../shared/ai-tools-model.ts';
import { ApiRequestError } from '../../lib/api.ts';
import { failureDescription, isQuotaError } from './tool-errors.ts';

describe('failureDescription', () => {
  const fallback = "Impossible d'exécuter la tâche";

  it("shows the server's message for the daily quota", () => {
    const error = new ApiRequestError(429, 'quota:ai_tasks', quotaExceededMessage);
    expect(isQuotaError(error)).toBe(true);
    expect(failureDescription(error, fallback)).toBe(quotaExceededMessage);
  });

  it('falls back to the default for an internal error or anything unexpected', () => {
    expect(failureDescription(new ApiRequestError(500, 'internal', 'Une erreur interne'), fallback)).toBe(
      fallback,
    );
    expect(failureDescription(new TypeError('boom'), fallback)).toBe(fallback);
    expect(isQuotaError(new ApiRequestError(429, 'rate_limit', 'Trop de requêtes.'))).toBe(false);
  });
});
