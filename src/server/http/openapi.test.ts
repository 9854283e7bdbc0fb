import { describe, expect, it } from 'vitest';
import { routeTable } from '../security/route-table.ts';
import { serveOn } from '../testing/serve-on.ts';

// The document is built from the routes' declarations: what a route declares is what it describes.
describe('the OpenAPI document and the reference page', () => {
  const running = serveOn('pglite');

  it('describes every declared route with its access, input and output', async () => {
    const res = await fetch(`${running.server.url}/api/openapi.json`);
    expect(res.status).toBe(200);
    const document = (await res.json()) as {
      openapi: string;
      servers: Array<{ url: string }>;
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers[0]?.url).toBe('/api');
    const createTask = document.paths['/tasks']?.post as {
      summary: string;
      'x-access': string;
      requestBody: { required: boolean; content: Record<string, { schema: { required: string[] } }> };
      responses: Record<string, unknown>;
    };
    expect(createTask.summary).toBe('Création d’une tâche');
    expect(createTask['x-access']).toBe('session');
    expect(createTask.requestBody.required).toBe(true);
    expect(createTask.requestBody.content['application/json']?.schema.required).toContain('title');
    expect(Object.keys(createTask.responses)).toContain('201');
    expect(document.paths['/tasks/{id}']?.delete).toBeDefined();

    // Every declared route of the table is in the document, and nothing else.
    const declared = routeTable()
      .filter((rule) => !rule.path.includes('*'))
      .map((rule) => `${rule.method} ${rule.path}`);
    const documented = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} /api${path.replace(/\{([^}]+)\}/g, ':$1')}`),
    );
    expect(declared).toEqual(expect.arrayContaining(documented));
  });

  it('serves a readable French reference page without script', async () => {
    const res = await fetch(`${running.server.url}/api/reference`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const page = await res.text();
    expect(page).toContain('<html lang="fr">');
    expect(page).toContain('Référence de l’API Septime');
    expect(page).toContain('POST /api/tasks');
    expect(page).toContain('Connexion requise');
    expect(page).not.toContain('<script');
  });

  it('answers a method the route does not declare with the JSON 404', async () => {
    const res = await fetch(`${running.server.url}/api/openapi.json`, { method: 'DELETE' });
    expect(res.status).toBe(404);
  });
});
