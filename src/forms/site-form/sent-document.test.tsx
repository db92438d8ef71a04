/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { SentDocumentNotice, sentDocumentOf } from './sent-document';

describe('sentDocumentOf', () => {
  it("takes a file of the site's static folder from the navigation state", () => {
    expect(sentDocumentOf({ sentDocument: '/static/abc123/guide.pdf' })).toBe(
      '/static/abc123/guide.pdf',
    );
  });

  it.each([
    null,
    undefined,
    'text',
    {},
    { sentDocument: 42 },
    { sentDocument: 'https://evil.example/static/a/b.pdf' },
    { sentDocument: '//evil.example/static/a/b.pdf' },
    { sentDocument: '/static/a/../../x' },
    { sentDocument: '/static/a\\b/c.pdf' },
    { sentDocument: 'javascript:alert(1)' },
  ])('takes nothing else (%p)', (state) => {
    expect(sentDocumentOf(state)).toBeUndefined();
  });
});

describe('SentDocumentNotice', () => {
  it('links the document it was handed, and shows nothing without one', () => {
    const { rerender } = render(<SentDocumentNotice state={null} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    rerender(<SentDocumentNotice state={{ sentDocument: '/static/abc/guide.pdf' }} />);
    expect(screen.getByRole('link', { name: 'Download your copy now (PDF)' })).toHaveAttribute(
      'href',
      '/static/abc/guide.pdf',
    );
  });
});
