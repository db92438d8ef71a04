/** @jest-environment jsdom */
import '../../../tests/support/runtime/text-encoding';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Form, PhoneField, SubmitButton, useKitForm, type PhoneFieldProps } from '../kit';
import { readPhone, type PhoneValue } from './phone-number';
import { phoneCountries } from './phone-countries';

interface Contact {
  telephone: string;
}

const Phone = ({
  onSubmit = () => undefined,
  ...props
}: Partial<PhoneFieldProps<Contact>> & { onSubmit?: (values: Contact) => void }) => {
  const form = useKitForm<Contact>({ defaultValues: { telephone: '' } });
  return (
    <Form form={form} onSubmit={onSubmit}>
      <PhoneField<Contact> name="telephone" label="Phone" detect={false} {...props} />
      <SubmitButton>Send</SubmitButton>
    </Form>
  );
};

// Plain DOM queries: role queries compute styles, which is slow with some 240 options on the
// page. One test checks the roles and names these stand for.
const only = (selector: string) => {
  const element = document.querySelector<HTMLElement>(selector);
  if (!element) throw new Error(`nothing matches ${selector}`);
  return element;
};
const box = () => only('input[type="tel"]');
const combobox = () => only('[role="combobox"]');
const listbox = () => only('[role="listbox"]');
const activeOption = () => {
  const id = combobox().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};
/** An option by its country name (role queries with names are slow over 243 options). */
const options = () => [...listbox().querySelectorAll('[role="option"]')];
const option = (country: string) => {
  const found = options().find((entry) => entry.textContent?.includes(country));
  if (!found) throw new Error(`no option ${country}`);
  return found;
};
const key = (name: string) => fireEvent.keyDown(combobox(), { key: name });
const typeNumber = async (value: string) => {
  await act(async () => {
    fireEvent.change(box(), { target: { value } });
  });
};
const submit = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  });
};
const message = () => document.getElementById(`${box().id}-error`)?.textContent;

describe('the phone input', () => {
  it('is a tel box named "telephone", at most 25 characters, with the spec placeholder', () => {
    render(<Phone />);
    expect(box()).toHaveAttribute('type', 'tel');
    expect(box()).toHaveAttribute('name', 'telephone');
    expect(box()).toHaveAttribute('maxLength', '25');
    expect(box()).toHaveAttribute('placeholder', 'Enter a phone number');
  });

  it('takes a number typed into the server’s HTML before hydration as typed, and sends it', async () => {
    const onSubmit = jest.fn();
    const page = <Phone defaultCountry="gb" onSubmit={onSubmit} />;
    const container = document.body.appendChild(document.createElement('div'));
    // jsdom has a window, so react-hook-form takes layout effects, which the server render warns of.
    const warnings = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    container.innerHTML = renderToString(page);
    warnings.mockRestore();
    fireEvent.input(box(), { target: { value: '02071838750' } });
    const root = await act(async () => hydrateRoot(container, page));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(box()).toHaveValue('020 7183 8750');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ telephone: '020 7183 8750' }, expect.anything());
    act(() => root.unmount());
    container.remove();
  });

  it('formats the number as it is typed', async () => {
    render(<Phone defaultCountry="gb" />);
    await typeNumber('02071838750');
    expect(box()).toHaveValue('020 7183 8750');
  });

  it('keeps the caret after the same digit when formatting moves the text', async () => {
    render(<Phone defaultCountry="gb" />);
    await typeNumber('020 7183 8750');
    const input = box() as HTMLInputElement;
    // A 9 typed after "020 7": formatting moves the spaces, and the caret must stay right
    // after the new digit instead of jumping to the end.
    input.setSelectionRange(6, 6);
    await act(async () => {
      fireEvent.change(input, { target: { value: '020 79183 8750', selectionStart: 6 } });
    });
    const digitsBeforeCaret = input.value.slice(0, input.selectionStart ?? 0).replace(/\D/g, '');
    expect(digitsBeforeCaret).toBe('02079');
    expect(input.selectionStart).toBeLessThan(input.value.length);
  });

  // The browser removes the space between "020" and "7183"; the visitor meant a digit.
  it.each([
    ['before', 'Backspace', 'deleteContentBackward', '027 1838 750', 2],
    ['after', 'Delete', 'deleteContentForward', '020 1838 750', 3],
  ])(
    'deletes the digit %s a space formatting put there, on %s',
    async (_side, _key, inputType, shown, caret) => {
      render(<Phone defaultCountry="gb" />);
      await typeNumber('020 7183 8750');
      await act(async () => {
        fireEvent.input(box(), {
          target: { value: '0207183 8750', selectionStart: 3, selectionEnd: 3 },
          inputType,
        });
      });
      expect(box()).toHaveValue(shown);
      expect((box() as HTMLInputElement).selectionStart).toBe(caret);
    },
  );

  it('selects the country of a number typed with "+"', async () => {
    render(<Phone defaultCountry="gb" />);
    await typeNumber('+33 6');
    expect(combobox()).toHaveTextContent('France');
    expect(combobox()).toHaveTextContent('+33');
  });

  it('tells the page the value object of the text and country, as they change', async () => {
    const onValueChange = jest.fn((_value: PhoneValue) => undefined);
    render(<Phone defaultCountry="gb" onValueChange={onValueChange} />);
    await typeNumber('02071838750');
    const gb = phoneCountries().find(({ iso2 }) => iso2 === 'gb');
    expect(onValueChange).toHaveBeenLastCalledWith(readPhone('020 7183 8750', { country: gb }));
    expect(onValueChange.mock.lastCall?.[0]).toMatchObject({ valid: true, countryCode: 'gb' });
    fireEvent.click(combobox());
    fireEvent.click(option('France'));
    expect(onValueChange.mock.lastCall?.[0]).toMatchObject({
      activeCountryCode: 'fr',
      valid: false,
    });
  });

  it('writes the dial code of a chosen country into an empty box in international mode', async () => {
    render(<Phone mode="international" />);
    fireEvent.click(combobox());
    fireEvent.click(option('Germany'));
    expect(box()).toHaveValue('+49');
  });
});

