// Focus NFe (https://focusnfe.com.br/doc/#nfse) behind the FiscalProvider interface: its one NFS-e
// API for every municipality it integrates, `POST /v2/nfse?ref=<ref>` (accepted for processing,
// authorised or refused later), `GET /v2/nfse/<ref>`, `DELETE /v2/nfse/<ref>` with a
// justificativa; HTTP Basic with the token as the user name. The reference is the order id:
// Focus refuses a second nota for a reference already authorised, so a retried request never
// issues twice. Plain fetch, no SDK; the local stand-in (scripts/lib/fiscal-stand-in.mjs) speaks
// the same paths and JSON, so this one code path runs against both. docs/fiscal-provider.md.
import {
  webLink,
  type FiscalAnswer,
  type FiscalProvider,
  type FiscalSettings,
  type IssueRequest,
} from './provider.ts';

export const FOCUS_NFE = 'focus-nfe';
export const FOCUS_NFE_SANDBOX_URL = 'https://homologacao.focusnfe.com.br';
export const FOCUS_NFE_PRODUCTION_URL = 'https://api.focusnfe.com.br';

/** The body of `POST /v2/nfse`: only fields Focus NFe's NFSe documentation names. */
export interface FocusNfseRequest {
  data_emissao: string;
  natureza_operacao: string;
  optante_simples_nacional: boolean;
  regime_especial_tributacao?: string;
  prestador: { cnpj: string; inscricao_municipal: string; codigo_municipio: string };
  tomador: {
    cpf?: string;
    cnpj?: string;
    razao_social: string;
    email?: string;
    endereco?: { logradouro: string; numero?: string; uf?: string; cep?: string };
  };
  servico: {
    valor_servicos: number;
    iss_retido: boolean;
    aliquota: number;
    item_lista_servico: string;
    codigo_tributario_municipio?: string;
    discriminacao: string;
    codigo_municipio: string;
  };
}

/** A message of the municipality (or of Focus) in an answer's `erros`. */
export interface FocusMessage {
  codigo?: string | null;
  mensagem?: string | null;
  correcao?: string | null;
}

/** The fields of Focus NFe's NFSe answers (sending, reading, cancelling) the provider reads. */
export interface FocusNfse {
  status?: string;
  ref?: string;
  numero?: string | null;
  codigo_verificacao?: string | null;
  url?: string | null;
  url_danfse?: string | null;
  caminho_xml_nota_fiscal?: string | null;
  numero_nfse_substituta?: string | null;
  erros?: FocusMessage[] | null;
}

/** Focus NFe's error answer (any 4xx): `{ codigo, mensagem, erros? }`. */
export interface FocusError {
  codigo?: string;
  mensagem?: string;
  erros?: FocusMessage[] | null;
}

/** Focus NFe's `regime_especial_tributacao`: 5 MEI, 6 ME/EPP do Simples Nacional; none otherwise. */
const SPECIAL_REGIME: Partial<Record<FiscalSettings['tax_regime'], string>> = {
  mei: '5',
  simples_nacional: '6',
};

/** São Paulo's wall clock (Brazil keeps UTC−3 all year since 2019), as `data_emissao` is written. */
export function focusDateTime(instant: Date): string {
  return `${new Date(instant.getTime() - 3 * 3_600_000).toISOString().slice(0, 19)}-03:00`;
}

const digits = (text: string) => text.replace(/\D/g, '');

/**
 * The nota of an order as Focus NFe wants it. `data_emissao` is the moment it is sent, not the
 * payment's: a nota sent again after the provider was down for hours would otherwise carry a date
 * the municipality may refuse as too late (docs/fiscal-provider.md → Mapping).
 */
