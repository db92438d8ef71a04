/**
 * Renders the mirror's original illustrations (content-tools/images/illustrations.ts).
 *
 *   npx tsx scripts/content-images.ts                                   real set, into content/
 *   npx tsx scripts/content-images.ts tests/fixtures/content --fixture  small test set
 */
import path from 'node:path';
import { renderIllustrations } from '../content-tools/images/illustrations';

const args = process.argv.slice(2);
renderIllustrations(
  path.resolve(args.find((arg) => !arg.startsWith('--')) ?? 'content'),
  args.includes('--fixture'),
).catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
