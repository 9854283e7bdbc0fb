import { ApiError } from '../http/errors.ts';
import type { PrivatePolicy, Resolve } from '../outgoing/address-guard.ts';
import { createGuardedFetch, OutgoingError } from '../outgoing/guarded-fetch.ts';

// Reads a calendar URL for an import through the guarded client (decision 057): every hop's address
// checked at connection time, at most 3 redirects, 2 MB, 10 s for the whole. Every failure is a French 422.

export interface FetchIcsOptions {
  allowPrivate: PrivatePolicy;
  resolve?: Resolve;
  timeoutMs?: number;
  maxBytes?: number;
}

function fail(message: string): ApiError {
  return new ApiError(422, 'calendar_fetch', message);
}

const failures: Partial<Record<OutgoingError['kind'], string>> = {
  timeout: 'Le serveur du calendrier n’a pas répondu à temps.',
  too_large: 'Le calendrier dépasse 2 Mo.',
  too_many_redirects: 'Le calendrier redirige trop de fois.',
  redirect: 'Le calendrier redirige vers une adresse invalide.',
  not_found: 'Nom de domaine du calendrier introuvable.',
  refused: 'Connexion refusée par le serveur du calendrier.',
  failed: 'Le calendrier n’a pas pu être lu à cette adresse.',
};

export async function fetchIcs(url: string, options: FetchIcsOptions): Promise<string> {
  const guarded = createGuardedFetch({
    allowPrivate: options.allowPrivate,
    resolve: options.resolve,
    maxHops: 3,
    timeoutMs: options.timeoutMs ?? 10_000,
    maxBytes: options.maxBytes ?? 2_000_000,
  });
  try {
    const res = await guarded(url, {
      headers: { accept: 'text/calendar, text/plain;q=0.5', 'user-agent': 'Septime-Calendar/1.0' },
    });
    if (res.status !== 200) throw fail(`Le serveur du calendrier a répondu ${res.status}.`);
    return await res.text();
  } catch (err) {
    if (err instanceof OutgoingError) throw fail(failures[err.kind] ?? err.message);
    throw err;
  }
}
