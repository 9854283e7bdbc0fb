// A scheduler instance killed with SIGKILL at the delivery point of a skill run (skill-kill.test.ts).
// Arguments: the database (`postgres:<url>` or `pglite:<folder>`), then where it hangs:
//   - `in-transaction`: the result is written (outbox) inside the run's completing transaction, then
//     the process hangs before the commit: it prints « delivering »;
//   - `after-commit`: SMTP mail queue; the transaction commits, then the first SMTP attempt hangs on a
//     server that never answers (the third argument, an smtp:// URL).
import { createActionsService } from '../actions/actions.service.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { createMailer, type Mailer } from '../mail/mailer.ts';
import { createAutomation } from '../skills/automation.ts';
import { createWorkspaceService } from '../workspace/workspace.service.ts';

const [target = '', mode, smtpUrl] = process.argv.slice(2);
const database = target.startsWith('pglite:')
  ? openDatabase({ kind: 'pglite', dataDir: target.slice('pglite:'.length) })
  : openDatabase({ kind: 'postgres', url: target.slice('postgres:'.length) });
const config = loadConfig({ NODE_ENV: 'test', ...(mode === 'after-commit' ? { SMTP_URL: smtpUrl } : {}) });
const real = createMailer(config, database.db);
const mailer: Mailer =
  mode === 'in-transaction'
    ? {
        ...real,
        async stage(tx, message) {
          await real.stage(tx, message);
          console.log('delivering');
          return new Promise(() => {});
        },
      }
    : real;
const workspace = createWorkspaceService(database.db);
const automation = createAutomation(database.db, {
  mailer,
  workspace,
  actions: createActionsService(database.db, workspace),
  planOf: async () => 'pro',
  stageWebhook: async () => null,
  leaseMs: 1500,
});
void automation.scheduler.tick(new Date());
