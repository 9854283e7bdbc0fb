import {
  activityDtoSchema,
  activityInputSchema,
  activityListQuerySchema,
  companyDtoSchema,
  companyInputSchema,
  companyListQuerySchema,
  companyPatchSchema,
  contactDtoSchema,
  contactInputSchema,
  contactListQuerySchema,
  contactPatchSchema,
  forecastSchema,
  importInputSchema,
  importPreviewInputSchema,
  importPreviewSchema,
  importResultSchema,
  opportunityDtoSchema,
  opportunityImportInputSchema,
  opportunityInputSchema,
  opportunityListQuerySchema,
  opportunityPatchSchema,
  pipelineSchema,
} from '../../shared/crm.ts';
import { pageSchemaOf } from '../../shared/workspace.ts';
import { apiRouter, declareRoute, idParam, jsonBody, jsonResponse, noContent, z } from '../http/contract.ts';
import { limitCheck, type RateLimits } from '../rate-limit/enforce.ts';
import type { CrmService } from './crm.service.ts';
import type { CrmCsv } from './crm-csv.ts';

export interface CrmRouteDeps {
  limits: RateLimits;
  crm: CrmService;
  csv: CrmCsv;
}

const companyId = { params: idParam('Identifiant d’entreprise invalide.') };
const contactId = { params: idParam('Identifiant de contact invalide.') };
const opportunityId = { params: idParam('Identifiant d’opportunité invalide.') };

const csvResponse = (description: string) => ({
  200: { description, content: { 'text/csv': { schema: z.string() } } },
});

