// The read-only groups of 'Meus dados': conta, papéis, matrículas e progresso, certificados,
// avaliações e perguntas, consentimentos (contact and income, which can be changed here, have files of their own).
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { formatCertificateCode } from '@/rules/certificate-code';
import { formatDate, formatDateTime } from '@/utils/format-date';
import type { MyData } from '../api/get-my-data';
import { DataGroup, DataItem, DataList, EmptyText } from './my-data-parts';

const roleLabels = { aluno: 'Aluno', professor: 'Professor', administrador: 'Administrador' } as const;
const teacherStatusLabels = { ativo: 'Ativo', suspenso: 'Suspenso', excluido: 'Excluído' } as const;

export function AccountGroup({ account }: { account: MyData['conta'] }) {
  return (
    <DataGroup id="meus-dados-conta" title="Conta">
      <DataList>
        <DataItem label="Nome completo" field="conta.nome_completo">
          {account.nome_completo}
        </DataItem>
        <DataItem label="Email" field="conta.email">
          {account.email}
        </DataItem>
        <DataItem label="Conta criada em" field="conta.criada_em">
          {formatDate(account.criada_em)}
        </DataItem>
        <DataItem label="Último acesso" field="conta.ultimo_acesso_em">
          {formatDateTime(account.ultimo_acesso_em)}
        </DataItem>
        <DataItem label="Situação" field="conta.ativa">
          {account.ativa ? 'Ativa' : 'Desativada'}
        </DataItem>
        <DataItem label="Identificador" field="conta.id">
          <span className="font-mono text-xs">{account.id}</span>
        </DataItem>
      </DataList>
    </DataGroup>
  );
}

export function RolesGroup({ roles }: { roles: MyData['papeis'] }) {
  const teacher = roles.ficha_de_professor;
  return (
    <DataGroup id="meus-dados-papeis" title="Papéis">
      <DataList>
        <DataItem label="Papel" field="papeis.papel">
          {roleLabels[roles.papel]}
        </DataItem>
        {teacher && (
          <>
            <DataItem label="Situação de professor" field="papeis.ficha_de_professor.situacao">
              {teacherStatusLabels[teacher.situacao]}
            </DataItem>
            <DataItem label="Especialização" field="papeis.ficha_de_professor.especializacao">
              {teacher.especializacao}
            </DataItem>
            <DataItem label="Biografia" field="papeis.ficha_de_professor.biografia" wide>
              {teacher.biografia}
            </DataItem>
          </>
        )}
      </DataList>
      {roles.cursos_que_ministra.length > 0 && (
        <div className="mt-4">
          <h4 className="text-sm font-semibold text-ink">Cursos que você ministra</h4>
          <ul className="mt-2 space-y-1 text-sm">
            {roles.cursos_que_ministra.map((course, index) => (
              <li key={course.curso_id} data-export-field={`papeis.cursos_que_ministra[${index}].curso`}>
                {course.curso}
              </li>
            ))}
          </ul>
        </div>
      )}
    </DataGroup>
  );
}

