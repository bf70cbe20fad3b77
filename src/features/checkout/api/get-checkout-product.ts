// What the checkout sells, read from the database: the course, book or plan with the price the
// order will be opened at (start_order reads the same columns; the browser never sends an amount).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { readsColumnsOf, selectColumns } from '@/lib/api/answer';
import { readRows, tableClient } from '@/lib/api/backend';
import type { Tables } from '@/lib/database.types';
import { jsonNumber } from '@/lib/rpc-json';
import { accessModelOf, isSoldSeparately } from '@/rules/access-model';
import type { ProductKind } from '@/rules/orders';

const courseSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  price: jsonNumber.nullable(),
  access_model: z.string(),
  is_active: z.boolean(),
});
readsColumnsOf<z.output<typeof courseSchema>, Tables<'courses'>>(true);

const bookSchema = z.object({
  id: z.string(),
  title: z.string(),
  author: z.string(),
  price: jsonNumber.nullable(),
  file_path: z.string().nullable(),
  is_active: z.boolean(),
});
readsColumnsOf<z.output<typeof bookSchema>, Tables<'books'>>(true);

const planSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  amount: jsonNumber.nullable(),
  billing_interval: z.string().nullable(),
  is_active: z.boolean(),
});
readsColumnsOf<z.output<typeof planSchema>, Tables<'pricing_plans'>>(true);

const trackSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  target_role: z.string(),
  price: jsonNumber.nullable(),
  access_model: z.string(),
  published: z.boolean(),
});
readsColumnsOf<z.output<typeof trackSchema>, Tables<'tracks'>>(true);

export interface CheckoutProduct {
  kind: ProductKind;
  id: string;
  title: string;
  /** A second line: the book's author, the plan's description. */
  detail: string | null;
  /** What the order will cost; null when there is no price. */
  amount: number | null;
  /** On sale now (the database refuses the order otherwise: product_not_for_sale). */
  forSale: boolean;
  /** A plan's billing interval ('month' | 'year'). */
  billingInterval: string | null;
  /** The course page's slug, for the way back. */
  courseSlug: string | null;
  /** The track page's slug, for the way back. */
  trackSlug?: string | null;
}

const sellable = (amount: number | null) => amount !== null && amount >= 1;

export async function getCheckoutProduct(kind: ProductKind, id: string): Promise<CheckoutProduct | null> {
  const supabase = await tableClient();
  if (kind === 'course') {
    const answer = await supabase
      .from('courses')
      .select(selectColumns(courseSchema))
      .eq('id', id)
      .maybeSingle();
    const course = readRows('courses', courseSchema.nullable(), answer);
    if (!course) return null;
    return {
      kind,
      id,
      title: course.title,
      detail: null,
      amount: course.price,
      forSale:
        course.is_active && isSoldSeparately(accessModelOf(course.access_model)) && sellable(course.price),
      billingInterval: null,
      courseSlug: course.slug,
    };
  }
  if (kind === 'book') {
    const answer = await supabase.from('books').select(selectColumns(bookSchema)).eq('id', id).maybeSingle();
    const book = readRows('books', bookSchema.nullable(), answer);
    if (!book) return null;
    return {
      kind,
      id,
      title: book.title,
      detail: `E-book de ${book.author}`,
      amount: book.price,
      forSale: book.is_active && book.file_path !== null && sellable(book.price),
      billingInterval: null,
      courseSlug: null,
    };
  }
  if (kind === 'track') {
    const answer = await supabase
      .from('tracks')
      .select(selectColumns(trackSchema))
      .eq('id', id)
      .maybeSingle();
    const track = readRows('tracks', trackSchema.nullable(), answer);
    if (!track) return null;
    return {
      kind,
      id,
      title: `Trilha ${track.title}`,
      detail: `Todos os cursos da trilha · ${track.target_role}`,
      amount: track.price,
      forSale:
        track.published && isSoldSeparately(accessModelOf(track.access_model)) && sellable(track.price),
      billingInterval: null,
      courseSlug: null,
      trackSlug: track.slug,
    };
  }
  const answer = await supabase
    .from('pricing_plans')
    .select(selectColumns(planSchema))
    .eq('id', id)
    .maybeSingle();
  const plan = readRows('pricing_plans', planSchema.nullable(), answer);
  if (!plan) return null;
  return {
    kind,
    id,
    title: `Plano ${plan.name}`,
    detail: plan.description,
    amount: plan.amount,
    forSale: plan.is_active && sellable(plan.amount),
    billingInterval: plan.billing_interval,
    courseSlug: null,
  };
}

export const checkoutProductQueryOptions = (kind: ProductKind, id: string) =>
  queryOptions({
    queryKey: ['checkout', kind, id],
    queryFn: () => getCheckoutProduct(kind, id),
  });

export function useCheckoutProduct(kind: ProductKind, id: string) {
  return useQuery(checkoutProductQueryOptions(kind, id));
}
