// Radix accordion with the site's styles (shadcn/ui shape): keyboard support, aria-expanded and
// aria-controls come from Radix; the trigger sits inside a heading for screen-reader navigation.
import * as AccordionPrimitive from '@radix-ui/react-accordion';
import { ChevronDownIcon } from 'lucide-react';
import type { ComponentPropsWithoutRef } from 'react';
import { cn } from '@/lib/utils';

export const Accordion = AccordionPrimitive.Root;

export function AccordionItem({
  className,
  ...props
}: ComponentPropsWithoutRef<typeof AccordionPrimitive.Item>) {
  return <AccordionPrimitive.Item className={cn('border-b border-slate-200', className)} {...props} />;
}

export function AccordionTrigger({
  className,
  children,
  headingLevel = 3,
  ...props
}: ComponentPropsWithoutRef<typeof AccordionPrimitive.Trigger> & { headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <AccordionPrimitive.Header asChild>
      <Heading className="flex">
        <AccordionPrimitive.Trigger
          className={cn(
            'group flex flex-1 items-center justify-between gap-4 rounded-md py-4 text-left text-base font-semibold text-ink hover:text-brand-700',
            className,
          )}
          {...props}
        >
          {children}
          <ChevronDownIcon
            size={20}
            className="shrink-0 text-ink-muted transition-transform duration-200 group-data-[state=open]:rotate-180"
          />
        </AccordionPrimitive.Trigger>
      </Heading>
    </AccordionPrimitive.Header>
  );
}

export function AccordionContent({
  className,
  children,
  ...props
}: ComponentPropsWithoutRef<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content className="overflow-hidden text-ink-muted" {...props}>
      <div className={cn('pb-4 leading-7', className)}>{children}</div>
    </AccordionPrimitive.Content>
  );
}
