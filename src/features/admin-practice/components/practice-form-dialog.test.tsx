// The exercise form as the author uses it: pt-BR messages for what is missing, the spec's JSON
// error with its line and column, at most five hints, and what is sent once the form is valid.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callRpc } from '@/lib/api/backend';
import type { AuthoredExercise } from '../api/exercise-schemas';
import type { PracticeLesson } from '../api/get-course-lessons';
import { PracticeFormDialog, savedMessage } from './practice-form-dialog';

vi.mock('@/lib/api/backend', () => ({ callRpc: vi.fn(), runRpc: vi.fn(), invokeFunction: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const lessons: PracticeLesson[] = [
  {
    id: '11111111-1111-4111-8111-111111111111',
    title: 'IAM na prática',
    moduleNumber: 1,
    moduleTitle: 'Segurança',
  },
  {
    id: '22222222-2222-4222-8222-222222222222',
    title: 'Políticas do S3',
    moduleNumber: 2,
    moduleTitle: 'Armazenamento',
  },
];

const exercise: AuthoredExercise = {
  id: 'e1',
  course_id: 'c1',
  lesson_id: lessons[1]!.id,
  title: 'Leitura dos relatórios',
  kind: 'iam_policy',
  language: 'json',
  position: 1,
  published: true,
  statement: 'Escreva a política.',
  starter: '{}',
  spec: { scenarios: [], rules: [] },
  hints: ['Comece pelo Effect.'],
  solution: '{"Statement":[]}',
  wrong_solution: '{}',
  version: 2,
  verified: true,
};

function renderForm(existing: AuthoredExercise | null = null) {
  const onDone = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PracticeFormDialog courseId="c1" lessons={lessons} target={existing ?? 'new'} onClose={onDone} />
    </QueryClientProvider>,
  );
  return onDone;
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: /Criar prática|Salvar alterações/ }));

describe('PracticeFormDialog', () => {
  beforeEach(() => vi.mocked(callRpc).mockReset());

  it('says in pt-BR what is missing and sends nothing', async () => {
    renderForm();
    submit();
    expect(await screen.findByText('Informe o título')).toBeTruthy();
    for (const message of [
      'Selecione a aula que a prática segue',
      'Informe o enunciado',
      'Informe a especificação (JSON)',
      'Informe a solução modelo',
      'Informe a solução errada',
    ])
      expect(screen.getByText(message)).toBeTruthy();
    expect(screen.getByLabelText('Título').getAttribute('aria-invalid')).toBe('true');
    expect(callRpc).not.toHaveBeenCalled();
  });

  it("shows the spec's JSON error with its line and column", async () => {
    renderForm();
    type('Especificação (JSON)', '{\n  "scenarios": [],\n  "rules": [] x\n}');
    submit();
    expect(
      await screen.findByText("JSON inválido na linha 3, coluna 15: esperava ',' ou '}', encontrou 'x'."),
    ).toBeTruthy();
  });

  it('offers the kind’s model spec when the spec is empty', () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('Tipo'), { target: { value: 'cli_command' } });
    fireEvent.click(screen.getByRole('button', { name: 'Usar modelo de Comando de CLI' }));
    expect((screen.getByLabelText('Especificação (JSON)') as HTMLTextAreaElement).value).toContain(
      '"commands"',
    );
    expect(screen.queryByRole('button', { name: /Usar modelo/ })).toBeNull();
  });

  it('adds hints up to five and removes them', () => {
    renderForm();
    expect(screen.getByText('Nenhuma dica.')).toBeTruthy();
    for (let index = 0; index < 5; index += 1)
      fireEvent.click(screen.getByRole('button', { name: 'Adicionar dica' }));
    expect(screen.getAllByLabelText(/^Dica \d$/)).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Adicionar dica' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remover dica 2' }));
    expect(screen.getAllByLabelText(/^Dica \d$/)).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Adicionar dica' })).toBeTruthy();
  });

  it('lists the course’s lessons with their ids for the checks', () => {
    renderForm();
    expect(screen.getByRole('option', { name: 'Módulo 2 — Políticas do S3' })).toBeTruthy();
    expect(screen.getByText(lessons[0]!.id)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copiar o ID da aula IAM na prática' })).toBeTruthy();
  });

  it('saves an edited exercise as a whole, with its spec as an object', async () => {
    vi.mocked(callRpc).mockResolvedValue({ ...exercise, published: false, verified: false, version: 3 });
    const onDone = renderForm(exercise);
    expect((screen.getByLabelText('Especificação (JSON)') as HTMLTextAreaElement).value).toBe(
      '{\n  "scenarios": [],\n  "rules": []\n}',
    );
    type('Solução errada', '{"Statement": [{"Effect": "Allow", "Action": "*", "Resource": "*"}]}');
    submit();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(vi.mocked(callRpc).mock.calls[0]!.slice(0, 2)).toEqual([
      'save_practice_exercise',
      {
        p_exercise: {
          id: 'e1',
          course_id: 'c1',
          title: 'Leitura dos relatórios',
          kind: 'iam_policy',
          language: 'json',
          lesson_id: lessons[1]!.id,
          statement: 'Escreva a política.',
          starter: '{}',
          spec: { scenarios: [], rules: [] },
          hints: ['Comece pelo Effect.'],
          solution: '{"Statement":[]}',
          wrong_solution: '{"Statement": [{"Effect": "Allow", "Action": "*", "Resource": "*"}]}',
        },
      },
    ]);
  });

  it('says after saving that testing with the solution comes next', () => {
    const saved = { ...exercise, published: false, verified: false };
    expect(savedMessage(null, saved)).toBe('Prática criada! Próximo passo: Testar com a solução.');
    expect(savedMessage(exercise, saved)).toBe(
      'Prática atualizada e de volta a rascunho: teste com a solução e publique de novo.',
    );
    expect(savedMessage({ ...exercise, published: false }, saved)).toBe(
      'Prática atualizada! Próximo passo: Testar com a solução.',
    );
    expect(savedMessage(exercise, exercise)).toBe('Prática atualizada!');
  });
});
