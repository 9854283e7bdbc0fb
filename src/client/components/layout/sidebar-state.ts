import { useCallback, useEffect, useState } from 'react';

// SPEC.md §9: the sidebar's state lives in a cookie for 7 days and Ctrl/Cmd+B toggles it.
export const sidebarCookie = 'sidebar_state';
const maxAgeSeconds = 7 * 24 * 60 * 60;

export function readSidebarCollapsed(cookie: string): boolean {
  const match = new RegExp(`(?:^|;\\s*)${sidebarCookie}=([^;]*)`).exec(cookie);
  return match?.[1] === 'collapsed';
}

export function sidebarCookieValue(collapsed: boolean): string {
  return `${sidebarCookie}=${collapsed ? 'collapsed' : 'expanded'}; path=/; max-age=${maxAgeSeconds}; samesite=lax`;
}

export function useSidebarState() {
  const [collapsed, setCollapsed] = useState(() =>
    typeof document === 'undefined' ? false : readSidebarCollapsed(document.cookie),
  );
  const toggle = useCallback(() => {
    setCollapsed((value) => {
      // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie, read back on the next visit
      document.cookie = sidebarCookieValue(!value);
      return !value;
    });
  }, []);
  // A keyboard shortcut is a subscription to an outside event: an effect is the place for it.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'b') {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toggle]);
  return { collapsed, toggle };
}
