// The company offer's loader (docs/architecture.md, "Loaders: one style for every screen").
import type { RouteReads } from '@/app/route-module';
import { seatOfferQueryOptions } from '@/features/company-sales/api/get-seat-offer';

export const reads: RouteReads = ({ queryClient }) => queryClient.ensureQueryData(seatOfferQueryOptions());
