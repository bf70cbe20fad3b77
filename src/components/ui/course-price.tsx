import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { cx } from '@/lib/class-names';
import { formatCurrency } from '@/utils/format';

// What a course's price means, said the same way on the course cards, the course page and the
// dashboard (docs/rules/catalogue.md: a price never sits next to a free enrolment without saying what it
// means). Enrolling is free (enroll_in_course charges nothing); the price is the course's value,
// which the subscription plans on /pricing include.
export const FREE_ENROLMENT = 'Inscrição gratuita';

/** "R$ 297,00 incluído nos planos", or null for a course without a price. */
export function includedPriceText(price: number | string | null | undefined): string | null {
  const amount = formatCurrency(price);
  return amount ? `${amount} incluído nos planos` : null;
}

interface CoursePriceProps {
  price: number | string | null | undefined;
  /** 'featured' on the course page (larger, with a link to the plans); 'compact' on cards. */
  variant?: 'compact' | 'featured';
  className?: string;
}

export function CoursePrice({ price, variant = 'compact', className }: CoursePriceProps) {
  const included = includedPriceText(price);
  if (variant === 'featured') {
    return (
      <div className={className}>
        <p className="text-2xl font-extrabold text-ink">{FREE_ENROLMENT}</p>
        {included && (
          <p className="mt-1 text-sm text-ink-muted">
            <span className="sr-only">Preço: </span>
            {included}.{' '}
            <Link
              to={paths.pricing}
              className="font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              Ver planos
            </Link>
          </p>
        )}
      </div>
    );
  }
  return (
    <p className={cx('text-sm text-ink-muted', className)}>
      <span className="font-semibold text-emerald-800">{FREE_ENROLMENT}</span>
      {included && <> · {included}</>}
    </p>
  );
}
