// What the signed-in screens' loaders need: who is signed in, without waiting for supabase-js when
// the app's session record already says so. docs/architecture.md, "Loaders of the signed-in screens".
import { whenAccountKnown, type AppRole } from '@/lib/auth';
import { hasStoredSession, readStoredAccount, readStoredUserId } from '@/lib/auth-storage';

export interface SignedInAccount {
  userId: string;
  role: AppRole | null;
  isActive: boolean;
}

/**
 * The signed-in account: from the session record at once when it knows it, otherwise once the
 * auth provider has read it; null for a visitor (and at build time, which has no session).
 */
export async function signedInAccount(): Promise<SignedInAccount | null> {
  if (!hasStoredSession()) return null;
  const stored = readStoredAccount();
  if (stored) return stored;
  const account = await whenAccountKnown();
  if (account.status !== 'signed-in' || !account.userId) return null;
  return { userId: account.userId, role: account.role, isActive: account.isActive };
}

/** The signed-in user's id, as soon as it is known; null for a visitor. */
export async function signedInUserId(): Promise<string | null> {
  if (!hasStoredSession()) return null;
  return readStoredUserId() ?? (await signedInAccount())?.userId ?? null;
}

/** The signed-in account when it is active: a deactivated one is shown the guard's notice instead. */
export async function activeAccount(): Promise<SignedInAccount | null> {
  const account = await signedInAccount();
  return account?.isActive ? account : null;
}

/** The active account when it has one of these roles (the guard shows anyone else a notice). */
export async function activeAccountWithRole(...roles: AppRole[]): Promise<SignedInAccount | null> {
  const account = await activeAccount();
  return account?.role && roles.includes(account.role) ? account : null;
}
