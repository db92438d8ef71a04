/** Without credentials the git mirror goes through the same plugin, so the GraphQL types match. */
import { createRequire } from 'node:module';
import path from 'node:path';
import { CONTENT_TIMEOUT_MS } from '../src/lib/site-config';
import { processEnv } from '../src/settings/build';
import { createMirrorAdapter } from './mirror/contentful-mirror-adapter';
import { MIRROR_ENVIRONMENT, MIRROR_SPACE_ID } from './mirror/sync-format';
import {
  type ContentfulAccess,
  ContentfulConfigError,
  contentfulAccess,
  mirrorRoot,
} from '../content-tools/contentful/config';

export type ContentSource =
  { kind: 'mirror'; contentDir: string } | ({ kind: 'contentful' } & ContentfulAccess);

type Env = Record<string, string | undefined>;

/** Neither credential means the mirror; only one of them is an error. */
export const resolveContentSource = (env: Env = processEnv()): ContentSource => {
  const spaceId = env.CONTENTFUL_SPACE_ID?.trim();
  const accessToken = env.CONTENTFUL_ACCESS_TOKEN?.trim();
  if (!spaceId && !accessToken) {
    return { kind: 'mirror', contentDir: mirrorRoot(env) };
  }
  const missing = !spaceId ? 'CONTENTFUL_SPACE_ID' : !accessToken ? 'CONTENTFUL_ACCESS_TOKEN' : '';
  if (missing) {
    const present =
      missing === 'CONTENTFUL_SPACE_ID' ? 'CONTENTFUL_ACCESS_TOKEN' : 'CONTENTFUL_SPACE_ID';
    throw new ContentfulConfigError(
      `${missing} is not set, but ${present} is. Set ${missing} to build from Contentful ` +
        `(Contentful > Settings > API keys), or unset ${present} to build from the content mirror in content/.`,
    );
  }
  return { kind: 'contentful', ...contentfulAccess(env) };
};

/** Never throws, as Gatsby's loading must not (./build-settings.ts); the check reports instead. */
export const contentSourceWhileLoading = (env: Env = processEnv()): ContentSource => {
  try {
    return resolveContentSource(env);
  } catch {
    return { kind: 'mirror', contentDir: path.resolve('content') };
  }
};

export const contentfulPluginOptions = (source: ContentSource) => {
  const common = {
    // GraphQL type names follow content type ids, never editable display names.
    useNameForId: false,
    enableTags: false,
    pageLimit: 1000,
    // Nodes for other locales would give every page a twin claiming the same path.
    localeFilter: (locale: { default: boolean }) => locale.default,
  };
  if (source.kind === 'mirror') {
    return {
      ...common,
      spaceId: MIRROR_SPACE_ID,
      accessToken: 'mirror',
      environment: MIRROR_ENVIRONMENT,
      downloadLocal: false,
      contentfulClientConfig: {
        timeout: CONTENT_TIMEOUT_MS,
        retryOnError: false,
        adapter: createMirrorAdapter({ contentDir: source.contentDir }),
      },
    };
  }
  return {
    ...common,
    spaceId: source.spaceId,
    accessToken: source.accessToken,
    environment: source.environment,
    host: source.host,
    downloadLocal: true,
    contentfulClientConfig: { timeout: CONTENT_TIMEOUT_MS },
  };
};

/** Mirror builds get the local wrapper in plugins/; live ones the package exactly as published. */
export const contentfulSourcePlugin = (source: ContentSource = contentSourceWhileLoading()) => ({
  resolve:
    source.kind === 'mirror'
      ? 'gatsby-source-contentful'
      : // Resolved from the site root: Gatsby compiles gatsby-config with Parcel, which leaves
        // no working require.resolve behind.
        path.dirname(
          createRequire(path.join(process.cwd(), 'package.json')).resolve(
            'gatsby-source-contentful/package.json',
          ),
        ),
  options: contentfulPluginOptions(source),
});
