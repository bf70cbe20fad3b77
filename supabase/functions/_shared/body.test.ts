import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isUuid, parseBody, readBody, scheduledJobBody, uuidField } from './body.ts';
import { bearerToken, sameKey, scheduledJobRefusal } from './caller.ts';

const orderId = '3F0C6A2E-9B1D-4C8E-8F7A-1B2C3D4E5F60';
const schema = z.object({
  orderId: uuidField('invalid_order_id'),
  note: z.string({ error: 'note_required' }).max(5, { error: 'note_too_long' }),
  // No code of its own: refused with the body's `invalid` code.
  count: z.int().optional(),
});
const options = { invalid: 'invalid_refund_request', headers: { 'Access-Control-Allow-Origin': '*' } };

function post(body: string) {
  return new Request('http://functions.test/refund-order', { method: 'POST', body });
}

async function refusal(answer: unknown) {
  expect(answer).toBeInstanceOf(Response);
  const response = answer as Response;
  return {
    status: response.status,
    cors: response.headers.get('Access-Control-Allow-Origin'),
    body: await response.json(),
  };
}

describe('readBody', () => {
  it('answers the parsed body, with only the fields the schema knows', async () => {
    expect(
      await readBody(post(JSON.stringify({ orderId, note: 'ok', role: 'administrador' })), schema, options),
    ).toEqual({
      orderId,
      note: 'ok',
    });
  });

  it('refuses a body that is not JSON, or not an object, with the function’s invalid code', async () => {
    for (const body of ['{"orderId":', '', 'null', '[]', '"x"', '42']) {
      expect(await refusal(await readBody(post(body), schema, options))).toEqual({
        status: 400,
        cors: '*',
        body: { code: 'invalid_refund_request' },
      });
    }
  });

  it('refuses a missing field with that field’s code', async () => {
    expect(await refusal(await readBody(post(JSON.stringify({ orderId })), schema, options))).toEqual({
      status: 400,
      cors: '*',
      body: { code: 'note_required' },
    });
  });

  it('refuses an id that is not a UUID with the id’s code', async () => {
    for (const id of ['1', 'abc', `${orderId}0`, 42, null]) {
      expect(
        await refusal(await readBody(post(JSON.stringify({ orderId: id, note: 'ok' })), schema, options)),
      ).toEqual({
        status: 400,
        cors: '*',
        body: { code: 'invalid_order_id' },
      });
    }
  });

  it('answers the first failing check, in the schema’s order, and the invalid code for a check without one', () => {
    expect(parseBody({ orderId: 'x', note: 'too long' }, schema, 'invalid_refund_request')).toEqual({
      code: 'invalid_order_id',
    });
    expect(parseBody({ orderId, note: 'too long' }, schema, 'invalid_refund_request')).toEqual({
      code: 'note_too_long',
    });
    expect(parseBody({ orderId, note: 'ok', count: 1.5 }, schema, 'invalid_refund_request')).toEqual({
      code: 'invalid_refund_request',
    });
  });

  it('reads an empty body as {} only when asked to (the scheduled jobs)', async () => {
    const job = { invalid: 'invalid_job_request', emptyIsObject: true };
    expect(await readBody(post(''), scheduledJobBody, job)).toEqual({});
    expect(await readBody(post(' \n'), scheduledJobBody, job)).toEqual({});
    expect(await readBody(post('{"now":"2026-01-08T12:00:00-03:00"}'), scheduledJobBody, job)).toEqual({
      now: '2026-01-08T15:00:00.000Z',
    });
    for (const body of ['{"now":"ontem"}', '{"now":1}', '{"now":null}', 'null', '{']) {
      const answer = await readBody(post(body), scheduledJobBody, job);
      expect(answer).toBeInstanceOf(Response);
      expect(await (answer as Response).json()).toEqual({ code: 'invalid_job_request' });
    }
  });
});

describe('isUuid', () => {
  it('is the same check as uuidField', () => {
    expect(isUuid(orderId)).toBe(true);
    expect(isUuid(orderId.toLowerCase())).toBe(true);
    for (const value of ['', 'abc', `${orderId}0`, 1, null, undefined]) expect(isUuid(value)).toBe(false);
  });
});

describe('the scheduled job caller', () => {
  const jobKey = 'service-role-key';
  const withAuthorization = (value?: string) =>
    new Request('http://functions.test/expire-orders', {
      method: 'POST',
      headers: value === undefined ? {} : { Authorization: value },
    });

  it('passes the service role key as the bearer token, in any case of "Bearer"', () => {
    expect(scheduledJobRefusal(withAuthorization(`Bearer ${jobKey}`), jobKey)).toBeNull();
    expect(scheduledJobRefusal(withAuthorization(`bearer  ${jobKey} `), jobKey)).toBeNull();
  });

  it('refuses any other key, none, or an unset expected key with 401 not_authenticated', async () => {
    for (const [value, expected] of [
      [`Bearer ${jobKey}x`, jobKey],
      [`Bearer ${jobKey.slice(1)}`, jobKey],
      [jobKey, jobKey],
      [undefined, jobKey],
      ['Bearer ', ''],
    ] as const) {
      const answer = scheduledJobRefusal(withAuthorization(value), expected);
      expect(answer?.status).toBe(401);
      expect(await answer?.json()).toEqual({ code: 'not_authenticated' });
    }
  });

  it('reads a bearer token and compares keys in full', () => {
    expect(bearerToken(withAuthorization('Bearer abc'))).toBe('abc');
    expect(bearerToken(withAuthorization('Basic abc'))).toBe('');
    expect(sameKey('abc', 'abc')).toBe(true);
    expect(sameKey('abcd', 'abc')).toBe(false);
    expect(sameKey('', '')).toBe(false);
  });
});
