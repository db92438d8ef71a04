import { byClient } from './section-case-studies';

describe('byClient', () => {
  it('orders the case studies by client name, as GraphQL sorts strings', () => {
    const studies = [
      { client: 'beta' },
      { client: 'Zeta' },
      { client: 'Acme' },
      { client: 'Beta' },
    ];
    expect(byClient(studies).map((study) => study.client)).toEqual([
      'Acme',
      'Beta',
      'Zeta',
      'beta',
    ]);
  });
});
