import { and, eq, gte, inArray, isNull, lt, lte, notInArray, or, sql } from 'drizzle-orm';
import type { DAVCalendar } from 'tsdav';
import type { PlanId } from '../../shared/plans.ts';
import type { Db } from '../db/client.ts';
import { caldavAccount, caldavItem, calendarEvent } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { loggableError, logger } from '../http/logger.ts';
import { checkAccountLimit, withinAccountLimit } from '../integrations/connection-limits.ts';
import { backoffMs, syncEveryMs } from '../integrations/sync-schedule.ts';
import type { SecretBox } from '../mailbox/secret-box.ts';
import { createGuardedFetch, OutgoingError } from '../outgoing/guarded-fetch.ts';
import { buildFeed, IcsError, parseIcs } from './ics.ts';

// CalDAV two-way sync with tsdav (issue 22, docs/decisions/026-connectors.md): the planning's own events
// (the user's and those Alfred created) are pushed once to the chosen calendar; the calendar's events are
// pulled into the planning (source 'caldav'), by UID and occurrence, updated on every run. One run per
// account at a time across instances (a claim in the row), bounded to the feed's window; the background job
// (the scheduler's tick, decision 033) claims due accounts with SKIP LOCKED and backs off after failures.

type Account = typeof caldavAccount.$inferSelect;

const dayMs = 86_400_000;
const claimMs = 2 * 60_000;
const maxPushPerRun = 200;

export interface CaldavConnectInput {
  serverUrl: string;
  username: string;
  password: string;
}

