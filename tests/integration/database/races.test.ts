// Concurrency: the browser may fire the same call many times at once (double clicks, retries,
// several tabs). The database must end consistent.
import type postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { createUser, sql } from '../../support/stack';
import { createCourse, enrol, enrollmentOf, roleOf } from './fixtures';

describe('races', () => {
  it('50 parallel enrolments of one user in one course give one row', async () => {
    const student = await createUser();
    const course = await createCourse();
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        student.client.rpc('enroll_in_course', { p_course_id: course.courseId }),
      ),
    );
    const succeeded = results.filter((result) => result.error === null);
    const duplicates = results.filter((result) => result.error?.code === '23505');
    expect(succeeded).toHaveLength(1);
    expect(duplicates).toHaveLength(49);
    const rows = await sql`select 1 from public.enrollments where user_id = ${student.userId}`;
    expect(rows).toHaveLength(1);
    const [counter] = await sql`select total_students from public.courses where id = ${course.courseId}`;
    expect(counter?.total_students).toBe(1);
  });

  it('50 parallel completions give consistent progress and one completed_at per lesson', async () => {
    const student = await createUser();
    const course = await createCourse({ lessonsPerModule: [3, 2] });
    await enrol(student.userId, course.courseId);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        student.client.rpc('complete_lesson', { p_lesson_id: course.lessonIds[index % 5]! }),
      ),
    );
    expect(results.filter((result) => result.error !== null)).toEqual([]);
    expect(await enrollmentOf(student.userId, course.courseId)).toEqual({ progress: 100, completed: true });
    const rows =
      await sql`select lesson_id, completed_at from public.lesson_progress where user_id = ${student.userId}`;
    expect(rows).toHaveLength(5);
    // Every call for a lesson reports the completed_at of the first one.
    for (const row of rows) {
      const reported = results
        .filter((_, index) => course.lessonIds[index % 5] === row.lesson_id)
        .map((result) => new Date((result.data as { completed_at: string }).completed_at).getTime());
      expect(new Set(reported)).toEqual(new Set([row.completed_at.getTime()]));
    }
  });

  it('50 parallel watch-position writes of one student and lesson keep one row, at a written value', async () => {
    const student = await createUser();
    const course = await createCourse();
    await enrol(student.userId, course.courseId);
    const lessonId = course.lessonIds[0]!;
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        student.client.rpc('save_watch_position', { p_lesson_id: lessonId, p_position_seconds: index + 1 }),
      ),
    );
    expect(results.filter((result) => result.error !== null)).toEqual([]);
    const rows = await sql<{ position_seconds: number }[]>`
      select position_seconds from public.watch_positions where user_id = ${student.userId}`;
    expect(rows).toHaveLength(1);
    expect(rows[0]!.position_seconds).toBeGreaterThanOrEqual(1);
    expect(rows[0]!.position_seconds).toBeLessThanOrEqual(50);
  });

  it('30 parallel role changes leave exactly one role', async () => {
    const [admin, user] = await Promise.all([createUser({ role: 'administrador' }), createUser()]);
    const roles = ['aluno', 'professor', 'administrador'] as const;
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        admin.client.rpc('set_user_role', { p_user_id: user.userId, p_role: roles[index % 3]! }),
      ),
    );
    expect(results.filter((result) => result.error !== null)).toEqual([]);
    const current = await roleOf(user.userId);
    expect(current).toHaveLength(1);
    expect(roles).toContain(current[0]);
  });

  describe('two administradores changing each other at the same moment', () => {
    /**
     * `first` changes the other administrator in a transaction held open; `second` makes its own
     * change meanwhile. Returns whether `second` waited for `first` (Postgres reported it blocked
     * by `first`'s transaction before it settled), and its outcome once `first` has committed. Calls are made as PostgREST would (role authenticated, the
     * caller's id in the JWT claim).
     */
    async function raceOf(first: (tx: postgres.TransactionSql) => Promise<unknown>, second: typeof first) {
      let changed!: () => void;
      const firstChanged = new Promise<void>((resolve) => (changed = resolve));
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let firstPid: number | undefined;
      let secondPid: number | undefined;
      const backendPid = async (tx: postgres.TransactionSql) =>
        (await tx<{ pid: number }[]>`select pg_backend_pid() as pid`)[0]!.pid;
      const firstDone = sql.begin(async (tx) => {
        firstPid = await backendPid(tx);
        await first(tx);
        changed();
        await released;
      });
      await firstChanged;
      let settled = false;
      // Its outcome is read at once: the refusal may come while the first is still committing,
      // and a rejection nobody handles yet fails the whole run.
      const secondOutcome = sql
        .begin(async (tx) => {
          secondPid = await backendPid(tx);
          return second(tx);
        })
        .then(
          () => 'committed',
          (error: Error) => error.message,
        )
        .finally(() => (settled = true));
      // Until it is blocked by the first transaction's locks, or done without waiting for them.
      const blocked = async () => {
        if (secondPid === undefined) return false;
        const [row] = await sql<{ blocked: boolean }[]>`
          select ${firstPid!}::int = any(pg_blocking_pids(${secondPid}::int)) as blocked`;
        return row!.blocked;
      };
      await expect.poll(async () => settled || (await blocked()), { timeout: 20_000 }).toBe(true);
      const waited = !settled;
      release();
      await firstDone;
      return { waited, outcome: await secondOutcome };
    }
    const as = async (tx: postgres.TransactionSql, userId: string) => {
      await tx`select set_config('request.jwt.claim.sub', ${userId}, true)`;
      await tx`set local role authenticated`;
    };

    it('denied: demoting each other, the second waits and is refused; one administrador is left', async () => {
      const [a, b] = await Promise.all([
        createUser({ role: 'administrador' }),
        createUser({ role: 'administrador' }),
      ]);
      const result = await raceOf(
        async (tx) => {
          await as(tx, a.userId);
          await tx`select public.set_user_role(${b.userId}, 'aluno')`;
        },
        async (tx) => {
          await as(tx, b.userId);
          await tx`select public.set_user_role(${a.userId}, 'aluno')`;
        },
      );
      expect(result).toEqual({ waited: true, outcome: 'admin_only' });
      expect(await roleOf(a.userId)).toEqual(['administrador']);
      expect(await roleOf(b.userId)).toEqual(['aluno']);
    });

    it('denied: deactivating each other, the second waits and is refused; one stays active', async () => {
      const [a, b] = await Promise.all([
        createUser({ role: 'administrador' }),
        createUser({ role: 'administrador' }),
      ]);
      const result = await raceOf(
        async (tx) => {
          await as(tx, a.userId);
          await tx`select public.set_user_active(${b.userId}, false)`;
        },
        async (tx) => {
          await as(tx, b.userId);
          await tx`select public.set_user_active(${a.userId}, false)`;
        },
      );
      expect(result).toEqual({ waited: true, outcome: 'admin_only' });
      const active = await sql<{ id: string; is_active: boolean }[]>`
        select id, is_active from public.profiles where id in ${sql([a.userId, b.userId])} order by is_active desc`;
      expect(active.map((row) => [row.id, row.is_active])).toEqual([
        [a.userId, true],
        [b.userId, false],
      ]);
    });

    it('allowed: one after the other, a change of someone else goes through once the first commits', async () => {
      const [a, b, student] = await Promise.all([
        createUser({ role: 'administrador' }),
        createUser({ role: 'administrador' }),
        createUser(),
      ]);
      const result = await raceOf(
        async (tx) => {
          await as(tx, a.userId);
          await tx`select public.set_user_role(${student.userId}, 'professor')`;
        },
        async (tx) => {
          await as(tx, b.userId);
          await tx`select public.set_user_active(${student.userId}, false)`;
        },
      );
      expect(result).toEqual({ waited: true, outcome: 'committed' });
      expect(await roleOf(student.userId)).toEqual(['professor']);
    });
  });

  it('parallel completions of 2 of 3 lessons end at 67%', async () => {
    const student = await createUser();
    const course = await createCourse({ lessonsPerModule: [3] });
    await enrol(student.userId, course.courseId);
    await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        student.client.rpc('complete_lesson', { p_lesson_id: course.lessonIds[index % 2]! }),
      ),
    );
    expect(await enrollmentOf(student.userId, course.courseId)).toEqual({ progress: 67, completed: false });
  });
});
