// 'Atribuições' of /empresa/:organisationId: the assignments (paged by the database) with how many
// members are done, on track or late, a form for a new one (a track or a course, the due date,
// everyone or chosen people from a member picker the database searches and pages), and 'Remover'.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { InlineLoadError } from '@/components/ui/inline-load-error';
import { Input } from '@/components/ui/input';
import { Pagination } from '@/components/ui/pagination';
import { SearchField } from '@/components/ui/search-field';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { userMessage } from '@/lib/errors/user-message';
import { cleanSearch, pageCount, useListParams, usePageFromAnswer } from '@/lib/list-params';
import { toast } from '@/lib/toast';
import { isoDateInSaoPaulo } from '@/utils/format-date';
import {
  TEAM_PAGE_SIZE,
  assignableQueryOptions,
  assignmentsQueryOptions,
  teamQueryOptions,
} from '../api/company-reads';
import { useAssign, useUnassign } from '../api/company-writes';
import { dayText } from './dates';

interface Props {
  viewer: string;
  organisationId: string;
}

const assignmentFormSchema = z
  .object({
    item: z.string().regex(/^(track|course):.+$/, 'Escolha uma trilha ou um curso.'),
    dueOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Informe o prazo.'),
    audience: z.enum(['everyone', 'chosen']),
  })
  .refine((values) => values.dueOn >= isoDateInSaoPaulo(new Date()), {
    path: ['dueOn'],
    message: 'O prazo não pode ser uma data que já passou.',
  });
type AssignmentFormValues = z.input<typeof assignmentFormSchema>;

