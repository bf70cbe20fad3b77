// Plan changes (supabase/schemas/17_plan-changes.sql, docs/plan-changes.md): an upgrade is charged
// the difference for the rest of the period and applied when its order is paid (a refund moves the
// subscription back); a downgrade waits for the next period and is charged at the new price; only
// the subscriber changes their subscription, and nobody writes a change from the browser.
import { describe, expect, it } from 'vitest';
import { createUser, serviceClient, sql, type TestUser } from '../../support/stack';
import { expectError } from './fixtures';
import {
  createPaidCourse,
  createPlan,
  CPF,
  hasAccess,
  paymentEvent,
  PROVIDER,
  startOrder,
  subscriptionEvent,
} from './payments-fixtures';

interface Quote {
  kind: 'upgrade' | 'downgrade';
  amount: number | null;
  remaining_days: number;
  period_days: number;
  period_end: string;
  from_plan: { id: string; name: string; amount: number };
  to_plan: { id: string; name: string; amount: number };
}

/** Two monthly plans (49,90 and 89,90), each with a course of its own, and a yearly one. */
async function plans() {
  const [basicCourse, proCourse] = await Promise.all([
    createPaidCourse({ accessModel: 'plans' }),
    createPaidCourse({ accessModel: 'plans' }),
  ]);
  const basic = await createPlan({ amount: 49.9, courseIds: [basicCourse.courseId] });
  const pro = await createPlan({ amount: 89.9, courseIds: [basicCourse.courseId, proCourse.courseId] });
  const yearly = await createPlan({ amount: 399, interval: 'year', courseIds: [proCourse.courseId] });
  return { basic, pro, yearly, basicCourse: basicCourse.courseId, proCourse: proCourse.courseId };
}

/** A subscriber of `planId`, paid up, with `daysLeft` of the period still to run. */
async function subscriber(
  planId: string,
  daysLeft = 15,
): Promise<{ user: TestUser; subscriptionId: string }> {
  const user = await createUser();
  const order = await startOrder(user, 'plan', planId, 'pix');
  await paymentEvent(order.id, 'paid');
  await sql`update public.subscriptions set current_period_end = now() + make_interval(days => ${daysLeft})
            where id = ${order.subscription_id}`;
  return { user, subscriptionId: order.subscription_id! };
}

async function quote(user: TestUser, subscriptionId: string, planId: string) {
  return user.client.rpc('quote_plan_change', { p_subscription_id: subscriptionId, p_plan_id: planId });
}

async function subscriptionRow(id: string) {
  const [row] = await sql<{ plan_id: string; amount: string; status: string; current_period_end: Date }[]>`
    select plan_id, amount, status, current_period_end from public.subscriptions where id = ${id}`;
  return row!;
}

