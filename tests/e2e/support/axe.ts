/** Accessibility checks with axe-core: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './test';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe targets: one selector per frame level; a list within one is a shadow DOM path. */
const formatTarget = (target: readonly unknown[]): string =>
  target
    .map((selector) =>
      Array.isArray(selector) ? selector.flat(Infinity).join(' >>> ') : String(selector),
    )
    .join(' (in iframe) ');

/**
 * Runs axe on the whole page and fails with one line per violation (id, impact, help, link)
 * followed by the selectors of the offending nodes.
 * @param context a label for the report, e.g. "/about (mobile)"
 */
export const expectNoAxeViolations = async (page: Page, context?: string): Promise<void> => {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const report = results.violations.map((violation) =>
    [
      `${violation.id} [${violation.impact ?? 'unknown impact'}]: ${violation.help} (${violation.helpUrl})`,
      ...violation.nodes.map((node) => `    ${formatTarget(node.target)}`),
    ].join('\n'),
  );
  const where = context ?? page.url();
  if (report.length > 0) {
    console.log(`axe: ${report.length} violation(s) on ${where}:\n${report.join('\n')}`);
  }
  expect(report, `axe violations on ${where}`).toEqual([]);
};
