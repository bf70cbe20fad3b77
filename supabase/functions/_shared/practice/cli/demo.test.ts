// The demo school's cli_command exercises (demo/cli-*.json): each spec is valid, its model
// solution passes every check and its wrong solution fails at least one.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gradeCliCommands, cliSpecProblems } from './grade.ts';

const folder = new URL('../demo/', import.meta.url);
const files = readdirSync(folder).filter((name) => /^cli-\d+\.json$/.test(name));

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

describe('demo cli_command exercises', () => {
  it('there are four of them', () => {
    expect(files).toHaveLength(4);
  });

  for (const name of files) {
    const demo = JSON.parse(readFileSync(new URL(name, folder), 'utf8')) as DemoFile;
    describe(name, () => {
      it('is one cli_command exercise in the import/export format', () => {
        expect(demo.format).toBe('trilha-cloud/practice-exercise@1');
        expect(['aws', 'devops']).toContain(demo.course);
        expect(demo.exercises).toHaveLength(1);
        expect(demo.exercises[0]!.kind).toBe('cli_command');
        expect(demo.exercises[0]!.hints.length).toBeGreaterThanOrEqual(2);
      });

      it('has a valid spec', () => {
        expect(cliSpecProblems(demo.exercises[0]!.spec)).toEqual([]);
      });

      it('passes with the solution', () => {
        const result = gradeCliCommands(demo.exercises[0]!.spec, demo.exercises[0]!.solution);
        expect(result.parse_error).toBeNull();
        expect(result.checks.filter((check) => !check.passed)).toEqual([]);
        expect(result.passed).toBe(true);
      });

      it('fails with the wrong solution', () => {
        const result = gradeCliCommands(demo.exercises[0]!.spec, demo.exercises[0]!.wrong_solution);
        expect(result.passed).toBe(false);
        expect(result.checks.some((check) => !check.passed && check.detail)).toBe(true);
      });
    });
  }
});
