// Confirmed accounts on a server started by the benches (through the loopback outbox, as a user would).
import { readFileSync } from 'node:fs';
import { strongPassword, TestClient } from '../src/server/testing/auth-helpers.ts';

export { strongPassword };

/** Sign-up, then the confirmation link read from the loopback outbox. */
export async function createAccount(baseUrl: string, email: string): Promise<void> {
  const client = new TestClient(baseUrl);
  const res = await client.post('/api/auth/sign-up/email', { email, password: strongPassword, name: 'banc' });
  if (res.status !== 200) throw new Error(`sign-up ${res.status}: ${await res.text()}`);
  const outbox = await (await fetch(`${baseUrl}/outbox`)).text();
  const article = outbox.split('<article').find((part) => part.includes(email));
  const link = /href="(http:\/\/[^/"]+\/api\/auth\/verify-email\?token=[^"]+)"/.exec(article ?? '')?.[1];
  if (!link) throw new Error(`no confirmation mail for ${email}`);
  await client.request(link.replace(/&amp;/g, '&').replace(/^http:\/\/[^/]+/, ''));
}

/** A confirmed, signed-in client. */
export async function signedIn(baseUrl: string, email: string): Promise<TestClient> {
  await createAccount(baseUrl, email);
  const client = new TestClient(baseUrl);
  const res = await client.post('/api/auth/sign-in/email', { email, password: strongPassword });
  if (res.status !== 200) throw new Error(`sign-in ${res.status}: ${await res.text()}`);
  return client;
}

export function cookieHeader(client: TestClient): string {
  return [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
}

export function rssMb(pid: number): number {
  return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
}
