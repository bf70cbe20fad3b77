// 'Meus certificados' (signed in): one card per certificate with 'Ver certificado', 'Baixar PDF',
// 'Adicionar ao LinkedIn' and 'Copiar link', newest first, paged by the database (?page=2).
// Empty: the courses in progress, each a step from its certificate.
import { AwardIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { formatCertificateCode } from '@/rules/certificate-code';
import { pageCount, useListParams, usePageFromAnswer } from '@/lib/list-params';
import { useCoursesInProgress } from '../api/get-courses-in-progress';
import { useMyCertificates, type MyCertificate } from '../api/get-my-certificates';
import { useMyTrackCertificates } from '../api/get-my-track-certificates';
import { certificatePath, formatIssueDate, formatWorkload } from '../utils/certificate';
import { CertificateActions } from './certificate-actions';

function CertificateCard({ certificate }: { certificate: MyCertificate }) {
  return (
    <article
      aria-labelledby={`certificado-${certificate.id}`}
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-start gap-4">
        <span
          aria-hidden="true"
          className="grid h-11 w-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700"
        >
          <AwardIcon size={20} />
        </span>
        <div className="min-w-0">
          <h2 id={`certificado-${certificate.id}`} className="text-lg font-bold text-ink">
            {certificate.courseTitle}
          </h2>
          {certificate.track && (
            <p className="text-sm font-semibold text-brand-700">Trilha · {certificate.track.targetRole}</p>
          )}
          <p className="mt-1 text-sm text-ink-muted">
            Emitido em {formatIssueDate(certificate.issuedOn)} · {formatWorkload(certificate.workloadMinutes)}
          </p>
          <p className="mt-1 text-sm text-ink-muted">
            Código <span className="font-mono text-ink">{formatCertificateCode(certificate.code)}</span>
          </p>
          {certificate.revokedOn && (
            <p className="mt-2 inline-flex rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-semibold text-red-800">
              Certificado revogado em {formatIssueDate(certificate.revokedOn)}
            </p>
          )}
        </div>
      </div>
      <div className="mt-5 flex flex-1 flex-col justify-end gap-3">
        <Link
          to={certificatePath(certificate.code)}
          className={buttonVariants({ variant: 'secondary', size: 'sm', className: 'w-full' })}
          aria-label={`Ver certificado de ${certificate.courseTitle}`}
        >
          Ver certificado
        </Link>
        {/* A revoked certificate is not downloaded or shared any more. */}
        {!certificate.revokedOn && <CertificateActions certificate={certificate} layout="card" />}
      </div>
    </article>
  );
}

function EmptyCertificates({ userId }: { userId: string }) {
  const courses = useCoursesInProgress(userId, true);
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
      <p className="text-lg font-semibold text-ink">Você ainda não tem certificados.</p>
      <p className="mt-2 text-ink-muted">
        Conclua todas as aulas de um curso e o certificado aparece aqui na mesma hora.
      </p>
      {courses.data && courses.data.length > 0 ? (
        <div className="mx-auto mt-6 max-w-lg text-left">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-ink-muted">
            Seus cursos em andamento
          </h2>
          <ul className="mt-3 space-y-3">
            {courses.data.map((course) => (
              <li key={course.slug} className="rounded-xl border border-slate-200 p-4">
                <div className="flex items-center justify-between gap-4">
                  <p className="font-semibold text-ink">{course.title}</p>
                  <Link
                    to={paths.course(course.slug)}
                    className={buttonVariants({ variant: 'outline', size: 'sm' })}
                    aria-label={`Continuar ${course.title}`}
                  >
                    Continuar
                  </Link>
                </div>
                <ProgressBar
                  value={course.progress}
                  className="mt-3"
                  label={`Progresso em ${course.title}`}
                />
                <p className="mt-1 text-xs text-ink-muted">{course.progress}% concluído</p>
              </li>
            ))}
          </ul>
        </div>
      ) : courses.data ? (
        <Link to={paths.courses} className={buttonVariants({ className: 'mt-6' })}>
          Explorar Cursos
        </Link>
      ) : null}
    </div>
  );
}

/** The track certificates, above the courses' (a track's certificate is the larger proof). */
function TrackCertificates({ userId }: { userId: string }) {
  const tracks = useMyTrackCertificates(userId);
  if (!tracks.data || tracks.data.length === 0) return null;
  return (
    <section aria-labelledby="certificados-de-trilha" className="mb-10">
      <h2 id="certificados-de-trilha" className="mb-4 text-xl font-bold text-ink">
        Certificados de trilha
      </h2>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {tracks.data.map((certificate) => (
          <li key={certificate.id}>
            <CertificateCard certificate={certificate} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function MyCertificates({ userId }: { userId: string }) {
  const list = useListParams();
  const certificates = useMyCertificates(userId, list.page);
  usePageFromAnswer(list, certificates.isPlaceholderData ? undefined : certificates.data?.page);

  if (certificates.isPending) {
    return (
      <div
        role="status"
        aria-label="Carregando certificados"
        className="grid gap-6 md:grid-cols-2 lg:grid-cols-3"
      >
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-64 rounded-2xl" />
        ))}
      </div>
    );
  }
  if (certificates.isError) {
    return (
      <p role="alert" className="text-ink-muted">
        Não foi possível carregar seus certificados agora.
      </p>
    );
  }
  const { rows, total, page, pageSize } = certificates.data;
  if (total === 0) return <EmptyCertificates userId={userId} />;
  return (
    <>
      <TrackCertificates userId={userId} />
      <p className="mb-4 text-sm text-ink-muted" aria-live="polite">
        {total === 1 ? '1 certificado' : `${total} certificados`}
      </p>
      <ul
        className="grid gap-6 md:grid-cols-2 lg:grid-cols-3"
        aria-busy={certificates.isPlaceholderData || undefined}
      >
        {rows.map((certificate) => (
          <li key={certificate.id}>
            <CertificateCard certificate={certificate} />
          </li>
        ))}
      </ul>
      <Pagination
        label="Páginas de certificados"
        page={page}
        pageCount={pageCount(total, pageSize)}
        hrefFor={list.hrefFor}
      />
    </>
  );
}
