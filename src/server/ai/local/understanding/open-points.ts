// What the user says is not ready yet for a plan (« il nous manque encore l’agrément de la DDPP,
// l’animatrice n’arrive que le 15 février, et les toilettes ne sont pas finies »): each open point,
// with what it is in the user's words and, when said, the day it comes. The plan's risks are read
// from them.
import type { DayNumber } from '../../../../shared/paris-time.ts';
import { findDates } from '../dates.ts';
import { fold } from '../french.ts';

export interface OpenPoint {
  /** « missing »: not had yet; « late »: comes only on `day`; « unfinished »: not done yet (`state`). */
  kind: 'missing' | 'late' | 'unfinished';
  /** In the user's words, with its article: « l’agrément de la DDPP », « les toilettes accessibles ». */
  what: string;
  /** « finies », « livré »: the user's own word for what is not done, as they agreed it. */
  state?: string;
  day?: DayNumber;
}

const article = String.raw`(?:l['’]|les?\s|la\s|un\s|une\s|des\s|du\s|mon\s|ma\s|mes\s|notre\s|nos\s|son\s|sa\s|ses\s|leur\s|leurs\s)`;
const finished =
  /^(.+?)\s+(?:ne\s+|n['’]\s*)(?:sont|est|seront|sera)\s+(?:toujours\s+|encore\s+)?pas\s+(?:encore\s+|toujours\s+)?((?:fini|termin[ée]|pr[êe]t|livr[ée]|pos[ée]|install[ée]|sign[ée]|valid[ée]|re[çc]u|arriv[ée]|fait|achev[ée]|raccord[ée]|accord[ée]|obtenu)(?:e?s?))(?!\p{L})/iu;
const late =
  /^(.+?)\s+(?:n['’]\s*|ne\s+)(?:arrive|arrivent|arrivera|arriveront|commence|commencent|commencera|sera|seront|est|sont)\s+(?:l[àa]\s+|disponibles?\s+|livr[ée]e?s?\s+)?qu['’]?\s*(?:e\s+)?(?:à partir du|a partir du|le|au)\b/iu;
const missing = new RegExp(
  String.raw`\b(?:il\s+(?:nous\s+|me\s+|vous\s+|leur\s+)?manque|(?:on|nous)\s+attend(?:ons)?|(?:on\s+n['’]\s*a|nous\s+n['’]\s*avons)\s+(?:toujours\s+|encore\s+)?pas\s+(?:encore\s+|toujours\s+)?(?:re[çc]u|eu|obtenu))\s+(?:encore\s+|toujours\s+)?(${article}.+)$`,
  'iu',
);
const waiting = /\ben attente\s+(du|des|de la|de l['’]|d['’])\s*(.+)$/iu;

/** « L’animatrice » at the head of a sentence → « l’animatrice »; « DDPP », « Julie » stay. */
function lowered(phrase: string): string {
  return /^(?:L['’]|Les?\s|La\s|Un\s|Une\s|Des\s|Du\s|Mon\s|Ma\s|Mes\s|Notre\s|Nos\s)/.test(phrase)
    ? phrase.charAt(0).toLowerCase() + phrase.slice(1)
    : phrase;
}

function tidy(phrase: string): string {
  return lowered(
    phrase
      .replace(/^(?:et|mais|puis|or)\s+/i, '')
      .replace(/[\s,;:.!?]+$/, '')
      .trim(),
  );
}

/** The open points the message states, in its order. */
export function openPoints(message: string, now: Date): OpenPoint[] {
  const points: OpenPoint[] = [];
  let offset = 0;
  for (const clause of message.split(
    /([.!?;]\s+|,\s*(?:et\s+|mais\s+)?|\s+et\s+(?=(?:l['’]|les?\s|la\s|il\s|on\s|nous\s)))/i,
  )) {
    const at = offset;
    offset += clause.length;
    const text = clause.trim();
    if (text.length < 6) continue;
    const done = finished.exec(text);
    if (done?.[1] && new RegExp(`^${article}`, 'iu').test(done[1])) {
      points.push({ kind: 'unfinished', what: tidy(done[1]), state: done[2]!.toLowerCase() });
      continue;
    }
    const comes = late.exec(text);
    if (comes?.[1] && new RegExp(`^${article}|^\\p{Lu}`, 'u').test(comes[1])) {
      const day = findDates(message, now).find(
        (date) => date.index >= at && date.index < at + clause.length && date.day !== null,
      )?.day;
      if (day !== undefined && day !== null) points.push({ kind: 'late', what: tidy(comes[1]), day });
      continue;
    }
    const lacks = missing.exec(text);
    if (lacks?.[1]) {
      points.push({ kind: 'missing', what: tidy(lacks[1]) });
      continue;
    }
    const waits = waiting.exec(text);
    if (waits?.[1] && waits[2]) {
      const head = fold(waits[1]);
      const said =
        head === 'du'
          ? 'le '
          : head === 'des'
            ? 'les '
            : head === 'de la'
              ? 'la '
              : /^une?\s/i.test(waits[2])
                ? ''
                : 'l’';
      points.push({ kind: 'missing', what: tidy(`${said}${waits[2]}`) });
    }
  }
  return points;
}
