/**
 * Checks the internal links and fragments of the built site:
 *   tsx scripts/check-links.ts [--root public]
 * Exits 1 if any link is broken, 2 on bad usage or a missing build.
 */
import fs from 'node:fs';
import path from 'node:path';
import { checkLinks, formatReport } from '../tests/support/link-checker';

const args = process.argv.slice(2);
let root = 'public';
for (let index = 0; index < args.length; index += 1) {
  const arg = args[index] as string;
  if (arg === '--root' && args[index + 1] !== undefined) {
    root = args[(index += 1)] as string;
  } else if (arg.startsWith('--root=')) {
    root = arg.slice('--root='.length);
  } else {
    console.error(`Unknown argument: ${arg}\nUsage: tsx scripts/check-links.ts [--root public]`);
    process.exit(2);
  }
}

const absoluteRoot = path.resolve(root);
if (!fs.existsSync(absoluteRoot) || !fs.statSync(absoluteRoot).isDirectory()) {
  console.error(`${absoluteRoot} is not a directory: build the site first (npm run build).`);
  process.exit(2);
}

void checkLinks(absoluteRoot).then((result) => {
  const report = formatReport(result);
  if (result.broken.length > 0) {
    console.error(report);
    process.exit(1);
  }
  console.log(report);
});
