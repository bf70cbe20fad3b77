import { describe, expect, it } from 'vitest';
import { preapprovalAmountBody, restApi } from './mercado-pago-api.ts';
import { PaymentProviderError } from './provider.ts';

interface Call {
  url: string;
  init: RequestInit;
}

function recordingFetch(answer: () => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetcher = ((url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return Promise.resolve(answer());
  }) as typeof fetch;
  return { calls, fetcher };
}

describe('preapprovalAmountBody', () => {
  it('changes only the amount, giving the currency again as Mercado Pago asks', () => {
    expect(preapprovalAmountBody(89.9)).toEqual({
      auto_recurring: { transaction_amount: 89.9, currency_id: 'BRL' },
    });
  });
});

describe('restApi.updatePreapproval', () => {
  it("PUTs the body to /preapproval/{id} with the seller's token and answers the preapproval", async () => {
    const preapproval = {
      id: '2c938084726fca480172750000000000',
      status: 'authorized',
      auto_recurring: { transaction_amount: 89.9, currency_id: 'BRL' },
    };
    const { calls, fetcher } = recordingFetch(() => Response.json(preapproval));
    const api = restApi('http://127.0.0.1:4010/', 'TEST-token', fetcher);

    await expect(api.updatePreapproval(preapproval.id, preapprovalAmountBody(89.9))).resolves.toEqual(
      preapproval,
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(`http://127.0.0.1:4010/preapproval/${preapproval.id}`);
    expect(calls[0]!.init.method).toBe('PUT');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      auto_recurring: { transaction_amount: 89.9, currency_id: 'BRL' },
    });
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer TEST-token');
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers['X-Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('escapes the id into the path', async () => {
    const { calls, fetcher } = recordingFetch(() => Response.json({}));
    await restApi('http://stand-in', 'TEST-token', fetcher).updatePreapproval(
      'a/b?c',
      preapprovalAmountBody(1),
    );
    expect(calls[0]!.url).toBe('http://stand-in/preapproval/a%2Fb%3Fc');
  });

  it('maps the answers: 404 not found, 5xx and 401 unavailable, another 4xx refused, no answer unavailable', async () => {
    const cases: [() => Response | Promise<Response>, PaymentProviderError['kind']][] = [
      [() => Response.json({ message: 'preapproval not found' }, { status: 404 }), 'not_found'],
      [() => Response.json({ message: 'try again later' }, { status: 503 }), 'unavailable'],
      [() => Response.json({ message: 'invalid access token' }, { status: 401 }), 'unavailable'],
      [() => Response.json({ message: 'invalid currency_id' }, { status: 400 }), 'refused'],
      [() => Promise.reject(new TypeError('fetch failed')), 'unavailable'],
    ];
    for (const [answer, kind] of cases) {
      const { fetcher } = recordingFetch(answer);
      const failure = await restApi('http://stand-in', 'TEST-token', fetcher)
        .updatePreapproval('abc', preapprovalAmountBody(49.9))
        .catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(PaymentProviderError);
      expect((failure as PaymentProviderError).kind).toBe(kind);
    }
  });
});
