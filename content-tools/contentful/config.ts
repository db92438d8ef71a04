/**
 * Configuration read from environment variables, for the content scripts (content:pull reads
 * the Content Delivery API; content:models and content:push write through the Content
 * Management API) and for the build (gatsby/content-source.ts), so both accept exactly the same
 * values. A missing or malformed variable stops with a message that names it and says where
 * its value comes from; a secret is never shown.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { CONTENTFUL_ID_RULE, isContentfulId, showInput } from '../../src/lib/input-rules';
import { CONTENT_TIMEOUT_MS } from '../../src/lib/site-config';
import { processEnv } from '../../src/settings/build';

type Env = Record<string, string | undefined>;

export class ContentfulConfigError extends Error {}

/** What every build and script needs to read a space through the Delivery (or Preview) API. */
export interface ContentfulAccess {
  spaceId: string;
  accessToken: string;
  environment: string;
  /** Host name, with a port only for local test servers: cdn.contentful.com by default. */
  host: string;
}

/** Content Delivery API (published content only), for content:pull. */
export interface DeliveryConfig extends ContentfulAccess {
  timeoutMs: number;
}

/** Content Management API, for content:models and content:push. */
export interface ManagementConfig {
  spaceId: string;
  managementToken: string;
  environment: string;
  host: string;
  uploadHost: string;
}

export const DELIVERY_HOST = 'cdn.contentful.com';
export const MANAGEMENT_HOST = 'api.contentful.com';
export const UPLOAD_HOST = 'upload.contentful.com';

/** Where each variable's value is found, for the messages. */
const WHERE: Record<string, string> = {
  CONTENTFUL_SPACE_ID: 'the space id (Contentful > Settings > General settings)',
  CONTENTFUL_ACCESS_TOKEN:
    'a Content Delivery API access token (Contentful > Settings > API keys > Content delivery / preview tokens)',
  CONTENTFUL_MANAGEMENT_TOKEN:
    'a personal access token (Contentful > your avatar > Account settings > CMA tokens) of a user who may edit the space',
};

const value = (env: Env, name: string): string | undefined => env[name]?.trim() || undefined;

const requireAll = (env: Env, names: string[], purpose: string): string[] => {
  const missing = names.filter((name) => !value(env, name));
  if (missing.length > 0) {
    const list = missing.map((name) => `  ${name}: ${WHERE[name]}`).join('\n');
    throw new ContentfulConfigError(
      `${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set. ${purpose}\n` +
        `Set ${missing.length > 1 ? 'them' : 'it'} in the environment (or in the CI secrets):\n${list}`,
    );
  }
  return names.map((name) => value(env, name) as string);
};

const HOST_PATTERN = /^[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:\d{1,5})?$/i;

const checkHost = (name: string, host: string, example: string): string => {
  if (!HOST_PATTERN.test(host)) {
    throw new ContentfulConfigError(
      `${name} must be a host name such as ${example}, without https:// or a path (got ${showInput(host)}).`,
    );
  }
  return host;
};

/** Space and environment ids follow Contentful's id rule; they become parts of every URL. */
const checkId = (name: string, id: string): string => {
  if (!isContentfulId(id)) {
    throw new ContentfulConfigError(
      `${name} must be a Contentful id: ${CONTENTFUL_ID_RULE} (got ${showInput(id)}).`,
    );
  }
  return id;
};

/** Contentful's tokens are visible ASCII without spaces; anything else breaks the request header. */
const TOKEN_PATTERN = /^[\x21-\x7e]{1,1024}$/;

const checkToken = (name: string, token: string): string => {
  if (!TOKEN_PATTERN.test(token)) {
    throw new ContentfulConfigError(
      `${name} holds a space, a line break or another character no Contentful token has; ` +
        'copy the token again (it is a secret, so it is not shown here).',
    );
  }
  return token;
};

const environmentOf = (env: Env): string =>
  checkId('CONTENTFUL_ENVIRONMENT', value(env, 'CONTENTFUL_ENVIRONMENT') ?? 'master');

/**
 * The space, token, environment and host a build reads (the Preview API is allowed: a drafts
 * site builds from it). Both CONTENTFUL_SPACE_ID and CONTENTFUL_ACCESS_TOKEN must be set.
 */
