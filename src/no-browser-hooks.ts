/**
 * A plugin's browser hooks where it has none to run: what the production browser bundle gets
 * instead of Gatsby's partytown hooks (gatsby/webpack-config.ts, `PARTYTOWN_BROWSER_HOOKS`).
 */
export {};
