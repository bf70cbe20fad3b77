// The stand-in's hosted pages in pt-BR: the checkout (the method chosen on the site) and the
// payment (Pix QR code and copia e cola, boleto line, card result, simulation buttons). Plain
// HTML forms, so they work without JavaScript; the only script copies the Pix code.
import qrcode from 'qrcode-generator';

const money = (amount) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })
    .format(amount)
    .replace(/\u00a0/g, ' ');

const escapeHtml = (value) =>
  String(value ?? '').replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** 'R$ 297,00' split in n parcels, cents rounded as the site shows them. */
export function installmentLabel(amount, count) {
  const each = Math.round((amount / count) * 100) / 100;
  return count === 1 ? `1x de ${money(amount)} (à vista)` : `${count}x de ${money(each)} sem juros`;
}

const STATUS_TEXT = {
  pending: 'Aguardando pagamento',
  approved: 'Pagamento aprovado',
  rejected: 'Pagamento recusado',
  cancelled: 'Pagamento expirado',
  refunded: 'Pagamento estornado',
  charged_back: 'Chargeback registrado',
};

const ACTION_TEXT = {
  approve: 'Aprovar pagamento',
  refuse: 'Recusar pagamento',
  expire: 'Expirar pagamento',
  refund: 'Estornar pagamento',
  chargeback: 'Registrar chargeback',
};

const METHOD_TEXT = { pix: 'Pix', boleto: 'Boleto bancário', card: 'Cartão de crédito' };

const styles = `
  *{box-sizing:border-box}
  body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef1f6;color:#1c2430;line-height:1.5}
  header{background:#0b3b8c;color:#fff;padding:14px 20px}
  header p{margin:0;font-weight:700;font-size:1.05rem}
  header small{display:block;opacity:.85;font-size:.85rem}
  main{max-width:980px;margin:0 auto;padding:20px 16px 48px;display:grid;gap:16px}
  @media(min-width:820px){main{grid-template-columns:1fr 320px;align-items:start}}
  section,aside{background:#fff;border-radius:12px;padding:20px;box-shadow:0 1px 3px rgba(16,24,40,.08)}
  h1{font-size:1.35rem;margin:0 0 4px}
  h2{font-size:1.05rem;margin:20px 0 8px}
  .muted{color:#556070;font-size:.92rem}
  .total{font-size:1.6rem;font-weight:700;margin:4px 0}
  label{display:block;font-weight:600;margin:12px 0 4px;font-size:.95rem}
  input,select,textarea{width:100%;font:inherit;padding:10px 12px;border:1px solid #b8c2d1;border-radius:8px;background:#fff;color:inherit}
  input:focus,select:focus,textarea:focus,button:focus,a:focus{outline:3px solid #ffbf47;outline-offset:2px}
  textarea{font-family:ui-monospace,Menlo,monospace;font-size:.85rem;resize:none;word-break:break-all}
  .row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
  button,.button{display:inline-block;font:inherit;font-weight:600;border:0;border-radius:8px;padding:12px 18px;cursor:pointer;text-decoration:none;text-align:center}
  .primary{background:#0b63ce;color:#fff;width:100%;margin-top:18px}
  .secondary{background:#e4e9f2;color:#1c2430}
  .danger{background:#fde8e8;color:#9b1c1c}
  .actions{display:flex;flex-wrap:wrap;gap:8px}
  .actions form{margin:0}
  h1.approved{color:#11642a}
  h1.rejected,h1.cancelled,h1.refunded,h1.charged_back{color:#9b1c1c}
  .error{background:#fde8e8;color:#9b1c1c;border-radius:8px;padding:10px 12px;margin:12px 0 0}
  .qr{display:block;width:220px;max-width:100%;height:auto;margin:8px 0;image-rendering:pixelated}
  .line{font-family:ui-monospace,Menlo,monospace;font-size:1rem;overflow-wrap:break-word;background:#f4f6fa;padding:10px 12px;border-radius:8px}
  .note{background:#eef4ff;border-left:4px solid #0b63ce;padding:10px 12px;border-radius:6px;font-size:.9rem}
  dl{margin:0;display:grid;grid-template-columns:auto 1fr;gap:4px 12px}
  dt{color:#556070}dd{margin:0;font-weight:600}
`;

