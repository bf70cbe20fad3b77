// The course's exercises in the import/export format (export_practice_exercises), written as the
// .json file an author keeps or imports into another course.
import { callRpc } from '@/lib/api/backend';
import { practiceFileSchema } from '../utils/practice-file';

export async function exportPracticeFile(courseId: string): Promise<string> {
  const file = await callRpc('export_practice_exercises', { p_course_id: courseId }, practiceFileSchema);
  return `${JSON.stringify(file, null, 2)}\n`;
}
