// @vitest-environment node
// Code points to the docs in this repository (docs/), never to documents a newcomer who clones it
// does not have: numbered sections of the product specification, issue numbers of the tracker, or
// the guides kept outside the repository. Why: docs/README.md.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/** What a newcomer could not follow, each with the reason the finding gives. */
const outsideReferences: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bspec\s*§\s*\d/i, 'a numbered section of the product specification'],
  [/\bissues?\s+#?\d/i, 'an issue number'],
  [/(?:\.\.\/)+shared\//i, 'a path outside the repository'],
  [/\bshared\/(?:guides|spec)\//i, 'a path outside the repository'],
  [
    /(?<!docs\/)\b(?:security|product|architecture|local-supabase|product-spec)\.md\b/i,
    'a guide outside the repository',
  ],
  [/(?<!docs\/)(?<![\w-])performance\.md\b/i, 'a guide outside the repository'],
  [/\b(?:product|security|architecture|performance)\s+guide\b/i, 'a guide outside the repository'],
];

/** The code the rule covers: everything outside docs/ that a person reads as source or config. */
const scannedDirectories = ['src/', 'supabase/', 'scripts/', 'e2e/', 'tests/', '.ci/'];
const scannedExtensions = /\.(?:[cm]?[jt]sx?|sql|toml|json|ya?ml|sh|css|html|example)$/;
/** Scripts without an extension (the CI entry point) are code too. */
const scriptDirectories = ['.ci/'];
const notScanned = new Set(['package-lock.json']);

function isScanned(file: string): boolean {
  if (notScanned.has(file)) return false;
  const inScope = !file.includes('/') || scannedDirectories.some((directory) => file.startsWith(directory));
  const isCode =
    scannedExtensions.test(file) || scriptDirectories.some((directory) => file.startsWith(directory));
  return inScope && isCode;
}

function scannedFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return listed.split('\n').filter(isScanned);
}

/** Every line of `text` that points outside the repository, as 'line: reason: text'. */
function findOutsideReferences(text: string): string[] {
  const findings: string[] = [];
  text.split('\n').forEach((line, index) => {
    for (const [pattern, reason] of outsideReferences) {
      if (pattern.test(line)) findings.push(`${index + 1}: ${reason}: ${line.trim()}`);
    }
  });
  return findings;
}

describe('no references outside the repository', () => {
  // Written in pieces so this file does not report itself.
  const section = ['spec', '§4'].join(' ');
  it.each([
    [`// Progress is rounded (${section}).`],
    [`/** Phones (${['issue', '17'].join(' ')}): the bar is sticky. */`],
    [`-- ${['Issue', '14'].join(' ')} adds reviews.`],
    [
      `// The threat table of ${['..', 'shared', 'guides', ['security', 'md'].join('.')].join('/')}, row by row.`,
    ],
    [`// Colour theme by slug (${['product', 'md'].join('.')}).`],
    [`// The budgets of ${['performance', 'md'].join('.')}.`],
    [`/** A way back home (${['product', 'guide'].join(' ')}). */`],
  ])('finds %s', (line) => {
    expect(findOutsideReferences(line)).not.toEqual([]);
  });

  it.each([
    ['// The budgets of docs/performance.md.'],
    ['// Threat 23 of docs/threat-model.md: text, never HTML.'],
    ['const issued = await issueCertificate(2);'],
    ["'versão (art. 8º, § 2º).'"],
  ])('leaves %s alone', (line) => {
    expect(findOutsideReferences(line)).toEqual([]);
  });

  it('code, tests, scripts, migrations and root config point only to docs/ in the repository', () => {
    const files = scannedFiles();
    expect(files.length).toBeGreaterThan(100);
    const findings = files.flatMap((file) =>
      findOutsideReferences(readFileSync(path.join(root, file), 'utf8')).map(
        (finding) => `${file}:${finding}`,
      ),
    );
    expect(findings).toEqual([]);
  });
});
