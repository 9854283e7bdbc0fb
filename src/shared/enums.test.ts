import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { paymentProviders, sandboxCheckoutStatuses } from './billing.ts';
import { aiActionKinds, aiActionStatuses, chatRoles, messageStatuses } from './chat-model.ts';
import { mailCategories } from './connections-model.ts';
import {
  activityKinds,
  contactImportFields,
  opportunityImportFields,
  opportunityStages,
} from './crm-model.ts';
import { webhookDeliveryStatuses, webhookEventTypes } from './integrations-model.ts';
import { notificationKinds } from './notifications.ts';
import { billingIntervals, paidPlanIds, planIds } from './plans.ts';
import { employeeIds } from './routes.ts';
import {
  approvalStatuses,
  skillDestinations,
  skillEvents,
  skillKinds,
  skillRunOrigins,
  skillRunStatuses,
  skillTriggers,
  trustLevels,
} from './skills-model.ts';
import { messageDirections, ticketCategories, ticketSources, ticketStatuses } from './support-model.ts';
import { guidedStartStepIds, priorities, projectStatuses, taskStatuses } from './workspace-model.ts';

// Issue 19 item 7 (docs/decisions/023-client-boundaries.md): each domain enum is one `const` tuple in
// src/shared, which the database schema, the zod schemas, the types and the French labels all read.
// Its values written in a row again (`'todo', 'in_progress', 'review'` or `'low' | 'medium' | 'high'`)
// is a second copy that will drift: this test names the file.
const src = new URL('..', import.meta.url).pathname;

const enums: Record<string, { owner: string; values: readonly string[] }> = {
  projectStatuses: { owner: 'shared/workspace-model.ts', values: projectStatuses },
  priorities: { owner: 'shared/workspace-model.ts', values: priorities },
  taskStatuses: { owner: 'shared/workspace-model.ts', values: taskStatuses },
  guidedStartStepIds: { owner: 'shared/workspace-model.ts', values: guidedStartStepIds },
  chatRoles: { owner: 'shared/chat-model.ts', values: chatRoles },
  messageStatuses: { owner: 'shared/chat-model.ts', values: messageStatuses },
  aiActionKinds: { owner: 'shared/chat-model.ts', values: aiActionKinds },
  aiActionStatuses: { owner: 'shared/chat-model.ts', values: aiActionStatuses },
  planIds: { owner: 'shared/plans.ts', values: planIds },
  paidPlanIds: { owner: 'shared/plans.ts', values: paidPlanIds },
  billingIntervals: { owner: 'shared/plans.ts', values: billingIntervals },
  paymentProviders: { owner: 'shared/billing.ts', values: paymentProviders },
  notificationKinds: { owner: 'shared/notifications.ts', values: notificationKinds },
  sandboxCheckoutStatuses: { owner: 'shared/billing.ts', values: sandboxCheckoutStatuses },
  webhookDeliveryStatuses: { owner: 'shared/integrations-model.ts', values: webhookDeliveryStatuses },
  webhookEventTypes: { owner: 'shared/integrations-model.ts', values: webhookEventTypes },
  employeeIds: { owner: 'shared/routes.ts', values: employeeIds },
  skillKinds: { owner: 'shared/skills-model.ts', values: skillKinds },
  skillTriggers: { owner: 'shared/skills-model.ts', values: skillTriggers },
  skillEvents: { owner: 'shared/skills-model.ts', values: skillEvents },
  skillDestinations: { owner: 'shared/skills-model.ts', values: skillDestinations },
  skillRunStatuses: { owner: 'shared/skills-model.ts', values: skillRunStatuses },
  skillRunOrigins: { owner: 'shared/skills-model.ts', values: skillRunOrigins },
  approvalStatuses: { owner: 'shared/skills-model.ts', values: approvalStatuses },
  trustLevels: { owner: 'shared/skills-model.ts', values: trustLevels },
  mailCategories: { owner: 'shared/connections-model.ts', values: mailCategories },
  opportunityStages: { owner: 'shared/crm-model.ts', values: opportunityStages },
  activityKinds: { owner: 'shared/crm-model.ts', values: activityKinds },
  contactImportFields: { owner: 'shared/crm-model.ts', values: contactImportFields },
  opportunityImportFields: { owner: 'shared/crm-model.ts', values: opportunityImportFields },
  ticketStatuses: { owner: 'shared/support-model.ts', values: ticketStatuses },
  ticketCategories: { owner: 'shared/support-model.ts', values: ticketCategories },
  ticketSources: { owner: 'shared/support-model.ts', values: ticketSources },
  messageDirections: { owner: 'shared/support-model.ts', values: messageDirections },
};

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = sources(src).map((path) => ({ path: relative(src, path), text: readFileSync(path, 'utf8') }));
const quoted = (value: string) => `['"]${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"]`;

describe('domain enums written once', () => {
  for (const [name, { owner, values }] of Object.entries(enums)) {
    it(`lists ${name} in ${owner} only`, () => {
      // Three values in a row (all of a shorter list): a chosen subset such as four employees is no copy.
      const run = Math.min(3, values.length);
      const runs = values.slice(0, values.length - run + 1).map((_, start) =>
        values
          .slice(start, start + run)
          .map(quoted)
          .join('\\s*[,|]\\s*'),
      );
      const copy = new RegExp(runs.join('|'));
      const copies = files
        .filter((file) => file.path !== owner && copy.test(file.text))
        .map((file) => file.path);
      expect(copies).toEqual([]);
    });
  }

  it('finds the files it checks (a wrong root would pass every rule)', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(files.some((file) => file.path === 'server/db/schema.ts')).toBe(true);
  });
});
