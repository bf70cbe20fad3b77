// The pricing page's loader (docs/architecture.md, "Loaders: one style for every screen").
import type { RouteReads } from '@/app/route-module';
import { pricingPlansQueryOptions } from '@/features/pricing/api/get-pricing-plans';

export const reads: RouteReads = ({ queryClient }) => queryClient.ensureQueryData(pricingPlansQueryOptions());
