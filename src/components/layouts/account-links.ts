import type { AnchorHTMLAttributes, ComponentType, ReactElement, Ref } from 'react';
import { isProtectedPath, paths } from '@/config/paths';
import { useCurrentAddress } from '@/lib/address-bar';
import { useAuth } from '@/lib/auth';
import { useSignOut } from '@/lib/use-sign-out';

/** Props of an entry the app adds to the account menu: Radix's menu item passes its own (role, focus, keys). */
export type AccountMenuItemProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'className'> & {
  /** Closes the menu it is in (the phone menu; Radix's menu closes on selection by itself). */
  onNavigate: () => void;
  className: string;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * What the app adds to the header for people signed in besides the account's own links (the
 * notifications' bell and their menu entry), given by the app so this shared header depends on
 * no feature.
 */
export interface AccountExtras {
  /** The notifications' bell with the unread count, next to the account button and the phone menu's. */
  Bell: ComponentType;
  /** One more entry of the menu: a link that passes every prop it gets on to its anchor. */
  MenuItem: ComponentType<AccountMenuItemProps>;
  /**
   * 'Minha empresa', shown to gestores only. It renders nothing for anyone else, not even the
   * menu's item around it (`wrap`): an item with no element would take part in the menu's focus.
   */
  CompanyItem?: ComponentType<AccountMenuItemProps & { wrap: (link: ReactElement) => ReactElement }>;
}

/** The account's entries, in the header's account menu and in the mobile menu. */
export function useAccountLinks() {
  const { isAdmin } = useAuth();
  return [
    { to: paths.dashboard, label: 'Dashboard' },
    ...(isAdmin ? [{ to: paths.admin.hub, label: 'Painel Admin' }] : []),
    { to: paths.profile, label: 'Perfil' },
    { to: paths.myCertificates, label: 'Meus certificados' },
    { to: paths.myPoints, label: 'Meus pontos' },
    { to: paths.myPurchases, label: 'Minhas compras' },
    { to: paths.mySubscription, label: 'Minha assinatura' },
    { to: paths.affiliatePanel, label: 'Painel do afiliado' },
  ];
}

export function useSignOutAndLeave() {
  const { signOutTo } = useSignOut();
  // The screen being left is the address's, also while a navigation to it is still rendering.
  const currentAddress = useCurrentAddress();
  // Sair goes home; from a protected screen, sign-out leads to /auth.
  return () => signOutTo(isProtectedPath(currentAddress().pathname) ? paths.auth : paths.home);
}
