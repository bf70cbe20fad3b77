// 'Minha empresa' in the account menu, for gestores only: loaded with the header's signed-in extras
// (src/app/account-extras.tsx). Which organisations the person manages comes with the account.
import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import type { AccountMenuItemProps } from '@/components/layouts/account-links';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';

export function CompanyMenuItem({
  onNavigate,
  onClick,
  wrap,
  ...props
}: AccountMenuItemProps & { wrap: (link: ReactElement) => ReactElement }) {
  const { managedOrganisationIds } = useAuth();
  if (managedOrganisationIds.length === 0) return null;
  return wrap(
    <Link
      {...props}
      to={
        managedOrganisationIds.length === 1
          ? `${paths.myCompany}/${managedOrganisationIds[0]}`
          : paths.myCompany
      }
      onClick={(event) => {
        onClick?.(event);
        onNavigate();
      }}
    >
      Minha empresa
    </Link>,
  );
}