export function LearningGroup({ learning }: { learning: MyData['matriculas_e_progresso'] }) {
  const { matriculas: enrollments } = learning;
  return (
    <DataGroup id="meus-dados-matriculas" title="Matrículas e progresso" className="lg:col-span-2">
      {enrollments.length === 0 ? (
        <EmptyText>Você ainda não se inscreveu em nenhum curso.</EmptyText>
      ) : (
        <ul className="divide-y divide-slate-100">
          {enrollments.map((enrollment, index) => {
            const field = (name: string) => `matriculas_e_progresso.matriculas[${index}].${name}`;
            return (
              <li
                key={enrollment.curso_id}
                className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <Link
                    to={paths.course(enrollment.slug)}
                    data-export-field={field('curso')}
                    className="break-words font-semibold text-brand-700 hover:underline"
                  >
                    {enrollment.curso}
                  </Link>
                  <p className="text-sm text-ink-muted">
                    Inscrição em{' '}
                    <span data-export-field={field('inscrito_em')}>{formatDate(enrollment.inscrito_em)}</span>
                    {' · '}
                    <span data-export-field={field('aulas_concluidas')}>
                      {enrollment.aulas_concluidas}
                    </span>{' '}
                    de <span data-export-field={field('total_de_aulas')}>{enrollment.total_de_aulas}</span>{' '}
                    aulas concluídas
                  </p>
                </div>
                <div className="flex shrink-0 items-center gap-2">
                  <span
                    data-export-field={field('progresso_percentual')}
                    className="text-sm font-bold text-ink"
                  >
                    {enrollment.progresso_percentual}%
                  </span>
                  <Badge
                    variant={enrollment.concluido ? 'success' : 'neutral'}
                    data-export-field={field('concluido')}
                  >
                    {enrollment.concluido ? 'Concluído' : 'Em andamento'}
                  </Badge>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <p className="mt-4 text-sm text-ink-muted">
        Aulas concluídas no total:{' '}
        <span className="font-semibold text-ink">{learning.aulas_concluidas.length}</span> (a data de cada uma
        está no arquivo baixado).
      </p>
      <p className="mt-1 text-sm text-ink-muted">
        Vídeos com posição salva para continuar de onde você parou:{' '}
        <span className="font-semibold text-ink">{learning.posicoes_nos_videos.length}</span> (a aula e o
        segundo de cada um estão no arquivo baixado).
      </p>
    </DataGroup>
  );
}

export function CertificatesGroup({ certificates }: { certificates: MyData['certificados'] }) {
  return (
    <DataGroup id="meus-dados-certificados" title="Certificados">
      {certificates.length === 0 ? (
        <EmptyText>Nenhum certificado emitido.</EmptyText>
      ) : (
        <ul className="space-y-3">
          {certificates.map((certificate, index) => (
            <li key={certificate.codigo_de_verificacao} className="rounded-xl bg-slate-50 px-4 py-3">
              <p
                data-export-field={`certificados[${index}].titulo`}
                className="break-words font-semibold text-ink"
              >
                {certificate.titulo}
              </p>
              <p className="mt-1 text-sm text-ink-muted">
                Código{' '}
                <span
                  data-export-field={`certificados[${index}].codigo_de_verificacao`}
                  className="font-mono text-ink"
                >
                  {formatCertificateCode(certificate.codigo_de_verificacao)}
                </span>
                {' · '}emitido em{' '}
                <span data-export-field={`certificados[${index}].emitido_em`}>
                  {formatDate(certificate.emitido_em)}
                </span>
              </p>
            </li>
          ))}
        </ul>
      )}
    </DataGroup>
  );
}

export function ConsentsGroup({ consents }: { consents: MyData['consentimentos'] }) {
  return (
    <DataGroup id="meus-dados-consentimentos" title="Consentimentos">
      {consents.length === 0 ? (
        <EmptyText>
          Nenhum aceite registrado. Contas criadas pela administração não passam pelo formulário de cadastro.
        </EmptyText>
      ) : (
        <ul className="space-y-3">
          {consents.map((consent, index) => (
            <li key={consent.versao} className="rounded-xl bg-slate-50 px-4 py-3 text-sm">
              <p data-export-field={`consentimentos[${index}].documento`} className="font-semibold text-ink">
                {consent.documento}
              </p>
              <p className="mt-1 text-ink-muted">
                Versão de{' '}
                <span data-export-field={`consentimentos[${index}].versao`}>
                  {formatDate(consent.versao)}
                </span>
                , aceita em{' '}
                <span data-export-field={`consentimentos[${index}].aceito_em`}>
                  {formatDateTime(consent.aceito_em)}
                </span>
              </p>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-4 text-sm text-ink-muted">
        Leia a{' '}
        <Link to={paths.privacy} className="font-medium text-brand-700 underline underline-offset-2">
          Política de Privacidade
        </Link>{' '}
        e os{' '}
        <Link to={paths.terms} className="font-medium text-brand-700 underline underline-offset-2">
          Termos de Uso
        </Link>
        .
      </p>
    </DataGroup>
  );
}

const MAX_QUESTIONS_SHOWN = 5;

/** Reviews, questions, answers, votes and notifications; every row is in the download. */
export function CommunityGroup({ community }: { community: MyData['avaliacoes_e_perguntas'] }) {
  const { avaliacoes: reviews, perguntas: questions } = community;
  const counts = [
    ['Perguntas feitas', questions.length],
    ['Respostas dadas', community.respostas.length],
    ['“Também tenho essa dúvida”', community.votos.length],
    ['Notificações', community.notificacoes.length],
  ] as const;
  return (
    <DataGroup id="meus-dados-avaliacoes" title="Avaliações e perguntas" className="lg:col-span-2">
      {reviews.length === 0 ? (
        <EmptyText>Você ainda não avaliou nenhum curso.</EmptyText>
      ) : (
        <ul className="space-y-3">
          {reviews.map((review, index) => {
            const field = (name: string) => `avaliacoes_e_perguntas.avaliacoes[${index}].${name}`;
            return (
              <li key={review.curso_id} className="rounded-xl bg-slate-50 px-4 py-3 text-sm">
                <p className="font-semibold text-ink">
                  <span data-export-field={field('curso')}>{review.curso}</span>
                  {' · '}
                  <span data-export-field={field('estrelas')}>
                    {review.estrelas} {review.estrelas === 1 ? 'estrela' : 'estrelas'}
                  </span>
                  {review.oculta && (
                    <Badge variant="warning" className="ml-2" data-export-field={field('oculta')}>
                      Oculta pela administração
                    </Badge>
                  )}
                </p>
                {review.comentario && (
                  <p
                    data-export-field={field('comentario')}
                    className="mt-1 break-words whitespace-pre-line text-ink"
                  >
                    {review.comentario}
                  </p>
                )}
                <p className="mt-1 text-ink-muted">
                  Avaliado em{' '}
                  <span data-export-field={field('criada_em')}>{formatDate(review.criada_em)}</span>
                </p>
              </li>
            );
          })}
        </ul>
      )}
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {counts.map(([label, count]) => (
          <div key={label} className="rounded-xl bg-slate-50 px-4 py-3">
            <dt className="text-xs font-semibold text-ink-muted">{label}</dt>
            <dd className="mt-1 text-lg font-bold text-ink">{count}</dd>
          </div>
        ))}
      </dl>
      {questions.length > 0 && (
        <div className="mt-4">
          <h4 className="text-sm font-semibold text-ink">Suas perguntas mais recentes</h4>
          <ul className="mt-2 space-y-1 text-sm">
            {questions.slice(0, MAX_QUESTIONS_SHOWN).map((question, index) => (
              <li key={question.pergunta_id} className="break-words">
                <span
                  data-export-field={`avaliacoes_e_perguntas.perguntas[${index}].titulo`}
                  className="text-ink"
                >
                  {question.titulo}
                </span>{' '}
                <span className="text-ink-muted">
                  (
                  <span data-export-field={`avaliacoes_e_perguntas.perguntas[${index}].aula`}>
                    {question.aula}
                  </span>
                  )
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="mt-4 text-sm text-ink-muted">
        Os textos completos, as datas e as notificações estão no arquivo baixado.
      </p>
    </DataGroup>
  );
}