export function createCaldavService(deps: {
  db: Db;
  secrets: SecretBox;
  allowPrivate: boolean;
  /** The user's plan: how many accounts they may connect (connectionLimits). */
  planOf(userId: string): Promise<PlanId>;
  now?: () => Date;
}) {
  const { db, secrets } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * A tsdav session whose every request goes through the guarded client pinned to the server's origin
   * (decision 057): a redirect or a discovery link to another host is refused before any connection, so
   * the credentials never leave the server the user named. tsdav swallows some failures while it
   * discovers (it tries other paths), so the first refusal is kept and told instead of tsdav's error.
   */
  async function login(serverUrl: string, username: string, password: string) {
    let refusal: OutgoingError | undefined;
    const guarded = createGuardedFetch({
      allowPrivate: deps.allowPrivate,
      pinnedOrigin: serverUrl,
      timeoutMs: 20_000,
    });
    const fetch = async (url: string | URL, init?: RequestInit) => {
      try {
        return await guarded(url, init);
      } catch (err) {
        if (err instanceof OutgoingError && !refusal) refusal = err;
        throw err;
      }
    };
    // tsdav is loaded with the first CalDAV session, not at start (decision 045).
    const { DAVClient } = await import('tsdav');
    const client = new DAVClient({
      serverUrl,
      credentials: { username, password },
      authMethod: 'Basic',
      defaultAccountType: 'caldav',
      // tsdav calls it with a URL string only.
      fetch: fetch as typeof globalThis.fetch,
    });
    const fault = (err: unknown) => caldavFault(refusal ?? err);
    try {
      await client.login();
      const calendars = await client.fetchCalendars();
      return { client, calendars, fault };
    } catch (err) {
      throw fault(err);
    }
  }

  function caldavFault(err: unknown): ApiError {
    if (err instanceof ApiError) return err;
    if (err instanceof OutgoingError) {
      if (err.kind === 'other_origin') {
        return new ApiError(
          422,
          'caldav_other_host',
          `Le serveur CalDAV renvoie vers une autre adresse (${err.target}) : Septime n’y envoie pas vos identifiants. Si vous faites confiance à cette adresse, saisissez-la directement.`,
        );
      }
      if (err.kind === 'blocked') return new ApiError(422, 'caldav_blocked', err.message);
      if (err.kind === 'not_found')
        return new ApiError(422, 'caldav_unreachable', 'Le serveur CalDAV est introuvable.');
      if (err.kind === 'refused')
        return new ApiError(422, 'caldav_unreachable', 'Le serveur CalDAV ne répond pas.');
      if (err.kind === 'timeout')
        return new ApiError(422, 'caldav_unreachable', 'Le serveur CalDAV n’a pas répondu à temps.');
      return new ApiError(422, 'caldav_failed', `La connexion au serveur CalDAV a échoué : ${err.message}`);
    }
    const e = err as { code?: string; cause?: { code?: string }; message?: string };
    const code = e.code ?? e.cause?.code;
    if (code === 'ECONNREFUSED')
      return new ApiError(422, 'caldav_unreachable', 'Le serveur CalDAV ne répond pas.');
    if (/401|403|unauthori[sz]ed|invalid credentials/i.test(e.message ?? '')) {
      return new ApiError(422, 'caldav_auth', 'Identifiant ou mot de passe refusé par le serveur CalDAV.');
    }
    return new ApiError(422, 'caldav_failed', 'La connexion au serveur CalDAV a échoué.');
  }

  async function accountOf(userId: string): Promise<Account | undefined> {
    const [row] = await db.select().from(caldavAccount).where(eq(caldavAccount.userId, userId));
    return row;
  }

  async function runSync(account: Account) {
    const password = secrets.open(account.secret);
    const { client, calendars, fault } = await login(account.serverUrl, account.username, password);
    try {
      return await pushAndPull(account, client, calendars);
    } catch (err) {
      throw fault(err);
    }
  }

  async function pushAndPull(
    account: Account,
    client: Awaited<ReturnType<typeof login>>['client'],
    calendars: DAVCalendar[],
  ) {
    const calendar: DAVCalendar = calendars.find((c) => c.url === account.calendarUrl) ?? {
      url: account.calendarUrl,
    };
    const at = now();
    const window = { from: new Date(at.getTime() - 90 * dayMs), to: new Date(at.getTime() + 365 * dayMs) };
    let pushed = 0;
    let pulled = 0;

    // Push: the planning's own events not yet in the calendar (never what came from a calendar).
    const shared = await db
      .select({ eventId: caldavItem.eventId })
      .from(caldavItem)
      .where(eq(caldavItem.accountId, account.id));
    const sharedIds = shared.map((s) => s.eventId);
    const toPush = await db
      .select()
      .from(calendarEvent)
      .where(
        and(
          eq(calendarEvent.userId, account.userId),
          notInArray(calendarEvent.source, ['caldav', 'import', 'sample']),
          gte(calendarEvent.endsAt, window.from),
          lt(calendarEvent.startsAt, window.to),
          sharedIds.length ? notInArray(calendarEvent.id, sharedIds) : undefined,
        ),
      )
      .limit(maxPushPerRun);
    for (const event of toPush) {
      const filename = `${event.id}.ics`;
      const res = await client.createCalendarObject({
        calendar,
        filename,
        iCalString: buildFeed([{ ...event }], 'Septime'),
      });
      if (!res.ok && res.status !== 412)
        throw new ApiError(422, 'caldav_failed', `Le serveur CalDAV a refusé un événement (${res.status}).`);
      await db
        .insert(caldavItem)
        .values({
          accountId: account.id,
          eventId: event.id,
          direction: 'out',
          itemKey: `out:${event.id}`,
          href: new URL(filename, calendar.url).toString(),
        })
        .onConflictDoNothing();
      pushed += 1;
    }

    // Pull: every object of the calendar except those Septime pushed, expanded and upserted.
    const outs = await db
      .select({ href: caldavItem.href })
      .from(caldavItem)
      .where(and(eq(caldavItem.accountId, account.id), eq(caldavItem.direction, 'out')));
    const ownHrefs = new Set(outs.map((o) => o.href));
    const objects = await client.fetchCalendarObjects({ calendar });
    for (const object of objects) {
      if (ownHrefs.has(new URL(object.url, calendar.url).toString()) || !object.data) continue;
      let occurrences: ReturnType<typeof parseIcs>;
      try {
        occurrences = parseIcs(object.data, window);
      } catch (err) {
        if (err instanceof IcsError) continue; // one unreadable object does not stop the others
        throw err;
      }
      for (const o of occurrences) {
        const key = `in:${o.key}`;
        const fields = { title: o.title, description: o.description, startsAt: o.startsAt, endsAt: o.endsAt };
        const [known] = await db
          .select({ eventId: caldavItem.eventId })
          .from(caldavItem)
          .where(and(eq(caldavItem.accountId, account.id), eq(caldavItem.itemKey, key)));
        if (known) {
          await db.update(calendarEvent).set(fields).where(eq(calendarEvent.id, known.eventId));
          continue;
        }
        await db.transaction(async (tx) => {
          const [event] = await tx
            .insert(calendarEvent)
            .values({ ...fields, userId: account.userId, workspaceId: account.userId, source: 'caldav' })
            .returning({ id: calendarEvent.id });
          await tx.insert(caldavItem).values({
            accountId: account.id,
            eventId: event!.id,
            direction: 'in',
            itemKey: key,
            href: object.url,
          });
        });
        pulled += 1;
      }
    }
    return { pushed, pulled };
  }

  const free = (at: Date) =>
    or(isNull(caldavAccount.syncClaimedUntil), lt(caldavAccount.syncClaimedUntil, at));

  /** Runs a claimed account and releases it, with the next background time (backoff after failures). */
  async function runClaimed(account: Account) {
    try {
      const result = await runSync(account);
      const at = now();
      await db
        .update(caldavAccount)
        .set({
          lastSyncAt: at,
          lastError: null,
          syncFailures: 0,
          nextSyncAt: new Date(at.getTime() + syncEveryMs),
          syncClaimedUntil: null,
        })
        .where(eq(caldavAccount.id, account.id));
      return result;
    } catch (err) {
      const fault = caldavFault(err);
      logger().warn({ err: loggableError(err) }, 'caldav sync failed');
      const failures = account.syncFailures + 1;
      await db
        .update(caldavAccount)
        .set({
          lastError: fault.message,
          syncFailures: failures,
          nextSyncAt: new Date(now().getTime() + backoffMs(failures)),
          syncClaimedUntil: null,
        })
        .where(eq(caldavAccount.id, account.id));
      throw fault;
    }
  }

  return {
    async state(userId: string) {
      const account = await accountOf(userId);
      return {
        account: account
          ? {
              serverUrl: account.serverUrl,
              username: account.username,
              calendarName: account.calendarName,
              lastSyncAt: account.lastSyncAt?.toISOString() ?? null,
              lastError: account.lastError,
              nextSyncAt: account.nextSyncAt?.toISOString() ?? null,
              syncFailures: account.syncFailures,
            }
          : null,
      };
    },

    async connect(userId: string, input: CaldavConnectInput) {
      if (await accountOf(userId)) {
        throw new ApiError(
          409,
          'caldav_exists',
          'Un agenda CalDAV est déjà connecté : déconnectez-le d’abord.',
        );
      }
      const plan = await deps.planOf(userId);
      await checkAccountLimit(db, userId, plan);
      const { calendars } = await login(input.serverUrl, input.username, input.password);
      const calendar = calendars[0];
      if (!calendar) throw new ApiError(422, 'caldav_empty', 'Aucun agenda trouvé sur ce compte CalDAV.');
      await withinAccountLimit(db, userId, plan, (tx) =>
        tx
          .insert(caldavAccount)
          .values({
            userId,
            serverUrl: input.serverUrl,
            username: input.username,
            secret: secrets.seal(input.password),
            calendarUrl: calendar.url,
            calendarName: typeof calendar.displayName === 'string' ? calendar.displayName : '',
          })
          .onConflictDoNothing({ target: caldavAccount.userId }),
      );
      return this.state(userId);
    },

    /** One bounded two-way run; refused while another run holds the account. */
    async sync(userId: string) {
      const account = await accountOf(userId);
      if (!account) throw new ApiError(404, 'not_found', 'Aucun agenda CalDAV n’est connecté.');
      const at = now();
      const [claimed] = await db
        .update(caldavAccount)
        .set({ syncClaimedUntil: new Date(at.getTime() + claimMs) })
        .where(and(eq(caldavAccount.id, account.id), free(at)))
        .returning();
      if (!claimed)
        throw new ApiError(409, 'caldav_busy', 'Une synchronisation de cet agenda est déjà en cours.');
      return runClaimed(claimed);
    },

    /** The background job's step: the due accounts, one claimed at a time (SKIP LOCKED), within the budget. */
    async runDue(at: Date, budgetMs: number): Promise<number> {
      const started = performance.now();
      let runs = 0;
      while (performance.now() - started < budgetMs) {
        const due = db
          .select({ id: caldavAccount.id })
          .from(caldavAccount)
          .where(and(or(isNull(caldavAccount.nextSyncAt), lte(caldavAccount.nextSyncAt, at)), free(at)))
          .orderBy(sql`${caldavAccount.nextSyncAt} asc nulls first`)
          .limit(1)
          .for('update', { skipLocked: true });
        const [claimed] = await db
          .update(caldavAccount)
          .set({ syncClaimedUntil: new Date(at.getTime() + claimMs) })
          .where(inArray(caldavAccount.id, due))
          .returning();
        if (!claimed) break;
        runs += 1;
        await runClaimed(claimed).catch(() => {});
      }
      return runs;
    },

    /** The account, its sealed password and the pulled events go; pushed events stay the user's own. */
    async disconnect(userId: string) {
      const account = await accountOf(userId);
      if (!account) return;
      await db.transaction(async (tx) => {
        const pulled = await tx
          .select({ eventId: caldavItem.eventId })
          .from(caldavItem)
          .where(and(eq(caldavItem.accountId, account.id), eq(caldavItem.direction, 'in')));
        if (pulled.length) {
          await tx.delete(calendarEvent).where(
            inArray(
              calendarEvent.id,
              pulled.map((p) => p.eventId),
            ),
          );
        }
        await tx.delete(caldavAccount).where(eq(caldavAccount.id, account.id));
      });
    },
  };
}

export type CaldavService = ReturnType<typeof createCaldavService>;
