// The gist of an earlier reply: its first meaningful line, for the summaries of a conversation.
import type { ChatTurn } from '../types.ts';
import { shorten } from './french.ts';

/** The first meaningful line of a reply, without Markdown marks. */
export function gistOf(turn: ChatTurn): string {
  const line =
    turn.content
      .split('\n')
      .map((text) => text.replace(/[#*_>`|]/g, '').trim())
      .find((text) => text.length > 0) ?? '';
  // Drop the short opener of a reply ("Bien sûr.", "C'est parti !") and the colon announcing a list.
  const gist = line.replace(/^[^.!?]{1,25}[.!?]\s+(?=\S)/, '').replace(/\s*:$/, '');
  return shorten(gist, 140);
}
