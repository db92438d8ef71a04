/**
 * The campaign (UTM) fields of the address a visitor landed on, kept for the tab's session so a
 * form sent pages later still tells the team where the lead came from (docs/forms.md).
 */
import { UTM_PARAMETERS } from '../lib/config/analytics';
import { utmFields, type UtmFields } from '../services/analytics/tracking-fields';

const KEY = 'landing-campaign';

/** The session's storage, or null where the browser refuses it (a cross-site frame). */
const storage = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

/** Keeps the landing address's campaign fields; only the session's first page counts. */
export const rememberLandingCampaign = (search = window.location.search): void => {
  const store = storage();
  if (!store || store.getItem(KEY) !== null) return;
  try {
    store.setItem(KEY, JSON.stringify(utmFields(search)));
  } catch {
    // A full storage: the form goes without its campaign.
  }
};

/** The landing address's campaign fields, each a string; none when there were none. */
export const landingCampaign = (): UtmFields => {
  let kept: unknown;
  try {
    kept = JSON.parse(storage()?.getItem(KEY) ?? '{}');
  } catch {
    return {};
  }
  const fields: UtmFields = {};
  for (const name of UTM_PARAMETERS) {
    const value = (kept as Record<string, unknown> | null)?.[name];
    if (typeof value === 'string' && value !== '') fields[name] = value;
  }
  return fields;
};
