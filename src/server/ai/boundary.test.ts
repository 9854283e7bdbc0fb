import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Decision 022: all of the AI lives in src/server/ai, and the offline engine (ai/local) is reached
// from outside only through the folder's public modules (index.ts, types.ts, tools/): a feature
// that imports ai/local directly grows a second engine again.
const repo = resolve(new URL('.', import.meta.url).pathname, '../../..');
const aiDir = join(repo, 'src/server/ai');
const localDir = join(aiDir, 'local');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path);
    return /\.(ts|tsx|mts)$/.test(entry.name) ? [path] : [];
  });
}

const checked = ['src', 'eval', 'scripts', 'bench', 'e2e']
  .flatMap((dir) => sources(join(repo, dir)))
  .filter((path) => !path.startsWith(`${aiDir}/`));

/** The relative import specifiers of a file (static imports, re-exports and dynamic imports). */
function specifiers(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g)) {
    found.push(match[1]!);
  }
  return found;
}

describe('the AI is reached through its public modules', () => {
  it('no file outside src/server/ai imports src/server/ai/local', () => {
    const offenders = checked.flatMap((path) =>
      specifiers(readFileSync(path, 'utf8'))
        .filter((spec) => {
          const target = resolve(dirname(path), spec);
          return target === localDir || target.startsWith(`${localDir}/`);
        })
        .map((spec) => `${relative(repo, path)} → ${spec}`),
    );
    expect(offenders).toEqual([]);
  });

  it('finds the files it checks (a wrong root would pass every rule)', () => {
    expect(checked.length).toBeGreaterThan(200);
    expect(checked.some((path) => path.endsWith('src/server/app.ts'))).toBe(true);
  });
});
