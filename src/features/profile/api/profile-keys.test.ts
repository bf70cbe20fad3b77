import { describe, expect, it } from 'vitest';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { invalidatedBy } from '@/testing/query-keys';
import { emailPreferencesQueryOptions } from './email-preferences';
import { myDataQueryOptions } from './get-my-data';
import { profileStatsQueryOptions } from './get-profile-stats';

const me = 'user-1';
const cached = {
  stats: profileStatsQueryOptions(me).queryKey,
  myData: myDataQueryOptions(me).queryKey,
  emailPreferences: emailPreferencesQueryOptions(me).queryKey,
  othersData: myDataQueryOptions('user-2').queryKey,
};

describe("the profile's keys", () => {
  it("sit below the person's learner root, so learning changes refresh 'Meus dados' too", async () => {
    expect(await invalidatedBy(cached, sharedQueryKeys.learner.all(me))).toEqual(
      ['emailPreferences', 'myData', 'stats'].sort(),
    );
  });

  it("'Meus dados' is its own key: a corrected contact refreshes nothing else", async () => {
    expect(await invalidatedBy(cached, myDataQueryOptions(me).queryKey)).toEqual(['myData']);
  });
});