function layout(title, body) {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Mercado Pago (simulador local)</title>
<style>${styles}</style>
</head>
<body>
<header><p>Mercado Pago · simulador local</p><small>Ambiente de teste da Trilha Cloud: nenhum dinheiro de verdade é cobrado.</small></header>
${body}
</body>
</html>`;
}

function summary(preference, amount) {
  const item = preference.body.items?.[0] ?? {};
  return `<aside aria-labelledby="resumo">
  <h2 id="resumo" style="margin-top:0">Resumo do pedido</h2>
  <p style="margin:0">${escapeHtml(item.title)}</p>
  <p class="total">${money(amount)}</p>
  <p class="muted">Pedido ${escapeHtml(preference.body.external_reference)}</p>
</aside>`;
}

function returnLink(preference, text = 'Voltar para a loja') {
  const back = preference?.body.back_urls?.success;
  return back ? `<p><a class="button secondary" href="${escapeHtml(back)}">${text}</a></p>` : '';
}

export function checkoutPage({ missing, preference, method, amount, error, input = {} }) {
  if (missing) {
    return layout(
      'Pagamento não encontrado',
      `<main><section><h1>Pagamento não encontrado</h1><p>Este link de pagamento não existe ou expirou. Volte à loja e comece de novo.</p></section></main>`,
    );
  }
  const maxInstallments = Number(preference.body.payment_methods?.installments ?? 1);
  const chosen = Number(input.installments ?? preference.body.payment_methods?.default_installments ?? 1);
  const options = Array.from({ length: maxInstallments }, (_, index) => index + 1)
    .map(
      (count) =>
        `<option value="${count}"${count === chosen ? ' selected' : ''}>${installmentLabel(amount, count)}</option>`,
    )
    .join('');
  const errorBox = error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : '';
  const form = {
    pix: `<p>Pague na hora pelo app do seu banco: o código Pix aparece na próxima tela e vale por 30 minutos.</p>
      <button class="primary" type="submit">Gerar Pix</button>`,
    boleto: `<p>O boleto vence em 3 dias. A confirmação leva até 2 dias úteis depois do pagamento.</p>
      <button class="primary" type="submit">Gerar boleto</button>`,
    card: `
      <label for="cardNumber">Número do cartão</label>
      <input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" required value="${escapeHtml(input.cardNumber)}">
      <label for="cardHolder">Nome impresso no cartão</label>
      <input id="cardHolder" name="cardHolder" autocomplete="cc-name" required value="${escapeHtml(input.cardHolder)}">
      <div class="row">
        <div><label for="expiry">Validade (MM/AA)</label>
        <input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="12/30" required value="${escapeHtml(input.expiry)}"></div>
        <div><label for="cvv">CVV</label>
        <input id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" required value="${escapeHtml(input.cvv)}"></div>
      </div>
      <label for="installments">Parcelas</label>
      <select id="installments" name="installments">${options}</select>
      <p class="note">Cartões de teste: 5031 4332 1540 6351 é aprovado; 4000 0000 0000 0002 é sempre recusado. Qualquer nome, validade futura e CVV.</p>
      <button class="primary" type="submit">Pagar</button>`,
  }[method];
  return layout(
    'Pagamento seguro',
    `<main>
<section aria-labelledby="titulo">
  <h1 id="titulo">Pagamento seguro (ambiente de teste)</h1>
  <p class="muted">Forma de pagamento: <strong>${METHOD_TEXT[method]}</strong></p>
  ${errorBox}
  <form method="post" action="/checkout/${encodeURIComponent(preference.id)}/pay" novalidate>${form}</form>
  ${returnLink(preference, 'Desistir e voltar para a loja')}
</section>
${summary(preference, amount)}
</main>`,
  );
}

function pixBlock(payment) {
  const code = payment.point_of_interaction.transaction_data.qr_code;
  const qr = qrcode(0, 'M');
  qr.addData(code);
  qr.make();
  return `<h2>Pague com Pix</h2>
  <img class="qr" src="${qr.createDataURL(6, 4)}" alt="QR code Pix">
  <label for="pix-code">Pix copia e cola</label>
  <textarea id="pix-code" rows="6" readonly>${escapeHtml(code)}</textarea>
  <p><button class="secondary" type="button" id="copy">Copiar código</button> <span id="copied" role="status"></span></p>
  <script>
    document.getElementById('copy').addEventListener('click', async () => {
      const field = document.getElementById('pix-code');
      field.select();
      try { await navigator.clipboard.writeText(field.value); } catch { document.execCommand('copy'); }
      document.getElementById('copied').textContent = 'Código copiado';
    });
  </script>`;
}

function boletoBlock(payment) {
  const due = new Date(payment.date_of_expiration).toLocaleDateString('pt-BR', {
    timeZone: 'America/Sao_Paulo',
  });
  return `<h2>Boleto bancário</h2>
  <p class="muted">Vencimento: ${due}</p>
  <p style="margin-bottom:4px"><strong>Linha digitável</strong></p>
  <p class="line">${escapeHtml(payment.transaction_details.digitable_line)}</p>`;
}

function cardBlock(payment) {
  return `<h2>Cartão de crédito</h2>
  <dl>
    <dt>Cartão</dt><dd>final ${escapeHtml(payment.card?.last_four_digits)}</dd>
    <dt>Parcelas</dt><dd>${installmentLabel(payment.transaction_amount, payment.installments)}</dd>
  </dl>`;
}

export function paymentPage({ payment, preference, actions }) {
  const detail =
    payment.payment_type_id === 'bank_transfer'
      ? payment.status === 'pending'
        ? pixBlock(payment)
        : ''
      : payment.payment_type_id === 'ticket'
        ? payment.status === 'pending'
          ? boletoBlock(payment)
          : ''
        : cardBlock(payment);
  const buttons = actions
    .map(
      (action) => `<form method="post" action="/payments/${payment.id}/${action}">
      <button type="submit" class="${action === 'approve' ? 'primary' : action === 'refund' || action === 'chargeback' || action === 'refuse' ? 'danger' : 'secondary'}" style="margin:0;width:auto">${ACTION_TEXT[action]}</button></form>`,
    )
    .join('');
  const simulation = actions.length
    ? `<h2>Simular a resposta do banco</h2>
  <p class="muted">Cada botão muda o pagamento e envia o webhook assinado à Trilha Cloud.</p>
  <div class="actions">${buttons}</div>`
    : '';
  return layout(
    STATUS_TEXT[payment.status] ?? 'Pagamento',
    `<main>
<section aria-labelledby="titulo">
  <h1 id="titulo" class="${escapeHtml(payment.status)}">${STATUS_TEXT[payment.status] ?? payment.status}</h1>
  <p class="muted">Pagamento nº ${payment.id}</p>
  ${detail}
  ${simulation}
  <h2>Depois do pagamento</h2>
  ${
    payment.status === 'rejected' || payment.status === 'cancelled'
      ? `<p><a class="button secondary" href="/checkout/${encodeURIComponent(preference.id)}">Tentar de novo</a></p>`
      : ''
  }
  ${returnLink(preference)}
</section>
${summary(preference, payment.transaction_amount)}
</main>`,
  );
}

const PREAPPROVAL_STATUS_TEXT = {
  pending: 'Assinatura (ambiente de teste)',
  authorized: 'Assinatura autorizada',
  paused: 'Assinatura pausada',
  cancelled: 'Assinatura cancelada',
};

/** The page where the buyer authorises a card to be charged every period (a preapproval). */
export function subscriptionPage({ missing, preapproval, charges = [], error, input = {} }) {
  if (missing) {
    return layout(
      'Assinatura não encontrada',
      `<main><section><h1>Assinatura não encontrada</h1><p>Este link de assinatura não existe. Volte à loja e comece de novo.</p></section></main>`,
    );
  }
  const recurring = preapproval.auto_recurring ?? {};
  const every = Number(recurring.frequency) === 12 ? 'por ano' : 'por mês';
  const errorBox = error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : '';
  const id = encodeURIComponent(preapproval.id);
  const body =
    preapproval.status === 'pending'
      ? `<p>O cartão é cobrado agora e a cada período, até você cancelar.</p>
  ${errorBox}
  <form method="post" action="/subscriptions/${id}/authorize" novalidate>
    <label for="cardNumber">Número do cartão</label>
    <input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" required value="${escapeHtml(input.cardNumber)}">
    <label for="cardHolder">Nome impresso no cartão</label>
    <input id="cardHolder" name="cardHolder" autocomplete="cc-name" required value="${escapeHtml(input.cardHolder)}">
    <div class="row">
      <div><label for="expiry">Validade (MM/AA)</label>
      <input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="12/30" required value="${escapeHtml(input.expiry)}"></div>
      <div><label for="cvv">CVV</label>
      <input id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" required value="${escapeHtml(input.cvv)}"></div>
    </div>
    <p class="note">Cartões de teste: 5031 4332 1540 6351 é aprovado; 4000 0000 0000 0002 é sempre recusado.</p>
    <button class="primary" type="submit">Assinar</button>
  </form>`
      : `<h2>Cobranças</h2>
  <ul>${charges
    .map(
      (charge) =>
        `<li>${escapeHtml(new Date(charge.date_created).toLocaleString('pt-BR'))}: ${money(charge.transaction_amount)} · ${
          charge.payment?.status === 'approved' ? 'aprovada' : 'recusada'
        }</li>`,
    )
    .join('')}</ul>
  ${
    preapproval.status === 'authorized'
      ? `<h2>Simular a próxima cobrança</h2>
  <p class="muted">Cada botão cria a cobrança do próximo período e envia o webhook assinado à Trilha Cloud.</p>
  <div class="actions">
    <form method="post" action="/subscriptions/${id}/charge/approved"><button type="submit" class="primary" style="margin:0;width:auto">Cobrar próximo período</button></form>
    <form method="post" action="/subscriptions/${id}/charge/rejected"><button type="submit" class="danger" style="margin:0;width:auto">Recusar próxima cobrança</button></form>
    <form method="post" action="/subscriptions/${id}/cancel"><button type="submit" class="secondary" style="margin:0;width:auto">Cancelar assinatura</button></form>
  </div>`
      : ''
  }`;
  const back = preapproval.back_url
    ? `<p><a class="button secondary" href="${escapeHtml(preapproval.back_url)}">Voltar para a loja</a></p>`
    : '';
  return layout(
    PREAPPROVAL_STATUS_TEXT[preapproval.status] ?? 'Assinatura',
    `<main>
<section aria-labelledby="titulo">
  <h1 id="titulo">${PREAPPROVAL_STATUS_TEXT[preapproval.status] ?? 'Assinatura'}</h1>
  <p class="muted">Forma de pagamento: <strong>Cartão de crédito (cobrança recorrente)</strong></p>
  ${body}
  ${back}
</section>
<aside aria-labelledby="resumo">
  <h2 id="resumo" style="margin-top:0">Resumo da assinatura</h2>
  <p style="margin:0">${escapeHtml(preapproval.reason)}</p>
  <p class="total">${money(Number(recurring.transaction_amount ?? 0))} <small class="muted">${every}</small></p>
  <p class="muted">Pedido ${escapeHtml(preapproval.external_reference)}</p>
</aside>
</main>`,
  );
}
