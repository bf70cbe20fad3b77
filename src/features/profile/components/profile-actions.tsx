import { Link } from 'react-router-dom';
import { Button, buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useSignOut } from '@/lib/use-sign-out';

/** Ver Dashboard, Meus certificados, Explorar Cursos and Sair; signing out here leads to /auth. */
export function ProfileActions() {
  const { signingOut, signOutTo } = useSignOut();
  const leave = () => signOutTo(paths.auth);

  return (
    <div className="flex flex-col gap-3">
      <Link to={paths.dashboard} className={buttonVariants({ variant: 'outline', className: 'w-full' })}>
        Ver Dashboard
      </Link>
      <Link to={paths.myCertificates} className={buttonVariants({ variant: 'outline', className: 'w-full' })}>
        Meus certificados
      </Link>
      <Link to={paths.courses} className={buttonVariants({ variant: 'outline', className: 'w-full' })}>
        Explorar Cursos
      </Link>
      <Button
        variant={null}
        className="w-full border border-red-200 bg-white text-red-700 hover:bg-red-50"
        onClick={() => void leave()}
        disabled={signingOut}
      >
        Sair
      </Button>
    </div>
  );
}
