import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { getSession, type SessionUser } from '@/client/api/auth/get-session';
import { signOut as revokeSession } from '@/client/api/auth/sign-out';
import { clearAuthStorage } from './auth-storage';
import { useSavedPreferences } from '@/client/lib/i18n/use-saved-preferences';

export type AuthState = {
  user: SessionUser | null;
  /** True until the session has been read once. */
  loading: boolean;
  /** Reads the session again; resolves with the user, or null when signed out. */
  refresh: () => Promise<SessionUser | null>;
  /** Revokes the session on the server and forgets the user here. */
  signOut: () => Promise<void>;
};

/** docs/product.md#security: the SPA re-checks the session this often, and whenever the window regains focus. */
export const sessionCheckIntervalMs = 30_000;

const AuthContext = createContext<AuthState | null>(null);

/**
 * Who is signed in, kept in its own state: the query cache is cleared on every route change, the session
 * is not. Protected routes leave for /login once the user is gone (see RequireAuth).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<SessionUser | null>(null);
  const [loading, setLoading] = useState(true);
  // Only the newest read or sign-out may set the user: an older answer arriving late is stale.
  const generation = useRef(0);

  const refresh = useCallback(async () => {
    const current = ++generation.current;
    try {
      const session = await getSession();
      const next = session?.user ?? null;
      if (current === generation.current) setUser(next);
      return next;
    } finally {
      if (current === generation.current) setLoading(false);
    }
  }, []);

  const signOut = useCallback(async () => {
    generation.current++;
    try {
      await revokeSession();
    } finally {
      clearAuthStorage();
      setUser(null);
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    // A failed background check keeps what we knew: a blip in the network is not a sign-out.
    const check = () => void refresh().catch(() => undefined);
    check();
    const interval = setInterval(check, sessionCheckIntervalMs);
    window.addEventListener('focus', check);
    return () => {
      clearInterval(interval);
      window.removeEventListener('focus', check);
    };
  }, [refresh]);

  // The signed-in user's saved theme, language and time zone apply as soon as the session is known.
  useSavedPreferences(user?.id);

  const value = useMemo(() => ({ user, loading, refresh, signOut }), [user, loading, refresh, signOut]);
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthState {
  const context = use(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
