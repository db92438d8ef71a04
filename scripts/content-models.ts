/**
 * Applies content-models to a Contentful space and environment (content types and the help
 * texts editors see), idempotently: a second run changes nothing.
 *   npm run content:models                      create and update content types
 *   npm run content:models -- --delete-fields   also delete fields the models no longer have
 * Needs CONTENTFUL_SPACE_ID and CONTENTFUL_MANAGEMENT_TOKEN; CONTENTFUL_ENVIRONMENT is optional
 * (try a sandbox environment first). Afterwards, `npm run content:pull` records the result.
 */
import {
  ModelsError,
  applyModels,
  formatModelsReport,
} from '../content-tools/contentful/apply-models';
import { ContentfulConfigError, managementConfig } from '../content-tools/contentful/config';
import {
  createManagementClient,
  describeManagementError,
} from '../content-tools/contentful/management';

const usage = 'Usage: npm run content:models [-- --delete-fields]';

const main = async (): Promise<void> => {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(usage);
    return;
  }
  const unknown = args.filter((arg) => arg !== '--delete-fields');
  if (unknown.length > 0) {
    console.error(`Unknown argument: ${unknown.join(' ')}\n${usage}`);
    process.exitCode = 2;
    return;
  }
  try {
    const config = managementConfig(
      process.env,
      'content:models applies content-models to a Contentful space.',
    );
    console.log(`Applying content-models to space ${config.spaceId} (${config.environment})…`);
    const report = await applyModels(createManagementClient(config), {
      deleteFields: args.includes('--delete-fields'),
      log: (line) => console.log(`  ${line}`),
    });
    console.log(formatModelsReport(report));
  } catch (error) {
    const message =
      error instanceof ContentfulConfigError || error instanceof ModelsError
        ? error.message
        : describeManagementError(error);
    console.error(`content:models failed.\n${message}`);
    process.exitCode = 1;
  }
};

void main();
