import { describe, expect, it } from 'vitest';
import { parseStatus } from './status-filter';

const STATUSES = ['pending', 'rejected'] as const;
const isStatus = (value: string): value is (typeof STATUSES)[number] =>
  (STATUSES as readonly string[]).includes(value);

describe('parseStatus', () => {
  it("reads the status the address asks for; anything else is every status ('')", () => {
    expect(parseStatus('pending', isStatus)).toBe('pending');
    expect(parseStatus('rejected', isStatus)).toBe('rejected');
    expect(parseStatus(null, isStatus)).toBe('');
    expect(parseStatus('', isStatus)).toBe('');
    expect(parseStatus('PENDING', isStatus)).toBe('');
    expect(parseStatus('paid', isStatus)).toBe('');
  });
});
