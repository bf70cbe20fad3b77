import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** Changing this value clears the error (e.g. the current path). */
  resetKey?: string;
}

interface State {
  error: Error | null;
}

/** Never a blank page: any render error shows a way back home (docs/rules/forms-and-messages.md). */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Erro inesperado na interface', error, info.componentStack);
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className="mx-auto flex max-w-lg flex-col items-center px-4 py-20 text-center">
        <h1 className="text-2xl font-bold text-ink">Algo deu errado</h1>
        <p className="mt-3 text-ink-muted">
          Não foi possível exibir esta página. Tente recarregar ou volte para a página inicial.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="h-11 rounded-lg border border-slate-300 px-5 text-sm font-semibold text-ink hover:bg-slate-50"
          >
            Recarregar
          </button>
          <a
            href="/"
            className="inline-flex h-11 items-center rounded-lg bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800"
          >
            Voltar para o início
          </a>
        </div>
      </div>
    );
  }
}
