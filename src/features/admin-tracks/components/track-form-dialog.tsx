// 'Nova Trilha' / 'Editar Trilha': the track's fields, how it is had, its steps (courses in order
// and the final simulado) and the published flag, saved together (docs/tracks-admin.md).
import { zodResolver } from '@hookform/resolvers/zod';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { ImageUploadFormField } from '@/components/forms/image-upload-form-field';
import { RecordFormDialog } from '@/components/forms/record-form-dialog';
import { saveThenClose } from '@/components/forms/save-then-close';
import { SwitchField } from '@/components/forms/switch-field';
import { AdminLoadError } from '@/components/ui/admin-page';
import { Button } from '@/components/ui/button';
import { DecimalInput } from '@/components/ui/decimal-input';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { LoadingText } from '@/components/ui/loading-text';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { AccessModelField, IncludingPlansField } from '@/components/forms/access-model-field';
import { TRACK_ACCESS_WORDING } from '@/config/access-models';
import { COURSE_LEVELS, isCourseLevel } from '@/config/course-levels';
import { useCourseOptions, type CourseOption } from '@/lib/course-options';
import { accessModelOf, isInPlans, isSoldSeparately } from '@/rules/access-model';
import { decimalFieldValue } from '@/utils/decimal';
import { slugify } from '@/utils/slug';
import type { AdminTrack } from '../api/get-admin-tracks';
import { useExamCourses } from '../api/get-exam-courses';
import { useTrackPlans, type TrackPlan } from '../api/get-track-plans';
import {
  MAX_FAQ,
  MAX_OUTCOMES,
  trackSchema,
  useSaveTrack,
  type TrackFormValues,
  type TrackValues,
} from '../api/save-track';
import { stepsFromAdmin } from '../utils/track-steps';
import { TrackStepsField } from './track-steps-field';

function formValues(track: AdminTrack | null): TrackFormValues {
  return {
    title: track?.title ?? '',
    slug: track?.slug ?? '',
    target_role: track?.target_role ?? '',
    exam_code: track?.exam_code ?? '',
    exam_name: track?.exam_name ?? '',
    level: isCourseLevel(track?.level) ? track.level : 'Iniciante',
    description: track?.description ?? '',
    audience: track?.audience ?? '',
    outcomes: (track?.outcomes ?? []).join('\n'),
    faq: track?.faq ?? [],
    image_url: track?.image_url ?? null,
    published: track?.published ?? false,
    access_model: accessModelOf(track?.access_model),
    price: decimalFieldValue(track?.price, { fractionDigits: { min: 2, max: 2 } }),
    plan_ids: track?.plan_ids ?? [],
    steps: stepsFromAdmin(track?.steps ?? []),
  };
}

interface TrackFormProps {
  track: AdminTrack | null;
  plans: readonly TrackPlan[];
  courses: readonly CourseOption[];
  /** The courses with a published simulado (the database's choice). */
  examCourses: readonly CourseOption[];
  onDone: () => void;
}

