// The one interface every NFS-e provider implements, and the shapes the database hands over and
// takes back (claim_invoice_work, record_invoice_result in supabase/schemas/19_fiscal.sql). The
// functions only ever talk to a FiscalProvider; another provider is one file implementing it
// plus one line in from-env.ts. docs/fiscal-provider.md.

/** The school's fiscal settings as claim_invoice_work returns them (public.fiscal_settings). */
export interface FiscalSettings {
  enabled: boolean;
  cnpj: string;
  legal_name: string;
  municipal_registration: string;
  /** IBGE code, 7 digits. */
  municipality_code: string;
  tax_regime: 'simples_nacional' | 'mei' | 'lucro_presumido' | 'lucro_real';
  /** Item of LC 116/2003's list, '08.02'. */
  service_code: string;
  city_tax_code: string | null;
  /** Percent, 2 to 5. */
  iss_rate: number;
  service_description: string;
  requires_taker_address: boolean;
}

/** Who the nota is for: a person (CPF) or a company (CNPJ), as claim_invoice_work builds it. */
export interface Taker {
  name: string;
  email: string | null;
  cpf: string | null;
  cnpj: string | null;
  address: {
    street: string;
    number: string | null;
    city: string | null;
    /** Two upper-case letters. */
    state: string | null;
    /** Eight digits. */
    postal_code: string | null;
  } | null;
}

/** One item of claim_invoice_work's `work`. */
export interface InvoiceWork {
  invoice_id: string;
  action: 'issue' | 'poll' | 'cancel';
  /** The order id: the reference the provider is given, so a nota is never issued twice. */
  reference: string;
  attempts: number;
  /** When the order was paid. */
  issued_at: string;
  amount: number;
  description: string;
  taker: Taker;
}

export interface ClaimedInvoiceWork {
  settings: FiscalSettings | null;
  work: InvoiceWork[];
}

/** What a nota is made from. */
export interface IssueRequest {
  settings: FiscalSettings;
  amount: number;
  description: string;
  taker: Taker;
}

export interface IssuedNota {
  status: 'issued';
  number: string;
  verificationCode: string | null;
  pdfUrl: string | null;
  xmlUrl: string | null;
}

/**
 * What the provider said of a nota: still being processed, issued, refused (with its reason, in
 * the provider's words), cancelled, or that it could not be asked (network, 5xx, 429: try later).
 */
export type FiscalAnswer =
  | { status: 'processing' }
  | IssuedNota
  | { status: 'failed'; reason: string }
  | { status: 'cancelled' }
  | { status: 'unavailable'; detail: string };

export interface FiscalProvider {
  /** Stored in invoices.provider. */
  readonly name: string;
  /** Sends the nota of `reference` (the order id); sending it again never makes a second one. */
  issue(reference: string, request: IssueRequest): Promise<FiscalAnswer>;
  /** The nota as the provider holds it now; `not_found` when it never received it. */
  status(reference: string): Promise<FiscalAnswer | { status: 'not_found' }>;
  /** Cancels the nota of `reference` (`reason`: the justificativa the municipality keeps). */
  cancel(reference: string, reason: string): Promise<FiscalAnswer>;
}

/** record_invoice_result's p_result (docs/invoices.md → Who does the work). */
export type RecordedResult =
  | { status: 'unavailable' }
  | {
      status: 'processing' | 'issued' | 'failed' | 'cancelled';
      provider: string;
      number?: string;
      verification_code?: string;
      pdf_url?: string;
      xml_url?: string;
      failure_reason?: string;
    };

/** An http(s) address, or null: the table keeps nothing else (invoices_links_check). */
export function webLink(value: unknown): string | null {
  return typeof value === 'string' && /^https?:\/\/\S+$/.test(value) ? value : null;
}

export function recordedResult(provider: string, answer: FiscalAnswer): RecordedResult {
  switch (answer.status) {
    case 'unavailable':
      return { status: 'unavailable' };
    case 'processing':
    case 'cancelled':
      return { status: answer.status, provider };
    case 'failed':
      return { status: 'failed', provider, failure_reason: answer.reason.slice(0, 1000) };
    case 'issued':
      return {
        status: 'issued',
        provider,
        number: answer.number,
        ...(answer.verificationCode && { verification_code: answer.verificationCode }),
        ...(webLink(answer.pdfUrl) && { pdf_url: answer.pdfUrl! }),
        ...(webLink(answer.xmlUrl) && { xml_url: answer.xmlUrl! }),
      };
  }
}
