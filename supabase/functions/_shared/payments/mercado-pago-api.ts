// Mercado Pago's REST calls as the adapter (mercado-pago.ts) makes them, in Mercado Pago's own
// request and answer shapes: the resources it reads, the bodies it sends and `restApi`, the same
// paths and JSON over fetch for the local stand-in. Only types come from the SDK, so this runs
// under Node too (its unit tests). docs/payments-provider.md.
import type { PreApproval, Preference } from 'mercadopago';
import { PaymentProviderError } from './provider.ts';

/** The fields of Mercado Pago's payment resource the provider reads. */
export interface MercadoPagoPayment {
  id?: number | string;
  status?: string;
  status_detail?: string;
  transaction_amount?: number;
  external_reference?: string | null;
  date_last_updated?: string;
  date_created?: string;
}

/** The fields of a preapproval (a subscription) the provider reads. */
export interface MercadoPagoPreapproval {
  id?: string;
  status?: string;
  external_reference?: string | null;
  init_point?: string;
  auto_recurring?: { transaction_amount?: number; currency_id?: string };
  date_created?: string;
  last_modified?: string;
}

/** The fields of an authorized payment (one charge of a preapproval) the provider reads. */
export interface MercadoPagoAuthorizedPayment {
  id?: number | string;
  preapproval_id?: string;
  status?: string;
  external_reference?: string | null;
  transaction_amount?: number;
  payment?: { id?: number | string; status?: string; status_detail?: string };
  date_created?: string;
  last_modified?: string;
}

/** A Checkout Pro preference as the SDK types it (its type is not exported by name). */
export type PreferenceBody = Parameters<Preference['create']>[0]['body'];
/** A preapproval as the SDK types it. */
export type PreapprovalBody = Parameters<PreApproval['create']>[0]['body'];
/** A change to a preapproval (`PUT /preapproval/{id}`) as the SDK types it. */
export type PreapprovalUpdateBody = Parameters<PreApproval['update']>[0]['body'];

/** The calls the provider makes, in Mercado Pago's own request and answer shapes. */
export interface MercadoPagoApi {
  createPreference(body: PreferenceBody): Promise<{ id?: string; init_point?: string }>;
  getPayment(id: string): Promise<MercadoPagoPayment>;
  refundPayment(id: string): Promise<void>;
  createPreapproval(body: PreapprovalBody): Promise<{ id?: string; init_point?: string }>;
  getPreapproval(id: string): Promise<MercadoPagoPreapproval>;
  cancelPreapproval(id: string): Promise<void>;
  updatePreapproval(id: string, body: PreapprovalUpdateBody): Promise<MercadoPagoPreapproval>;
  getAuthorizedPayment(id: string): Promise<MercadoPagoAuthorizedPayment>;
}

/**
 * The next charges of a preapproval at `amount`: Mercado Pago's "Alterar valor" takes the new
 * `auto_recurring.transaction_amount` with the `currency_id` given again (docs/payments-provider.md).
 */
export function preapprovalAmountBody(amount: number): PreapprovalUpdateBody {
  return { auto_recurring: { transaction_amount: amount, currency_id: 'BRL' } };
}

/** The local stand-in (scripts/lib/payment-stand-in.mjs): the same paths and JSON over fetch. */
export function restApi(baseUrl: string, accessToken: string, fetcher: typeof fetch = fetch): MercadoPagoApi {
  const base = baseUrl.replace(/\/+$/, '');
  async function request<T>(path: string, init: RequestInit = {}): Promise<T> {
    let response: Response;
    try {
      response = await fetcher(`${base}${path}`, {
        ...init,
        headers: {
          Authorization: `Bearer ${accessToken}`,
          'Content-Type': 'application/json',
          'X-Idempotency-Key': crypto.randomUUID(),
        },
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      throw new PaymentProviderError('unavailable', `${init.method ?? 'GET'} ${path}`, error);
    }
    const body = await response.json().catch(() => null);
    if (response.ok) return body as T;
    const kind =
      response.status === 404
        ? 'not_found'
        : response.status >= 500 || response.status === 401
          ? 'unavailable'
          : 'refused';
    throw new PaymentProviderError(kind, `${init.method ?? 'GET'} ${path}: ${response.status}`, body);
  }
  return {
    createPreference: (body) =>
      request('/checkout/preferences', { method: 'POST', body: JSON.stringify(body) }),
    getPayment: (id) => request(`/v1/payments/${encodeURIComponent(id)}`),
    async refundPayment(id) {
      await request(`/v1/payments/${encodeURIComponent(id)}/refunds`, { method: 'POST', body: '{}' });
    },
    createPreapproval: (body) => request('/preapproval', { method: 'POST', body: JSON.stringify(body) }),
    getPreapproval: (id) => request(`/preapproval/${encodeURIComponent(id)}`),
    async cancelPreapproval(id) {
      await request(`/preapproval/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body: JSON.stringify({ status: 'cancelled' }),
      });
    },
    updatePreapproval: (id, body) =>
      request(`/preapproval/${encodeURIComponent(id)}`, { method: 'PUT', body: JSON.stringify(body) }),
    getAuthorizedPayment: (id) => request(`/authorized_payments/${encodeURIComponent(id)}`),
  };
}
