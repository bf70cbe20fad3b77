// CourseMeta joins its classes without tailwind-merge (it is on the public pages' first load):
// on the course page's dark hero it sizes itself, as the caller's override used to.
import { render } from '@testing-library/react';
import type { twMerge } from 'tailwind-merge';
import { describe, expect, it, vi } from 'vitest';
import { CourseMeta } from './course-meta';

const { twMerge: resolve } = await vi.importActual<{ twMerge: typeof twMerge }>('tailwind-merge');

vi.mock('tailwind-merge', () => ({
  twMerge: () => {
    throw new Error('tailwind-merge is not part of the first load');
  },
}));

const classSet = (classes: string) => [...new Set(classes.split(/\s+/).filter(Boolean))].sort();
const course = { duration: '8 semanas', total_students: 3, public_rating: null, review_count: 0 };
const base = 'flex flex-wrap items-center gap-x-4 gap-y-1 text-sm';

describe('CourseMeta classes', () => {
  it("on the dark hero: the gaps and text size its caller's override gave", () => {
    const list = render(<CourseMeta course={course} inverse className="mt-6 text-white" />).container
      .firstElementChild!;
    expect(classSet(list.getAttribute('class')!)).toEqual(
      classSet(resolve(base, 'mt-6 gap-x-6 text-base text-white')),
    );
  });

  it('on a course card: its own gaps and text size', () => {
    const list = render(<CourseMeta course={course} className="mt-4 min-h-5 text-ink-muted" />).container
      .firstElementChild!;
    expect(classSet(list.getAttribute('class')!)).toEqual(
      classSet(resolve(base, 'mt-4 min-h-5 text-ink-muted')),
    );
  });
});
