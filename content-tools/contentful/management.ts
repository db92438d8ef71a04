/**
 * The Content Management API client of content:models and content:push: contentful-management's
 * plain client, bound to one space and environment. It retries 429 and 5xx answers itself.
 */
import { type PlainClientAPI, createClient } from 'contentful-management';
import type { ManagementConfig } from './config';

export type ManagementClient = PlainClientAPI;

export const createManagementClient = (config: ManagementConfig): ManagementClient =>
  createClient(
    {
      accessToken: config.managementToken,
      host: config.host,
      hostUpload: config.uploadHost,
      application: 'ethical-global-outsourcing-site/content-scripts',
    },
    { type: 'plain', defaults: { spaceId: config.spaceId, environmentId: config.environment } },
  );

/** Every item of a paged Management API collection. */
export const fetchAllPages = async <T>(
  page: (query: { skip: number; limit: number }) => Promise<{ items: T[]; total: number }>,
): Promise<T[]> => {
  const items: T[] = [];
  const limit = 100;
  for (let skip = 0; ; skip += limit) {
    const result = await page({ skip, limit });
    items.push(...result.items);
    if (result.items.length === 0 || skip + limit >= result.total) return items;
  }
};

/** A readable message for errors thrown by contentful-management (their message is JSON). */
export const describeManagementError = (error: unknown): string => {
  const message = error instanceof Error ? error.message : String(error);
  try {
    const parsed = JSON.parse(message) as {
      status?: number;
      statusText?: string;
      message?: string;
      details?: unknown;
      request?: { method?: string; url?: string };
    };
    const request = parsed.request
      ? `${parsed.request.method?.toUpperCase()} ${parsed.request.url}: `
      : '';
    const hint =
      parsed.status === 401 || parsed.status === 403
        ? ' Check CONTENTFUL_MANAGEMENT_TOKEN: a personal access token of a user who may edit this space.'
        : parsed.status === 404
          ? ' Check CONTENTFUL_SPACE_ID and CONTENTFUL_ENVIRONMENT.'
          : '';
    return `${request}${parsed.status ?? ''} ${parsed.statusText ?? ''} ${parsed.message ?? ''}${
      parsed.details ? ` ${JSON.stringify(parsed.details)}` : ''
    }${hint}`.trim();
  } catch {
    return message;
  }
};
