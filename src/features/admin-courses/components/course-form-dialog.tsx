import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { ImageUploadFormField } from '@/components/forms/image-upload-form-field';
import { RecordFormDialog } from '@/components/forms/record-form-dialog';
import { SwitchField } from '@/components/forms/switch-field';
import { TextListField } from '@/components/forms/text-list-field';
import { DecimalInput } from '@/components/ui/decimal-input';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { saveThenClose } from '@/components/forms/save-then-close';
import { AccessModelField, IncludingPlansField } from '@/components/forms/access-model-field';
import { COURSE_ACCESS_WORDING } from '@/config/access-models';
import { COURSE_LEVELS } from '@/config/course-levels';
import { TOPIC_KEYS, TOPICS } from '@/config/topics';
import { AdminLoadError } from '@/components/ui/admin-page';
import { LoadingText } from '@/components/ui/loading-text';
import { accessModelOf, isInPlans, isSoldSeparately } from '@/rules/access-model';
import { decimalFieldValue } from '@/utils/decimal';
import type { AdminCourse } from '../api/get-admin-courses';
import { plansIncluding, useCoursePlans, type CoursePlan } from '../api/get-course-plans';
import {
  courseSchema,
  LEARNING_POINTS_COUNT,
  NO_TOPIC,
  slugify,
  useSaveCourse,
  type CourseFormValues,
  type CourseValues,
} from '../api/save-course';

function formValues(course: AdminCourse | null, planIds: string[]): CourseFormValues {
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
    access_model: accessModelOf(course?.access_model ?? 'free'),
    plan_ids: planIds,
  };
}

interface CourseFormProps {
  course: AdminCourse | null;
  plans: readonly CoursePlan[];
  onDone: () => void;
}

function CourseForm({ course, plans, onDone }: CourseFormProps) {
  const [currentPlanIds] = useState(() => (course ? plansIncluding(plans, course.id) : []));
  const form = useForm<CourseFormValues, unknown, CourseValues>({
    resolver: zodResolver(courseSchema),
    defaultValues: formValues(course, currentPlanIds),
  });
  const accessModel = accessModelOf(useWatch({ control: form.control, name: 'access_model' }));
  const { errors, dirtyFields } = form.formState;
  const [uploading, setUploading] = useState(false);
  const save = useSaveCourse();
  const pointsError = errors.learning_points?.message ?? errors.learning_points?.root?.message;

  const submit = form.handleSubmit((values) =>
    saveThenClose(
      save.mutate,
      { id: course?.id ?? null, values, currentPlanIds },
      {
        saved: course ? 'Curso atualizado com sucesso!' : 'Curso criado com sucesso!',
        failed: 'Erro ao salvar curso',
        onDone,
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
      <ImageUploadFormField
        control={form.control}
        name="image_url"
        label="Imagem do curso"
        folder="courses"
        onUploadingChange={setUploading}
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
      <AccessModelField
        wording={COURSE_ACCESS_WORDING}
        register={form.register('access_model')}
        error={errors.access_model?.message}
      />
      {isInPlans(accessModel) && (
        <Controller
          control={form.control}
          name="plan_ids"
          render={({ field }) => (
            <IncludingPlansField
              wording={COURSE_ACCESS_WORDING}
              plans={plans}
              value={field.value}
              onChange={field.onChange}
              error={errors.plan_ids?.message}
            />
          )}
        />
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label="Preço (R$)"
          error={errors.price?.message}
          hint={
            isSoldSeparately(accessModel)
              ? 'Preço de venda; até 12x no cartão, parcelas a partir de R$ 5,00'
              : 'Apenas exibido: o curso não é vendido separadamente'
          }
          required={isSoldSeparately(accessModel)}
        >
          <DecimalInput placeholder="0,00" {...form.register('price')} />
        </FormField>
        <FormField label="Carga horária (h)" error={errors.total_hours?.message}>
          <DecimalInput placeholder="12,5" {...form.register('total_hours')} />
        </FormField>
      </div>
      <TextListField
        legend="O que você vai aprender (5 pontos)"
        errorId="learning-points-error"
        count={LEARNING_POINTS_COUNT}
        error={pointsError}
        entryLabel={(position) => `Ponto de aprendizado ${position}`}
        entryPlaceholder={(position) => `Ponto ${position}`}
        register={(index) => form.register(`learning_points.${index}`)}
      />
      <SwitchField
        control={form.control}
        name="is_active"
        id="course-active"
        label="Curso ativo (visível no catálogo)"
      />
      <FormDialogFooter
        submitLabel={course ? 'Salvar alterações' : 'Criar curso'}
        saving={save.isPending}
        disabled={uploading}
      />
    </form>
  );
}

/** The form opens once the plans are read: which of them include the course is part of its values. */
function CourseFormWithPlans({ course, onDone }: { course: AdminCourse | null; onDone: () => void }) {
  const plans = useCoursePlans();
  if (plans.isError)
    return <AdminLoadError message="Erro ao carregar planos" onRetry={() => void plans.refetch()} />;
  if (!plans.data) return <LoadingText />;
  return <CourseForm course={course} plans={plans.data} onDone={onDone} />;
}

interface CourseFormDialogProps {
  /** The course being edited, 'new' for a new one, null when closed. */
  target: AdminCourse | 'new' | null;
  onClose: () => void;
}

export function CourseFormDialog({ target, onClose }: CourseFormDialogProps) {
  return (
    <RecordFormDialog
      target={target}
      onClose={onClose}
      size="lg"
      title={(course) => (course ? 'Editar Curso' : 'Novo Curso')}
    >
      {(course) => <CourseFormWithPlans course={course} onDone={onClose} />}
    </RecordFormDialog>
  );
}
