/**
 * A built page's HTML without what changes from build to build when the page does not: the
 * webpack compilation hash and the content hashes in script and stylesheet names. Image paths
 * keep their digests: those follow the image, which is content.
 */

/** `window.___webpackCompilationHash="…"`, Gatsby's id of the build. */
const COMPILATION_HASH = /(___webpackCompilationHash\s*=\s*)(["'])[0-9a-f]+\2/g;
/** A bundle named `<chunk>-<hash>.js` (or .mjs, .css), wherever it is named: src, href, maps. */
const HASHED_BUNDLE = /([\w.~-]+?)-[0-9a-f]{8,}(\.(?:m?js|css)(?:\.map)?)(?=[^\w.]|$)/g;

export const normaliseHtml = (html: string): string =>
  html.replace(COMPILATION_HASH, '$1$2[build]$2').replace(HASHED_BUNDLE, '$1-[hash]$2');
