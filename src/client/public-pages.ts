import type { ComponentType } from 'react';
import type { PrerenderedPath } from '../shared/prerendered-pages.ts';

/**
 * The page module of each prerendered path (src/shared/prerendered-pages.ts), one chunk each: the
 * entry of these pages (landing-main.tsx) loads only the page it hydrates, and the page's HTML
 * preloads that chunk (scripts/build-landing.ts). The same modules the app's router shows.
 */
export const publicPages: Record<PrerenderedPath, () => Promise<{ default: ComponentType }>> = {
  '/': () => import('./features/landing/landing-page.tsx'),
  '/blog': () => import('./features/blog/blog-page.tsx'),
  '/legal': () => import('./features/legal/legal-page.tsx'),
  '/connectors': () => import('./features/connectors/connectors-page.tsx'),
};
