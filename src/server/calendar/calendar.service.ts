import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gte, inArray, lt, max } from 'drizzle-orm';
import type { CalendarState } from '../../shared/connections.ts';
import type { Db } from '../db/client.ts';
import { calendarEvent, calendarFeed, calendarImportItem } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { buildFeed, IcsError, parseIcs } from './ics.ts';

// The calendar connection of /integrations (issue 22): the private ICS feed of the planning, and the
// import of an ICS file or URL into it. Imported events are planning events (source 'import') tied to
// their UID and occurrence, so importing the same calendar again updates them instead of adding copies.

const dayMs = 86_400_000;
/** What the feed carries and what an import keeps: from 90 days back to a year ahead. */
const pastDays = 90;
const futureDays = 365;
const maxFeedEvents = 2000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export interface CalendarServiceDeps {
  db: Db;
  /** The app's public origin (APP_URL): the feed URL calendar clients subscribe to. */
  appUrl: string;
  now?: () => Date;
}

export type CalendarService = ReturnType<typeof createCalendarService>;

export function createCalendarService(deps: CalendarServiceDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const feedUrl = (token: string) => `${deps.appUrl}/api/calendar/feed/${token}.ics`;

  return {
    async state(userId: string): Promise<CalendarState> {
      const [feed] = await db.select().from(calendarFeed).where(eq(calendarFeed.userId, userId));
      const [imported] = await db
        .select({ n: count(), last: max(calendarImportItem.importedAt) })
        .from(calendarImportItem)
        .where(eq(calendarImportItem.userId, userId));
      return {
        feed: feed
          ? {
              tokenHint: feed.tokenHint,
              createdAt: feed.createdAt.toISOString(),
              lastFetchedAt: feed.lastFetchedAt?.toISOString() ?? null,
            }
          : null,
        importedEvents: imported?.n ?? 0,
        lastImportAt: imported?.last ? new Date(imported.last).toISOString() : null,
      };
    },

    /** Makes the feed, or a new secret for it (the old URL stops working at once); the URL is shown now only. */
    async createFeed(userId: string) {
      const token = randomBytes(32).toString('base64url');
      const values = { userId, tokenHash: hashOf(token), tokenHint: token.slice(0, 4), createdAt: now() };
      const [row] = await db
        .insert(calendarFeed)
        .values(values)
        .onConflictDoUpdate({
          target: calendarFeed.userId,
          set: {
            tokenHash: values.tokenHash,
            tokenHint: values.tokenHint,
            createdAt: values.createdAt,
            lastFetchedAt: null,
          },
        })
        .returning();
      return {
        url: feedUrl(token),
        tokenHint: row!.tokenHint,
        createdAt: row!.createdAt.toISOString(),
        lastFetchedAt: null,
      };
    },

    async removeFeed(userId: string): Promise<void> {
      await db.delete(calendarFeed).where(eq(calendarFeed.userId, userId));
    },

    /** The feed's text for a token, or null for an unknown one (the route answers 404 either way). */
    async renderFeed(token: string): Promise<string | null> {
      const [feed] = await db
        .select()
        .from(calendarFeed)
        .where(eq(calendarFeed.tokenHash, hashOf(token)));
      if (!feed) return null;
      const at = now();
      const events = await db
        .select()
        .from(calendarEvent)
        .where(
          and(
            eq(calendarEvent.userId, feed.userId),
            // The user's calendar app gets their own events, never the example's (decision 059).
            eq(calendarEvent.sample, false),
            gte(calendarEvent.endsAt, new Date(at.getTime() - pastDays * dayMs)),
            lt(calendarEvent.startsAt, new Date(at.getTime() + futureDays * dayMs)),
          ),
        )
        .orderBy(calendarEvent.startsAt)
        .limit(maxFeedEvents);
      await db.update(calendarFeed).set({ lastFetchedAt: at }).where(eq(calendarFeed.userId, feed.userId));
      return buildFeed(
        events.map((e) => ({
          id: e.id,
          title: e.title,
          description: e.description,
          startsAt: e.startsAt,
          endsAt: e.endsAt,
          updatedAt: e.updatedAt,
        })),
        'Planning Septime',
      );
    },

    /** Puts the events of an ICS text into the planning: new ones created, known ones updated. */
    async importIcs(userId: string, text: string, origin: string) {
      const at = now();
      let occurrences: ReturnType<typeof parseIcs>;
      try {
        occurrences = parseIcs(text, {
          from: new Date(at.getTime() - pastDays * dayMs),
          to: new Date(at.getTime() + futureDays * dayMs),
        });
      } catch (err) {
        if (err instanceof IcsError) throw new ApiError(422, 'calendar_invalid', err.message);
        throw err;
      }
      let created = 0;
      let updated = 0;
      await db.transaction(async (tx) => {
        const keys = occurrences.map((o) => o.key);
        const known = keys.length
          ? await tx
              .select({ key: calendarImportItem.itemKey, eventId: calendarImportItem.eventId })
              .from(calendarImportItem)
              .where(and(eq(calendarImportItem.userId, userId), inArray(calendarImportItem.itemKey, keys)))
          : [];
        const eventOf = new Map(known.map((k) => [k.key, k.eventId]));
        for (const o of occurrences) {
          const fields = {
            title: o.title,
            description: o.description,
            startsAt: o.startsAt,
            endsAt: o.endsAt,
          };
          const eventId = eventOf.get(o.key);
          if (eventId) {
            await tx.update(calendarEvent).set(fields).where(eq(calendarEvent.id, eventId));
            updated += 1;
            continue;
          }
          const [event] = await tx
            .insert(calendarEvent)
            .values({ ...fields, userId, workspaceId: userId, source: 'import' })
            .returning({ id: calendarEvent.id });
          await tx.insert(calendarImportItem).values({ userId, itemKey: o.key, eventId: event!.id, origin });
          eventOf.set(o.key, event!.id);
          created += 1;
        }
      });
      return { created, updated };
    },

    /** Disconnecting the calendar: the feed and every imported event go. */
    async disconnect(userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(calendarFeed).where(eq(calendarFeed.userId, userId));
        const items = await tx
          .select({ eventId: calendarImportItem.eventId })
          .from(calendarImportItem)
          .where(eq(calendarImportItem.userId, userId));
        if (items.length) {
          await tx.delete(calendarEvent).where(
            and(
              eq(calendarEvent.userId, userId),
              inArray(
                calendarEvent.id,
                items.map((i) => i.eventId),
              ),
            ),
          );
        }
      });
    },
  };
}
