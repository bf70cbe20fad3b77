import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { BRAND } from '@/config/brand';
import { paths } from '@/config/paths';
import { HOME_COURSE_LIMIT } from '@/features/catalog/api/get-courses';
import { CourseList } from '@/features/catalog/components/course-list';
import { useHomeTracks } from '@/features/tracks/api/get-home-tracks';
import { useDocumentMeta } from '@/lib/use-document-title';
import { homeHead } from '@/app/seo/page-heads';
import { CallToAction } from './call-to-action';

// The hero's tiles are the published tracks (up to four), each in one of these colours.
const TILE_COLOURS = [
  'from-orange-800 to-amber-700',
  'from-sky-900 to-blue-700',
  'from-emerald-900 to-teal-700',
  'from-violet-900 to-fuchsia-700',
];

const benefits = [
  {
    title: 'Aprendizado Acelerado',
    text: 'Aulas curtas e objetivas, com laboratórios práticos, para você sair do zero ao primeiro projeto em semanas.',
    icon: <path d="M13 2 4 14h7l-1 8 9-12h-7Z" />,
  },
  {
    title: 'Mentoria Especializada',
    text: 'Profissionais que trabalham com nuvem todos os dias acompanham sua evolução e respondem suas dúvidas.',
    icon: (
      <>
        <circle cx="9" cy="8" r="4" />
        <path d="M2 21a7 7 0 0 1 14 0M17 11l2 2 4-4" />
      </>
    ),
  },
  {
    title: 'Certificação Reconhecida',
    text: 'Conclua os cursos e as trilhas, receba certificados com código de verificação e prepare-se para as provas oficiais.',
    icon: (
      <>
        <circle cx="12" cy="9" r="6" />
        <path d="m8.5 14-1.5 7 5-3 5 3-1.5-7" />
      </>
    ),
  },
];

export default function HomeRoute() {
  useDocumentMeta(homeHead.title, homeHead.description, homeHead.path);
  const tracks = useHomeTracks().data?.slice(0, 4) ?? [];

  return (
    <>
      <section className="relative isolate overflow-hidden bg-gradient-to-b from-brand-50 to-white">
        <Container className="grid items-center gap-12 py-14 sm:py-20 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,0.9fr)]">
          <div>
            <p className="inline-flex rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-800 shadow-sm ring-1 ring-brand-100">
              Carreiras em computação em nuvem
            </p>
            <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-ink text-balance sm:text-6xl">
              Sua carreira em nuvem começa aqui
            </h1>
            <p className="mt-6 max-w-xl text-lg leading-8 text-ink-muted">
              Aprenda AWS, Azure, DevOps e Inteligência Artificial com cursos práticos em português, do
              primeiro conceito à certificação.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Link to={paths.courses} className={buttonVariants({ size: 'lg' })}>
                Explorar Cursos
              </Link>
              <Link to={paths.pricing} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
                Ver Planos
              </Link>
            </div>
          </div>
          <div>
            <ul aria-label="Trilhas de carreira" className="grid grid-cols-2 gap-4">
              {tracks.map((track, index) => (
                <li
                  key={track.slug}
                  className={`rounded-2xl bg-gradient-to-br ${TILE_COLOURS[index % 4]} text-white shadow-lg ${
                    index % 2 === 1 ? 'sm:translate-y-6' : ''
                  }`}
                >
                  <Link
                    to={paths.track(track.slug)}
                    aria-label={`Trilha ${track.title}`}
                    className="block p-5"
                  >
                    <p className="text-2xl font-extrabold sm:text-3xl">{track.exam_code ?? 'Trilha'}</p>
                    <p className="mt-6 text-sm font-medium sm:mt-10">{track.target_role}</p>
                  </Link>
                </li>
              ))}
            </ul>
            <Link
              to={paths.tracks}
              className="mt-4 inline-block font-semibold text-brand-700 hover:underline sm:mt-10"
            >
              Ver todas as trilhas
            </Link>
          </div>
        </Container>
      </section>

      <Container className="pt-4">
        <aside
          aria-labelledby="home-livros"
          className="flex flex-col gap-4 rounded-2xl border border-amber-200 bg-amber-50 p-6 sm:flex-row sm:items-center sm:justify-between"
        >
          <div>
            <h2 id="home-livros" className="text-lg font-bold text-ink">
              Conheça também os nossos livros
            </h2>
            <p className="mt-1 text-ink-muted">
              Guias práticos de AWS, Azure, DevOps e IA para estudar onde e quando quiser.
            </p>
          </div>
          <Link
            to={paths.books}
            className={buttonVariants({ variant: 'outline', className: 'shrink-0 border-amber-300' })}
          >
            Ver Livros
          </Link>
        </aside>
      </Container>

      <section aria-labelledby="home-cursos" className="py-16">
        <Container>
          <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
            <div>
              <h2 id="home-cursos" className="text-3xl font-bold tracking-tight text-ink">
                Cursos em destaque
              </h2>
              <p className="mt-2 text-ink-muted">Os cursos mais recentes do nosso catálogo.</p>
            </div>
            <Link to={paths.courses} className="font-semibold text-brand-700 hover:underline">
              Ver todos os cursos
            </Link>
          </div>
          <div className="mt-8">
            <CourseList limit={HOME_COURSE_LIMIT} headingLevel={3} />
          </div>
        </Container>
      </section>

      <section aria-labelledby="home-beneficios" className="bg-slate-50 py-16">
        <Container>
          <h2 id="home-beneficios" className="text-center text-3xl font-bold tracking-tight text-ink">
            Por que estudar com a {BRAND.name}?
          </h2>
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {benefits.map((benefit) => (
              <li key={benefit.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <span className="grid h-12 w-12 place-items-center rounded-xl bg-brand-50 text-brand-700">
                  <svg
                    viewBox="0 0 24 24"
                    width={24}
                    height={24}
                    fill="none"
                    stroke="currentColor"
                    strokeWidth={2}
                    strokeLinecap="round"
                    strokeLinejoin="round"
                    aria-hidden="true"
                    focusable="false"
                  >
                    {benefit.icon}
                  </svg>
                </span>
                <h3 className="mt-4 text-lg font-semibold text-ink">{benefit.title}</h3>
                <p className="mt-2 leading-7 text-ink-muted">{benefit.text}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <CallToAction
        id="home-cta"
        title="Pronto para começar sua trilha?"
        text="Crie sua conta grátis em menos de um minuto e dê o primeiro passo na sua carreira em nuvem."
      >
        <Link to={paths.signUp} className={buttonVariants({ variant: 'inverse', size: 'lg' })}>
          Começar Grátis
        </Link>
      </CallToAction>
    </>
  );
}

// The route's loader, bundled with the page (src/app/router.tsx, `loadPublicReads`).
export { reads } from './home-reads';
