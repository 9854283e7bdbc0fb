import type { HighlightSegment } from '../../../../shared/documents.ts';

/** A passage with the words that matched in <mark>, built from segments (never from HTML). */
export function Highlighted({ segments }: { segments: HighlightSegment[] }) {
  return (
    <p className="whitespace-pre-wrap break-words text-sm leading-relaxed text-slate-700">
      {segments.map((segment, index) =>
        segment.hit ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments never move
          <mark key={index} className="rounded bg-amber-100 px-0.5 text-slate-900">
            {segment.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments never move
          <span key={index}>{segment.text}</span>
        ),
      )}
    </p>
  );
}
