import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';

/** The closing call-to-action band of the public pages. */
export function CallToAction({
  id,
  title,
  text,
  children,
}: {
  id: string;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="py-16">
      <Container>
        <div className="relative isolate overflow-hidden rounded-3xl bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 px-6 py-12 text-center text-white sm:px-12 sm:py-16">
          <div
            aria-hidden="true"
            className="absolute -right-16 -top-16 -z-10 h-64 w-64 rounded-full border-[32px] border-white/5"
          />
          <h2 id={id} className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
            {title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-white">{text}</p>
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">{children}</div>
        </div>
      </Container>
    </section>
  );
}

/** The heading block at the top of a list page. */
export function PageIntro({ eyebrow, title, text }: { eyebrow: string; title: string; text: string }) {
  return (
    <div className="max-w-3xl">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{eyebrow}</p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-ink text-balance sm:text-5xl">
        {title}
      </h1>
      <p className="mt-4 text-lg leading-8 text-pretty text-ink-muted">{text}</p>
    </div>
  );
}
