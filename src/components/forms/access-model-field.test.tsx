import { fireEvent, render, screen, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  accessModelShape,
  checkAccessModel,
  COURSE_ACCESS_WORDING,
  savedPlanIds,
  TRACK_ACCESS_WORDING,
  type AccessModelWording,
} from '@/config/access-models';
import { ACCESS_MODELS, type AccessModel } from '@/rules/access-model';
import { AccessModelField, IncludingPlansField, type IncludingPlan } from './access-model-field';

function ModelForm({
  wording,
  error,
  model,
}: {
  wording: AccessModelWording;
  error?: string;
  model: AccessModel;
}) {
  const form = useForm<{ access_model: AccessModel }>({ defaultValues: { access_model: model } });
  return <AccessModelField wording={wording} register={form.register('access_model')} error={error} />;
}

/** The element's description (aria-describedby) as a screen reader says it: spaces of any kind as one. */
function description(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .replace(/\s+/g, ' ');
}

const checked = (element: HTMLElement) => (element as HTMLInputElement).checked;

const plans: IncludingPlan[] = [
  { id: 'p1', name: 'Profissional', is_active: true, amount: 49.9, billing_interval: 'month' },
  { id: 'p2', name: 'Anual', is_active: false, amount: 399, billing_interval: 'year' },
  { id: 'p3', name: 'Empresas', is_active: true, amount: null, billing_interval: null },
];

describe('AccessModelField', () => {
  it('offers the four models of ACCESS_MODELS, in its order, with the course form’s words', () => {
    render(<ModelForm wording={COURSE_ACCESS_WORDING} model="paid" />);
    const group = screen.getByRole('group', { name: 'Acesso ao curso' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => (radio as HTMLInputElement).value)).toEqual([...ACCESS_MODELS]);
    for (const [model, name] of [
      ['free', 'Gratuito'],
      ['paid', 'Pago'],
      ['plans', 'Incluído nos planos'],
      ['paid_or_plans', 'Pago e incluído nos planos'],
    ] as const) {
      const radio = within(group).getByRole('radio', { name });
      expect((radio as HTMLInputElement).value).toBe(model);
      expect(description(radio)).toBe(COURSE_ACCESS_WORDING.hints[model]);
    }
    expect(checked(within(group).getByRole('radio', { name: 'Pago' }))).toBe(true);
    expect(group.getAttribute('aria-describedby')).toBeNull();
  });

  it('says the track form’s words, and the chosen model is the form’s value', () => {
    render(<ModelForm wording={TRACK_ACCESS_WORDING} model="free" />);
    const group = screen.getByRole('group', { name: 'Acesso à trilha' });
    expect(checked(within(group).getByRole('radio', { name: 'Gratuita' }))).toBe(true);
    fireEvent.click(within(group).getByRole('radio', { name: 'Paga e incluída nos planos' }));
    expect(checked(within(group).getByRole('radio', { name: 'Paga e incluída nos planos' }))).toBe(true);
    expect(checked(within(group).getByRole('radio', { name: 'Gratuita' }))).toBe(false);
  });

  it('shows its error under the group and describes the group with it', () => {
    render(
      <ModelForm wording={TRACK_ACCESS_WORDING} model="free" error="Escolha como a trilha é acessada" />,
    );
    expect(description(screen.getByRole('group', { name: 'Acesso à trilha' }))).toBe(
      'Escolha como a trilha é acessada',
    );
  });
});

