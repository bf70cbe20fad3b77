// The QR code of a certificate's address, computed once per address (qrcode-generator is loaded
// on first use, in its own chunk).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { qrMatrix } from '../utils/qr-code';

export const qrMatrixQueryOptions = (text: string) =>
  queryOptions({
    // The QR code of an address, computed in the browser and cached like a read.
    queryKey: [...sharedQueryKeys.certificates.all(), 'qr', text],
    queryFn: () => qrMatrix(text),
    staleTime: Infinity,
    gcTime: Infinity,
  });

export function useQrMatrix(text: string) {
  return useQuery(qrMatrixQueryOptions(text));
}
