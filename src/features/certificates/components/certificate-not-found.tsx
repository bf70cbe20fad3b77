import { VerifyCertificateForm } from '@/components/ui/verify-certificate-form';

export const CERTIFICATE_NOT_FOUND = 'Certificado não encontrado';

/**
 * An unknown or malformed code: the same answer for both, never an error page, and no word on
 * whether a similar code exists. The field keeps what was typed (as text) to correct it.
 */
export function CertificateNotFound({ typedCode }: { typedCode: string }) {
  return (
    <section aria-labelledby="certificate-not-found" className="mx-auto max-w-xl py-6 text-center">
      <h1 id="certificate-not-found" className="text-3xl font-bold text-ink">
        {CERTIFICATE_NOT_FOUND}
      </h1>
      <p className="mt-3 text-ink-muted">
        Confira o código impresso no certificado, no formato TC-XXXX-XXXX-XXXX, e digite-o novamente.
      </p>
      <VerifyCertificateForm defaultCode={typedCode} className="mx-auto mt-8 max-w-md text-left" />
    </section>
  );
}
