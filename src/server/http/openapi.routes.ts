import type { OpenAPIHono } from '@hono/zod-openapi';
import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { apiRouter, declareRoute, z } from './contract.ts';

// The API described from its route declarations: the OpenAPI 3.1 document for tools, and a page
// a developer can read (server-rendered, no script, so the strict CSP and the landing stay as they are).

type Document = ReturnType<OpenAPIHono['getOpenAPI31Document']>;

const route = {
  document: declareRoute(
    { access: 'public', label: 'Description OpenAPI 3.1 de l’API' },
    {
      method: 'get',
      path: '/openapi.json',
      responses: {
        200: {
          description: 'Le document OpenAPI',
          content: { 'application/json': { schema: z.record(z.string(), z.unknown()) } },
        },
      },
    },
  ),
  reference: declareRoute(
    { access: 'public', label: 'Référence de l’API (page lisible)' },
    {
      method: 'get',
      path: '/reference',
      responses: {
        200: { description: 'La référence en HTML', content: { 'text/html': { schema: z.string() } } },
      },
    },
  ),
};

/** Builds the document of the whole API once, on first request (every router is mounted by then). */
export function openApiRoutes(api: () => OpenAPIHono) {
  let document: Document | undefined;
  const documentOf = () => {
    document ??= api().getOpenAPI31Document({
      openapi: '3.1.0',
      info: {
        title: 'API Septime',
        version: '2.0.0',
        description:
          'L’API de Septime : chaque route est déclarée avec ses entrées et ses sorties, qui sa session protège et les limites qui la gardent. Les erreurs ont toutes la forme { error: { code, message } }, le message en français.',
      },
      servers: [{ url: '/api' }],
    });
    return document;
  };
  return apiRouter()
    .openapi(route.document, (c) => c.json(documentOf() as unknown as Record<string, unknown>, 200))
    .openapi(route.reference, (c) => c.html(referencePage(documentOf())));
}

const methodOrder = ['get', 'post', 'put', 'patch', 'delete'] as const;
type Operation = {
  summary?: string;
  'x-access'?: string;
  'x-rate-limits'?: string[];
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: unknown }>;
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
};

function schemaBlock(schema: unknown): HtmlEscapedString | Promise<HtmlEscapedString> {
  return html`<pre>${JSON.stringify(schema, null, 2)}</pre>`;
}

function operationBlock(method: string, path: string, op: Operation) {
  const access = op['x-access'] === 'session' ? 'Connexion requise' : 'Publique';
  const limits = op['x-rate-limits']?.length ? ` · limitée (${op['x-rate-limits'].join(', ')})` : '';
  const body = op.requestBody?.content ? Object.entries(op.requestBody.content) : [];
  return html`<section>
    <h3><code>${method.toUpperCase()} /api${path}</code></h3>
    <p>${op.summary ?? ''} <small>— ${access}${limits}</small></p>
    ${
      op.parameters?.length
        ? html`<p>Paramètres : ${op.parameters.map((p) => html`<code>${p.name}</code> (${p.in}${p.required ? ', requis' : ''}) `)}</p>`
        : ''
    }
    ${body.map(([type, media]) => html`<details><summary>Corps ${type}</summary>${schemaBlock(media.schema)}</details>`)}
    ${Object.entries(op.responses ?? {}).map(
      ([status, response]) =>
        html`<details><summary>Réponse ${status} — ${response.description ?? ''}</summary>${Object.values(
          response.content ?? {},
        ).map((media) => schemaBlock(media.schema))}</details>`,
    )}
  </section>`;
}

function referencePage(document: Document) {
  const paths = Object.entries(document.paths ?? {}).sort(([a], [b]) => a.localeCompare(b));
  const operations = paths.flatMap(([path, item]) =>
    methodOrder
      .filter((method) => (item as Record<string, unknown>)[method])
      .map((method) => operationBlock(method, path, (item as Record<string, Operation>)[method]!)),
  );
  return html`<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Référence de l’API — Septime</title>
<meta name="description" content="Toutes les routes de l’API Septime, avec leurs entrées, leurs sorties et leurs protections.">
<style>
body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1f2937;line-height:1.5}
section{border-top:1px solid #e5e7eb;padding:.5rem 0}
h3{margin:.5rem 0 0;font-size:1rem}
pre{background:#f3f4f6;padding:.75rem;overflow:auto;font-size:.8rem}
small{color:#4b5563}
</style>
</head>
<body>
<main>
<h1>Référence de l’API Septime</h1>
<p>${document.info.description ?? ''}</p>
<p>Le document machine est à <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${document.openapi}). ${raw(
    `${operations.length}`,
  )} opérations.</p>
${operations}
</main>
</body>
</html>`;
}
