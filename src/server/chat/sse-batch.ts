import type { ChatStreamEvent } from '../../shared/chat.ts';

/**
 * The chat's events written in batches (issue 25): what is pushed during one turn of the event loop
 * leaves in one write, and consecutive deltas are merged into one event, so a fast provider costs
 * one JSON.stringify and one socket write per batch instead of one per token.
 */
export function createEventBatcher(write: (chunk: string) => Promise<unknown> | undefined) {
  let out = '';
  let delta = '';
  let scheduled = false;
  let writing: Promise<unknown> = Promise.resolve();

  const closeDelta = () => {
    if (delta) {
      out += `data: ${JSON.stringify({ type: 'delta', text: delta } satisfies ChatStreamEvent)}\n\n`;
      delta = '';
    }
  };
  const take = () => {
    closeDelta();
    const chunk = out;
    out = '';
    return chunk;
  };
  const flushNow = () => {
    scheduled = false;
    const chunk = take();
    // Writes stay in order: each waits for the previous one (the stream's back-pressure).
    // A browser gone away fails the write: the reply still ends (and is stored) as if it had been read.
    if (chunk) writing = writing.then(() => write(chunk)).catch(() => {});
    return writing;
  };

  return {
    push(event: ChatStreamEvent) {
      if (event.type === 'delta') delta += event.text;
      else {
        closeDelta();
        out += `data: ${JSON.stringify(event)}\n\n`;
      }
      if (!scheduled) {
        scheduled = true;
        setImmediate(flushNow);
      }
    },
    /** Writes what is pending now and waits until every write is done. */
    flush: flushNow,
  };
}
