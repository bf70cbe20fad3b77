// Session and role, known everywhere (spec §4, §6). supabase-js is loaded after the first paint;
// until then the status is 'loading' when a stored session exists, 'signed-out' otherwise.
import type { Session } from '@supabase/supabase-js';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { hasStoredSession } from './auth-storage';
import { loadSupabase } from './load-supabase';

export type AppRole = 'aluno' | 'professor' | 'administrador';

export interface AuthState {
  status: 'loading' | 'signed-out' | 'signed-in';
  session: Session | null;
  userId: string | null;
  email: string | null;
  role: AppRole | null;
  isAdmin: boolean;
  /** false when an administrador deactivated the account (profiles.is_active). */
  isActive: boolean;
}

interface AuthContextValue extends AuthState {
  signOut: () => Promise<void>;
  /** Re-reads role and active flag (after an admin changes them, for instance). */
  refreshAccount: () => Promise<void>;
}

const signedOut: AuthState = {
  status: 'signed-out',
  session: null,
  userId: null,
  email: null,
  role: null,
  isAdmin: false,
  isActive: true,
};

const AuthContext = createContext<AuthContextValue | null>(null);

async function loadAccount(session: Session): Promise<AuthState> {
  const supabase = await loadSupabase();
  const userId = session.user.id;
  const [roleResult, profileResult] = await Promise.all([
    supabase.from('user_roles').select('role').eq('user_id', userId).limit(1).maybeSingle(),
    supabase.from('profiles').select('is_active').eq('id', userId).maybeSingle(),
  ]);
  const role = (roleResult.data?.role as AppRole | undefined) ?? null;
  return {
    status: 'signed-in',
    session,
    userId,
    email: session.user.email ?? null,
    role,
    isAdmin: role === 'administrador',
    isActive: profileResult.data?.is_active ?? true,
  };
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<AuthState>(() =>
    hasStoredSession() ? { ...signedOut, status: 'loading' } : signedOut,
  );

  const applySession = useCallback(async (session: Session | null) => {
    if (!session) {
      setState(signedOut);
      return;
    }
    // Role and active flag are recomputed on every session change and cleared on sign-out.
    setState(await loadAccount(session));
  }, []);

  useEffect(() => {
    let unsubscribe = () => {};
    let cancelled = false;
    void loadSupabase().then(async (supabase) => {
      if (cancelled) return;
      const { data } = supabase.auth.onAuthStateChange((event, session) => {
        if (event === 'TOKEN_REFRESHED') {
          setState((current) => (current.status === 'signed-in' ? { ...current, session } : current));
          return;
        }
        if (event === 'SIGNED_OUT') queryClient.clear();
        // Supabase warns against awaiting other supabase calls inside this callback.
        setTimeout(() => void applySession(session), 0);
      });
      unsubscribe = () => data.subscription.unsubscribe();
    });
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, [applySession, queryClient]);

  const signOut = useCallback(async () => {
    const supabase = await loadSupabase();
    await supabase.auth.signOut();
    queryClient.clear();
    setState(signedOut);
  }, [queryClient]);

  const refreshAccount = useCallback(async () => {
    const supabase = await loadSupabase();
    const { data } = await supabase.auth.getSession();
    await applySession(data.session);
  }, [applySession]);

  const value = useMemo(() => ({ ...state, signOut, refreshAccount }), [state, signOut, refreshAccount]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used inside <AuthProvider>');
  return context;
}