const route = {
  listCompanies: declareRoute(
    { access: 'session', label: 'CRM : liste des entreprises' },
    {
      method: 'get',
      path: '/crm/companies',
      request: { query: companyListQuerySchema },
      responses: jsonResponse(pageSchemaOf(companyDtoSchema)),
    },
  ),
  createCompany: declareRoute(
    { access: 'session', label: 'CRM : création d’une entreprise' },
    {
      method: 'post',
      path: '/crm/companies',
      request: { body: jsonBody(companyInputSchema) },
      responses: jsonResponse(companyDtoSchema, 'Entreprise créée', 201),
    },
  ),
  getCompany: declareRoute(
    { access: 'session', label: 'CRM : lecture d’une entreprise' },
    {
      method: 'get',
      path: '/crm/companies/{id}',
      request: companyId,
      responses: jsonResponse(companyDtoSchema),
    },
  ),
  updateCompany: declareRoute(
    { access: 'session', label: 'CRM : modification d’une entreprise' },
    {
      method: 'patch',
      path: '/crm/companies/{id}',
      request: { ...companyId, body: jsonBody(companyPatchSchema) },
      responses: jsonResponse(companyDtoSchema),
    },
  ),
  deleteCompany: declareRoute(
    { access: 'session', label: 'CRM : suppression d’une entreprise' },
    { method: 'delete', path: '/crm/companies/{id}', request: companyId, responses: noContent },
  ),
  listContacts: declareRoute(
    { access: 'session', label: 'CRM : liste des contacts' },
    {
      method: 'get',
      path: '/crm/contacts',
      request: { query: contactListQuerySchema },
      responses: jsonResponse(pageSchemaOf(contactDtoSchema)),
    },
  ),
  createContact: declareRoute(
    { access: 'session', label: 'CRM : création d’un contact' },
    {
      method: 'post',
      path: '/crm/contacts',
      request: { body: jsonBody(contactInputSchema) },
      responses: jsonResponse(contactDtoSchema, 'Contact créé', 201),
    },
  ),
  getContact: declareRoute(
    { access: 'session', label: 'CRM : lecture d’un contact' },
    {
      method: 'get',
      path: '/crm/contacts/{id}',
      request: contactId,
      responses: jsonResponse(contactDtoSchema),
    },
  ),
  updateContact: declareRoute(
    { access: 'session', label: 'CRM : modification d’un contact' },
    {
      method: 'patch',
      path: '/crm/contacts/{id}',
      request: { ...contactId, body: jsonBody(contactPatchSchema) },
      responses: jsonResponse(contactDtoSchema),
    },
  ),
  deleteContact: declareRoute(
    { access: 'session', label: 'CRM : suppression d’un contact' },
    { method: 'delete', path: '/crm/contacts/{id}', request: contactId, responses: noContent },
  ),
  listOpportunities: declareRoute(
    { access: 'session', label: 'CRM : liste des opportunités' },
    {
      method: 'get',
      path: '/crm/opportunities',
      request: { query: opportunityListQuerySchema },
      responses: jsonResponse(pageSchemaOf(opportunityDtoSchema)),
    },
  ),
  createOpportunity: declareRoute(
    { access: 'session', label: 'CRM : création d’une opportunité' },
    {
      method: 'post',
      path: '/crm/opportunities',
      request: { body: jsonBody(opportunityInputSchema) },
      responses: jsonResponse(opportunityDtoSchema, 'Opportunité créée', 201),
    },
  ),
  getOpportunity: declareRoute(
    { access: 'session', label: 'CRM : lecture d’une opportunité' },
    {
      method: 'get',
      path: '/crm/opportunities/{id}',
      request: opportunityId,
      responses: jsonResponse(opportunityDtoSchema),
    },
  ),
  updateOpportunity: declareRoute(
    { access: 'session', label: 'CRM : modification ou déplacement d’une opportunité' },
    {
      method: 'patch',
      path: '/crm/opportunities/{id}',
      request: { ...opportunityId, body: jsonBody(opportunityPatchSchema) },
      responses: jsonResponse(opportunityDtoSchema),
    },
  ),
  deleteOpportunity: declareRoute(
    { access: 'session', label: 'CRM : suppression d’une opportunité' },
    { method: 'delete', path: '/crm/opportunities/{id}', request: opportunityId, responses: noContent },
  ),
  pipeline: declareRoute(
    { access: 'session', label: 'CRM : pipeline par étape' },
    { method: 'get', path: '/crm/pipeline', responses: jsonResponse(pipelineSchema) },
  ),
  forecast: declareRoute(
    { access: 'session', label: 'CRM : prévision pondérée par mois' },
    { method: 'get', path: '/crm/forecast', responses: jsonResponse(forecastSchema) },
  ),
  listActivities: declareRoute(
    { access: 'session', label: 'CRM : historique d’une fiche' },
    {
      method: 'get',
      path: '/crm/activities',
      request: { query: activityListQuerySchema },
      responses: jsonResponse(pageSchemaOf(activityDtoSchema)),
    },
  ),
  createActivity: declareRoute(
    { access: 'session', label: 'CRM : ajout d’une activité' },
    {
      method: 'post',
      path: '/crm/activities',
      request: { body: jsonBody(activityInputSchema) },
      responses: jsonResponse(activityDtoSchema, 'Activité ajoutée', 201),
    },
  ),
  exportContacts: declareRoute(
    { access: 'session', label: 'CRM : export CSV des contacts', limits: ['crm-csv:user'] },
    {
      method: 'get',
      path: '/crm/export/contacts.csv',
      responses: csvResponse('Tous les contacts en CSV (séparateur « ; », UTF-8 avec BOM)'),
    },
  ),
  exportOpportunities: declareRoute(
    { access: 'session', label: 'CRM : export CSV des opportunités', limits: ['crm-csv:user'] },
    {
      method: 'get',
      path: '/crm/export/opportunities.csv',
      responses: csvResponse('Toutes les opportunités en CSV (séparateur « ; », UTF-8 avec BOM)'),
    },
  ),
  previewImport: declareRoute(
    { access: 'session', label: 'CRM : aperçu d’un import CSV', limits: ['crm-csv:user'] },
    {
      method: 'post',
      path: '/crm/import/preview',
      request: { body: jsonBody(importPreviewInputSchema) },
      responses: jsonResponse(importPreviewSchema),
    },
  ),
  importContacts: declareRoute(
    { access: 'session', label: 'CRM : import de contacts', limits: ['crm-csv:user'] },
    {
      method: 'post',
      path: '/crm/import/contacts',
      request: { body: jsonBody(importInputSchema) },
      responses: jsonResponse(importResultSchema),
    },
  ),
  importOpportunities: declareRoute(
    { access: 'session', label: 'CRM : import d’opportunités', limits: ['crm-csv:user'] },
    {
      method: 'post',
      path: '/crm/import/opportunities',
      request: { body: jsonBody(opportunityImportInputSchema) },
      responses: jsonResponse(importResultSchema),
    },
  ),
};

/** The CRM's routes with their declared inputs and outputs, for the typed client (api-client.ts's crmApi). */
export type CrmApiType = ReturnType<typeof crmRoutes>;

