// What deleting a course takes with it, and which tracks lose it as a step (read when the
// confirmation opens; until then, or if that read fails, the dialog says so instead of nothing).
import type { AdminCourse } from '../api/get-admin-courses';
import { useCourseTracks } from '../api/get-course-tracks';

export function CourseDeleteDescription({ course }: { course: AdminCourse }) {
  const tracks = useCourseTracks(course.id);
  return (
    <>
      <span className="block">
        &quot;{course.title}&quot; será excluído com seus módulos, aulas e matrículas. Esta ação não pode ser
        desfeita.
      </span>
      {tracks.isPending ? (
        <span className="mt-2 block">Verificando as trilhas que incluem o curso...</span>
      ) : tracks.isError ? (
        <span className="mt-2 block font-medium text-amber-900">
          Não foi possível verificar as trilhas que incluem o curso.
        </span>
      ) : tracks.data.length > 0 ? (
        <span className="mt-2 block font-medium text-amber-900">
          {tracks.data.length === 1
            ? 'A trilha a seguir perde este curso:'
            : `As ${tracks.data.length} trilhas a seguir perdem este curso:`}
          <span role="list" aria-label="Trilhas que perdem o curso" className="mt-1 block font-normal">
            {tracks.data.map((track) => (
              <span role="listitem" key={track.id} className="block">
                • {track.title}
                {track.published ? '' : ' (rascunho)'}
              </span>
            ))}
          </span>
        </span>
      ) : null}
    </>
  );
}
