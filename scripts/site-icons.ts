/**
 * Renders the favicon, touch and web-app icons into static/ (content-tools/images/site-icons.ts).
 *
 *   npx tsx scripts/site-icons.ts
 */
import { writeSiteIcons } from '../content-tools/images/site-icons';

writeSiteIcons('static')
  .then((files) => console.log(`static/: ${files.join(', ')}`))
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
