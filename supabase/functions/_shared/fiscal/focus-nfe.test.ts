// Focus NFe's adapter: the nota built from claim_invoice_work's data with only the documented
// fields, and each answer of https://focusnfe.com.br/doc/#nfse (the bodies below are the
// documentation's own examples) read into what record_invoice_result stores.
import { describe, expect, it } from 'vitest';
import { fiscalProviderFromEnvironment } from './config.ts';
import {
  FOCUS_NFE_SANDBOX_URL,
  focusDateTime,
  focusNfeProvider,
  focusNfseRequest,
  nfseAnswer,
  refusalReason,
} from './focus-nfe.ts';
import { recordedResult, type FiscalSettings, type IssueRequest } from './provider.ts';

const settings: FiscalSettings = {
  enabled: true,
  cnpj: '11222333000181',
  legal_name: 'Trilha Cloud Educação Digital Ltda',
  municipal_registration: '1234567',
  municipality_code: '3550308',
  tax_regime: 'simples_nacional',
  service_code: '08.02',
  city_tax_code: null,
  iss_rate: 2,
  service_description: 'Curso livre on-line de computação em nuvem',
  requires_taker_address: false,
};

const person: IssueRequest = {
  settings,
  amount: 178.2,
  description: 'Curso livre on-line de computação em nuvem — AWS Cloud Practitioner',
  taker: {
    name: 'Maria Souza',
    email: 'maria@exemplo.com.br',
    cpf: '52998224725',
    cnpj: null,
    address: {
      street: 'Avenida Paulista',
      number: '1578',
      city: 'São Paulo',
      state: 'SP',
      postal_code: '01310200',
    },
  },
};

const REF = '3f0c6a2e-0000-4000-8000-000000000001';

// Documented answers (focusnfe.com.br/doc, NFSe → Envio, Consulta, Cancelamento; Introdução → Erros).
const accepted = { cnpj_prestador: '11222333000181', ref: REF, status: 'processando_autorizacao' };
const authorised = {
  cnpj_prestador: '07504505000132',
  ref: 'nfs-2',
  numero_rps: '224',
  serie_rps: '1',
  status: 'autorizado',
  numero: '233',
  codigo_verificacao: 'DU1M-M2Y',
  data_emissao: '2019-05-27T00:00:00-03:00',
  url: 'https://200.189.192.82/PilotoNota_Portal/Default.aspx?doc=07504505000132&num=233&cod=DUMMY',
  caminho_xml_nota_fiscal:
    '/arquivos/07504505000132_12345/202401/XMLsNFSe/075045050001324106902-004949940-433-DUMMY-nfse.xml',
};
const rejected = {
  cnpj_prestador: '07504505000132',
  ref: 'nfs-2',
  numero_rps: '224',
  serie_rps: '1',
  status: 'erro_autorizacao',
  erros: [{ codigo: 'E145', mensagem: 'Regime Especial de Tributação ausente/inválido.', correcao: null }],
};
const invalid = {
  codigo: 'requisicao_invalida',
  mensagem: 'Parâmetro "prestador.codigo_municipio" não informado',
};

type Call = { method: string; url: string; headers: Record<string, string>; body: unknown };

