// A plan change refreshes the admin plans with the forms' pickers below them, and the public plans
// (docs/architecture.md, "Query keys").
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { adminPlansQueryOptions, invalidatePlans } from './get-admin-plans';

describe('plan keys', () => {
  it("a plan change refreshes the admin and public plans and the course and track forms' pickers", async () => {
    const pickers = ['courses', 'tracks'].map((form) => [...sharedQueryKeys.admin.pricingPlans(), form]);
    const cached = [adminPlansQueryOptions().queryKey, sharedQueryKeys.pricingPlans(), ...pickers];
    const client = new QueryClient();
    for (const key of [...cached, sharedQueryKeys.admin.courses.list()]) client.setQueryData(key, 'data');
    await invalidatePlans(client);
    for (const key of cached) expect(client.getQueryState(key)?.isInvalidated).toBe(true);
    expect(client.getQueryState(sharedQueryKeys.admin.courses.list())?.isInvalidated).toBe(false);
  });
});
