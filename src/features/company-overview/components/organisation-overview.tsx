// 'Visão geral' of /empresa/:organisationId: seats per block, the team's progress (paged, searched
// and filtered by the database), the simulado domains, the certificates with their verification
// links, and 'Exportar CSV'. Only what docs/companies.md lets a manager see.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ChartFigure } from '@/components/charts/chart-figure';
import { Button } from '@/components/ui/button';
import { InlineLoadError } from '@/components/ui/inline-load-error';
import { Pagination } from '@/components/ui/pagination';
import { ProgressBar } from '@/components/ui/progress-bar';
import { SearchField } from '@/components/ui/search-field';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { StatCard } from '@/components/ui/stat-card';
import { downloadText } from '@/lib/download-text';
import { userMessage } from '@/lib/errors/user-message';
import { pageCount, parsePage, useListParams, usePageFromAnswer } from '@/lib/list-params';
import { toast } from '@/lib/toast';
import { formatDate } from '@/utils/format-date';
import {
  CERTIFICATES_PAGE_SIZE,
  TEAM_PAGE_SIZE,
  certificatesQueryOptions,
  domainScoresQueryOptions,
  exportTeamProgress,
  teamQueryOptions,
  useOverview,
} from '../api/company-reads';
import { assignmentStatusSchema, type AssignmentStatus, type DomainScore } from '../api/company-schemas';
import { teamCsv } from '../api/team-csv';
import { dayText } from './dates';
import { StatusBadge } from './status-badge';

interface Props {
  viewer: string;
  organisationId: string;
}

interface OverviewProps extends Props {
  /** Where 'Adicionar assentos' of an open block leads (the company checkout, another feature). */
  addSeatsPath: (blockId: string) => string;
}

/** The status filter in the URL (?situacao=late), '' for every member. */
export function statusParam(raw: string | null): AssignmentStatus | '' {
  const parsed = assignmentStatusSchema.safeParse(raw);
  return parsed.success ? parsed.data : '';
}

