import { ChevronDownIcon, UserIcon } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** The 'Minha Conta' button, the account menu's trigger (open: the chevron turns). */
export function AccountMenuButton({ className, ...props }: ComponentPropsWithRef<'button'>) {
  return (
    <button
      type="button"
      {...props}
      className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'group h-10', className)}
    >
      <UserIcon width={18} height={18} />
      Minha Conta
      <ChevronDownIcon
        width={16}
        height={16}
        className="transition-transform group-data-[state=open]:rotate-180"
      />
    </button>
  );
}
