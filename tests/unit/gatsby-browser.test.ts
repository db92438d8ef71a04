/** @jest-environment jsdom */
import * as gatsbyBrowser from '../../gatsby-browser';
import * as siteHooks from '../../src/browser-hooks';

describe('gatsby-browser', () => {
  it('exports every hook the site has, and no other', () => {
    const names = (module: object) =>
      Object.keys(module)
        .filter((name) => name !== 'default')
        .sort();
    expect(names(gatsbyBrowser)).toEqual(names(siteHooks));
  });
});
