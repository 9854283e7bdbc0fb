import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { pageMetaFor } from '../../shared/page-meta.ts';
import { prerenderedPathOf } from '../../shared/prerendered-pages.ts';
import { pageModuleFor } from '../../shared/route-pages.ts';
import { isClientRoute } from '../../shared/routes.ts';
import { requestIdFrom } from './logger.ts';
import { routePreloads, withPreloads } from './route-preload.ts';
import { readPrerenderedPages, withPageMeta } from './spa.ts';

// The SPA shell and the hashed assets are the same bytes for everyone: they are answered straight
// from memory, with the exact headers the Hono app gives them (read from it once at start), without
// building a Request and a Response per hit. Anything else goes on to the app.

type Fetch = (request: Request, env?: Record<string, unknown>) => Response | Promise<Response>;

interface Entry {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  headers: Record<string, string>;
}

const skippedHeaders = new Set([
  'content-length',
  'content-encoding',
  'date',
  'vary',
  'transfer-encoding',
  'etag',
  'last-modified',
  // Each response gets its own (requestLogging); the one of the probe request must not be reused.
  'x-request-id',
]);

async function headersOf(fetch: Fetch, path: string): Promise<Record<string, string> | null> {
  // Marked as the start's own probe: the access log is for clients' requests.
  const response = await fetch(new Request(`http://localhost${path}`), { startProbe: true });
  if (response.status !== 200) return null;
  const headers: Record<string, string> = {};
  response.headers.forEach((value, key) => {
    if (!skippedHeaders.has(key)) headers[key] = value;
  });
  await response.arrayBuffer();
  return headers;
}

function readVariants(file: string): Pick<Entry, 'identity' | 'br' | 'gzip'> {
  return {
    identity: readFileSync(file),
    br: existsSync(`${file}.br`) ? readFileSync(`${file}.br`) : undefined,
    gzip: existsSync(`${file}.gz`) ? readFileSync(`${file}.gz`) : undefined,
  };
}

/** Builds the fast path; null when the client is not built (the app then answers 503 itself). */
export async function createStaticFastPath(fetch: Fetch, clientDir: string, appUrl: string) {
  const shellFile = join(clientDir, 'index.html');
  if (!existsSync(shellFile)) return null;
  const shellHeaders = await headersOf(fetch, '/');
  if (!shellHeaders) return null;
  const shellText = readFileSync(shellFile, 'utf8');
  const prerendered = readPrerenderedPages(clientDir);
  const preloadsFor = routePreloads(clientDir);
  // Each page carries its own title and description (spa.ts withPageMeta) and its chunks' preloads:
  // one compressed copy per page, made on its first request. Public pages are a fixed few; the
  // others differ only by title and page module.
  const pages = new Map<string, Entry>();
  const pageEntry = (path: string): Entry => {
    const meta = pageMetaFor(path);
    const key = meta.public ? `public:${path}` : `title:${meta.title}:${pageModuleFor(path)}`;
    let entry = pages.get(key);
    if (!entry) {
      const ready = prerendered.get(prerenderedPathOf(path) ?? '');
      const html = ready
        ? withPageMeta(ready, meta, `${appUrl}${path}`, appUrl)
        : withPreloads(withPageMeta(shellText, meta, `${appUrl}${path}`, appUrl), preloadsFor(path));
      const identity = Buffer.from(html);
      entry = {
        identity,
        br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
        gzip: gzipSync(identity),
        headers: shellHeaders,
      };
      pages.set(key, entry);
    }
    return entry;
  };

  const assets = new Map<string, Entry>();
  const assetsDir = join(clientDir, 'assets');
  const files = existsSync(assetsDir)
    ? readdirSync(assetsDir).filter((name) => !/\.(br|gz)$/.test(name))
    : [];
  // Headers differ only by content type: read them once per kind of file.
  const headersByExt = new Map<string, Record<string, string> | null>();
  for (const name of files) {
    const ext = extname(name);
    if (!headersByExt.has(ext)) headersByExt.set(ext, await headersOf(fetch, `/assets/${name}`));
    const headers = headersByExt.get(ext);
    if (headers) assets.set(`/assets/${name}`, { ...readVariants(join(assetsDir, name)), headers });
  }

  function send(req: IncomingMessage, res: ServerResponse, entry: Entry) {
    const accepted = req.headers['accept-encoding'] ?? '';
    const [encoding, body] =
      entry.br && /\bbr\b/.test(accepted)
        ? ['br', entry.br]
        : entry.gzip && /\bgzip\b/.test(accepted)
          ? ['gzip', entry.gzip]
          : [null, entry.identity];
    const headers: Record<string, string | number> = {
      ...entry.headers,
      'content-length': body.length,
      'x-request-id': requestIdFrom(req.headers['x-request-id'] as string | undefined),
    };
    if (entry.br || entry.gzip) headers.vary = 'Accept-Encoding';
    if (encoding) headers['content-encoding'] = encoding;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /** Answers the request and returns true, or returns false to let the app answer it. */
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = req.url ?? '/';
    const path = url.split('?', 1)[0]!;
    const asset = assets.get(path);
    if (asset) {
      send(req, res, asset);
      return true;
    }
    // A blog article (/blog?article=…) has its own title and canonical address: the app writes them.
    if (path.startsWith('/blog') && /[?&]article=/.test(url)) return false;
    if (!path.startsWith('/api/') && isClientRoute(path)) {
      send(req, res, pageEntry(path.length > 1 ? path.replace(/\/$/, '') : path));
      return true;
    }
    return false;
  };
}
