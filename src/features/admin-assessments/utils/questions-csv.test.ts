import { describe, expect, it } from 'vitest';
import {
  CSV_COLUMNS,
  parseSecond,
  readQuestionsCsv,
  splitCsv,
  UTF8_BOM,
  writeQuestionsCsv,
  type CsvRecord,
} from './questions-csv';

const HEADER = CSV_COLUMNS.join(';');
const references = {
  modules: ['Fundamentos da AWS', 'Segurança'],
  lessons: ['O que é IAM', 'Regiões e zonas'],
  domains: ['Arquiteturas seguras', 'Arquiteturas resilientes'],
};

const good =
  'Fundamentos da AWS;Arquiteturas seguras;unica;Qual serviço gerencia identidades?;IAM;S3;EC2;;;;A;O IAM controla quem acessa o quê.;O que é IAM;12:34';

describe('parseSecond', () => {
  it('reads seconds, mm:ss and h:mm:ss', () => {
    expect(parseSecond('754')).toBe(754);
    expect(parseSecond('12:34')).toBe(754);
    expect(parseSecond(' 0:05 ')).toBe(5);
    expect(parseSecond('1:02:03')).toBe(3723);
  });
  it('refuses anything else', () => {
    for (const raw of ['', '12:60', '-3', '1,5', 'abc', '1:75:00']) expect(parseSecond(raw)).toBeNull();
  });
});

describe('splitCsv', () => {
  it('reads quoted fields with separators, quotes and line breaks, CRLF and a BOM', () => {
    const text = `${UTF8_BOM}a;"b;c";"diz ""oi"""\r\n"linha\r\ndupla";x;\r\n\r\n`;
    expect(splitCsv(text)).toEqual([
      { line: 1, fields: ['a', 'b;c', 'diz "oi"'] },
      { line: 2, fields: ['linha\r\ndupla', 'x', ''] },
    ]);
  });
});

describe('readQuestionsCsv', () => {
  it('reads a good file into questions, titles matched without regard to case', () => {
    const result = readQuestionsCsv(
      `${HEADER}\n${good}\n;arquiteturas resilientes;MÚLTIPLA;Escolha 2;A;B;C;;;;a, c;Porque sim.;;`,
      references,
    );
    expect(result.ok && result.rows[0]!.record).toEqual({
      modulo: 'Fundamentos da AWS',
      dominio: 'Arquiteturas seguras',
      tipo: 'unica',
      enunciado: 'Qual serviço gerencia identidades?',
      opcao_a: 'IAM',
      opcao_b: 'S3',
      opcao_c: 'EC2',
      opcao_d: '',
      opcao_e: '',
      opcao_f: '',
      corretas: 'A',
      explicacao: 'O IAM controla quem acessa o quê.',
      aula: 'O que é IAM',
      segundo: '12:34',
    });
    expect(result.ok && result.rows.map(({ record: _record, ...question }) => question)).toEqual([
      {
        row: 2,
        module: 'Fundamentos da AWS',
        domain: 'Arquiteturas seguras',
        kind: 'single',
        prompt: 'Qual serviço gerencia identidades?',
        options: [
          { text: 'IAM', isCorrect: true },
          { text: 'S3', isCorrect: false },
          { text: 'EC2', isCorrect: false },
        ],
        explanation: 'O IAM controla quem acessa o quê.',
        lesson: 'O que é IAM',
        lessonSecond: 754,
      },
      {
        row: 3,
        module: null,
        domain: 'Arquiteturas resilientes',
        kind: 'multiple',
        prompt: 'Escolha 2',
        options: [
          { text: 'A', isCorrect: true },
          { text: 'B', isCorrect: false },
          { text: 'C', isCorrect: true },
        ],
        explanation: 'Porque sim.',
        lesson: null,
        lessonSecond: null,
      },
    ]);
  });

  it('lets a question have no module and no domain', () => {
    const result = readQuestionsCsv(`${HEADER}\n;;unica;P;A;B;;;;;B;E.;;`, references);
    expect(result.ok && result.rows[0]).toMatchObject({ module: null, domain: null });
  });

  it('lists every error of every row, by spreadsheet line, and returns no rows', () => {
    const rows = [
      good,
      'Fundamentos da AWS;Arquiteturas seguras;unica;Sem resposta;IAM;S3;;;;;;Explicação.;;',
      'Módulo X;Domínio X;verdadeiro;;IAM;;S3;;;;G;;Aula X;99:99',
      ';Arquiteturas seguras;unica;Duas certas;A;B;;;;;A,B;Explicação.;;754',
      ';Arquiteturas seguras;multipla;Uma certa;A;B;;;;;B;Explicação.;;',
      ';Arquiteturas seguras;multipla;Todas certas;A;B;;;;;A,B;Explicação.;;',
      'curta;demais',
    ];
    const result = readQuestionsCsv(`${HEADER}\n${rows.join('\n')}`, references);
    expect(result).toEqual({
      ok: false,
      errors: [
        { row: 3, message: 'Linha 3: informe a resposta correta' },
        { row: 4, message: 'Linha 4: o módulo "Módulo X" não existe neste curso' },
        { row: 4, message: 'Linha 4: o domínio "Domínio X" não existe neste curso' },
        { row: 4, message: 'Linha 4: o tipo deve ser "unica" ou "multipla"' },
        { row: 4, message: 'Linha 4: informe o enunciado' },
        { row: 4, message: 'Linha 4: a opção B está vazia (preencha as opções em ordem)' },
        { row: 4, message: 'Linha 4: a resposta "G" não é uma opção preenchida' },
        { row: 4, message: 'Linha 4: informe a explicação' },
        { row: 4, message: 'Linha 4: a aula "Aula X" não existe neste curso' },
        { row: 4, message: 'Linha 4: o segundo deve ser como 754 ou 12:34' },
        { row: 5, message: 'Linha 5: uma questão de escolha única tem exatamente uma resposta correta' },
        { row: 5, message: 'Linha 5: informe a aula do segundo' },
        {
          row: 6,
          message:
            'Linha 6: uma questão de múltipla escolha tem pelo menos duas respostas corretas e uma incorreta',
        },
        {
          row: 7,
          message:
            'Linha 7: uma questão de múltipla escolha tem pelo menos duas respostas corretas e uma incorreta',
        },
        { row: 8, message: 'Linha 8: esperadas 14 colunas, encontradas 2' },
      ],
    });
  });

  it('refuses more rows than one import takes', () => {
    const rows = Array.from({ length: 501 }, () => good).join('\n');
    expect(readQuestionsCsv(`${HEADER}\n${rows}`, references)).toEqual({
      ok: false,
      errors: [{ row: 2, message: 'O arquivo tem 501 questões: importe no máximo 500 por arquivo' }],
    });
  });

  it('refuses a file whose header is not the columns, in order, or that has no rows', () => {
    expect(readQuestionsCsv('enunciado;modulo\nx;y', references)).toEqual({
      ok: false,
      errors: [{ row: 1, message: `Linha 1: o cabeçalho deve ser ${HEADER}` }],
    });
    expect(readQuestionsCsv(`${HEADER}\n`, references)).toEqual({
      ok: false,
      errors: [{ row: 2, message: 'O arquivo não tem nenhuma questão' }],
    });
  });

  it('leaves titles to the database when the screen does not know them', () => {
    const result = readQuestionsCsv(`${HEADER}\nQualquer;Qualquer;unica;P;A;B;;;;;B;E.;Aula;5`, null);
    expect(result.ok).toBe(true);
  });
});

