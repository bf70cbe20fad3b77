import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { isProtectedPath, paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';

/** The account's entries, in the header's account menu and in the mobile menu. */
export function useAccountLinks() {
  const { isAdmin } = useAuth();
  return [
    { to: paths.dashboard, label: 'Dashboard' },
    ...(isAdmin ? [{ to: paths.admin.hub, label: 'Painel Admin' }] : []),
    { to: paths.profile, label: 'Perfil' },
    // Certificates (issue 13).
    { to: paths.myCertificates, label: 'Meus certificados' },
  ];
}

export function useSignOutAndLeave() {
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
