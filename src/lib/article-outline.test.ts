import { articleOutline } from './article-outline';

describe('articleOutline', () => {
  it('lists h2 and h3 headings with their ids and plain text, in order', () => {
    const html =
      '<p>Intro</p><h2 id="fees">Fees &amp; <em>pay</em></h2><p>x</p>' +
      '<h3 id="how">How we pay</h3><h4 id="deep">Too deep</h4><h2 id="next">Next</h2>';
    expect(articleOutline(html)).toEqual([
      { level: 2, id: 'fees', text: 'Fees & pay' },
      { level: 3, id: 'how', text: 'How we pay' },
      { level: 2, id: 'next', text: 'Next' },
    ]);
  });

  it('is empty for an article without headings', () => {
    expect(articleOutline('<p>Just text</p>')).toEqual([]);
  });
});
