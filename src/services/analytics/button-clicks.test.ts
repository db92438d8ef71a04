/** @jest-environment jsdom */
import { listenForButtonClicks } from './button-clicks';

describe('listenForButtonClicks', () => {
  let stop: () => void = () => undefined;
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
  });

  const clicksOn = (html: string, selector: string) => {
    document.body.innerHTML = html;
    const report = jest.fn();
    stop = listenForButtonClicks(document, report);
    document.querySelector<HTMLElement>(selector)?.click();
    return report;
  };

  it('reports a button in a section named by its heading', () => {
    const report = clicksOn(
      `<section aria-labelledby="h"><h2 id="h">Plans  for teams</h2>
        <button type="button"><span>Book a <b>Call</b></span></button></section>`,
      'b',
    );
    expect(report).toHaveBeenCalledWith({
      section_page: '/',
      section_name: 'Plans for teams',
      button_text: 'Book a Call',
    });
  });

  it('reports links styled as buttons, by their label, in named landmarks', () => {
    const report = clicksOn(
      `<header><a data-button href="/pricing" aria-label="Get Started For Free">Start</a></header>`,
      'a',
    );
    expect(report).toHaveBeenCalledWith({
      section_page: '/',
      section_name: 'Header',
      button_text: 'Get Started For Free',
    });
  });

  it('reports clicks a component stops from bubbling', () => {
    const report = clicksOn(`<main><button id="b">Send</button></main>`, '#b');
    expect(report).toHaveBeenCalledTimes(1);
    expect(report.mock.calls[0][0]).toMatchObject({ section_name: 'Page', button_text: 'Send' });

    document.body.innerHTML = `<div role="dialog" aria-label="Book a call"><button>Next</button></div>`;
    const button = document.querySelector('button');
    button?.addEventListener('click', (event) => event.stopPropagation());
    button?.click();
    expect(report).toHaveBeenLastCalledWith({
      section_page: '/',
      section_name: 'Book a call',
      button_text: 'Next',
    });
  });

  it('ignores plain links and text, and stops when asked', () => {
    const report = clicksOn(`<p>Hello <a href="/blog">blog</a></p><button>Go</button>`, 'a');
    document.querySelector('p')?.click();
    expect(report).not.toHaveBeenCalled();
    stop();
    document.querySelector('button')?.click();
    expect(report).not.toHaveBeenCalled();
  });
});
