import { describe, expect, it } from 'vitest';
import { formatCertificateCode, MAX_TYPED_CODE_LENGTH, normalizeCertificateCode } from './certificate-code';

describe('normalizeCertificateCode', () => {
  it('reads a code however it is typed', () => {
    for (const typed of [
      'TC-7K2M9QX4HZ8B',
      'TC-7K2M-9QX4-HZ8B',
      'tc-7k2m-9qx4-hz8b',
      '  TC 7K2M 9QX4 HZ8B  ',
      'TC7K2M9QX4HZ8B',
      '7K2M9QX4HZ8B',
      '7k2m-9qx4-hz8b',
      'TC--7K2M--9QX4--HZ8B--',
      'TC.7K2M/9QX4_HZ8B',
    ]) {
      expect(normalizeCertificateCode(typed), typed).toBe('TC-7K2M9QX4HZ8B');
    }
  });

  it('reads the look-alikes as Crockford does: I and L as 1, O as 0', () => {
    expect(normalizeCertificateCode('TC-lI0O-1234-5678')).toBe('TC-110012345678');
  });

  it('refuses what cannot be a code', () => {
    for (const typed of [
      null,
      undefined,
      '',
      '   ',
      'TC-7K2M-9QX4-HZ8',
      'TC-7K2M-9QX4-HZ8BB',
      'TC-7K2M-9QX4-HZ8U',
      "TC-' or 1=1 --",
      '%',
      '<script>alert(1)</script>',
      'X'.repeat(200),
      `${' '.repeat(MAX_TYPED_CODE_LENGTH)}7K2M9QX4HZ8B`,
    ]) {
      expect(normalizeCertificateCode(typed), String(typed)).toBeNull();
    }
  });
});

describe('formatCertificateCode', () => {
  it('groups a code by four for reading and links', () => {
    expect(formatCertificateCode('TC-7K2M9QX4HZ8B')).toBe('TC-7K2M-9QX4-HZ8B');
    expect(formatCertificateCode('tc 7k2m9qx4hz8b')).toBe('TC-7K2M-9QX4-HZ8B');
  });

  it('leaves anything else as it was', () => {
    expect(formatCertificateCode('não é um código')).toBe('não é um código');
  });
});
