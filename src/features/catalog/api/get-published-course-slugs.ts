// Every published course's slug (active, with at least one lesson), for the pages the build
// prerenders and the sitemap. Read in ranges: the Data API cuts each answer at max_rows.
import { readsColumnsOf, selectColumns } from '@/lib/api/answer';
import { array, object, text, type Infer } from '@/lib/api/light-schema';
import { restGet } from '@/lib/api/light-fetch';
import type { Tables } from '@/lib/database.types';

const slugSchema = object({ slug: text });
readsColumnsOf<Infer<typeof slugSchema>, Tables<'courses'>>(true);

const RANGE = 1000;

export async function getPublishedCourseSlugs(): Promise<string[]> {
  const slugs: string[] = [];
  for (;;) {
    const query = new URLSearchParams({
      select: selectColumns(slugSchema),
      is_active: 'eq.true',
      lesson_count: 'gt.0',
      order: 'created_at.desc,id.asc',
      limit: String(RANGE),
      offset: String(slugs.length),
    });
    const rows = await restGet(`courses?${query.toString()}`, array(slugSchema));
    slugs.push(...rows.map((row) => row.slug));
    // The server may send fewer than asked (its own max_rows): stop only on an empty answer.
    if (rows.length === 0) return slugs;
  }
}
