// Checks of a screen a person can use: axe-core's WCAG 2.1 A and AA rules run inside the page,
// and no sideways scroll on a phone.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Page } from '@playwright/test';
import { expect } from './support';

// Evaluated through the DevTools protocol: the site's CSP (script-src 'self') blocks injected tags.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export async function expectNoAxeViolations(page: Page, screen: string) {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (options: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  });
  expect(violations, screen).toEqual([]);
}

/** The page is no wider than the screen (nothing to scroll sideways on a phone). */
export async function expectNoSidewaysScroll(page: Page, screen: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, screen).toBeLessThanOrEqual(0);
}
