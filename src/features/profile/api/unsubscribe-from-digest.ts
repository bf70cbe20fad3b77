import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { invokeFunction } from '@/lib/api/backend';

const unsubscribedSchema = z.object({ unsubscribed: z.literal(true), withdrawn_at: z.string() });

export type Unsubscribed = z.output<typeof unsubscribedSchema>;

/**
 * The e-mail's one-click link: the signed token alone proves whose consent is withdrawn, so no
 * session is needed (docs/engagement-mail.md → Unsubscribe). Repeating it changes nothing.
 */
export function unsubscribeFromDigest(token: string): Promise<Unsubscribed> {
  return invokeFunction('email-unsubscribe', { token }, unsubscribedSchema);
}

export function useUnsubscribeFromDigest() {
  return useMutation({ mutationFn: unsubscribeFromDigest });
}
