// The local stand-in of Focus NFe's NFS-e API, started by `npm run dev` and by the test stack:
// the paths, authentication and JSON of https://focusnfe.com.br/doc/#nfse that the functions call
// (POST /v2/nfse?ref=, GET /v2/nfse/<ref>, DELETE /v2/nfse/<ref>), asynchronous like the real one
// (accepted as `processando_autorizacao`, `autorizado` a moment later with its número, código de
// verificação and the PDF, XML and page it serves itself), one nota per reference, and the
// documented refusals. Everything is in memory: a restart forgets its notas, as a fresh sandbox
// would. docs/fiscal-provider.md → The local stand-in.
import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';

/**
 * The answers a real server gives only in circumstances a test cannot bring about (an expired
 * certificate, a municipality refusing): Focus NFe's own documented bodies, switched on by the
 * control route.
 */
const REFUSALS = {
  certificado_vencido: { codigo: 'certificado_vencido', mensagem: 'O certificado do emitente está vencido' },
  empresa_nao_habilitada: {
    codigo: 'empresa_nao_habilitada',
    mensagem: 'Emitente ainda não habilitado para emissão de NFSe',
  },
};
const REJECTIONS = {
  regime_especial: {
    codigo: 'E145',
    mensagem: 'Regime Especial de Tributação ausente/inválido.',
    correcao: null,
  },
};

/** The fields Focus NFe marks as required (*), by their path in the JSON. */
const REQUIRED = [
  'data_emissao',
  'optante_simples_nacional',
  'prestador.cnpj',
  'prestador.inscricao_municipal',
  'prestador.codigo_municipio',
  'servico.valor_servicos',
  'servico.iss_retido',
  'servico.item_lista_servico',
  'servico.discriminacao',
  'servico.codigo_municipio',
];

const pathValue = (object, path) => path.split('.').reduce((value, key) => value?.[key], object);

function readBody(request) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    request.on('data', (chunk) => {
      size += chunk.length;
      if (size > 1_000_000) {
        reject(new Error('body too large'));
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function send(response, status, body, type = 'application/json; charset=utf-8') {
  response.writeHead(status, { 'content-type': type });
  response.end(typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body));
}

const escapeHtml = (text) =>
  String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const money = (amount) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })
    .format(Number(amount))
    .replace(/\s/g, ' ');

