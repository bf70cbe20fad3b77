import { describe, expect, it } from 'vitest';
import { myDataFileName } from './download-my-data';

describe('myDataFileName', () => {
  it('is named after the day of the export in Brazil', () => {
    expect(myDataFileName('2026-11-23T13:40:39.81534+00:00')).toBe('meus-dados-trilha-cloud-2026-11-23.json');
    // 01:30 UTC is still the previous evening in São Paulo.
    expect(myDataFileName('2026-11-24T01:30:00+00:00')).toBe('meus-dados-trilha-cloud-2026-11-23.json');
  });
});
