import { AwardIcon, StarIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import { useCourseCertificateCode } from '../api/get-course-certificate';

interface CourseCompletedDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userId: string;
  course: { id: string; slug: string; title: string };
}

/**
 * The moment a student completes a course (the last lesson's completion completed the enrolment
 * and the database issued the certificate in the same call): the certificate, and an invitation
 * to review the course. In place of the lesson's toast.
 */
export function CourseCompletedDialog({ open, onOpenChange, userId, course }: CourseCompletedDialogProps) {
  // Read before the dialog opens (lesson-player.tsx); when it could not be read, the person's
  // list of certificates has it.
  const { data: code } = useCourseCertificateCode(userId, course.id, { enabled: open });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Curso concluído!"
        description={`Parabéns! Você concluiu todas as aulas de ${course.title}.`}
        size="sm"
      >
        <div className="space-y-5">
          <section aria-labelledby="curso-concluido-certificado" className="flex gap-3">
            <span className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-emerald-100 text-emerald-800">
              <AwardIcon width={20} height={20} />
            </span>
            <div className="min-w-0 flex-1 space-y-3">
              <h3 id="curso-concluido-certificado" className="font-semibold text-ink">
                Seu certificado foi emitido
              </h3>
              <Link
                to={code ? paths.certificate(code) : paths.myCertificates}
                className={cn(buttonVariants(), 'w-full sm:w-auto')}
              >
                Ver certificado
              </Link>
            </div>
          </section>
          <section aria-labelledby="curso-concluido-avaliacao" className="flex gap-3">
            <span className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-amber-100 text-amber-800">
              <StarIcon width={20} height={20} />
            </span>
            <div className="min-w-0 flex-1 space-y-3">
              <h3 id="curso-concluido-avaliacao" className="font-semibold text-ink">
                O que você achou do curso?
              </h3>
              <p className="text-sm text-ink-muted">
                Sua avaliação ajuda outros alunos a escolher a próxima trilha.
              </p>
              <Link
                to={paths.courseReviews(course.slug)}
                className={cn(buttonVariants({ variant: 'outline' }), 'w-full sm:w-auto')}
              >
                Avaliar o curso
              </Link>
            </div>
          </section>
          <div className="border-t border-slate-100 pt-4 text-right">
            <DialogClose className={cn(buttonVariants({ variant: 'ghost' }), 'w-full sm:w-auto')}>
              Continuar na aula
            </DialogClose>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