function Seats({ viewer, organisationId, addSeatsPath }: OverviewProps) {
  const { data } = useOverview(viewer, organisationId);
  if (!data) return null;
  const used = data.seat_blocks.filter((block) => block.open).reduce((sum, block) => sum + block.used, 0);
  const total = data.seat_blocks
    .filter((block) => block.open)
    .reduce((sum, block) => sum + block.seat_count, 0);
  return (
    <section aria-labelledby="empresa-assentos">
      <h2 id="empresa-assentos" className="text-xl font-semibold text-ink">
        Assentos e atribuições
      </h2>
      <div className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard compactOnPhone label="Assentos em uso" value={`${used} de ${total}`} />
        <StatCard compactOnPhone label="Pessoas" value={data.members} />
        <StatCard compactOnPhone label="Atribuições no prazo" value={data.assignments.on_track} />
        <StatCard
          compactOnPhone
          label="Atrasadas"
          value={data.assignments.late}
          hint={data.assignments.done === 1 ? '1 concluída' : `${data.assignments.done} concluídas`}
        />
      </div>
      {data.seat_blocks.length === 0 ? (
        <p className="mt-4 text-sm text-ink-muted">
          Nenhum assento comprado ainda.{' '}
          <Link className="font-semibold text-brand-700 underline" to="/empresas">
            Ver planos para empresas
          </Link>
        </p>
      ) : (
        <ul className="mt-4 grid gap-3 md:grid-cols-2">
          {data.seat_blocks.map((block) => (
            <li key={block.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
              <p className="font-semibold break-words text-ink">{block.product_title}</p>
              <p className="mt-1 text-sm text-ink-muted">
                {formatDate(block.period_start)} a {formatDate(block.period_end)}
                {block.open ? '' : ' · encerrado'}
              </p>
              <ProgressBar
                className="mt-3"
                size="sm"
                value={(100 * block.used) / block.seat_count}
                label={`Assentos em uso de ${block.product_title}`}
              />
              <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm text-ink">
                  {block.used} em uso · {block.available}{' '}
                  {block.available === 1 ? 'disponível' : 'disponíveis'}
                </p>
                {block.open && (
                  <Link
                    to={addSeatsPath(block.id)}
                    aria-label={`Adicionar assentos a ${block.product_title}`}
                    className="text-sm font-semibold text-brand-700 underline"
                  >
                    Adicionar assentos
                  </Link>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function TeamProgress({ viewer, organisationId }: Props) {
  const list = useListParams();
  const [params, setParams] = useSearchParams();
  const status = statusParam(params.get('situacao'));
  const { data, isPending, isError, refetch, isFetching } = useQuery(
    teamQueryOptions(viewer, organisationId, { search: list.search, status, page: list.page }),
  );
  usePageFromAnswer(list, data?.page);
  return (
    <section aria-labelledby="empresa-equipe">
      <h2 id="empresa-equipe" className="text-xl font-semibold text-ink">
        Progresso da equipe
      </h2>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchField
          label="Buscar pessoa"
          placeholder="Nome ou e-mail"
          value={list.search}
          onSearch={list.setSearch}
          labelledBy="empresa-equipe"
          className="sm:max-w-sm sm:flex-1"
        />
        <label className="flex flex-col gap-1 text-sm font-medium text-ink">
          Situação
          <Select
            value={status}
            onChange={(event) =>
              setParams(
                (current) => {
                  if (event.target.value) current.set('situacao', event.target.value);
                  else current.delete('situacao');
                  current.delete('page');
                  return current;
                },
                { replace: true, preventScrollReset: true },
              )
            }
          >
            <option value="">Todas</option>
            <option value="on_track">No prazo</option>
            <option value="late">Atrasado</option>
            <option value="done">Concluído</option>
          </Select>
        </label>
      </div>
      {isPending ? (
        <div role="status" aria-label="Carregando a equipe" className="mt-4 space-y-2">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : isError && !data ? (
        <InlineLoadError
          className="mt-4"
          message="Não foi possível carregar a equipe."
          retrying={isFetching}
          onRetry={() => void refetch()}
        />
      ) : data.total === 0 ? (
        <p className="mt-4 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-8 text-center text-ink-muted">
          Ninguém encontrado.
        </p>
      ) : (
        <>
          <p className="mt-4 text-sm text-ink-muted" aria-live="polite">
            {data.total === 1 ? '1 pessoa' : `${data.total} pessoas`}
          </p>
          <ul
            aria-label="Pessoas da equipe"
            className="mt-2 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm"
          >
            {data.rows.map((member) => (
              <li
                key={member.user_id}
                className="grid gap-3 p-4 md:grid-cols-[minmax(0,16rem)_minmax(0,1fr)]"
              >
                <div className="min-w-0">
                  <p className="font-semibold break-words text-ink">{member.full_name ?? member.email}</p>
                  <p className="text-sm break-all text-ink-muted">{member.email}</p>
                  <p className="mt-1 text-xs text-ink-muted">
                    Última atividade: {dayText(member.last_activity_on)}
                  </p>
                </div>
                {member.assignments.length === 0 ? (
                  <p className="text-sm text-ink-muted md:self-center">Sem atribuições.</p>
                ) : (
                  <ul className="space-y-2" aria-label={`Atribuições de ${member.full_name ?? member.email}`}>
                    {member.assignments.map((assignment) => (
                      <li key={assignment.assignment_id} className="min-w-0">
                        <div className="flex flex-wrap items-center gap-2 text-sm">
                          <span className="font-medium break-words text-ink">{assignment.title}</span>
                          <StatusBadge status={assignment.status} />
                          <span className="text-ink-muted">até {dayText(assignment.due_on)}</span>
                        </div>
                        <div className="mt-1 flex items-center gap-2">
                          <ProgressBar
                            size="sm"
                            tone={assignment.status === 'done' ? 'success' : 'brand'}
                            value={assignment.progress}
                            label={`Progresso de ${member.full_name ?? member.email} em ${assignment.title}`}
                            className="max-w-xs flex-1"
                          />
                          <span className="text-xs text-ink-muted">{assignment.progress}%</span>
                        </div>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
          <Pagination
            className="mt-4"
            page={data.page}
            pageCount={pageCount(data.total, TEAM_PAGE_SIZE)}
            hrefFor={list.hrefFor}
            label="Páginas da equipe"
            scrollTargetId="empresa-equipe"
          />
        </>
      )}
    </section>
  );
}

/** Bars of the team's best and average per domain, in plain CSS; the figure carries the table. */
function DomainBars({ rows }: { rows: DomainScore[] }) {
  return (
    <ul aria-hidden="true" className="space-y-3">
      {rows.map((row) => (
        <li key={`${row.course_id}-${row.domain}`}>
          <p className="text-sm font-medium break-words text-ink">
            {row.domain} <span className="font-normal text-ink-muted">· {row.course_title}</span>
          </p>
          <div className="mt-1 h-3 w-full rounded-full bg-slate-100">
            <div className="h-3 rounded-full bg-brand-700" style={{ width: `${row.best_percent}%` }} />
          </div>
          <div className="mt-1 h-2 w-full rounded-full bg-slate-100">
            <div className="h-2 rounded-full bg-brand-300" style={{ width: `${row.average_percent}%` }} />
          </div>
          <p className="mt-1 text-xs text-ink-muted">
            Melhor {row.best_percent}% · média {row.average_percent}%
          </p>
        </li>
      ))}
    </ul>
  );
}

function DomainScores({ viewer, organisationId }: Props) {
  const { data, isError, isFetching, refetch } = useQuery(domainScoresQueryOptions(viewer, organisationId));
  if (isError)
    return (
      <InlineLoadError
        message="Não foi possível carregar os domínios."
        retrying={isFetching}
        onRetry={() => void refetch()}
      />
    );
  const rows = data ?? [];
  return (
    <ChartFigure
      title="Simulados por domínio do exame"
      description="Melhor resultado e média dos melhores resultados de cada pessoa, por domínio."
      chart={<DomainBars rows={rows} />}
      columns={[
        { header: 'Domínio' },
        { header: 'Curso' },
        { header: 'Melhor', numeric: true },
        { header: 'Média', numeric: true },
        { header: 'Pessoas', numeric: true },
      ]}
      rows={rows.map((row) => [
        row.domain,
        row.course_title,
        `${row.best_percent}%`,
        `${row.average_percent}%`,
        String(row.members),
      ])}
      empty="Ninguém da equipe fez um simulado ainda."
    />
  );
}

function Certificates({ viewer, organisationId }: Props) {
  const [params] = useSearchParams();
  const page = parsePage(params.get('certificados'));
  const { data, isError, isFetching, refetch } = useQuery(
    certificatesQueryOptions(viewer, organisationId, page),
  );
  const hrefFor = (target: number) => {
    const next = new URLSearchParams(params);
    next.set('certificados', String(target));
    return `?${next.toString()}`;
  };
  return (
    <section aria-labelledby="empresa-certificados">
      <h2 id="empresa-certificados" className="text-xl font-semibold text-ink">
        Certificados da equipe
      </h2>
      {isError ? (
        <InlineLoadError
          className="mt-4"
          message="Não foi possível carregar os certificados."
          retrying={isFetching}
          onRetry={() => void refetch()}
        />
      ) : !data ? (
        <Skeleton className="mt-4 h-16 w-full" />
      ) : data.total === 0 ? (
        <p className="mt-4 text-sm text-ink-muted">Nenhum certificado emitido ainda.</p>
      ) : (
        <>
          <ul className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
            {data.rows.map((certificate) => (
              <li
                key={certificate.code}
                className="flex flex-col gap-1 p-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <p className="font-medium break-words text-ink">{certificate.title}</p>
                  <p className="text-sm text-ink-muted">
                    {certificate.full_name} · {formatDate(certificate.issued_at)}
                  </p>
                </div>
                <Link
                  to={certificate.verification_path}
                  className="text-sm font-semibold text-brand-700 underline"
                  aria-label={`Verificar o certificado ${certificate.code} de ${certificate.full_name ?? ''}`}
                >
                  Verificar {certificate.code}
                </Link>
              </li>
            ))}
          </ul>
          <Pagination
            className="mt-4"
            page={data.page}
            pageCount={pageCount(data.total, CERTIFICATES_PAGE_SIZE)}
            hrefFor={hrefFor}
            label="Páginas de certificados"
          />
        </>
      )}
    </section>
  );
}

function ExportButton({ organisationId }: { organisationId: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="outline"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        try {
          const answer = await exportTeamProgress(organisationId);
          downloadText('progresso-da-equipe.csv', teamCsv(answer));
          if (answer.truncated) toast.info('O arquivo tem as primeiras 20 000 linhas.');
        } catch (error) {
          toast.error(userMessage(error, 'Não foi possível exportar o progresso. Tente novamente.'));
        } finally {
          setBusy(false);
        }
      }}
    >
      {busy ? 'Exportando…' : 'Exportar CSV'}
    </Button>
  );
}

export function OrganisationOverview(props: OverviewProps) {
  return (
    <div className="space-y-10">
      <div className="flex justify-end">
        <ExportButton organisationId={props.organisationId} />
      </div>
      <Seats {...props} />
      <TeamProgress viewer={props.viewer} organisationId={props.organisationId} />
      <div className="grid gap-8 lg:grid-cols-2">
        <DomainScores viewer={props.viewer} organisationId={props.organisationId} />
        <Certificates viewer={props.viewer} organisationId={props.organisationId} />
      </div>
    </div>
  );
}
