import { StarIcon } from 'lucide-react';
import { cn } from '@/lib/utils';
import { formatNumber } from '@/utils/format';

/** Five stars, `value` of them filled (rounded to the nearest half is not needed: whole stars). */
export function Stars({ value, size = 18, className }: { value: number; size?: number; className?: string }) {
  const filled = Math.round(value);
  return (
    <span
      role="img"
      aria-label={`${formatStars(value)} de 5 estrelas`}
      className={cn('inline-flex', className)}
    >
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon
          strokeWidth={1.5}
          key={star}
          width={size}
          height={size}
          className={star <= filled ? 'fill-amber-400 text-amber-500' : 'text-slate-300'}
        />
      ))}
    </span>
  );
}

function formatStars(value: number) {
  return formatNumber(value, { maximumFractionDigits: 1 });
}
