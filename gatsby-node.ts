// Every build-time hook lives in gatsby/; this file only wires them to Gatsby.
import type { GatsbyNode, Node } from 'gatsby';
import { buildSettingsProblems } from './gatsby/build-settings';
import { contentSourceWhileLoading } from './gatsby/content-source';
import { validateMirrorBeforeBuild } from './gatsby/content-checks';
import { skipOnlineProbe } from './gatsby/skip-online-probe';
import {
  createMarkdownNode,
  refreshMarkdownNodes,
  shouldCreateMarkdownNode,
} from './gatsby/markdown';
import {
  createMirrorFileNodes,
  shouldCreateMirrorFileNode,
} from './gatsby/mirror/source-mirror-files';

export { createSchemaCustomization } from './gatsby/schema';
export { createResolvers } from './gatsby/resolvers';
export { createPages } from './gatsby/create-pages';
export { onPostBuild } from './gatsby/post-build';
export { onCreateWebpackConfig } from './gatsby/webpack-config';

// Read without throwing: a bad setting stops the build in onPreInit, with its message.
const source = contentSourceWhileLoading();

// Before any plugin sources: the Contentful plugin's internet probe cannot crash the build.
export const onPreInit: GatsbyNode['onPreInit'] = ({ reporter }) => {
  const problems = buildSettingsProblems();
  if (problems.length > 0)
    reporter.panic(`The build settings are wrong:\n- ${problems.join('\n- ')}`);
  skipOnlineProbe();
};

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] | undefined =
  source.kind === 'mirror' ? validateMirrorBeforeBuild(source.contentDir) : undefined;

const createFileNodes = source.kind === 'mirror' ? createMirrorFileNodes(source.contentDir) : null;

export const shouldOnCreateNode: GatsbyNode<Node>['shouldOnCreateNode'] = ({ node }) =>
  shouldCreateMarkdownNode({ node }) ||
  (createFileNodes !== null && shouldCreateMirrorFileNode({ node }));

export const onCreateNode: GatsbyNode['onCreateNode'] = async (...args) => {
  await createMarkdownNode(args[0]);
  await createFileNodes?.(...args);
};

// Runs after the source plugin's sourceNodes (the site's hooks run last).
export const sourceNodes = refreshMarkdownNodes;
