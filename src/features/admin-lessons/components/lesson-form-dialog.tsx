import { useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/toast';
import { userMessage } from '@/lib/errors/user-message';
import type { AdminLesson, AdminModule } from '../api/get-course-content';
import { nextLessonOrder } from '../api/next-order';
import { isPreviewVideoShared, previewVideoSharedMessage } from '../api/preview-video-conflict';
import { lessonSchema, useSaveLesson, type LessonFormValues, type LessonValues } from '../api/save-lesson';

export type LessonFormTarget = { lesson: AdminLesson } | { moduleId: string | null };

export interface SavedLesson {
  lessonId: string;
  moduleId: string;
  created: boolean;
}

interface LessonFormProps {
  courseId: string;
  modules: AdminModule[];
  target: LessonFormTarget;
  onSaved: (saved: SavedLesson) => void;
}

/** The module a new lesson starts in: the one it was added from, else the only one. */
function initialModuleId(target: LessonFormTarget, modules: AdminModule[]): string {
  if ('lesson' in target) return target.lesson.module_id;
  return target.moduleId ?? (modules.length === 1 ? modules[0]!.id : '');
}

function LessonForm({ courseId, modules, target, onSaved }: LessonFormProps) {
  const lesson = 'lesson' in target ? target.lesson : null;
  const moduleId = initialModuleId(target, modules);
  const form = useForm<LessonFormValues, unknown, LessonValues>({
    resolver: zodResolver(lessonSchema),
    defaultValues: {
      module_id: moduleId,
      title: lesson?.title ?? '',
      video_url: lesson?.video_url ?? '',
      duration_minutes: lesson ? String(lesson.duration_minutes) : '',
      // A new lesson goes after the last one of its module (1 in an empty module).
      order_index: String(lesson?.order_index ?? nextLessonOrder(modules, moduleId)),
      description: lesson?.description ?? '',
      is_preview: lesson?.is_preview ?? false,
    },
  });
  const moduleField = form.register('module_id', {
    // Choosing another module moves a new lesson's default order to that module's end, unless
    // the admin typed an order of their own.
    onChange: (event: { target: { value: string } }) => {
      if (lesson || form.getFieldState('order_index').isDirty) return;
      form.setValue('order_index', String(nextLessonOrder(modules, event.target.value)));
    },
  });
  const { errors } = form.formState;
  const save = useSaveLesson();
  const previewHintId = useId();

  const submit = form.handleSubmit((values) =>
    save.mutate(
      { courseId, lessonId: lesson?.id ?? null, values },
      {
        onSuccess: (lessonId) => {
          toast.success(lesson ? 'Aula atualizada!' : 'Aula criada!');
          onSaved({ lessonId, moduleId: values.module_id, created: !lesson });
        },
        onError: (error) => {
          if (isPreviewVideoShared(error)) {
            form.setError(
              'video_url',
              { message: previewVideoSharedMessage({ id: lesson?.id ?? null, ...values }, modules) },
              { shouldFocus: true },
            );
            return;
          }
          toast.error(userMessage(error, 'Erro ao salvar aula'));
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <FormField label="Módulo" error={errors.module_id?.message} required>
        <Select {...moduleField}>
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
      <FormField
        label="Descrição"
        error={errors.description?.message}
        hint="Opcional. Texto simples exibido abaixo do vídeo: as quebras de linha são mantidas e os links (https://...) ficam clicáveis."
      >
        <Textarea rows={4} {...form.register('description')} />
      </FormField>
      <label className="flex items-start gap-3 rounded-xl border border-slate-200 p-4">
        <input
          type="checkbox"
          className="mt-1 h-4 w-4 shrink-0 accent-brand-700"
          aria-describedby={previewHintId}
          {...form.register('is_preview')}
        />
        <span>
          <span className="block font-medium text-ink">Aula gratuita</span>
          <span id={previewHintId} className="block text-sm text-ink-muted">
            Qualquer pessoa, com ou sem conta, pode assistir a esta aula pela página do curso. Por isso o
            vídeo dela não pode ser o de uma aula paga deste curso (nem com outro início).
          </span>
        </span>
      </label>
      <FormDialogFooter submitLabel={lesson ? 'Salvar alterações' : 'Criar aula'} saving={save.isPending} />
    </form>
  );
}

interface LessonFormDialogProps {
  courseId: string;
  modules: AdminModule[];
  target: LessonFormTarget | null;
  onClose: () => void;
  onSaved: (saved: SavedLesson) => void;
  /** Where focus goes when the dialog closes (default: back to the button that opened it). */
  onCloseAutoFocus?: (event: Event) => void;
}

export function LessonFormDialog({
  courseId,
  modules,
  target,
  onClose,
  onSaved,
  onCloseAutoFocus,
}: LessonFormDialogProps) {
  const editing = target !== null && 'lesson' in target;
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={editing ? 'Editar Aula' : 'Nova Aula'}
        description="Campos com * são obrigatórios."
        onCloseAutoFocus={onCloseAutoFocus}
      >
        {target !== null && (
          <LessonForm
            courseId={courseId}
            modules={modules}
            target={target}
            onSaved={(saved) => {
              onSaved(saved);
              onClose();
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
