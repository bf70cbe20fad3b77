import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useMyData } from '../api/get-my-data';
import { ContactGroup } from './contact-group';
import { DeleteAccountCard } from './delete-account-card';
import { DownloadMyDataButton } from './download-my-data-button';
import { FamilyIncomeGroup } from './family-income-group';
import {
  AccountGroup,
  CertificatesGroup,
  CommunityGroup,
  ConsentsGroup,
  LearningGroup,
  RolesGroup,
} from './my-data-groups';
import { MyDataFieldsList } from './my-data-fields-list';

const ANCHORS = ['meus-dados', 'excluir-conta'];

/** Links such as /profile#excluir-conta (from the Privacy Policy) land on their part once it is drawn. */
function useScrollToAnchor(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    const id = hash.replace(/^#/, '');
    if (ready && ANCHORS.includes(id)) document.getElementById(id)?.scrollIntoView();
  }, [hash, ready]);
}

function MyDataSkeleton() {
  return (
    <div role="status" aria-label="Carregando seus dados" className="grid gap-6 lg:grid-cols-2">
      {[0, 1, 2, 3].map((index) => (
        <Skeleton key={index} className="h-56 w-full rounded-2xl" />
      ))}
    </div>
  );
}

/**
 * 'Meus dados' (LGPD art. 18): everything the site holds about the person, from the same export
 * the download saves, grouped; contact, address and income can be corrected here; and the account
 * can be deleted.
 */
export function MyDataSection({
  userId,
  email,
  editable = true,
}: {
  userId: string;
  email: string;
  /**
   * false for a deactivated account: it still sees, downloads and deletes its data (those rights
   * do not depend on the account being active), but the database keeps it from changing it.
   */
  editable?: boolean;
}) {
  const { data, isPending, isError, refetch } = useMyData(userId);
  useScrollToAnchor(!isPending);

  return (
    <section id="meus-dados" aria-labelledby="meus-dados-titulo" className="mt-12 scroll-mt-24 space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="meus-dados-titulo" className="text-2xl font-bold text-ink">
            Meus dados
          </h2>
          <p className="mt-2 max-w-2xl text-ink-muted">
            Tudo o que a Trilha Cloud guarda sobre você.{' '}
            {editable
              ? 'Veja, corrija e baixe seus dados quando quiser'
              : 'Veja e baixe seus dados quando quiser'}
            ; a{' '}
            <Link to={paths.privacy} className="font-medium text-brand-700 underline underline-offset-2">
              Política de Privacidade
            </Link>{' '}
            explica para que cada um serve.
          </p>
        </div>
        <DownloadMyDataButton />
      </div>

      {isPending ? (
        <MyDataSkeleton />
      ) : isError ? (
        <div role="alert" className="rounded-2xl border border-slate-200 bg-white p-6 text-ink-muted">
          <p>Não foi possível carregar seus dados agora.</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void refetch()}>
            Tentar de novo
          </Button>
        </div>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <AccountGroup account={data.conta} />
          <ContactGroup
            userId={userId}
            account={data.conta}
            contact={data.contato_e_endereco}
            editable={editable}
          />
          <FamilyIncomeGroup userId={userId} income={data.renda_familiar} editable={editable} />
          <RolesGroup roles={data.papeis} />
          <LearningGroup learning={data.matriculas_e_progresso} />
          <CertificatesGroup certificates={data.certificados} />
          <CommunityGroup community={data.avaliacoes_e_perguntas} />
          <ConsentsGroup consents={data.consentimentos} />
        </div>
      )}

      <MyDataFieldsList />
      <DeleteAccountCard email={email} />
    </section>
  );
}
