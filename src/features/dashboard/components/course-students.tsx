// A linked course's students for its teacher: name, progress, status, enrolment and last
// activity, newest enrolment first, paged by the database (?page=2). Read-only.
import { Pagination } from '@/components/ui/pagination';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@/components/ui/table';
import { Badge } from '@/components/ui/badge';
import { pageCount, PAGE_SIZE, useListParams, usePageFromAnswer } from '@/lib/list-params';
import { formatCount } from '@/utils/format';
import { formatDate, formatDateTime } from '@/utils/format-date';
import { useCourseStudents } from '../api/get-course-students';

export function CourseStudents({ userId, courseId }: { userId: string; courseId: string }) {
  const list = useListParams();
  const { data, isPending, isError } = useCourseStudents(userId, courseId, list.page);
  usePageFromAnswer(list, data?.page);

  return (
    <section aria-labelledby="course-students" className="scroll-mt-24">
      <h2 id="course-students" className="text-2xl font-bold text-ink">
        Alunos inscritos{data ? ` (${formatCount(data.total)})` : ''}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">Dos mais recentes para os mais antigos.</p>
      {isPending ? (
        <div role="status" aria-label="Carregando alunos" className="mt-6 space-y-3">
          <Skeleton className="h-14 w-full rounded-2xl" />
          <Skeleton className="h-14 w-full rounded-2xl" />
          <Skeleton className="h-14 w-full rounded-2xl" />
        </div>
      ) : isError && !data ? (
        <p className="mt-6 text-ink-muted">Não foi possível carregar os alunos deste curso.</p>
      ) : data.total === 0 ? (
        <p className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-8 text-center text-ink-muted">
          Nenhum aluno inscrito ainda.
        </p>
      ) : (
        <div className="mt-6">
          <Table label="Alunos do curso">
            <TableHead>
              <tr role="row">
                <TableHeaderCell className="w-[30%]">Aluno</TableHeaderCell>
                <TableHeaderCell className="w-[26%]">Progresso</TableHeaderCell>
                <TableHeaderCell className="w-[14%]">Inscrição</TableHeaderCell>
                <TableHeaderCell className="w-[30%]">Última atividade</TableHeaderCell>
              </tr>
            </TableHead>
            <TableBody>
              {data.rows.map((student) => {
                const name = student.full_name?.trim() || 'Nome não disponível';
                return (
                  <TableRow key={student.id}>
                    <TableCell label="Aluno" className="font-semibold break-words">
                      {name}
                    </TableCell>
                    <TableCell label="Progresso">
                      <div className="flex items-center gap-3">
                        <ProgressBar
                          value={student.progress}
                          label={`Progresso de ${name}`}
                          size="sm"
                          tone={student.completed ? 'success' : 'brand'}
                          className="max-w-40"
                        />
                        <span className="tabular-nums">{student.progress}%</span>
                        {student.completed && <Badge variant="success">Concluído</Badge>}
                      </div>
                    </TableCell>
                    <TableCell label="Inscrição" phoneWidth="half">
                      {formatDate(student.enrolled_at)}
                    </TableCell>
                    <TableCell label="Última atividade" phoneWidth="half">
                      {formatDateTime(student.last_activity_at)}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
          <Pagination
            page={data.page}
            pageCount={pageCount(data.total, PAGE_SIZE)}
            hrefFor={list.hrefFor}
            label="Páginas de alunos"
            scrollTargetId="course-students"
          />
        </div>
      )}
    </section>
  );
}
