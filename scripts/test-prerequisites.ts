// What `npm test` needs on the machine (decision 061): which servers and browsers the suites use, how
// each is found, and the Debian package that provides it. The decision (install, or name what to
// install) is a pure function so it is tested without uninstalling anything (test-prerequisites.test.ts).
import { existsSync } from 'node:fs';

export interface Tool {
  /** Short name, also the one SEPTIME_TEST_PRETEND_MISSING takes (e.g. `dovecot,radicale`). */
  name: string;
  /** Debian package that provides it. */
  aptPackage: string;
  /** Where the suites look for it (src/server/testing/dovecot.ts, radicale.ts, playwright.config.ts). */
  paths: string[];
  /** What needs it, in the French message. */
  usedBy: string;
}

export const tools: Tool[] = [
  {
    name: 'chromium',
    aptPackage: 'chromium',
    paths: ['/usr/bin/chromium'],
    usedBy: 'la suite Playwright (e2e/)',
  },
  {
    name: 'dovecot',
    aptPackage: 'dovecot-imapd',
    paths: ['/usr/sbin/dovecot', '/usr/bin/dovecot'],
    usedBy: 'les tests de la messagerie (IMAP)',
  },
  {
    name: 'radicale',
    aptPackage: 'radicale',
    paths: ['/usr/bin/radicale', '/usr/local/bin/radicale'],
    usedBy: 'les tests du calendrier (CalDAV)',
  },
  {
    name: 'redis',
    aptPackage: 'redis-server',
    paths: ['/usr/bin/redis-server', '/usr/local/bin/redis-server'],
    usedBy: 'les tests des limites de débit sur Redis',
  },
];

export interface Facts {
  /** Tools found on the machine. */
  present: Set<string>;
  isRoot: boolean;
  hasApt: boolean;
  /** A Redis already answers on 127.0.0.1:6379 (or TEST_REDIS_URL): no redis-server needed. */
  redisAnswers: boolean;
}

export type Plan =
  | { kind: 'ready' }
  | { kind: 'install'; packages: string[] }
  | { kind: 'missing'; packages: string[]; message: string };

/** What to do about the tools that are absent: nothing, install them (root + apt), or say how. */
export function planInstall(facts: Facts): Plan {
  const missing = tools.filter(
    (tool) => !facts.present.has(tool.name) && !(tool.name === 'redis' && facts.redisAnswers),
  );
  if (missing.length === 0) return { kind: 'ready' };
  const packages = missing.map((tool) => tool.aptPackage);
  if (facts.isRoot && facts.hasApt) return { kind: 'install', packages };
  const lines = missing.map((tool) => `  - ${tool.name} (${tool.usedBy}) : paquet Debian ${tool.aptPackage}`);
  const how = facts.hasApt
    ? `Installez-les : sudo apt-get install -y ${packages.join(' ')}`
    : `Installez-les avec le gestionnaire de paquets du système (noms Debian : ${packages.join(' ')}).`;
  return {
    kind: 'missing',
    packages,
    message: `Il manque ce qu’il faut aux tests :\n${lines.join('\n')}\n${how}\n(Ou lancez une étape seule, sans ces serveurs : npm run test:unit, dont les suites concernées sont alors ignorées en le disant.)`,
  };
}

/** SEPTIME_TEST_PRETEND_MISSING=dovecot,chromium: detection says absent, to try the install path. */
export function pretendMissing(env: NodeJS.ProcessEnv = process.env): Set<string> {
  return new Set(
    (env.SEPTIME_TEST_PRETEND_MISSING ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

export function detectTools(pretend: Set<string> = pretendMissing()): Set<string> {
  return new Set(
    tools
      .filter((tool) => !pretend.has(tool.name) && tool.paths.some((path) => existsSync(path)))
      .map((tool) => tool.name),
  );
}

/** The first binary found for a tool (after an install, for Redis). */
export function toolPath(name: string): string | undefined {
  return tools.find((tool) => tool.name === name)?.paths.find((path) => existsSync(path));
}
