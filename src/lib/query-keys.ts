// Every React Query key of the app, from one factory. Keys are hierarchical: a key is a prefix of
// its children's keys, so invalidating a parent (for instance the admin courses) also covers
// every query below it (the grid, the pickers, one course's content and enrolments) and nothing
// else. Features import these builders; an invalidation names the key it means.
import { catalogQueryKeys, trackQueryKeys, type Viewer } from './public-query-keys';

export type { Viewer };

export const queryKeys = {
  /** Public catalogue: the course lists and the course pages. */
  catalog: catalogQueryKeys,
  /** Public books (the admin list is under admin.books). */
  books: {
    all: () => ['books'] as const,
    public: () => ['books', 'public'] as const,
  },
  /** Published tracks ('trilhas'): the list, one track as a viewer sees it, a course's tracks. */
  tracks: trackQueryKeys,
  /** Public plans, cached under 'pricing-plans'. */
  pricingPlans: () => ['pricing-plans'] as const,
  /** A certificate's public page, by the code's stored form: the same answer for every viewer. */
  certificates: {
    all: () => ['certificates'] as const,
    verify: (code: string) => ['certificates', 'verify', code] as const,
    /** The QR code of an address (computed in the browser, cached like a read). */
    qr: (text: string) => ['certificates', 'qr', text] as const,
  },
  /** Left for the tracks feature until it builds its keys from the shared learner root. */
  learner: {
    all: (userId: string) => ['learner', userId] as const,
    trackPrice: (userId: string, trackId: string) =>
      ['learner', userId, 'purchase-offer', 'track', trackId, 'price'] as const,
  },
  /** Learner reviews of a course: the public cards by page, the viewer's own, the hidden ones. */
  reviews: {
    all: () => ['reviews'] as const,
    course: (courseId: string) => ['reviews', courseId] as const,
    /** `excludedReviewId`: the viewer's own review, shown apart ('Sua avaliação'), not in the list. */
    page: (courseId: string, page: number, viewer: Viewer, excludedReviewId: string | null = null) =>
      ['reviews', courseId, 'page', page, viewer, excludedReviewId] as const,
    mine: (courseId: string, userId: string) => ['reviews', courseId, 'mine', userId] as const,
    hidden: (courseId: string, page: number) => ['reviews', courseId, 'hidden', page] as const,
  },
} as const;
