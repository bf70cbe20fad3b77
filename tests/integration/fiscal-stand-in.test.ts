// The local stand-in of Focus NFe's NFS-e API as the functions meet it, over HTTP: only the
// company's token, asynchronous authorisation with the documents it serves, one nota per
// reference however often it is sent, cancellation with a justificativa, the documented refusals,
// and the switch that takes it down. A stand-in of its own (not the stack's), so switching it off
// here never touches another file's notas. The Focus NFe adapter of the functions runs against it
// unchanged. docs/fiscal-provider.md → The local stand-in.
import { randomUUID } from 'node:crypto';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localFiscalToken, startFiscalStandIn } from '../../scripts/lib/fiscal-stand-in.mjs';
import { focusNfeProvider, focusNfseRequest } from '../../supabase/functions/_shared/fiscal/focus-nfe';
import type { IssueRequest } from '../../supabase/functions/_shared/fiscal/provider';
import { stack } from '../support/stack';

const token = localFiscalToken();
let standIn: { url: string; stop: () => Promise<void> };

beforeAll(async () => {
  // Every nota waits for the municipality until a test says it answered (`processed`).
  standIn = await startFiscalStandIn({ token, processingMs: 3_600_000 });
});
afterAll(() => standIn.stop());

const request: IssueRequest = {
  settings: {
    enabled: true,
    cnpj: '11222333000181',
    legal_name: 'Trilha Cloud Educação Digital Ltda (demonstração)',
    municipal_registration: '1234567',
    municipality_code: '3550308',
    tax_regime: 'simples_nacional',
    service_code: '08.02',
    city_tax_code: null,
    iss_rate: 2,
    service_description: 'Curso livre on-line de computação em nuvem',
  },
  amount: 297,
  description: 'Curso livre on-line de computação em nuvem — Kubernetes na prática',
  taker: {
    name: 'Pessoa de Teste',
    email: 'pessoa@teste.trilhacloud.dev',
    cpf: '52998224725',
    cnpj: null,
    address: null,
  },
} as IssueRequest;

const basic = (user = token) => `Basic ${Buffer.from(`${user}:`).toString('base64')}`;

