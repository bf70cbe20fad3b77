// 'Precisa de ajuda?': the hints, revealed one at a time ('Dica 1 de 3'), and 'Desistir e ver a
// solução' behind a confirmation that says the exercise then earns no points.
import { LightbulbIcon } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { userMessage } from '@/lib/errors/user-message';
import { formatNumber } from '@/utils/format';
import { MarkdownText } from './markdown-text';

// The dialog's code (Radix) loads when 'Desistir e ver a solução' is first pressed, not with the page.
const ConfirmDialog = lazy(() =>
  import('@/components/ui/confirm-dialog').then((module) => ({ default: module.ConfirmDialog })),
);

export const helpMessages = {
  hintFailed: 'Não foi possível mostrar a dica. Tente novamente.',
  giveUpFailed: 'Não foi possível abrir a solução. Tente novamente.',
} as const;

interface PracticeHelpProps {
  hints: string[];
  hintsTotal: number;
  /** The learner passed or gave up: no giving up any more. */
  settled: boolean;
  /** What a first pass earns (said in the confirmation). */
  points: number;
  revealHint: { run: () => void; pending: boolean; error: unknown };
  giveUp: { run: (options: { onSettled: () => void }) => void; pending: boolean; error: unknown };
}

export function PracticeHelp({ hints, hintsTotal, settled, points, revealHint, giveUp }: PracticeHelpProps) {
  const [confirming, setConfirming] = useState(false);
  const [askedOnce, setAskedOnce] = useState(false);
  const lastHint = useRef<HTMLElement>(null);
  const shownHints = useRef(hints.length);

  // A hint just revealed takes the focus, so it is read at once.
  useEffect(() => {
    if (hints.length > shownHints.current) lastHint.current?.focus();
    shownHints.current = hints.length;
  }, [hints.length]);

  if (hintsTotal === 0 && settled) return null;
  const more = hints.length < hintsTotal;
  return (
    <section
      aria-labelledby="precisa-de-ajuda"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="precisa-de-ajuda" className="text-lg font-bold text-ink">
        Precisa de ajuda?
      </h2>
      {hints.length > 0 && (
        <ol className="mt-3 space-y-3">
          {hints.map((hint, index) => (
            <li key={index}>
              <article
                ref={index === hints.length - 1 ? lastHint : undefined}
                tabIndex={-1}
                aria-labelledby={`dica-${index + 1}`}
                className="rounded-xl bg-amber-50 px-4 py-3 outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
              >
                <h3
                  id={`dica-${index + 1}`}
                  className="flex items-center gap-2 text-sm font-semibold text-amber-900"
                >
                  <LightbulbIcon size={16} aria-hidden="true" />
                  Dica {index + 1} de {hintsTotal}
                </h3>
                <MarkdownText text={hint} headingBase={3} className="mt-1 text-sm leading-6" />
              </article>
            </li>
          ))}
        </ol>
      )}
      {hintsTotal === 0 && <p className="mt-2 text-sm text-ink-muted">Esta prática não tem dicas.</p>}
      <div className="mt-4 flex flex-wrap gap-3">
        {more && (
          <Button variant="outline" disabled={revealHint.pending} onClick={revealHint.run}>
            <LightbulbIcon size={16} aria-hidden="true" />
            {revealHint.pending
              ? 'Abrindo a dica...'
              : hints.length === 0
                ? 'Ver dica'
                : `Ver dica ${hints.length + 1} de ${hintsTotal}`}
          </Button>
        )}
        {!settled && (
          <Button
            variant="ghost"
            className="text-red-800 hover:bg-red-50"
            onClick={() => {
              setAskedOnce(true);
              setConfirming(true);
            }}
          >
            Desistir e ver a solução
          </Button>
        )}
      </div>
      {Boolean(revealHint.error) && (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {userMessage(revealHint.error, helpMessages.hintFailed)}
        </p>
      )}
      {Boolean(giveUp.error) && !confirming && (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {userMessage(giveUp.error, helpMessages.giveUpFailed)}
        </p>
      )}
      {askedOnce && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title="Desistir e ver a solução?"
            description={
              <>
                A solução de referência será mostrada e esta prática deixa de valer pontos
                {points > 0 ? ` (${formatNumber(points)} pontos)` : ''}: mesmo que você envie uma solução
                correta depois, não ganhará pontos por ela. Você ainda poderá enviar sua solução para
                correção.
              </>
            }
            confirmLabel="Desistir e ver a solução"
            cancelLabel="Continuar tentando"
            pendingLabel="Abrindo a solução..."
            pending={giveUp.pending}
            onConfirm={() => giveUp.run({ onSettled: () => setConfirming(false) })}
          />
        </Suspense>
      )}
    </section>
  );
}
