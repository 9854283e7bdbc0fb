import type { ReactNode } from 'react';

/**
 * The first stop of the Tab key on a page: hidden until focused, it moves the focus to `target` (the
 * main content, the chat's message box) so a keyboard user skips the header and the sidebar.
 */
export function SkipLink({ target, children }: { target: string; children: ReactNode }) {
  return (
    <a
      href={`#${target}`}
      onClick={(event) => {
        // Focus, not just scroll: a fragment jump leaves the focus behind on elements such as <main>.
        const element = document.getElementById(target);
        if (!element) return;
        event.preventDefault();
        element.focus({ preventScroll: true });
        element.scrollIntoView({ block: 'center' });
      }}
      className="sr-only rounded-lg bg-indigo-700 px-4 py-2 text-sm font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50"
    >
      {children}
    </a>
  );
}
