/** The `<option>`s of a course picker: one per course, its id as the value and its title shown. */
export function CourseOptions({ courses }: { courses: readonly { id: string; title: string }[] }) {
  return courses.map((course) => (
    <option key={course.id} value={course.id}>
      {course.title}
    </option>
  ));
}
