import { useState } from 'react';
import { useNavigate, type NavigateOptions } from 'react-router-dom';
import { useAuth } from '@/lib/auth';
import { GENERIC_ERROR_MESSAGE } from '@/lib/errors/generic-message';
import { toast } from '@/lib/toast';

/**
 * 'Sair' on a screen: signs out, says so ('Logout realizado com sucesso!') and opens `destination`;
 * on a failure says so and stays. `signingOut` is true while it runs, to disable the button.
 */
export function useSignOut() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  const signOutTo = async (destination: string, options?: NavigateOptions) => {
    setSigningOut(true);
    try {
      await signOut();
    } catch {
      setSigningOut(false);
      toast.error(GENERIC_ERROR_MESSAGE);
      return;
    }
    toast.success('Logout realizado com sucesso!');
    navigate(destination, options);
  };

  return { signingOut, signOutTo };
}
