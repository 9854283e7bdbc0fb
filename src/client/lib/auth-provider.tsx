import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { type AuthSession, type AuthUser, fetchSession, signOutRequest } from './auth-client.ts';

export type AuthEvent =
  | 'INITIAL_SESSION'
  | 'SIGNED_IN'
  | 'SIGNED_OUT'
  | 'TOKEN_REFRESHED'
  | 'USER_UPDATED'
  | 'PASSWORD_RECOVERY';

type AuthListener = (event: AuthEvent, session: AuthSession | null) => void;

interface AuthState {
  user: AuthUser | null;
  session: AuthSession | null;
  /** True until the first session load answers. */
  loading: boolean;
  /** Re-reads the session from the server (after sign-in, or to pick up a refresh). */
  refresh(event?: AuthEvent): Promise<AuthSession | null>;
  signOut(): Promise<void>;
  /** Announces a state without a session change (PASSWORD_RECOVERY on the reset page). */
  emit(event: AuthEvent): void;
  onAuthStateChange(listener: AuthListener): () => void;
}

const AuthContext = createContext<AuthState | null>(null);
// Re-check the session this often: the server extends it on use, and this notices a sign-out elsewhere.
const refreshIntervalMs = 5 * 60_000;

export function AuthProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<AuthSession | null>(null);
  const [loading, setLoading] = useState(true);
  const listeners = useRef(new Set<AuthListener>());
  const current = useRef<AuthSession | null>(null);

  const publish = useCallback((event: AuthEvent, next: AuthSession | null) => {
    current.current = next;
    setSession(next);
    for (const listener of listeners.current) listener(event, next);
  }, []);

  const refresh = useCallback(
    async (event?: AuthEvent) => {
      let next: AuthSession | null = null;
      try {
        next = await fetchSession();
      } catch {
        return current.current; // offline: keep what we have
      }
      const previous = current.current;
      const inferred: AuthEvent =
        event ??
        (!previous && next
          ? 'SIGNED_IN'
          : previous && !next
            ? 'SIGNED_OUT'
            : previous && next && previous.expires_at !== next.expires_at
              ? 'TOKEN_REFRESHED'
              : 'USER_UPDATED');
      if (event || previous?.expires_at !== next?.expires_at || previous?.user.email !== next?.user.email) {
        publish(inferred, next);
      }
      return next;
    },
    [publish],
  );

  useEffect(() => {
    let cancelled = false;
    fetchSession()
      .catch(() => null)
      .then((initial) => {
        if (cancelled) return;
        publish('INITIAL_SESSION', initial);
        setLoading(false);
      });
    const timer = window.setInterval(() => void refresh(), refreshIntervalMs);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      cancelled = true;
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [publish, refresh]);

  const signOut = useCallback(async () => {
    try {
      await signOutRequest();
    } finally {
      publish('SIGNED_OUT', null);
    }
  }, [publish]);

  const value = useMemo<AuthState>(
    () => ({
      user: session?.user ?? null,
      session,
      loading,
      refresh,
      signOut,
      emit: (event) => {
        for (const listener of listeners.current) listener(event, current.current);
      },
      onAuthStateChange: (listener) => {
        listeners.current.add(listener);
        return () => listeners.current.delete(listener);
      },
    }),
    [session, loading, refresh, signOut],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>');
  return state;
}
