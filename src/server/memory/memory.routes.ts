import {
  companyProfileDtoSchema,
  companyProfileSchema,
  memoryFactDtoSchema,
  memoryFactListSchema,
  memoryFactSchema,
} from '../../shared/memory.ts';
import { apiRouter, declareRoute, idParam, jsonBody, jsonResponse, noContent } from '../http/contract.ts';
import type { MemoryService } from './memory.service.ts';

export interface MemoryRouteDeps {
  memory: MemoryService;
}

const factId = { params: idParam('Identifiant de fait invalide.') };

const route = {
  getProfile: declareRoute(
    { access: 'session', label: 'Profil de l’entreprise' },
    { method: 'get', path: '/memory/profile', responses: jsonResponse(companyProfileDtoSchema) },
  ),
  putProfile: declareRoute(
    { access: 'session', label: 'Modifier le profil de l’entreprise' },
    {
      method: 'put',
      path: '/memory/profile',
      request: { body: jsonBody(companyProfileSchema) },
      responses: jsonResponse(companyProfileDtoSchema),
    },
  ),
  listFacts: declareRoute(
    { access: 'session', label: 'Faits retenus par les employés IA' },
    { method: 'get', path: '/memory/facts', responses: jsonResponse(memoryFactListSchema) },
  ),
  addFact: declareRoute(
    { access: 'session', label: 'Ajouter un fait à retenir' },
    {
      method: 'post',
      path: '/memory/facts',
      request: { body: jsonBody(memoryFactSchema) },
      responses: jsonResponse(memoryFactDtoSchema, 'Fait retenu (ou le même, déjà retenu)', 201),
    },
  ),
  editFact: declareRoute(
    { access: 'session', label: 'Modifier un fait retenu' },
    {
      method: 'patch',
      path: '/memory/facts/{id}',
      request: { ...factId, body: jsonBody(memoryFactSchema) },
      responses: jsonResponse(memoryFactDtoSchema),
    },
  ),
  removeFact: declareRoute(
    { access: 'session', label: 'Oublier un fait retenu' },
    { method: 'delete', path: '/memory/facts/{id}', request: factId, responses: noContent },
  ),
};

/** /api/memory: the company profile and the facts the employees remember, the user's own only. */
export function memoryRoutes({ memory }: MemoryRouteDeps) {
  return apiRouter()
    .openapi(route.getProfile, async (c) => c.json(await memory.profile.get(c.get('workspace').id), 200))
    .openapi(route.putProfile, async (c) =>
      c.json(await memory.profile.put(c.get('workspace').id, c.req.valid('json')), 200),
    )
    .openapi(route.listFacts, async (c) =>
      c.json({ facts: await memory.facts.list(c.get('workspace').id) }, 200),
    )
    .openapi(route.addFact, async (c) =>
      c.json(await memory.remember(c.get('workspace').id, c.req.valid('json').text), 201),
    )
    .openapi(route.editFact, async (c) =>
      c.json(
        await memory.facts.update(c.get('workspace').id, c.req.valid('param').id, c.req.valid('json').text),
        200,
      ),
    )
    .openapi(route.removeFact, async (c) => {
      await memory.facts.remove(c.get('workspace').id, c.req.valid('param').id);
      return c.body(null, 204);
    });
}
