// A scheduler instance that claims the due skill runs and hangs while delivering them, as a process
// would when killed mid-run (skill-kill.test.ts sends it SIGKILL). Argument: the database URL.
import { createActionsService } from '../actions/actions.service.ts';
import { openDatabase } from '../db/client.ts';
import { createAutomation } from '../skills/automation.ts';
import { createWorkspaceService } from '../workspace/workspace.service.ts';

const database = openDatabase({ kind: 'postgres', url: process.argv[2]! });
const workspace = createWorkspaceService(database.db);
const automation = createAutomation(database.db, {
  mailer: {
    description: 'hangs',
    send: () => {
      console.log('delivering');
      return new Promise(() => {});
    },
  },
  workspace,
  actions: createActionsService(database.db, workspace),
  planOf: async () => 'pro',
  emitWebhook: async () => null,
  leaseMs: 1500,
});
void automation.scheduler.tick(new Date());