/** /api/crm/…: the CRM of the signed-in user's owner (decision 065); the service checks every id. */
export function crmRoutes(deps: CrmRouteDeps) {
  const { crm, csv, limits } = deps;
  return apiRouter()
    .openapi(route.listCompanies, async (c) =>
      c.json(await crm.companies.list(c.get('workspace').id, c.req.valid('query')), 200),
    )
    .openapi(route.createCompany, async (c) =>
      c.json(await crm.companies.create(c.get('workspace').id, c.req.valid('json')), 201),
    )
    .openapi(route.getCompany, async (c) =>
      c.json(await crm.companies.get(c.get('workspace').id, c.req.valid('param').id), 200),
    )
    .openapi(route.updateCompany, async (c) =>
      c.json(
        await crm.companies.update(c.get('workspace').id, c.req.valid('param').id, c.req.valid('json')),
        200,
      ),
    )
    .openapi(route.deleteCompany, async (c) => {
      await crm.companies.remove(c.get('workspace').id, c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(route.listContacts, async (c) =>
      c.json(await crm.contacts.list(c.get('workspace').id, c.req.valid('query')), 200),
    )
    .openapi(route.createContact, async (c) =>
      c.json(await crm.contacts.create(c.get('workspace').id, c.req.valid('json')), 201),
    )
    .openapi(route.getContact, async (c) =>
      c.json(await crm.contacts.get(c.get('workspace').id, c.req.valid('param').id), 200),
    )
    .openapi(route.updateContact, async (c) =>
      c.json(
        await crm.contacts.update(c.get('workspace').id, c.req.valid('param').id, c.req.valid('json')),
        200,
      ),
    )
    .openapi(route.deleteContact, async (c) => {
      await crm.contacts.remove(c.get('workspace').id, c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(route.listOpportunities, async (c) =>
      c.json(await crm.opportunities.list(c.get('workspace').id, c.req.valid('query')), 200),
    )
    .openapi(route.createOpportunity, async (c) =>
      c.json(await crm.opportunities.create(c.get('workspace').id, c.req.valid('json')), 201),
    )
    .openapi(route.getOpportunity, async (c) =>
      c.json(await crm.opportunities.get(c.get('workspace').id, c.req.valid('param').id), 200),
    )
    .openapi(route.updateOpportunity, async (c) =>
      c.json(
        await crm.opportunities.update(c.get('workspace').id, c.req.valid('param').id, c.req.valid('json')),
        200,
      ),
    )
    .openapi(route.deleteOpportunity, async (c) => {
      await crm.opportunities.remove(c.get('workspace').id, c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(route.pipeline, async (c) =>
      c.json(await crm.opportunities.pipeline(c.get('workspace').id), 200),
    )
    .openapi(route.forecast, async (c) =>
      c.json(await crm.opportunities.forecast(c.get('workspace').id), 200),
    )
    .openapi(route.listActivities, async (c) =>
      c.json(await crm.activities.list(c.get('workspace').id, c.req.valid('query')), 200),
    )
    .openapi(route.createActivity, async (c) =>
      c.json(await crm.activities.create(c.get('workspace').id, c.req.valid('json')), 201),
    )
    .openapi(route.exportContacts, async (c) => {
      await limits.enforce(c, limitCheck('crm-csv:user', c.get('user').id));
      const file = await csv.exportContacts(c.get('workspace').id);
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="${file.filename}"`);
      return c.body(file.body, 200);
    })
    .openapi(route.exportOpportunities, async (c) => {
      await limits.enforce(c, limitCheck('crm-csv:user', c.get('user').id));
      const file = await csv.exportOpportunities(c.get('workspace').id);
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="${file.filename}"`);
      return c.body(file.body, 200);
    })
    .openapi(route.previewImport, async (c) => {
      await limits.enforce(c, limitCheck('crm-csv:user', c.get('user').id));
      const body = c.req.valid('json');
      return c.json(csv.preview(body.csv, body.kind), 200);
    })
    .openapi(route.importContacts, async (c) => {
      await limits.enforce(c, limitCheck('crm-csv:user', c.get('user').id));
      const body = c.req.valid('json');
      return c.json(await csv.importContacts(c.get('workspace').id, body.csv, body.mapping), 200);
    })
    .openapi(route.importOpportunities, async (c) => {
      await limits.enforce(c, limitCheck('crm-csv:user', c.get('user').id));
      const body = c.req.valid('json');
      return c.json(await csv.importOpportunities(c.get('workspace').id, body.csv, body.mapping), 200);
    });
}
