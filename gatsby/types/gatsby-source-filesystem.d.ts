// gatsby-source-filesystem ships no types for this helper; this is the part we call.
declare module 'gatsby-source-filesystem/create-file-node' {
  import type { Node } from 'gatsby';
  export function createFileNode(
    pathToFile: string,
    createNodeId: (input: string) => string,
    pluginOptions?: { name?: string; path?: string },
  ): Promise<Node & { internal: { type: 'File' } }>;
}
