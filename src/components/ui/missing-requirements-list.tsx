// What a course's certificate still waits for, in the database's own pt-BR words ('Falta: quiz do
// módulo 3'): on the dashboard's course card and the course page. Nothing when nothing is missing.
import { ListChecksIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

export function MissingRequirementsList({
  items,
  className,
}: {
  items: readonly string[];
  className?: string;
}) {
  if (items.length === 0) return null;
  return (
    <div className={cn('rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-950', className)}>
      <p className="flex items-center gap-2 font-semibold">
        <ListChecksIcon size={16} aria-hidden="true" className="shrink-0" />
        Para o certificado
      </p>
      <ul className="mt-1 space-y-0.5 pl-6">
        {items.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </div>
  );
}
