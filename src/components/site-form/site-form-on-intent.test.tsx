/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { watchPageSiteForms } from '../../services/forms/early-form-actions';
import { SiteFormOnIntent, repeatAction } from './site-form-on-intent';
import { contactFormProps, underHeading } from './site-form.fixtures';

// The server-rendered path (the HTML kept until the visitor reaches for the form, what is typed
// and sent meanwhile) needs a browser: tests/e2e/forms.spec.ts, "site forms: code on intent".
describe('SiteFormOnIntent rendered in the browser alone (a client-side navigation)', () => {
  it('fetches the form at once, with no server HTML to keep and nobody reaching for it', async () => {
    // As on the site: the watch answers only once a visitor reaches for a form.
    watchPageSiteForms();
    render(underHeading(<SiteFormOnIntent {...contactFormProps} />));
    const form = await screen.findByRole('form', { name: 'Contact' });
    expect(form).toHaveAttribute('data-interactive', 'true');
  });
});

describe('repeatAction', () => {
  it('submits a form through its submit event, and clicks a control still on the page', () => {
    document.body.innerHTML = '<form><button type="button">Show</button></form>';
    const pending = document.querySelector('form') as HTMLFormElement;
    const submitted = jest.fn((event: Event) => event.preventDefault());
    pending.addEventListener('submit', submitted);
    repeatAction(pending);
    expect(submitted).toHaveBeenCalledTimes(1);

    const show = document.querySelector('button') as HTMLButtonElement;
    const clicked = jest.fn();
    show.addEventListener('click', clicked);
    repeatAction(show);
    show.remove();
    repeatAction(show);
    expect(clicked).toHaveBeenCalledTimes(1);
  });
});
