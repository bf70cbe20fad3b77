import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { cx } from '@/lib/class-names';
import { isInPlans, isSoldSeparately, type AccessModel } from '@/rules/access-model';
import { installmentOfferText } from '@/rules/installments';
import { formatCurrency } from '@/utils/format';

// How a course is had, said the same way on the course cards, the course page and its phone bar
// (docs/payments-ui.md): a free course's enrolment is free; a course sold on its own shows its
// price and the installments a card allows; a course in the plans says so. Every figure comes
// from the database's price.
export const FREE_ENROLMENT = 'Inscrição gratuita';
export const INCLUDED_IN_PLANS = 'Incluído nos planos';

export interface CourseOffer {
  /** The course's price, read from the database (numeric columns may arrive as text). */
  price: number | string | null | undefined;
  accessModel: AccessModel;
}

/** The price the course is sold at on its own, or null when it is not ('R$ 297,00'). */
export function salePriceText({ price, accessModel }: CourseOffer): string | null {
  return isSoldSeparately(accessModel) ? formatCurrency(price) : null;
}

/** One line: 'Inscrição gratuita', 'R$ 297,00 ou 12x de R$ 24,75', 'Incluído nos planos'… */
export function courseOfferSummary(offer: CourseOffer): string {
  const price = salePriceText(offer);
  if (!price) return isInPlans(offer.accessModel) ? INCLUDED_IN_PLANS : FREE_ENROLMENT;
  const installments = installmentOfferText(offer.price);
  const sold = installments ? `${price} ${installments}` : price;
  return isInPlans(offer.accessModel) ? `${sold} · ou nos planos` : sold;
}

interface CoursePriceProps extends CourseOffer {
  /** 'featured' on the course page (larger, with a link to the plans); 'compact' on cards. */
  variant?: 'compact' | 'featured';
  className?: string;
}

export function CoursePrice({ price, accessModel, variant = 'compact', className }: CoursePriceProps) {
  const sale = salePriceText({ price, accessModel });
  const installments = sale ? installmentOfferText(price) : null;
  const inPlans = isInPlans(accessModel);

  if (variant === 'featured') {
    return (
      <div className={className}>
        {sale ? (
          <>
            <p className="text-3xl font-extrabold text-ink">
              <span className="sr-only">Preço: </span>
              {sale}
            </p>
            {installments && <p className="mt-1 text-sm font-medium text-ink">{installments}</p>}
          </>
        ) : (
          <p className="text-2xl font-extrabold text-ink">{inPlans ? INCLUDED_IN_PLANS : FREE_ENROLMENT}</p>
        )}
        {inPlans && (
          <p className="mt-1 text-sm text-ink-muted">
            {sale
              ? 'Ou assine um plano que inclui este curso. '
              : 'Assine um plano para estudar este curso. '}
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
  if (!sale) {
    return (
      <p className={cx('text-sm font-semibold', inPlans ? 'text-brand-800' : 'text-emerald-800', className)}>
        {inPlans ? INCLUDED_IN_PLANS : FREE_ENROLMENT}
      </p>
    );
  }
  return (
    <p className={cx('text-sm text-ink-muted', className)}>
      <span className="text-base font-bold text-ink">
        <span className="sr-only">Preço: </span>
        {sale}
      </span>
      {installments && <> {installments}</>}
      {inPlans && <> · ou nos planos</>}
    </p>
  );
}
