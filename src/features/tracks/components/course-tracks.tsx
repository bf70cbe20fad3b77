// 'Faz parte das trilhas' on a course page: the published tracks the course is a step of.
import { RouteIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useCourseTracks } from '../api/get-course-tracks';

export function CourseTracks({ courseId }: { courseId: string }) {
  const tracks = useCourseTracks(courseId);
  if (!tracks.data || tracks.data.length === 0) return null;
  return (
    <section aria-labelledby="course-tracks">
      <h2 id="course-tracks" className="text-2xl font-bold text-ink">
        Faz parte das trilhas
      </h2>
      <ul className="mt-4 flex flex-wrap gap-3">
        {tracks.data.map((track) => (
          <li key={track.id}>
            <Link
              to={paths.track(track.slug)}
              className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-brand-50 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-100"
            >
              <RouteIcon aria-hidden="true" size={16} />
              {track.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
