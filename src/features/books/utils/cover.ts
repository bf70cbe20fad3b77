/**
 * The title's size on a generated cover: long words get a smaller size so they fit the cover's
 * width whole, never split mid-word (a 15-letter word such as 'Desenvolvedores' on a phone).
 */
export function coverTitleSize(title: string): string {
  const longestWord = Math.max(0, ...title.split(/\s+/).map((word) => word.length));
  if (longestWord >= 14) return 'text-sm lg:text-base';
  if (longestWord >= 11) return 'text-[0.9375rem] lg:text-lg';
  return 'text-base lg:text-lg';
}
