import { TOTP, URI } from 'otpauth';
import type { TestClient } from './auth-helpers.ts';

// Two-factor authentication in API tests (decision 074): the code an authenticator app would show,
// computed from the otpauth:// URI the server gave, with a maintained TOTP library (not better-auth's).

/**
 * The authenticator app of a test. `code()` is the next code the server has not seen: a code is good
 * once (auth/totp-replay.ts), so a second sign-in within the same 30 seconds sends the next period's
 * code, which the server accepts a period early (better-auth's window of ±1). `current()` only reads.
 */
export function authenticatorFor(totpURI: string) {
  const totp = URI.parse(totpURI);
  if (!(totp instanceof TOTP)) throw new Error(`not a TOTP URI: ${totpURI}`);
  const stepOf = (timestamp: number) => Math.floor(timestamp / 1000 / totp.period);
  let lastStep = Number.NEGATIVE_INFINITY;
  return {
    totp,
    current: () => totp.generate(),
    code: () => {
      const step = Math.max(stepOf(Date.now()), lastStep + 1);
      if (step > stepOf(Date.now()) + 1) throw new Error('no fresh TOTP code before the next period');
      lastStep = step;
      return totp.generate({ timestamp: step * totp.period * 1000 });
    },
  };
}

/** Enables the second factor of a signed-in client: the setup, then the code that confirms it. */
export async function enableTwoFactor(client: TestClient, password: string) {
  const setup = await client.post('/api/auth/two-factor/enable', { password });
  if (setup.status !== 200) throw new Error(`enable failed: ${setup.status} ${await setup.text()}`);
  const { totpURI, backupCodes } = (await setup.json()) as { totpURI: string; backupCodes: string[] };
  const authenticator = authenticatorFor(totpURI);
  const confirmed = await client.post('/api/auth/two-factor/verify-totp', { code: authenticator.code() });
  if (confirmed.status !== 200)
    throw new Error(`confirmation failed: ${confirmed.status} ${await confirmed.text()}`);
  return { totpURI, backupCodes, ...authenticator };
}