/** A one-page PDF (Helvetica, WinAnsi) with `lines`: a DANFSe's stand-in. */
export function notaPdf(lines) {
  const text = (line) => line.replace(/[\\()]/g, (character) => `\\${character}`);
  const content = [
    'BT /F1 16 Tf 50 790 Td',
    `(${text(lines[0] ?? '')}) Tj`,
    '/F1 11 Tf',
    ...lines.slice(1).map((line) => `0 -20 Td (${text(line)}) Tj`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/**
 * `token`: the company's API token the functions authenticate with (HTTP Basic user, or the
 * `token` parameter, as Focus NFe accepts both). `processingMs`: how long a nota stays
 * `processando_autorizacao` before it is authorised (or rejected).
 * @param {{ port?: number, token: string, processingMs?: number, log?: (line: string) => void }} options
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startFiscalStandIn({ port = 0, token, processingMs = 300, log = () => {} }) {
  /** ref → the nota as the stand-in keeps it. */
  const notas = new Map();
  /** A served file's path → its ref and kind. */
  const files = new Map();
  // Numbers as a municipality hands them out: in sequence, from a start of this run's own.
  let nextNumber = 1 + Math.floor(Math.random() * 900_000);
  const control = { down: false, refusal: null, rejection: null, processingMs };
  let baseUrl = '';

  function authorised(request, url) {
    const header = request.headers.authorization ?? '';
    const basic = /^Basic\s+(\S+)$/i.exec(header)?.[1];
    const user = basic
      ? Buffer.from(basic, 'base64').toString('utf8').split(':')[0]
      : url.searchParams.get('token');
    return user === token;
  }

  /** A nota whose processing time passed is authorised (or rejected) the moment it is looked at. */
  function settle(nota) {
    if (nota.status !== 'processando_autorizacao' || Date.now() < nota.readyAt) return nota;
    if (nota.rejection) {
      nota.status = 'erro_autorizacao';
      nota.erros = [REJECTIONS[nota.rejection]];
      return nota;
    }
    const cnpj = String(nota.request.prestador.cnpj).replace(/\D/g, '');
    const month = new Date().toISOString().slice(0, 7).replace('-', '');
    nota.status = 'autorizado';
    nota.numero = String(nextNumber++);
    nota.codigo_verificacao = randomBytes(4).toString('hex').toUpperCase();
    nota.data_emissao = nota.request.data_emissao;
    const folder = `/arquivos/${cnpj}_stand-in/${month}`;
    nota.xmlPath = `${folder}/XMLsNFSe/${cnpj}-${nota.numero}-${nota.ref}-nfse.xml`;
    nota.pdfPath = `${folder}/DANFSEs/NFSe${cnpj}-${nota.numero}-${nota.ref}.pdf`;
    files.set(nota.xmlPath, { ref: nota.ref, kind: 'xml' });
    files.set(nota.pdfPath, { ref: nota.ref, kind: 'pdf' });
    log(`nfse ${nota.ref} autorizado nº ${nota.numero}\n`);
    return nota;
  }

  /** The nota as GET /v2/nfse/<ref> answers it (Focus NFe's fields for its status). */
  function notaJson(nota) {
    const base = {
      cnpj_prestador: String(nota.request.prestador?.cnpj ?? ''),
      ref: nota.ref,
      numero_rps: String(nota.rps),
      serie_rps: '1',
      tipo_rps: '1',
      status: nota.status,
    };
    if (nota.status === 'processando_autorizacao') return base;
    if (nota.status === 'erro_autorizacao') return { ...base, erros: nota.erros };
    return {
      ...base,
      numero: nota.numero,
      codigo_verificacao: nota.codigo_verificacao,
      data_emissao: nota.data_emissao,
      url: `${baseUrl}/nfse/${encodeURIComponent(nota.ref)}`,
      caminho_xml_nota_fiscal: nota.xmlPath,
      url_danfse: `${baseUrl}${nota.pdfPath}`,
      ...(nota.status === 'cancelado' && {
        caminho_xml_cancelamento: nota.xmlPath.replace(/-nfse\.xml$/, '-can.xml'),
      }),
    };
  }

  /** The stand-in's own record, for the tests: the POSTs a reference got, what it keeps, its JSON. */
  function recordJson(nota) {
    return { ...nota, json: notaJson(nota) };
  }

  function notaXml(nota) {
    const { request } = nota;
    return `<?xml version="1.0" encoding="UTF-8"?>
<CompNfse xmlns="http://www.abrasf.org.br/nfse.xsd">
  <Nfse><InfNfse>
    <Numero>${nota.numero}</Numero>
    <CodigoVerificacao>${nota.codigo_verificacao}</CodigoVerificacao>
    <DataEmissao>${escapeHtml(nota.data_emissao)}</DataEmissao>
    <Servico>
      <Valores><ValorServicos>${Number(request.servico.valor_servicos).toFixed(2)}</ValorServicos><Aliquota>${Number(request.servico.aliquota ?? 0).toFixed(2)}</Aliquota></Valores>
      <ItemListaServico>${escapeHtml(request.servico.item_lista_servico)}</ItemListaServico>
      <Discriminacao>${escapeHtml(request.servico.discriminacao)}</Discriminacao>
      <CodigoMunicipio>${escapeHtml(request.servico.codigo_municipio)}</CodigoMunicipio>
    </Servico>
    <PrestadorServico><IdentificacaoPrestador><Cnpj>${escapeHtml(request.prestador.cnpj)}</Cnpj><InscricaoMunicipal>${escapeHtml(request.prestador.inscricao_municipal)}</InscricaoMunicipal></IdentificacaoPrestador></PrestadorServico>
    <TomadorServico><IdentificacaoTomador><CpfCnpj>${escapeHtml(request.tomador?.cnpj ?? request.tomador?.cpf ?? '')}</CpfCnpj></IdentificacaoTomador><RazaoSocial>${escapeHtml(request.tomador?.razao_social ?? '')}</RazaoSocial></TomadorServico>
  </InfNfse></Nfse>${nota.status === 'cancelado' ? '\n  <NfseCancelamento><Confirmacao><Pedido><InfPedidoCancelamento><CodigoCancelamento>1</CodigoCancelamento></InfPedidoCancelamento></Pedido></Confirmacao></NfseCancelamento>' : ''}
</CompNfse>
`;
  }

  function notaLines(nota) {
    const { request } = nota;
    return [
      `NFS-e nº ${nota.numero} (ambiente de teste)`,
      `Código de verificação: ${nota.codigo_verificacao}`,
      `Prestador: CNPJ ${request.prestador.cnpj} · Inscrição municipal ${request.prestador.inscricao_municipal}`,
      `Tomador: ${request.tomador?.razao_social ?? ''} · ${request.tomador?.cpf ? 'CPF' : 'CNPJ'} ${request.tomador?.cpf ?? request.tomador?.cnpj ?? ''}`,
      `Serviço ${request.servico.item_lista_servico}: ${String(request.servico.discriminacao).slice(0, 80)}`,
      `Valor dos serviços: ${money(request.servico.valor_servicos)} · Alíquota ISS ${request.servico.aliquota}%`,
      ...(nota.status === 'cancelado' ? ['NOTA CANCELADA'] : []),
    ];
  }

  function notaPage(nota) {
    const lines = notaLines(nota);
    return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>${escapeHtml(lines[0])}</title></head>
<body><h1>Nota Fiscal de Serviços Eletrônica (ambiente de teste)</h1>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
</body></html>`;
  }

  async function issue(request, response, url) {
    const ref = url.searchParams.get('ref');
    if (!ref)
      return send(response, 400, {
        codigo: 'requisicao_invalida',
        mensagem: 'Parâmetro "ref" não informado',
      });
    let body;
    try {
      body = JSON.parse(await readBody(request));
    } catch {
      return send(response, 415, { codigo: 'requisicao_invalida', mensagem: 'JSON inválido' });
    }
    if (control.refusal) return send(response, 400, REFUSALS[control.refusal]);
    const missing = REQUIRED.find((field) => {
      const value = pathValue(body, field);
      return value === undefined || value === null || value === '';
    });
    if (missing) {
      return send(response, 400, {
        codigo: 'requisicao_invalida',
        mensagem: `Parâmetro "${missing}" não informado`,
      });
    }
    const existing = notas.get(ref);
    if (existing) {
      settle(existing);
      existing.posts += 1;
      if (existing.status === 'processando_autorizacao') {
        return send(response, 422, { codigo: 'em_processamento', mensagem: 'Nota fiscal em processamento' });
      }
      if (existing.status === 'autorizado' || existing.status === 'cancelado') {
        return send(response, 422, { codigo: 'nfe_autorizada', mensagem: 'Nota fiscal já autorizada' });
      }
    }
    // New, or sent again after a rejection (Focus NFe lets the same reference be corrected).
    const nota = {
      ref,
      status: 'processando_autorizacao',
      request: body,
      rps: (existing?.rps ?? 0) + 1,
      posts: existing?.posts ?? 1,
      receivedAt: new Date().toISOString(),
      readyAt: Date.now() + control.processingMs,
      rejection: control.rejection,
    };
    notas.set(ref, nota);
    log(`nfse ${ref} recebida\n`);
    return send(response, 201, { cnpj_prestador: String(body.prestador.cnpj), ref, status: nota.status });
  }

  async function cancel(request, response, nota) {
    let justificativa;
    try {
      justificativa = JSON.parse((await readBody(request)) || '{}').justificativa;
    } catch {
      return send(response, 415, { codigo: 'requisicao_invalida', mensagem: 'JSON inválido' });
    }
    if (typeof justificativa !== 'string' || !justificativa.trim()) {
      return send(response, 400, {
        codigo: 'requisicao_invalida',
        mensagem: 'Parâmetro "justificativa" não informado',
      });
    }
    if (justificativa.length < 15 || justificativa.length > 255) {
      return send(response, 400, {
        codigo: 'requisicao_invalida',
        mensagem: 'Parâmetro "justificativa" deve ter entre 15 e 255 caracteres',
      });
    }
    if (!nota)
      return send(response, 404, { codigo: 'nao_encontrado', mensagem: 'Nota fiscal não encontrada' });
    settle(nota);
    if (nota.status === 'cancelado') {
      return send(response, 400, { codigo: 'nfe_cancelada', mensagem: 'Nota Fiscal já cancelada' });
    }
    if (nota.status !== 'autorizado') {
      return send(response, 400, {
        codigo: 'nfe_nao_autorizada',
        mensagem: 'Nota fiscal não autorizada não pode ser cancelada',
      });
    }
    nota.status = 'cancelado';
    nota.justificativa = justificativa;
    nota.cancelledAt = new Date().toISOString();
    log(`nfse ${nota.ref} cancelada\n`);
    return send(response, 200, { status: 'cancelado' });
  }

  async function route(request, response) {
    const url = new URL(request.url ?? '/', baseUrl);
    const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
    const method = request.method ?? 'GET';

    // ---- Focus NFe's NFS-e API ----
    if (parts[0] === 'v2' && parts[1] === 'nfse') {
      if (control.down === 'unreachable') return request.socket.destroy();
      if (control.down)
        return send(response, 503, '<html><body>503 Service Unavailable</body></html>', 'text/html');
      if (!authorised(request, url)) {
        return send(response, 403, { codigo: 'permissao_negada', mensagem: 'Acesso negado: token inválido' });
      }
      if (method === 'POST' && parts.length === 2) return issue(request, response, url);
      if (parts.length === 3) {
        const nota = notas.get(parts[2]);
        if (method === 'DELETE') return cancel(request, response, nota);
        if (method === 'GET') {
          if (!nota)
            return send(response, 404, { codigo: 'nao_encontrado', mensagem: 'Nota fiscal não encontrada' });
          return send(response, 200, notaJson(settle(nota)));
        }
      }
      return send(response, 404, { codigo: 'nao_encontrado', mensagem: 'Utilize o método POST' });
    }

    // ---- The documents of an authorised nota, open to whoever has the link (as Focus NFe's are) ----
    if (method === 'GET' && parts[0] === 'arquivos') {
      const file = files.get(url.pathname);
      const nota = file && notas.get(file.ref);
      if (!nota) return send(response, 404, 'Arquivo não encontrado', 'text/plain; charset=utf-8');
      if (file.kind === 'xml') return send(response, 200, notaXml(nota), 'application/xml; charset=utf-8');
      return send(response, 200, notaPdf(notaLines(nota)), 'application/pdf');
    }
    if (method === 'GET' && parts[0] === 'nfse' && parts[1]) {
      const nota = notas.get(parts[1]);
      if (!nota?.numero) return send(response, 404, 'Nota não encontrada', 'text/plain; charset=utf-8');
      return send(response, 200, notaPage(nota), 'text/html; charset=utf-8');
    }

    // ---- Scripted use (tests, curl) ----
    if (parts[0] === '__stand-in') {
      if (method === 'POST' && parts[1] === 'control') {
        const body = JSON.parse((await readBody(request)) || '{}');
        if ('down' in body)
          control.down = body.down === 'unreachable' ? 'unreachable' : body.down ? 'http_503' : false;
        if ('refusal' in body) control.refusal = REFUSALS[body.refusal] ? body.refusal : null;
        if ('rejection' in body) control.rejection = REJECTIONS[body.rejection] ? body.rejection : null;
        if (Number.isFinite(body.processingMs)) control.processingMs = Math.max(0, body.processingMs);
        log(`control ${JSON.stringify(control)}\n`);
        return send(response, 200, control);
      }
      if (parts[1] === 'nfse' && parts[2]) {
        const nota = notas.get(parts[2]);
        if (!nota) return send(response, 404, { code: 'nota_not_found' });
        // The municipality answers now (the processing time is over).
        if (method === 'POST' && parts[3] === 'process' && nota.status === 'processando_autorizacao') {
          nota.readyAt = Date.now();
        }
        return send(response, 200, recordJson(settle(nota)));
      }
    }
    if (method === 'GET' && url.pathname === '/health') return send(response, 200, { ok: true });
    return send(response, 404, { codigo: 'nao_encontrado', mensagem: 'Recurso não encontrado' });
  }

  const server = http.createServer((request, response) => {
    route(request, response).catch((error) => {
      log(`stand-in error: ${error.stack ?? error}\n`);
      if (!response.headersSent)
        send(response, 500, { codigo: 'erro_interno', mensagem: 'stand-in failure' });
      else response.destroy();
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  baseUrl = `http://127.0.0.1:${server.address().port}`;
  return {
    url: baseUrl,
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A fresh token for one run: the functions and the stand-in share it, nothing else. */
export function localFiscalToken() {
  return `stand-in-${randomUUID()}`;
}
