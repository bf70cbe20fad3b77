// Session and role, known everywhere. supabase-js (~56 KB) is loaded only when there
// is a session to follow: a stored one, an auth link in the URL, a sign-in in another tab, or a
// screen that needs the client (signing in, enrolling). A visitor reading the public pages never
// downloads it. Until it is loaded the status is 'loading' when a stored session exists,
// 'signed-out' otherwise; while prerendered HTML is being hydrated it is the visitor's state the
// HTML was built with.
import type { Session } from '@supabase/supabase-js';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useNavigate } from 'react-router-dom';
import { TERMS_VERSION } from '@/config/legal-basics';
import { paths } from '@/config/paths';
import {
  AUTH_STORAGE_KEY,
  hasStoredSession,
  readStoredUserId,
  SESSION_RECORD_KEY,
  writeSessionRecord,
  writeStoredAccount,
} from './auth-storage';
import { useIsHydrating } from './hydration';
import { loadSupabase, whenSupabaseIsRequested } from './load-supabase';
import { rolesOf, type AppRole, type RoleEmbed } from '@/rules/roles';

export type { AppRole } from '@/rules/roles';

export interface AuthState {
  status: 'loading' | 'signed-out' | 'signed-in';
  session: Session | null;
  userId: string | null;
  email: string | null;
  role: AppRole | null;
  isAdmin: boolean;
  /** false when an administrador deactivated the account (profiles.is_active). */
  isActive: boolean;
  /**
   * Unread notifications when the account was read (profiles.unread_notifications, kept by the
   * database): the account menu's badge starts from it instead of a request of its own.
   */
  unreadNotifications: number;
  /**
   * The organisations the person manages (gestor), read with the account: the menu's 'Minha
   * empresa' needs no request of its own (docs/companies.md).
   */
  managedOrganisationIds: string[];
  /**
   * A self-registered person whose accepted terms are older than the ones in force: they accept
   * the new version (or sign out) before using the site.
   */
  needsTermsAcceptance: boolean;
}

interface AuthContextValue extends AuthState {
  signOut: () => Promise<void>;
  /**
   * Re-reads the session, role and active flag and publishes them before resolving, so a screen
   * can navigate right after signing in without a guard seeing the old state.
   */
  refreshAccount: () => Promise<AuthState>;
  /** Reads the account again even for the same session (after a change the session does not show). */
  reloadAccount: () => Promise<AuthState>;
}

/** Told to a deactivated user when signing in and on every protected screen. */
export const DEACTIVATED_ACCOUNT_MESSAGE =
  'Sua conta foi desativada por um administrador. Entre em contato com o suporte para reativar o acesso.';

const signedOut: AuthState = {
  status: 'signed-out',
  session: null,
  userId: null,
  email: null,
  role: null,
  isAdmin: false,
  isActive: true,
  unreadNotifications: 0,
  managedOrganisationIds: [],
  needsTermsAcceptance: false,
};

const AuthContext = createContext<AuthContextValue | null>(null);

// --- Password recovery ------------------------------------------------------------------------
// A recovery link lands on /reset-password#access_token=…&type=recovery. supabase-js turns the
// fragment into an ordinary session and clears it, so "is this a recovery session?" must be
// remembered: this module is part of the first bundle, so it reads the fragment before
// supabase-js (loaded later) consumes it. The mark lives in sessionStorage (this tab only) so a
// reload of /reset-password keeps working, and is cleared on sign-out and after the reset.
const RECOVERY_MARK_KEY = 'trilha-cloud-recovery';

