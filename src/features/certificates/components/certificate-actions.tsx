// What a person does with a certificate: 'Baixar PDF' (jsPDF loaded on the click), 'Imprimir',
// 'Adicionar ao LinkedIn' (LinkedIn's add-to-profile form, filled in) and 'Copiar link'.
import { useState } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { copyWithToast } from '@/lib/clipboard';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { certificateUrl, type Certificate } from '../utils/certificate';
import { linkedInAddCertificationUrl } from '../utils/linkedin';

export const certificateMessages = {
  pdfFailed: 'Não foi possível gerar o PDF. Tente novamente.',
  linkCopied: 'Link copiado!',
  copyFailed: 'Não foi possível copiar o link. Copie o endereço da página.',
} as const;

interface CertificateActionsProps {
  certificate: Certificate;
  /** The public page offers printing too (the cards link to the page instead). */
  withPrint?: boolean;
  /** 'card': full-width buttons on two columns, LinkedIn across both. */
  layout?: 'row' | 'card';
  className?: string;
}

export function CertificateActions({
  certificate,
  withPrint = false,
  layout = 'row',
  className,
}: CertificateActionsProps) {
  const [generating, setGenerating] = useState(false);
  const course = certificate.courseTitle;

  const downloadPdf = async () => {
    setGenerating(true);
    try {
      const { downloadCertificatePdf } = await import('../utils/certificate-pdf');
      await downloadCertificatePdf(certificate);
    } catch {
      toast.error(certificateMessages.pdfFailed);
    } finally {
      setGenerating(false);
    }
  };

  const copyLink = () =>
    copyWithToast(certificateUrl(certificate.code), {
      copied: certificateMessages.linkCopied,
      failed: certificateMessages.copyFailed,
    });

  const inCard = layout === 'card';
  return (
    <div className={cn(inCard ? 'grid grid-cols-2 gap-2' : 'flex flex-wrap gap-2', className)}>
      <Button
        size="sm"
        onClick={() => void downloadPdf()}
        disabled={generating}
        className={cn(inCard && 'w-full')}
        aria-label={`Baixar PDF do certificado de ${course}`}
      >
        {generating ? 'Gerando PDF...' : 'Baixar PDF'}
      </Button>
      {withPrint && (
        <Button size="sm" variant="outline" onClick={() => window.print()}>
          Imprimir
        </Button>
      )}
      <a
        href={linkedInAddCertificationUrl(certificate)}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonVariants({
          variant: 'outline',
          size: 'sm',
          className: cn(inCard && 'order-last col-span-2'),
        })}
        aria-label={`Adicionar ao LinkedIn o certificado de ${course} (abre em nova aba)`}
      >
        Adicionar ao LinkedIn
      </a>
      <Button
        size="sm"
        variant="outline"
        onClick={() => void copyLink()}
        className={cn(inCard && 'w-full')}
        aria-label={`Copiar link do certificado de ${course}`}
      >
        Copiar link
      </Button>
    </div>
  );
}
