import { describe, expect, it } from 'vitest';
import { domainsFormSchema } from './save-exam-domains';
import { practiceExamSchema } from './save-practice-exam';
import { questionFormSchema, type QuestionFormValues } from './save-question';

const question: QuestionFormValues = {
  kind: 'single',
  prompt: 'Qual serviço guarda objetos?',
  options: [
    { id: 'o1', text: 'S3', is_correct: true },
    { id: null, text: 'EC2', is_correct: false },
  ],
  explanation: 'O S3 é o armazenamento de objetos.',
  domain_id: 'd1',
  module_id: '',
  lesson_id: 'l1',
  lesson_second: '12:34',
};

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

describe('question form', () => {
  it('turns the typed moment into seconds and empty pickers into null', () => {
    expect(questionFormSchema.parse(question)).toMatchObject({
      module_id: null,
      lesson_id: 'l1',
      lesson_second: 754,
    });
    expect(questionFormSchema.parse({ ...question, lesson_second: '' }).lesson_second).toBeNull();
  });

  it('asks for exactly one correct option in a single-choice question, two or more in a multiple one', () => {
    const none = { ...question, options: question.options.map((o) => ({ ...o, is_correct: false })) };
    expect(messagesOf(questionFormSchema.safeParse(none))).toEqual(['Marque a resposta correta']);
    expect(messagesOf(questionFormSchema.safeParse({ ...question, kind: 'multiple' }))).toEqual([
      'Marque pelo menos duas respostas corretas e deixe uma incorreta',
    ]);
    const all = {
      ...question,
      kind: 'multiple' as const,
      options: question.options.map((o) => ({ ...o, is_correct: true })),
    };
    expect(messagesOf(questionFormSchema.safeParse(all))).toEqual([
      'Marque pelo menos duas respostas corretas e deixe uma incorreta',
    ]);
  });

  it('says what is missing in pt-BR', () => {
    const empty = {
      ...question,
      prompt: ' ',
      explanation: '',
      domain_id: '',
      lesson_id: '',
      options: [
        { id: null, text: '', is_correct: true },
        { id: null, text: 'B', is_correct: false },
      ],
    };
    expect(messagesOf(questionFormSchema.safeParse(empty))).toEqual([
      'Informe o enunciado',
      'Informe o texto da opção',
      'Informe a explicação',
      'Selecione a aula deste momento',
    ]);
    expect(messagesOf(questionFormSchema.safeParse({ ...question, lesson_second: '12:75' }))).toEqual([
      'Use o formato mm:ss (ex.: 12:34)',
    ]);
  });
});

describe('exam domains', () => {
  const domain = (name: string, weight: string) => ({ id: null, name, weight_percent: weight });

  it('accepts weights adding up to 100', () => {
    expect(
      domainsFormSchema.safeParse({ domains: [domain('Segurança', '60'), domain('Custos', '40')] }).success,
    ).toBe(true);
  });

  it('refuses weights off 100, repeated names and weights out of range', () => {
    expect(
      messagesOf(domainsFormSchema.safeParse({ domains: [domain('A', '30'), domain('B', '30')] })),
    ).toEqual(['Os pesos devem somar 100%']);
    expect(
      messagesOf(domainsFormSchema.safeParse({ domains: [domain('A', '50'), domain('a', '50')] })),
    ).toEqual(['Dois domínios com o mesmo nome']);
    expect(
      messagesOf(domainsFormSchema.safeParse({ domains: [domain('A', '0'), domain('B', '100')] })),
    ).toEqual(['Peso de 1 a 100']);
  });
});

describe('simulado', () => {
  it('keeps the pass score on the 100–1000 scale', () => {
    const exam = { question_count: '65', time_limit_minutes: '130', pass_score: '720', published: true };
    expect(practiceExamSchema.parse(exam)).toEqual({
      question_count: 65,
      time_limit_minutes: 130,
      pass_score: 720,
      published: true,
    });
    expect(messagesOf(practiceExamSchema.safeParse({ ...exam, pass_score: '1001' }))).toEqual([
      'Nota de aprovação de 100 a 1000',
    ]);
  });
});
