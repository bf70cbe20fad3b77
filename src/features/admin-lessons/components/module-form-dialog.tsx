import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { RecordFormDialog } from '@/components/forms/record-form-dialog';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { saveThenClose } from '@/components/forms/save-then-close';
import type { AdminModule } from '../api/get-course-content';
import { moduleSchema, useSaveModule, type ModuleFormValues, type ModuleValues } from '../api/save-module';

function ModuleForm({
  courseId,
  module,
  nextOrder,
  onDone,
}: {
  courseId: string;
  module: AdminModule | null;
  nextOrder: number;
  onDone: () => void;
}) {
  const form = useForm<ModuleFormValues, unknown, ModuleValues>({
    resolver: zodResolver(moduleSchema),
    defaultValues: {
      title: module?.title ?? '',
      description: module?.description ?? '',
      // A new module goes after the last one (1 in a course without modules).
      order_index: String(module?.order_index ?? nextOrder),
    },
  });
  const { errors } = form.formState;
  const save = useSaveModule();

  const submit = form.handleSubmit((values) =>
    saveThenClose(
      save.mutate,
      { courseId, moduleId: module?.id ?? null, values },
      { saved: module ? 'Módulo atualizado!' : 'Módulo criado!', failed: 'Erro ao salvar módulo', onDone },
    ),
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <FormField label="Título do módulo" error={errors.title?.message} required>
        <Input {...form.register('title')} />
      </FormField>
      <FormField label="Descrição" error={errors.description?.message}>
        <Textarea rows={3} {...form.register('description')} />
      </FormField>
      <FormField label="Ordem" error={errors.order_index?.message} required className="max-w-40">
        <Input type="number" inputMode="numeric" min={0} step={1} {...form.register('order_index')} />
      </FormField>
      <FormDialogFooter submitLabel={module ? 'Salvar alterações' : 'Criar módulo'} saving={save.isPending} />
    </form>
  );
}

interface ModuleFormDialogProps {
  courseId: string;
  /** The module being edited, 'new', or null when closed. */
  target: AdminModule | 'new' | null;
  /** Default order of a new module. */
  nextOrder: number;
  onClose: () => void;
}

export function ModuleFormDialog({ courseId, target, nextOrder, onClose }: ModuleFormDialogProps) {
  return (
    <RecordFormDialog
      target={target}
      onClose={onClose}
      title={(module) => (module ? 'Editar Módulo' : 'Novo Módulo')}
    >
      {(module) => <ModuleForm courseId={courseId} module={module} nextOrder={nextOrder} onDone={onClose} />}
    </RecordFormDialog>
  );
}