export function focusNfseRequest(request: IssueRequest, now: Date): FocusNfseRequest {
  const { settings, taker } = request;
  const regime = SPECIAL_REGIME[settings.tax_regime];
  const address = taker.address;
  return {
    data_emissao: focusDateTime(now),
    // 1: tributação no município (the school's own, where it is established).
    natureza_operacao: '1',
    optante_simples_nacional: settings.tax_regime === 'simples_nacional' || settings.tax_regime === 'mei',
    ...(regime && { regime_especial_tributacao: regime }),
    prestador: {
      cnpj: settings.cnpj,
      inscricao_municipal: settings.municipal_registration,
      codigo_municipio: settings.municipality_code,
    },
    tomador: {
      ...(taker.cnpj ? { cnpj: digits(taker.cnpj) } : taker.cpf ? { cpf: digits(taker.cpf) } : {}),
      // The sizes are the documented ones; the e-mail is optional, so a longer one is left out.
      razao_social: taker.name.slice(0, 115),
      ...(taker.email && taker.email.length <= 80 && { email: taker.email }),
      ...(address && {
        endereco: {
          logradouro: address.street.slice(0, 125),
          ...(address.number && { numero: address.number.slice(0, 10) }),
          ...(address.state && { uf: address.state }),
          ...(address.postal_code && { cep: address.postal_code }),
        },
      }),
    },
    servico: {
      valor_servicos: Number(request.amount),
      iss_retido: false,
      aliquota: Number(settings.iss_rate),
      // '08.02' → '0802', as Focus NFe's examples write the LC 116/2003 item.
      item_lista_servico: settings.service_code.replace('.', ''),
      ...(settings.city_tax_code && { codigo_tributario_municipio: settings.city_tax_code }),
      discriminacao: request.description,
      codigo_municipio: settings.municipality_code,
    },
  };
}

/** The municipality's (or Focus NFe's) messages in one line, as the buyer and 'Vendas' read it. */
export function refusalReason(body: FocusError | FocusNfse | null, httpStatus?: number): string {
  const messages = (body?.erros ?? [])
    .map((error) => [error.mensagem?.trim(), error.codigo && `(${error.codigo})`].filter(Boolean).join(' '))
    .filter(Boolean);
  if (messages.length > 0) return messages.join('; ');
  const error = body as FocusError | null;
  return error?.mensagem?.trim() || error?.codigo || `Focus NFe respondeu HTTP ${httpStatus ?? '?'}`;
}

/** The XML's address: Focus NFe answers a path on the server the request went to. */
function xmlLink(path: string | null | undefined, apiUrl: string): string | null {
  if (!path) return null;
  if (webLink(path)) return path;
  return path.startsWith('/') ? new URL(path, apiUrl).href : null;
}

/** What a nota's answer (`POST`'s or `GET`'s body) says, in the provider's terms. */
export function nfseAnswer(nfse: FocusNfse | null, apiUrl: string): FiscalAnswer {
  switch (nfse?.status) {
    case 'processando_autorizacao':
      return { status: 'processing' };
    case 'autorizado':
      // Authorised always carries its number; without one, read it again later.
      if (!nfse.numero) return { status: 'processing' };
      return {
        status: 'issued',
        number: String(nfse.numero),
        verificationCode: nfse.codigo_verificacao ?? null,
        // The DANFSe PDF where Focus NFe makes one; else the municipality's own page of the nota.
        pdfUrl: webLink(nfse.url_danfse) ?? webLink(nfse.url),
        xmlUrl: xmlLink(nfse.caminho_xml_nota_fiscal, apiUrl),
      };
    case 'erro_autorizacao':
      return { status: 'failed', reason: refusalReason(nfse) };
    case 'cancelado':
      return { status: 'cancelled' };
    case 'substituido':
      return {
        status: 'failed',
        reason: `NFS-e substituída pela nº ${nfse.numero_nfse_substituta ?? '?'}`,
      };
    default:
      return { status: 'unavailable', detail: `unknown NFS-e status ${String(nfse?.status)}` };
  }
}

type Reply = { status: number; body: unknown } | { unavailable: string };

export interface FocusNfeOptions {
  /** FOCUS_NFE_SANDBOX_URL, FOCUS_NFE_PRODUCTION_URL, or the local stand-in's address. */
  apiUrl: string;
  token: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  clock?: () => Date;
}

