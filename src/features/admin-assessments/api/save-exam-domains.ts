// The course's exam domains with their weights, saved as a whole (save_exam_domains): names
// unique, each weight 1–100 %, and the weights adding up to 100 %.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { runRpc } from '@/lib/api/backend';
import { assessmentsKey } from './keys';

export const DOMAIN_MESSAGES = {
  name: 'Informe o nome do domínio',
  weight: 'Peso de 1 a 100',
  duplicate: 'Dois domínios com o mesmo nome',
  total: 'Os pesos devem somar 100%',
  none: 'Cadastre pelo menos um domínio',
} as const;

const weightField = z
  .string()
  .trim()
  .regex(/^\d{1,3}$/, DOMAIN_MESSAGES.weight)
  .transform(Number)
  .pipe(z.number().int().min(1, DOMAIN_MESSAGES.weight).max(100, DOMAIN_MESSAGES.weight));

export const domainsFormSchema = z
  .object({
    domains: z
      .array(
        z.object({
          id: z.string().nullable(),
          name: z.string().trim().min(1, DOMAIN_MESSAGES.name).max(100, 'Use no máximo 100 caracteres'),
          weight_percent: weightField,
        }),
      )
      .min(1, DOMAIN_MESSAGES.none),
  })
  .superRefine(({ domains }, context) => {
    const seen = new Set<string>();
    domains.forEach((domain, index) => {
      const key = domain.name.toLocaleLowerCase('pt-BR');
      if (seen.has(key))
        context.addIssue({
          code: 'custom',
          path: ['domains', index, 'name'],
          message: DOMAIN_MESSAGES.duplicate,
        });
      seen.add(key);
    });
    const total = domains.reduce((sum, domain) => sum + domain.weight_percent, 0);
    if (total !== 100)
      context.addIssue({ code: 'custom', path: ['domains', 'root'], message: DOMAIN_MESSAGES.total });
  });

export type DomainsFormValues = z.input<typeof domainsFormSchema>;
export type DomainsValues = z.output<typeof domainsFormSchema>;

export async function saveExamDomains({ courseId, values }: { courseId: string; values: DomainsValues }) {
  await runRpc('save_exam_domains', {
    p_course_id: courseId,
    p_domains: values.domains.map(({ id, name, weight_percent }) => ({
      ...(id ? { id } : {}),
      name,
      weight_percent,
    })),
  });
}

export function useSaveExamDomains() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveExamDomains,
    onSuccess: (_, { courseId }) => queryClient.invalidateQueries({ queryKey: assessmentsKey(courseId) }),
  });
}
