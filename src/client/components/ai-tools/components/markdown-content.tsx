import type { ComponentProps } from 'react';
import type { Components } from 'react-markdown';
import { cn } from '../../../lib/cn.ts';
import { gfmClasses, SafeMarkdown } from '../../markdown/safe-markdown.tsx';

type Level = 1 | 2 | 3 | 4 | 5 | 6;
const headingClasses: Record<Level, string> = {
  1: 'text-lg font-semibold text-slate-900',
  2: 'pt-2 text-base font-semibold text-slate-900',
  3: 'font-semibold text-slate-900',
  4: 'font-semibold text-slate-900',
  5: 'font-semibold text-slate-800',
  6: 'font-semibold text-slate-800',
};

// The text sits under the page's h1, the panel's h2 and the result's h3: its own headings move two
// levels down so the outline stays right for screen readers, while keeping the look of their level.
function shifted(level: Level) {
  const Tag = `h${Math.min(level + 2, 6)}` as 'h3';
  return ({ node: _node, className, ...props }: ComponentProps<'h3'> & { node?: unknown }) => (
    <Tag {...props} className={cn(headingClasses[level], className)} />
  );
}

// Raw HTML and unsafe links are dropped by SafeMarkdown: a generated text can format itself, never inject markup.
const components: Components = {
  h1: shifted(1),
  h2: shifted(2),
  h3: shifted(3),
  h4: shifted(4),
  h5: shifted(5),
  h6: shifted(6),
};

/** A generated plan or report, rendered as Markdown (headings, lists, emphasis, links, tables). */
export default function MarkdownContent({ text }: { text: string }) {
  return (
    <div
      className={cn(
        'min-w-0 space-y-3 text-sm leading-relaxed break-words text-slate-800 [&_a]:font-medium [&_a]:text-indigo-700 [&_a]:underline [&_a]:underline-offset-2 [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:py-0.5 [&_code]:text-[0.85em] [&_em]:text-slate-600 [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-5 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-800 [&_pre]:p-3 [&_pre]:text-slate-100 [&_strong]:font-semibold [&_strong]:text-slate-900 [&_ul]:list-disc [&_ul]:pl-5',
        gfmClasses,
      )}
    >
      <SafeMarkdown text={text} components={components} />
    </div>
  );
}
