import { describe, expect, it } from 'vitest';
import { readEmailsFromCsv } from './read-emails';

describe('readEmailsFromCsv', () => {
  it('reads the first column of each row, skipping a header and blank rows', () => {
    expect(
      readEmailsFromCsv('\uFEFFemail;nome\r\nana@x.com.br;Ana\n\n "bruno@x.com.br" ,Bruno\ncarla@x.com.br'),
    ).toEqual(['ana@x.com.br', 'bruno@x.com.br', 'carla@x.com.br']);
  });

  it('keeps a first row that is an e-mail, and an invalid row for the database to name', () => {
    expect(readEmailsFromCsv('ana@x.com.br\nnao-e-email')).toEqual(['ana@x.com.br', 'nao-e-email']);
  });
});
