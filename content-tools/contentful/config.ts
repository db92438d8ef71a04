/**
 * Configuration of the content scripts that talk to a Contentful space (content:pull reads the
 * Content Delivery API; content:models and content:push write through the Content Management
 * API), read from environment variables. A missing variable stops the script with a message
 * that names it and says where its value comes from.
 */
import { CONTENT_TIMEOUT_MS } from '../../src/lib/site-config';

type Env = Record<string, string | undefined>;

export class ContentfulConfigError extends Error {}

/** Content Delivery API (published content only), for content:pull. */
export interface DeliveryConfig {
  spaceId: string;
  accessToken: string;
  environment: string;
  /** Host name, with a port only for local test servers: cdn.contentful.com by default. */
  host: string;
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
      `${name} must be a host name such as ${example}, without https:// or a path (got "${host}").`,
    );
  }
  return host;
};

/** The Preview API serves drafts; it has no Sync API, and drafts never go into the mirror. */
export const isPreviewHost = (host: string): boolean => /(^|\.)preview\./i.test(host);

export const deliveryConfig = (env: Env = process.env): DeliveryConfig => {
  const [spaceId, accessToken] = requireAll(
    env,
    ['CONTENTFUL_SPACE_ID', 'CONTENTFUL_ACCESS_TOKEN'],
    'content:pull copies the published content of a Contentful space into the mirror.',
  ) as [string, string];
  const host = checkHost(
    'CONTENTFUL_HOST',
    value(env, 'CONTENTFUL_HOST') ?? DELIVERY_HOST,
    DELIVERY_HOST,
  );
  if (isPreviewHost(host)) {
    throw new ContentfulConfigError(
      `CONTENTFUL_HOST is ${host}, the Preview API, which serves drafts and has no Sync API. ` +
        `content:pull copies published content only: unset CONTENTFUL_HOST (or set it to ${DELIVERY_HOST}) ` +
        `and set CONTENTFUL_ACCESS_TOKEN to a Content Delivery API token, not a Preview API token.`,
    );
  }
  return {
    spaceId,
    accessToken,
    environment: value(env, 'CONTENTFUL_ENVIRONMENT') ?? 'master',
    host,
    timeoutMs: CONTENT_TIMEOUT_MS,
  };
};

export const managementConfig = (env: Env = process.env, purpose: string): ManagementConfig => {
  const [spaceId, managementToken] = requireAll(
    env,
    ['CONTENTFUL_SPACE_ID', 'CONTENTFUL_MANAGEMENT_TOKEN'],
    purpose,
  ) as [string, string];
  return {
    spaceId,
    managementToken,
    environment: value(env, 'CONTENTFUL_ENVIRONMENT') ?? 'master',
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
