// `npm run restore FILE [-- --force]`: loads a dump made by `npm run backup` into the configured database.
import { ConfigError, loadConfig } from '../src/server/config.ts';
import { BackupError, restoreDatabase } from '../src/server/db/backup.ts';
import { databaseTargetOf } from '../src/server/db/client.ts';

const args = process.argv.slice(2);
const file = args.find((arg) => !arg.startsWith('--'));
if (!file) {
  console.error('Usage : npm run restore FICHIER [-- --force]');
  process.exit(1);
}
try {
  const { keptAside } = await restoreDatabase(databaseTargetOf(loadConfig()), file, {
    force: args.includes('--force'),
  });
  console.log(`Sauvegarde restaurée : ${file}`);
  if (keptAside) console.log(`L’ancien dossier de données est conservé dans ${keptAside}`);
} catch (err) {
  if (err instanceof BackupError || err instanceof ConfigError) {
    console.error(`Restauration impossible. ${err.message}`);
    process.exit(1);
  }
  throw err;
}
