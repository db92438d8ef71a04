/** Each vendor's queue is set up first, so calls made before its library arrives wait in it. */
import { BOOKING } from '../../lib/config/booking';
import type { AdConversion } from '../analytics/ad-conversion';
import type { ThirdPartyId } from './registry';

type QueueFunction = ((...command: unknown[]) => void) & { q?: unknown[][]; queue?: unknown[][] };

interface VendorGlobals {
  dataLayer?: unknown[];
  hj?: QueueFunction;
  _hjSettings?: { hjid: number; hjsv: number };
  fbq?: QueueFunction & { loaded?: boolean; version?: string; push?: QueueFunction };
  __lc?: { license: number };
  LiveChatWidget?: { call: (method: string, ...args: unknown[]) => void };
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges into Window
  interface Window extends VendorGlobals {}
}

export type ThirdPartyWindow = VendorGlobals;

export interface PageView {
  path: string;
  url: string;
  title: string;
}

export interface Integration {
  /** `load` is the consent gate, bound to the party's category. */
  start: (
    value: string,
    win: ThirdPartyWindow,
    load: (url: string) => Promise<void>,
  ) => Promise<void>;
  pageView?: (page: PageView, win: ThirdPartyWindow) => void;
  show?: (visible: boolean, win: ThirdPartyWindow) => void;
  conversion?: (conversion: AdConversion, win: ThirdPartyWindow) => void;
}

const queueFunction = (key: 'q' | 'queue'): QueueFunction => {
  const queued: QueueFunction = (...command) => {
    (queued[key] ??= []).push(command);
  };
  return queued;
};

export type IntegrationId = Exclude<ThirdPartyId, 'segment' | 'sentry'>;

export const TAG_MANAGER_SCRIPT = 'https://www.googletagmanager.com/gtm.js';
export const HOTJAR_SCRIPT = 'https://static.hotjar.com/c/hotjar-';
export const LIVECHAT_SCRIPT = 'https://cdn.livechatinc.com/tracking.js';
export const META_PIXEL_SCRIPT = 'https://connect.facebook.net/en_US/fbevents.js';

export const pixelConversionEvent = ({ conversion }: AdConversion): 'Schedule' | 'Lead' =>
  conversion === BOOKING.formName ? 'Schedule' : 'Lead';

export const INTEGRATIONS: Record<IntegrationId, Integration> = {
  tagManager: {
    start: (id, win, load) => {
      (win.dataLayer ??= []).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
      return load(`${TAG_MANAGER_SCRIPT}?id=${encodeURIComponent(id)}`);
    },
    pageView: ({ path, url, title }, win) => {
      (win.dataLayer ??= []).push({
        event: 'page_view',
        page_path: path,
        page_location: url,
        page_title: title,
      });
    },
    conversion: ({ conversion, value, currency }, win) => {
      (win.dataLayer ??= []).push({ event: 'conversion', conversion, value, currency });
    },
  },
  recording: {
    start: (id, win, load) => {
      win.hj ??= queueFunction('q');
      win._hjSettings = { hjid: Number(id), hjsv: 6 };
      return load(`${HOTJAR_SCRIPT}${id}.js?sv=6`);
    },
    pageView: ({ path }, win) => win.hj?.('stateChange', path),
  },
  chat: {
    start: (license, win, load) => {
      win.__lc = { license: Number(license) };
      return load(LIVECHAT_SCRIPT);
    },
    show: (visible, win) => win.LiveChatWidget?.call(visible ? 'minimize' : 'hide'),
  },
  pixel: {
    start: (id, win, load) => {
      // Meta's library reads its queue from `queue` and expects the stub to be its own `push`.
      if (!win.fbq) {
        const fbq = Object.assign(queueFunction('queue'), { loaded: true, version: '2.0' });
        win.fbq = Object.assign(fbq, { push: fbq });
      }
      win.fbq('init', id);
      return load(META_PIXEL_SCRIPT);
    },
    pageView: (_page, win) => win.fbq?.('track', 'PageView'),
    conversion: (conversion, win) =>
      win.fbq?.('track', pixelConversionEvent(conversion), {
        content_name: conversion.conversion,
        value: conversion.value,
        currency: conversion.currency,
      }),
  },
};

export const isIntegration = (id: ThirdPartyId): id is IntegrationId => id in INTEGRATIONS;
