// The subscriptions' figures of the revenue report (get_revenue_report → subscriptions), one
// case per row of a table: each case's subscriptions, the period (March of its own year) and the
// expected base, churn numerator and denominator, active count and MRR. Definitions:
// docs/payments.md, "Subscriptions in the report".
//
// Each case lives in a quiet year of the past that no other test writes subscriptions in, and
// the cases run from the latest year to the earliest: a subscription of a later case started
// after every earlier case's period, so no case sees another's rows. "Runs now" rows (a period
// end a month from now) stand for subscriptions still giving access today.
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, sql, type TestUser } from '../../support/stack';
import { createPlan } from './payments-fixtures';

type Status = 'active' | 'past_due' | 'canceled' | 'expired' | 'pending';

interface Row {
  status: Status;
  amount: number;
  interval?: 'month' | 'year';
  /** 'MM-DD' of the case's year, or null (never paid). */
  started: string | null;
  canceled?: string;
  /** 'MM-DD' of the case's year, or 'now+30d'. */
  periodEnd: string;
  grace?: string;
}

interface Expected {
  active_at_start: number;
  churned: number;
  churn_rate: number | null;
  started: number;
  started_ended: number;
  active: number;
  canceling: number;
  mrr: number;
  mrr_canceling: number;
}

interface Case {
  name: string;
  rows: Row[];
  expected: Expected;
}

const RUNS_NOW = 'now+30d';

const cases: Case[] = [
  {
    name: "bought and cancelled in the period, still running: active and in the MRR, no churn, no '1 de 0'",
    rows: [{ status: 'canceled', amount: 49.9, started: '03-10', canceled: '03-11', periodEnd: RUNS_NOW }],
    expected: {
      active_at_start: 0,
      churned: 0,
      churn_rate: null,
      started: 1,
      started_ended: 0,
      active: 1,
      canceling: 1,
      mrr: 49.9,
      mrr_canceling: 49.9,
    },
  },
  {
    name: 'four running at the start: one cancelled and ended in the period churns, one cancelled still running does not',
    rows: [
      { status: 'active', amount: 50, started: '01-10', periodEnd: RUNS_NOW },
      { status: 'canceled', amount: 50, started: '01-05', canceled: '03-02', periodEnd: '03-05' },
      { status: 'canceled', amount: 50, started: '02-01', canceled: '03-20', periodEnd: '04-15' },
      { status: 'active', amount: 600, interval: 'year', started: '02-15', periodEnd: RUNS_NOW },
    ],
    expected: {
      active_at_start: 4,
      churned: 1,
      churn_rate: 0.25,
      started: 0,
      started_ended: 0,
      active: 3,
      canceling: 1,
      mrr: 150,
      mrr_canceling: 50,
    },
  },
  {
    name: 'ended before the period is outside the base; started and ended inside it is not churn',
    rows: [
      { status: 'expired', amount: 50, started: '01-01', canceled: '01-20', periodEnd: '02-01' },
      { status: 'canceled', amount: 50, started: '03-03', canceled: '03-04', periodEnd: '03-20' },
    ],
    expected: {
      active_at_start: 0,
      churned: 0,
      churn_rate: null,
      started: 1,
      started_ended: 1,
      active: 0,
      canceling: 0,
      mrr: 0,
      mrr_canceling: 0,
    },
  },
  {
    name: 'a refund ends it when it happens, a lapsed renewal at the end of the period it paid for; past due in its grace still runs',
    rows: [
      // Refunded on 03-12: revoke_order moves the period's end to that moment.
      { status: 'expired', amount: 30, started: '02-10', canceled: '03-12', periodEnd: '03-12' },
      // Not renewed on 03-20, grace over on 03-23: it ended with the period it paid for.
      { status: 'expired', amount: 30, started: '01-20', canceled: '03-23', periodEnd: '03-20' },
      { status: 'past_due', amount: 30, started: '01-01', periodEnd: '03-30', grace: RUNS_NOW },
    ],
    expected: {
      active_at_start: 3,
      churned: 2,
      churn_rate: 0.6667,
      started: 0,
      started_ended: 0,
      active: 1,
      canceling: 0,
      mrr: 30,
      mrr_canceling: 0,
    },
  },
  {
    name: "yearly plans' monthly shares are summed before rounding; a plan never paid counts nowhere",
    rows: [
      { status: 'active', amount: 100, interval: 'year', started: '01-02', periodEnd: RUNS_NOW },
      { status: 'active', amount: 100, interval: 'year', started: '01-03', periodEnd: RUNS_NOW },
      { status: 'active', amount: 100, interval: 'year', started: '03-15', periodEnd: RUNS_NOW },
      { status: 'pending', amount: 100, interval: 'year', started: null, periodEnd: RUNS_NOW },
    ],
    expected: {
      active_at_start: 2,
      churned: 0,
      churn_rate: 0,
      started: 1,
      started_ended: 0,
      active: 3,
      canceling: 0,
      mrr: 25,
      mrr_canceling: 0,
    },
  },
];

let admin: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  [admin, buyer] = await Promise.all([createUser({ role: 'administrador' }), createUser()]);
});

/** A São Paulo noon of the case's year, or a month from now. */
function instant(year: number, day: string) {
  return day === RUNS_NOW
    ? new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString()
    : `${year}-${day}T15:00:00Z`;
}

async function insertRow(year: number, row: Row) {
  const planId = await createPlan({ amount: row.amount, interval: row.interval ?? 'month' });
  await sql`
    insert into public.subscriptions (user_id, plan_id, plan_name, amount, billing_interval, status,
                                      started_at, current_period_end, cancel_at_period_end,
                                      canceled_at, grace_until)
    values (${buyer.userId}, ${planId}, 'Plano do relatório', ${row.amount}, ${row.interval ?? 'month'},
            ${row.status}, ${row.started ? instant(year, row.started) : null},
            ${row.status === 'pending' ? null : instant(year, row.periodEnd)},
            ${row.canceled !== undefined || row.status === 'expired'},
            ${row.canceled ? instant(year, row.canceled) : null},
            ${row.grace ? instant(year, row.grace) : null})`;
}

describe('get_revenue_report: subscriptions, churn and MRR', () => {
  it.each(cases.map((testCase, index) => ({ ...testCase, year: 1999 - index })))(
    '$name',
    async ({ rows, expected, year }) => {
      for (const row of rows) await insertRow(year, row);
      const { data, error } = await admin.client.rpc('get_revenue_report', {
        p_from: `${year}-03-01`,
        p_to: `${year}-03-31`,
      });
      expect(error).toBeNull();
      const { subscriptions } = data as unknown as { subscriptions: Expected & { as_of: string } };
      expect(subscriptions).toEqual({ ...expected, as_of: expect.any(String) });
      // Read at the period's end: 1 April, 00:00 in São Paulo.
      expect(new Date(subscriptions.as_of).toISOString()).toBe(`${year}-04-01T03:00:00.000Z`);
      // The figures add up: those at the end are those at the start, less the churned, plus the new
      // ones still running.
      expect(subscriptions.active).toBe(
        subscriptions.active_at_start -
          subscriptions.churned +
          subscriptions.started -
          subscriptions.started_ended,
      );
    },
  );
});
