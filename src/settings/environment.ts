/**
 * The process's environment, read here only: by the build half (./build.ts) and by the Netlify
 * functions, which hand it to the same readers the build's settings check runs.
 */
export const processEnv = (): NodeJS.ProcessEnv => process.env;