/** A fetch answering each call with the next of `answers` ([status, body] or a thrown error). */
function recorded(answers: ([number, unknown] | Error)[]) {
  const calls: Call[] = [];
  const fetcher = (url: string | URL | Request, init?: RequestInit) => {
    calls.push({
      method: init?.method ?? 'GET',
      url: String(url),
      headers: init?.headers as Record<string, string>,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    const answer = answers.shift();
    if (!answer) throw new Error('no more answers');
    if (answer instanceof Error) return Promise.reject(answer);
    const [status, body] = answer;
    return Promise.resolve(
      typeof body === 'string'
        ? new Response(body, { status, headers: { 'content-type': 'text/html' } })
        : Response.json(body, { status }),
    );
  };
  const provider = focusNfeProvider({
    apiUrl: FOCUS_NFE_SANDBOX_URL,
    token: 'token-da-empresa',
    fetch: fetcher as typeof fetch,
    clock: () => new Date('2026-12-15T13:05:09.000Z'),
  });
  return { provider, calls };
}

describe('the nota sent to Focus NFe', () => {
  it("maps the settings, the buyer and the order to POST /v2/nfse's documented fields", () => {
    expect(focusNfseRequest(person, new Date('2026-12-15T13:05:09.000Z'))).toEqual({
      data_emissao: '2026-12-15T10:05:09-03:00',
      natureza_operacao: '1',
      optante_simples_nacional: true,
      regime_especial_tributacao: '6',
      prestador: { cnpj: '11222333000181', inscricao_municipal: '1234567', codigo_municipio: '3550308' },
      tomador: {
        cpf: '52998224725',
        razao_social: 'Maria Souza',
        email: 'maria@exemplo.com.br',
        endereco: { logradouro: 'Avenida Paulista', numero: '1578', uf: 'SP', cep: '01310200' },
      },
      servico: {
        valor_servicos: 178.2,
        iss_retido: false,
        aliquota: 2,
        item_lista_servico: '0802',
        discriminacao: 'Curso livre on-line de computação em nuvem — AWS Cloud Practitioner',
        codigo_municipio: '3550308',
      },
    });
  });

  it("a company's order carries its CNPJ; lucro presumido is no Simples; the city's code when set", () => {
    const body = focusNfseRequest(
      {
        ...person,
        settings: { ...settings, tax_regime: 'lucro_presumido', city_tax_code: '02800' },
        taker: { name: 'Nuvem Ltda', email: null, cpf: null, cnpj: '11.444.777/0001-61', address: null },
      },
      new Date('2026-12-15T02:30:00.000Z'),
    );
    expect(body.data_emissao).toBe('2026-12-14T23:30:00-03:00');
    expect(body.optante_simples_nacional).toBe(false);
    expect(body).not.toHaveProperty('regime_especial_tributacao');
    expect(body.tomador).toEqual({ cnpj: '11444777000161', razao_social: 'Nuvem Ltda' });
    expect(body.servico.codigo_tributario_municipio).toBe('02800');
    expect(
      focusNfseRequest({ ...person, settings: { ...settings, tax_regime: 'mei' } }, new Date()),
    ).toMatchObject({ optante_simples_nacional: true, regime_especial_tributacao: '5' });
  });

  it('keeps to the documented sizes: the name cut at 115, an e-mail over 80 left out', () => {
    const body = focusNfseRequest(
      { ...person, taker: { ...person.taker, name: 'N'.repeat(130), email: `${'e'.repeat(75)}@x.com.br` } },
      new Date(),
    );
    expect(body.tomador.razao_social).toHaveLength(115);
    expect(body.tomador).not.toHaveProperty('email');
  });

  it('writes São Paulo time, which has no daylight saving', () => {
    expect(focusDateTime(new Date('2026-07-01T03:00:00.000Z'))).toBe('2026-07-01T00:00:00-03:00');
  });
});

describe("Focus NFe's answers", () => {
  it('authorised: number, verification code, the page as the PDF when there is no DANFSe, the XML on the server', () => {
    expect(nfseAnswer(authorised, FOCUS_NFE_SANDBOX_URL)).toEqual({
      status: 'issued',
      number: '233',
      verificationCode: 'DU1M-M2Y',
      pdfUrl: authorised.url,
      xmlUrl: `https://homologacao.focusnfe.com.br${authorised.caminho_xml_nota_fiscal}`,
    });
    const withDanfse = {
      ...authorised,
      url_danfse: 'https://focusnfe.s3.sa-east-1.amazonaws.com/arquivos/x.pdf',
    };
    expect(nfseAnswer(withDanfse, FOCUS_NFE_SANDBOX_URL)).toMatchObject({
      pdfUrl: 'https://focusnfe.s3.sa-east-1.amazonaws.com/arquivos/x.pdf',
    });
  });

  it("processing, rejected (the municipality's message), cancelled, and a status it does not know", () => {
    expect(nfseAnswer(accepted, FOCUS_NFE_SANDBOX_URL)).toEqual({ status: 'processing' });
    expect(nfseAnswer(rejected, FOCUS_NFE_SANDBOX_URL)).toEqual({
      status: 'failed',
      reason: 'Regime Especial de Tributação ausente/inválido. (E145)',
    });
    expect(nfseAnswer({ ...authorised, status: 'cancelado' }, FOCUS_NFE_SANDBOX_URL)).toEqual({
      status: 'cancelled',
    });
    expect(nfseAnswer({ status: 'autorizado' }, FOCUS_NFE_SANDBOX_URL)).toEqual({ status: 'processing' });
    expect(nfseAnswer({ status: 'novo' }, FOCUS_NFE_SANDBOX_URL).status).toBe('unavailable');
    expect(refusalReason(invalid, 400)).toBe('Parâmetro "prestador.codigo_municipio" não informado');
    expect(refusalReason(null, 400)).toBe('Focus NFe respondeu HTTP 400');
  });

  it('what record_invoice_result is given: only http(s) links', () => {
    expect(recordedResult('focus-nfe', nfseAnswer(authorised, FOCUS_NFE_SANDBOX_URL))).toEqual({
      status: 'issued',
      provider: 'focus-nfe',
      number: '233',
      verification_code: 'DU1M-M2Y',
      pdf_url: authorised.url,
      xml_url: `https://homologacao.focusnfe.com.br${authorised.caminho_xml_nota_fiscal}`,
    });
    expect(
      recordedResult('focus-nfe', {
        status: 'issued',
        number: '1',
        verificationCode: null,
        pdfUrl: 'javascript:alert(1)',
        xmlUrl: null,
      }),
    ).toEqual({ status: 'issued', provider: 'focus-nfe', number: '1' });
    expect(recordedResult('focus-nfe', { status: 'unavailable', detail: 'HTTP 503' })).toEqual({
      status: 'unavailable',
    });
    expect(recordedResult('focus-nfe', { status: 'failed', reason: 'x'.repeat(1200) })).toMatchObject({
      failure_reason: 'x'.repeat(1000),
    });
  });
});

describe('the provider over HTTP', () => {
  it('POST /v2/nfse?ref=<order id> with HTTP Basic (the token as user, no password); accepted is processing', async () => {
    const { provider, calls } = recorded([[201, accepted]]);
    expect(await provider.issue(REF, person)).toEqual({ status: 'processing' });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: `https://homologacao.focusnfe.com.br/v2/nfse?ref=${REF}`,
    });
    expect(calls[0]!.headers.Authorization).toBe(`Basic ${btoa('token-da-empresa:')}`);
    expect(calls[0]!.body).toEqual(focusNfseRequest(person, new Date('2026-12-15T13:05:09.000Z')));
  });

  it('the same reference sent again never makes a second nota: in processing, or read back once authorised', async () => {
    const again = recorded([[422, { codigo: 'em_processamento', mensagem: 'Nota fiscal em processamento' }]]);
    expect(await again.provider.issue(REF, person)).toEqual({ status: 'processing' });
    const done = recorded([
      [422, { codigo: 'nfe_autorizada', mensagem: 'Nota fiscal já autorizada' }],
      [200, authorised],
    ]);
    expect(await done.provider.issue(REF, person)).toMatchObject({ status: 'issued', number: '233' });
    expect(done.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      `POST https://homologacao.focusnfe.com.br/v2/nfse?ref=${REF}`,
      `GET https://homologacao.focusnfe.com.br/v2/nfse/${REF}`,
    ]);
  });

  it('a 4xx refusal fails with its message; network errors, 5xx, 429 and a refused token are unavailable', async () => {
    expect(await recorded([[400, invalid]]).provider.issue(REF, person)).toEqual({
      status: 'failed',
      reason: 'Parâmetro "prestador.codigo_municipio" não informado',
    });
    expect(
      await recorded([
        [400, { codigo: 'certificado_vencido', mensagem: 'O certificado do emitente está vencido' }],
      ]).provider.issue(REF, person),
    ).toEqual({ status: 'failed', reason: 'O certificado do emitente está vencido' });
    for (const answer of [
      new TypeError('fetch failed'),
      [503, '<html>Service Unavailable</html>'] as [number, unknown],
      [500, { codigo: 'erro_interno' }] as [number, unknown],
      [429, { codigo: 'limite_excedido' }] as [number, unknown],
      [403, { codigo: 'permissao_negada', mensagem: 'Permissão negada' }] as [number, unknown],
    ]) {
      expect((await recorded([answer]).provider.issue(REF, person)).status).toBe('unavailable');
      expect((await recorded([answer]).provider.status(REF)).status).toBe('unavailable');
      expect((await recorded([answer]).provider.cancel(REF, 'Pedido reembolsado ao tomador')).status).toBe(
        'unavailable',
      );
    }
  });

  it('GET /v2/nfse/<ref>: a nota it never received is not_found', async () => {
    expect(
      await recorded([
        [404, { codigo: 'nao_encontrado', mensagem: 'Nota fiscal não encontrada' }],
      ]).provider.status(REF),
    ).toEqual({ status: 'not_found' });
    expect(await recorded([[200, rejected]]).provider.status(REF)).toMatchObject({ status: 'failed' });
  });

  it('DELETE /v2/nfse/<ref> with the justificativa: cancelled, refused, already cancelled, not issued', async () => {
    const cancelled = recorded([[200, { status: 'cancelado' }]]);
    expect(await cancelled.provider.cancel(REF, 'Pedido reembolsado ao tomador')).toEqual({
      status: 'cancelled',
    });
    expect(cancelled.calls[0]).toMatchObject({
      method: 'DELETE',
      url: `https://homologacao.focusnfe.com.br/v2/nfse/${REF}`,
      body: { justificativa: 'Pedido reembolsado ao tomador' },
    });
    const refusal = {
      status: 'erro_cancelamento',
      erros: [
        {
          codigo: 'E523',
          mensagem: 'nota que você está tentando cancelar está fora do prazo permitido para cancelamento',
          correcao: null,
        },
      ],
    };
    expect(await recorded([[200, refusal]]).provider.cancel(REF, 'Pedido reembolsado')).toEqual({
      status: 'failed',
      reason: 'nota que você está tentando cancelar está fora do prazo permitido para cancelamento (E523)',
    });
    expect(
      await recorded([
        [400, { codigo: 'nfe_cancelada', mensagem: 'Nota Fiscal já cancelada' }],
      ]).provider.cancel(REF, 'Pedido reembolsado'),
    ).toEqual({ status: 'cancelled' });
    const notAuthorised = [400, { codigo: 'nfe_nao_autorizada', mensagem: 'Nota fiscal não autorizada' }] as [
      number,
      unknown,
    ];
    // Still processing: cancelled once authorised (the schedule comes back); rejected: never issued.
    expect(
      await recorded([notAuthorised, [200, accepted]]).provider.cancel(REF, 'Pedido reembolsado'),
    ).toEqual({
      status: 'processing',
    });
    expect(
      await recorded([notAuthorised, [200, rejected]]).provider.cancel(REF, 'Pedido reembolsado'),
    ).toEqual({
      status: 'cancelled',
    });
  });
});

