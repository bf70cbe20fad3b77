import { CloudIcon } from 'lucide-react';
import { useSyncExternalStore, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BRAND } from '@/config/brand';
import { SUPPORT_EMAIL } from '@/config/legal-basics';
import { paths } from '@/config/paths';
import { TOPIC_KEYS, TOPICS } from '@/config/topics';
import { useAuth } from '@/lib/auth';
import { VerifyCertificateForm } from '@/components/ui/verify-certificate-form';

// Brand blurb, course links, quick links, the copyright with the clock's year; the Privacy Policy,
// the Terms of Use and the support address (LGPD); and 'Verificar certificado', where anyone types
// a certificate's code. Each course link opens the catalogue filtered by its topic; quick links
// offer 'Entrar' to visitors and the account's own screens to people signed in.
const courseLinks = TOPIC_KEYS.map((topic) => ({
  to: paths.coursesByTopic(topic),
  label: TOPICS[topic].footerLabel,
}));
const siteLinks = [
  { to: paths.home, label: 'Home' },
  { to: paths.courses, label: 'Cursos' },
  { to: paths.pricing, label: 'Preços' },
  { to: paths.companies, label: 'Para empresas' },
];
const visitorLinks = [{ to: paths.auth, label: 'Entrar' }];
const accountLinks = [
  { to: paths.dashboard, label: 'Dashboard' },
  { to: paths.profile, label: 'Perfil' },
];
const legalLinks = [
  { to: paths.privacy, label: 'Política de Privacidade' },
  { to: paths.terms, label: 'Termos de Uso' },
];

const linkClass = 'text-sm text-slate-300 hover:text-white';

/** One column of the footer: its title and its links (and any further item after them). */
function FooterLinks({
  title,
  links,
  children,
}: {
  title: string;
  links: readonly { to: string; label: string }[];
  children?: ReactNode;
}) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{title}</h2>
      <ul className="mt-3 space-y-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
        {children}
      </ul>
    </nav>
  );
}

/** The attribute carrying the year the copyright line was rendered with. */
const YEAR_ATTRIBUTE = 'data-copyright-year';
const subscribeToNothing = () => () => {};
const clockYear = () => new Date().getFullYear();

/**
 * The year in the HTML being hydrated: a prerendered page's was the build's clock, and hydration
 * must render exactly that; on the server (no document) or without one, the clock's.
 */
function renderedYear(): number {
  if (typeof document === 'undefined') return clockYear();
  const shown = Number(document.querySelector(`[${YEAR_ATTRIBUTE}]`)?.getAttribute(YEAR_ATTRIBUTE));
  return Number.isInteger(shown) && shown > 0 ? shown : clockYear();
}

/**
 * '© <year> Trilha Cloud. Todos os direitos reservados.', the year from the visitor's clock. A
 * prerendered page hydrates with the year its HTML shows, then React renders again at once with
 * the clock's when they differ (a page built in December, read in January): no hydration
 * mismatch and no stale year (docs/ui.md, "The footer's year").
 */
export function Copyright() {
  const year = useSyncExternalStore(subscribeToNothing, clockYear, renderedYear);
  return (
    <p className="mx-auto w-full max-w-6xl px-4 py-5 text-center text-sm text-slate-400 sm:px-6 lg:px-8">
      © <span data-copyright-year={year}>{year}</span> {BRAND.name}. Todos os direitos reservados.
    </p>
  );
}

export function SiteFooter() {
  const { status } = useAuth();
  // While the session is being read (and on prerendered HTML) the visitor's links show, as in the header.
  const quickLinks = [...siteLinks, ...(status === 'signed-in' ? accountLinks : visitorLinks)];
  return (
    <footer className="mt-auto bg-slate-900 text-slate-200">
      <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div>
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <CloudIcon size={20} />
            {BRAND.name}
          </p>
          <p className="mt-3 max-w-xs text-sm leading-6 text-slate-300">
            Formação prática em português para quem quer construir uma carreira em computação em nuvem: AWS,
            Azure, DevOps e Inteligência Artificial.
          </p>
          {/* Part of the page's first code, not a lazy piece: a prerendered page hydrates it with
              the rest, so a code typed right after the page shows is never lost. */}
          <VerifyCertificateForm tone="footer" className="mt-6 max-w-xs" />
        </div>
        <FooterLinks title="Cursos" links={courseLinks} />
        <FooterLinks title="Links rápidos" links={quickLinks} />
        <FooterLinks title="Institucional" links={legalLinks}>
          <li>
            <a href={`mailto:${SUPPORT_EMAIL}`} className={`${linkClass} break-all`}>
              {SUPPORT_EMAIL}
            </a>
          </li>
        </FooterLinks>
      </div>
      <div className="border-t border-slate-800">
        <Copyright />
      </div>
    </footer>
  );
}