describe('validity', () => {
  it('accepts a valid number of the selected country', async () => {
    const onSubmit = jest.fn();
    render(<Phone defaultCountry="gb" onSubmit={onSubmit} />);
    await typeNumber('020 7183 8750');
    await submit();
    expect(message()).toBe('');
    expect(onSubmit).toHaveBeenCalledWith({ telephone: '020 7183 8750' }, expect.anything());
  });

  it('shows the configured message for a number the parser rejects', async () => {
    render(<Phone defaultCountry="gb" invalidMessage="Check the number" />);
    await typeNumber('020 7183 875');
    await submit();
    expect(message()).toBe('Check the number');
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    expect(box()).toHaveAccessibleDescription('Check the number');
  });

  it('says "Field is required" for an empty required field, and nothing for an optional one', async () => {
    const { unmount } = render(<Phone required />);
    await submit();
    expect(message()).toBe('Field is required');
    unmount();
    render(<Phone />);
    await submit();
    expect(message()).toBe('');
  });

  it.each([
    ['a national number under 2 digits', '1', {}],
    ['a national number over 17 digits', '+44 123456789012345678', {}],
    ['a number of an ignored country', '+1 212 555 1234', { ignoredCountries: ['us'] }],
    ['a number of a country not allowed', '+1 212 555 1234', { allowedCountries: ['gb'] }],
  ])('shows the default invalid message for %s', async (_case, number, lists) => {
    render(<Phone defaultCountry="gb" {...lists} />);
    await typeNumber(number);
    await submit();
    expect(message()).toBe('Invalid phone number');
  });

  it('lists only the allowed countries', () => {
    render(<Phone allowedCountries={['gb', 'fr']} />);
    fireEvent.click(combobox());
    expect(options().map((entry) => entry.textContent)).toEqual([
      '🇫🇷France+33',
      '🇬🇧United Kingdom+44',
    ]);
  });

  it('refuses other characters when valid characters only is set', async () => {
    render(<Phone defaultCountry="gb" validCharactersOnly />);
    await typeNumber('020');
    await typeNumber('020a');
    expect(box()).toHaveValue('020');
  });

  it('asks a custom pattern to match', async () => {
    render(<Phone defaultCountry="gb" customPattern={/^07/} />);
    await typeNumber('020 7183 8750');
    await submit();
    expect(message()).toBe('Invalid phone number');
    await typeNumber('07400 123456');
    expect(message()).toBe('');
  });

  it('checks the number again when another country is chosen after a submit', async () => {
    render(<Phone defaultCountry="gb" preferredCountries={['us']} />);
    await typeNumber('(212) 555-1234');
    await submit();
    expect(message()).toBe('Invalid phone number');
    fireEvent.click(combobox());
    await act(async () => {
      fireEvent.click(option('United States'));
    });
    expect(message()).toBe('');
  });
});