export const contentfulAccess = (env: Env): ContentfulAccess => ({
  spaceId: checkId('CONTENTFUL_SPACE_ID', value(env, 'CONTENTFUL_SPACE_ID') ?? ''),
  accessToken: checkToken('CONTENTFUL_ACCESS_TOKEN', value(env, 'CONTENTFUL_ACCESS_TOKEN') ?? ''),
  environment: environmentOf(env),
  host: checkHost('CONTENTFUL_HOST', value(env, 'CONTENTFUL_HOST') ?? DELIVERY_HOST, DELIVERY_HOST),
});

/**
 * The content mirror's folder: `value` (CONTENT_DIR, or a script's argument) or content/, as an
 * absolute path. An empty value, or one that names a file, is refused: read as a mirror, either
 * would look like a mirror without content.
 */
export const contentDirFrom = (given: string | undefined, name = 'CONTENT_DIR'): string => {
  const trimmed = given?.trim();
  if (trimmed === '') {
    throw new ContentfulConfigError(
      `${name} is empty. Name the content mirror's folder (content, or tests/fixtures/content for the test mirror), or leave it unset for content.`,
    );
  }
  const dir = path.resolve(trimmed ?? 'content');
  const found = statSync(dir, { throwIfNoEntry: false });
  if (found && !found.isDirectory()) {
    throw new ContentfulConfigError(
      `${name} names ${showInput(dir, 200)}, which is a file, not the content mirror's folder.`,
    );
  }
  return dir;
};

/** The mirror read by builds and scripts; tests point CONTENT_DIR at a fixture mirror. */
export const mirrorRoot = (env: Env = processEnv()): string => contentDirFrom(env.CONTENT_DIR);

/** The mirror a script works on: its folder argument when given, else mirrorRoot. */
export const mirrorFolder = (argument: string | undefined, env: Env = processEnv()): string =>
  argument === undefined ? mirrorRoot(env) : contentDirFrom(argument, 'The folder argument');

/** The Preview API serves drafts; it has no Sync API, and drafts never go into the mirror. */
export const isPreviewHost = (host: string): boolean => /(^|\.)preview\./i.test(host);

export const deliveryConfig = (env: Env = processEnv()): DeliveryConfig => {
  requireAll(
    env,
    ['CONTENTFUL_SPACE_ID', 'CONTENTFUL_ACCESS_TOKEN'],
    'content:pull copies the published content of a Contentful space into the mirror.',
  );
  const access = contentfulAccess(env);
  const { host } = access;
  if (isPreviewHost(host)) {
    throw new ContentfulConfigError(
      `CONTENTFUL_HOST is ${host}, the Preview API, which serves drafts and has no Sync API. ` +
        `content:pull copies published content only: unset CONTENTFUL_HOST (or set it to ${DELIVERY_HOST}) ` +
        `and set CONTENTFUL_ACCESS_TOKEN to a Content Delivery API token, not a Preview API token.`,
    );
  }
  return { ...access, timeoutMs: CONTENT_TIMEOUT_MS };
};

export const managementConfig = (env: Env = processEnv(), purpose: string): ManagementConfig => {
  const [spaceId, managementToken] = requireAll(
    env,
    ['CONTENTFUL_SPACE_ID', 'CONTENTFUL_MANAGEMENT_TOKEN'],
    purpose,
  ) as [string, string];
  return {
    spaceId: checkId('CONTENTFUL_SPACE_ID', spaceId),
    managementToken: checkToken('CONTENTFUL_MANAGEMENT_TOKEN', managementToken),
    environment: environmentOf(env),
    host: checkHost(
      'CONTENTFUL_MANAGEMENT_HOST',
      value(env, 'CONTENTFUL_MANAGEMENT_HOST') ?? MANAGEMENT_HOST,
      MANAGEMENT_HOST,
    ),
    uploadHost: checkHost(
      'CONTENTFUL_UPLOAD_HOST',
      value(env, 'CONTENTFUL_UPLOAD_HOST') ?? UPLOAD_HOST,
      UPLOAD_HOST,
    ),
  };
};
