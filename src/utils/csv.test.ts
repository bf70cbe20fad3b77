import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csvCell', () => {
  it('writes plain text and numbers with a decimal comma', () => {
    expect(csvCell('AWS Essencial')).toBe('AWS Essencial');
    expect(csvCell(297)).toBe('297');
    expect(csvCell(24.75)).toBe('24,75');
    expect(csvCell(1234.5)).toBe('1234,5');
    expect(csvCell(null)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('quotes a cell holding the separator, a quote or a line break, doubling the quotes', () => {
    expect(csvCell('Cloud; do zero')).toBe('"Cloud; do zero"');
    expect(csvCell('O "livro" de DevOps')).toBe('"O ""livro"" de DevOps"');
    expect(csvCell('linha 1\nlinha 2')).toBe('"linha 1\nlinha 2"');
    expect(csvCell('fim\r')).toBe('"fim\r"');
    // A comma is not the separator here: it stays unquoted.
    expect(csvCell('Silva, Ana')).toBe('Silva, Ana');
  });

  it('makes text that a spreadsheet would run as a formula inert', () => {
    expect(csvCell('=HYPERLINK("https://exemplo.com";"clique")')).toBe(
      '"\'=HYPERLINK(""https://exemplo.com"";""clique"")"',
    );
    expect(csvCell('+5511999999999')).toBe("'+5511999999999");
    expect(csvCell('-1+1')).toBe("'-1+1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    // Numbers are written by the app, never guarded.
    expect(csvCell(-5)).toBe('-5');
  });
});

describe('toCsv', () => {
  it('starts with a byte-order mark, separates cells with ; and ends every line with CRLF', () => {
    const file = toCsv(
      ['Produto', 'Valor (R$)', 'Comprador'],
      [
        ['Curso AWS', 297, 'João Ávila'],
        ['E-book; Azure', 49.9, null],
      ],
    );
    expect(file).toBe(
      '\uFEFFProduto;Valor (R$);Comprador\r\nCurso AWS;297;João Ávila\r\n"E-book; Azure";49,9;\r\n',
    );
  });

  it('writes only the header for no rows', () => {
    expect(toCsv(['Pedido', 'Status'], [])).toBe('\uFEFFPedido;Status\r\n');
  });
});