describe('an upgrade', () => {
  it('charges the difference for the rest of the period, and moves the plan when paid, the period unchanged', async () => {
    const catalogue = await plans();
    const { user, subscriptionId } = await subscriber(catalogue.basic, 15);
    const before = await subscriptionRow(subscriptionId);

    const answer = await quote(user, subscriptionId, catalogue.pro);
    expect(answer.error).toBeNull();
    const offer = answer.data as unknown as Quote;
    expect(offer).toMatchObject({ kind: 'upgrade', remaining_days: 15 });
    expect(offer.from_plan).toMatchObject({ id: catalogue.basic, amount: 49.9 });
    expect(offer.to_plan).toMatchObject({ id: catalogue.pro, amount: 89.9 });
    // R$ 40,00 a month more, for 15 of the period's 28–31 days.
    expect(offer.amount).toBeCloseTo((40 * 15) / offer.period_days, 1);

    const started = await user.client.rpc('start_plan_upgrade_order', {
      p_subscription_id: subscriptionId,
      p_plan_id: catalogue.pro,
      p_method: 'pix',
      p_cpf: CPF,
    });
    expect(started.error).toBeNull();
    const order = started.data as unknown as { id: string; amount: number; product_title: string };
    expect(order.amount).toBe(offer.amount);
    expect(order.product_title).toMatch(/^Mudança para o plano /);
    // Not paid yet: still the old plan and its courses only.
    expect((await subscriptionRow(subscriptionId)).plan_id).toBe(catalogue.basic);
    expect(await hasAccess(user, catalogue.proCourse)).toBe(false);

    await paymentEvent(order.id, 'paid');
    const after = await subscriptionRow(subscriptionId);
    expect(after).toMatchObject({ plan_id: catalogue.pro, amount: '89.90', status: 'active' });
    expect(after.current_period_end).toEqual(before.current_period_end);
    expect(await hasAccess(user, catalogue.proCourse)).toBe(true);

    // A replayed payment changes nothing more; a refund of the upgrade moves back, the subscription runs on.
    await paymentEvent(order.id, 'paid');
    await paymentEvent(order.id, 'refunded');
    expect(await subscriptionRow(subscriptionId)).toMatchObject({
      plan_id: catalogue.basic,
      amount: '49.90',
      status: 'active',
    });
    expect(await hasAccess(user, catalogue.proCourse)).toBe(false);
    expect(await hasAccess(user, catalogue.basicCourse)).toBe(true);
  });

  it('a retry replaces the unpaid upgrade order; the instalments follow the smaller amount', async () => {
    const catalogue = await plans();
    const { user, subscriptionId } = await subscriber(catalogue.basic, 20);
    const start = (method: string, installments = 1) =>
      user.client.rpc('start_plan_upgrade_order', {
        p_subscription_id: subscriptionId,
        p_plan_id: catalogue.pro,
        p_method: method,
        p_installments: installments,
        p_cpf: CPF,
      });
    const first = await start('pix');
    expect(first.error).toBeNull();
    const second = await start('boleto');
    expect(second.error).toBeNull();
    const [row] = await sql<{ status: string }[]>`
      select status from public.orders where id = ${(first.data as { id: string }).id}`;
    expect(row!.status).toBe('canceled');
    const pending = await sql`
      select 1 from public.plan_changes where subscription_id = ${subscriptionId} and status = 'pending'`;
    expect(pending).toHaveLength(1);
    // About R$ 27: five instalments of R$ 5,00 at most, never twelve.
    expectError(await start('card', 12), 'P0001', 'invalid_installments');
  });
});

