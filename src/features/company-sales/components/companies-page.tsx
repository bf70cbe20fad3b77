// 'Trilha Cloud para Empresas' (/empresas): the pitch, the tiers and the seat calculator, all read
// from the database (list_seat_offer, quote_seats; docs/companies.md).
import { BarChart3Icon, BadgeCheckIcon, CalendarClockIcon, WalletIcon, type LucideIcon } from 'lucide-react';
import { Container } from '@/components/ui/container';
import { Skeleton } from '@/components/ui/skeleton';
import { useSeatOffer } from '../api/get-seat-offer';
import { SeatCalculator } from './seat-calculator';
import { tierRange } from './seat-format';

const reasons: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: BadgeCheckIcon,
    title: 'Certifique sua equipe',
    text: 'Prepare N engenheiros para as certificações que os níveis de parceria AWS e Azure exigem.',
  },
  {
    icon: CalendarClockIcon,
    title: 'Atribua trilhas com prazo',
    text: 'Escolha trilhas ou cursos para cada pessoa ou para o time todo, com data de conclusão.',
  },
  {
    icon: BarChart3Icon,
    title: 'Acompanhe o progresso',
    text: 'Veja quem está em dia, quem atrasou, as notas nos simulados e os certificados emitidos.',
  },
  {
    icon: WalletIcon,
    title: 'Pague como preferir',
    text: 'Boleto, Pix ou cartão em até 12x, com nota para o CNPJ da empresa.',
  },
];

export function CompaniesPage() {
  const offer = useSeatOffer();
  return (
    <>
      <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 py-14 text-white sm:py-20">
        <Container>
          <p className="text-sm font-semibold uppercase tracking-wide text-white/80">Para empresas</p>
          <h1 className="mt-2 max-w-3xl text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">
            Trilha Cloud para Empresas
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-white/90">
            Assentos para o seu time estudar AWS, Azure e DevOps, com a gestão que a sua empresa precisa para
            chegar às certificações.
          </p>
        </Container>
      </section>

      <Container className="py-12">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {reasons.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-slate-200 bg-white p-5">
              <Icon aria-hidden="true" className="text-brand-700" width={28} height={28} />
              <h2 className="mt-3 font-bold text-ink">{title}</h2>
              <p className="mt-1 text-sm leading-6 text-ink-muted">{text}</p>
            </li>
          ))}
        </ul>
      </Container>

      <section aria-labelledby="faixas" className="bg-slate-50 py-12">
        <Container>
          <h2 id="faixas" className="text-2xl font-bold tracking-tight text-ink">
            Desconto por número de assentos
          </h2>
          {offer.data ? (
            <table className="mt-6 w-full max-w-xl overflow-hidden rounded-xl bg-white text-left text-sm shadow-sm">
              <thead className="bg-slate-100 text-ink">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Assentos
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Desconto por assento
                  </th>
                </tr>
              </thead>
              <tbody>
                {offer.data.tiers.map((tier) => (
                  <tr key={tier.min_seats} className="border-t border-slate-100">
                    <td className="px-4 py-3 text-ink">{tierRange(tier)}</td>
                    <td className="px-4 py-3 font-semibold text-ink">
                      {tier.discount_percent > 0
                        ? `${Number(tier.discount_percent).toLocaleString('pt-BR')}%`
                        : 'Preço cheio'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : offer.isError ? (
            <p className="mt-6 text-ink-muted">Não foi possível carregar a tabela agora.</p>
          ) : (
            <Skeleton className="mt-6 h-40 max-w-xl" />
          )}
        </Container>
      </section>

      <section aria-labelledby="calculadora" className="py-12">
        <Container>
          <h2 id="calculadora" className="text-2xl font-bold tracking-tight text-ink">
            Calcule o investimento
          </h2>
          <p className="mt-2 mb-6 text-ink-muted">
            O preço é por assento e vale por 12 meses; um plano mensal conta 12 mensalidades.
          </p>
          {offer.data ? (
            <SeatCalculator products={offer.data.products} tiers={offer.data.tiers} />
          ) : offer.isError ? (
            <p className="text-ink-muted">Não foi possível carregar os produtos agora.</p>
          ) : (
            <Skeleton className="h-64" />
          )}
        </Container>
      </section>
    </>
  );
}
