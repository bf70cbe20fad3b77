import { CloudIcon, MenuIcon } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { BRAND } from '@/config/brand';
import { paths } from '@/config/paths';
import { useOnAddressChange } from '@/lib/address-bar';
import { useAuth } from '@/lib/auth';
import { cx } from '@/lib/class-names';
import type { AccountExtras } from './account-links';
import { navigationLinks, SignedOutActions } from './navigation-links';

export type { AccountExtras } from './account-links';

// Both menus are their own chunks: visitors on public pages never download the account menu, and
// the phone menu loads when its button is first pressed (or hovered/touched just before).
const AccountMenu = lazy(() => import('./account-menu'));
const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(loadMobileMenu);

function Brand() {
  return (
    <Link to={paths.home} className="flex items-center gap-2 rounded-md text-lg font-bold text-ink">
      <span className="grid h-9 w-9 place-items-center rounded-lg bg-brand-700 text-white">
        <CloudIcon size={20} />
      </span>
      {BRAND.name}
    </Link>
  );
}

export function SiteHeader({ accountExtras }: { accountExtras?: AccountExtras }) {
  const { status } = useAuth();
  // A tap opens the menu whatever the router is rendering; a navigation closes it when it starts
  // (its links close it on click too). Never keyed by the rendered location, which lags behind
  // the address while a navigation is pending (docs/rules/player-and-navigation.md).
  const [mobileOpen, setMobileOpen] = useState(false);
  useOnAddressChange(() => setMobileOpen(false));
  const toggleRef = useRef<HTMLButtonElement>(null);
  // On a phone the menu is the way around: fetch its code once the page is up (not in the first
  // load), so the first tap opens it at once even on a slow network.
  useEffect(() => {
    if (!window.matchMedia?.('(max-width: 767px)').matches) return;
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
    idle(() => void loadMobileMenu());
  }, []);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Brand />
        <nav aria-label="Principal" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {navigationLinks.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end
                  className={({ isActive }) =>
                    cx(
                      'rounded-lg px-3 py-2 text-sm font-medium hover:bg-slate-100 hover:text-ink',
                      isActive ? 'text-brand-700' : 'text-ink-muted',
                    )
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden min-w-[12rem] items-center justify-end gap-2 md:flex" data-session-dependent>
          {status === 'signed-in' ? (
            // The account button arrives with its menu's chunk (the room is kept by min-w).
            <Suspense fallback={null}>
              {accountExtras && <accountExtras.Bell />}
              <AccountMenu extras={accountExtras} />
            </Suspense>
          ) : status === 'signed-out' ? (
            <SignedOutActions />
          ) : null}
        </div>
        {status === 'signed-in' && accountExtras && (
          <div className="ml-auto md:hidden">
            <Suspense fallback={null}>
              <accountExtras.Bell />
            </Suspense>
          </div>
        )}
        <button
          ref={toggleRef}
          type="button"
          className={cx(buttonVariants({ variant: 'ghost', size: 'icon' }), 'relative md:hidden')}
          aria-haspopup="dialog"
          aria-expanded={mobileOpen}
          onPointerEnter={() => void loadMobileMenu()}
          onPointerDown={() => void loadMobileMenu()}
          onClick={() => setMobileOpen(true)}
        >
          <span className="sr-only">Abrir menu</span>
          <MenuIcon size={20} />
        </button>
      </div>
      {mobileOpen && (
        <Suspense fallback={null}>
          <MobileMenu open onOpenChange={setMobileOpen} toggleRef={toggleRef} extras={accountExtras} />
        </Suspense>
      )}
    </header>
  );
}
