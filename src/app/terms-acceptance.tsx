import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';

// Loaded only for the few people who have new terms to accept.
const TermsUpdateGate = lazy(() =>
  import('@/features/legal/components/terms-update-gate').then((module) => ({
    default: module.TermsUpdateGate,
  })),
);

/**
 * Where the gate stays away: the documents themselves (they are read before accepting) and the
 * profile, whose 'Meus dados' (export, deletion) does not depend on accepting anything new.
 */
const OPEN_WITHOUT_ACCEPTING = new Set<string>([paths.terms, paths.privacy, paths.profile]);

/** Asks a person who accepted older terms to accept the ones in force before using the site. */
export function TermsAcceptance() {
  const { status, needsTermsAcceptance } = useAuth();
  const { pathname } = useLocation();
  if (status !== 'signed-in' || !needsTermsAcceptance || OPEN_WITHOUT_ACCEPTING.has(pathname)) return null;
  return (
    <Suspense fallback={null}>
      <TermsUpdateGate />
    </Suspense>
  );
}
