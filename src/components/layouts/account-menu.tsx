// The 'Minha Conta' menu: Radix's dropdown menu, so it behaves as a menu for keyboards
// and screen readers (focus moves in, arrows, Home and End move, typing a letter jumps, Escape
// closes and focus goes back to the button). Loaded lazily: only people signed in have it, so
// visitors never download it (site-header.tsx).
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Suspense } from 'react';
import { Link } from 'react-router-dom';
import { cn } from '@/lib/utils';
import { useAccountLinks, useSignOutAndLeave, type AccountExtras } from './account-links';
import { AccountMenuButton } from './account-menu-button';

const itemClass =
  'block cursor-pointer rounded-lg px-3 py-2 text-sm font-medium text-ink outline-none data-[highlighted]:bg-slate-100';

export default function AccountMenu({ extras }: { extras?: AccountExtras | undefined }) {
  const accountLinks = useAccountLinks();
  const signOutAndLeave = useSignOutAndLeave();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <AccountMenuButton />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          loop
          align="end"
          sideOffset={8}
          className="z-50 w-56 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          {accountLinks.map((link) => (
            <DropdownMenu.Item key={link.to} asChild className={itemClass}>
              <Link to={link.to}>{link.label}</Link>
            </DropdownMenu.Item>
          ))}
          {extras && (
            // The app may load its entry lazily (the header's bell has already asked for it).
            <Suspense fallback={null}>
              <DropdownMenu.Item asChild className={itemClass}>
                <extras.MenuItem onNavigate={() => {}} className={itemClass} />
              </DropdownMenu.Item>
            </Suspense>
          )}
          {extras?.CompanyItem && (
            <Suspense fallback={null}>
              <extras.CompanyItem
                onNavigate={() => {}}
                className={itemClass}
                wrap={(link) => (
                  <DropdownMenu.Item asChild className={itemClass}>
                    {link}
                  </DropdownMenu.Item>
                )}
              />
            </Suspense>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          <DropdownMenu.Item
            className={cn(itemClass, 'text-red-700 data-[highlighted]:bg-red-50')}
            onSelect={() => void signOutAndLeave()}
          >
            Sair
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