describe('IncludingPlansField', () => {
  it('lists every plan with its amount per period, or none, and says when one is not on sale', () => {
    const onChange = vi.fn();
    render(
      <IncludingPlansField
        wording={COURSE_ACCESS_WORDING}
        plans={plans}
        value={['p1']}
        onChange={onChange}
        error={undefined}
      />,
    );
    const group = screen.getByRole('group', { name: 'Planos que incluem o curso' });
    expect(checked(within(group).getByRole('checkbox', { name: 'Profissional' }))).toBe(true);
    expect(description(within(group).getByRole('checkbox', { name: 'Profissional' }))).toBe('R$ 49,90/mês');
    expect(description(within(group).getByRole('checkbox', { name: 'Anual' }))).toBe(
      'R$ 399,00/ano, inativo',
    );
    expect(description(within(group).getByRole('checkbox', { name: 'Empresas' }))).toBe(
      'sem valor de assinatura',
    );
    fireEvent.click(within(group).getByRole('checkbox', { name: 'Anual' }));
    expect(onChange).toHaveBeenLastCalledWith(['p1', 'p2']);
    fireEvent.click(within(group).getByRole('checkbox', { name: 'Profissional' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('says how to create a plan when there is none, and marks the boxes with its error', () => {
    const { rerender } = render(
      <IncludingPlansField
        wording={TRACK_ACCESS_WORDING}
        plans={[]}
        value={[]}
        onChange={vi.fn()}
        error={undefined}
      />,
    );
    expect(
      screen.queryByText('Nenhum plano cadastrado. Crie um plano em Planos de Preços para incluir a trilha.'),
    ).not.toBeNull();
    rerender(
      <IncludingPlansField
        wording={TRACK_ACCESS_WORDING}
        plans={plans}
        value={[]}
        onChange={vi.fn()}
        error={TRACK_ACCESS_WORDING.planRequiredMessage}
      />,
    );
    const group = screen.getByRole('group', { name: 'Planos que incluem a trilha' });
    expect(description(group)).toBe('Escolha pelo menos um plano que inclui a trilha');
    for (const box of within(group).getAllByRole('checkbox'))
      expect(box.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('the access-model part of a form schema', () => {
  const schema = (wording: AccessModelWording) =>
    z
      .object({ ...accessModelShape(wording), price: z.number().nullable() })
      .superRefine((values, context) => checkAccessModel(wording, values, context))
      .transform(savedPlanIds);
  const messages = (wording: AccessModelWording, values: object) => {
    const result = schema(wording).safeParse({ access_model: 'free', price: null, plan_ids: [], ...values });
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  };

  it('asks for a model of the list, in each form’s words', () => {
    expect(messages(COURSE_ACCESS_WORDING, { access_model: 'gratis' })).toEqual({
      access_model: 'Escolha como o curso é acessado',
    });
    expect(messages(TRACK_ACCESS_WORDING, { access_model: undefined })).toEqual({
      access_model: 'Escolha como a trilha é acessada',
    });
  });

  it('needs a price from R$ 1,00 when sold on its own and a plan when in plans', () => {
    expect(messages(COURSE_ACCESS_WORDING, { access_model: 'paid', price: 0.5 })).toEqual({
      price: 'Informe o preço de venda (a partir de R$ 1,00)',
    });
    expect(messages(COURSE_ACCESS_WORDING, { access_model: 'paid_or_plans', price: null })).toEqual({
      price: 'Informe o preço de venda (a partir de R$ 1,00)',
      plan_ids: 'Escolha pelo menos um plano que inclui o curso',
    });
    expect(messages(TRACK_ACCESS_WORDING, { access_model: 'plans' })).toEqual({
      plan_ids: 'Escolha pelo menos um plano que inclui a trilha',
    });
    expect(messages(TRACK_ACCESS_WORDING, { access_model: 'paid', price: 1 })).toEqual({});
    expect(messages(COURSE_ACCESS_WORDING, { access_model: 'free', price: null })).toEqual({});
  });

  it('keeps the plans only when the model includes plans', () => {
    expect(
      schema(COURSE_ACCESS_WORDING).parse({ access_model: 'free', price: null, plan_ids: ['p1'] }),
    ).toEqual({
      access_model: 'free',
      price: null,
      plan_ids: [],
    });
    expect(
      schema(TRACK_ACCESS_WORDING).parse({ access_model: 'plans', price: null, plan_ids: ['p1'] }),
    ).toEqual({
      access_model: 'plans',
      price: null,
      plan_ids: ['p1'],
    });
  });
});
