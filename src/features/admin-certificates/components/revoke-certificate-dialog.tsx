// Revoking one certificate: which one (student, course, code), the reason (required, stored and
// shown to administrators), then 'Revogar certificado'. The public page then says it was revoked.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { saveThenClose } from '@/components/forms/save-then-close';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { formatCertificateCode } from '@/rules/certificate-code';
import type { IssuedCertificate } from '../api/get-issued-certificates';
import {
  REASON_MAX_LENGTH,
  revokeSchema,
  useRevokeCertificate,
  type RevokeFormValues,
} from '../api/revoke-certificate';
import { studentName } from './issue-certificate-dialog';

function RevokeForm({ certificate, onDone }: { certificate: IssuedCertificate; onDone: () => void }) {
  const revoke = useRevokeCertificate();
  const form = useForm<RevokeFormValues, unknown, { reason: string }>({
    resolver: zodResolver(revokeSchema),
    defaultValues: { reason: '' },
  });
  const submit = form.handleSubmit(({ reason }) =>
    saveThenClose(
      revoke.mutate,
      { certificateId: certificate.id, reason },
      { saved: 'Certificado revogado.', failed: 'Erro ao revogar certificado', onDone },
    ),
  );

  return (
    <form noValidate onSubmit={submit}>
      <dl className="space-y-1 rounded-lg bg-slate-50 px-3 py-2 text-sm">
        <div>
          <dt className="inline text-ink-muted">Aluno: </dt>
          <dd className="inline font-medium text-ink">{studentName(certificate.student)}</dd>
        </div>
        <div>
          <dt className="inline text-ink-muted">Curso: </dt>
          <dd className="inline font-medium text-ink">{certificate.title}</dd>
        </div>
        <div>
          <dt className="inline text-ink-muted">Código: </dt>
          <dd className="inline font-mono text-ink">
            {formatCertificateCode(certificate.verification_code)}
          </dd>
        </div>
      </dl>
      <p className="mt-4 text-sm text-ink-muted">
        A página pública do certificado passará a informar que ele foi revogado, com a data. Não é possível
        desfazer.
      </p>
      <FormField
        label="Motivo da revogação"
        error={form.formState.errors.reason?.message}
        required
        className="mt-4"
      >
        <Textarea rows={3} maxLength={REASON_MAX_LENGTH} {...form.register('reason')} />
      </FormField>
      <FormDialogFooter
        submitLabel="Revogar certificado"
        saving={revoke.isPending}
        savingLabel="Revogando..."
        cancelWaitsForSave
        destructive
      />
    </form>
  );
}

interface RevokeCertificateDialogProps {
  certificate: IssuedCertificate | null;
  onClose: () => void;
}

export function RevokeCertificateDialog({ certificate, onClose }: RevokeCertificateDialogProps) {
  return (
    <Dialog open={certificate !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent title="Revogar certificado">
        {certificate && <RevokeForm key={certificate.id} certificate={certificate} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
