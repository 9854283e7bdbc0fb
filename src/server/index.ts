import { ConfigError, loadConfig } from './config.ts';
import { DatabaseStartError } from './db/client.ts';
import { startServer } from './server.ts';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const server = await startServer(config);
  console.log(
    `\nSeptime est prêt : ${config.appUrl === `http://localhost:${config.port}` ? server.url : config.appUrl}`,
  );
  for (const [capability, implementation] of Object.entries(server.capabilities)) {
    console.log(`  ${capability.padEnd(16)} ${implementation}`);
  }
  const shutdown = async () => {
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((err) => {
  // The database refused (incomplete data folder, unreachable server): the message says which and why.
  if (err instanceof DatabaseStartError) {
    console.error(`\nSeptime ne peut pas démarrer. ${err.message}`);
    process.exit(1);
  }
  // drizzle's message carries the query's parameters (a generated secret, a user's data): the
  // failing query is named, its parameters never printed; the driver's cause says what went wrong.
  const message = err instanceof Error ? err.message.replace(/\nparams:[\s\S]*$/, '') : String(err);
  const cause = err instanceof Error && err.cause instanceof Error ? ` (${err.cause.message})` : '';
  console.error('[septime] start failed:', `${message}${cause}`);
  process.exit(1);
});
