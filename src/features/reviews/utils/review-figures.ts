// What the rating summary shows, from the course's figures the database keeps
// (review_count and review_stars: element 1 = one star … element 5 = five stars).

export interface StarShare {
  stars: number;
  count: number;
  /** Whole percent of the reviews. */
  percent: number;
}

/** Five stars first, then four … one; percentages of the total, rounded. */
export function starShares(reviewStars: readonly number[] | null | undefined, total: number): StarShare[] {
  return [5, 4, 3, 2, 1].map((stars) => {
    const count = Math.max(0, reviewStars?.[stars - 1] ?? 0);
    return { stars, count, percent: total > 0 ? Math.round((100 * count) / total) : 0 };
  });
}

const MINUTE = 60_000;

/** A review changed after it was first written (a minute's grace for a quick fix). */
export function wasEdited(createdAt: Date | null, updatedAt: Date | null): boolean {
  return Boolean(createdAt && updatedAt && updatedAt.getTime() - createdAt.getTime() > MINUTE);
}
