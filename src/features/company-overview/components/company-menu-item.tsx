// 'Minha empresa' in the account menu, for gestores only: its own chunk, loaded when the menu
// opens, asking the database which organisations the person manages (nothing shown otherwise).
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { AccountMenuItemProps } from '@/components/layouts/account-links';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { managedOrganisationsQueryOptions } from '../api/company-reads';

export function CompanyMenuItem({ onNavigate, onClick, ...props }: AccountMenuItemProps) {
  const { userId } = useAuth();
  const { data } = useQuery({ ...managedOrganisationsQueryOptions(userId ?? ''), enabled: Boolean(userId) });
  if (!data || data.length === 0) return null;
  return (
    <Link
      {...props}
      to={data.length === 1 ? `${paths.myCompany}/${data[0]!.id}` : paths.myCompany}
      onClick={(event) => {
        onClick?.(event);
        onNavigate();
      }}
    >
      Minha empresa
    </Link>
  );
}
