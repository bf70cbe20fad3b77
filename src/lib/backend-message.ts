/**
 * The backend's message when it has one, otherwise the screen's fallback ('Erro ao salvar
 * curso', 'Erro ao excluir livro', ... are shown only when the backend error has no message).
 */
export function backendMessage(error: unknown, fallback: string): string {
  const message = error && typeof error === 'object' ? (error as { message?: unknown }).message : null;
  return typeof message === 'string' && message.trim() ? message : fallback;
}
