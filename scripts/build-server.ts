// The server compiled to JavaScript for `npm run start:prod` (plain node, no tsx):
// 1. tsc emits src/server and src/shared into dist/server and dist/shared with the same layout (it
//    type-checks the server alone, and the files stay importable one by one, as bench/ does);
// 2. esbuild bundles the entry, with the packages it imports at start, into dist/server/index.js and its chunks
//    (one file to parse instead of about two thousand to find, read and link: half the start's
//    import CPU, decision 050). Each `import.meta.url` of our sources is rewritten to the URL its
//    file has in dist/, so every path resolved from it (migrations, workers, the built client, the
//    password list) is the same as in tsc's layout;
// 3. the files that are not TypeScript are copied beside the code that reads them.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { build } from 'esbuild';

export const nonTypeScriptFiles = [
  'auth/common-passwords.txt',
  'speech/espeak-worker.mjs',
  'db/pglite-worker.mjs',
  'db/pglite-create.mjs',
  'ai/local/understanding/classifier-worker.mjs',
  'ai/local/understanding/french-accents.txt.gz',
  'ai/local/understanding/french-infinitives.txt.gz',
  'ai/local/understanding/french-nouns.txt.gz',
  'ai/local/understanding/french-participles.txt.gz',
  'ai/local/understanding/french-persons.txt.gz',
  'ai/local/understanding/french-places.txt.gz',
  'ai/local/understanding/french-words.txt.gz',
  'documents/extract-worker.mjs',
  'documents/passages.mjs',
  'csv/csv-read.mjs',
];

// Left to node_modules: the SDKs the server imports on first use (decision 045) stay out of the start,
// and the packages that find files of their own beside their code (PGlite's WASM, argon2's native
// binding, espeak-ng's data, the document extractors resolved for a worker) must stay where they are.
const notBundled = [
  '@ai-sdk/*',
  'ai',
  'stripe',
  'ioredis',
  'imapflow',
  'mailparser',
  'nodemailer',
  'pdf-lib',
  'tsdav',
  'file-type',
  '@electric-sql/pglite',
  '@electric-sql/pglite/*',
  '@node-rs/argon2',
  'espeak-ng',
  'unpdf',
  'mammoth',
  'pg-native',
];

export async function buildServer(root: string): Promise<void> {
  for (const dir of ['dist/server', 'dist/shared']) rmSync(join(root, dir), { recursive: true, force: true });
  const tsc = spawnSync(
    process.execPath,
    [join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.server.json'],
    { cwd: root, stdio: 'inherit' },
  );
  if (tsc.status !== 0) throw new Error('the server did not compile (tsc -p tsconfig.server.json)');
  await bundleServer(root);
}

/**
 * The bundled entry and the files it reads beside it, in `outdir`: dist/server for `npm run build`;
 * tests that run the compiled server give a folder of their own at the same depth (dist/<name>), so
 * the paths kept from tsc's layout (the client build, the migrations) still resolve (no tsc needed).
 */
export async function bundleServer(root: string, outdir = join(root, 'dist/server')): Promise<void> {
  const src = join(root, 'src');
  const distServer = join(root, 'dist/server');
  await build({
    entryPoints: [join(src, 'server/index.ts')],
    outdir,
    entryNames: '[name]',
    // The app's graph (index.ts imports server.ts lazily) is its own chunk: the database's modules
    // are parsed and PGlite's worker started before the rest is even read.
    splitting: true,
    chunkNames: 'bundle-[name]-[hash]',
    allowOverwrite: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Positions only: a stack trace names our files and lines; the map stays small to parse at start.
    sourcemap: true,
    sourcesContent: false,
    // Error classes and handlers keep their names in logs and checks.
    keepNames: true,
    external: notBundled,
    logLevel: 'warning',
    // The CommonJS packages bundled into this ES module still call require() for node's modules.
    banner: {
      js: "import { createRequire as septimeCreateRequire } from 'node:module';\nconst require = septimeCreateRequire(import.meta.url);",
    },
    plugins: [
      {
        name: 'import-meta-url-of-each-file',
        setup(bundler) {
          bundler.onLoad({ filter: /\/src\/(server|shared)\/.*\.ts$/ }, (args) => {
            const source = readFileSync(args.path, 'utf8');
            if (!source.includes('import.meta.url')) return undefined;
            const compiled = join(root, 'dist', relative(src, args.path)).replace(/\.ts$/, '.js');
            const fromBundle = `./${relative(distServer, compiled)}`;
            return {
              contents: source.replaceAll(
                'import.meta.url',
                `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`,
              ),
              loader: 'ts',
            };
          });
        },
      },
    ],
  });
  for (const file of nonTypeScriptFiles) {
    mkdirSync(dirname(join(outdir, file)), { recursive: true });
    copyFileSync(join(src, 'server', file), join(outdir, file));
  }
}
