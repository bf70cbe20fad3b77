import { describe, expect, it } from 'vitest';
import { safeReturnPath, withReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('keeps a path of this site with its query', () => {
    expect(safeReturnPath('/course/aws?inscrever=1')).toBe('/course/aws?inscrever=1');
    expect(safeReturnPath('/dashboard')).toBe('/dashboard');
  });

  it('drops anything that could leave the site or loop', () => {
    for (const value of [
      null,
      '',
      'https://evil.example/course/aws',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'course/aws',
      '/auth?mode=signup',
      `/${'a'.repeat(400)}`,
    ]) {
      expect(safeReturnPath(value), String(value)).toBeNull();
    }
  });
});

describe('withReturnPath', () => {
  it('adds the goal to the /auth address, keeping its mode', () => {
    expect(withReturnPath('/auth?mode=signup', '/course/aws?inscrever=1')).toBe(
      '/auth?mode=signup&voltar=%2Fcourse%2Faws%3Finscrever%3D1',
    );
    expect(withReturnPath('/auth', '/course/ia?inscrever=1')).toBe(
      '/auth?voltar=%2Fcourse%2Fia%3Finscrever%3D1',
    );
  });

  it('leaves the address alone when the goal is not safe', () => {
    expect(withReturnPath('/auth?mode=signup', 'https://evil.example')).toBe('/auth?mode=signup');
  });
});
