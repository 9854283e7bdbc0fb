import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { speechCache } from '../db/schema.ts';
import type { SynthesizedAudio } from './types.ts';

export interface SpeechCacheKey {
  provider: string;
  voice: string;
  text: string;
}

function keyOf({ provider, voice, text }: SpeechCacheKey): string {
  return createHash('sha256').update(`${provider}\u0000${voice}\u0000${text}`).digest('hex');
}

/**
 * Larger audio is not kept: the cache serves what repeats (introductions, short replies), and writing
 * a 5,000-character WAV (12 MB) into PGlite held the event loop 7 s for every other request.
 */
export const maxCachedEntryBytes = 1024 * 1024;

/** Synthesised audio in the database, bounded to maxBytes (least recently used evicted first). */
export function createSpeechCache(db: Db, maxBytes: number) {
  return {
    async get(entry: SpeechCacheKey): Promise<SynthesizedAudio | undefined> {
      const key = keyOf(entry);
      const [row] = await db
        .update(speechCache)
        .set({ lastUsedAt: new Date() })
        .where(eq(speechCache.key, key))
        .returning({ audio: speechCache.audio, mimeType: speechCache.mimeType });
      return row ? { audio: row.audio, mimeType: row.mimeType } : undefined;
    },

    async put(entry: SpeechCacheKey, value: SynthesizedAudio): Promise<void> {
      if (value.audio.length > Math.min(maxBytes, maxCachedEntryBytes)) return;
      await db
        .insert(speechCache)
        .values({
          key: keyOf(entry),
          provider: entry.provider,
          voice: entry.voice,
          mimeType: value.mimeType,
          audio: value.audio,
          size: value.audio.length,
        })
        .onConflictDoNothing();
      // Keep the newest rows whose sizes add up to at most maxBytes.
      await db.execute(sql`
        delete from ${speechCache} where ${speechCache.key} in (
          select key from (
            select key, sum(size) over (order by last_used_at desc, key) as running from ${speechCache}
          ) ranked where running > ${maxBytes}
        )`);
    },

    async totalBytes(): Promise<number> {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${speechCache.size}), 0)` })
        .from(speechCache);
      return Number(row?.total ?? 0);
    },
  };
}

export type SpeechCache = ReturnType<typeof createSpeechCache>;
