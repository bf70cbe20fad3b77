import { describe, expect, it } from 'vitest';
import { parseStatus } from './use-status-filter';

describe('parseStatus', () => {
  it("reads the status the address asks for; anything else is every status ('')", () => {
    expect(parseStatus('pending')).toBe('pending');
    expect(parseStatus('rejected')).toBe('rejected');
    expect(parseStatus(null)).toBe('');
    expect(parseStatus('')).toBe('');
    expect(parseStatus('PENDING')).toBe('');
    expect(parseStatus('paid')).toBe('');
  });
});
