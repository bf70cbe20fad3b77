// What each public page says about itself: tab title, meta description and canonical address.
// The pages set them in the browser (useDocumentMeta) and the build writes them into the
// prerendered HTML with the sharing tags (src/app/prerender/head-tags.ts), from these same values.
import { BRAND } from '@/config/brand';
import { paths } from '@/config/paths';
import type { CourseDetail } from '@/features/catalog/api/get-course';
import { summarize } from '@/features/catalog/utils/course-format';

export interface PageHead {
  /** null: the home page (brand and tagline). */
  title: string | null;
  description: string;
  /** The canonical path (the address search engines should index). */
  path: string;
  /** The page's own picture for link previews (a course image); the brand image otherwise. */
  image?: string | null;
}

export const homeHead: PageHead = {
  title: null,
  description:
    'Cursos em português de AWS, Azure, DevOps e IA para você construir sua carreira em computação em nuvem.',
  path: paths.home,
};

export const coursesHead: PageHead = {
  title: 'Cursos',
  description:
    'Cursos de AWS, Azure, DevOps e Inteligência Artificial em português, com projetos práticos e certificado de conclusão.',
  path: paths.courses,
};

export const booksHead: PageHead = {
  title: 'Livros',
  description:
    'Livros práticos sobre AWS, Azure, DevOps e IA generativa, escritos por especialistas para acelerar sua carreira em nuvem.',
  path: paths.books,
};

export const pricingHead: PageHead = {
  title: 'Preços',
  description:
    'Planos de assinatura da Trilha Cloud: estude AWS, Azure, DevOps e IA com certificado, garantia de 7 dias e cancelamento quando quiser.',
  path: paths.pricing,
};

export const privacyHead: PageHead = {
  title: 'Política de Privacidade',
  description:
    'Quais dados pessoais a Trilha Cloud coleta, para que, quem vê, por quanto tempo e como exercer seus direitos pela LGPD.',
  path: paths.privacy,
};

export const termsHead: PageHead = {
  title: 'Termos de Uso',
  description: 'As regras para usar a Trilha Cloud: conta, cursos, planos e certificados.',
  path: paths.terms,
};

/** A course page: its title, the start of its description, its picture; canonical at /course/{slug}. */
export function courseHead(course: CourseDetail): PageHead {
  return {
    title: course.title,
    description:
      summarize(course.description) ??
      `${course.title}: curso em português na ${BRAND.name}, com certificado de conclusão.`,
    path: paths.course(course.slug),
    image: course.image_url,
  };
}