describe('the default country', () => {
  it('comes from a given code', () => {
    render(<Phone defaultCountry="DE" />);
    expect(combobox()).toHaveTextContent('Germany+49');
  });

  it('else from a dial code', () => {
    render(<Phone dialCode="+1" />);
    expect(combobox()).toHaveTextContent('United States+1');
  });

  it('else from the first preferred country, listed first', () => {
    render(<Phone preferredCountries={['fr', 'de']} />);
    expect(combobox()).toHaveTextContent('France+33');
    fireEvent.click(combobox());
    const names = options()
      .slice(0, 3)
      .map((option) => option.textContent);
    expect(names).toEqual(['🇫🇷France+33', '🇩🇪Germany+49', '🇦🇫Afghanistan+93']);
  });

  it('else from the IP-to-country lookup, without holding the form', async () => {
    let answer: (code: string) => void = () => undefined;
    const detect = jest.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const onSubmit = jest.fn();
    render(<Phone detect={detect} onSubmit={onSubmit} />);
    expect(combobox()).toHaveTextContent('No country selected');
    await submit();
    expect(onSubmit).toHaveBeenCalled();
    await act(async () => answer('fr'));
    expect(combobox()).toHaveTextContent('France+33');
    expect(detect).toHaveBeenCalledTimes(1);
  });

  it('is not looked up when a default is given, and a choice made meanwhile wins', async () => {
    const detect = jest.fn(async () => 'fr');
    const { unmount } = render(<Phone detect={detect} defaultCountry="gb" />);
    await act(async () => undefined);
    expect(detect).not.toHaveBeenCalled();
    unmount();

    let answer: (code: string) => void = () => undefined;
    render(<Phone detect={() => new Promise<string>((resolve) => (answer = resolve))} />);
    fireEvent.click(combobox());
    fireEvent.click(option('Germany'));
    await act(async () => answer('fr'));
    expect(combobox()).toHaveTextContent('Germany');
  });

  it('stays unset when the lookup fails', async () => {
    render(<Phone detect={() => Promise.reject(new Error('unable to fetch the country'))} />);
    await act(async () => undefined);
    expect(combobox()).toHaveTextContent('No country selected');
  });

  it('else starts from the site default, which detection replaces and a failed lookup keeps', async () => {
    let answer: (code: string) => void = () => undefined;
    const { unmount } = render(
      <Phone
        fallbackCountry="GB"
        detect={() => new Promise<string>((resolve) => (answer = resolve))}
      />,
    );
    expect(combobox()).toHaveTextContent('United Kingdom+44');
    await act(async () => answer('fr'));
    expect(combobox()).toHaveTextContent('France+33');
    unmount();

    render(
      <Phone
        fallbackCountry="gb"
        detect={() => Promise.reject(new Error('unable to fetch the country'))}
      />,
    );
    await act(async () => undefined);
    expect(combobox()).toHaveTextContent('United Kingdom+44');
  });

  it('gives way to a given default', () => {
    render(<Phone fallbackCountry="gb" defaultCountry="de" />);
    expect(combobox()).toHaveTextContent('Germany+49');
  });

  it('reads a national number in the site default: "020 7946 0000" is valid for GB', async () => {
    const onSubmit = jest.fn();
    const { unmount } = render(<Phone onSubmit={onSubmit} />);
    await typeNumber('020 7946 0000');
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    unmount();

    render(<Phone fallbackCountry="gb" onSubmit={onSubmit} />);
    await typeNumber('020 7946 0000');
    await submit();
    expect(message()).toBe('');
    expect(onSubmit).toHaveBeenCalledWith({ telephone: '020 7946 0000' }, expect.anything());
  });

  it('by default, without a lookup, comes from the region of the browser languages', async () => {
    jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB', 'en']);
    try {
      render(<Phone detect={undefined} />);
      await act(async () => undefined);
      expect(combobox()).toHaveTextContent('United Kingdom+44');
    } finally {
      jest.restoreAllMocks();
    }
  });
});

