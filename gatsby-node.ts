// Every build-time hook lives in gatsby/; this file only wires them to Gatsby.
import type { GatsbyNode } from 'gatsby';
import { resolveContentSource } from './gatsby/content-source';
import { validateMirrorBeforeBuild } from './gatsby/content-checks';
import { createMirrorFileNodes } from './gatsby/mirror/source-mirror-files';

export { createSchemaCustomization } from './gatsby/schema';
export { createResolvers } from './gatsby/markdown';
export { createPages } from './gatsby/create-pages';
export { onPostBuild } from './gatsby/post-build';

const source = resolveContentSource();

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] | undefined =
  source.kind === 'mirror' ? validateMirrorBeforeBuild(source.contentDir) : undefined;

export const onCreateNode: GatsbyNode['onCreateNode'] | undefined =
  source.kind === 'mirror' ? createMirrorFileNodes(source.contentDir) : undefined;
