/** Everything that runs on the finished build, in order (Gatsby allows one onPostBuild). */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BuildArgs } from 'gatsby';
import { writeBlogFeed } from './blog-feed';
import { writeFormDocuments } from './form-documents';
import { pruneStaleHtml } from './prune-stale-html';
import { robotsTxt } from './sitemap';

type Step = (args: BuildArgs) => unknown;

const writeRobotsTxt: Step = () => writeFileSync(path.resolve('public/robots.txt'), robotsTxt());

const steps: Step[] = [pruneStaleHtml, writeRobotsTxt, writeBlogFeed, writeFormDocuments];

// One parameter on purpose: Gatsby waits for a callback when a hook declares a third one.
export const onPostBuild = async (args: BuildArgs): Promise<void> => {
  for (const step of steps) await step(args);
};
