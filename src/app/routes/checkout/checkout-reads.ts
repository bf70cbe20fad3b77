// The checkout's loader (docs/architecture.md, "Loaders").
import type { RouteReads } from '@/app/route-module';
import { activeAccount } from '@/app/signed-in-reads';
import { checkoutProductQueryOptions } from '@/features/checkout/api/get-checkout-product';
import { purchaseOfferQueryOptions } from '@/features/checkout/api/get-purchase-offer';
import { CHECKOUT_KIND_SEGMENTS } from '@/config/paths';
import type { ProductKind } from '@/rules/orders';

const kindOfSegment = Object.fromEntries(
  Object.entries(CHECKOUT_KIND_SEGMENTS).map(([kind, segment]) => [segment, kind]),
) as Record<string, ProductKind | undefined>;

/** The product kind a checkout address names: /checkout/{curso|livro|plano|trilha}/{id}. */
export const productKindOfSegment = (segment: string): ProductKind | undefined =>
  Object.hasOwn(kindOfSegment, segment) ? kindOfSegment[segment] : undefined;

/** The product the address names and what this buyer is offered for it. */
export const reads: RouteReads = async ({ queryClient, params }) => {
  const kind = productKindOfSegment(params.kind ?? '');
  const productId = params.productId ?? '';
  if (!kind) return;
  const account = await activeAccount();
  if (!account) return;
  await Promise.all([
    queryClient.ensureQueryData(checkoutProductQueryOptions(kind, productId)),
    queryClient.ensureQueryData(purchaseOfferQueryOptions(account.userId, kind, productId)),
  ]);
};