describe('a downgrade', () => {
  it('is scheduled for the end of the period, shown on the subscription, and charged at the new price from then', async () => {
    const catalogue = await plans();
    const { user, subscriptionId } = await subscriber(catalogue.pro, 2);
    const offer = (await quote(user, subscriptionId, catalogue.basic)).data as unknown as Quote;
    expect(offer).toMatchObject({ kind: 'downgrade', amount: null });
    expectError(
      await user.client.rpc('start_plan_upgrade_order', {
        p_subscription_id: subscriptionId,
        p_plan_id: catalogue.basic,
        p_method: 'pix',
        p_cpf: CPF,
      }),
      'P0001',
      'plan_change_is_downgrade',
    );

    const scheduled = await user.client.rpc('schedule_plan_downgrade', {
      p_subscription_id: subscriptionId,
      p_plan_id: catalogue.basic,
    });
    expect(scheduled.error).toBeNull();
    const change = scheduled.data as unknown as { id: string; effective_at: string; status: string };
    expect(new Date(change.effective_at).getTime()).toBe(new Date(offer.period_end).getTime());
    expectError(
      await user.client.rpc('schedule_plan_downgrade', {
        p_subscription_id: subscriptionId,
        p_plan_id: catalogue.basic,
      }),
      'P0001',
      'plan_change_pending',
    );
    const mine = await user.client.rpc('get_my_subscription');
    expect(mine.data).toMatchObject({
      plan_id: catalogue.pro,
      scheduled_change: {
        id: change.id,
        to_plan_id: catalogue.basic,
        to_plan_amount: 49.9,
        status: 'pending',
      },
    });
    // Until then, the plan and its courses stay.
    expect(await hasAccess(user, catalogue.proCourse)).toBe(true);

    // The renewal of the next period is the new plan's, at its price; paid, the plan moves.
    const renewals = await serviceClient().rpc('prepare_subscription_renewals', { p_lead: '3 days' });
    expect(renewals.error).toBeNull();
    const [renewal] = await sql<{ id: string; amount: string; product_id: string }[]>`
      select o.id, o.amount, o.product_id from public.subscription_renewals r join public.orders o on o.id = r.order_id
      where r.subscription_id = ${subscriptionId}`;
    expect(renewal).toMatchObject({ amount: '49.90', product_id: catalogue.basic });
    await paymentEvent(renewal!.id, 'paid');
    // Paid before the period ended: the current plan runs to its end.
    expect(await subscriptionRow(subscriptionId)).toMatchObject({ plan_id: catalogue.pro, amount: '89.90' });
    expect(await hasAccess(user, catalogue.proCourse)).toBe(true);
    // The period ends (moved into the past here); the renewal job starts the new plan.
    await sql`update public.plan_changes set effective_at = now() - interval '1 minute' where id = ${change.id}`;
    expect(
      (await serviceClient().rpc('settle_lapsed_subscriptions', { p_provider: 'stand-in' })).error,
    ).toBeNull();
    expect(await subscriptionRow(subscriptionId)).toMatchObject({
      plan_id: catalogue.basic,
      amount: '49.90',
    });
    expect(await hasAccess(user, catalogue.proCourse)).toBe(false);
    const [applied] = await sql<
      { status: string }[]
    >`select status from public.plan_changes where id = ${change.id}`;
    expect(applied!.status).toBe('applied');
  });

  it('a renewal paid after the period ended starts the new plan at once', async () => {
    const catalogue = await plans();
    const { user, subscriptionId } = await subscriber(catalogue.pro, 1);
    const { data } = await user.client.rpc('schedule_plan_downgrade', {
      p_subscription_id: subscriptionId,
      p_plan_id: catalogue.basic,
    });
    await sql`update public.plan_changes set effective_at = now() - interval '1 minute' where id = ${(data as { id: string }).id}`;
    await serviceClient().rpc('prepare_subscription_renewals', { p_lead: '3 days' });
    const [renewal] = await sql<{ id: string }[]>`
      select r.order_id as id from public.subscription_renewals r where r.subscription_id = ${subscriptionId}`;
    await paymentEvent(renewal!.id, 'paid');
    expect(await subscriptionRow(subscriptionId)).toMatchObject({
      plan_id: catalogue.basic,
      amount: '49.90',
    });
  });

  it('can be called off before the period ends', async () => {
    const catalogue = await plans();
    const { user, subscriptionId } = await subscriber(catalogue.pro);
    const { data } = await user.client.rpc('schedule_plan_downgrade', {
      p_subscription_id: subscriptionId,
      p_plan_id: catalogue.basic,
    });
    const changeId = (data as { id: string }).id;
    const stranger = await createUser();
    expectError(
      await stranger.client.rpc('cancel_plan_change', { p_change_id: changeId }),
      'P0001',
      'plan_change_not_found',
    );
    const canceled = await user.client.rpc('cancel_plan_change', { p_change_id: changeId });
    expect(canceled.data).toMatchObject({ status: 'canceled' });
    expect((await user.client.rpc('get_my_subscription')).data).toMatchObject({ scheduled_change: null });
  });
});

