import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { DecimalInput } from '@/components/ui/decimal-input';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { FormField } from '@/components/ui/form-field';
import { ImageUploadField } from '@/components/ui/image-upload-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { COURSE_LEVELS } from '@/config/course-levels';
import { TOPIC_KEYS, TOPICS } from '@/config/topics';
import { toast } from '@/lib/toast';
import { decimalFieldValue } from '@/utils/decimal';
import type { AdminCourse } from '../api/get-admin-courses';
import { userMessage } from '@/lib/errors/user-message';
import {
  courseSchema,
  LEARNING_POINTS_COUNT,
  NO_TOPIC,
  slugify,
  useSaveCourse,
  type CourseFormValues,
  type CourseValues,
} from '../api/save-course';

function formValues(course: AdminCourse | null): CourseFormValues {
  const points = course?.learning_points ?? [];
  return {
    title: course?.title ?? '',
    slug: course?.slug ?? '',
    description: course?.description ?? '',
    image_url: course?.image_url ?? null,
    duration: course?.duration ?? '',
    // A new course starts without a topic so one is picked; an existing one without a topic keeps 'none'.
    topic: course ? (course.topic ?? NO_TOPIC) : '',
    level: course?.level ?? '',
    price: decimalFieldValue(course?.price, { fractionDigits: { min: 2, max: 2 } }),
    total_hours: decimalFieldValue(course?.total_hours, { fractionDigits: { min: 0, max: 1 } }),
    learning_points: Array.from({ length: LEARNING_POINTS_COUNT }, (_, index) => points[index] ?? ''),
    is_active: course?.is_active ?? true,
  };
}

function CourseForm({ course, onDone }: { course: AdminCourse | null; onDone: () => void }) {
  const form = useForm<CourseFormValues, unknown, CourseValues>({
    resolver: zodResolver(courseSchema),
    defaultValues: formValues(course),
  });
  const { errors, dirtyFields } = form.formState;
  const [uploading, setUploading] = useState(false);
  const save = useSaveCourse();
  const pointsError = errors.learning_points?.message ?? errors.learning_points?.root?.message;

  const submit = form.handleSubmit((values) =>
    save.mutate(
      { id: course?.id ?? null, values },
      {
        onSuccess: () => {
          toast.success(course ? 'Curso atualizado com sucesso!' : 'Curso criado com sucesso!');
          onDone();
        },
        onError: (error) => toast.error(userMessage(error, 'Erro ao salvar curso')),
      },
    ),
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Título" error={errors.title?.message} required>
          <Input
            {...form.register('title', {
              // A new course gets its slug from the title until the slug is typed by hand.
              onChange: (event: { target: { value: string } }) => {
                if (!course && !dirtyFields.slug) form.setValue('slug', slugify(event.target.value));
              },
            })}
          />
        </FormField>
        <FormField label="Slug" error={errors.slug?.message} hint="Endereço do curso: /course/slug" required>
          <Input autoCapitalize="none" spellCheck={false} {...form.register('slug')} />
        </FormField>
      </div>
      <FormField label="Descrição" error={errors.description?.message}>
        <Textarea rows={3} {...form.register('description')} />
      </FormField>
      <Controller
        control={form.control}
        name="image_url"
        render={({ field }) => (
          <ImageUploadField
            label="Imagem do curso"
            folder="courses"
            value={field.value}
            onChange={field.onChange}
            onUploadingChange={setUploading}
          />
        )}
      />
      <div className="grid gap-5 sm:grid-cols-3">
        <FormField
          label="Tema"
          error={errors.topic?.message}
          hint="Filtro de tema do catálogo em que o curso aparece"
          required
        >
          <Select {...form.register('topic')}>
            <option value="" disabled>
              Selecione o tema
            </option>
            {TOPIC_KEYS.map((topic) => (
              <option key={topic} value={topic}>
                {TOPICS[topic].label}
              </option>
            ))}
            <option value={NO_TOPIC}>Nenhum (fora dos filtros de tema)</option>
          </Select>
        </FormField>
        <FormField label="Duração" error={errors.duration?.message}>
          <Input placeholder="8 semanas" {...form.register('duration')} />
        </FormField>
        <FormField label="Nível" error={errors.level?.message}>
          <Select {...form.register('level')}>
            <option value="">Não informado</option>
            {COURSE_LEVELS.map((level) => (
              <option key={level} value={level}>
                {level}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Preço (R$)" error={errors.price?.message}>
          <DecimalInput placeholder="0,00" {...form.register('price')} />
        </FormField>
        <FormField label="Carga horária (h)" error={errors.total_hours?.message}>
          <DecimalInput placeholder="12,5" {...form.register('total_hours')} />
        </FormField>
      </div>
      <fieldset aria-describedby={pointsError ? 'learning-points-error' : undefined}>
        <legend className="text-sm font-medium text-ink">
          O que você vai aprender (5 pontos)
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        </legend>
        <div className="mt-2 space-y-2">
          {Array.from({ length: LEARNING_POINTS_COUNT }, (_, index) => (
            <Input
              key={index}
              aria-label={`Ponto de aprendizado ${index + 1}`}
              aria-invalid={Boolean(pointsError) || undefined}
              placeholder={`Ponto ${index + 1}`}
              {...form.register(`learning_points.${index}`)}
            />
          ))}
        </div>
        {pointsError && (
          <p id="learning-points-error" className="mt-1.5 text-sm font-medium text-red-700">
            {pointsError}
          </p>
        )}
      </fieldset>
      <Controller
        control={form.control}
        name="is_active"
        render={({ field }) => (
          <div className="flex items-center gap-3">
            <Switch id="course-active" checked={field.value} onCheckedChange={field.onChange} />
            <label htmlFor="course-active" className="text-sm font-medium text-ink">
              Curso ativo (visível no catálogo)
            </label>
          </div>
        )}
      />
      <FormDialogFooter
        submitLabel={course ? 'Salvar alterações' : 'Criar curso'}
        saving={save.isPending}
        disabled={uploading}
      />
    </form>
  );
}

interface CourseFormDialogProps {
  /** The course being edited, 'new' for a new one, null when closed. */
  target: AdminCourse | 'new' | null;
  onClose: () => void;
}

export function CourseFormDialog({ target, onClose }: CourseFormDialogProps) {
  const course = target === 'new' ? null : target;
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        size="lg"
        title={course ? 'Editar Curso' : 'Novo Curso'}
        description="Campos com * são obrigatórios."
      >
        {target !== null && <CourseForm key={course?.id ?? 'new'} course={course} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
