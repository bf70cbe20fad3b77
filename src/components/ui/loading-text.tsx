/** The plain loading text ('Carregando...'), announced politely to screen readers. */
export function LoadingText({ text = 'Carregando...' }: { text?: string }) {
  return (
    <p role="status" aria-live="polite" className="py-16 text-center text-ink-muted">
      {text}
    </p>
  );
}
