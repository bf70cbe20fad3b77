import { cva, type VariantProps } from 'class-variance-authority';
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { cx } from '@/lib/class-names';

const base =
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-lg font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:pointer-events-none disabled:opacity-60';

const variants = {
  variant: {
    primary: 'bg-brand-700 text-white hover:bg-brand-800',
    secondary: 'bg-brand-50 text-brand-800 hover:bg-brand-100',
    outline: 'border border-slate-300 bg-white text-ink hover:bg-slate-50',
    ghost: 'text-ink hover:bg-slate-100',
    inverse: 'bg-white text-brand-800 hover:bg-brand-50',
    destructive: 'bg-red-700 text-white hover:bg-red-800',
  },
  size: {
    sm: 'h-9 px-3',
    md: 'h-11 px-5',
    lg: 'h-12 px-6 text-base',
    icon: 'h-11 w-11',
  },
} as const;

const defaultVariants = { variant: 'primary', size: 'md' } as const;

/**
 * The button look for links and other elements. Every size carries text-sm, and lg text-base
 * too: the stylesheet puts text-sm last, so these read text-sm at every size, as they always have.
 */
export const buttonVariants = cva(`${base} text-sm`, { variants, defaultVariants });

/** <Button>: text-base at size lg, text-sm at the others. */
const buttonElementVariants = cva(base, {
  variants,
  compoundVariants: [{ size: ['sm', 'md', 'icon'], className: 'text-sm' }],
  defaultVariants,
});

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & VariantProps<typeof buttonVariants>;

/**
 * A button. `className` adds classes and never replaces the variant's (they are joined, not
 * merged): a button with colours of its own passes `variant={null}` and states them all.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { className, variant, size, type = 'button', ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={cx(buttonElementVariants({ variant, size }), className)}
      {...props}
    />
  );
});
