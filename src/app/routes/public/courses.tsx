import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { paths } from '@/config/paths';
import { CourseCatalogue } from '@/features/catalog/components/course-catalogue';
import { useDocumentMeta } from '@/lib/use-document-title';
import { coursesHead } from '@/app/seo/page-heads';
import { CallToAction, PageIntro } from './call-to-action';

export default function CoursesRoute() {
  useDocumentMeta(coursesHead.title, coursesHead.description, coursesHead.path);

  return (
    <>
      <Container className="pt-12 pb-4 sm:pt-16">
        <PageIntro
          eyebrow="Catálogo"
          title="Nossos Cursos"
          text="Cursos práticos em português para você dominar as principais nuvens e ferramentas do mercado, no seu ritmo."
        />
      </Container>
      <Container className="py-8">
        <CourseCatalogue />
      </Container>
      <CallToAction
        id="cursos-cta"
        title="Quer acesso a todos os cursos?"
        text="Com uma assinatura você estuda os cursos do seu plano, recebe certificados e participa das mentorias."
      >
        <Link to={paths.pricing} className={buttonVariants({ variant: 'inverse', size: 'lg' })}>
          Ver Planos e Preços
        </Link>
      </CallToAction>
    </>
  );
}

// The route's loader, bundled with the page (src/app/router.tsx, `loadPublicReads`).
export { reads } from './courses-reads';
