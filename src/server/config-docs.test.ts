import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every variable config.ts reads (its zod schema and the test/eval helpers' process.env reads) is
// listed in .env.example and in the README's configuration table (issue 38: 8 and 2 were not).
const root = new URL('../..', import.meta.url).pathname;
const read = (file: string) => readFileSync(join(root, file), 'utf8');

function variablesReadByConfig(): string[] {
  const source = read('src/server/config.ts');
  const schema = source.slice(source.indexOf('const envSchema'), source.indexOf('export type Env'));
  const names = new Set([
    ...[...schema.matchAll(/^\s+([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1] ?? ''),
    ...[...source.matchAll(/process\.env\.([A-Z][A-Z0-9_]+)/g)].map((m) => m[1] ?? ''),
  ]);
  return [...names].sort();
}

describe('the settings are documented', () => {
  const variables = variablesReadByConfig();

  it('finds the variables (a broken reader would prove nothing)', () => {
    expect(variables).toContain('PORT');
    expect(variables).toContain('PGLITE_MAX_WAIT_MS');
    expect(variables).toContain('TEST_REDIS_URL');
    expect(variables).toContain('EVAL_BASE_URL');
    expect(variables.length).toBeGreaterThan(60);
  });

  it('.env.example lists every variable', () => {
    const listed = new Set([...read('.env.example').matchAll(/^#?\s?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]));
    expect(variables.filter((name) => !listed.has(name))).toEqual([]);
  });

  it("the README's configuration table lists every variable", () => {
    const readme = read('README.md');
    const table = readme.slice(
      readme.indexOf('## Configuration'),
      readme.indexOf('## Running on PostgreSQL'),
    );
    const listed = new Set(
      table
        .split('\n')
        .filter((line) => line.startsWith('| `'))
        .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1])),
    );
    expect(variables.filter((name) => !listed.has(name))).toEqual([]);
  });
});
