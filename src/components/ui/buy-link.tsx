import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { withReturnPath } from '@/lib/return-path';
import { toast } from '@/lib/toast';

interface BuyLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick'> {
  kind: 'course' | 'book' | 'plan' | 'track';
  productId: string;
  className: string;
  children: ReactNode;
}

/**
 * A buy button: a plain link to the checkout, so none of the checkout's code is on a public page
 * until it is pressed (docs/payments-ui.md). A visitor goes to create an account (or sign in) first,
 * with the checkout as the way back.
 */
export function BuyLink({ kind, productId, className, children, ...props }: BuyLinkProps) {
  const { status } = useAuth();
  const checkout = paths.checkout(kind, productId);
  const signedIn = status === 'signed-in';
  return (
    <Link
      {...props}
      to={signedIn ? checkout : withReturnPath(paths.signUp, checkout)}
      className={className}
      onClick={signedIn ? undefined : () => toast.info('Crie sua conta ou entre para concluir a compra')}
    >
      {children}
    </Link>
  );
}
