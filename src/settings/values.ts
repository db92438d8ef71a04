/**
 * What every reader of a setting shares: the variables as a record, what counts as unset, how a
 * wrong value is reported, what an http(s) address is, and reading a setting in a module Gatsby
 * loads before its settings check has run (gatsby/build-settings.ts).
 */

/** Environment variables by name, as the readers take them (the process's, or a test's). */
export type Env = Readonly<Record<string, string | undefined>>;

/** Empty counts as unset: a CI variable defined but left blank. The value trimmed. */
export const givenSetting = (value: string | undefined): string | undefined =>
  value === undefined || value.trim() === '' ? undefined : value.trim();

/** The error a wrong setting stops the build with: the variable, what it takes, what it is. */
export const invalidSetting = (name: string, value: string, expected: string): Error =>
  new Error(`${name} must be ${expected}; it is "${value}"`);

/** `value` as an absolute http(s) address, or null when it is none. */
export const httpUrl = (value: string): URL | null => {
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) ? url : null;
  } catch {
    return null;
  }
};

/**
 * `read()`, or `fallback` where it throws: for a module Gatsby loads before the settings check,
 * which stops a build with a wrong setting (an error thrown while Gatsby loads its files is
 * taken for a failed compile). A build that passed the check reads every value as it is.
 */
export const readWhileLoading = <T>(read: () => T, fallback: T): T => {
  try {
    return read();
  } catch {
    return fallback;
  }
};
