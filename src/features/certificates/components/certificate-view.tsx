// The public page of a certificate: the sheet (what prints), its actions, then the facts, the
// syllabus and how to verify it (hidden in print). A revoked one says so, with the date, instead
// of the sheet and the actions.
import { CircleCheckIcon, CircleXIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { VerifyCertificateForm } from '@/components/ui/verify-certificate-form';
import { BRAND } from '@/config/brand';
import { formatCertificateCode } from '@/rules/certificate-code';
import {
  certificateUrl,
  formatIssueDate,
  formatWorkload,
  capitalised,
  gradeText,
  requirementsText,
  type Certificate,
} from '../utils/certificate';
import { CertificateActions } from './certificate-actions';
import { CertificateSheet } from './certificate-sheet';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="border-b border-slate-100 py-3 last:border-b-0 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-ink-muted">{label}</dt>
      <dd className="mt-1 font-semibold text-ink sm:col-span-2 sm:mt-0">{children}</dd>
    </div>
  );
}

export function CertificateView({ certificate }: { certificate: Certificate }) {
  const code = formatCertificateCode(certificate.code);
  // A revoked certificate keeps its record here, but nothing to print, download or share.
  const revokedOn = certificate.revokedOn ?? null;
  const requirements = requirementsText(certificate);
  const grade = gradeText(certificate);
  const track = certificate.track ?? null;
  return (
    <>
      <div data-print-hidden className="mb-6 flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
            {track ? 'Certificado de trilha' : 'Certificado de conclusão'}
          </p>
          <h1 className="mt-1 text-2xl font-bold text-ink sm:text-3xl">
            {certificate.holderName} — {certificate.courseTitle}
          </h1>
        </div>
        {!revokedOn && <CertificateActions certificate={certificate} withPrint />}
      </div>

      {revokedOn ? (
        <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 px-5 py-4 text-red-900">
          <p className="flex items-center gap-2 text-lg font-bold">
            <CircleXIcon aria-hidden="true" width={24} height={24} />
            Certificado revogado
          </p>
          <p className="mt-1">
            Revogado em {formatIssueDate(revokedOn)}. Este certificado não tem mais validade.
          </p>
        </div>
      ) : (
        <>
          {/* The printed page: A4 landscape without margins, for this page only (index.css hides the rest). */}
          <style>{'@page { size: A4 landscape; margin: 0; }'}</style>
          <CertificateSheet certificate={certificate} />
        </>
      )}

      <div data-print-hidden className="mt-10 grid gap-8 lg:grid-cols-5">
        <section aria-labelledby="certificate-valid" className="lg:col-span-3">
          {revokedOn ? (
            <>
              <h2 id="certificate-valid" className="text-xl font-bold text-ink">
                Dados do certificado
              </h2>
              <p className="mt-2 text-ink-muted">
                Este certificado foi emitido pela {BRAND.name} e revogado depois; os dados abaixo ficam nos
                nossos registros.
              </p>
            </>
          ) : (
            <>
              <h2
                id="certificate-valid"
                className="flex items-center gap-2 text-xl font-bold text-emerald-800"
              >
                <CircleCheckIcon aria-hidden="true" width={24} height={24} />
                Certificado válido
              </h2>
              <p className="mt-2 text-ink-muted">
                Este certificado foi emitido pela {BRAND.name} e consta dos nossos registros com os dados
                abaixo.
              </p>
            </>
          )}
          <dl className="mt-4 rounded-2xl border border-slate-200 bg-white px-5 py-2">
            <Fact label="Nome">{certificate.holderName}</Fact>
            <Fact label={track ? 'Trilha' : 'Curso'}>{certificate.courseTitle}</Fact>
            {track && <Fact label="Carreira">{track.targetRole}</Fact>}
            {track?.examCode && <Fact label="Prepara para">{track.examCode}</Fact>}
            <Fact label="Carga horária">{formatWorkload(certificate.workloadMinutes)}</Fact>
            <Fact label="Emitido em">{formatIssueDate(certificate.issuedOn)}</Fact>
            {revokedOn && <Fact label="Revogado em">{formatIssueDate(revokedOn)}</Fact>}
            {requirements && <Fact label="Requisitos cumpridos">{capitalised(requirements)}</Fact>}
            {grade && <Fact label="Notas">{capitalised(grade)}</Fact>}
            <Fact label="Código">
              <span className="font-mono">{code}</span>
            </Fact>
          </dl>
          {certificate.syllabus.length > 0 && (
            <>
              <h2 className="mt-8 text-xl font-bold text-ink">
                {track ? 'Cursos da trilha' : 'Conteúdo programático'}
              </h2>
              <ol className="mt-3 list-decimal space-y-1.5 pl-6 text-ink">
                {certificate.syllabus.map((title, index) => (
                  <li key={`${index}-${title}`}>{title}</li>
                ))}
              </ol>
            </>
          )}
        </section>
        <section aria-labelledby="how-to-verify" className="lg:col-span-2">
          <div className="rounded-2xl border border-slate-200 bg-slate-50 p-5">
            <h2 id="how-to-verify" className="text-lg font-bold text-ink">
              Como verificar
            </h2>
            <p className="mt-2 text-sm text-ink-muted">
              Aponte a câmera para o QR code do certificado ou acesse{' '}
              <span className="break-all font-medium text-ink">{certificateUrl(certificate.code)}</span>. Quem
              tiver apenas o código pode digitá-lo abaixo ou em “Verificar certificado”, no rodapé de qualquer
              página.
            </p>
            <VerifyCertificateForm className="mt-4" />
          </div>
        </section>
      </div>
    </>
  );
}
