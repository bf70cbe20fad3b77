// 'Minha empresa' in the account menu, for gestores only: loaded with the header's signed-in extras
// (src/app/account-extras.tsx), asking the database which organisations the person manages.
import type { ReactElement } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { AccountMenuItemProps } from '@/components/layouts/account-links';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { managedOrganisationsQueryOptions } from '../api/company-reads';

export function CompanyMenuItem({
  onNavigate,
  onClick,
  wrap,
  ...props
}: AccountMenuItemProps & { wrap: (link: ReactElement) => ReactElement }) {
  const { userId } = useAuth();
  const { data } = useQuery({ ...managedOrganisationsQueryOptions(userId ?? ''), enabled: Boolean(userId) });
  if (!data || data.length === 0) return null;
  return wrap(
    <Link
      {...props}
      to={data.length === 1 ? `${paths.myCompany}/${data[0]!.id}` : paths.myCompany}
      onClick={(event) => {
        onClick?.(event);
        onNavigate();
      }}
    >
      Minha empresa
    </Link>,
  );
}
