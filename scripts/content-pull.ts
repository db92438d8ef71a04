/**
 * Updates the content mirror from a Contentful space with the Sync API:
 *   npm run content:pull            changes since the last pull (initial sync the first time)
 *   npm run content:pull -- --full  initial sync; replaces the mirror and lists what disappeared
 *   -- --allow-mass-delete          lets a pull delete more than the allowed share of the mirror
 *                                   (--max-delete-share=<0 to 1>, default 0.5) or all its entries
 *   -- --summary=<file>             also writes the change summary as Markdown, for a pull request
 * Needs CONTENTFUL_SPACE_ID and CONTENTFUL_ACCESS_TOKEN (a Content Delivery API token);
 * CONTENTFUL_ENVIRONMENT and CONTENT_DIR are optional. Published content only: the Preview
 * API is refused. The mirror is replaced only when the whole sync succeeded and validates.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  ContentfulConfigError,
  deliveryConfig,
  mirrorRoot,
} from '../content-tools/contentful/config';
import {
  ContentfulRequestError,
  createDeliveryClient,
} from '../content-tools/contentful/delivery-client';
import {
  PULL_USAGE,
  type PullArguments,
  type PullReport,
  PullError,
  formatPullReport,
  parsePullArguments,
  pull,
} from '../content-tools/contentful/pull';
import { pullRequestSummary } from '../content-tools/review/pull-request-summary';
import { SyncItemError } from '../content-tools/contentful/to-mirror';

const main = async (): Promise<void> => {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(PULL_USAGE);
    return;
  }
  let parsed: PullArguments;
  try {
    parsed = parsePullArguments(args);
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 2;
    return;
  }
  const { summaryFile, ...options } = parsed;
  let shown: string | undefined;
  let report: PullReport;
  try {
    const contentDir = mirrorRoot();
    shown = path.relative(process.cwd(), contentDir) || '.';
    const client = createDeliveryClient(deliveryConfig());
    report = await pull({
      contentDir,
      client,
      ...options,
      log: (line) => console.log(line),
    });
    console.log(formatPullReport(report, shown));
  } catch (error) {
    // Nothing is written before the temporary tree, which is removed on any failure.
    const known =
      error instanceof ContentfulConfigError ||
      error instanceof ContentfulRequestError ||
      error instanceof PullError ||
      error instanceof SyncItemError;
    const detail = known ? (error as Error).message : ((error as Error).stack ?? String(error));
    console.error(
      `content:pull failed; the mirror${shown ? ` (${shown})` : ''} was not changed.\n${detail}`,
    );
    process.exitCode = 1;
    return;
  }
  if (!summaryFile) return;
  try {
    writeFileSync(summaryFile, pullRequestSummary(report));
  } catch (error) {
    const cause = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    console.error(
      `content:pull updated the mirror but could not write --summary=${summaryFile} (${cause}).`,
    );
    process.exitCode = 1;
  }
};

void main();
