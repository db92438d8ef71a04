/** @jest-environment jsdom */
import { act, createEvent, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { polyfillModalDialog } from '../../../tests/support/modal-dialog';
import { Dialog } from './dialog';

beforeAll(polyfillModalDialog);

afterEach(() => {
  document.body.innerHTML = '';
});

/** A page with an opener button and a dialog holding a link and a field. */
const Page = ({ onKeyDown }: { onKeyDown?: () => void }) => {
  const [open, setOpen] = useState(false);
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div onKeyDown={onKeyDown}>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Dialog title="Settings" closeLabel="Close" onClose={() => setOpen(false)}>
          <a href="/help">Help</a>
          <label>
            Name <input />
          </label>
        </Dialog>
      )}
    </div>
  );
};

const open = async () => {
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  await act(async () => {
    fireEvent.click(opener);
  });
  return { opener, dialog: screen.getByRole('dialog', { name: 'Settings' }) };
};

describe('Dialog', () => {
  describe('opening', () => {
    it('is a native dialog opened as a modal, named by its heading', async () => {
      const showModal = jest.spyOn(HTMLDialogElement.prototype, 'showModal');
      render(<Page />);
      const { dialog } = await open();
      expect(dialog.tagName).toBe('DIALOG');
      expect(showModal).toHaveBeenCalledTimes(1);
      expect(dialog).toHaveAttribute('open');
      expect(dialog).toHaveAttribute('aria-modal', 'true');
      expect(screen.getByRole('heading', { name: 'Settings' }).id).toBe(
        dialog.getAttribute('aria-labelledby'),
      );
      showModal.mockRestore();
    });

    it('puts focus on its first field, not on the links or buttons before it', async () => {
      render(<Page />);
      await open();
      expect(screen.getByLabelText('Name')).toHaveFocus();
    });
  });

  describe('focus', () => {
    it('wraps Tab from the last control to the first, and Shift+Tab back', async () => {
      render(<Page />);
      await open();
      const close = screen.getByRole('button', { name: 'Close' });
      const name = screen.getByLabelText('Name');
      await act(async () => {
        fireEvent.keyDown(name, { key: 'Tab' });
      });
      expect(close).toHaveFocus();
      await act(async () => {
        fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
      });
      expect(name).toHaveFocus();
    });

    it('leaves Tab between the controls to the browser', async () => {
      render(<Page />);
      await open();
      const help = screen.getByRole('link', { name: 'Help' });
      help.focus();
      const tab = createEvent.keyDown(help, { key: 'Tab' });
      fireEvent(help, tab);
      expect(tab.defaultPrevented).toBe(false);
    });
  });

  describe('closing', () => {
    it('closes on Escape and gives focus back to the opener', async () => {
      render(<Page />);
      const { opener } = await open();
      await act(async () => {
        fireEvent.keyDown(screen.getByLabelText('Name'), { key: 'Escape' });
      });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(opener).toHaveFocus();
    });

    it('keeps its Escape from the components around it', async () => {
      const onKeyDown = jest.fn();
      render(<Page onKeyDown={onKeyDown} />);
      await open();
      await act(async () => {
        fireEvent.keyDown(screen.getByLabelText('Name'), { key: 'Escape' });
      });
      expect(onKeyDown).not.toHaveBeenCalled();
    });

    it('closes with its close button and gives focus back to the opener', async () => {
      render(<Page />);
      const { opener } = await open();
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Close' }));
      });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(opener).toHaveFocus();
    });

    it('gives focus to the element it is told to, when the opener could not take it', async () => {
      const target = document.body.appendChild(document.createElement('button'));
      const { unmount } = render(
        <Dialog title="Settings" onClose={() => undefined} returnFocusTo={target}>
          <p>Text</p>
        </Dialog>,
      );
      expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
      unmount();
      expect(target).toHaveFocus();
    });
  });
});
