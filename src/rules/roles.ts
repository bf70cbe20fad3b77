// The account roles and how the Data API embeds them.
import type { Database } from '@/lib/database.types';

export type AppRole = Database['public']['Enums']['app_role'];

export type RoleEmbed = { role: AppRole } | { role: AppRole }[] | null;

/** user_roles is one-to-one with profiles, so PostgREST embeds an object; older shapes come as an array. */
export function rolesOf(embed: RoleEmbed | undefined): AppRole[] {
  if (!embed) return [];
  return (Array.isArray(embed) ? embed : [embed]).map((row) => row.role);
}
