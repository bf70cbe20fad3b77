import { useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { buttonVariants } from '@/components/ui/button';
import { ChevronDownIcon, CloseIcon, CloudIcon, MenuIcon, UserIcon } from '@/components/ui/icons';
import { BRAND } from '@/config/brand';
import { isProtectedPath, paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/utils';

/**
 * What the app adds to the account menu besides its own links (issue 14: the notifications'
 * unread badge and their entry), given by the app so this shared header depends on no feature.
 */
export interface AccountExtras {
  /** Shown on the 'Minha Conta' button and on the phone menu's button (nothing when empty). */
  Badge: ComponentType;
  /** One more entry of the menu; `onNavigate` closes the menu. */
  MenuItem: ComponentType<{ onNavigate: () => void; className: string }>;
}

const navigationLinks = [
  { to: paths.home, label: 'Home' },
  { to: paths.courses, label: 'Cursos' },
  { to: paths.books, label: 'Livros' },
  { to: paths.pricing, label: 'Preços' },
] as const;

function useAccountLinks() {
  const { isAdmin } = useAuth();
  return [
    { to: paths.dashboard, label: 'Dashboard' },
    ...(isAdmin ? [{ to: paths.admin.hub, label: 'Painel Admin' }] : []),
    { to: paths.profile, label: 'Perfil' },
    // Certificates (issue 13).
    { to: paths.myCertificates, label: 'Meus certificados' },
  ];
}

function useSignOutAndLeave() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  return async () => {
    const leavingProtectedScreen = isProtectedPath(location.pathname);
    try {
      await signOut();
      toast.success('Logout realizado com sucesso!');
    } catch {
      toast.error('Ocorreu um erro. Tente novamente.');
      return;
    }
    // Spec: Sair goes home; from a protected screen, sign-out leads to /auth.
    navigate(leavingProtectedScreen ? paths.auth : paths.home);
  };
}

function Brand() {
  return (
    <Link to={paths.home} className="flex items-center gap-2 rounded-md text-lg font-bold text-ink">
      <span className="grid h-9 w-9 place-items-center rounded-lg bg-brand-700 text-white">
        <CloudIcon />
      </span>
      {BRAND.name}
    </Link>
  );
}

function AccountMenu({ extras }: { extras?: AccountExtras | undefined }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const accountLinks = useAccountLinks();
  const signOutAndLeave = useSignOutAndLeave();

  useEffect(() => {
    if (!open) return;
    const closeOnOutsideClick = (event: MouseEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', closeOnOutsideClick);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeOnOutsideClick);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div ref={containerRef} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'h-10')}
      >
        <UserIcon width={18} height={18} />
        Minha Conta
        {extras && <extras.Badge />}
        <ChevronDownIcon
          width={16}
          height={16}
          className={cn('transition-transform', open && 'rotate-180')}
        />
      </button>
      {open && (
        <ul
          id={menuId}
          className="absolute right-0 z-50 mt-2 w-52 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          {accountLinks.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                onClick={() => setOpen(false)}
                className="block rounded-lg px-3 py-2 text-sm font-medium text-ink hover:bg-slate-100"
              >
                {link.label}
              </Link>
            </li>
          ))}
          {extras && (
            <li>
              <extras.MenuItem
                onNavigate={() => setOpen(false)}
                className="rounded-lg px-3 py-2 text-sm font-medium text-ink hover:bg-slate-100"
              />
            </li>
          )}
          <li className="mt-1 border-t border-slate-100 pt-1">
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                void signOutAndLeave();
              }}
              className="block w-full rounded-lg px-3 py-2 text-left text-sm font-medium text-red-700 hover:bg-red-50"
            >
              Sair
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}

function SignedOutActions({ stacked = false }: { stacked?: boolean }) {
  return (
    <div className={cn('flex gap-2', stacked && 'flex-col')}>
      <Link to={paths.auth} className={buttonVariants({ variant: 'ghost', size: 'sm', className: 'h-10' })}>
        Entrar
      </Link>
      <Link to={paths.signUp} className={buttonVariants({ size: 'sm', className: 'h-10' })}>
        Começar Grátis
      </Link>
    </div>
  );
}

function MobileMenu({
  id,
  onNavigate,
  extras,
}: {
  id: string;
  onNavigate: () => void;
  extras?: AccountExtras | undefined;
}) {
  const { status } = useAuth();
  const accountLinks = useAccountLinks();
  const signOutAndLeave = useSignOutAndLeave();
  const itemClass = 'block rounded-lg px-3 py-3 text-base font-medium text-ink hover:bg-slate-100';
  return (
    <nav id={id} aria-label="Menu principal" className="border-t border-slate-200 bg-white md:hidden">
      <ul className="space-y-1 px-4 py-3">
        {navigationLinks.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end onClick={onNavigate} className={itemClass}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
      <div className="border-t border-slate-200 px-4 py-3">
        {status === 'signed-in' ? (
          <ul className="space-y-1" aria-label="Minha Conta">
            <li className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-ink-muted">
              Minha Conta
            </li>
            {accountLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} onClick={onNavigate} className={itemClass}>
                  {link.label}
                </Link>
              </li>
            ))}
            {extras && (
              <li>
                <extras.MenuItem onNavigate={onNavigate} className={itemClass} />
              </li>
            )}
            <li>
              <button
                type="button"
                className={cn(itemClass, 'w-full text-left text-red-700')}
                onClick={() => {
                  onNavigate();
                  void signOutAndLeave();
                }}
              >
                Sair
              </button>
            </li>
          </ul>
        ) : status === 'signed-out' ? (
          <SignedOutActions stacked />
        ) : null}
      </div>
    </nav>
  );
}

export function SiteHeader({ accountExtras }: { accountExtras?: AccountExtras }) {
  const { status } = useAuth();
  const location = useLocation();
  // The menu belongs to the page it was opened on: navigating closes it.
  const [openedOnPath, setOpenedOnPath] = useState<string | null>(null);
  const mobileOpen = openedOnPath === location.pathname;
  const setMobileOpen = (open: boolean) => setOpenedOnPath(open ? location.pathname : null);
  const mobileMenuId = useId();

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
                    cn(
                      'rounded-lg px-3 py-2 text-sm font-medium text-ink-muted hover:bg-slate-100 hover:text-ink',
                      isActive && 'text-brand-700',
                    )
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden min-w-[12rem] justify-end md:flex">
          {status === 'signed-in' ? (
            <AccountMenu extras={accountExtras} />
          ) : status === 'signed-out' ? (
            <SignedOutActions />
          ) : null}
        </div>
        <button
          type="button"
          className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'relative md:hidden')}
          aria-expanded={mobileOpen}
          aria-controls={mobileMenuId}
          onClick={() => setMobileOpen(!mobileOpen)}
        >
          {/* Named by text, not aria-label, so the badge's unread count is part of the name. */}
          <span className="sr-only">{mobileOpen ? 'Fechar menu' : 'Abrir menu'}</span>
          {mobileOpen ? <CloseIcon /> : <MenuIcon />}
          {status === 'signed-in' && accountExtras && (
            <span className="absolute -right-1 -top-1">
              <accountExtras.Badge />
            </span>
          )}
        </button>
      </div>
      {mobileOpen && (
        <MobileMenu id={mobileMenuId} onNavigate={() => setMobileOpen(false)} extras={accountExtras} />
      )}
    </header>
  );
}
