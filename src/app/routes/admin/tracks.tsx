import { TracksManager } from '@/features/admin-tracks/components/tracks-manager';

/** /admin/tracks (behind RequireAdmin). */
export default function AdminTracksRoute() {
  return <TracksManager />;
}
