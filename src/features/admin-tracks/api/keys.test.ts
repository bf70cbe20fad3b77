// The track form's pickers sit below shared roots, so track, course and plan changes refresh them
// (docs/architecture.md, "Query keys").
import { partialMatchKey, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { examCoursesQueryOptions } from './get-exam-courses';
import { trackPlansQueryOptions } from './get-track-plans';
import { invalidateTracks } from './invalidate';

describe('admin track keys', () => {
  it('the simulado picker is below the admin tracks, the plan picker below the admin plans', () => {
    expect(partialMatchKey(examCoursesQueryOptions().queryKey, sharedQueryKeys.admin.tracks())).toBe(true);
    expect(partialMatchKey(trackPlansQueryOptions().queryKey, sharedQueryKeys.admin.pricingPlans())).toBe(
      true,
    );
  });

  it('a track change refreshes the back office tracks and courses and the public catalogue and tracks', async () => {
    const cached = [
      examCoursesQueryOptions().queryKey,
      sharedQueryKeys.admin.courses.list(),
      sharedQueryKeys.catalog.all(),
      [...sharedQueryKeys.tracks.all(), 'list'],
    ];
    const client = new QueryClient();
    for (const key of [...cached, trackPlansQueryOptions().queryKey]) client.setQueryData(key, 'data');
    await invalidateTracks(client);
    for (const key of cached) expect(client.getQueryState(key)?.isInvalidated).toBe(true);
    expect(client.getQueryState(trackPlansQueryOptions().queryKey)?.isInvalidated).toBe(false);
  });
});
