import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cx } from '@/lib/class-names';

// The site's sections, in the header and the phone menu. 'Trilhas' (the career tracks) stands
// beside 'Cursos': docs/ui.md says why the header has one more link than the original four.
export const navigationLinks = [
  { to: paths.home, label: 'Home' },
  { to: paths.courses, label: 'Cursos' },
  { to: paths.tracks, label: 'Trilhas' },
  { to: paths.books, label: 'Livros' },
  { to: paths.pricing, label: 'Preços' },
] as const;

export function SignedOutActions({
  stacked = false,
  onNavigate,
}: {
  stacked?: boolean;
  onNavigate?: () => void;
}) {
  return (
    <div className={cx('flex gap-2', stacked && 'flex-col')}>
      <Link
        to={paths.auth}
        onClick={onNavigate}
        className={buttonVariants({ variant: 'ghost', size: 'sm', className: 'h-10' })}
      >
        Entrar
      </Link>
      <Link
        to={paths.signUp}
        onClick={onNavigate}
        className={buttonVariants({ size: 'sm', className: 'h-10' })}
      >
        Começar Grátis
      </Link>
    </div>
  );
}