function readRecoveryTokenFromUrl(): string | null {
  if (typeof window === 'undefined') return null;
  const fragment = new URLSearchParams(window.location.hash.replace(/^#/, ''));
  if (fragment.get('type') !== 'recovery' || fragment.has('error')) return null;
  return fragment.get('access_token');
}

const recoveryTokenAtBoot = readRecoveryTokenFromUrl();

function markRecovery(userId: string) {
  try {
    globalThis.sessionStorage?.setItem(RECOVERY_MARK_KEY, userId);
  } catch {
    // Storage unavailable (private mode): the recovery then only works without a reload.
  }
}

function readRecoveryMark(): string | null {
  try {
    return globalThis.sessionStorage?.getItem(RECOVERY_MARK_KEY) ?? null;
  } catch {
    return null;
  }
}

/** Forgets the recovery mark (after the password was reset, or on sign-out). */
export function clearRecoveryMark() {
  try {
    globalThis.sessionStorage?.removeItem(RECOVERY_MARK_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

/**
 * The session opened by a password-recovery link, or null when there is none (no link, an
 * expired or already used link, or an ordinary sign-in that is not a recovery).
 */
export async function getRecoverySession(): Promise<Session | null> {
  const supabase = await loadSupabase();
  // getSession waits for supabase-js to finish reading the link from the URL.
  const { data } = await supabase.auth.getSession();
  // supabase-js announces PASSWORD_RECOVERY in a timer after that: let it run first.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const session = data.session;
  if (!session) return null;
  if (recoveryTokenAtBoot && session.access_token === recoveryTokenAtBoot) markRecovery(session.user.id);
  return readRecoveryMark() === session.user.id ? session : null;
}

// --- Account -----------------------------------------------------------------------------------

/**
 * The viewer's account state (active flag, unread notifications and role) in one request: the
 * profile with its role embedded.
 */
async function loadAccount(session: Session): Promise<AuthState> {
  const supabase = await loadSupabase();
  const userId = session.user.id;
  const { data } = await supabase
    .from('profiles')
    .select(
      'is_active, unread_notifications, account_origin, user_roles(role), consents(terms_version), organisation_members(organisation_id, role)',
    )
    .eq('id', userId)
    .maybeSingle();
  const role = rolesOf(data?.user_roles as RoleEmbed | undefined)[0] ?? null;
  return {
    status: 'signed-in',
    session,
    userId,
    email: session.user.email ?? null,
    role,
    isAdmin: role === 'administrador',
    isActive: data?.is_active ?? true,
    unreadNotifications: data?.unread_notifications ?? 0,
    managedOrganisationIds: (data?.organisation_members ?? [])
      .filter((membership) => membership.role === 'gestor')
      .map((membership) => membership.organisation_id),
    // Accounts an administrador or the demo data created never saw the sign-up form.
    needsTermsAcceptance:
      data?.account_origin === 'cadastro' &&
      !(data.consents ?? []).some((consent) => consent.terms_version === TERMS_VERSION),
  };
}

// --- The account, for code outside React ------------------------------------------------------
// A signed-in route's loader starts the screen's reads with the navigation; when the session
// record does not yet say who is signed in, it waits here for the account the provider reads
// (docs/architecture.md, "Loaders of the signed-in screens").
let knownAccount: AuthState | null = null;
const accountWaiters = new Set<(account: AuthState) => void>();

function publishAccount(account: AuthState) {
  knownAccount = account;
  if (account.status === 'signed-in' && account.userId) {
    writeStoredAccount(account.userId, { role: account.role, isActive: account.isActive });
  }
  for (const waiter of accountWaiters) waiter(account);
  accountWaiters.clear();
}

/**
 * The account as the auth provider last read it: at once when it has been read, otherwise once it
 * is (signed in or signed out). Never settles on a page that does not follow the session.
 */
export function whenAccountKnown(): Promise<AuthState> {
  if (knownAccount) return Promise.resolve(knownAccount);
  return new Promise((resolve) => accountWaiters.add(resolve));
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // The latest navigate, read from the auth listener without re-subscribing it.
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);
  const [state, setState] = useState<AuthState>(() =>
    hasStoredSession() ? { ...signedOut, status: 'loading' } : signedOut,
  );
  // Each session change gets a number; a slow account read never overwrites a newer change
  // (for instance a sign-out that happened while the role was still loading).
  const generation = useRef(0);
  // The account read of the current access token. supabase-js may announce one session several
  // times (INITIAL_SESSION and SIGNED_IN on load, in either order): they share one request.
  const accountRead = useRef<{ token: string; account: Promise<AuthState> } | null>(null);

  const readAccount = useCallback((session: Session): Promise<AuthState> => {
    const cached = accountRead.current;
    if (cached?.token === session.access_token) return cached.account;
    const account = loadAccount(session);
    accountRead.current = { token: session.access_token, account };
    // A failed read (the client did not load) is retried by the next session event.
    account.catch(() => {
      if (accountRead.current?.account === account) accountRead.current = null;
    });
    return account;
  }, []);

  const applySession = useCallback(
    async (session: Session | null): Promise<AuthState> => {
      const current = ++generation.current;
      // Role and active flag are recomputed on every session change (a new token) and cleared on sign-out.
      if (!session) accountRead.current = null;
      const next = session ? await readAccount(session) : signedOut;
      if (current === generation.current) {
        publishAccount(next);
        setState(next);
      }
      return next;
    },
    [readAccount],
  );

  useEffect(() => {
    let unsubscribe = () => {};
    let cancelled = false;
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      void loadSupabase().then((supabase) => {
        if (cancelled) return;
        const { data } = supabase.auth.onAuthStateChange((event, session) => {
          // The app's own record of the session (auth-storage.ts), at once: the REST reads that
          // follow carry the new token.
          writeSessionRecord(session);
          if (event === 'SIGNED_OUT') {
            queryClient.clear();
            clearRecoveryMark();
          }
          if (event === 'PASSWORD_RECOVERY' && session) {
            markRecovery(session.user.id);
            // A recovery link can land anywhere (a redirect URL that is not allow-listed falls
            // back to the site root): the person came to choose a new password, so take them to
            // the form instead of leaving them signed in elsewhere.
            if (window.location.pathname !== paths.resetPassword)
              navigateRef.current(paths.resetPassword, { replace: true });
          }
          // Supabase warns against awaiting other supabase calls inside this callback.
          setTimeout(() => void applySession(session), 0);
        });
        unsubscribe = () => data.subscription.unsubscribe();
      });
    };
    // With a stored session or an auth redirect in the URL, follow the session at once.
    const authRedirect = /access_token|refresh_token|error_description|[?&]code=/.test(
      window.location.hash + window.location.search,
    );
    if (hasStoredSession() || authRedirect) start();
    // A visitor: only when a screen asks for the client, or another tab signs in.
    const stopWaiting = whenSupabaseIsRequested(start);
    const onStorage = (event: StorageEvent) => {
      if ((event.key === SESSION_RECORD_KEY || event.key === AUTH_STORAGE_KEY) && event.newValue) start();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      cancelled = true;
      stopWaiting();
      window.removeEventListener('storage', onStorage);
      unsubscribe();
    };
  }, [applySession, queryClient]);

  const signOut = useCallback(async () => {
    const supabase = await loadSupabase();
    const { error } = await supabase.auth.signOut();
    // When the server cannot revoke the session (already expired, offline), still forget it here.
    if (error) await supabase.auth.signOut({ scope: 'local' });
    writeSessionRecord(null);
    generation.current++;
    accountRead.current = null;
    clearRecoveryMark();
    queryClient.clear();
    publishAccount(signedOut);
    setState(signedOut);
  }, [queryClient]);

  const refreshAccount = useCallback(async () => {
    const supabase = await loadSupabase();
    const { data } = await supabase.auth.getSession();
    return applySession(data.session);
  }, [applySession]);

  const reloadAccount = useCallback(async () => {
    accountRead.current = null;
    return refreshAccount();
  }, [refreshAccount]);

  // Hydrating prerendered HTML: the visitor's state it was built with; the real one right after.
  const hydrating = useIsHydrating();
  const shownState = hydrating ? signedOut : state;
  // A prerendered page's start script marked <html> when a session is stored, hiding what depends
  // on it (src/app/prerender/start-app.js); once hydrated, the page shows the real state itself.
  useEffect(() => {
    if (!hydrating) delete document.documentElement.dataset.storedSession;
  }, [hydrating]);
  const value = useMemo(
    () => ({ ...shownState, signOut, refreshAccount, reloadAccount }),
    [shownState, signOut, refreshAccount, reloadAccount],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used inside <AuthProvider>');
  return context;
}

/**
 * Who the light REST reads (src/lib/api/light-fetch.ts) are made as, for their cache keys: the signed-in
 * user, or, while the session is still loading, the stored session's user when its token is
 * valid (the token those reads already carry). So a page read before the session finished
 * loading keeps its key, and is not fetched a second time, once it has.
 */
export function useRestViewer(): string {
  const { status, userId } = useAuth();
  const viewer = status === 'loading' ? readStoredUserId() : userId;
  return viewer ?? 'visitor';
}
