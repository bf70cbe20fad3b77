import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDocumentMeta } from '@/lib/use-document-title';

export default function NotFoundRoute() {
  useDocumentMeta('Página não encontrada');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-7xl font-extrabold text-brand-700">404</p>
      <h1 className="mt-4 text-2xl font-bold text-ink">Oops! Page not found</h1>
      <p className="mt-3 text-ink-muted">O endereço que você abriu não existe ou foi movido.</p>
      <Link to={paths.home} className={buttonVariants({ className: 'mt-8' })}>
        Voltar para a Home
      </Link>
    </section>
  );
}
