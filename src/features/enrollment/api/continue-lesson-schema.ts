// get_continue_lesson's answer, parsed with zod. Its own module, loaded with the request: the
// course page is in the first load of the public pages, zod is not.
import { z } from 'zod';
import { jsonCount, parseRpcResult } from '@/lib/rpc-json';

export const continueLessonSchema = z
  .object({
    id: z.string().min(1),
    title: z.string(),
    module_title: z.string().nullable(),
    position_seconds: jsonCount,
  })
  .nullable();

export type ContinueLesson = NonNullable<z.output<typeof continueLessonSchema>>;

export const parseContinueLesson = (data: unknown) =>
  parseRpcResult('get_continue_lesson', continueLessonSchema, data);
