// The question bank as a teacher's spreadsheet: the CSV columns both the import and the export use,
// the reader that checks every row in the browser (row-level pt-BR errors, before anything is
// sent; the database checks again) and the writer. Format choices: docs/assessments-admin.md.

export const CSV_COLUMNS = [
  'modulo',
  'dominio',
  'tipo',
  'enunciado',
  'opcao_a',
  'opcao_b',
  'opcao_c',
  'opcao_d',
  'opcao_e',
  'opcao_f',
  'corretas',
  'explicacao',
  'aula',
  'segundo',
] as const;

export const OPTION_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'] as const;
export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = 6;
/** The database imports at most this many questions per call. */
export const MAX_IMPORT_ROWS = 500;

/** Excel reads a UTF-8 file as UTF-8 (accents intact) only when it starts with this mark. */
export const UTF8_BOM = '\uFEFF';
const SEPARATOR = ';';

export type QuestionKind = 'single' | 'multiple';

export type CsvColumn = (typeof CSV_COLUMNS)[number];

/** One line of the spreadsheet, by column (what the import call takes and the export call gives). */
export type CsvRecord = Record<CsvColumn, string>;

/** One question as the spreadsheet spells it (titles, not ids). */
export interface CsvQuestion {
  module: string | null;
  /** null: the question serves the module quizzes only. */
  domain: string | null;
  kind: QuestionKind;
  prompt: string;
  options: { text: string; isCorrect: boolean }[];
  explanation: string;
  lesson: string | null;
  lessonSecond: number | null;
}

/** A question read from the file, with the spreadsheet's row number (the header is row 1). */
export interface CsvRow extends CsvQuestion {
  row: number;
  /** The line's fields, trimmed, as the import call takes them. */
  record: CsvRecord;
}

export interface RowError {
  row: number;
  message: string;
}

/** The titles and names the rows may refer to, when the screen knows them. */
export interface CsvReferences {
  modules: string[];
  lessons: string[];
  domains: string[];
}

/** '754' → 754, '12:34' → 754, '1:02:03' → 3723; anything else → null. */
export function parseSecond(raw: string): number | null {
  const text = raw.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const clock = /^(?:(\d+):)?(\d+):([0-5]\d)$/.exec(text);
  if (!clock) return null;
  const [, hours, minutes, seconds] = clock;
  if (hours !== undefined && Number(minutes) > 59) return null;
  return Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(seconds);
}

/**
 * Splits CSV text into records of fields: ';' between fields, a field in double quotes may hold
 * ';', line breaks and doubled quotes (""). A leading BOM and blank lines are dropped.
 */
export function splitCsv(text: string): { line: number; fields: string[] }[] {
  const source = text.startsWith(UTF8_BOM) ? text.slice(1) : text;
  const records: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  const endRecord = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0]!.trim() !== '') records.push({ line: recordLine, fields });
    fields = [];
    field = '';
  };
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index]!;
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        if (char === '\n') line += 1;
        field += char;
      }
    } else if (char === '"' && field.trim() === '') {
      field = '';
      quoted = true;
    } else if (char === SEPARATOR) {
      fields.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else {
      field += char;
    }
  }
  if (field !== '' || fields.length > 0) endRecord();
  return records;
}

const sameText = (a: string, b: string) => a.localeCompare(b, 'pt-BR', { sensitivity: 'accent' }) === 0;

function findTitle(titles: string[], wanted: string): string | undefined {
  return titles.find((title) => sameText(title.trim(), wanted));
}

function readKind(raw: string): QuestionKind | null {
  const text = raw
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '');
  if (text === 'unica') return 'single';
  if (text === 'multipla') return 'multiple';
  return null;
}

