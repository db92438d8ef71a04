/**
 * Segment's setting as the bundle sees it: the write key, when the external-scripts switch is
 * on (src/services/third-parties/registry.ts checks both). Unset means off.
 */
import { EXTERNAL_SCRIPTS_VARIABLE, configuredThirdParties } from '../third-parties/registry';

/**
 * Each variable is named in full: Gatsby replaces the literal `process.env.GATSBY_…`
 * expressions at build time and nothing else.
 */
const bundledEnv = () => ({
  [EXTERNAL_SCRIPTS_VARIABLE]: process.env.GATSBY_EXTERNAL_SCRIPTS,
  GATSBY_SEGMENT_WRITE_KEY: process.env.GATSBY_SEGMENT_WRITE_KEY,
});

/** The write key, or null when Segment is off. */
export const segmentWriteKey = (
  env: Readonly<Record<string, string | undefined>> = bundledEnv(),
): string | null =>
  configuredThirdParties(env).find(({ party }) => party.id === 'segment')?.value ?? null;
