import { Square, SquareCheck } from 'lucide-react';
import { type ComponentProps, type JSX, useId } from 'react';
import Markdown, { type Components, type Options } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { Link } from 'wouter';
import { safeReturnPath } from '../../../shared/safe-return.ts';

// Only lazy chunks import this file: react-markdown and remark-gfm never weigh on a first load.

const remarkPlugins = [remarkGfm];

type Props<Tag extends keyof JSX.IntrinsicElements> = ComponentProps<Tag> & { node?: unknown };

function SafeLink({ node: _node, href, ...props }: Props<'a'>) {
  // Footnote links stay in the page; every other link opens apart, without access to this window.
  if (href?.startsWith('#')) return <a href={href} {...props} />;
  // A page of the app (a hand-off: "[Suki](/ai/suki)") opens here, through the router.
  const own = safeReturnPath(href);
  if (own) return <Link href={own} {...props} />;
  return <a href={href} {...props} target="_blank" rel="noopener noreferrer" />;
}

// A wide table scrolls inside its frame rather than widening the reply; the frame takes the focus
// so that a keyboard user can scroll it too.
function Table({ node: _node, ...props }: Props<'table'>) {
  return (
    <section
      aria-label="Tableau"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      className="my-1 max-w-full overflow-x-auto rounded-lg border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
    >
      <table {...props} className="w-full border-collapse text-left text-sm" />
    </section>
  );
}

// GFM tables have one header row and no row headers: every header cell heads its column.
function HeaderCell({ node: _node, ...props }: Props<'th'>) {
  return (
    <th
      scope="col"
      {...props}
      className="border-b border-slate-300 bg-slate-50 px-3 py-2 align-bottom font-semibold text-slate-900"
    />
  );
}

function Cell({ node: _node, ...props }: Props<'td'>) {
  return <td {...props} className="min-w-28 px-3 py-2 align-top text-slate-800" />;
}

function Row({ node: _node, ...props }: Props<'tr'>) {
  return <tr {...props} className="border-b border-slate-200 last:border-b-0" />;
}

// A task list item is read, not ticked: a drawn box and its state in words instead of a dead checkbox.
function TaskBox({ node: _node, type, checked, ...props }: Props<'input'>) {
  if (type !== 'checkbox') return <input type={type} checked={checked} {...props} />;
  const Icon = checked ? SquareCheck : Square;
  return (
    <>
      <Icon className="mr-1.5 mb-0.5 inline size-4 text-slate-500" aria-hidden="true" />
      <span className="sr-only">{checked ? 'Fait\u00a0:' : 'À faire\u00a0:'}</span>
    </>
  );
}

const baseComponents: Components = {
  a: SafeLink,
  table: Table,
  th: HeaderCell,
  td: Cell,
  tr: Row,
  input: TaskBox,
};

// Task lists drop their bullets; struck text stays legible.
export const gfmClasses =
  '[&_.contains-task-list]:list-none [&_.contains-task-list]:pl-1 [&_del]:text-slate-500 [&_sup]:text-[0.75em]';

/**
 * Markdown with GitHub's extensions (tables, strikethrough, task lists, autolinks), from a text we
 * do not trust: raw HTML is skipped (no rehype-raw) and react-markdown's default URL check drops
 * `javascript:` and `data:` links.
 */
export function SafeMarkdown({ text, components }: { text: string; components?: Components }) {
  // Footnote ids must not collide between two replies on the same page.
  const prefix = `md-${useId().replace(/[^a-zA-Z0-9]/g, '')}-`;
  const remarkRehypeOptions: Options['remarkRehypeOptions'] = {
    clobberPrefix: prefix,
    footnoteLabel: 'Notes',
    footnoteBackLabel: (index) => `Retour à l’appel de note ${index + 1}`,
  };
  return (
    <Markdown
      skipHtml
      remarkPlugins={remarkPlugins}
      remarkRehypeOptions={remarkRehypeOptions}
      components={{ ...baseComponents, ...components }}
    >
      {text}
    </Markdown>
  );
}
