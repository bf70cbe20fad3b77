import { describe, expect, it } from 'vitest';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { invalidatedBy } from '@/testing/query-keys';
import { myCertificatesQueryOptions } from './get-my-certificates';
import { myTrackCertificatesQueryOptions } from './get-my-track-certificates';

const me = 'user-1';
const cached = {
  firstPage: myCertificatesQueryOptions(me, 1).queryKey,
  secondPage: myCertificatesQueryOptions(me, 2).queryKey,
  tracks: myTrackCertificatesQueryOptions(me).queryKey,
  othersPage: myCertificatesQueryOptions('user-2', 1).queryKey,
};

describe("'Meus certificados' keys", () => {
  it("every page and the track certificates sit below the person's certificates (a course completed)", async () => {
    const mine = ['firstPage', 'secondPage', 'tracks'];
    expect(await invalidatedBy(cached, sharedQueryKeys.learner.certificates(me))).toEqual(mine);
    expect(await invalidatedBy(cached, sharedQueryKeys.learner.all(me))).toEqual(mine);
  });
});