describe('who may change a plan, and which changes there are', () => {
  it('refuses another person, the same plan, another interval and a cancelled subscription; quotes a card renewed by the provider as one', async () => {
    const catalogue = await plans();
    const { user, subscriptionId } = await subscriber(catalogue.basic);
    const stranger = await createUser();
    expectError(await quote(stranger, subscriptionId, catalogue.pro), 'P0001', 'subscription_not_found');
    expectError(
      await stranger.client.rpc('start_plan_upgrade_order', {
        p_subscription_id: subscriptionId,
        p_plan_id: catalogue.pro,
        p_method: 'pix',
        p_cpf: CPF,
      }),
      'P0001',
      'subscription_not_found',
    );
    expectError(await quote(user, subscriptionId, catalogue.basic), 'P0001', 'plan_change_same_plan');
    expectError(await quote(user, subscriptionId, catalogue.yearly), 'P0001', 'plan_change_interval_differs');
    expectError(
      await user.client.rpc('schedule_plan_downgrade', {
        p_subscription_id: subscriptionId,
        p_plan_id: catalogue.pro,
      }),
      'P0001',
      'plan_change_is_upgrade',
    );

    expect((await quote(user, subscriptionId, catalogue.pro)).data).toMatchObject({ renewed_by_card: false });
    await sql`update public.subscriptions set provider_subscription_id = ${`pre-${subscriptionId}`}, provider = 'stand-in'
              where id = ${subscriptionId}`;
    const card = await quote(user, subscriptionId, catalogue.pro);
    expect(card.error).toBeNull();
    expect(card.data).toMatchObject({ kind: 'upgrade', renewed_by_card: true });
    await sql`update public.subscriptions set provider_subscription_id = null, cancel_at_period_end = true, status = 'canceled',
              canceled_at = now() where id = ${subscriptionId}`;
    expectError(await quote(user, subscriptionId, catalogue.pro), 'P0001', 'plan_change_not_allowed');
  });

  it('nobody writes a plan change from the browser; a subscriber reads only their own', async () => {
    const catalogue = await plans();
    const { user, subscriptionId } = await subscriber(catalogue.pro);
    await user.client.rpc('schedule_plan_downgrade', {
      p_subscription_id: subscriptionId,
      p_plan_id: catalogue.basic,
    });
    const forged = await user.client.from('plan_changes').insert({
      subscription_id: subscriptionId,
      user_id: user.userId,
      from_plan_id: catalogue.basic,
      to_plan_id: catalogue.pro,
      kind: 'upgrade',
      amount: 1,
    } as never);
    expect(forged.error).not.toBeNull();
    const applied = await user.client
      .from('plan_changes')
      .update({ status: 'applied' } as never)
      .eq('subscription_id', subscriptionId)
      .select('id');
    expect(applied.error ?? applied.data).toBeTruthy();
    expect(applied.data ?? []).toEqual([]);
    const own = await user.client
      .from('plan_changes')
      .select('kind, status')
      .eq('subscription_id', subscriptionId);
    expect(own.data).toEqual([{ kind: 'downgrade', status: 'pending' }]);
    const stranger = await createUser();
    const other = await stranger.client
      .from('plan_changes')
      .select('id')
      .eq('subscription_id', subscriptionId);
    expect(other.data).toEqual([]);
  });
});

/** A card subscriber: the plan's first order paid, the provider's authorisation at its amount. */
async function cardSubscriber(planId: string, amount: number, daysLeft = 15) {
  const { user, subscriptionId } = await subscriber(planId, daysLeft);
  const authorized = await subscriptionEvent(subscriptionId, 'authorized', { amount });
  expect(authorized.outcome).toBe('applied');
  return { user, subscriptionId, preapprovalId: `sub-${subscriptionId}` };
}

interface Due {
  subscription_id: string;
  provider_subscription_id: string;
  provider_amount: number | null;
  amount: number;
}

async function claim(subscriptionId: string) {
  const { data, error } = await serviceClient().rpc('claim_provider_amount_changes', {
    p_provider: PROVIDER,
    p_subscription_id: subscriptionId,
  });
  expect(error).toBeNull();
  return data as unknown as Due[];
}

async function record(subscriptionId: string, preapprovalId: string, amount: number | null) {
  return serviceClient().rpc('record_provider_amount', {
    p_subscription_id: subscriptionId,
    p_provider_subscription_id: preapprovalId,
    p_amount: amount as number,
  });
}

async function providerAmount(subscriptionId: string) {
  const [row] = await sql<{ provider_amount: string | null }[]>`
    select provider_amount from public.subscriptions where id = ${subscriptionId}`;
  return row!.provider_amount;
}

