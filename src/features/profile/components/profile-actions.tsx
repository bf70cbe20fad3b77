import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { toast } from '@/lib/toast';

/** Ver Dashboard, Meus certificados, Explorar Cursos and Sair; signing out here leads to /auth. */
export function ProfileActions() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  const leave = async () => {
    setSigningOut(true);
    try {
      await signOut();
    } catch {
      setSigningOut(false);
      toast.error('Ocorreu um erro. Tente novamente.');
      return;
    }
    toast.success('Logout realizado com sucesso!');
    navigate(paths.auth);
  };

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
        variant="outline"
        className="w-full border-red-200 text-red-700 hover:bg-red-50"
        onClick={() => void leave()}
        disabled={signingOut}
      >
        Sair
      </Button>
    </div>
  );
}
