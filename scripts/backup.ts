// `npm run backup [-- --out DIR]`: a consistent dump of the configured database, named with the date.
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../src/server/config.ts';
import { BackupError, backupDatabase } from '../src/server/db/backup.ts';
import { DatabaseStartError, databaseTargetOf } from '../src/server/db/client.ts';

try {
  const config = loadConfig();
  const outAt = process.argv.indexOf('--out');
  const outDir =
    outAt > 0 && process.argv[outAt + 1] ? process.argv[outAt + 1]! : join(config.dataDir, 'backups');
  const file = await backupDatabase(databaseTargetOf(config), outDir);
  console.log(`Sauvegarde écrite : ${file}`);
} catch (err) {
  if (err instanceof BackupError || err instanceof DatabaseStartError || err instanceof ConfigError) {
    console.error(`Sauvegarde impossible. ${err.message}`);
    process.exit(1);
  }
  throw err;
}