function TrackForm({ track, plans, courses, examCourses, onDone }: TrackFormProps) {
  const [storedSteps] = useState(() => stepsFromAdmin(track?.steps ?? []));
  // A new track created by a save whose next call failed: saving again completes that one.
  const [createdId, setCreatedId] = useState<string | null>(null);
  const form = useForm<TrackFormValues, unknown, TrackValues>({
    resolver: zodResolver(trackSchema),
    defaultValues: formValues(track),
  });
  const faq = useFieldArray({ control: form.control, name: 'faq' });
  const accessModel = accessModelOf(useWatch({ control: form.control, name: 'access_model' }));
  const { errors, dirtyFields } = form.formState;
  const [uploading, setUploading] = useState(false);
  const save = useSaveTrack();

  const submit = form.handleSubmit((values) =>
    saveThenClose(
      save.mutate,
      {
        id: track?.id ?? createdId,
        values,
        storedSteps,
        onCreated: setCreatedId,
      },
      {
        saved: track ? 'Trilha atualizada com sucesso!' : 'Trilha criada com sucesso!',
        failed: 'Erro ao salvar trilha',
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
              // A new track gets its slug from the title until the slug is typed by hand.
              onChange: (event: { target: { value: string } }) => {
                if (!track && !dirtyFields.slug) form.setValue('slug', slugify(event.target.value));
              },
            })}
          />
        </FormField>
        <FormField label="Slug" error={errors.slug?.message} hint="Endereço da trilha: /trilha/slug" required>
          <Input autoCapitalize="none" spellCheck={false} {...form.register('slug')} />
        </FormField>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label="Cargo"
          error={errors.target_role?.message}
          hint="A profissão a que a trilha leva"
          required
        >
          <Input placeholder="Arquiteto(a) de Soluções AWS" {...form.register('target_role')} />
        </FormField>
        <FormField label="Nível" error={errors.level?.message} required>
          <Select {...form.register('level')}>
            {COURSE_LEVELS.map((level) => (
              <option key={level} value={level}>
                {level}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <div className="grid gap-5 sm:grid-cols-[12rem_1fr]">
        <FormField label="Código da certificação" error={errors.exam_code?.message}>
          <Input
            placeholder="SAA-C03"
            autoCapitalize="characters"
            spellCheck={false}
            {...form.register('exam_code')}
          />
        </FormField>
        <FormField label="Nome da certificação" error={errors.exam_name?.message}>
          <Input
            placeholder="AWS Certified Solutions Architect – Associate"
            {...form.register('exam_name')}
          />
        </FormField>
      </div>
      <FormField label="Descrição" error={errors.description?.message}>
        <Textarea rows={3} {...form.register('description')} />
      </FormField>
      <FormField label="Para quem é" error={errors.audience?.message}>
        <Textarea rows={2} {...form.register('audience')} />
      </FormField>
      <FormField
        label="O que a pessoa vai saber fazer"
        error={errors.outcomes?.message}
        hint={`Um resultado por linha, até ${MAX_OUTCOMES}.`}
      >
        <Textarea rows={4} {...form.register('outcomes')} />
      </FormField>
      <ImageUploadFormField
        control={form.control}
        name="image_url"
        label="Imagem da trilha"
        folder="general"
        onUploadingChange={setUploading}
      />
      <Controller
        control={form.control}
        name="steps"
        render={({ field }) => (
          <TrackStepsField
            value={field.value}
            onChange={field.onChange}
            courses={courses}
            examCourses={examCourses}
            error={errors.steps?.message ?? errors.steps?.root?.message}
          />
        )}
      />
      <fieldset>
        <legend className="text-sm font-medium text-ink">Perguntas frequentes</legend>
        {errors.faq?.message && (
          <p className="mt-1.5 text-sm font-medium text-red-700">{errors.faq.message}</p>
        )}
        <ol className="mt-2 space-y-3">
          {faq.fields.map((entry, index) => (
            <li key={entry.id} className="space-y-3 rounded-lg border border-slate-200 p-3">
              <FormField label={`Pergunta ${index + 1}`} error={errors.faq?.[index]?.question?.message}>
                <Input {...form.register(`faq.${index}.question`)} />
              </FormField>
              <FormField label={`Resposta ${index + 1}`} error={errors.faq?.[index]?.answer?.message}>
                <Textarea rows={2} {...form.register(`faq.${index}.answer`)} />
              </FormField>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="text-red-700"
                onClick={() => faq.remove(index)}
                aria-label={`Remover pergunta ${index + 1}`}
              >
                <Trash2Icon width={16} height={16} aria-hidden="true" />
                Remover
              </Button>
            </li>
          ))}
        </ol>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          className="mt-3"
          disabled={faq.fields.length >= MAX_FAQ}
          onClick={() => faq.append({ question: '', answer: '' })}
        >
          <PlusIcon width={16} height={16} aria-hidden="true" />
          Adicionar pergunta
        </Button>
      </fieldset>
      <AccessModelField
        wording={TRACK_ACCESS_WORDING}
        register={form.register('access_model')}
        error={errors.access_model?.message}
      />
      {isInPlans(accessModel) && (
        <Controller
          control={form.control}
          name="plan_ids"
          render={({ field }) => (
            <IncludingPlansField
              wording={TRACK_ACCESS_WORDING}
              plans={plans}
              value={field.value}
              onChange={field.onChange}
              error={errors.plan_ids?.message}
            />
          )}
        />
      )}
      {isSoldSeparately(accessModel) && (
        <FormField
          label="Preço da trilha (R$)"
          error={errors.price?.message}
          hint="Preço do pacote com todos os cursos; até 12x no cartão"
          required
        >
          <DecimalInput placeholder="0,00" {...form.register('price')} />
        </FormField>
      )}
      <SwitchField
        control={form.control}
        name="published"
        id="track-published"
        label="Trilha publicada (visível em /trilhas)"
      />
      <FormDialogFooter
        submitLabel={track ? 'Salvar alterações' : 'Criar trilha'}
        saving={save.isPending}
        disabled={uploading}
      />
    </form>
  );
}

/** The form opens once the plans, the courses and the simulados are read: all are choices in it. */
function TrackFormWithChoices({ track, onDone }: { track: AdminTrack | null; onDone: () => void }) {
  const plans = useTrackPlans();
  const courses = useCourseOptions();
  const examCourses = useExamCourses();
  if (plans.isError || courses.isError || examCourses.isError)
    return (
      <AdminLoadError
        message="Erro ao carregar planos e cursos"
        onRetry={() => void Promise.all([plans.refetch(), courses.refetch(), examCourses.refetch()])}
      />
    );
  if (!plans.data || !courses.data || !examCourses.data) return <LoadingText />;
  return (
    <TrackForm
      track={track}
      plans={plans.data}
      courses={courses.data}
      examCourses={examCourses.data}
      onDone={onDone}
    />
  );
}

export function TrackFormDialog({
  target,
  onClose,
}: {
  /** The track being edited, 'new' for a new one, null when closed. */
  target: AdminTrack | 'new' | null;
  onClose: () => void;
}) {
  return (
    <RecordFormDialog
      target={target}
      onClose={onClose}
      size="lg"
      title={(track) => (track ? 'Editar Trilha' : 'Nova Trilha')}
    >
      {(track) => <TrackFormWithChoices track={track} onDone={onClose} />}
    </RecordFormDialog>
  );
}
