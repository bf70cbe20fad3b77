import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';

// Five questions, one open at a time, collapsible. The first four carry
// the product's promises (7-day 100% refund; cancel any time keeping access to the end of the paid
// period; how a plan change works; certificates with a unique verification code). A plan change
// is a new subscription beside the old one until it ends: nothing is prorated (docs/payments.md).
export const faqItems = [
  {
    id: 'reembolso',
    question: 'Posso pedir reembolso se o curso não for para mim?',
    answer:
      'Sim. Você tem 7 dias de garantia: se não ficar satisfeito, pode pedir o reembolso de 100% do valor pago dentro desse prazo, sem precisar justificar.',
  },
  {
    id: 'cancelamento',
    question: 'Posso cancelar minha assinatura a qualquer momento?',
    answer:
      'Pode. O cancelamento é feito a qualquer momento, sem multa, e você continua com acesso a todo o conteúdo até o fim do período já pago.',
  },
  {
    id: 'troca-de-plano',
    question: 'Posso trocar de plano depois de assinar?',
    answer:
      'Sim, em Minha assinatura, entre planos com a mesma cobrança (mensal ou anual). Para um plano mais caro, a mudança é imediata e você paga só a diferença pelos dias que faltam do período; para um mais barato, ela vale a partir da próxima renovação, sem cobrança agora.',
  },
  {
    id: 'certificado',
    question: 'Os cursos dão certificado?',
    answer:
      'Sim. Ao concluir um curso você recebe um certificado de conclusão com um código único de verificação, que qualquer pessoa ou empresa pode usar para confirmar a autenticidade.',
  },
  {
    id: 'experiencia',
    question: 'Preciso ter experiência com computação em nuvem para começar?',
    answer:
      'Não. Cada curso informa o seu nível, e as trilhas para iniciantes partem dos fundamentos. Você estuda no seu ritmo, pelo computador ou pelo celular.',
  },
] as const;

export function PricingFaq() {
  return (
    <Accordion type="single" collapsible className="rounded-2xl border border-slate-200 bg-white px-6">
      {faqItems.map((item, index) => (
        <AccordionItem
          key={item.id}
          value={item.id}
          className={index === faqItems.length - 1 ? 'border-b-0' : ''}
        >
          <AccordionTrigger>{item.question}</AccordionTrigger>
          <AccordionContent>{item.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
