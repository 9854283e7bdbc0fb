import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';

/**
 * Keeps the tab's title and the description in step with the route. The server wrote the first
 * page's; the table is fetched on the first navigation, so the landing's bundle does not carry it.
 */
export function usePageMeta() {
  const [location] = useLocation();
  const search = useSearch();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    let current = true;
    void import('../../shared/page-meta.ts').then(({ pageMetaFor }) => {
      if (!current) return;
      const meta = pageMetaFor(location, search);
      document.title = meta.title;
      document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
      // A public page's canonical address follows the view (each blog article has its own).
      document
        .querySelector('link[rel="canonical"]')
        ?.setAttribute('href', `${window.location.origin}${meta.canonical ?? location}`);
    });
    return () => {
      current = false;
    };
  }, [location, search]);
}