describe('the country list (WAI-ARIA combobox with listbox)', () => {
  it('is a collapsed combobox controlling a listbox, beside the labelled number box', () => {
    render(<Phone defaultCountry="gb" />);
    expect(screen.getByRole('textbox', { name: 'Phone' })).toBe(box());
    expect(screen.getByRole('combobox', { name: 'Country calling code' })).toBe(combobox());
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).toHaveAttribute('aria-haspopup', 'listbox');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('opens and closes on click, showing flags and dial codes', () => {
    render(<Phone defaultCountry="gb" />);
    fireEvent.click(combobox());
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listbox', { name: 'Countries' })).toBe(listbox());
    expect(combobox()).toHaveAttribute('aria-controls', listbox().id);
    expect(option('Kosovo')).toHaveTextContent('🇽🇰Kosovo+383');
    fireEvent.click(combobox());
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('opens on Enter and on Space with the selected country active', () => {
    render(<Phone defaultCountry="gb" />);
    key('Enter');
    expect(activeOption()).toHaveTextContent('United Kingdom');
    expect(activeOption()).toHaveAttribute('aria-selected', 'true');
    key('Escape');
    key(' ');
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
  });

  it('moves with the arrow keys, Home, End, Page Up and Page Down', () => {
    render(<Phone defaultCountry="gb" />);
    key('Enter');
    key('ArrowDown');
    expect(activeOption()).toHaveTextContent('United States');
    key('ArrowUp');
    key('ArrowUp');
    expect(activeOption()).toHaveTextContent('United Arab Emirates');
    key('Home');
    expect(activeOption()).toHaveTextContent('Afghanistan');
    key('ArrowUp');
    expect(activeOption()).toHaveTextContent('Afghanistan');
    key('PageDown');
    expect(activeOption()).toHaveTextContent(phoneCountries()[10]?.name ?? '');
    key('PageUp');
    expect(activeOption()).toHaveTextContent('Afghanistan');
    key('End');
    expect(activeOption()).toHaveTextContent('Zimbabwe');
  });

  it('takes the active country on Enter and on Space, and closes', () => {
    render(<Phone defaultCountry="gb" />);
    key('Enter');
    key('ArrowDown');
    key('Enter');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).toHaveTextContent('United States+1');
    key(' ');
    key('ArrowDown');
    key(' ');
    expect(combobox()).toHaveTextContent('Uruguay+598');
  });

  it('closes on Escape without changing the country', () => {
    render(<Phone defaultCountry="gb" />);
    key('Enter');
    key('ArrowDown');
    key('Escape');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).toHaveTextContent('United Kingdom+44');
  });

  it('takes the active country on Tab and closes, letting focus move on', () => {
    render(<Phone defaultCountry="gb" />);
    key('Enter');
    key('ArrowDown');
    const tab = fireEvent.keyDown(combobox(), { key: 'Tab' });
    expect(tab).toBe(true);
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).toHaveTextContent('United States+1');
  });

  it('closes when focus leaves it', () => {
    render(<Phone defaultCountry="gb" />);
    key('Enter');
    fireEvent.blur(combobox());
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps focus on the combobox when an option is pressed', () => {
    render(<Phone defaultCountry="gb" />);
    combobox().focus();
    fireEvent.click(combobox());
    const germany = option('Germany');
    expect(fireEvent.mouseDown(germany)).toBe(false);
    fireEvent.click(germany);
    expect(combobox()).toHaveFocus();
    expect(combobox()).toHaveTextContent('Germany+49');
  });

  describe('type-to-find', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('jumps to the country whose name starts with the typed letters', () => {
      render(<Phone defaultCountry="gb" />);
      key('Enter');
      for (const letter of 'germ') key(letter);
      expect(activeOption()).toHaveTextContent('Germany');
    });

    it('opens the list when letters are typed on the closed combobox', () => {
      render(<Phone defaultCountry="gb" />);
      for (const letter of 'fra') key(letter);
      expect(combobox()).toHaveAttribute('aria-expanded', 'true');
      expect(activeOption()).toHaveTextContent('France');
    });

    it('takes a space inside a name as a letter, not as a choice', () => {
      render(<Phone defaultCountry="gb" />);
      key('Enter');
      for (const letter of 'south k') key(letter);
      expect(combobox()).toHaveAttribute('aria-expanded', 'true');
      expect(activeOption()).toHaveTextContent('South Korea');
    });

    it('forgets the typed letters after 700 ms, not before', () => {
      render(<Phone defaultCountry="gb" />);
      key('Enter');
      for (const letter of 'ger') key(letter);
      act(() => jest.advanceTimersByTime(699));
      key('m');
      expect(activeOption()).toHaveTextContent('Germany');
      act(() => jest.advanceTimersByTime(700));
      key('i');
      expect(activeOption()).toHaveTextContent('Iceland');
    });

    it('ignores accents: "cote" finds Côte d’Ivoire', () => {
      render(<Phone defaultCountry="gb" />);
      key('Enter');
      for (const letter of 'cote') key(letter);
      expect(activeOption()).toHaveTextContent('Côte d’Ivoire');
    });
  });

  describe('placement', () => {
    const place = (bottom: number) => {
      jest.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({
        bottom,
        top: bottom - 44,
        left: 0,
        right: 300,
        width: 300,
        height: 44,
        x: 0,
        y: bottom - 44,
        toJSON: () => ({}),
      });
      Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
    };
    afterEach(() => jest.restoreAllMocks());

    it('opens below when more than 200 px remain under the input', () => {
      place(599);
      render(<Phone defaultCountry="gb" />);
      fireEvent.click(combobox());
      expect(listbox()).toHaveAttribute('data-placement', 'below');
    });

    it('opens above when 200 px or less remain', () => {
      place(600);
      render(<Phone defaultCountry="gb" />);
      fireEvent.click(combobox());
      expect(listbox()).toHaveAttribute('data-placement', 'above');
    });
  });
});
