// The components of the public pages' first load join their classes without tailwind-merge (it
// stays out of the home page's JavaScript) and still draw exactly what tailwind-merge resolved:
// the same classes, every override stated by the caller or the component.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { twMerge } from 'tailwind-merge';
import { describe, expect, it, vi } from 'vitest';
import { Button, buttonVariants } from './button';
import { Container } from './container';
import { Skeleton } from './skeleton';

const { twMerge: resolve } = await vi.importActual<{ twMerge: typeof twMerge }>('tailwind-merge');

vi.mock('tailwind-merge', () => ({
  twMerge: () => {
    throw new Error('tailwind-merge is not part of the first load');
  },
}));

const classSet = (classes: string) => [...new Set(classes.split(/\s+/).filter(Boolean))].sort();
const classesOf = (element: ReactElement) =>
  classSet(render(element).container.firstElementChild!.getAttribute('class') ?? '');

const variants = ['primary', 'secondary', 'outline', 'ghost', 'inverse', 'destructive'] as const;
const sizes = ['sm', 'md', 'lg', 'icon'] as const;

describe('first-load classes without tailwind-merge', () => {
  it.each(variants.flatMap((variant) => sizes.map((size) => [variant, size] as const)))(
    'Button %s %s has the classes tailwind-merge resolved',
    (variant, size) => {
      const caller = 'shrink-0';
      expect(classesOf(<Button variant={variant} size={size} className={caller} />)).toEqual(
        classSet(resolve(buttonVariants({ variant, size }), caller)),
      );
    },
  );

  it('a Button with colours of its own (variant null) matches the override it replaces', () => {
    expect(
      classesOf(
        <Button
          variant={null}
          size="sm"
          className="border border-slate-300 bg-white text-red-700 hover:bg-red-50"
        />,
      ),
    ).toEqual(
      classSet(resolve(buttonVariants({ variant: 'outline', size: 'sm' }), 'text-red-700 hover:bg-red-50')),
    );
  });

  it('links drawn with buttonVariants keep their classes', () => {
    expect(classSet(buttonVariants({ size: 'lg' }))).toContain('text-sm');
    expect(classSet(buttonVariants({ size: 'lg' }))).toContain('text-base');
  });

  it.each([
    ['h-4 w-full', 'animate-pulse rounded-md bg-slate-200 h-4 w-full'],
    ['h-16 rounded-2xl', 'animate-pulse bg-slate-200 h-16 rounded-2xl'],
    ['size-10 rounded-full', 'animate-pulse bg-slate-200 size-10 rounded-full'],
    ['h-4 rounded-none', 'animate-pulse bg-slate-200 h-4 rounded-none'],
    ['h-4 sm:rounded-lg', 'animate-pulse rounded-md bg-slate-200 h-4 sm:rounded-lg'],
  ])('Skeleton %s: rounded-md unless the caller rounds all corners itself', (caller, expected) => {
    expect(classesOf(<Skeleton className={caller} />)).toEqual(classSet(expected));
    expect(classSet(expected)).toEqual(classSet(resolve('animate-pulse rounded-md bg-slate-200', caller)));
  });

  it('Container narrow is the reading column the max-w-3xl override made', () => {
    const base = 'mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8';
    expect(classesOf(<Container narrow className="py-10" />)).toEqual(
      classSet(resolve(base, 'max-w-3xl py-10')),
    );
    expect(classesOf(<Container className="py-10" />)).toEqual(classSet(resolve(base, 'py-10')));
  });
});
