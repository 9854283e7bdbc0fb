import { renderToString } from 'react-dom/server';
import { type PrerenderedPath, prerenderedPaths } from '../shared/prerendered-pages.ts';
import { LandingApp } from './landing-app.tsx';
import { publicPages } from './public-pages.ts';

/**
 * Each prerendered page's HTML as a visitor first sees it, built once at build time
 * (scripts/build-landing.ts) with the same Preact that hydrates it (landing-main.tsx): the browser
 * paints it before any script runs. Nothing in these pages suspends on first render (their lazy
 * parts are dialogs and the blog's article, shown on demand), so a string render holds the page.
 */
export async function prerenderPages(): Promise<Map<PrerenderedPath, string>> {
  const pages = new Map<PrerenderedPath, string>();
  for (const path of prerenderedPaths) {
    const { default: Page } = await publicPages[path]();
    pages.set(path, renderToString(<LandingApp path={path} Page={Page} />));
  }
  return pages;
}
