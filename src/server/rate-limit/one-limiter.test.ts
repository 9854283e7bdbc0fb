import '../app.ts'; // every feature declares its routes when loaded
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { classifyApiRoutes, rateLimitedRoutes, routeTable } from '../security/route-table.ts';
import { rateLimitRules } from './rules.ts';

// Rate limits are applied in one place (enforce.ts) from one table (rules.ts). A route that counts
// hits, answers a rate-limit 429 or records a `rate_limited` event its own way fails here.

const serverDir = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const outsideRateLimit = sourceFiles(serverDir)
  .map((path) => ({ path: relative(serverDir, path), text: readFileSync(path, 'utf8') }))
  .filter(({ path }) => !path.startsWith('rate-limit/'));

/** 429s that are no rate rule: a daily plan quota, one synthesis at a time, a full webhook queue. */
const capacityRefusals = ['quota:ai_tasks', 'rate_limit:speech_busy', 'rate_limit:webhook_backlog'];

describe('one rate limiter', () => {
  it('finds the route files it guards (the scan is not empty)', () => {
    const paths = outsideRateLimit.map((file) => file.path);
    expect(paths).toContain('chat/chat.routes.ts');
    expect(paths).toContain('auth/auth.routes.ts');
  });

  it('no file outside rate-limit/ hits a counter itself', () => {
    const offenders = outsideRateLimit.filter(({ text }) => /\.hit\(/.test(text)).map((file) => file.path);
    expect(offenders).toEqual([]);
  });

  it('no file outside rate-limit/ records a rate_limited event or builds a RateLimitRule', () => {
    const offenders = outsideRateLimit
      .filter(
        ({ text }) =>
          /kind:\s*'rate_limited'\s*[,}]/.test(text) || /satisfies Record<string, RateLimitRule>/.test(text),
      )
      .map((file) => file.path);
    expect(offenders).toEqual([]);
  });

  it('every other 429 is a known capacity refusal, not a rate limit of its own', () => {
    const own = outsideRateLimit.flatMap(({ path, text }) =>
      [...text.matchAll(/ApiError\(\s*429,\s*'([^']+)'/g)]
        .map((match) => match[1]!)
        .filter((code) => !capacityRefusals.includes(code))
        .map((code) => `${path}: ${code}`),
    );
    const json429 = outsideRateLimit.filter(({ text }) => /,\s*429\s*\)/.test(text)).map((file) => file.path);
    expect([...own, ...json429]).toEqual([]);
  });

  it('every rule is named <action>:<who is counted>, has a positive budget and its own counter keys', () => {
    for (const [name, rule] of Object.entries(rateLimitRules)) {
      expect(name, name).toMatch(/^[a-z-]+:[a-z-]+$/);
      expect(rule.limit, name).toBeGreaterThan(0);
      expect(rule.windowMs, name).toBeGreaterThan(0);
    }
    // Two rules sharing a prefix would share counters, except the sign-in lockout whose values differ in shape.
    const prefixes = Object.values(rateLimitRules).map((rule) => rule.prefix);
    const shared = prefixes.filter((prefix, i) => prefixes.indexOf(prefix) !== i);
    expect(shared).toEqual(['auth:/sign-in/email:email']);
  });
});

describe('the security dashboard reads the limited routes from the rules', () => {
  it('names only routes of the registry, and marks exactly those as limited', () => {
    const registry = new Set(routeTable().map(({ method, path }) => `${method} ${path}`));
    expect([...rateLimitedRoutes()].filter((route) => !registry.has(route))).toEqual([]);
    const listed = classifyApiRoutes(
      routeTable().map(({ method, path }) => ({ method, path, isMiddleware: false })),
    );
    const marked = [...listed.protected, ...listed.public]
      .filter((route) => route.rateLimited)
      .map(({ method, path }) => `${method} ${path}`);
    expect(new Set(marked)).toEqual(rateLimitedRoutes());
    expect(marked).toEqual(
      expect.arrayContaining(['POST /api/auth/*', 'POST /api/chat', 'GET /api/account/export']),
    );
  });
});
