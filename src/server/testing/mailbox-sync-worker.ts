// An instance syncing one mailbox, killed with SIGKILL by mailbox-faults.test.ts in the middle of it:
// prints `batch <lastUid>` after each batch is stored. Arguments: the database URL, the user id.
import { openDatabase } from '../db/client.ts';
import { createMailboxService } from '../mailbox/mailbox.service.ts';
import { createSecretBox } from '../mailbox/secret-box.ts';

const database = openDatabase({ kind: 'postgres', url: process.argv[2]! });
const service = createMailboxService({
  db: database.db,
  secrets: createSecretBox(undefined, 'f'.repeat(32)),
  allowPrivate: true,
  planOf: async () => 'enterprise',
  onDemandBudgetMs: 600_000,
  onBatch: ({ lastUid }) => console.log(`batch ${lastUid}`),
});
await service.sync(process.argv[3]!);
console.log('done');
