import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jsonCount, jsonNumber, parseRpcResult, RpcResultError } from './rpc-json';

describe('RPC JSON', () => {
  it('reads figures sent as numbers or as numeric strings', () => {
    expect(jsonNumber.parse(12.5)).toBe(12.5);
    expect(jsonNumber.parse('12.50')).toBe(12.5);
    expect(jsonCount.parse('7')).toBe(7);
  });

  it('refuses what is not a figure instead of reading it as 0', () => {
    for (const value of [undefined, null, '', 'x', '1e5', Number.NaN, {}])
      expect(jsonNumber.safeParse(value).success, String(value)).toBe(false);
    for (const value of [-1, 2.5, '-3'])
      expect(jsonCount.safeParse(value).success, String(value)).toBe(false);
  });

  it('names the RPC and every field that is off', () => {
    const schema = z.object({ total: jsonCount, items: z.array(z.object({ id: z.string() })) });
    expect(parseRpcResult('get_things', schema, { total: '2', items: [{ id: 'a' }] })).toEqual({
      total: 2,
      items: [{ id: 'a' }],
    });
    const failure = (() => {
      try {
        parseRpcResult('get_things', schema, { items: [{ id: 1 }] });
      } catch (error) {
        return error;
      }
    })();
    expect(failure).toBeInstanceOf(RpcResultError);
    expect((failure as RpcResultError).message).toMatch(/^Unexpected answer from get_things: /);
    expect((failure as RpcResultError).issues.map((issue) => issue.path.join('.'))).toEqual([
      'total',
      'items.0.id',
    ]);
  });
});
