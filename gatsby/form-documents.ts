/** Keyed by entry id, which the form submits (see src/forms/documents.ts). */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BuildArgs } from 'gatsby';
import { FORM_DOCUMENTS_FILE, type FormDocuments } from '../src/forms/documents';

const DOWNLOAD_FORM = 'download';

const add = (
  map: FormDocuments,
  form: string,
  entryId: string,
  file: string | null | undefined,
) => {
  if (!file) return;
  map[form] = { ...map[form], [entryId]: file };
};

export const formDocuments = (data: Queries.FormDocumentsQuery): FormDocuments => {
  const map: FormDocuments = {};
  for (const section of data.allContentfulSectionForm.nodes) {
    add(map, section.form, section.contentful_id, section.document?.localFile?.publicURL);
  }
  for (const download of data.allContentfulGatedContent.nodes) {
    add(map, DOWNLOAD_FORM, download.contentful_id, download.file?.localFile?.publicURL);
  }
  return map;
};

const QUERY = /* GraphQL */ `
  query FormDocuments {
    allContentfulSectionForm {
      nodes {
        contentful_id
        form
        document {
          localFile {
            publicURL
          }
        }
      }
    }
    allContentfulGatedContent {
      nodes {
        contentful_id
        file {
          localFile {
            publicURL
          }
        }
      }
    }
  }
`;

export const writeFormDocuments = async ({
  graphql,
  reporter,
}: Pick<BuildArgs, 'graphql' | 'reporter'>): Promise<void> => {
  const result = await graphql<Queries.FormDocumentsQuery>(QUERY);
  if (result.errors || !result.data) {
    reporter.panic('Querying the documents of the forms failed', result.errors);
    return;
  }
  const map = formDocuments(result.data);
  const file = path.resolve(FORM_DOCUMENTS_FILE);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(map, null, 2)}\n`);
  const count = Object.values(map).reduce(
    (sum, documents) => sum + Object.keys(documents).length,
    0,
  );
  reporter.info(`Form documents: ${count} in ${FORM_DOCUMENTS_FILE}`);
};
