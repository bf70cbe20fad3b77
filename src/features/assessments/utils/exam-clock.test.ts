import { describe, expect, it } from 'vitest';
import { formatTimeLeft, localDeadline, secondsLeft, spokenTimeLeft } from './exam-clock';

describe('localDeadline', () => {
  it("counts the time left by the server's clock, whatever the device's date says", () => {
    // The server says 10 minutes are left; the device's wall clock plays no part.
    const deadline = localDeadline('2026-11-26T12:10:00.000Z', '2026-11-26T12:00:00.000Z', 5_000);
    expect(deadline).toBe(5_000 + 600_000);
    expect(secondsLeft(deadline, 5_000)).toBe(600);
    expect(secondsLeft(deadline, 5_000 + 599_001)).toBe(1);
    expect(secondsLeft(deadline, 5_000 + 700_000)).toBe(0);
  });

  it('gives no time to a deadline already past on the server', () => {
    expect(localDeadline('2026-11-26T11:59:00Z', '2026-11-26T12:00:00Z', 100)).toBe(100);
  });
});

describe('formatTimeLeft and spokenTimeLeft', () => {
  it('writes minutes and seconds, with hours when there are', () => {
    expect(formatTimeLeft(299)).toBe('04:59');
    expect(formatTimeLeft(3_909)).toBe('1:05:09');
    expect(formatTimeLeft(0)).toBe('00:00');
  });

  it('says the time left in words', () => {
    expect(spokenTimeLeft(299)).toBe('Tempo restante: 4 minutos e 59 segundos');
    expect(spokenTimeLeft(3_660)).toBe('Tempo restante: 1 hora e 1 minuto');
    expect(spokenTimeLeft(0)).toBe('Tempo restante: 0 segundos');
  });
});
