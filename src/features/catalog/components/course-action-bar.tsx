import { useEffect, useState, type ReactNode, type RefObject } from 'react';
import { courseOfferSummary, type CourseOffer } from '@/components/ui/course-price';

/**
 * A bar fixed to the bottom of a phone's screen with the course's title, what the course
 * costs and the enrol, buy or continue action, so the action is reachable without scrolling. It shows
 * only while neither the header's nor the side card's action is in sight (never two at once), and
 * never on wide screens, where the side card stays in sight. Hidden until measured, so the server
 * and the first client render agree.
 */
export default function CourseActionBar({
  title,
  offer,
  summary = null,
  watched,
  children,
}: {
  title: string;
  /** What the course costs (or that enrolling is free), said as on the cards. */
  offer: CourseOffer;
  /** Said instead of the price to someone who is not sold to (the course is theirs, an administrador). */
  summary?: string | null | undefined;
  /** The other places of the action: the bar shows while none of them is visible. */
  watched: RefObject<HTMLElement | null>[];
  children: ReactNode;
}) {
  const [actionInSight, setActionInSight] = useState(true);

  useEffect(() => {
    const elements = watched.map((ref) => ref.current).filter((element) => element !== null);
    if (!elements.length || typeof IntersectionObserver === 'undefined') return;
    const visible = new Set<Element>();
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) visible.add(entry.target);
        else visible.delete(entry.target);
      }
      setActionInSight(visible.size > 0);
    });
    for (const element of elements) observer.observe(element);
    return () => observer.disconnect();
  }, [watched]);

  if (actionInSight) return null;
  return (
    <>
      {/* Room under the page's last lines (the footer) so the bar never hides them. */}
      <div aria-hidden="true" className="h-20 lg:hidden" />
      <div
        role="region"
        aria-label="Inscrição no curso"
        className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.08)] backdrop-blur lg:hidden"
      >
        <div className="mx-auto flex max-w-3xl items-center gap-3">
          <div className="min-w-0 flex-1">
            <p className="truncate font-semibold text-ink">{title}</p>
            <p className="text-xs leading-5 text-ink-muted">{summary ?? courseOfferSummary(offer)}</p>
          </div>
          {children}
        </div>
      </div>
    </>
  );
}
