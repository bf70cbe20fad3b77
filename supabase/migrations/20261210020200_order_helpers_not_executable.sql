-- The order helpers of the abandoned orders and the guarantee run only inside the functions that
-- call them (security definer, as their owner): no API role executes them directly.
revoke all on function
  private.order_pay_until(text, timestamptz),
  private.is_renewal_order(uuid),
  private.order_guarantee_until(public.orders),
  private.order_abandoned(public.orders)
from public, anon, authenticated;
