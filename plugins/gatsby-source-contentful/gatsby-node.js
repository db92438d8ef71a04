/**
 * gatsby-source-contentful, unchanged, for mirror builds. It carries the plugin's own name
 * because the plugin keeps its sync token in Gatsby's store under that name; a wrapper with
 * another name would never get warm (delta) builds. Live builds skip this folder and load the
 * package from node_modules by path (gatsby/content-source.ts).
 *
 * The only thing left out is the plugin's option check, which calls the live Content Delivery
 * API before any build and so can never pass offline. Every request the plugin itself makes
 * goes through the mirror adapter passed in `contentfulClientConfig`.
 */
const realPlugin = require.resolve('gatsby-source-contentful/gatsby-node', {
  paths: [require('path').join(__dirname, '..', '..')],
});
// eslint-disable-next-line @typescript-eslint/no-unused-vars
const { pluginOptionsSchema, ...sourcingApis } = require(realPlugin);

module.exports = sourcingApis;