export function focusNfeProvider(options: FocusNfeOptions): FiscalProvider {
  const apiUrl = options.apiUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const clock = options.clock ?? (() => new Date());
  const authorization = `Basic ${btoa(`${options.token}:`)}`;

  /** A 2xx or 4xx answer; network errors, timeouts, 5xx, 429 and a refused token are `unavailable`. */
  async function request(method: string, path: string, body?: unknown): Promise<Reply> {
    let response: Response;
    try {
      response = await doFetch(`${apiUrl}${path}`, {
        method,
        headers: {
          Authorization: authorization,
          Accept: 'application/json',
          ...(body !== undefined && { 'Content-Type': 'application/json' }),
        },
        ...(body !== undefined && { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      return { unavailable: `${method} ${path}: ${error instanceof Error ? error.message : String(error)}` };
    }
    const answer = await response.json().catch(() => null);
    // 401/403: the token (or the account) was refused. Nothing is wrong with the nota, so it waits
    // for the token to be fixed, like a provider that is down, instead of failing for the buyer.
    if (
      response.status >= 500 ||
      response.status === 429 ||
      response.status === 401 ||
      response.status === 403
    ) {
      const codigo = (answer as FocusError | null)?.codigo;
      return { unavailable: `${method} ${path}: HTTP ${response.status}${codigo ? ` ${codigo}` : ''}` };
    }
    return { status: response.status, body: answer };
  }

  const path = (reference: string) => `/v2/nfse/${encodeURIComponent(reference)}`;

  async function status(reference: string): Promise<FiscalAnswer | { status: 'not_found' }> {
    const reply = await request('GET', path(reference));
    if ('unavailable' in reply) return { status: 'unavailable', detail: reply.unavailable };
    if (reply.status === 404) return { status: 'not_found' };
    if (reply.status >= 400)
      return { status: 'failed', reason: refusalReason(reply.body as FocusError, reply.status) };
    return nfseAnswer(reply.body as FocusNfse, apiUrl);
  }

  return {
    name: FOCUS_NFE,

    async issue(reference, issueRequest) {
      const reply = await request(
        'POST',
        `/v2/nfse?ref=${encodeURIComponent(reference)}`,
        focusNfseRequest(issueRequest, clock()),
      );
      if ('unavailable' in reply) return { status: 'unavailable', detail: reply.unavailable };
      if (reply.status < 400) {
        const answer = nfseAnswer(reply.body as FocusNfse, apiUrl);
        // Accepted: 201 with the status; anything else is read back.
        return answer.status === 'unavailable' ? { status: 'processing' } : answer;
      }
      const error = reply.body as FocusError | null;
      // The reference was sent before (a retry after a lost answer): never a second nota.
      if (error?.codigo === 'em_processamento') return { status: 'processing' };
      if (error?.codigo === 'nfe_autorizada') {
        const current = await status(reference);
        return current.status === 'not_found' ? { status: 'processing' } : current;
      }
      return { status: 'failed', reason: refusalReason(error, reply.status) };
    },

    status,

    async cancel(reference, reason) {
      const reply = await request('DELETE', path(reference), { justificativa: reason });
      if ('unavailable' in reply) return { status: 'unavailable', detail: reply.unavailable };
      const body = reply.body as (FocusNfse & FocusError) | null;
      if (body?.status === 'cancelado') return { status: 'cancelled' };
      if (body?.status === 'erro_cancelamento') return { status: 'failed', reason: refusalReason(body) };
      if (reply.status < 400)
        return { status: 'unavailable', detail: `DELETE: status ${String(body?.status)}` };
      // Already cancelled, or never received: nothing left to cancel there.
      if (body?.codigo === 'nfe_cancelada' || reply.status === 404) return { status: 'cancelled' };
      if (body?.codigo === 'nfe_nao_autorizada' || body?.codigo === 'em_processamento') {
        // Not authorised (yet): still processing → cancel it once it is; refused → never issued.
        const current = await status(reference);
        if (current.status === 'not_found' || current.status === 'failed') return { status: 'cancelled' };
        if (current.status === 'issued') return { status: 'processing' };
        return current;
      }
      return { status: 'failed', reason: refusalReason(body, reply.status) };
    },
  };
}
