// The NFS-e provider of one function process, read once at start from the function secrets
// (config.ts says which). Deno only. A half-configured provider is logged, with the variable's
// name, and leaves the notas waiting rather than failing to load, which would take every other
// function of the local router down with it.
import { fiscalProviderFromEnvironment } from './config.ts';
import type { FiscalProvider } from './provider.ts';

export function loadFiscalProvider(functionName: string): FiscalProvider | null {
  try {
    const provider = fiscalProviderFromEnvironment(Deno.env.toObject());
    if (!provider) console.error(`${functionName}: FISCAL_PROVIDER is not set: no nota fiscal is issued`);
    return provider;
  } catch (error) {
    console.error(
      `${functionName}: notas fiscais are not configured:`,
      error instanceof Error ? error.message : error,
    );
    return null;
  }
}
