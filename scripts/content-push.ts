/**
 * Seeds a Contentful space from the content mirror: applies content-models, then creates and
 * publishes every asset and entry (each entry after what it links to). Entries and assets that
 * already exist are left as they are, so an interrupted push can be run again.
 *   npm run content:push
 * Needs CONTENTFUL_SPACE_ID and CONTENTFUL_MANAGEMENT_TOKEN; CONTENTFUL_ENVIRONMENT and
 * CONTENT_DIR are optional.
 */
import path from 'node:path';
import {
  ModelsError,
  applyModels,
  formatModelsReport,
} from '../content-tools/contentful/apply-models';
import {
  ContentfulConfigError,
  managementConfig,
  mirrorRoot,
} from '../content-tools/contentful/config';
import {
  createManagementClient,
  describeManagementError,
} from '../content-tools/contentful/management';
import { PushError, formatPushReport, pushMirror } from '../content-tools/contentful/push';
import { readMirror } from '../content-tools/mirror/mirror-files';

const main = async (): Promise<void> => {
  if (process.argv.length > 2) {
    console.error('Usage: npm run content:push');
    process.exitCode = 2;
    return;
  }
  try {
    const config = managementConfig(
      process.env,
      'content:push seeds a Contentful space from the content mirror.',
    );
    const root = mirrorRoot();
    const client = createManagementClient(config);
    console.log(`Content types of space ${config.spaceId} (${config.environment})…`);
    console.log(formatModelsReport(await applyModels(client)));
    console.log(`Pushing ${path.relative(process.cwd(), root) || '.'}…`);
    const report = await pushMirror(client, { mirror: readMirror(root) });
    console.log(formatPushReport(report));
  } catch (error) {
    const message =
      error instanceof ContentfulConfigError ||
      error instanceof ModelsError ||
      error instanceof PushError
        ? error.message
        : describeManagementError(error);
    console.error(`content:push failed.\n${message}`);
    process.exitCode = 1;
  }
};

void main();
