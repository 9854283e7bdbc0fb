import type { ImapFlow } from 'imapflow';
import { ApiError } from '../http/errors.ts';
import {
  BlockedAddressError,
  checkedAddress,
  type PrivatePolicy,
  type Resolve,
  systemResolve,
} from '../outgoing/address-guard.ts';

// The IMAP side of the mailbox: one bounded connection (timeouts on connect, greeting and socket), its
// faults told in French. The mailbox is always opened read-only (EXAMINE): Septime never deletes, moves
// or marks anything on the server.

export interface ImapSettings {
  imapHost: string;
  imapPort: number;
  imapTls: boolean;
  username: string;
}

/** How mail servers are reached: CONNECTORS_ALLOW_PRIVATE (tests) and the resolver. */
export interface MailGuard {
  allowPrivate: PrivatePolicy;
  resolve?: Resolve;
}

/**
 * The address to open a mail connection to (decision 057): every address of the host checked, and the
 * connection made to the very address checked (TLS still verifies the host's name), never resolved again.
 */
export async function checkedMailHost(
  host: string,
  port: number,
  guard: MailGuard,
  service: 'IMAP' | 'SMTP',
): Promise<{ host: string; servername: string | undefined }> {
  try {
    const { address } = await checkedAddress(host, port, guard.allowPrivate, guard.resolve ?? systemResolve);
    return { host: address, servername: address === host ? undefined : host };
  } catch (err) {
    if (err instanceof BlockedAddressError) throw new ApiError(422, 'mailbox_blocked', err.message);
    throw new ApiError(422, 'mailbox_unreachable', `Le serveur ${service} ${host} est introuvable.`);
  }
}

/** imapflow is loaded on first use: most processes never open a mailbox (decision 045). */
export async function imapClient(
  settings: ImapSettings,
  password: string,
  guard: MailGuard,
): Promise<ImapFlow> {
  const target = await checkedMailHost(settings.imapHost, settings.imapPort, guard, 'IMAP');
  const { ImapFlow } = await import('imapflow');
  const client = new ImapFlow({
    host: target.host,
    ...(target.servername ? { servername: target.servername } : {}),
    port: settings.imapPort,
    secure: settings.imapTls,
    auth: { user: settings.username, pass: password },
    logger: false,
    connectionTimeout: 15_000,
    greetingTimeout: 10_000,
    socketTimeout: 60_000,
  });
  // A socket error after connect must not crash the process: the running command rejects instead.
  client.on('error', () => {});
  return client;
}

/** The fault of an IMAP session as a French 422 (wrong password, server down, TLS, timeout). */
export function imapFault(err: unknown, settings: ImapSettings): ApiError {
  const e = err as { authenticationFailed?: boolean; code?: string; message?: string };
  const where = `${settings.imapHost}:${settings.imapPort}`;
  if (e.authenticationFailed || e.code === 'AUTHENTICATIONFAILED') {
    return new ApiError(
      422,
      'mailbox_auth',
      'Identifiant ou mot de passe refusé par le serveur IMAP. Utilisez un mot de passe d’application.',
    );
  }
  if (e.code === 'ECONNREFUSED') {
    return new ApiError(422, 'mailbox_unreachable', `Le serveur IMAP ne répond pas sur ${where}.`);
  }
  if (e.code === 'ENOTFOUND' || e.code === 'EAI_AGAIN') {
    return new ApiError(422, 'mailbox_unreachable', `Le serveur IMAP ${settings.imapHost} est introuvable.`);
  }
  if (e.code === 'ETIMEDOUT' || e.code === 'CONNECT_TIMEOUT' || e.code === 'GREETING_TIMEOUT') {
    return new ApiError(422, 'mailbox_unreachable', `Le serveur IMAP ${where} n’a pas répondu à temps.`);
  }
  if (/ssl|tls|certificate|wrong version number/i.test(`${e.code ?? ''} ${e.message ?? ''}`)) {
    return new ApiError(
      422,
      'mailbox_tls',
      `La connexion chiffrée (TLS) avec ${where} a échoué : vérifiez le port et l’option TLS.`,
    );
  }
  return new ApiError(422, 'mailbox_failed', `La connexion IMAP à ${where} a échoué.`);
}