/** People of the organisation to choose, searched and paged by the database. */
function MemberPicker({
  viewer,
  organisationId,
  chosen,
  onToggle,
}: Props & { chosen: Map<string, string>; onToggle: (id: string, name: string) => void }) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const { data, isPending } = useQuery(
    teamQueryOptions(viewer, organisationId, { search, status: '', page }),
  );
  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-medium text-ink">Pessoas escolhidas ({chosen.size})</legend>
      <SearchField
        label="Buscar pessoa para atribuir"
        placeholder="Nome ou e-mail"
        value={search}
        onSearch={(value) => {
          setSearch(cleanSearch(value));
          setPage(1);
        }}
      />
      {isPending || !data ? (
        <Skeleton className="h-24 w-full" />
      ) : data.total === 0 ? (
        <p className="text-sm text-ink-muted">Ninguém encontrado.</p>
      ) : (
        <>
          <ul className="max-h-64 space-y-1 overflow-auto">
            {data.rows.map((member) => {
              const name = member.full_name ?? member.email ?? '';
              return (
                <li key={member.user_id}>
                  <label className="flex items-center gap-2 rounded-lg px-2 py-1.5 text-sm hover:bg-slate-50">
                    <input
                      type="checkbox"
                      checked={chosen.has(member.user_id)}
                      onChange={() => onToggle(member.user_id, name)}
                    />
                    <span className="min-w-0 break-words">
                      {name} <span className="text-ink-muted">· {member.email}</span>
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
          <div className="flex items-center justify-between text-sm text-ink-muted">
            <span>
              Página {data.page} de {pageCount(data.total, TEAM_PAGE_SIZE)}
            </span>
            <span className="flex gap-2">
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={data.page <= 1}
                onClick={() => setPage(data.page - 1)}
              >
                Anterior
              </Button>
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={data.page >= pageCount(data.total, TEAM_PAGE_SIZE)}
                onClick={() => setPage(data.page + 1)}
              >
                Próxima
              </Button>
            </span>
          </div>
        </>
      )}
    </fieldset>
  );
}

function NewAssignmentForm({ viewer, organisationId }: Props) {
  const catalogue = useQuery(assignableQueryOptions(viewer));
  const assign = useAssign(viewer, organisationId);
  const [chosen, setChosen] = useState(() => new Map<string, string>());
  const [chosenError, setChosenError] = useState<string | null>(null);
  const form = useForm<AssignmentFormValues>({
    resolver: zodResolver(assignmentFormSchema),
    defaultValues: { item: '', dueOn: '', audience: 'everyone' },
  });
  const audience = useWatch({ control: form.control, name: 'audience' });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    if (values.audience === 'chosen' && chosen.size === 0) {
      setChosenError('Escolha pelo menos uma pessoa.');
      return;
    }
    setChosenError(null);
    const [kind, itemId] = values.item.split(/:(.*)/s) as ['track' | 'course', string];
    try {
      const answer = await assign.mutateAsync({
        kind,
        itemId,
        dueOn: values.dueOn,
        userIds: values.audience === 'chosen' ? [...chosen.keys()] : null,
      });
      toast.success(
        answer.members === 1 ? 'Atribuído a 1 pessoa.' : `Atribuído a ${answer.members} pessoas.`,
      );
      form.reset({ item: '', dueOn: '', audience: 'everyone' });
      setChosen(new Map());
    } catch (error) {
      toast.error(userMessage(error, 'Não foi possível atribuir. Tente novamente.'));
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      aria-labelledby="nova-atribuicao"
    >
      <h2 id="nova-atribuicao" className="text-xl font-semibold text-ink">
        Nova atribuição
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        <FormField label="Trilha ou curso" error={errors.item?.message} required>
          <Select {...form.register('item')} disabled={!catalogue.data}>
            <option value="">Escolha…</option>
            {catalogue.data && (
              <>
                <optgroup label="Trilhas">
                  {catalogue.data.tracks.map((track) => (
                    <option key={track.id} value={`track:${track.id}`}>
                      {track.title}
                    </option>
                  ))}
                </optgroup>
                <optgroup label="Cursos">
                  {catalogue.data.courses.map((course) => (
                    <option key={course.id} value={`course:${course.id}`}>
                      {course.title}
                    </option>
                  ))}
                </optgroup>
              </>
            )}
          </Select>
        </FormField>
        <FormField label="Prazo" error={errors.dueOn?.message} required>
          <Input type="date" min={isoDateInSaoPaulo(new Date())} {...form.register('dueOn')} />
        </FormField>
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-ink">Para quem</legend>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" value="everyone" {...form.register('audience')} />
          Todas as pessoas da empresa (inclusive quem entrar depois)
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" value="chosen" {...form.register('audience')} />
          Pessoas escolhidas
        </label>
      </fieldset>
      {audience === 'chosen' && (
        <MemberPicker
          viewer={viewer}
          organisationId={organisationId}
          chosen={chosen}
          onToggle={(id, name) =>
            setChosen((current) => {
              const next = new Map(current);
              if (next.has(id)) next.delete(id);
              else next.set(id, name);
              return next;
            })
          }
        />
      )}
      {chosenError && (
        <p role="alert" className="text-sm text-red-700">
          {chosenError}
        </p>
      )}
      <Button type="submit" disabled={assign.isPending}>
        {assign.isPending ? 'Atribuindo…' : 'Atribuir'}
      </Button>
    </form>
  );
}

function AssignmentList({ viewer, organisationId }: Props) {
  const list = useListParams();
  const { data, isPending, isError, refetch, isFetching } = useQuery(
    assignmentsQueryOptions(viewer, organisationId, list.page),
  );
  usePageFromAnswer(list, data?.page);
  const unassign = useUnassign(viewer, organisationId);
  return (
    <section aria-labelledby="atribuicoes-lista">
      <h2 id="atribuicoes-lista" className="text-xl font-semibold text-ink">
        Atribuições
      </h2>
      {isPending ? (
        <Skeleton className="mt-4 h-20 w-full" />
      ) : isError && !data ? (
        <InlineLoadError
          className="mt-4"
          message="Não foi possível carregar as atribuições."
          retrying={isFetching}
          onRetry={() => void refetch()}
        />
      ) : data.total === 0 ? (
        <p className="mt-4 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-8 text-center text-ink-muted">
          Nenhuma atribuição ainda.
        </p>
      ) : (
        <>
          <ul
            aria-label="Atribuições da empresa"
            className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm"
          >
            {data.rows.map((assignment) => (
              <li
                key={assignment.id}
                className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <p className="font-semibold break-words text-ink">
                    {assignment.kind === 'track' ? 'Trilha' : 'Curso'}: {assignment.title}
                  </p>
                  <p className="text-sm text-ink-muted">
                    até {dayText(assignment.due_on)} ·{' '}
                    {assignment.everyone
                      ? 'todas as pessoas'
                      : `${assignment.members} ${assignment.members === 1 ? 'pessoa' : 'pessoas'}`}
                  </p>
                  <p className="text-sm text-ink">
                    {assignment.done} concluídas · {assignment.on_track} no prazo · {assignment.late}{' '}
                    atrasadas
                  </p>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={unassign.isPending}
                  aria-label={`Remover a atribuição de ${assignment.title}`}
                  onClick={() =>
                    unassign.mutate(assignment.id, {
                      onSuccess: () => toast.success('Atribuição removida.'),
                      onError: (error) =>
                        toast.error(userMessage(error, 'Não foi possível remover. Tente novamente.')),
                    })
                  }
                >
                  Remover
                </Button>
              </li>
            ))}
          </ul>
          <Pagination
            className="mt-4"
            page={data.page}
            pageCount={pageCount(data.total, TEAM_PAGE_SIZE)}
            hrefFor={list.hrefFor}
            label="Páginas de atribuições"
          />
        </>
      )}
    </section>
  );
}

export function OrganisationAssignments(props: Props) {
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
      <AssignmentList {...props} />
      <NewAssignmentForm {...props} />
    </div>
  );
}