describe('a subscription whose card the provider charges every period', () => {
  it('keeps what the provider charges; a paid upgrade asks for the new amount, once recorded nothing more', async () => {
    const catalogue = await plans();
    const { user, subscriptionId, preapprovalId } = await cardSubscriber(catalogue.basic, 49.9);
    expect(await providerAmount(subscriptionId)).toBe('49.90');
    expect(await claim(subscriptionId)).toEqual([]);

    const started = await user.client.rpc('start_plan_upgrade_order', {
      p_subscription_id: subscriptionId,
      p_plan_id: catalogue.pro,
      p_method: 'pix',
      p_cpf: CPF,
    });
    expect(started.error).toBeNull();
    // Not paid: the next charge is still the plan's own.
    expect(await claim(subscriptionId)).toEqual([]);
    await paymentEvent((started.data as { id: string }).id, 'paid');

    expect(await claim(subscriptionId)).toEqual([
      {
        subscription_id: subscriptionId,
        provider_subscription_id: preapprovalId,
        provider_amount: 49.9,
        amount: 89.9,
      },
    ]);
    // Claimed: another run leaves it alone until it is recorded.
    expect(await claim(subscriptionId)).toEqual([]);
    const recorded = await record(subscriptionId, preapprovalId, 89.9);
    expect(recorded.error).toBeNull();
    expect(recorded.data).toEqual({
      subscription_id: subscriptionId,
      provider_amount: 89.9,
      amount: 89.9,
      stale: false,
    });
    expect(await claim(subscriptionId)).toEqual([]);

    // The upgrade refunded: back to the plan left, and to its amount at the provider.
    await paymentEvent((started.data as { id: string }).id, 'refunded');
    expect(await claim(subscriptionId)).toMatchObject([{ amount: 49.9, provider_amount: 89.9 }]);
  });

  it('a scheduled downgrade asks for the lower amount, calling it off for the plan’s own again; a failed update lets the claim go', async () => {
    const catalogue = await plans();
    const { user, subscriptionId, preapprovalId } = await cardSubscriber(catalogue.pro, 89.9);
    const scheduled = await user.client.rpc('schedule_plan_downgrade', {
      p_subscription_id: subscriptionId,
      p_plan_id: catalogue.basic,
    });
    expect(scheduled.error).toBeNull();
    expect(await claim(subscriptionId)).toMatchObject([{ amount: 49.9, provider_amount: 89.9 }]);
    // The provider could not be reached: nothing recorded, and the next run may claim it at once.
    expect((await record(subscriptionId, preapprovalId, null)).data).toMatchObject({
      provider_amount: 89.9,
      stale: true,
    });
    expect(await claim(subscriptionId)).toMatchObject([{ amount: 49.9 }]);
    expect((await record(subscriptionId, preapprovalId, 49.9)).data).toMatchObject({ stale: false });

    const canceled = await user.client.rpc('cancel_plan_change', {
      p_change_id: (scheduled.data as { id: string }).id,
    });
    expect(canceled.error).toBeNull();
    expect(await claim(subscriptionId)).toMatchObject([{ amount: 89.9, provider_amount: 49.9 }]);
    expect((await record(subscriptionId, preapprovalId, 89.9)).data).toMatchObject({ stale: false });
  });

  it('the renewal charge after the period pays the downgraded plan at its price and applies it; another amount is refused', async () => {
    const catalogue = await plans();
    const { user, subscriptionId } = await cardSubscriber(catalogue.pro, 89.9, 1);
    const { data } = await user.client.rpc('schedule_plan_downgrade', {
      p_subscription_id: subscriptionId,
      p_plan_id: catalogue.basic,
    });
    const changeId = (data as { id: string }).id;
    // The period ends (moved into the past) and the provider charges the next one.
    await sql`update public.subscriptions set current_period_end = now() - interval '1 minute' where id = ${subscriptionId}`;
    await sql`update public.plan_changes c set effective_at = s.current_period_end
              from public.subscriptions s where s.id = c.subscription_id and c.id = ${changeId}`;

    const wrong = await subscriptionEvent(subscriptionId, 'renewed', { amount: 89.9 });
    expect(wrong.outcome).toBe('amount_mismatch');
    expect(await subscriptionRow(subscriptionId)).toMatchObject({ plan_id: catalogue.pro, amount: '89.90' });

    const renewed = await subscriptionEvent(subscriptionId, 'renewed', { amount: 49.9 });
    expect(renewed.outcome).toBe('applied');
    expect(await subscriptionRow(subscriptionId)).toMatchObject({
      plan_id: catalogue.basic,
      amount: '49.90',
      status: 'active',
    });
    const [order] = await sql<{ product_id: string; amount: string; status: string }[]>`
      select product_id, amount, status from public.orders
      where subscription_id = ${subscriptionId} order by created_at desc limit 1`;
    expect(order).toEqual({ product_id: catalogue.basic, amount: '49.90', status: 'paid' });
    const [applied] = await sql<
      { status: string }[]
    >`select status from public.plan_changes where id = ${changeId}`;
    expect(applied!.status).toBe('applied');
    expect(await hasAccess(user, catalogue.proCourse)).toBe(false);
  });

  it('a charge before the period ends pays the new plan but keeps the current one to its end, and the change can no longer be called off', async () => {
    const catalogue = await plans();
    const { user, subscriptionId } = await cardSubscriber(catalogue.pro, 89.9, 1);
    const { data } = await user.client.rpc('schedule_plan_downgrade', {
      p_subscription_id: subscriptionId,
      p_plan_id: catalogue.basic,
    });
    const changeId = (data as { id: string }).id;
    expect((await subscriptionEvent(subscriptionId, 'renewed', { amount: 49.9 })).outcome).toBe('applied');
    expect(await subscriptionRow(subscriptionId)).toMatchObject({ plan_id: catalogue.pro, amount: '89.90' });
    expectError(
      await user.client.rpc('cancel_plan_change', { p_change_id: changeId }),
      'P0001',
      'plan_change_already_renewed',
    );
    // The period it waited for ends: the renewal job starts the new plan.
    await sql`update public.plan_changes set effective_at = now() - interval '1 minute' where id = ${changeId}`;
    expect(
      (await serviceClient().rpc('settle_lapsed_subscriptions', { p_provider: PROVIDER })).error,
    ).toBeNull();
    expect(await subscriptionRow(subscriptionId)).toMatchObject({
      plan_id: catalogue.basic,
      amount: '49.90',
    });
  });

  it('only the service role lists and records the provider’s amounts, for the preapproval the subscription holds, at a real amount', async () => {
    const catalogue = await plans();
    const { user, subscriptionId, preapprovalId } = await cardSubscriber(catalogue.pro, 89.9);
    await user.client.rpc('schedule_plan_downgrade', {
      p_subscription_id: subscriptionId,
      p_plan_id: catalogue.basic,
    });
    expectError(
      await user.client.rpc('claim_provider_amount_changes', {
        p_provider: PROVIDER,
        p_subscription_id: subscriptionId,
      }),
      '42501',
    );
    expectError(
      await user.client.rpc('record_provider_amount', {
        p_subscription_id: subscriptionId,
        p_provider_subscription_id: preapprovalId,
        p_amount: 1,
      }),
      '42501',
    );
    expect(await providerAmount(subscriptionId)).toBe('89.90');

    expectError(await record(subscriptionId, 'another-preapproval', 49.9), 'P0001', 'subscription_not_found');
    for (const amount of [0, -49.9, 49.901]) {
      expectError(await record(subscriptionId, preapprovalId, amount), 'P0001', 'invalid_provider_amount');
    }
    expect(await providerAmount(subscriptionId)).toBe('89.90');
    // Allowed: the service role, for the subscription's own preapproval.
    expect((await record(subscriptionId, preapprovalId, 49.9)).data).toMatchObject({
      provider_amount: 49.9,
      stale: false,
    });
  });
});
