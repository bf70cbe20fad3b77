// Titled white cards: CardShell for a section of a page (profile cards), and AuthCardPage for
// the narrow centred card of the sign-in, sign-up and password screens.
import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/utils';

interface CardShellProps {
  title: ReactNode;
  description?: ReactNode;
  /** Heading level of the title inside the page outline. */
  as?: 'h1' | 'h2' | 'h3';
  icon?: ReactNode;
  className?: string;
  children: ReactNode;
}

export function CardShell({
  title,
  description,
  as: Heading = 'h2',
  icon,
  className,
  children,
}: CardShellProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={cn('rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8', className)}
    >
      <div className="flex items-start gap-3">
        {icon && (
          <span className="grid h-10 w-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
            {icon}
          </span>
        )}
        <div>
          <Heading
            id={titleId}
            className={cn('font-bold text-ink', Heading === 'h1' ? 'text-2xl' : 'text-lg')}
          >
            {title}
          </Heading>
          {description && <p className="mt-1 text-sm text-ink-muted">{description}</p>}
        </div>
      </div>
      <div className="mt-6">{children}</div>
    </section>
  );
}

interface AuthCardPageProps extends Omit<CardShellProps, 'as'> {
  /** Wider card for long forms (sign-up). */
  wide?: boolean;
  /** Shown under the card (links to the other auth screens). */
  footer?: ReactNode;
}

export function AuthCardPage({ wide = false, footer, className, ...card }: AuthCardPageProps) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white px-4 py-10 sm:py-16">
      <div className={cn('mx-auto w-full', wide ? 'max-w-2xl' : 'max-w-md')}>
        <CardShell as="h1" className={className} {...card} />
        {footer && <div className="mt-6 text-center text-sm text-ink-muted">{footer}</div>}
      </div>
    </div>
  );
}
