// The books page's loader (docs/architecture.md, "Loaders: one style for every screen").
import type { RouteReads } from '@/app/route-module';
import { booksQueryOptions } from '@/features/books/api/get-books';

export const reads: RouteReads = ({ queryClient }) => queryClient.ensureQueryData(booksQueryOptions());
