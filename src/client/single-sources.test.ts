import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 19: the server-state cache, the dialogs and the select's look are each written once.
const root = new URL('.', import.meta.url).pathname;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = sources(root).map((path) => ({ path: relative(root, path), text: readFileSync(path, 'utf8') }));
const holding = (pattern: RegExp) => files.filter((file) => pattern.test(file.text)).map((file) => file.path);

describe('one definition of each shared client piece', () => {
  it('creates the QueryClient in lib/query-client.ts only', () => {
    expect(holding(/new QueryClient\b/)).toEqual(['lib/query-client.ts']);
  });

  it('mounts QueryClientProvider in lib/server-state.tsx only', () => {
    expect(holding(/<QueryClientProvider\b/)).toEqual(['lib/server-state.tsx']);
  });

  it('builds Radix dialogs in components/ui/dialog.tsx only', () => {
    expect(holding(/@radix-ui\/react-(alert-)?dialog/)).toEqual(['components/ui/dialog.tsx']);
  });

  it('defines selectClass in components/ui/input.tsx only', () => {
    expect(holding(/\bconst selectClass\s*=/)).toEqual(['components/ui/input.tsx']);
  });

  it('finds the files it checks (a wrong root would pass every rule)', () => {
    expect(files.length).toBeGreaterThan(100);
  });
});
