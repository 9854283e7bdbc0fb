import {
  documentDtoSchema,
  documentLimits,
  documentListSchema,
  documentNameSchema,
  documentPatchSchema,
  documentSearchSchema,
  passageDtoSchema,
  passageListSchema,
  pastedDocumentSchema,
} from '../../shared/documents.ts';
import type { PlanId } from '../../shared/plans.ts';
import { apiRouter, declareRoute, idParam, jsonBody, jsonResponse, noContent, z } from '../http/contract.ts';
import { ApiError } from '../http/errors.ts';
import { readBodyWithin } from '../http/request-body.ts';
import { limitCheck, type RateLimits } from '../rate-limit/enforce.ts';
import { type DocumentsService, tooLarge } from './documents.service.ts';

export interface DocumentRouteDeps {
  limits: RateLimits;
  documents: DocumentsService;
  planOf(userId: string): Promise<PlanId>;
  /** The provider that receives passages with the questions, or null when only the local engine reads them. */
  providerName: string | null;
}

const documentId = { params: idParam('Identifiant de document invalide.') };
const passageId = { params: idParam('Identifiant de passage invalide.') };

/** `attachment; filename*=UTF-8''…` so accented names survive, with an ASCII fallback. */
function attachment(name: string): string {
  const ascii =
    name
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '') || 'document';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

const route = {
  list: declareRoute(
    { access: 'session', label: 'Documents de l’entreprise' },
    { method: 'get', path: '/documents', responses: jsonResponse(documentListSchema) },
  ),
  upload: declareRoute(
    { access: 'session', label: 'Envoyer un document', limits: ['documents:upload'] },
    {
      method: 'post',
      path: '/documents',
      // The body is the file itself, read by the route up to the user's plan's size (not by app.ts).
      request: {
        query: z.object({ name: documentNameSchema }),
        body: {
          required: true,
          content: { 'application/octet-stream': { schema: z.string().meta({ format: 'binary' }) } },
        },
      },
      responses: jsonResponse(documentDtoSchema, 'Document ajouté', 201),
    },
  ),
  paste: declareRoute(
    { access: 'session', label: 'Coller un texte comme document', limits: ['documents:upload'] },
    {
      method: 'post',
      path: '/documents/text',
      request: { body: jsonBody(pastedDocumentSchema) },
      responses: jsonResponse(documentDtoSchema, 'Document ajouté', 201),
    },
  ),
  search: declareRoute(
    { access: 'session', label: 'Recherche dans les documents' },
    {
      method: 'get',
      path: '/documents/search',
      request: { query: documentSearchSchema },
      responses: jsonResponse(passageListSchema),
    },
  ),
  passage: declareRoute(
    { access: 'session', label: 'Passage cité d’un document' },
    {
      method: 'get',
      path: '/documents/passages/{id}',
      request: passageId,
      responses: jsonResponse(passageDtoSchema),
    },
  ),
  get: declareRoute(
    { access: 'session', label: 'Détails d’un document' },
    {
      method: 'get',
      path: '/documents/{id}',
      request: documentId,
      responses: jsonResponse(documentDtoSchema),
    },
  ),
  download: declareRoute(
    { access: 'session', label: 'Télécharger un document' },
    {
      method: 'get',
      path: '/documents/{id}/download',
      request: documentId,
      responses: {
        200: {
          description: 'Le fichier tel qu’il a été envoyé',
          content: { 'application/octet-stream': { schema: z.string().meta({ format: 'binary' }) } },
        },
      },
    },
  ),
  rename: declareRoute(
    { access: 'session', label: 'Renommer un document' },
    {
      method: 'patch',
      path: '/documents/{id}',
      request: { ...documentId, body: jsonBody(documentPatchSchema) },
      responses: jsonResponse(documentDtoSchema),
    },
  ),
  remove: declareRoute(
    { access: 'session', label: 'Supprimer un document' },
    { method: 'delete', path: '/documents/{id}', request: documentId, responses: noContent },
  ),
};

/** /api/documents: the user's own documents only (404 for anyone else's). */
export function documentRoutes(deps: DocumentRouteDeps) {
  const { documents } = deps;
  return apiRouter()
    .openapi(route.list, async (c) => {
      const userId = c.get('workspace').id;
      const [list, plan] = await Promise.all([documents.list(userId), deps.planOf(userId)]);
      return c.json({ documents: list, limits: documentLimits[plan], sentTo: deps.providerName }, 200);
    })
    .openapi(route.upload, async (c) => {
      const user = c.get('user');
      await deps.limits.enforce(c, limitCheck('documents:upload', user.id));
      const { name } = c.req.valid('query');
      const owner = c.get('workspace').id;
      const plan = await deps.planOf(owner);
      // The plan's size is refused before reading (announced) or as soon as it is passed (counted).
      const maxBytes = documentLimits[plan].maxBytes;
      if (Number(c.req.header('content-length') ?? 0) > maxBytes) throw tooLarge(plan);
      const bytes = await readBodyWithin(c, maxBytes);
      if (bytes === 'too_large') throw tooLarge(plan);
      if (bytes === 'incomplete') {
        throw new ApiError(400, 'validation:body', 'Le contenu de la requête est arrivé incomplet.');
      }
      const file = bytes ?? new Uint8Array();
      return c.json(await documents.upload(owner, plan, { name, bytes: file }), 201);
    })
    .openapi(route.paste, async (c) => {
      const user = c.get('user');
      await deps.limits.enforce(c, limitCheck('documents:upload', user.id));
      const owner = c.get('workspace').id;
      return c.json(await documents.paste(owner, await deps.planOf(owner), c.req.valid('json')), 201);
    })
    .openapi(route.search, async (c) => {
      const query = c.req.valid('query');
      return c.json({ passages: await documents.search(c.get('workspace').id, query.q, query.limit) }, 200);
    })
    .openapi(route.passage, async (c) =>
      c.json(await documents.passage(c.get('workspace').id, c.req.valid('param').id), 200),
    )
    .openapi(route.get, async (c) =>
      c.json(await documents.get(c.get('workspace').id, c.req.valid('param').id), 200),
    )
    .openapi(route.download, async (c) => {
      const file = await documents.download(c.get('workspace').id, c.req.valid('param').id);
      c.header('Content-Type', file.mimeType);
      c.header('Content-Disposition', attachment(file.name));
      c.header('Cache-Control', 'private, no-store');
      return c.body(file.content as Uint8Array<ArrayBuffer>, 200);
    })
    .openapi(route.rename, async (c) =>
      c.json(
        await documents.rename(c.get('workspace').id, c.req.valid('param').id, c.req.valid('json').name),
        200,
      ),
    )
    .openapi(route.remove, async (c) => {
      await documents.remove(c.get('workspace').id, c.req.valid('param').id);
      return c.body(null, 204);
    });
}
