import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown } from './markdown';

describe('the statement Markdown subset', () => {
  it('reads paragraphs, headings, lists and fenced code', () => {
    const blocks = parseMarkdown(
      [
        '## Objetivo',
        'Escreva uma política que permita **ler** os relatórios',
        'de `2026`.',
        '',
        '- ler `jan.csv`',
        '- não apagar nada',
        '',
        '1. primeiro',
        '2. segundo',
        '',
        '```json',
        '{ "Version": "2012-10-17" }',
        '```',
      ].join('\n'),
    );
    expect(blocks.map((block) => block.kind)).toEqual(['heading', 'paragraph', 'list', 'list', 'code']);
    expect(blocks[1]).toEqual({
      kind: 'paragraph',
      children: [
        { kind: 'text', text: 'Escreva uma política que permita ' },
        { kind: 'strong', children: [{ kind: 'text', text: 'ler' }] },
        { kind: 'text', text: ' os relatórios de ' },
        { kind: 'code', text: '2026' },
        { kind: 'text', text: '.' },
      ],
    });
    expect(blocks[2]).toMatchObject({ kind: 'list', ordered: false });
    expect(blocks[3]).toMatchObject({ kind: 'list', ordered: true, start: 1 });
    expect(blocks[4]).toEqual({ kind: 'code', language: 'json', text: '{ "Version": "2012-10-17" }' });
  });

  it('never reads HTML, and keeps what is inside inline code as it is', () => {
    expect(parseInline('<img src=x onerror=alert(1)> `**não**`')).toEqual([
      { kind: 'text', text: '<img src=x onerror=alert(1)> ' },
      { kind: 'code', text: '**não**' },
    ]);
  });

  it('links only web addresses', () => {
    expect(parseInline('[docs](https://docs.aws.amazon.com/iam/) e [x](javascript:alert(1))')).toEqual([
      { kind: 'link', href: 'https://docs.aws.amazon.com/iam/', children: [{ kind: 'text', text: 'docs' }] },
      { kind: 'text', text: ' e [x](javascript:alert(1))' },
    ]);
  });

  it('reads an ARN with asterisks as text, and *italic* as emphasis', () => {
    expect(parseInline('arn:aws:s3:::bucket/* e *ênfase*')).toEqual([
      { kind: 'text', text: 'arn:aws:s3:::bucket/* e ' },
      { kind: 'em', children: [{ kind: 'text', text: 'ênfase' }] },
    ]);
  });
});
