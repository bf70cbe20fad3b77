import { MailIcon } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { LEGAL } from '@/config/legal';
import { PlanList } from '@/features/pricing/components/plan-list';
import { PricingFaq } from '@/features/pricing/components/pricing-faq';
import { useDocumentMeta } from '@/lib/use-document-title';
import { pricingHead } from '@/app/seo/page-heads';
import { PageIntro } from './call-to-action';

// The FAQ (and the Radix accordion behind it) is part of the page's own chunk: the prerendered page
// hydrates as one piece, so a tap on a question as soon as the page responds opens it. Loaded on
// its own, its boundary hydrated later and such a tap could be lost.

export default function PricingRoute() {
  useDocumentMeta(pricingHead.title, pricingHead.description, pricingHead.path);

  return (
    <>
      <Container className="pt-12 pb-4 text-center sm:pt-16">
        <div className="mx-auto max-w-3xl">
          <PageIntro
            eyebrow="Planos"
            title="Escolha o plano ideal para sua carreira"
            text="Assine, estude no seu ritmo e cancele quando quiser. Todos os planos têm garantia de 7 dias."
          />
        </div>
      </Container>
      <Container className="py-10">
        <PlanList />
      </Container>

      <section aria-labelledby="perguntas-frequentes" className="bg-slate-50 py-16">
        <Container narrow>
          <h2 id="perguntas-frequentes" className="text-center text-3xl font-bold tracking-tight text-ink">
            Perguntas Frequentes
          </h2>
          <div className="mt-10">
            <PricingFaq />
          </div>
          <div className="mt-12 text-center">
            <h3 className="text-lg font-semibold text-ink">Ainda tem dúvidas?</h3>
            <p className="mt-2 text-ink-muted">Escreva para a nossa equipe de suporte.</p>
            <a
              href={`mailto:${LEGAL.supportEmail}`}
              className={buttonVariants({ variant: 'outline', size: 'lg', className: 'mt-6' })}
            >
              <MailIcon size={18} />
              Falar com Suporte
            </a>
          </div>
        </Container>
      </section>
    </>
  );
}

// The route's loader, bundled with the page (src/app/router.tsx, `loadPublicReads`).
export { reads } from './pricing-reads';
