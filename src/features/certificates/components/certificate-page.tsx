// /certificado/{code} (public) and /certificado (the field to type a code). The typed code is
// normalised in the browser first: what cannot be a code is 'Certificado não encontrado' without
// a request; a code written another way (lower case, no dashes) moves to its grouped address.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { VerifyCertificateForm } from '@/components/ui/verify-certificate-form';
import { paths } from '@/config/paths';
import { formatCertificateCode, normalizeCertificateCode } from '@/rules/certificate-code';
import { useDocumentMeta, useNoIndex } from '@/lib/use-document-title';
import { verifiedCertificateQueryOptions } from '../api/verify-certificate';
import { certificateMeta } from '../utils/certificate';
import { CERTIFICATE_NOT_FOUND, CertificateNotFound } from './certificate-not-found';
import { CertificateView } from './certificate-view';

export const VERIFY_FAILED = 'Não foi possível verificar o certificado agora.';

function SheetSkeleton() {
  return (
    <div role="status" aria-label="Carregando certificado">
      <Skeleton className="mb-6 h-16 w-full max-w-xl" />
      <Skeleton className="aspect-[297/210] w-full rounded-none" />
    </div>
  );
}

function VerifyLanding() {
  return (
    <section aria-labelledby="verify-certificate" className="mx-auto max-w-xl py-6 text-center">
      <h1 id="verify-certificate" className="text-3xl font-bold text-ink">
        Verificar certificado
      </h1>
      <p className="mt-3 text-ink-muted">
        Digite o código impresso no certificado (por exemplo, TC-7K2M-9QX4-HZ8B) para conferir se ele é
        autêntico. Letras maiúsculas ou minúsculas, com ou sem traços.
      </p>
      <VerifyCertificateForm className="mx-auto mt-8 max-w-md text-left" />
    </section>
  );
}

export function CertificatePage({ typedCode }: { typedCode: string | null }) {
  useNoIndex();
  const navigate = useNavigate();
  const stored = typedCode === null ? null : normalizeCertificateCode(typedCode);
  const canonical = stored ? formatCertificateCode(stored) : null;
  const certificate = useQuery({
    ...verifiedCertificateQueryOptions(stored ?? ''),
    enabled: stored !== null,
  });

  useEffect(() => {
    if (canonical && typedCode !== canonical) navigate(paths.certificate(canonical), { replace: true });
  }, [canonical, typedCode, navigate]);

  const found = certificate.data ?? null;
  const meta = found ? certificateMeta(found) : null;
  const notFound = typedCode !== null && (stored === null || certificate.data === null);
  useDocumentMeta(
    meta?.title ?? (notFound ? CERTIFICATE_NOT_FOUND : 'Verificar certificado'),
    meta?.description ??
      'Confira a autenticidade de um certificado da Trilha Cloud pelo código de verificação.',
  );

  if (typedCode === null) return <VerifyLanding />;
  if (notFound) return <CertificateNotFound typedCode={typedCode} />;
  if (found) return <CertificateView certificate={found} />;
  if (certificate.isError) {
    return (
      <div role="alert" className="mx-auto max-w-xl py-10 text-center">
        <p className="text-lg font-semibold text-ink">{VERIFY_FAILED}</p>
        <Button className="mt-4" onClick={() => void certificate.refetch()} disabled={certificate.isFetching}>
          Tentar novamente
        </Button>
      </div>
    );
  }
  return <SheetSkeleton />;
}
