import { CompassIcon, ShieldIcon, TrendingUpIcon, UserIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

const tileClass =
  'flex w-full items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 text-left shadow-sm transition-colors hover:border-brand-200 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

function TileContent({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <>
      <span
        aria-hidden="true"
        className="grid h-11 w-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700"
      >
        {icon}
      </span>
      <span className="min-w-0">
        <span className="block font-semibold text-ink">{title}</span>
        <span className="block text-sm text-ink-muted">{text}</span>
      </span>
    </>
  );
}

interface QuickActionsProps {
  /** Scrolls to the progress section and moves focus there. */
  onShowProgress: () => void;
  showAdminLink: boolean;
}

/** To /courses and /profile, and 'Ver Progresso' (here it goes to the progress section). */
export function QuickActions({ onShowProgress, showAdminLink }: QuickActionsProps) {
  return (
    <nav aria-label="Ações rápidas">
      <ul className={`grid gap-4 sm:grid-cols-2 ${showAdminLink ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}>
        <li>
          <Link to={paths.courses} className={tileClass}>
            <TileContent
              icon={<CompassIcon size={22} />}
              title="Catálogo de Cursos"
              text="Encontre seu próximo curso"
            />
          </Link>
        </li>
        <li>
          <button type="button" onClick={onShowProgress} className={tileClass}>
            <TileContent
              icon={<TrendingUpIcon size={22} />}
              title="Ver Progresso"
              text="Seus cursos e próximas aulas"
            />
          </button>
        </li>
        <li>
          <Link to={paths.profile} className={tileClass}>
            <TileContent icon={<UserIcon size={22} />} title="Meu Perfil" text="Seus dados e sua senha" />
          </Link>
        </li>
        {showAdminLink && (
          <li>
            <Link to={paths.admin.hub} className={tileClass}>
              <TileContent
                icon={<ShieldIcon size={22} />}
                title="Painel Admin"
                text="Gerencie a plataforma"
              />
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
