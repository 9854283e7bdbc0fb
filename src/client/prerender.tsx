import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from './app.tsx';

/**
 * The landing's HTML as a visitor first sees it, built once at build time (scripts/build.ts):
 * the browser paints it before any script runs, then main.tsx hydrates it.
 */
export async function prerenderLanding(): Promise<string> {
  // Waits for the lazy landing chunk, so the HTML holds the whole page, not the Suspense fallback.
  const { prelude } = await prerenderToNodeStream(
    <Router ssrPath="/">
      <App />
    </Router>,
  );
  let html = '';
  for await (const chunk of prelude) html += chunk.toString();
  return html;
}
