import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { callRpc } from '@/lib/api/backend';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { myDataQueryOptions } from './get-my-data';

/** get_my_email_preferences() and set_weekly_digest() answer the same two fields (docs/engagement.md). */
export const emailPreferencesSchema = z.object({
  weekly_digest: z.boolean(),
  changed_at: z.string().nullable(),
});

export type EmailPreferences = z.output<typeof emailPreferencesSchema>;

export const emailPreferencesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...sharedQueryKeys.learner.all(userId), 'email-preferences'],
    queryFn: () => callRpc('get_my_email_preferences', {}, emailPreferencesSchema),
  });

export function useEmailPreferences(userId: string) {
  return useQuery(emailPreferencesQueryOptions(userId));
}

/** Opt in or out; the database records the consent with its time and keeps the history. */
export function useSetWeeklyDigest(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subscribed: boolean) =>
      callRpc('set_weekly_digest', { p_subscribed: subscribed }, emailPreferencesSchema),
    onSuccess: (preferences) => {
      queryClient.setQueryData(emailPreferencesQueryOptions(userId).queryKey, {
        weekly_digest: preferences.weekly_digest,
        changed_at: preferences.changed_at,
      });
      // 'Meus dados' lists the e-mail consents' history; the switch need not wait for it.
      void queryClient.invalidateQueries({ queryKey: myDataQueryOptions(userId).queryKey });
    },
  });
}
