import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { paths } from '@/config/paths';
import { BookList } from '@/features/books/components/book-list';
import { useDocumentMeta } from '@/lib/use-document-title';
import { booksHead } from '@/app/seo/page-heads';
import { CallToAction, PageIntro } from './call-to-action';

const benefits = [
  {
    title: 'Conteúdo prático',
    text: 'Exemplos reais, exercícios e checklists para aplicar no trabalho desde o primeiro capítulo.',
  },
  {
    title: 'Escrito por especialistas',
    text: 'Autores que vivem a nuvem no dia a dia e ensinam o que o mercado realmente pede.',
  },
  {
    title: 'Complemento aos cursos',
    text: 'Use os livros como referência durante os cursos e na preparação para as certificações.',
  },
];

export default function BooksRoute() {
  useDocumentMeta(booksHead.title, booksHead.description, booksHead.path);

  return (
    <>
      <Container className="pt-12 pb-4 sm:pt-16">
        <PageIntro
          eyebrow="Biblioteca"
          title="Livros"
          text="Leituras práticas para aprofundar o que você aprende nos cursos e se preparar para as certificações de nuvem."
        />
      </Container>
      <Container className="py-8">
        <BookList />
      </Container>

      <section aria-labelledby="livros-beneficios" className="bg-slate-50 py-16">
        <Container>
          <h2 id="livros-beneficios" className="text-center text-3xl font-bold tracking-tight text-ink">
            Por que ler os livros da Trilha Cloud?
          </h2>
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {benefits.map((benefit) => (
              <li key={benefit.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <h3 className="text-lg font-semibold text-ink">{benefit.title}</h3>
                <p className="mt-2 leading-7 text-ink-muted">{benefit.text}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <CallToAction
        id="livros-cta"
        title="Estude com a gente"
        text="Crie sua conta grátis, conheça as trilhas e comece hoje a sua carreira em computação em nuvem."
      >
        <Link to={paths.signUp} className={buttonVariants({ variant: 'inverse', size: 'lg' })}>
          Criar Conta Grátis
        </Link>
        <Link
          to={paths.courses}
          className={buttonVariants({
            variant: 'ghost',
            size: 'lg',
            className: 'text-white ring-1 ring-white/60 hover:bg-white/10',
          })}
        >
          Ver Cursos
        </Link>
      </CallToAction>
    </>
  );
}

// The route's loader, bundled with the page (src/app/router.tsx, `loadPublicReads`).
export { reads } from './books-reads';