/** Checks one data record; its errors, or the question it spells. */
function readRecord(
  row: number,
  fields: string[],
  references: CsvReferences | null,
): { question: CsvRow } | { errors: RowError[] } {
  const errors: RowError[] = [];
  const fail = (message: string) => errors.push({ row, message: `Linha ${row}: ${message}` });
  if (fields.length !== CSV_COLUMNS.length) {
    fail(`esperadas ${CSV_COLUMNS.length} colunas, encontradas ${fields.length}`);
    return { errors };
  }
  const record = Object.fromEntries(
    CSV_COLUMNS.map((column, index) => [column, fields[index]!.trim()]),
  ) as CsvRecord;
  const value = (column: CsvColumn) => record[column];

  let module: string | null = value('modulo') || null;
  if (module && references) {
    const found = findTitle(references.modules, module);
    if (found) module = found;
    else fail(`o módulo "${module}" não existe neste curso`);
  }

  let domain: string | null = value('dominio') || null;
  if (domain && references) {
    const found = findTitle(references.domains, domain);
    if (found) domain = found;
    else fail(`o domínio "${domain}" não existe neste curso`);
  }

  const kind = readKind(value('tipo'));
  if (!kind) fail('o tipo deve ser "unica" ou "multipla"');

  const prompt = value('enunciado');
  if (!prompt) fail('informe o enunciado');

  const texts = OPTION_LETTERS.map((letter) => value(`opcao_${letter.toLowerCase()}` as CsvColumn));
  const filled = texts.length - [...texts].reverse().findIndex((text) => text !== '');
  const optionCount = texts.every((text) => text === '') ? 0 : filled;
  const gap = texts.slice(0, optionCount).findIndex((text) => text === '');
  if (optionCount < MIN_OPTIONS) fail('informe pelo menos duas opções');
  else if (gap >= 0) fail(`a opção ${OPTION_LETTERS[gap]} está vazia (preencha as opções em ordem)`);

  const correctRaw = value('corretas');
  const letters = correctRaw
    .split(/[,\s]+/)
    .map((letter) => letter.trim().toUpperCase())
    .filter(Boolean);
  const unique = [...new Set(letters)];
  if (unique.length === 0) fail('informe a resposta correta');
  else {
    const unknown = unique.filter((letter) => {
      const index = OPTION_LETTERS.indexOf(letter as (typeof OPTION_LETTERS)[number]);
      return index < 0 || index >= optionCount;
    });
    if (unknown.length > 0) fail(`a resposta "${unknown.join(',')}" não é uma opção preenchida`);
    else if (kind === 'single' && unique.length !== 1)
      fail('uma questão de escolha única tem exatamente uma resposta correta');
    else if (kind === 'multiple' && (unique.length < 2 || unique.length === optionCount))
      fail('uma questão de múltipla escolha tem pelo menos duas respostas corretas e uma incorreta');
  }

  const explanation = value('explicacao');
  if (!explanation) fail('informe a explicação');

  let lesson: string | null = value('aula') || null;
  if (lesson && references) {
    const found = findTitle(references.lessons, lesson);
    if (found) lesson = found;
    else fail(`a aula "${lesson}" não existe neste curso`);
  }

  const secondRaw = value('segundo');
  const lessonSecond = secondRaw ? parseSecond(secondRaw) : null;
  if (secondRaw && lessonSecond === null) fail('o segundo deve ser como 754 ou 12:34');
  else if (secondRaw && !lesson) fail('informe a aula do segundo');

  if (errors.length > 0 || !kind) return { errors };
  return {
    question: {
      row,
      record,
      module,
      domain,
      kind,
      prompt,
      options: texts.slice(0, optionCount).map((text, index) => ({
        text,
        isCorrect: unique.includes(OPTION_LETTERS[index]!),
      })),
      explanation,
      lesson,
      lessonSecond,
    },
  };
}

export type CsvReadResult = { ok: true; rows: CsvRow[] } | { ok: false; errors: RowError[] };

/**
 * Reads a whole file: the header must be the contract's columns, in order; every row is checked
 * and every error of every row is listed (nothing is sent unless all rows are right).
 */
export function readQuestionsCsv(text: string, references: CsvReferences | null): CsvReadResult {
  const records = splitCsv(text);
  const [header, ...data] = records;
  const expected = CSV_COLUMNS.join(SEPARATOR);
  if (!header || header.fields.map((field) => field.trim().toLowerCase()).join(SEPARATOR) !== expected) {
    return { ok: false, errors: [{ row: 1, message: `Linha 1: o cabeçalho deve ser ${expected}` }] };
  }
  if (data.length === 0) {
    return { ok: false, errors: [{ row: 2, message: 'O arquivo não tem nenhuma questão' }] };
  }
  if (data.length > MAX_IMPORT_ROWS) {
    return {
      ok: false,
      errors: [
        {
          row: 2,
          message: `O arquivo tem ${data.length} questões: importe no máximo ${MAX_IMPORT_ROWS} por arquivo`,
        },
      ],
    };
  }
  const rows: CsvRow[] = [];
  const errors: RowError[] = [];
  data.forEach((record, index) => {
    const result = readRecord(index + 2, record.fields, references);
    if ('question' in result) rows.push(result.question);
    else errors.push(...result.errors);
  });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, rows };
}

function quote(field: string): string {
  return /[;"\r\n]|^\s|\s$/.test(field) ? `"${field.replaceAll('"', '""')}"` : field;
}

/** The bank as a CSV file's text: BOM, the header, one line per question, CRLF between lines. */
export function writeQuestionsCsv(records: CsvRecord[]): string {
  const lines = [CSV_COLUMNS.join(SEPARATOR)];
  for (const record of records)
    lines.push(CSV_COLUMNS.map((column) => quote(record[column])).join(SEPARATOR));
  return `${UTF8_BOM}${lines.join('\r\n')}\r\n`;
}
