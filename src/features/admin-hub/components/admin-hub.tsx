// /admin: one tile per back-office screen.
import {
  AwardIcon,
  BookIcon,
  Building2Icon,
  ChartLineIcon,
  GraduationCapIcon,
  HandshakeIcon,
  MonitorPlayIcon,
  PresentationIcon,
  RouteIcon,
  ReceiptIcon,
  TagIcon,
  TicketPercentIcon,
  UsersIcon,
} from 'lucide-react';
import { Link } from 'react-router-dom';
import { AdminPage } from '@/components/ui/admin-page';
import { paths } from '@/config/paths';

const tiles = [
  {
    to: paths.admin.courses,
    title: 'Cursos',
    text: 'Criar, editar e excluir cursos',
    icon: GraduationCapIcon,
  },
  {
    to: paths.admin.tracks,
    title: 'Trilhas',
    text: 'Montar trilhas de carreira com cursos em ordem',
    icon: RouteIcon,
  },
  {
    to: paths.admin.lessons,
    title: 'Módulos e Aulas',
    text: 'Adicionar conteúdo aos cursos',
    icon: MonitorPlayIcon,
  },
  { to: paths.admin.books, title: 'Livros', text: 'Cadastrar e editar livros', icon: BookIcon },
  {
    to: paths.admin.pricing,
    title: 'Planos de Preços',
    text: 'Gerenciar planos de assinatura',
    icon: TagIcon,
  },
  { to: paths.admin.users, title: 'Usuários', text: 'Visualizar e promover usuários', icon: UsersIcon },
  {
    to: paths.admin.teachers,
    title: 'Professores',
    text: 'Vincular professores aos cursos',
    icon: PresentationIcon,
  },
  {
    to: paths.admin.certificates,
    title: 'Certificados',
    text: 'Emitir e gerenciar certificados',
    icon: AwardIcon,
  },
  { to: paths.admin.reports, title: 'Relatórios', text: 'Estatísticas e análises', icon: ChartLineIcon },
  { to: paths.admin.sales, title: 'Vendas', text: 'Pedidos, reembolsos e exportação', icon: ReceiptIcon },
  {
    to: paths.admin.companies,
    title: 'Empresas',
    text: 'Empresas clientes, assentos e faixas de preço',
    icon: Building2Icon,
  },
  {
    to: '/admin/cupons',
    title: 'Cupons',
    text: 'Campanhas, descontos e usos',
    icon: TicketPercentIcon,
  },
  {
    to: paths.admin.affiliates,
    title: 'Afiliados',
    text: 'Pedidos, comissões e pagamentos',
    icon: HandshakeIcon,
  },
] as const;

export function AdminHub() {
  return (
    <AdminPage
      title="Painel Admin"
      description="Gerencie o catálogo, os usuários, os professores, os certificados, as vendas, as empresas, os cupons e os afiliados da plataforma."
      backTo={null}
    >
      <ul className="grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3" aria-label="Áreas do painel">
        {tiles.map((tile) => (
          <li key={tile.to}>
            <Link
              to={tile.to}
              className="group flex h-full items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-md sm:flex-col sm:items-start sm:p-6"
            >
              <span className="grid h-12 w-12 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700 transition-colors group-hover:bg-brand-700 group-hover:text-white">
                <tile.icon size={24} strokeWidth={1.8} />
              </span>
              <span className="flex flex-col sm:mt-0">
                <span className="text-lg font-semibold text-ink">{tile.title}</span>
                <span className="mt-1 text-sm text-ink-muted">{tile.text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </AdminPage>
  );
}
