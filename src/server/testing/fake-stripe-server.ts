import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One call the fake received: method, path and the form fields as Stripe's client encoded them. */
export interface FakeStripeCall {
  method: string;
  path: string;
  form: Record<string, string>;
  authorization: string | undefined;
}

interface FakePrice {
  id: string;
  object: 'price';
  currency: string;
  unit_amount: number;
  lookup_key: string | null;
  active: boolean;
  recurring: { interval: string };
}

/**
 * A local HTTP server speaking the part of Stripe's API that payments/stripe-provider.ts calls
 * (balance, prices, checkout sessions, subscriptions, billing portal sessions), so tests drive the official `stripe` client.
 */
export async function startFakeStripe() {
  const calls: FakeStripeCall[] = [];
  const prices = new Map<string, FakePrice>();
  const sessions = new Map<string, Record<string, unknown>>();
  const subscriptions = new Map<string, Record<string, unknown>>();

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomUUID()}` });
    res.end(JSON.stringify(body));
  };
  const notFound = (res: ServerResponse, what: string) =>
    send(res, 404, { error: { type: 'invalid_request_error', message: `No such ${what}` } });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://stripe.local');
    const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
    const method = req.method ?? 'GET';
    calls.push({ method, path: url.pathname, form, authorization: req.headers.authorization });
    if (req.headers.authorization !== `Bearer ${fake.apiKey}`) {
      return send(res, 401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
      });
    }
    const parts = url.pathname.split('/').filter(Boolean); // ['v1', ...]
    const route = `${method} /${parts.slice(1).join('/')}`;

    if (route === 'GET /balance')
      return send(res, 200, { object: 'balance', livemode: false, available: [] });
    if (route === 'GET /prices') {
      const keys = url.searchParams.getAll('lookup_keys[]').concat(url.searchParams.getAll('lookup_keys[0]'));
      const data = [...prices.values()].filter(
        (p) => p.active && p.lookup_key && keys.includes(p.lookup_key),
      );
      return send(res, 200, { object: 'list', data, has_more: false, url: '/v1/prices' });
    }
    if (method === 'GET' && parts[1] === 'prices' && parts[2]) {
      const price = prices.get(parts[2]);
      return price ? send(res, 200, price) : notFound(res, `price: '${parts[2]}'`);
    }
    if (route === 'POST /prices') {
      const price: FakePrice = {
        id: `price_${randomUUID().slice(0, 8)}`,
        object: 'price',
        currency: form.currency ?? 'eur',
        unit_amount: Number(form.unit_amount),
        lookup_key: form.lookup_key ?? null,
        active: true,
        recurring: { interval: form['recurring[interval]'] ?? 'month' },
      };
      prices.set(price.id, price);
      return send(res, 200, price);
    }
    if (route === 'POST /checkout/sessions') {
      const id = `cs_test_${randomUUID().replaceAll('-', '')}`;
      const session = {
        id,
        object: 'checkout.session',
        status: 'open',
        url: `https://checkout.stripe.test/c/pay/${id}`,
      };
      sessions.set(id, session);
      return send(res, 200, session);
    }
    if (method === 'POST' && parts[1] === 'checkout' && parts[3] && parts[4] === 'expire') {
      const session = sessions.get(parts[3]);
      if (!session) return notFound(res, `checkout session: '${parts[3]}'`);
      session.status = 'expired';
      return send(res, 200, session);
    }
    if (route === 'POST /billing_portal/sessions') {
      if (!form.customer)
        return send(res, 400, {
          error: { type: 'invalid_request_error', message: 'Missing required param: customer.' },
        });
      const id = `bps_${randomUUID().replaceAll('-', '')}`;
      return send(res, 200, {
        id,
        object: 'billing_portal.session',
        customer: form.customer,
        return_url: form.return_url ?? null,
        url: `https://billing.stripe.test/p/session/${id}`,
      });
    }
    if (parts[1] === 'subscriptions' && parts[2]) {
      const sub = subscriptions.get(parts[2]);
      if (!sub) return notFound(res, `subscription: '${parts[2]}'`);
      if (method === 'POST' && form.cancel_at_period_end)
        sub.cancel_at_period_end = form.cancel_at_period_end === 'true';
      return send(res, 200, sub);
    }
    return notFound(res, `route: ${route}`);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err) => send(res, 500, { error: { message: String(err) } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const fake = {
    apiKey: 'sk_test_septime_fake',
    url: `http://127.0.0.1:${port}`,
    calls,
    prices,
    sessions,
    subscriptions,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
