// /courses: the published courses, searched and filtered by the database (search_courses), with
// the state in the URL, a result count, pages, and an empty state with a way back to everything.
import { useEffect, useId } from 'react';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { SearchField } from '@/components/ui/search-field';
import { Select } from '@/components/ui/select';
import { pageCount } from '@/lib/list-params';
import { cn } from '@/lib/utils';
import { formatCount } from '@/utils/format';
import { useCatalogueLevels } from '../api/get-catalogue-levels';
import { CATALOGUE_PAGE_SIZE, COURSE_TOPICS, useSearchCourses } from '../api/search-courses';
import { hasCatalogueFilters, useCatalogueFilters } from '../hooks/use-catalogue-filters';
import { CourseCard } from './course-card';
import { CourseCardSkeleton } from './course-card-skeleton';
import { CoursesEmptyState } from './course-list';

/** 4 skeleton cards on the course lists. */
const SKELETON_COUNT = 4;
const gridClass = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-4';
const RESULTS_ID = 'catalogo-resultados';

/** "1 curso encontrado", "12 cursos encontrados"; without filters "6 cursos no catálogo". */
export function resultCountText(total: number, filtered: boolean): string {
  const noun = total === 1 ? 'curso' : 'cursos';
  if (!filtered) return `${formatCount(total)} ${noun} no catálogo`;
  return `${formatCount(total)} ${noun} ${total === 1 ? 'encontrado' : 'encontrados'}`;
}

export function CourseCatalogue() {
  const { filters, setSearch, setTopic, setLevel, clear, showAnsweredPage, hrefFor } = useCatalogueFilters();
  const results = useSearchCourses(filters);
  const levels = useCatalogueLevels();
  const levelSelectId = useId();
  const filtered = hasCatalogueFilters(filters);
  const answer = results.data;

  // Past the last page the database answers the last one: say so in the URL too.
  const answeredPage = results.isPlaceholderData ? undefined : answer?.page;
  useEffect(() => {
    if (answeredPage !== undefined && answeredPage !== filters.page) showAnsweredPage(answeredPage);
  }, [answeredPage, filters.page, showAnsweredPage]);

  // A level in the URL that no published course has any more still shows as chosen.
  const levelOptions = levels.data ?? [];
  const unknownLevel =
    filters.level && !levelOptions.some((option) => option.level_key === filters.level)
      ? filters.level
      : null;

  return (
    <div>
      <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:p-5 lg:flex-row lg:items-end">
        <SearchField
          label="Buscar cursos"
          placeholder="Ex.: containers, Kubernetes, AZ-900"
          value={filters.search}
          onSearch={setSearch}
          className="lg:max-w-xs"
        />
        <fieldset className="min-w-0">
          <legend className="mb-1.5 block text-sm font-medium text-ink">Tema</legend>
          <div className="flex flex-wrap gap-2">
            {[{ key: null, label: 'Todos' }, ...COURSE_TOPICS].map((topic) => {
              const selected = filters.topic === topic.key;
              return (
                <button
                  key={topic.key ?? 'todos'}
                  type="button"
                  aria-pressed={selected}
                  onClick={() => setTopic(topic.key)}
                  className={cn(
                    'h-11 rounded-full border px-4 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                    selected
                      ? 'border-brand-700 bg-brand-700 text-white'
                      : 'border-slate-300 bg-white text-ink hover:bg-slate-100',
                  )}
                >
                  {topic.label}
                </button>
              );
            })}
          </div>
        </fieldset>
        <div className="lg:ml-auto lg:w-52">
          <label htmlFor={levelSelectId} className="mb-1.5 block text-sm font-medium text-ink">
            Nível
          </label>
          <Select
            id={levelSelectId}
            value={filters.level ?? ''}
            onChange={(event) => setLevel(event.target.value || null)}
          >
            <option value="">Todos os níveis</option>
            {levelOptions.map((option) => (
              <option key={option.level_key} value={option.level_key}>
                {option.level}
              </option>
            ))}
            {unknownLevel && <option value={unknownLevel}>{unknownLevel}</option>}
          </Select>
        </div>
      </div>

      <div className="mt-6 flex min-h-6 items-center justify-between gap-4">
        <p id={RESULTS_ID} role="status" className="text-sm font-medium text-ink-muted">
          {answer && resultCountText(answer.total, filtered)}
        </p>
        {filtered && answer && answer.total > 0 && (
          <Button variant="ghost" size="sm" onClick={clear}>
            Limpar filtros
          </Button>
        )}
      </div>

      <div className="mt-4">
        {!answer && results.isError ? (
          // Logged by searchCourses; the visitor gets the catalogue's empty state.
          <CoursesEmptyState />
        ) : !answer ? (
          <div role="status">
            <span className="sr-only">Carregando cursos...</span>
            <div className={gridClass}>
              {Array.from({ length: SKELETON_COUNT }, (_, index) => (
                <CourseCardSkeleton key={index} />
              ))}
            </div>
          </div>
        ) : answer.total === 0 ? (
          filtered ? (
            <NoMatches onClear={clear} />
          ) : (
            <CoursesEmptyState />
          )
        ) : (
          <>
            <ul
              aria-labelledby={RESULTS_ID}
              aria-busy={results.isPlaceholderData || undefined}
              className={cn(gridClass, results.isPlaceholderData && 'opacity-60 transition-opacity')}
            >
              {answer.courses.map((course, index) => (
                <li key={course.id}>
                  <CourseCard course={course} headingLevel={2} imageLoading={index < 2 ? 'eager' : 'lazy'} />
                </li>
              ))}
            </ul>
            <Pagination
              page={answer.page}
              pageCount={pageCount(answer.total, CATALOGUE_PAGE_SIZE)}
              hrefFor={hrefFor}
              label="Páginas do catálogo"
              scrollTargetId={RESULTS_ID}
            />
          </>
        )}
      </div>
    </div>
  );
}

function NoMatches({ onClear }: { onClear: () => void }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-14 text-center">
      <p className="text-lg font-semibold text-ink">Nenhum curso encontrado</p>
      <p className="mt-2 text-ink-muted">Tente outras palavras, outro tema ou outro nível.</p>
      <Button className="mt-6" onClick={onClear}>
        Limpar filtros
      </Button>
    </div>
  );
}
