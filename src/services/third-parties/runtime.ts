/** Starts each third party once the page is interactive, allows it and its consent is granted. */
import { ALL_THIRD_PARTIES_ON, type PageThirdPartyFlags } from '../../lib/page-contexts';
import type { AdConversion } from '../analytics/ad-conversion';
import type { Consent } from '../consent';
import {
  INTEGRATIONS,
  isIntegration,
  type IntegrationId,
  type PageView,
  type ThirdPartyWindow,
} from './integrations';
import type { LoadScript } from './load-script';
import type { ConfiguredThirdParty } from './registry';

export { ALL_THIRD_PARTIES_ON, type PageThirdPartyFlags } from '../../lib/page-contexts';

/** The chat has its own flag (spec: /ccw2025 keeps it). */
export const allowedOnPage = (id: IntegrationId, flags: PageThirdPartyFlags): boolean =>
  id === 'chat' ? flags.chat : flags.externalScripts;

export interface ThirdPartyRuntimeOptions {
  configured: readonly ConfiguredThirdParty[];
  consent: Pick<Consent, 'whenConsented' | 'hasConsent' | 'onConsentChange'>;
  loadScript: LoadScript;
  win: ThirdPartyWindow;
  /** Only a reload stops a running library whose consent is withdrawn. */
  reload: () => void;
  report?: (error: unknown) => void;
}

export interface ThirdPartyRuntime {
  interactive: () => void;
  page: (view: PageView, flags: PageThirdPartyFlags) => void;
  conversion: (conversion: AdConversion) => void;
  started: () => IntegrationId[];
  whenExternalScriptsAllowed: () => Promise<void>;
  /** False if another page is shown first; Segment asks before recording a page. */
  pageAllowsExternalScripts: (path: string) => Promise<boolean>;
  allowsExternalScriptsNow: () => boolean;
}

type State = 'waiting' | 'started';

export const createThirdPartyRuntime = ({
  configured,
  consent,
  loadScript,
  win,
  reload,
  report = () => undefined,
}: ThirdPartyRuntimeOptions): ThirdPartyRuntime => {
  const parties = configured.flatMap(({ party, value }) =>
    isIntegration(party.id) ? [{ id: party.id, category: party.category, value }] : [],
  );
  const states = new Map<IntegrationId, State>();
  const pending = new Map<IntegrationId, PageView[]>();
  let flags = ALL_THIRD_PARTIES_ON;
  let pageShown = false;
  let isInteractive = false;
  let waitingForAllowedPage: Array<() => void> = [];
  let shownPath: string | null = null;
  let waitingForPage: Array<{ path: string; answer: (allowed: boolean) => void }> = [];

  const start = (party: (typeof parties)[number]) => {
    if (!isInteractive || states.has(party.id) || !allowedOnPage(party.id, flags)) return;
    states.set(party.id, 'waiting');
    void consent.whenConsented(party.category).then(() => {
      // The visitor may have moved on or withdrawn consent meanwhile; a later page retries.
      if (!allowedOnPage(party.id, flags) || !consent.hasConsent(party.category)) {
        states.delete(party.id);
        return;
      }
      states.set(party.id, 'started');
      const integration = INTEGRATIONS[party.id];
      integration
        .start(party.value, win, (url) => loadScript(url, { category: party.category }))
        .catch(report);
      for (const view of pending.get(party.id) ?? []) integration.pageView?.(view, win);
      pending.delete(party.id);
    });
  };

  consent.onConsentChange(() => {
    const withdrawn = parties.some(
      ({ id, category }) => states.get(id) === 'started' && !consent.hasConsent(category),
    );
    if (withdrawn) reload();
  });

  return {
    interactive: () => {
      isInteractive = true;
      parties.forEach(start);
    },
    page: (view, next) => {
      flags = next;
      pageShown = true;
      shownPath = view.path;
      for (const { path, answer } of waitingForPage)
        answer(path === view.path && next.externalScripts);
      waitingForPage = [];
      if (flags.externalScripts) {
        waitingForAllowedPage.forEach((resume) => resume());
        waitingForAllowedPage = [];
      }
      for (const party of parties) {
        const integration = INTEGRATIONS[party.id];
        const allowed = allowedOnPage(party.id, flags);
        if (states.get(party.id) === 'started') {
          integration.show?.(allowed, win);
          if (allowed) integration.pageView?.(view, win);
        } else if (allowed) {
          if (integration.pageView) pending.set(party.id, [...(pending.get(party.id) ?? []), view]);
          start(party);
        }
      }
    },
    conversion: (conversion) => {
      for (const party of parties) {
        const allowed = allowedOnPage(party.id, flags) && consent.hasConsent(party.category);
        if (states.get(party.id) === 'started' && allowed) {
          INTEGRATIONS[party.id].conversion?.(conversion, win);
        }
      }
    },
    started: () => [...states].flatMap(([id, state]) => (state === 'started' ? [id] : [])),
    whenExternalScriptsAllowed: () =>
      pageShown && flags.externalScripts
        ? Promise.resolve()
        : new Promise((resume) => waitingForAllowedPage.push(resume)),
    pageAllowsExternalScripts: (path) =>
      path === shownPath
        ? Promise.resolve(flags.externalScripts)
        : new Promise((answer) => waitingForPage.push({ path, answer })),
    allowsExternalScriptsNow: () => flags.externalScripts,
  };
};
