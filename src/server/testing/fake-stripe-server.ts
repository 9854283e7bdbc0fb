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

/** An event the fake would send to the webhook endpoint; tests deliver it themselves, signed. */
export interface FakeStripeEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  livemode: false;
  data: { object: Record<string, unknown>; previous_attributes?: Record<string, unknown> };
}

interface FakeItem {
  id: string;
  object: 'subscription_item';
  price: FakePrice;
  quantity: number;
  current_period_start: number;
  current_period_end: number;
}

const intervalSeconds = (price: FakePrice, from: number) => {
  const d = new Date(from * 1000);
  if (price.recurring.interval === 'year') d.setUTCFullYear(d.getUTCFullYear() + 1);
  else d.setUTCMonth(d.getUTCMonth() + 1);
  return Math.floor(d.getTime() / 1000);
};

/**
 * A local HTTP server speaking the part of Stripe's API that payments/stripe-provider.ts calls
 * (balance, prices, checkout sessions, subscriptions, billing portal sessions, invoice previews), so
 * tests drive the official `stripe` client.
 */
export async function startFakeStripe() {
  const calls: FakeStripeCall[] = [];
  const prices = new Map<string, FakePrice>();
  const sessions = new Map<string, Record<string, unknown>>();
  const subscriptions = new Map<string, Record<string, unknown>>();
  const invoices = new Map<string, Record<string, unknown>>();
  const events: FakeStripeEvent[] = [];
  /** Customers whose card is declined: a charge made now (error_if_incomplete) fails with a 402. */
  const decliningCustomers = new Set<string>();
  const emit = (type: string, object: Record<string, unknown>, previous?: Record<string, unknown>) =>
    events.push({
      id: `evt_${randomUUID().replaceAll('-', '')}`,
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object: structuredClone(object), ...(previous ? { previous_attributes: previous } : {}) },
    });
  const badRequest = (res: ServerResponse, message: string, param?: string) =>
    send(res, 400, { error: { type: 'invalid_request_error', message, ...(param ? { param } : {}) } });

  /**
   * The invoice Stripe computes for a price change with proration at `prorationDate`: a credit line
   * for the unused time on the old price and a charge for the rest of the period on the new one
   * (same interval, billing cycle kept); an interval change resets the cycle to that instant, so
   * the new price is charged for a whole new period. Rounded to the cent as Stripe does per line.
   */
  function prorationInvoice(
    sub: Record<string, unknown>,
    item: FakeItem,
    next: FakePrice,
    prorationDate: number,
  ) {
    const { current_period_start: start, current_period_end: end } = item;
    const ratio = Math.min(1, Math.max(0, (end - prorationDate) / (end - start)));
    const unused = -Math.round(item.price.unit_amount * ratio);
    const resets = next.recurring.interval !== item.price.recurring.interval;
    const newEnd = resets ? intervalSeconds(next, prorationDate) : end;
    const charged = resets ? next.unit_amount : Math.round(next.unit_amount * ratio);
    const line = (
      amount: number,
      price: FakePrice,
      description: string,
      from: number,
      to: number,
      proration: boolean,
    ) => ({
      id: `il_${randomUUID().slice(0, 12)}`,
      object: 'line_item',
      amount,
      currency: price.currency,
      description,
      period: { start: from, end: to },
      pricing: { type: 'price_details', price_details: { price: price.id } },
      parent: {
        type: 'subscription_item_details',
        subscription_item_details: { subscription: sub.id, subscription_item: item.id, proration },
      },
      quantity: 1,
    });
    const lines = [
      line(unused, item.price, 'Unused time', prorationDate, end, true),
      line(charged, next, resets ? '1 × (at full price)' : 'Remaining time', prorationDate, newEnd, !resets),
    ];
    const subtotal = lines.reduce((sum, l) => sum + l.amount, 0);
    const taxed = (sub.automatic_tax as { enabled?: boolean } | undefined)?.enabled === true;
    // Stripe Tax's French VAT at 20 %, on a positive total only (a credit goes to the balance untaxed here).
    const tax = taxed && subtotal > 0 ? Math.round(subtotal * 0.2) : 0;
    const total = subtotal + tax;
    return {
      object: 'invoice',
      customer: sub.customer,
      currency: next.currency,
      billing_reason: 'subscription_update',
      subtotal,
      subtotal_excluding_tax: subtotal,
      total_excluding_tax: subtotal,
      total_taxes:
        tax > 0 ? [{ amount: tax, tax_behavior: 'exclusive', taxability_reason: 'standard_rated' }] : [],
      total,
      amount_due: Math.max(0, total),
      starting_balance: 0,
      ending_balance: Math.min(0, total),
      period_start: prorationDate,
      period_end: prorationDate,
      parent: { type: 'subscription_details', subscription_details: { subscription: sub.id } },
      lines: { object: 'list', data: lines, has_more: false },
      resets,
      newEnd,
    };
  }

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
    if (fake.down) return send(res, 500, { error: { type: 'api_error', message: 'Stripe is down (fake)' } });
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
    if (route === 'POST /customers') {
      const id = `cus_${randomUUID().replaceAll('-', '').slice(0, 14)}`;
      return send(res, 200, { id, object: 'customer', email: form.email ?? null });
    }
    // A subscription made by the API (the card-free trial): trialing when trial_period_days is given.
    if (route === 'POST /subscriptions') {
      const priceId = form['items[0][price]'] ?? '';
      if (!prices.has(priceId)) return badRequest(res, `No such price: '${priceId}'`, 'items[0][price]');
      const metadata: Record<string, string> = {};
      for (const [key, value] of Object.entries(form)) {
        const meta = /^metadata\[(.+)\]$/.exec(key);
        if (meta) metadata[meta[1]!] = value;
      }
      const now = Math.floor(Date.now() / 1000);
      const days = Number(form.trial_period_days ?? 0);
      const sub = addSubscription({
        priceId,
        metadata,
        periodStart: now,
        status: days ? 'trialing' : 'active',
      });
      sub.customer = form.customer;
      if (days) {
        sub.trial_end = now + days * 86_400;
        (sub.items as { data: FakeItem[] }).data[0]!.current_period_end = now + days * 86_400;
        sub.trial_settings = {
          end_behavior: {
            missing_payment_method: form['trial_settings[end_behavior][missing_payment_method]'],
          },
        };
      }
      emit('customer.subscription.created', sub);
      return send(res, 200, sub);
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
    if (route === 'POST /invoices/create_preview') {
      const sub = subscriptions.get(form.subscription ?? '');
      if (!sub) return notFound(res, `subscription: '${form.subscription}'`);
      const found = itemChange(sub, form, 'subscription_details[items][0]');
      if ('error' in found) return badRequest(res, found.error, found.param);
      const at = Number(form['subscription_details[proration_date]'] ?? Math.floor(Date.now() / 1000));
      const { resets: _r, newEnd: _e, ...preview } = prorationInvoice(sub, found.item, found.price, at);
      // A preview has no id: it is not an invoice yet.
      return send(res, 200, { ...preview, id: null, status: 'draft', created: at });
    }
    if (parts[1] === 'subscriptions' && parts[2]) {
      const sub = subscriptions.get(parts[2]);
      if (!sub) return notFound(res, `subscription: '${parts[2]}'`);
      if (method === 'DELETE') {
        if (sub.status === 'canceled')
          return badRequest(res, `No such subscription: '${parts[2]}' (already canceled)`);
        const now = Math.floor(Date.now() / 1000);
        Object.assign(sub, { status: 'canceled', canceled_at: now, ended_at: now });
        emit('customer.subscription.deleted', sub);
        return send(res, 200, sub);
      }
      if (method === 'POST' && form.cancel_at_period_end)
        sub.cancel_at_period_end = form.cancel_at_period_end === 'true';
      // A seat change (Pro billed per member, decision 073): the item's quantity, with the added
      // seats' prorata invoiced now ('always_invoice') or the removed ones' credited later.
      if (method === 'POST' && form['items[0][quantity]'] && !form['items[0][price]']) {
        const items = (sub.items as { data: FakeItem[] }).data;
        const item = items.find((i) => i.id === form['items[0][id]']);
        if (!item) return badRequest(res, 'No such subscription item', 'items[0][id]');
        const previous = structuredClone({ items: sub.items });
        const before = item.quantity;
        const after = Number(form['items[0][quantity]']);
        const at = Math.floor(Date.now() / 1000);
        item.quantity = after;
        emit('customer.subscription.updated', sub, previous);
        if (form.proration_behavior === 'always_invoice' && after > before) {
          const { current_period_start: start, current_period_end: end } = item;
          const ratio = Math.min(1, Math.max(0, (end - at) / (end - start)));
          const amount = Math.round(item.price.unit_amount * (after - before) * ratio);
          const taxed = (sub.automatic_tax as { enabled?: boolean } | undefined)?.enabled === true;
          const tax = taxed ? Math.round(amount * 0.2) : 0;
          const id = `in_${randomUUID().replaceAll('-', '').slice(0, 24)}`;
          const invoice = {
            id,
            object: 'invoice',
            customer: sub.customer,
            currency: item.price.currency,
            billing_reason: 'subscription_update',
            number: `FAKE-${String(invoices.size + 1).padStart(4, '0')}`,
            status: 'paid',
            created: at,
            subtotal: amount,
            total_excluding_tax: amount,
            total: amount + tax,
            amount_due: amount + tax,
            amount_paid: amount + tax,
            period_start: at,
            period_end: at,
            metadata: {},
            parent: { type: 'subscription_details', subscription_details: { subscription: sub.id } },
            lines: {
              object: 'list',
              data: [
                {
                  id: `il_${randomUUID().slice(0, 12)}`,
                  object: 'line_item',
                  amount,
                  currency: item.price.currency,
                  description: `Remaining time on ${after - before} × seat`,
                  period: { start: at, end },
                  quantity: after - before,
                },
              ],
              has_more: false,
            },
            hosted_invoice_url: `https://invoice.stripe.test/i/${id}`,
            invoice_pdf: `https://invoice.stripe.test/i/${id}/pdf`,
          };
          invoices.set(id, invoice);
          emit('invoice.paid', invoice);
        }
        return send(res, 200, sub);
      }
      if (method === 'POST' && form['items[0][price]']) {
        const found = itemChange(sub, form, 'items[0]');
        if ('error' in found) return badRequest(res, found.error, found.param);
        const { item, price } = found;
        const previous = structuredClone({ items: sub.items, metadata: sub.metadata });
        const at = Number(form.proration_date ?? Math.floor(Date.now() / 1000));
        const { resets, newEnd, ...computed } = prorationInvoice(sub, item, price, at);
        if (
          form.proration_behavior === 'always_invoice' &&
          computed.amount_due > 0 &&
          decliningCustomers.has(sub.customer as string)
        ) {
          // error_if_incomplete: the update is not applied when its invoice cannot be paid.
          return send(res, 402, {
            error: {
              type: 'card_error',
              code: 'card_declined',
              decline_code: 'generic_decline',
              message: 'Your card was declined.',
            },
          });
        }
        item.price = price;
        if (resets) Object.assign(item, { current_period_start: at, current_period_end: newEnd });
        for (const [key, value] of Object.entries(form)) {
          const meta = /^metadata\[(.+)\]$/.exec(key);
          if (meta) (sub.metadata as Record<string, string>)[meta[1]!] = value;
        }
        emit('customer.subscription.updated', sub, previous);
        if (form.proration_behavior === 'always_invoice') {
          const id = `in_${randomUUID().replaceAll('-', '').slice(0, 24)}`;
          const invoice = {
            ...computed,
            id,
            number: `FAKE-${String(invoices.size + 1).padStart(4, '0')}`,
            status: 'paid',
            created: at,
            amount_paid: computed.amount_due,
            metadata: {},
            hosted_invoice_url: `https://invoice.stripe.test/i/${id}`,
            invoice_pdf: `https://invoice.stripe.test/i/${id}/pdf`,
          };
          invoices.set(id, invoice);
          emit('invoice.paid', invoice);
        }
      }
      return send(res, 200, sub);
    }
    return notFound(res, `route: ${route}`);
  }

  /** The subscription's item named by `${prefix}[id]` and the known price `${prefix}[price]` it moves to. */
  function itemChange(
    sub: Record<string, unknown>,
    form: Record<string, string>,
    prefix: string,
  ): { item: FakeItem; price: FakePrice } | { error: string; param: string } {
    const items = (sub.items as { data: FakeItem[] }).data;
    const item = items.find((i) => i.id === form[`${prefix}[id]`]);
    if (!item)
      return { error: `No such subscription item: '${form[`${prefix}[id]`]}'`, param: `${prefix}[id]` };
    const price = prices.get(form[`${prefix}[price]`] ?? '');
    if (!price) return { error: `No such price: '${form[`${prefix}[price]`]}'`, param: `${prefix}[price]` };
    return { item, price };
  }

  /** An active subscription on one price, as Stripe returns it (items carry their period since API 2025-03-31). */
  function addSubscription(input: {
    priceId: string;
    metadata: Record<string, string>;
    periodStart: number;
    status?: string;
    automaticTax?: boolean;
  }) {
    const price = prices.get(input.priceId);
    if (!price) throw new Error(`unknown price ${input.priceId}`);
    const id = `sub_${randomUUID().replaceAll('-', '').slice(0, 24)}`;
    const item: FakeItem = {
      id: `si_${randomUUID().replaceAll('-', '').slice(0, 14)}`,
      object: 'subscription_item',
      price,
      quantity: 1,
      current_period_start: input.periodStart,
      current_period_end: intervalSeconds(price, input.periodStart),
    };
    const sub: Record<string, unknown> = {
      id,
      object: 'subscription',
      customer: `cus_${randomUUID().replaceAll('-', '').slice(0, 14)}`,
      status: input.status ?? 'active',
      trial_end: null,
      cancel_at_period_end: false,
      automatic_tax: { enabled: input.automaticTax ?? true },
      metadata: { ...input.metadata },
      items: { object: 'list', data: [item], has_more: false },
    };
    subscriptions.set(id, sub);
    return sub;
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err) => send(res, 500, { error: { message: String(err) } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const fake = {
    apiKey: 'sk_test_septime_fake',
    /** Every request answers 500 while set: Stripe unavailable. */
    down: false,
    url: `http://127.0.0.1:${port}`,
    calls,
    prices,
    sessions,
    subscriptions,
    invoices,
    events,
    decliningCustomers,
    addSubscription,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
