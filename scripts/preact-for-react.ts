import type { Alias } from 'vite';

// The landing's own builds (scripts/build-landing.ts) run our React components on Preact: every
// React import resolves to preact/compat, so the components are written once, for React.
export const preactForReact: Alias[] = [
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react(-dom)?$/, replacement: 'preact/compat' },
];
