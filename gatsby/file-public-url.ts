/** `File.publicURL` as gatsby-source-filesystem makes it; the site does not load that plugin. */
import fs from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';

interface FileSource {
  absolutePath: string;
  base: string;
  internal: { contentDigest: string };
}

export const publicPathOf = (file: FileSource): string =>
  `/static/${file.internal.contentDigest}/${file.base}`;

export const createFilePublicUrlResolvers: NonNullable<GatsbyNode['createResolvers']> = ({
  createResolvers,
}) => {
  createResolvers({
    File: {
      publicURL: {
        type: 'String',
        resolve: async (file: FileSource) => {
          const publicPath = publicPathOf(file);
          const target = path.join(process.cwd(), 'public', publicPath);
          if (!fs.existsSync(target)) {
            await fs.promises.mkdir(path.dirname(target), { recursive: true });
            await fs.promises.copyFile(file.absolutePath, target);
          }
          return publicPath;
        },
      },
    },
  });
};
