// 'Ocultar …' / 'Mostrar …': how the course's teachers and administrators hide a question or an
// answer that breaks the rules from the students, or show it again.
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { questionErrorMessage, questionMessages } from '../api/question-messages';

interface VisibilityToggleProps {
  hidden: boolean;
  pending: boolean;
  labels: { hide: string; show: string };
  /** Hides (true) or shows (false) it, reporting how that went. */
  setHidden: (hidden: boolean, outcome: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
}

export function VisibilityToggle({ hidden, pending, labels, setHidden }: VisibilityToggleProps) {
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={pending}
      onClick={() =>
        setHidden(!hidden, {
          onSuccess: () => toast.success(hidden ? questionMessages.shown : questionMessages.hidden),
          onError: (error) => toast.error(questionErrorMessage(error)),
        })
      }
    >
      {hidden ? labels.show : labels.hide}
    </Button>
  );
}
