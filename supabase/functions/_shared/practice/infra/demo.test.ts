// The demo school's infra_file exercises (demo/infra-*.json): each spec is valid, its model
// solution passes every check and its wrong solution fails at least one.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gradeInfraFile, infraSpecProblems } from './grade.ts';

const folder = new URL('../demo/', import.meta.url);
const files = readdirSync(folder).filter((name) => /^infra-\d+\.json$/.test(name));

interface DemoFile {
  format: string;
  course: string;
  exercises: {
    kind: string;
    lesson_title: string;
    spec: unknown;
    solution: string;
    wrong_solution: string;
    hints: string[];
  }[];
}

describe('demo infra_file exercises', () => {
  it('there are four of them', () => {
    expect(files).toHaveLength(4);
  });

  for (const name of files) {
    const demo = JSON.parse(readFileSync(new URL(name, folder), 'utf8')) as DemoFile;
    describe(name, () => {
      it('is one infra_file exercise in the import/export format', () => {
        expect(demo.format).toBe('trilha-cloud/practice-exercise@1');
        expect(['aws', 'devops']).toContain(demo.course);
        expect(demo.exercises).toHaveLength(1);
        expect(demo.exercises[0]!.kind).toBe('infra_file');
        expect(demo.exercises[0]!.hints.length).toBeGreaterThanOrEqual(2);
      });

      it('has a valid spec', () => {
        expect(infraSpecProblems(demo.exercises[0]!.spec)).toEqual([]);
      });

      it('passes with the solution', () => {
        const result = gradeInfraFile(demo.exercises[0]!.spec, demo.exercises[0]!.solution);
        expect(result.parse_error).toBeNull();
        expect(result.checks.filter((check) => !check.passed)).toEqual([]);
        expect(result.passed).toBe(true);
      });

      it('fails with the wrong solution', () => {
        const result = gradeInfraFile(demo.exercises[0]!.spec, demo.exercises[0]!.wrong_solution);
        expect(result.passed).toBe(false);
        expect(result.checks.some((check) => !check.passed && check.detail)).toBe(true);
      });
    });
  }
});
