import { MailIcon, UserIcon } from 'lucide-react';
import { CardShell } from '@/components/ui/card-shell';
import { Container } from '@/components/ui/container';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { AccountDetails } from '@/features/profile/components/account-details';
import { MyDataSection } from '@/features/profile/components/my-data-section';
import { MyOrganisations } from '@/features/profile/components/my-organisations';
import { ProfileActions } from '@/features/profile/components/profile-actions';
import { ProfileStats } from '@/features/profile/components/profile-stats';
import { WeeklyDigestSetting } from '@/features/profile/components/weekly-digest-setting';
import { StudyCalendar } from '@/features/study/components/study-calendar';
import { useAuth } from '@/lib/auth';
import { DeactivatedAccount } from '../guards';
import { useDocumentMeta } from '@/lib/use-document-title';

/**
 * /profile (behind RequireAuth): account, password, real statistics and actions, then
 * 'Meus dados' (see, correct, download, delete: LGPD art. 18).
 */
export default function ProfileRoute() {
  useDocumentMeta('Meu perfil');
  const { session, userId, email, isActive } = useAuth();
  // RequireAuth only renders this screen with a session.
  if (!session || !userId) return null;
  const accountEmail = email ?? session.user.email ?? '';

  if (!isActive) {
    // Deactivated: only 'Meus dados' (see, download, delete), below why the rest is closed.
    return (
      <Container className="py-10 sm:py-14">
        <DeactivatedAccount withTitle={false} />
        <MyDataSection userId={userId} email={accountEmail} editable={false} />
      </Container>
    );
  }

  return (
    <Container className="py-10 sm:py-14">
      <header className="mb-8">
        <h1 className="text-3xl font-bold text-ink">Meu perfil</h1>
        <p className="mt-2 text-ink-muted">
          Gerencie sua conta, acompanhe seus números e cuide dos seus dados na plataforma.
        </p>
      </header>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <CardShell title="Informações da conta" icon={<UserIcon size={20} />}>
            <AccountDetails email={accountEmail} createdAt={session.user.created_at} />
          </CardShell>
          <CardShell
            title="Calendário de estudos"
            description="Seus dias de estudo nos últimos 12 meses (horário de Brasília)."
          >
            <StudyCalendar userId={userId} />
          </CardShell>
          <CardShell title="Alterar senha" description="Confirme a senha atual para definir uma nova.">
            <ChangePasswordForm email={accountEmail} />
          </CardShell>
          <div id="resumo-semanal" className="scroll-mt-24">
            <CardShell
              title="Resumo semanal por email"
              icon={<MailIcon size={20} />}
              description="Um email por semana com as aulas para continuar de onde parou e as novas respostas às suas perguntas. Cancele quando quiser, aqui ou pelo link no próprio email."
            >
              <WeeklyDigestSetting userId={userId} />
            </CardShell>
          </div>
        </div>
        <div className="space-y-6">
          <CardShell title="Estatísticas">
            <ProfileStats userId={userId} />
          </CardShell>
          <CardShell title="Ações">
            <ProfileActions />
          </CardShell>
          <CardShell title="Minhas empresas">
            <MyOrganisations userId={userId} />
          </CardShell>
        </div>
      </div>
      <MyDataSection userId={userId} email={accountEmail} />
    </Container>
  );
}
