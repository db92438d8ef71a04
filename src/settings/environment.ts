/** The one place that reads process.env. */
export const processEnv = (): NodeJS.ProcessEnv => process.env;
