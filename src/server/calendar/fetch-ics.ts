import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { ApiError } from '../http/errors.ts';
import {
  BlockedAddressError,
  guardedLookup,
  ipLiteralHost,
  isPrivateAddress,
  type Resolve,
  systemResolve,
} from '../webhooks/ssrf.ts';

// Reads a calendar URL for an import, through the webhooks' SSRF guard (every address checked at connection
// time, redirects included), bounded in time and size. Every failure is a French 4xx naming what went wrong.

export interface FetchIcsOptions {
  allowPrivate: boolean;
  resolve?: Resolve;
  timeoutMs?: number;
  maxBytes?: number;
}

const maxRedirects = 3;

function fail(message: string): ApiError {
  return new ApiError(422, 'calendar_fetch', message);
}

export async function fetchIcs(url: string, options: FetchIcsOptions): Promise<string> {
  const { timeoutMs = 10_000, maxBytes = 2_000_000 } = options;
  let target = new URL(url);
  for (let hop = 0; hop <= maxRedirects; hop++) {
    const answer = await get(target, options, timeoutMs, maxBytes);
    if ('redirect' in answer) {
      target = new URL(answer.redirect, target);
      if (!/^https?:$/.test(target.protocol)) throw fail('Le calendrier redirige vers une adresse invalide.');
      continue;
    }
    return answer.body;
  }
  throw fail('Le calendrier redirige trop de fois.');
}

function get(
  target: URL,
  options: FetchIcsOptions,
  timeoutMs: number,
  maxBytes: number,
): Promise<{ body: string } | { redirect: string }> {
  return new Promise((resolve, reject) => {
    const literal = ipLiteralHost(target);
    if (!options.allowPrivate && literal && isPrivateAddress(literal)) {
      reject(fail(new BlockedAddressError(literal).message));
      return;
    }
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(target, {
      method: 'GET',
      headers: { accept: 'text/calendar, text/plain;q=0.5', 'user-agent': 'Septime-Calendar/1.0' },
      lookup: guardedLookup(options.allowPrivate, options.resolve ?? systemResolve) as never,
    });
    const deadline = setTimeout(() => {
      req.destroy();
      reject(fail('Le serveur du calendrier n’a pas répondu à temps.'));
    }, timeoutMs);
    const done = (finish: () => void) => {
      clearTimeout(deadline);
      finish();
    };
    req.on('error', (err) => done(() => reject(failureOf(err))));
    req.on('response', (res: IncomingMessage) => {
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400 && res.headers.location) {
        res.resume();
        done(() => resolve({ redirect: res.headers.location! }));
        return;
      }
      if (status !== 200) {
        res.resume();
        done(() => reject(fail(`Le serveur du calendrier a répondu ${status}.`)));
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) {
          req.destroy();
          done(() => reject(fail('Le calendrier dépasse 2 Mo.')));
          return;
        }
        chunks.push(chunk);
      });
      res.on('end', () => done(() => resolve({ body: Buffer.concat(chunks).toString('utf8') })));
      res.on('error', (err) => done(() => reject(failureOf(err))));
    });
    req.end();
  });
}

function failureOf(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  if (err instanceof BlockedAddressError) return fail(err.message);
  const code = (err as { code?: string }).code;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return fail('Nom de domaine du calendrier introuvable.');
  if (code === 'ECONNREFUSED') return fail('Connexion refusée par le serveur du calendrier.');
  return fail('Le calendrier n’a pas pu être lu à cette adresse.');
}
