/** Puts the demo data's files (supabase/seed-files/<bucket>/<path>) into Storage; the objects uploaded now. */
export function uploadSeedFiles(options: {
  storageUrl: string;
  secretKey: string;
  directory: string;
}): Promise<string[]>;
