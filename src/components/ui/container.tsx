import type { HTMLAttributes } from 'react';
import { cx } from '@/lib/class-names';

export type ContainerProps = HTMLAttributes<HTMLDivElement> & {
  /** A reading column (max-w-3xl) in place of the page width (max-w-6xl). */
  narrow?: boolean;
};

export function Container({ className, narrow = false, ...props }: ContainerProps) {
  return (
    <div
      className={cx('mx-auto w-full px-4 sm:px-6 lg:px-8', narrow ? 'max-w-3xl' : 'max-w-6xl', className)}
      {...props}
    />
  );
}
