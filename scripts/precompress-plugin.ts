import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Writes .br and .gz beside each built text asset so the server never compresses them at request time. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'septime-precompress',
    // Not for the landing's prerender build (scripts/build.ts): that output is deleted after use.
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const path = join(dir, name);
          return statSync(path).isDirectory() ? walk(path) : [path];
        });
      for (const file of walk(outDir)) {
        if (/\.(js|css|svg|json|txt|html)$/.test(file) && !compressedSince(file)) precompressFile(file);
      }
    },
  };
}

/** The landing's build writes into the app's outDir (scripts/build-landing.ts): skip what is done. */
function compressedSince(file: string) {
  const written = statSync(file).mtimeMs;
  return [`${file}.gz`, `${file}.br`].some(
    (variant) => existsSync(variant) && statSync(variant).mtimeMs >= written,
  );
}

/** Writes `file.gz` and `file.br` at the strongest levels, each only when it is smaller than the file. */
export function precompressFile(file: string) {
  const data = readFileSync(file);
  // Small chunks count too (the landing fetched five of 300–950 bytes as they were): each variant is
  // kept when it is smaller than the file itself.
  if (data.length < 200) return;
  const gzip = gzipSync(data, { level: 9 });
  if (gzip.length < data.length) writeFileSync(`${file}.gz`, gzip);
  const br = brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  if (br.length < data.length) writeFileSync(`${file}.br`, br);
}
