// The terms of the affiliate program, as built (docs/affiliates.md): shown to who applies, who
// must accept them, and kept on the panel.
export const AFFILIATE_TERMS = [
  'Você divulga os cursos, livros, trilhas e planos da Trilha Cloud com os seus links; cada link leva ao checkout do produto.',
  'Quem abre o seu link fica associado a você por 30 dias neste navegador, também se criar a conta depois. Vale o último link aberto: se a pessoa abrir depois o link de outro afiliado, a venda passa a ser dele.',
  'A comissão é um percentual do valor efetivamente pago (já com o desconto de um cupom), definido pela Trilha Cloud para cada produto. Em um plano, vale para o primeiro pagamento.',
  'A comissão fica pendente durante os 7 dias de garantia da compra e depois fica disponível. Um reembolso ou uma contestação no cartão antes do pagamento da comissão a estorna.',
  'Compras feitas por você mesmo com o seu link não geram comissão.',
  'As comissões disponíveis são pagas por PIX, fora da plataforma, na chave que você informar; mostramos apenas os 4 últimos caracteres dela.',
  'A Trilha Cloud aprova os pedidos de participação e pode suspender o afiliado que descumprir estes termos.',
] as const;

export function AffiliateTerms({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      aria-labelledby="termos-afiliados"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <Heading id="termos-afiliados" className="text-lg font-bold text-ink">
        Termos do programa de afiliados
      </Heading>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-sm leading-6 text-ink-muted">
        {AFFILIATE_TERMS.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ul>
    </section>
  );
}
