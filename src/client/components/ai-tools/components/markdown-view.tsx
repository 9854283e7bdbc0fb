import { lazy, Suspense } from 'react';

// react-markdown stays out of the page's first load: fetched when a first result is shown.
const MarkdownContent = lazy(() => import('./markdown-content.tsx'));

export function MarkdownView({ text }: { text: string }) {
  return (
    <Suspense fallback={<p className="text-sm whitespace-pre-wrap break-words text-slate-800">{text}</p>}>
      <MarkdownContent text={text} />
    </Suspense>
  );
}
