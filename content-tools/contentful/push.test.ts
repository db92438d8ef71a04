import { contentTypeById } from '../../content-models';
import type { MirrorEntry } from '../mirror/mirror-files';
import { managementFields, pushOrder } from './push';

const item = (id: string, items: string[] = []): MirrorEntry => ({
  id,
  contentTypeId: 'navigationItem',
  file: `entries/navigationItem/${id}.json`,
  fields: { name: id, ...(items.length ? { items } : {}) },
  raw: {},
});

const order = (entries: MirrorEntry[]) =>
  pushOrder(entries, contentTypeById).map((group) => group.map((entry) => entry.id));

describe('pushOrder', () => {
  it('puts every entry after the entries it links to', () => {
    expect(order([item('menu', ['b', 'a']), item('b', ['c']), item('a'), item('c')])).toEqual([
      ['a'],
      ['c'],
      ['b'],
      ['menu'],
    ]);
  });

  it('puts entries that link to each other in one group, after what the group links to', () => {
    expect(
      order([item('x', ['y']), item('y', ['x', 'leaf']), item('leaf'), item('top', ['x'])]),
    ).toEqual([['leaf'], ['x', 'y'], ['top']]);
  });

  it('ignores links to entries that are not in the mirror and strings that are not links', () => {
    const menu: MirrorEntry = {
      ...item('menu', ['gone']),
      fields: { name: 'menu', items: ['gone'], footerGroup: 'legal' },
    };
    expect(order([menu, item('legal')])).toEqual([['legal'], ['menu']]);
  });
});

describe('managementFields', () => {
  it('localises every field and writes links as Link objects', () => {
    const hero: MirrorEntry = {
      id: 'hero',
      contentTypeId: 'sectionHero',
      file: 'entries/sectionHero/hero.json',
      fields: { heading: 'Hi', image: 'pic' },
      raw: {},
    };
    const spec = contentTypeById.get('sectionHero');
    if (!spec) throw new Error('no sectionHero model');
    expect(managementFields(hero, spec, 'en-GB')).toEqual({
      heading: { 'en-GB': 'Hi' },
      image: { 'en-GB': { sys: { type: 'Link', linkType: 'Asset', id: 'pic' } } },
    });
  });
});
