// The frame the quiz and simulado screens share: the way back to the course, the heading, and
// the loading and failed states of their reads.
import { ArrowLeftIcon } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { Link } from 'react-router-dom';
import { Container } from '@/components/ui/container';
import { InlineLoadError } from '@/components/ui/inline-load-error';
import { LoadingText } from '@/components/ui/loading-text';

interface AssessmentFrameProps {
  back: { to: string; label: string } | null;
  eyebrow: string;
  title: string;
  titleRef?: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}

export function AssessmentFrame({ back, eyebrow, title, titleRef, children }: AssessmentFrameProps) {
  return (
    <div className="min-h-[calc(100svh-4rem)] bg-slate-50">
      <Container className="max-w-3xl py-6 sm:py-10">
        {back && (
          <Link
            to={back.to}
            className="inline-flex items-center gap-2 rounded text-sm font-medium text-ink-muted hover:text-ink"
          >
            <ArrowLeftIcon width={16} height={16} className="shrink-0" aria-hidden="true" />
            <span className="line-clamp-1">{back.label}</span>
          </Link>
        )}
        <p className="mt-4 text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
        <h1
          ref={titleRef}
          tabIndex={-1}
          className="mt-1 text-2xl font-bold text-ink outline-none sm:text-3xl"
        >
          {title}
        </h1>
        <div className="mt-6">{children}</div>
      </Container>
    </div>
  );
}

export function AssessmentLoading() {
  return (
    <div className="min-h-[calc(100svh-4rem)]">
      <LoadingText />
    </div>
  );
}

export function AssessmentLoadFailed({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  return (
    <Container className="max-w-3xl py-16">
      <InlineLoadError
        message="Não foi possível carregar. Verifique sua conexão e tente novamente."
        retrying={retrying}
        onRetry={onRetry}
      />
    </Container>
  );
}

/** A passed or failed mark, with its words (never colour alone). */
export function PassMark({ passed }: { passed: boolean }) {
  return passed ? (
    <span className="inline-flex rounded-full bg-emerald-100 px-3 py-1 text-sm font-bold text-emerald-800">
      Aprovado
    </span>
  ) : (
    <span className="inline-flex rounded-full bg-amber-100 px-3 py-1 text-sm font-bold text-amber-900">
      Não aprovado
    </span>
  );
}
