import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { outboxMessage } from '../db/schema.ts';

/** A minimal cookie-keeping HTTP client for API tests, sending the Origin a browser would. */
export class TestClient {
  cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  async request(path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (!headers.has('origin')) headers.set('origin', this.baseUrl);
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    const res = await fetch(`${this.baseUrl}${path}`, {
      ...init,
      headers,
      body,
      method: init.method ?? (body ? 'POST' : 'GET'),
      redirect: 'manual',
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair!.split('=');
      const text = value.join('=');
      if (text === '' || /max-age=0/i.test(cookie)) this.cookies.delete(name!);
      else this.cookies.set(name!, text);
    }
    return res;
  }

  post(path: string, json: unknown, headers?: HeadersInit) {
    return this.request(path, { method: 'POST', json, headers });
  }
}

/** The newest link of the given kind mailed to this address (from the outbox). */
export async function lastMailedLink(db: Db, to: string, kind: string): Promise<string> {
  const rows = await db
    .select()
    .from(outboxMessage)
    .where(eq(outboxMessage.to, to))
    .orderBy(desc(outboxMessage.createdAt));
  const message = rows.find((row) => row.meta?.kind === kind);
  if (!message?.meta?.link) throw new Error(`no ${kind} mail for ${to}`);
  return message.meta.link;
}

export const strongPassword = 'Septime-Test-2026!';

let counter = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}.${Date.now()}.${counter++}@example.fr`;

/** Signs up, follows the confirmation link and returns a signed-in client. */
export async function signedInClient(
  baseUrl: string,
  db: Db,
  email = uniqueEmail(),
  password = strongPassword,
) {
  const client = new TestClient(baseUrl);
  const signUp = await client.post('/api/auth/sign-up/email', { email, password, name: email.split('@')[0] });
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  // The account's id, so tests need not look it up again by email.
  const { user } = (await signUp.json()) as { user: { id: string } };
  const link = await lastMailedLink(db, email, 'verification');
  const verify = await client.request(link.replace(baseUrl, ''));
  if (verify.status !== 302) throw new Error(`verification failed: ${verify.status} ${await verify.text()}`);
  return { client, email, password, userId: user.id };
}

/** Pays Pro in the payment sandbox, with a test card, for this signed-in client's organisation. */
export async function payProInSandbox(client: TestClient): Promise<void> {
  const checkout = await client.post('/api/billing/create-checkout', { plan: 'pro' });
  if (checkout.status !== 200)
    throw new Error(`checkout failed: ${checkout.status} ${await checkout.text()}`);
  const { url } = (await checkout.json()) as { url: string };
  const paid = await client.post(
    `/api/billing/sandbox/checkouts/${new URL(url).pathname.split('/').pop()}/pay`,
    {
      cardNumber: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
      name: 'Claire Martin',
      payNow: true,
    },
  );
  if (paid.status !== 200) throw new Error(`payment failed: ${paid.status} ${await paid.text()}`);
}
