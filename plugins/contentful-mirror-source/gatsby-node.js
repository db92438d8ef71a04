/**
 * gatsby-source-contentful, unchanged, for mirror builds. The only thing left out is its
 * option check, which calls the live Content Delivery API before any build and so can never
 * pass offline; every request the plugin itself makes goes through the mirror adapter that
 * gatsby/content-source.ts passes in `contentfulClientConfig`.
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars
const { pluginOptionsSchema, ...sourcingApis } = require('gatsby-source-contentful/gatsby-node');

module.exports = sourcingApis;
