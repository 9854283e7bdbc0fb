import { renderToString } from 'react-dom/server';
import { LandingApp } from './landing-app.tsx';

/**
 * The landing's HTML as a visitor first sees it, built once at build time (scripts/build-landing.ts)
 * with the same Preact that hydrates it (landing-main.tsx): the browser paints it before any script
 * runs. Nothing in the landing suspends on first render, so a string render holds the whole page.
 */
export function prerenderLanding(): string {
  return renderToString(<LandingApp />);
}