describe('writeQuestionsCsv', () => {
  const record = (fields: Partial<CsvRecord>): CsvRecord => ({
    ...(Object.fromEntries(CSV_COLUMNS.map((column) => [column, ''])) as CsvRecord),
    ...fields,
  });
  const records = [
    record({
      modulo: 'Segurança',
      dominio: 'Arquiteturas seguras',
      tipo: 'multipla',
      enunciado: 'Quais; "dois" serviços\ncifram dados?',
      opcao_a: 'KMS',
      opcao_b: 'CloudHSM',
      opcao_c: 'Route 53',
      corretas: 'A,B',
      explicacao: 'Ambos guardam chaves.',
      aula: 'O que é IAM',
      segundo: '62:03',
    }),
    record({
      dominio: 'Arquiteturas resilientes',
      tipo: 'unica',
      enunciado: 'Ação',
      opcao_a: 'Sim',
      opcao_b: 'Não',
      corretas: 'B',
      explicacao: 'Explicação.',
    }),
  ];

  it('writes a BOM, the header and quoted fields with ; and CRLF', () => {
    const text = writeQuestionsCsv(records);
    expect(text.startsWith(`${UTF8_BOM}${HEADER}\r\n`)).toBe(true);
    expect(text.split('\r\n')[1]).toBe(
      'Segurança;Arquiteturas seguras;multipla;"Quais; ""dois"" serviços\ncifram dados?";KMS;CloudHSM;Route 53;;;;A,B;Ambos guardam chaves.;O que é IAM;62:03',
    );
    expect(text.split('\r\n')[2]).toBe(';Arquiteturas resilientes;unica;Ação;Sim;Não;;;;;B;Explicação.;;');
  });

  it('reads back what it writes', () => {
    const result = readQuestionsCsv(writeQuestionsCsv(records), references);
    expect(result.ok && result.rows.map((row) => row.record)).toEqual(records);
    expect(result.ok && result.rows[0]!.lessonSecond).toBe(3723);
  });
});
