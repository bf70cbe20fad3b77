import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { AdminLesson, AdminModule } from '../api/get-course-content';
import { lessonSchema, useSaveLesson, type LessonFormValues, type LessonValues } from '../api/save-lesson';

export type LessonFormTarget = { lesson: AdminLesson } | { moduleId: string | null };

interface LessonFormProps {
  courseId: string;
  modules: AdminModule[];
  target: LessonFormTarget;
  onDone: () => void;
}

function LessonForm({ courseId, modules, target, onDone }: LessonFormProps) {
  const lesson = 'lesson' in target ? target.lesson : null;
  const form = useForm<LessonFormValues, unknown, LessonValues>({
    resolver: zodResolver(lessonSchema),
    defaultValues: {
      module_id: lesson?.module_id ?? ('moduleId' in target ? (target.moduleId ?? '') : ''),
      title: lesson?.title ?? '',
      video_url: lesson?.video_url ?? '',
      duration_minutes: lesson ? String(lesson.duration_minutes) : '',
      // Spec §9: a new lesson's order defaults to 1.
      order_index: String(lesson?.order_index ?? 1),
    },
  });
  const { errors } = form.formState;
  const save = useSaveLesson();

  const submit = form.handleSubmit((values) =>
    save.mutate(
      { courseId, lessonId: lesson?.id ?? null, values },
      {
        onSuccess: () => {
          toast.success(lesson ? 'Aula atualizada!' : 'Aula criada!');
          onDone();
        },
        onError: (error) => toast.error(error.message || 'Erro ao salvar aula'),
      },
    ),
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <FormField label="Módulo" error={errors.module_id?.message} required>
        <Select {...form.register('module_id')}>
          <option value="">Selecione um módulo</option>
          {modules.map((module) => (
            <option key={module.id} value={module.id}>
              {module.order_index}. {module.title}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label="Título da aula" error={errors.title?.message} required>
        <Input {...form.register('title')} />
      </FormField>
      <FormField
        label="URL do vídeo"
        error={errors.video_url?.message}
        hint="Link do YouTube ou do Vimeo, por exemplo https://www.youtube.com/watch?v=..."
        required
      >
        <Input type="url" inputMode="url" spellCheck={false} {...form.register('video_url')} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Duração (minutos)" error={errors.duration_minutes?.message} required>
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={1440}
            step={1}
            {...form.register('duration_minutes')}
          />
        </FormField>
        <FormField label="Ordem" error={errors.order_index?.message} required>
          <Input type="number" inputMode="numeric" min={0} step={1} {...form.register('order_index')} />
        </FormField>
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancelar</Button>
        </DialogClose>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Salvando...' : lesson ? 'Salvar alterações' : 'Criar aula'}
        </Button>
      </DialogFooter>
    </form>
  );
}

interface LessonFormDialogProps {
  courseId: string;
  modules: AdminModule[];
  target: LessonFormTarget | null;
  onClose: () => void;
}

export function LessonFormDialog({ courseId, modules, target, onClose }: LessonFormDialogProps) {
  const editing = target !== null && 'lesson' in target;
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={editing ? 'Editar Aula' : 'Nova Aula'}
        description="Campos com * são obrigatórios."
      >
        {target !== null && (
          <LessonForm courseId={courseId} modules={modules} target={target} onDone={onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}
