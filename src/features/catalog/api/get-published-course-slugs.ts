// Every published course's slug (active, with at least one lesson), for the pages the build
// prerenders and the sitemap, read in ranges (the Data API cuts each answer at max_rows).
import { fetchAllRows } from '@/lib/fetch-all-rows';
import { restGet } from '@/lib/public-rest';

export async function getPublishedCourseSlugs(): Promise<string[]> {
  const rows = await fetchAllRows(async (from, to) => {
    const query = new URLSearchParams({
      select: 'slug',
      is_active: 'eq.true',
      lesson_count: 'gt.0',
      order: 'created_at.desc,id.asc',
      limit: String(to - from + 1),
      offset: String(from),
    });
    const data = await restGet<{ slug: string }[]>(`courses?${query.toString()}`);
    return { data, error: null, count: null };
  });
  return rows.map((row) => row.slug);
}
