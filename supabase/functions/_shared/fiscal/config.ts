// Picks the NFS-e provider from the function secrets (docs/fiscal-provider.md → Configuration):
//   FISCAL_PROVIDER=focus-nfe  Focus NFe itself: FISCAL_API_URL its sandbox
//                              (https://homologacao.focusnfe.com.br) or production
//                              (https://api.focusnfe.com.br), FISCAL_API_TOKEN the company's token;
//   FISCAL_PROVIDER=stand-in   the local stand-in (scripts/lib/fiscal-stand-in.mjs), set by the
//                              local scripts only: the same Focus NFe code, at a loopback address;
//   unset                      no notas are issued (the queued ones wait; issue-invoices answers 503).
// Pure apart from the environment it is given, so the choice is unit-tested under Node; from-env.ts
// reads Deno's.
import { focusNfeProvider } from './focus-nfe.ts';
import type { FiscalProvider } from './provider.ts';

export type FiscalEnvironment = Record<string, string | undefined>;

function required(environment: FiscalEnvironment, name: string): string {
  const value = environment[name]?.trim();
  if (!value) throw new Error(`${name} is not set (docs/fiscal-provider.md → Configuration)`);
  return value;
}

const LOOPBACK = /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?\/?$/;

/** null when no provider is configured; throws (naming the variable) when one is half-configured. */
export function fiscalProviderFromEnvironment(
  environment: FiscalEnvironment,
  fetcher?: typeof fetch,
): FiscalProvider | null {
  const choice = environment.FISCAL_PROVIDER?.trim() ?? '';
  if (!choice) return null;
  const apiUrl = required(environment, 'FISCAL_API_URL');
  const token = required(environment, 'FISCAL_API_TOKEN');
  if (choice === 'focus-nfe') {
    if (!apiUrl.startsWith('https://'))
      throw new Error('FISCAL_API_URL must be an https:// address of Focus NFe');
    return focusNfeProvider({ apiUrl, token, fetch: fetcher });
  }
  if (choice === 'stand-in') {
    // Never a real address: a stand-in token sent to a real provider would only be refused.
    if (!LOOPBACK.test(apiUrl))
      throw new Error('FISCAL_API_URL of the stand-in must be a loopback http:// address');
    return focusNfeProvider({ apiUrl, token, fetch: fetcher });
  }
  throw new Error(`FISCAL_PROVIDER=${choice} is not a provider (focus-nfe or stand-in)`);
}