describe('the provider chosen from the function secrets', () => {
  it('none without FISCAL_PROVIDER; Focus NFe over https; the stand-in only at a loopback address', () => {
    expect(fiscalProviderFromEnvironment({})).toBeNull();
    const focus = {
      FISCAL_PROVIDER: 'focus-nfe',
      FISCAL_API_URL: FOCUS_NFE_SANDBOX_URL,
      FISCAL_API_TOKEN: 't',
    };
    expect(fiscalProviderFromEnvironment(focus)?.name).toBe('focus-nfe');
    expect(() => fiscalProviderFromEnvironment({ ...focus, FISCAL_API_TOKEN: ' ' })).toThrow(
      'FISCAL_API_TOKEN',
    );
    expect(() =>
      fiscalProviderFromEnvironment({ ...focus, FISCAL_API_URL: 'http://api.focusnfe.com.br' }),
    ).toThrow('https://');
    const standIn = {
      FISCAL_PROVIDER: 'stand-in',
      FISCAL_API_URL: 'http://127.0.0.1:54999',
      FISCAL_API_TOKEN: 't',
    };
    expect(fiscalProviderFromEnvironment(standIn)?.name).toBe('focus-nfe');
    expect(() =>
      fiscalProviderFromEnvironment({ ...standIn, FISCAL_API_URL: 'https://api.focusnfe.com.br' }),
    ).toThrow('loopback');
    expect(() => fiscalProviderFromEnvironment({ ...focus, FISCAL_PROVIDER: 'enotas' })).toThrow('enotas');
  });
});
