import { describe, expect, it } from 'vitest';
import { mailboxPresets } from './connections-model.ts';
import {
  type ConnectorCategory,
  connectorById,
  connectorCategories,
  connectorRequestSchema,
  connectors,
  filterConnectors,
  foldForSearch,
  integrationIdByConnector,
} from './connectors.ts';

describe('connectors catalogue', () => {
  it('holds 150 connectors with the counts of SPEC.md §9', () => {
    expect(connectors).toHaveLength(150);
    const counts = Object.fromEntries(
      connectorCategories.map((category) => [
        category,
        connectors.filter((c) => c.category === category).length,
      ]),
    );
    expect(counts).toEqual({ email: 25, crm: 20, calendar: 15, communication: 30, data: 35, ecommerce: 25 });
  });

  it('has unique ids and unique names (case and accents ignored)', () => {
    expect(new Set(connectors.map((c) => c.id)).size).toBe(connectors.length);
    expect(new Set(connectors.map((c) => foldForSearch(c.name))).size).toBe(connectors.length);
  });

  it.each(connectors.map((c) => [c.id, c] as const))('%s has valid fields', (_id, connector) => {
    expect(connector.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(connector.name.trim()).toBe(connector.name);
    expect(connector.name.length).toBeGreaterThan(1);
    expect(connectorCategories).toContain(connector.category);
    expect(['available', 'beta', 'coming-soon']).toContain(connector.status);
    expect(['Gratuit', 'Premium']).toContain(connector.pricing);
    expect(Number.isInteger(connector.setupTime)).toBe(true);
    expect(connector.setupTime).toBeGreaterThanOrEqual(1);
    expect(connector.setupTime).toBeLessThanOrEqual(10);
    // One French line: a capital, a full stop, no line break, not too long.
    expect(connector.description).toMatch(/^[A-ZÀ-Ý].*\.$/);
    expect(connector.description).not.toContain('\n');
    expect(connector.description.length).toBeLessThanOrEqual(100);
    expect(connector.features).toHaveLength(4);
    expect(new Set(connector.features).size).toBe(4);
    for (const feature of connector.features) expect(feature.trim().length).toBeGreaterThan(2);
  });

  it('keeps the named entries of SPEC.md §3 with their status, pricing and setup time', () => {
    const expectations: Array<
      [string, ConnectorCategory, Partial<{ status: string; pricing: string; setupTime: number }>]
    > = [
      // Issue 22: "available" only when connecting works in this build (docs/decisions/026-connectors.md).
      ['gmail', 'email', { status: 'available' }],
      ['outlook', 'email', { status: 'available' }],
      ['slack', 'communication', { status: 'coming-soon' }],
      ['hubspot', 'crm', { status: 'coming-soon' }],
      ['salesforce', 'crm', { pricing: 'Premium', setupTime: 10 }],
      ['pipedrive', 'crm', { status: 'coming-soon' }],
      ['google-calendar', 'calendar', { status: 'available' }],
      ['calendly', 'calendar', { status: 'coming-soon' }],
      ['google-analytics', 'data', { status: 'coming-soon' }],
      ['stripe', 'ecommerce', { status: 'coming-soon' }],
      ['notion', 'data', { status: 'coming-soon' }],
      ['airtable', 'data', { status: 'coming-soon', pricing: 'Premium' }],
    ];
    for (const [id, category, fields] of expectations) {
      expect(connectorById(id), id).toMatchObject({ category, ...fields });
    }
  });

  it('maps the connectors that exist on /integrations to real catalogue entries', () => {
    for (const id of Object.keys(integrationIdByConnector)) expect(connectorById(id), id).toBeDefined();
    expect(integrationIdByConnector['google-calendar']).toBe('calendar');
  });

  it('says "available" exactly for the connectors that connect in this build', () => {
    const available = connectors.filter((c) => c.status === 'available').map((c) => c.id);
    expect(available.sort()).toEqual(Object.keys(integrationIdByConnector).sort());
    expect(connectors.filter((c) => c.status !== 'available').every((c) => c.status === 'coming-soon')).toBe(
      true,
    );
  });

  it('lets /integrations open the right form from ?connecteur= (mail preset id, calendar suffix, webhooks)', () => {
    // integrations-page.tsx maps a connector to its form without loading this catalogue.
    for (const [id, integration] of Object.entries(integrationIdByConnector)) {
      const inferred = mailboxPresets.some((p) => p.id === id)
        ? 'mailbox'
        : id.endsWith('calendar')
          ? 'calendar'
          : id;
      expect(inferred, id).toBe(integration);
    }
    expect(mailboxPresets.some((p) => p.id === 'outlook')).toBe(true);
  });

  it('offers the provider’s IMAP and SMTP settings for every mailbox marked "available"', () => {
    const mailboxes = Object.entries(integrationIdByConnector)
      .filter(([, integration]) => integration === 'mailbox')
      .map(([id]) => id);
    for (const id of mailboxes) {
      const preset = mailboxPresets.find((p) => p.id === id);
      expect(preset, id).toBeDefined();
      expect(preset!.imapHost, id).toMatch(/^imap|\.(com|net|fr|eu)$/);
      expect([993, 143]).toContain(preset!.imapPort);
      expect([465, 587]).toContain(preset!.smtpPort);
    }
  });
});

describe('filterConnectors', () => {
  it('returns everything with the category counts when nothing is chosen', () => {
    const { results, counts } = filterConnectors(connectors, {});
    expect(results).toHaveLength(150);
    expect(counts).toEqual({
      all: 150,
      email: 25,
      crm: 20,
      calendar: 15,
      communication: 30,
      data: 35,
      ecommerce: 25,
    });
  });

  it('keeps one category', () => {
    const { results, counts } = filterConnectors(connectors, { category: 'calendar' });
    expect(results).toHaveLength(15);
    expect(results.every((c) => c.category === 'calendar')).toBe(true);
    expect(counts.all).toBe(150);
  });

  it('searches the name, ignoring case', () => {
    const { results } = filterConnectors(connectors, { query: 'GMAIL' });
    expect(results.map((c) => c.id)).toContain('gmail');
  });

  it('searches the description, ignoring accents both ways', () => {
    const withAccent = filterConnectors(connectors, { query: 'Téléphonie' }).results.map((c) => c.id);
    const without = filterConnectors(connectors, { query: 'telephonie' }).results.map((c) => c.id);
    expect(withAccent).toContain('aircall');
    expect(without).toEqual(withAccent);
    expect(filterConnectors(connectors, { query: 'francaise' }).results.map((c) => c.id)).toContain('brevo');
  });

  it('combines the search with the category, and the counts follow the search', () => {
    const all = filterConnectors(connectors, { query: 'mail' });
    const inCrm = filterConnectors(connectors, { query: 'mail', category: 'crm' });
    expect(inCrm.counts).toEqual(all.counts);
    expect(inCrm.results).toHaveLength(all.counts.crm);
    expect(
      inCrm.results.every((c) => c.category === 'crm' && /mail/i.test(`${c.name} ${c.description}`)),
    ).toBe(true);
    const sum = connectorCategories.reduce((total, category) => total + all.counts[category], 0);
    expect(sum).toBe(all.counts.all);
    expect(all.counts.email).toBeGreaterThan(all.counts.crm);
  });

  it('requires every word of the search', () => {
    const { results } = filterConnectors(connectors, { query: 'visioconference google' });
    expect(results.map((c) => c.id)).toEqual(['google-meet']);
  });

  it('finds nothing for an unknown word, in every category', () => {
    const { results, counts } = filterConnectors(connectors, { query: 'zzzz-introuvable' });
    expect(results).toEqual([]);
    expect(Object.values(counts).every((n) => n === 0)).toBe(true);
  });

  it('ignores surrounding spaces', () => {
    expect(filterConnectors(connectors, { query: '   ' }).results).toHaveLength(150);
    expect(filterConnectors(connectors, { query: '  stripe ' }).results.map((c) => c.id)).toEqual(['stripe']);
  });
});

describe('connectorRequestSchema', () => {
  it('accepts a complete request and normalises the email', () => {
    const parsed = connectorRequestSchema.parse({
      name: ' Qonto ',
      useCase: 'Rapprocher les factures et les paiements chaque semaine.',
      email: ' Marie@Exemple.FR ',
    });
    expect(parsed).toEqual({
      name: 'Qonto',
      useCase: 'Rapprocher les factures et les paiements chaque semaine.',
      email: 'marie@exemple.fr',
    });
  });

  it.each([
    [{ name: 'Q', useCase: 'Un cas d’usage assez long', email: 'a@b.fr' }, 'Indiquez le nom du service'],
    [{ name: 'Qonto', useCase: 'court', email: 'a@b.fr' }, 'Décrivez votre cas d’usage'],
    [{ name: 'Qonto', useCase: 'Un cas d’usage assez long', email: 'pas-un-email' }, 'adresse email valide'],
  ])('refuses %o in French', (input, message) => {
    const parsed = connectorRequestSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toContain(message);
  });
});
