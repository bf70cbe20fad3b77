// Stores where the viewer stopped in a lesson through the save_watch_position RPC: the database
// checks the enrolment (or the free preview), clamps the second to the lesson's length and keeps
// one row per user and lesson. A plain fetch with the stored session token, so the same call
// works while the page unloads (keepalive: the browser finishes the request after the tab is gone).
import { env } from '@/config/env';
import { readStoredAccessToken } from '@/lib/auth-storage';
import { parseRpcResult } from '@/lib/rpc-json';
import { watchPositionSchema, type SavedWatchPosition } from './watch-position-schema';

export async function saveWatchPosition(
  lessonId: string,
  seconds: number,
  options: { keepalive: boolean },
): Promise<SavedWatchPosition | null> {
  const token = readStoredAccessToken();
  // Signed out (or the session expired): a visitor's position is not kept.
  if (!token) return null;
  const response = await fetch(`${env.supabaseUrl}/rest/v1/rpc/save_watch_position`, {
    method: 'POST',
    keepalive: options.keepalive,
    headers: {
      apikey: env.supabasePublishableKey,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      Accept: 'application/json',
    },
    body: JSON.stringify({ p_lesson_id: lessonId, p_position_seconds: Math.max(0, Math.floor(seconds)) }),
  });
  if (!response.ok) throw new Error(`save_watch_position: HTTP ${response.status}`);
  return parseRpcResult('save_watch_position', watchPositionSchema, await response.json());
}
