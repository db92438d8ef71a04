/**
 * `File.publicURL`: a file's address on the site, the file copied into `public/static/` under
 * its content digest (as gatsby-source-filesystem does, which the site does not load as a
 * plugin). The forms use it for the document they e-mail.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';

interface FileSource {
  absolutePath: string;
  base: string;
  internal: { contentDigest: string };
}

/** Where a file is published: `/static/{digest}/{base}`. */
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
