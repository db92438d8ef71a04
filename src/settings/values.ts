export type Env = Readonly<Record<string, string | undefined>>;

/** Empty counts as unset: a CI variable defined but left blank. */
export const givenSetting = (value: string | undefined): string | undefined =>
  value === undefined || value.trim() === '' ? undefined : value.trim();

export const invalidSetting = (name: string, value: string, expected: string): Error =>
  new Error(`${name} must be ${expected}; it is "${value}"`);

export const httpUrl = (value: string): URL | null => {
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) ? url : null;
  } catch {
    return null;
  }
};

/** Gatsby takes an error thrown while loading its files for a failed compile; the check reports. */
export const readWhileLoading = <T>(read: () => T, fallback: T): T => {
  try {
    return read();
  } catch {
    return fallback;
  }
};
