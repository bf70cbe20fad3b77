import { useId, useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { InlineLoadError } from '@/components/ui/inline-load-error';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { userMessage } from '@/lib/errors/user-message';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { useCourseRanking, useSetCourseRanking } from '../api/course-ranking';

export interface RankingCourse {
  id: string;
  title: string;
}

const count = (value: number) => new Intl.NumberFormat('pt-BR').format(value);

function RankingOfCourse({ userId, course }: { userId: string; course: RankingCourse }) {
  const ranking = useCourseRanking(userId, course.id);
  const choose = useSetCourseRanking(userId, course.id);
  const switchLabelId = useId();

  if (ranking.isPending) {
    return (
      <div role="status" aria-label="Carregando ranking" className="mt-4 space-y-2">
        <Skeleton className="h-12 rounded-xl" />
        <Skeleton className="h-24 rounded-xl" />
      </div>
    );
  }
  if (ranking.isError) {
    return (
      <InlineLoadError
        className="mt-4"
        message="Não foi possível carregar o ranking agora."
        retrying={ranking.isFetching}
        onRetry={() => void ranking.refetch()}
      />
    );
  }
  const data = ranking.data;
  const toggle = (visible: boolean) =>
    choose.mutate(visible, {
      onSuccess: () =>
        toast.success(visible ? 'Você entrou no ranking deste curso.' : 'Você saiu do ranking deste curso.'),
      onError: (error) => toast.error(userMessage(error, 'Erro ao salvar sua escolha')),
    });

  return (
    <div className="mt-4">
      <div className="flex items-start justify-between gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4">
        <div>
          <p id={switchLabelId} className="font-semibold text-ink">
            Participar do ranking deste curso
          </p>
          <p className="mt-1 text-sm text-ink-muted">
            Desligado por padrão. Os colegas inscritos veem só o seu primeiro nome e os seus pontos neste
            curso.
          </p>
        </div>
        <Switch
          checked={data.visible}
          onCheckedChange={toggle}
          disabled={choose.isPending}
          aria-labelledby={switchLabelId}
        />
      </div>
      <p className="mt-4 text-sm text-ink">
        {`Seus pontos neste curso: ${count(data.myPoints)}`}
        {data.myPosition !== null && ` · sua posição: ${data.myPosition}º`}
      </p>
      {data.rows.length === 0 ? (
        <p className="mt-3 text-sm text-ink-muted">Ninguém entrou no ranking deste curso ainda.</p>
      ) : (
        <table className="mt-3 w-full text-left text-sm">
          <caption className="sr-only">{`Ranking de ${course.title}`}</caption>
          <thead className="text-ink-muted">
            <tr>
              <th scope="col" className="w-20 py-2 pr-3 font-medium">
                Posição
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Nome
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                Pontos
              </th>
            </tr>
          </thead>
          <tbody>
            {data.rows.map((row) => (
              <tr
                key={`${row.position}-${row.firstName}-${row.isMe}`}
                className={cn('border-t border-slate-100', row.isMe && 'bg-brand-50 font-semibold')}
              >
                <td className="py-2 pr-3 tabular-nums">{`${row.position}º`}</td>
                <td className="py-2 pr-3">{row.isMe ? `${row.firstName} (você)` : row.firstName}</td>
                <td className="py-2 text-right tabular-nums">{count(row.points)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {data.members > data.rows.length && (
        <p className="mt-2 text-xs text-ink-muted">{`${count(data.members)} participantes no total.`}</p>
      )}
    </div>
  );
}

/** The opt-in ranking of one of the person's courses, picked from their enrolments. */
export function CourseRankings({ userId, courses }: { userId: string; courses: RankingCourse[] }) {
  const [courseId, setCourseId] = useState(courses[0]?.id ?? '');
  const course = courses.find((candidate) => candidate.id === courseId) ?? courses[0];
  if (!course) {
    return <p className="text-sm text-ink-muted">Inscreva-se em um curso para ver o ranking da turma.</p>;
  }
  return (
    <div>
      {courses.length > 1 && (
        <FormField label="Curso">
          <Select value={course.id} onChange={(event) => setCourseId(event.target.value)}>
            {courses.map((option) => (
              <option key={option.id} value={option.id}>
                {option.title}
              </option>
            ))}
          </Select>
        </FormField>
      )}
      {courses.length === 1 && <p className="font-semibold text-ink">{course.title}</p>}
      <RankingOfCourse key={course.id} userId={userId} course={course} />
    </div>
  );
}
