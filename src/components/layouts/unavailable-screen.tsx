import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { paths } from '@/config/paths';
import { useDocumentMeta } from '@/lib/use-document-title';

/** An honest page for a screen this version does not offer yet: it does not pretend to work. */
export function UnavailableScreen({ title }: { title: string }) {
  useDocumentMeta(title);
  return (
    <Container className="py-20 text-center">
      <h1 className="text-3xl font-bold text-ink">{title}</h1>
      <p className="mx-auto mt-4 max-w-md text-ink-muted">
        Esta tela ainda não está disponível nesta versão da {'Trilha Cloud'}.
      </p>
      <Link to={paths.home} className={buttonVariants({ variant: 'outline', className: 'mt-8' })}>
        Voltar para a Home
      </Link>
    </Container>
  );
}
