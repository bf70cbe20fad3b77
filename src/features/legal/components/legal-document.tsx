import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import { isPlaceholder, LEGAL, LEGAL_OPERATOR_VALUES } from '@/config/legal';
import { formatDate } from '@/utils/format-date';

export { OperatorValue } from '@/components/ui/operator-value';

export function EmailLink({ address }: { address: string }) {
  return (
    <a
      href={`mailto:${address}`}
      className="break-all font-medium text-brand-700 underline underline-offset-2"
    >
      {address}
    </a>
  );
}

export interface LegalSectionHeading {
  id: string;
  title: string;
}

/** One numbered section; `sections` is the document's list, which gives the number. */
export function LegalSection({
  sections,
  id,
  children,
}: {
  sections: readonly LegalSectionHeading[];
  id: string;
  children: ReactNode;
}) {
  const index = sections.findIndex((section) => section.id === id);
  return (
    <section aria-labelledby={id} className="scroll-mt-24">
      <h2 id={id} className="text-xl font-bold text-ink">
        {index + 1}. {sections[index]?.title}
      </h2>
      <div className="mt-3 space-y-3 leading-7 text-ink-muted [&_li]:ml-5 [&_li]:list-disc [&_strong]:text-ink">
        {children}
      </div>
    </section>
  );
}

interface LegalDocumentProps {
  title: string;
  summary: ReactNode;
  /** id and title of each section, in order, for the table of contents and the numbers. */
  sections: readonly LegalSectionHeading[];
  children: ReactNode;
}

/** The frame of the Privacy Policy and the Terms of Use: title, version, contents, sections. */
export function LegalDocument({ title, summary, sections, children }: LegalDocumentProps) {
  const unfilled = LEGAL_OPERATOR_VALUES.some(isPlaceholder);
  return (
    <Container className="py-10 sm:py-14">
      <article className="mx-auto max-w-3xl">
        <header>
          <h1 className="text-3xl font-bold text-ink sm:text-4xl">{title}</h1>
          <p className="mt-3 text-sm text-ink-muted">
            Versão de {formatDate(LEGAL.termsVersion)}, em vigor desde essa data.
          </p>
          <p className="mt-4 text-lg leading-8 text-ink-muted">{summary}</p>
        </header>
        {unfilled && (
          <p className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
            Os trechos destacados entre colchetes identificam a empresa responsável e devem ser preenchidos
            pelo operador da plataforma antes da publicação.
          </p>
        )}
        <nav aria-label="Nesta página" className="mt-8 rounded-2xl border border-slate-200 bg-slate-50 p-5">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-ink">Nesta página</h2>
          <ol className="mt-3 grid gap-1.5 text-sm sm:grid-cols-2">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-brand-700 hover:underline">
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="mt-10 space-y-10">{children}</div>
      </article>
    </Container>
  );
}
