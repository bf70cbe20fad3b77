/**
 * The fresh list in the order the page already shows: the items still listed keep their places
 * (with their fresh content), the others (new since) follow in the database's order. A refresh
 * never moves what is in view (docs/performance.md, "A refresh moves nothing in view").
 */
export function keepShownOrder<Item>(
  shown: readonly Item[] | undefined,
  fresh: Item[],
  keyOf: (item: Item) => string,
): Item[] {
  if (!shown) return fresh;
  const place = new Map(shown.map((item, index) => [keyOf(item), index]));
  const rank = (item: Item) => place.get(keyOf(item)) ?? shown.length;
  // A stable sort: the items new to the page keep the database's order after the others.
  return [...fresh].sort((a, b) => rank(a) - rank(b));
}
