// A read that failed, shown where its content would be: what failed and 'Tentar novamente'
// (waiting while the retry runs).
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

interface InlineLoadErrorProps {
  message: string;
  retrying: boolean;
  onRetry: () => void;
  className?: string;
}

export function InlineLoadError({ message, retrying, onRetry, className }: InlineLoadErrorProps) {
  return (
    <div className={cn('text-ink-muted', className)}>
      <p>{message}</p>
      <Button variant="outline" size="sm" className="mt-2" disabled={retrying} onClick={onRetry}>
        Tentar novamente
      </Button>
    </div>
  );
}
