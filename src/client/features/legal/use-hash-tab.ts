import { useCallback, useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};

/** A tab kept in the URL fragment (#cgu): links can point at it, and the browser's own anchors switch it. */
export function useHashTab<T extends string>(tabs: readonly T[], fallback: T): [T, (next: string) => void] {
  const hash = useSyncExternalStore(
    subscribe,
    () => decodeURIComponent(window.location.hash.slice(1)),
    () => '',
  );
  const current = (tabs as readonly string[]).includes(hash) ? (hash as T) : fallback;
  const select = useCallback((next: string) => {
    // Replace rather than push, and without scrolling: switching tabs is not a navigation.
    window.history.replaceState(window.history.state, '', `#${next}`);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  }, []);
  return [current, select];
}
