import type { RouteReads } from '@/app/route-module';

export const reads: RouteReads = async () => {};
