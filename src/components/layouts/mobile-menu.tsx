// The phone menu: a modal panel under the header with a backdrop; Radix's dialog keeps
// focus inside while it is open, closes on Escape or a tap on the backdrop, and focus goes back
// to the menu button. Loaded when the button is first pressed (site-header.tsx).
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { XIcon } from 'lucide-react';
import { Suspense, type RefObject } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/utils';
import { useAccountLinks, useSignOutAndLeave, type AccountExtras } from './account-links';
import { navigationLinks, SignedOutActions } from './navigation-links';

interface MobileMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The header's menu button, where focus returns on close. */
  toggleRef: RefObject<HTMLButtonElement | null>;
  extras?: AccountExtras | undefined;
}

export default function MobileMenu({ open, onOpenChange, toggleRef, extras }: MobileMenuProps) {
  const { status } = useAuth();
  const accountLinks = useAccountLinks();
  const signOutAndLeave = useSignOutAndLeave();
  const close = () => onOpenChange(false);
  const itemClass = 'block rounded-lg px-3 py-3 text-base font-medium text-ink hover:bg-slate-100';
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        {/* Under the header, which stays in sight (logo) while the page behind is dimmed. */}
        <DialogPrimitive.Overlay className="fixed inset-x-0 top-16 bottom-0 z-40 bg-slate-900/50 md:hidden" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            toggleRef.current?.focus();
          }}
          className="fixed inset-x-0 top-16 z-50 max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white shadow-lg md:hidden"
        >
          <div className="flex items-center justify-between px-4 pt-3">
            <DialogPrimitive.Title className="px-3 text-xs font-semibold uppercase tracking-wide text-ink-muted">
              Menu
            </DialogPrimitive.Title>
            <DialogPrimitive.Close
              aria-label="Fechar menu"
              className={buttonVariants({ variant: 'ghost', size: 'icon' })}
            >
              <XIcon size={20} />
            </DialogPrimitive.Close>
          </div>
          <nav aria-label="Menu principal">
            <ul className="space-y-1 px-4 pb-3">
              {navigationLinks.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end onClick={close} className={itemClass}>
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
                      <Link to={link.to} onClick={close} className={itemClass}>
                        {link.label}
                      </Link>
                    </li>
                  ))}
                  {extras && (
                    <li>
                      <Suspense fallback={null}>
                        <extras.MenuItem onNavigate={close} className={itemClass} />
                      </Suspense>
                    </li>
                  )}
                  {extras?.CompanyItem && (
                    <li className="empty:hidden">
                      <Suspense fallback={null}>
                        <extras.CompanyItem onNavigate={close} className={itemClass} wrap={(link) => link} />
                      </Suspense>
                    </li>
                  )}
                  <li>
                    <button
                      type="button"
                      className={cn(itemClass, 'w-full text-left text-red-700')}
                      onClick={() => {
                        close();
                        void signOutAndLeave();
                      }}
                    >
                      Sair
                    </button>
                  </li>
                </ul>
              ) : status === 'signed-out' ? (
                <SignedOutActions stacked onNavigate={close} />
              ) : null}
            </div>
          </nav>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
