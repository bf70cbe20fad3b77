import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/testing/fetch-mock';
import { sessionRecordValue } from '@/lib/auth-storage';
import { UnexpectedAnswerError } from '@/lib/api/answer';
import { getCourseOutline } from './get-course-outline';
import { saveWatchPosition } from './save-watch-position';

vi.mock('@/config/env', () => import('@/testing/test-env'));

const fetchMock = mockFetch();
const answerWith = (body: unknown) => fetchMock.mockResolvedValue(new Response(JSON.stringify(body)));

const course = '0a000000-0000-4000-8000-0000000000c1';
const lessonId = '0a000000-0000-4000-8000-0000000000d1';
const created = '2026-11-20T10:00:00+00:00';
const outline = {
  id: course,
  slug: 'aws',
  title: 'AWS',
  lesson_count: 1,
  course_modules: [{ id: 'm1', title: 'Fundamentos', order_index: 1, created_at: created }],
  lesson_outlines: [
    {
      id: lessonId,
      module_id: 'm1',
      title: 'EC2',
      duration_minutes: 10,
      order_index: 1,
      is_preview: false,
      created_at: created,
    },
  ],
  lessons: [
    {
      id: lessonId,
      video_url: 'https://youtu.be/x',
      description: null,
      lesson_progress: [{ completed: true }],
      watch_positions: [{ position_seconds: 42 }],
    },
  ],
  enrollments: [{ progress: 100, completed: true }],
  assessment_standing: {
    requirements: { quizzes: true, practice_exam: false, watching: false },
    modules: [
      {
        module_id: 'm1',
        module_number: 1,
        has_quiz: true,
        question_count: 5,
        pass_percent: 70,
        best_percent: 80,
        passed: true,
      },
    ],
    practice_exam: null,
    missing: [],
  },
};

const signIn = () =>
  vi.stubGlobal('localStorage', {
    getItem: () => sessionRecordValue({ access_token: 'token', user: { id: 'u1' } }),
  });

describe('the player outline read', () => {
  it("builds the viewer's outline from the answer", async () => {
    answerWith([outline]);
    const read = await getCourseOutline(course, 'user-1');
    expect(read?.modules[0]?.lessons[0]).toMatchObject({
      completed: true,
      positionSeconds: 42,
      locked: false,
    });
    expect(read?.enrollment).toEqual({ progress: 100, completed: true });
    expect(read?.standing?.modules[0]).toEqual({
      module_id: 'm1',
      has_quiz: true,
      question_count: 5,
      pass_percent: 70,
      best_percent: 80,
      passed: true,
    });
  });

  it('names the standing as one json column in the select list', async () => {
    answerWith([outline]);
    await getCourseOutline(course, 'user-1');
    const select = new URL(String(fetchMock.mock.calls[0]?.[0])).searchParams.get('select');
    expect(select?.split(',').at(-1)).toBe('assessment_standing');
  });

  it('throws the typed error when the saved positions or the enrolment change shape', async () => {
    const [lesson] = outline.lessons;
    answerWith([
      {
        ...outline,
        lessons: [{ ...lesson, watch_positions: [{ seconds: 42 }] }],
        enrollments: undefined,
        assessment_standing: { ...outline.assessment_standing, missing: 'Falta: quiz do módulo 1' },
      },
    ]);
    const read = getCourseOutline(course, 'user-1');
    await expect(read).rejects.toBeInstanceOf(UnexpectedAnswerError);
    await expect(read).rejects.toMatchObject({
      issues: [
        { path: [0, 'lessons', 0, 'watch_positions', 0, 'position_seconds'] },
        { path: [0, 'enrollments'] },
        { path: [0, 'assessment_standing', 'missing'] },
      ],
    });
  });

  it('saving a position throws the typed error when the stored position comes back changed', async () => {
    signIn();
    answerWith({ lesson_id: lessonId, seconds: 42 });
    const saved = saveWatchPosition(lessonId, 42.7, { keepalive: true });
    await expect(saved).rejects.toBeInstanceOf(UnexpectedAnswerError);
    await expect(saved).rejects.toMatchObject({ source: 'rpc/save_watch_position' });
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      p_lesson_id: lessonId,
      p_position_seconds: 42,
    });
  });
});
