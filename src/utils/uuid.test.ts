import { describe, expect, it } from 'vitest';
import { isUuid } from './uuid';

describe('isUuid', () => {
  it('accepts ids and refuses anything else', () => {
    expect(isUuid('4f9c2f1e-8b1a-4c3d-9e2f-0a1b2c3d4e5f')).toBe(true);
    expect(isUuid('4F9C2F1E-8B1A-4C3D-9E2F-0A1B2C3D4E5F')).toBe(true);
    for (const value of ['', 'aws', '4f9c2f1e-8b1a-4c3d-9e2f-0a1b2c3d4e5', "1' or '1'='1"])
      expect(isUuid(value), value).toBe(false);
  });
});
