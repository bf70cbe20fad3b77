import { useState } from 'react';
import { cx } from '@/lib/class-names';
import { courseArtLabel, courseTheme } from '../utils/course-theme';

interface CourseArtProps {
  slug: string;
  title: string;
  imageUrl: string | null;
  className?: string;
  /** 'eager' only for art above the fold. */
  loading?: 'lazy' | 'eager';
}

/** The course picture, or (no image, or it failed to load) the course's themed art. */
export function CourseArt({ slug, title, imageUrl, className, loading = 'lazy' }: CourseArtProps) {
  const theme = courseTheme(slug);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = Boolean(imageUrl) && failedUrl !== imageUrl;

  return (
    <div className={cx('relative isolate overflow-hidden', theme.surface, className)}>
      {showImage ? (
        <img
          src={imageUrl!}
          alt=""
          width={640}
          height={360}
          loading={loading}
          decoding="async"
          onError={() => setFailedUrl(imageUrl)}
          className="absolute inset-0 h-full w-full object-cover"
        />
      ) : (
        <div aria-hidden="true" className="absolute inset-0">
          <div className="absolute -right-10 -top-12 h-40 w-40 rounded-full border-[18px] border-white/10" />
          <div className="absolute -bottom-16 left-6 h-32 w-32 rounded-full bg-white/5" />
          <div className="absolute inset-0 bg-[radial-gradient(circle_at_1px_1px,rgba(255,255,255,0.14)_1px,transparent_0)] [background-size:18px_18px]" />
          <span className="absolute bottom-4 left-5 text-3xl font-extrabold tracking-tight text-white drop-shadow-sm">
            {courseArtLabel(slug, title)}
          </span>
        </div>
      )}
    </div>
  );
}