async function api(method: string, path: string, body?: unknown, authorization = basic()) {
  const response = await fetch(`${standIn.url}${path}`, {
    method,
    headers: { Authorization: authorization, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: response.status,
    json: (await response.json().catch(() => null)) as Record<string, unknown>,
  };
}

const nota = () => focusNfseRequest(request, new Date());
const control = (body: Record<string, unknown>) =>
  fetch(`${standIn.url}/__stand-in/control`, { method: 'POST', body: JSON.stringify(body) }).then((r) =>
    r.json(),
  );
const record = async (ref: string) =>
  (await (await fetch(`${standIn.url}/__stand-in/nfse/${ref}`)).json()) as { posts: number; numero?: string };

/** The municipality answers the nota (the stand-in's scripted twin of its processing time), read back. */
async function processed(ref: string) {
  await fetch(`${standIn.url}/__stand-in/nfse/${ref}/process`, { method: 'POST' });
  return api('GET', `/v2/nfse/${ref}`);
}

describe('the NFS-e stand-in', () => {
  it("answers only the company's token, as HTTP Basic user or the token parameter", async () => {
    const ref = randomUUID();
    expect(await api('POST', `/v2/nfse?ref=${ref}`, nota(), basic('outro-token'))).toEqual({
      status: 403,
      json: { codigo: 'permissao_negada', mensagem: 'Acesso negado: token inválido' },
    });
    expect((await api('GET', `/v2/nfse/${ref}?token=${token}`, undefined, '')).status).toBe(404);
    // The stack's own stand-in is up beside the payment stand-in.
    expect((await fetch(`${stack.fiscalStandInUrl}/health`)).status).toBe(200);
  });

  it('accepts a nota for processing, then authorises it with its number, code and documents', async () => {
    const ref = randomUUID();
    expect(await api('POST', `/v2/nfse?ref=${ref}`, nota())).toEqual({
      status: 201,
      json: { cnpj_prestador: '11222333000181', ref, status: 'processando_autorizacao' },
    });
    expect((await api('GET', `/v2/nfse/${ref}`)).json.status).toBe('processando_autorizacao');
    const { status, json } = await processed(ref);
    expect(status).toBe(200);
    expect(json).toMatchObject({ status: 'autorizado', ref, cnpj_prestador: '11222333000181' });
    expect(json.numero).toMatch(/^\d+$/);
    expect(json.codigo_verificacao).toMatch(/^[0-9A-F]{8}$/);

    const pdf = await fetch(json.url_danfse as string);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await pdf.arrayBuffer())), {
      mergePages: true,
    });
    expect(text).toContain(`NFS-e nº ${json.numero as string} (ambiente de teste)`);
    expect(text).toContain('Valor dos serviços: R$ 297,00');
    const xml = await (await fetch(new URL(json.caminho_xml_nota_fiscal as string, standIn.url))).text();
    expect(xml).toContain(`<Numero>${json.numero as string}</Numero>`);
    expect(xml).toContain('<ItemListaServico>0802</ItemListaServico>');
    expect(await (await fetch(json.url as string)).text()).toContain(
      'Nota Fiscal de Serviços Eletrônica (ambiente de teste)',
    );
  });

  it('never makes a second nota for a reference: 422 while processing and once authorised', async () => {
    const ref = randomUUID();
    await api('POST', `/v2/nfse?ref=${ref}`, nota());
    expect(await api('POST', `/v2/nfse?ref=${ref}`, nota())).toEqual({
      status: 422,
      json: { codigo: 'em_processamento', mensagem: 'Nota fiscal em processamento' },
    });
    const first = await processed(ref);
    expect(await api('POST', `/v2/nfse?ref=${ref}`, nota())).toEqual({
      status: 422,
      json: { codigo: 'nfe_autorizada', mensagem: 'Nota fiscal já autorizada' },
    });
    expect((await processed(ref)).json.numero).toBe(first.json.numero);
    expect(await record(ref)).toMatchObject({ posts: 3, numero: first.json.numero });
    // Another reference is another nota, with the next number.
    const other = randomUUID();
    await api('POST', `/v2/nfse?ref=${other}`, nota());
    expect(Number((await processed(other)).json.numero)).toBeGreaterThan(Number(first.json.numero));
  });

  it('refuses a nota without a required field, naming it', async () => {
    const body = nota();
    const withoutItem = { ...body, servico: { ...body.servico, item_lista_servico: '' } };
    expect(await api('POST', `/v2/nfse?ref=${randomUUID()}`, withoutItem)).toEqual({
      status: 400,
      json: {
        codigo: 'requisicao_invalida',
        mensagem: 'Parâmetro "servico.item_lista_servico" não informado',
      },
    });
  });

  it('cancels an authorised nota with a justificativa of 15 to 255 characters, once', async () => {
    const ref = randomUUID();
    await api('POST', `/v2/nfse?ref=${ref}`, nota());
    expect(await api('DELETE', `/v2/nfse/${ref}`, { justificativa: 'Reembolso' })).toMatchObject({
      status: 400,
    });
    expect(
      (await api('DELETE', `/v2/nfse/${ref}`, { justificativa: 'Pedido reembolsado ao tomador' })).json,
    ).toEqual({
      codigo: 'nfe_nao_autorizada',
      mensagem: 'Nota fiscal não autorizada não pode ser cancelada',
    });
    await processed(ref);
    expect(
      await api('DELETE', `/v2/nfse/${ref}`, { justificativa: 'Pedido reembolsado ao tomador' }),
    ).toEqual({
      status: 200,
      json: { status: 'cancelado' },
    });
    expect((await api('GET', `/v2/nfse/${ref}`)).json).toMatchObject({ status: 'cancelado' });
    expect(
      (await api('DELETE', `/v2/nfse/${ref}`, { justificativa: 'Pedido reembolsado ao tomador' })).json,
    ).toEqual({
      codigo: 'nfe_cancelada',
      mensagem: 'Nota Fiscal já cancelada',
    });
    expect(
      (await api('DELETE', `/v2/nfse/${randomUUID()}`, { justificativa: 'Pedido reembolsado ao tomador' }))
        .status,
    ).toBe(404);
  });

  it("the switches: down (503, or unreachable), the municipality's rejection, an expired certificate", async () => {
    await control({ down: true });
    expect((await api('POST', `/v2/nfse?ref=${randomUUID()}`, nota())).status).toBe(503);
    await control({ down: 'unreachable' });
    await expect(api('GET', `/v2/nfse/${randomUUID()}`)).rejects.toThrow();
    await control({ down: false });

    const ref = randomUUID();
    await control({ rejection: 'regime_especial' });
    await api('POST', `/v2/nfse?ref=${ref}`, nota());
    await control({ rejection: null });
    expect((await processed(ref)).json).toMatchObject({
      status: 'erro_autorizacao',
      erros: [
        { codigo: 'E145', mensagem: 'Regime Especial de Tributação ausente/inválido.', correcao: null },
      ],
    });
    // Corrected and sent again under the same reference: accepted, and authorised.
    expect((await api('POST', `/v2/nfse?ref=${ref}`, nota())).status).toBe(201);
    expect((await processed(ref)).json.status).toBe('autorizado');

    await control({ refusal: 'certificado_vencido' });
    expect(await api('POST', `/v2/nfse?ref=${randomUUID()}`, nota())).toEqual({
      status: 400,
      json: { codigo: 'certificado_vencido', mensagem: 'O certificado do emitente está vencido' },
    });
    await control({ refusal: null });
  });

  it("the functions' Focus NFe adapter issues, reads and cancels there unchanged", async () => {
    const provider = focusNfeProvider({ apiUrl: standIn.url, token });
    const ref = randomUUID();
    expect(await provider.issue(ref, request)).toEqual({ status: 'processing' });
    expect(await provider.issue(ref, request)).toEqual({ status: 'processing' });
    await processed(ref);
    const issued = await provider.status(ref);
    expect(issued).toMatchObject({ status: 'issued', number: expect.stringMatching(/^\d+$/) });
    expect(issued).toMatchObject({ xmlUrl: expect.stringContaining(`${standIn.url}/arquivos/`) });
    expect(await provider.issue(ref, request)).toEqual(issued);
    expect(await provider.cancel(ref, 'Pagamento do pedido devolvido ao tomador')).toEqual({
      status: 'cancelled',
    });
    expect(await provider.status(randomUUID())).toEqual({ status: 'not_found' });
    await control({ down: true });
    expect(await provider.issue(randomUUID(), request)).toMatchObject({ status: 'unavailable' });
    await control({ down: false });
  });
});
