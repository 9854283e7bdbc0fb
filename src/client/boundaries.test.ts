import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 19 item 7 (docs/decisions/023-client-boundaries.md): a page feature (`features/<a>/`) never
// reaches into another one; what two features share lives in `components/` or `lib/`, which never
// reach into `features/` either. Static imports, `import()` and `vi.mock()` paths all count.
const root = new URL('.', import.meta.url).pathname;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

type Edge = { from: string; to: string };

const edges: Edge[] = sources(root).flatMap((path) => {
  const text = readFileSync(path, 'utf8');
  const specifiers = [
    ...text.matchAll(/(?:\bfrom|\bimport\s*\(|\bimport|\bvi\.mock\s*\()\s*'(\.{1,2}\/[^']+)'/g),
  ];
  return specifiers.map((match) => ({
    from: relative(root, path),
    to: relative(root, resolve(dirname(path), match[1] ?? '')),
  }));
});

const featureOf = (path: string) => /^features\/([^/]+)\//.exec(path)?.[1];
const show = (edge: Edge) => `${edge.from} → ${edge.to}`;

describe('client boundaries', () => {
  it('keeps each feature out of the other features', () => {
    const crossing = edges.filter((edge) => {
      const source = featureOf(edge.from);
      const target = featureOf(edge.to);
      return source !== undefined && target !== undefined && target !== source;
    });
    expect(crossing.map(show)).toEqual([]);
  });

  it('keeps components/ and lib/ out of features/', () => {
    const upward = edges.filter(
      (edge) => /^(components|lib)\//.test(edge.from) && featureOf(edge.to) !== undefined,
    );
    expect(upward.map(show)).toEqual([]);
  });

  it('finds the imports it checks (a wrong pattern would pass every rule)', () => {
    expect(edges.length).toBeGreaterThan(500);
    expect(edges.filter((edge) => featureOf(edge.from) !== undefined).length).toBeGreaterThan(300);
  });
});
