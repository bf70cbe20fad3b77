import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { LEGAL } from '@/config/legal';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { useSignOut } from '@/lib/use-sign-out';
import { formatDate } from '@/utils/format-date';
import { useAcceptCurrentTerms } from '../api/accept-current-terms';

const linkClass = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';

/**
 * Shown over every screen to a person who accepted an older version of the terms: the site stays
 * closed until they accept the version in force, or they sign out. It cannot be dismissed.
 */
export function TermsUpdateGate() {
  const { reloadAccount } = useAuth();
  const accept = useAcceptCurrentTerms();
  const { signingOut: leaving, signOutTo } = useSignOut();

  const onAccept = () =>
    accept.mutate(undefined, {
      onSuccess: async () => {
        await reloadAccount();
        toast.success('Obrigado! Os novos termos foram aceitos.');
      },
      onError: (error) => {
        console.error('Falha ao registrar o aceite dos termos', error);
        toast.error('Não foi possível registrar o aceite. Tente novamente.');
      },
    });

  const onLeave = () => signOutTo(paths.auth, { replace: true });

  const keepOpen = (event: Event) => event.preventDefault();

  return (
    <Dialog open>
      <DialogContent
        title="Atualizamos os Termos de Uso e a Política de Privacidade"
        description={`Nova versão de ${formatDate(LEGAL.termsVersion) ?? LEGAL.termsVersion}.`}
        hideCloseButton
        onEscapeKeyDown={keepOpen}
        onPointerDownOutside={keepOpen}
        onInteractOutside={keepOpen}
      >
        <p className="text-sm leading-6 text-ink">
          Para continuar usando a Trilha Cloud, leia as novas versões dos{' '}
          <a href={paths.terms} target="_blank" rel="noopener noreferrer" className={linkClass}>
            Termos de Uso
          </a>{' '}
          e da{' '}
          <a href={paths.privacy} target="_blank" rel="noopener noreferrer" className={linkClass}>
            Política de Privacidade
          </a>{' '}
          (abrem em uma nova aba) e aceite-as. Se não quiser aceitar, saia da sua conta.
        </p>
        <DialogFooter>
          <Button variant="outline" onClick={() => void onLeave()} disabled={leaving || accept.isPending}>
            Sair
          </Button>
          <Button onClick={onAccept} disabled={leaving || accept.isPending}>
            {accept.isPending ? 'Registrando...' : 'Li e aceito os novos termos'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
