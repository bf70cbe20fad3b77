// A screen's sections as links in a row under its title, the current one underlined. On a narrow
// screen the row scrolls sideways, and it opens scrolled to the current section so that it shows.
import { useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { cx } from '@/lib/class-names';

export interface SectionTab {
  label: string;
  to: string;
  current: boolean;
}

interface SectionTabsProps {
  /** The navigation's accessible name ('Seções das avaliações'). */
  label: string;
  tabs: readonly SectionTab[];
  /** Keep the page's scroll when moving between sections of one screen. */
  preventScrollReset?: boolean;
}

export function SectionTabs({ label, tabs, preventScrollReset }: SectionTabsProps) {
  const navRef = useRef<HTMLElement>(null);
  const currentIndex = tabs.findIndex((tab) => tab.current);

  useLayoutEffect(() => {
    const nav = navRef.current;
    const current = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !current) return;
    const overflow = current.offsetLeft + current.offsetWidth - nav.clientWidth;
    if (overflow > 0) nav.scrollLeft = overflow;
  }, [currentIndex]);

  return (
    <nav
      ref={navRef}
      aria-label={label}
      className="relative mb-8 flex gap-1 overflow-x-auto border-b border-slate-200"
    >
      {tabs.map((tab) => (
        <Link
          key={tab.label}
          to={tab.to}
          aria-current={tab.current ? 'page' : undefined}
          preventScrollReset={preventScrollReset}
          className={cx(
            '-mb-px whitespace-nowrap border-b-2 px-3 py-3 text-sm font-semibold sm:px-4',
            tab.current
              ? 'border-brand-700 text-brand-800'
              : 'border-transparent text-ink-muted hover:text-ink',
          )}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
