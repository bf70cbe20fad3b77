import { describe, expect, it } from 'vitest';
import { checkLessonTitles, practiceFileName, readPracticeFile, type PracticeFile } from './practice-file';

const exercise = {
  title: 'Política de leitura dos relatórios',
  kind: 'iam_policy',
  language: 'json',
  lesson_title: 'IAM e responsabilidade compartilhada',
  statement: 'Escreva uma política que **só** lê os relatórios.',
  starter: '{\n  "Version": "2012-10-17",\n  "Statement": []\n}\n',
  spec: {
    scenarios: [
      { id: 'ler', label: 'Ler', explanation: '…', lesson_title: 'Políticas do S3', lesson_second: 12 },
      { id: 'apagar', label: 'Apagar', explanation: '…', lesson_title: null },
    ],
    rules: [],
  },
  hints: ['Comece pelo Effect.'],
  solution: '{"Version":"2012-10-17","Statement":[]}',
  wrong_solution: '{"Version":"2012-10-17","Statement":[{"Effect":"Allow","Action":"*","Resource":"*"}]}',
};

const lessons = ['IAM e responsabilidade compartilhada', 'Políticas do S3'];
const fileText = (file: unknown) => JSON.stringify(file, null, 2);
const file = { format: 'trilha-cloud/practice-exercise@1', exercises: [exercise] };

describe('readPracticeFile', () => {
  it('reads a file in the documented format, keeping every field the database needs', () => {
    const reading = readPracticeFile(fileText(file), lessons);
    expect(reading).toEqual({ ok: true, file: file as PracticeFile });
  });

  it('says where a text that is not JSON breaks', () => {
    expect(readPracticeFile('{\n  "format": "x",\n}', lessons)).toEqual({
      ok: false,
      errors: [
        "JSON inválido na linha 3, coluna 1: esperava o nome de um campo entre aspas duplas, encontrou '}'.",
      ],
    });
  });

  it('names each exercise and field that is off, in pt-BR', () => {
    const bad = {
      format: 'outro',
      exercises: [
        { ...exercise, kind: 'yaml', statement: '  ', hints: ['1', '2', '3', '4', '5', '6'] },
        { ...exercise, title: 'Sem solução', solution: undefined },
      ],
    };
    expect(readPracticeFile(fileText(bad), lessons)).toEqual({
      ok: false,
      errors: [
        'Campo "format": deve ser "trilha-cloud/practice-exercise@1".',
        'Exercício 1 ("Política de leitura dos relatórios"), tipo: deve ser "iam_policy" (Política IAM), "infra_file" (Arquivo de infraestrutura), "cli_command" (Comando de CLI).',
        'Exercício 1 ("Política de leitura dos relatórios"), enunciado: não pode ficar em branco.',
        'Exercício 1 ("Política de leitura dos relatórios"), dicas: no máximo 5 dicas.',
        'Exercício 2 ("Sem solução"), solução modelo: está faltando.',
      ],
    });
  });

  it('refuses an empty file and lessons this course does not have', () => {
    expect(readPracticeFile(fileText({ ...file, exercises: [] }), lessons)).toEqual({
      ok: false,
      errors: ['O arquivo não tem nenhum exercício.'],
    });
    expect(readPracticeFile(fileText(file), ['iam e responsabilidade compartilhada'])).toEqual({
      ok: false,
      errors: [
        'Exercício 1 ("Política de leitura dos relatórios"): a aula "Políticas do S3" não existe neste curso.',
      ],
    });
  });

  it('finds the lessons the checks name and writes a file name from the course', () => {
    expect(checkLessonTitles(exercise.spec)).toEqual(['Políticas do S3']);
    expect(practiceFileName('Arquitetura AWS: SAA-C03')).toBe('praticas-arquitetura-aws-saa-c03.json');
  });
});
