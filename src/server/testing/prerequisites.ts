import { testDatabaseUrl } from '../config.ts';
import { hasDovecot } from './dovecot.ts';
import { hasRadicale } from './radicale.ts';

// A suite that needs a server of the machine is skipped only when it is absent, and never silently
// (decision 061): `describe(name, onlyWith(missing.dovecot), …)` puts the reason on the suite, the skip
// reporter (skip-reporter.ts) prints it, and `npm test`'s summary counts it. `npm test` installs or
// starts all of them, so there nothing is skipped.

declare module 'vitest' {
  interface TaskMeta {
    /** Why this suite or test is skipped (onlyWith). */
    skipReason?: string;
  }
}

/** Why each server of the machine cannot be used, or undefined when it can. */
export const missing = {
  dovecot: hasDovecot ? undefined : 'Dovecot absent (apt-get install dovecot-imapd)',
  radicale: hasRadicale ? undefined : 'Radicale absent (apt-get install radicale)',
  postgres: testDatabaseUrl() ? undefined : 'TEST_DATABASE_URL absent (aucun serveur PostgreSQL donné)',
};

/** Options of a describe/it: skipped, with its reason, when any reason is given. */
export function onlyWith(...reasons: (string | false | undefined)[]): {
  skip?: boolean;
  meta?: { skipReason: string };
} {
  const given = reasons.filter((reason): reason is string => Boolean(reason));
  return given.length === 0 ? {} : { skip: true, meta: { skipReason: given.join(' ; ') } };
}
