// The dialog of 'Testar com a solução': while the function grades both solutions, then what it
// found (VerifyResult) and, once the exercise is verified and still a draft, 'Publicar'.
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { LoadingText } from '@/components/ui/loading-text';
import { userMessage } from '@/lib/errors/user-message';
import type { AuthoredExercise } from '../api/exercise-schemas';
import type { PracticeLesson } from '../api/get-course-lessons';
import type { VerifyAnswer } from '../api/verify-practice-exercise';
import { VerifyResult } from './verify-result';

interface VerifyDialogProps {
  exercise: AuthoredExercise | null;
  lessons: readonly PracticeLesson[];
  pending: boolean;
  answer: VerifyAnswer | undefined;
  error: unknown;
  onRetry: () => void;
  onPublish: () => void;
  publishing: boolean;
  onClose: () => void;
}

export function VerifyDialog({
  exercise,
  lessons,
  pending,
  answer,
  error,
  onRetry,
  onPublish,
  publishing,
  onClose,
}: VerifyDialogProps) {
  return (
    <Dialog open={exercise !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        size="lg"
        title="Testar com a solução"
        description={
          exercise ? `${exercise.title}: a solução modelo deve passar e a solução errada, falhar.` : undefined
        }
      >
        {pending && <LoadingText text="Corrigindo a solução modelo e a solução errada..." />}
        {!pending && error !== null && (
          <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-center">
            <p className="font-medium text-red-800">{userMessage(error, 'Erro ao testar a prática')}</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
              Tentar novamente
            </Button>
          </div>
        )}
        {!pending && answer && <VerifyResult answer={answer} lessons={lessons} />}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Fechar</Button>
          </DialogClose>
          {!pending && answer?.verified && exercise && !exercise.published && (
            <Button onClick={onPublish} disabled={publishing}>
              {publishing ? 'Publicando...' : 'Publicar'}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
