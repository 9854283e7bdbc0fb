import {
  approvalDtoSchema,
  approvalEditSchema,
  approvalIdParam,
  approvalListSchema,
  auditListSchema,
  trustInputSchema,
  trustSchema,
} from '../../shared/skills.ts';
import { apiRouter, declareRoute, jsonBody, jsonResponse, z } from '../http/contract.ts';
import { approvingMember, mayDecide } from '../organisations/workspace-guard.ts';
import type { Automation } from '../skills/automation.ts';
import { auditCsv } from './approvals.service.ts';

const byId = { params: approvalIdParam };
const listQuery = z.object({
  status: z.enum(['pending', 'all'], { error: 'Filtre inconnu : « pending » ou « all ».' }).optional(),
});

const route = {
  list: declareRoute(
    { access: 'session', label: 'Boîte d’approbation' },
    {
      method: 'get',
      path: '/approvals',
      request: { query: listQuery },
      responses: jsonResponse(approvalListSchema),
    },
  ),
  approve: declareRoute(
    { access: 'session', label: 'Approbation d’une proposition (modifiée ou non)' },
    {
      method: 'post',
      path: '/approvals/{id}/approve',
      request: { ...byId, body: jsonBody(approvalEditSchema) },
      responses: jsonResponse(approvalDtoSchema),
    },
  ),
  reject: declareRoute(
    { access: 'session', label: 'Refus d’une proposition' },
    {
      method: 'post',
      path: '/approvals/{id}/reject',
      request: byId,
      responses: jsonResponse(approvalDtoSchema),
    },
  ),
  undo: declareRoute(
    { access: 'session', label: 'Annulation d’une action automatique' },
    {
      method: 'post',
      path: '/approvals/{id}/undo',
      request: byId,
      responses: jsonResponse(approvalDtoSchema),
    },
  ),
  trust: declareRoute(
    { access: 'session', label: 'Niveaux de confiance par type d’action' },
    { method: 'get', path: '/approvals/trust', responses: jsonResponse(trustSchema) },
  ),
  setTrust: declareRoute(
    { access: 'session', role: 'admin', label: 'Modification d’un niveau de confiance' },
    {
      method: 'put',
      path: '/approvals/trust',
      request: { body: jsonBody(trustInputSchema) },
      responses: jsonResponse(trustSchema),
    },
  ),
  audit: declareRoute(
    { access: 'session', label: 'Journal d’audit des actions' },
    { method: 'get', path: '/audit', responses: jsonResponse(auditListSchema) },
  ),
  exportAudit: declareRoute(
    { access: 'session', label: 'Export CSV du journal d’audit' },
    {
      method: 'get',
      path: '/audit/export',
      responses: {
        200: { description: 'Journal au format CSV', content: { 'text/csv': { schema: z.string() } } },
      },
    },
  ),
};

/** /api/approvals: the one inbox (chat actions and skills), trust levels; /api/audit: the log. */
export function approvalRoutes(deps: { automation: Automation }) {
  const { approvals } = deps.automation;
  return apiRouter()
    .openapi(route.list, async (c) =>
      c.json(
        {
          ...(await approvals.list(c.get('workspace').id, c.req.valid('query'))),
          mayApprove: mayDecide(c.get('workspace'), c.get('user')),
        },
        200,
      ),
    )
    .openapi(route.approve, async (c) =>
      c.json(
        await approvals.approve(
          c.get('workspace').id,
          c.req.valid('param').id,
          c.req.valid('json').params,
          approvingMember(c),
        ),
        200,
      ),
    )
    .openapi(route.reject, async (c) =>
      c.json(await approvals.reject(c.get('workspace').id, c.req.valid('param').id, approvingMember(c)), 200),
    )
    .openapi(route.undo, async (c) =>
      c.json(await approvals.undo(c.get('workspace').id, c.req.valid('param').id, approvingMember(c)), 200),
    )
    .openapi(route.trust, async (c) =>
      c.json({ levels: await approvals.trustLevels(c.get('workspace').id) }, 200),
    )
    .openapi(route.setTrust, async (c) => {
      const userId = c.get('workspace').id;
      const body = c.req.valid('json');
      await approvals.setTrust(userId, body.kind, body.level);
      return c.json({ levels: await approvals.trustLevels(userId) }, 200);
    })
    .openapi(route.audit, async (c) =>
      c.json({ entries: await approvals.auditLog(c.get('workspace').id) }, 200),
    )
    .openapi(route.exportAudit, async (c) => {
      const csv = auditCsv(await approvals.auditLog(c.get('workspace').id, 10_000));
      return c.body(csv, 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="journal-audit-septime.csv"',
      });
    });
}
