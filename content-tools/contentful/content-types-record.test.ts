import path from 'node:path';
import { contentTypes } from '../../content-models';
import { toContentfulContentType } from '../../content-models/contentful-types';
import { mirrorRoot } from './config';
import {
  type RecordedContentType,
  checkContentTypeDrift,
  contentTypeDrift,
  modelsAsRecord,
  recordContentTypes,
} from './content-types-record';

const models = modelsAsRecord();
const copy = (): RecordedContentType[] => JSON.parse(JSON.stringify(models));

describe('the content types record', () => {
  it('reads content types as the Delivery API sends them (extra sys, key order) into the same record', () => {
    const fromApi = contentTypes.map((spec) => {
      const type = toContentfulContentType(spec);
      return {
        fields: type.fields.map((field) => Object.fromEntries(Object.entries(field).reverse())),
        displayField: type.displayField,
        description: type.description,
        name: type.name,
        sys: { ...type.sys, revision: 3, createdAt: '2024-01-01T00:00:00Z' },
      };
    });
    expect(contentTypeDrift(models, recordContentTypes(fromApi))).toEqual([]);
    // Sorted by id, so the file does not change with the API's order.
    expect(recordContentTypes([...fromApi].reverse()).map((type) => type.id)).toEqual(
      [...contentTypes.map((type) => type.id)].sort(),
    );
  });

  it('names each difference by content type and field', () => {
    const recorded = copy();
    const [first, second] = recorded as [RecordedContentType, RecordedContentType];
    const [field, removed] = first.fields as [
      RecordedContentType['fields'][number],
      { id: string },
    ];
    field.required = !field.required;
    first.fields = first.fields.filter((candidate) => candidate.id !== removed.id);
    first.fields.push({ ...field, id: 'addedInTheWebApp' });
    second.name = 'Renamed in Contentful';
    recorded.push({ ...second, id: 'onlyInTheSpace' });
    const gone = recorded.splice(2, 1)[0] as RecordedContentType;

    expect(contentTypeDrift(models, recorded)).toEqual([
      `${first.id}.${field.id}: required is ${!field.required} in content-models but ${field.required} in the space`,
      `${first.id}.${removed.id}: in content-models but not in the space`,
      `${first.id}.addedInTheWebApp: in the space but not in content-models`,
      `${second.id}: name is "${models[1]?.name}" in content-models but "Renamed in Contentful" in the space`,
      `${gone.id}: in content-models but not in the space`,
      'onlyInTheSpace: in the space but not in content-models',
    ]);
  });

  it('compares validations as a set', () => {
    const recorded = copy();
    const field = recorded
      .flatMap((type) => type.fields)
      .find((candidate) => candidate.validations.length > 1);
    if (!field) throw new Error('no field with two validations');
    field.validations.reverse();
    expect(contentTypeDrift(models, recorded)).toEqual([]);
    field.validations.pop();
    expect(contentTypeDrift(models, recorded)).toHaveLength(1);
  });

  it('a mirror never pulled from a space has no record, so there is nothing to compare', () => {
    expect(checkContentTypeDrift(path.resolve('tests/fixtures/content'))).toEqual({
      recorded: false,
      problems: [],
    });
  });

  it('content/ (when it holds a record from content:pull) matches content-models', () => {
    const report = checkContentTypeDrift(mirrorRoot({}));
    expect(report.problems).toEqual([]);
  });
});
