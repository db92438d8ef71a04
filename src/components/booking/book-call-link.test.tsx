/** @jest-environment jsdom */
import { act, createEvent, fireEvent, render, screen } from '@testing-library/react';
import { polyfillModalDialog } from '../../../tests/support/modal-dialog';
import { BOOKING_MESSAGES } from '../../lib/config/booking';
import { BookCallLink, isBookCallLabel } from './book-call-link';
import { CallToActionLink } from './call-to-action-link';

const renderInApp = (validate?: () => boolean) =>
  render(
    <BookCallLink to="/book-a-demo" validate={validate}>
      Book a Call
    </BookCallLink>,
    {
      container: document.body.appendChild(
        Object.assign(document.createElement('div'), { id: '___gatsby' }),
      ),
    },
  );

const link = () => screen.getByRole('link', { name: 'Book a Call' });

const open = async () => {
  await act(async () => {
    fireEvent.click(link());
  });
  return screen.findByRole('dialog', { name: BOOKING_MESSAGES.dialogTitle });
};

const key = async (init: { key: string }) => {
  await act(async () => {
    fireEvent.keyDown(document.activeElement ?? document.body, init);
  });
};

beforeAll(polyfillModalDialog);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('BookCallLink', () => {
  it('is a link to the booking page, the way without JavaScript', () => {
    renderInApp();
    expect(link()).toHaveAttribute('href', '/book-a-demo');
    expect(link()).toHaveAttribute('aria-haspopup', 'dialog');
  });

  describe('opening', () => {
    it('opens a modal dialog instead of following the link, focus on its first field', async () => {
      renderInApp();
      const click = createEvent.click(link());
      await act(async () => {
        fireEvent(link(), click);
      });
      expect(click.defaultPrevented).toBe(true);
      const dialog = await screen.findByRole('dialog', { name: BOOKING_MESSAGES.dialogTitle });
      expect(dialog).toHaveAttribute('open');
      expect(screen.getByLabelText('First name', { exact: false })).toHaveFocus();
    });

    it('opens only when the validate check passes', async () => {
      const validate = jest.fn(() => false);
      renderInApp(validate);
      const click = createEvent.click(link());
      await act(async () => {
        fireEvent(link(), click);
      });
      expect(validate).toHaveBeenCalledTimes(1);
      expect(click.defaultPrevented).toBe(true);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('leaves a click that opens a new tab to the browser', async () => {
      renderInApp();
      // What the page's handlers left of the click, read last; then jsdom, which cannot
      // open tabs, is kept from trying.
      let preventedByPage: boolean | undefined;
      const lastListener = (event: Event) => {
        preventedByPage = event.defaultPrevented;
        event.preventDefault();
      };
      document.addEventListener('click', lastListener);
      try {
        await act(async () => {
          fireEvent.click(link(), { ctrlKey: true });
        });
      } finally {
        document.removeEventListener('click', lastListener);
      }
      expect(preventedByPage).toBe(false);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  describe('closing', () => {
    it('closes on Escape and gives focus back to the link', async () => {
      renderInApp();
      await open();
      await key({ key: 'Escape' });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(link()).toHaveFocus();
    });

    it('closes with its close button and gives focus back to the link', async () => {
      renderInApp();
      await open();
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: BOOKING_MESSAGES.close }));
      });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(link()).toHaveFocus();
    });
  });
});

describe('isBookCallLabel', () => {
  it.each([
    ['Book a Call', true],
    ['Book a Discovery Call', true],
    [' book a  discovery call ', true],
    ['Book a demo', false],
    ['See pricing', false],
  ])('%p: %p', (label, expected) => {
    expect(isBookCallLabel(label)).toBe(expected);
  });
});

describe('CallToActionLink', () => {
  it('opens the booking dialog for a booking label and is a plain link otherwise', () => {
    render(
      <>
        <CallToActionLink to="/book-a-demo" label="Book a Discovery Call" />
        <CallToActionLink to="/pricing" label="See pricing" />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Book a Discovery Call' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
    expect(screen.getByRole('link', { name: 'See pricing' })).not.toHaveAttribute('aria-haspopup');
  });
});
