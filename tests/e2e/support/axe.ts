/** Accessibility checks with axe-core: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './test';

/**
 * The time each scan adds to its test's timeout. A whole-page scan is the heaviest step of the
 * suite: with the builds and the other browser running beside it on two cores, scans have
 * taken over 30 s (7 s on a quiet machine). Time is asserted nowhere; this only keeps a slow
 * machine from failing a test whose checks all pass.
 */
const SCAN_ALLOWANCE_MS = 60_000;

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
 *
 * In axe's "legacy mode": `axe.run` in the page, where the default runs each frame apart and
 * joins the results in a blank page it opens for each scan, which took two thirds of a scan's
 * time (0.7 s against 2.4 s for the contact page on a quiet machine). What legacy mode leaves
 * out, frames from other origins, no tested page has: the tests block every other host. (The
 * mode is deprecated for axe 5; if it goes, the scans get slower, not weaker.) Only violations
 * are collected (`resultTypes`): the passes and incomplete results, which nothing here reads,
 * are then kept to one node per rule.
 * @param context a label for the report, e.g. "/about (mobile)"
 */
export const expectNoAxeViolations = async (page: Page, context?: string): Promise<void> => {
  const info = test.info();
  // A timeout of 0 is none at all (a debugging run): left so.
  if (info.timeout > 0) info.setTimeout(info.timeout + SCAN_ALLOWANCE_MS);
  const results = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
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
