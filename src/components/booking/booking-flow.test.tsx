/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { BOOKING_MESSAGES } from '../../lib/config/booking';
import { FORM_MESSAGES } from '../../forms/config';
import { setAnalyticsClient, type AnalyticsClient } from '../../services/analytics';
import {
  BookingError,
  gridTimes,
  type AvailabilitySource,
  type BookSlot,
  type DayAvailability,
} from '../../services/scheduling';
import { BookingFlow } from './booking-flow';

/** Monday 23 November 2026, 10:05 local time. */
const NOW = new Date(2026, 10, 23, 10, 5);

const sourceOf = (days: DayAvailability[]): AvailabilitySource & { availability: jest.Mock } => ({
  availability: jest.fn(() => Promise.resolve(days)),
});

const events: [string, unknown][] = [];
const recorder: AnalyticsClient = { track: (event, payload) => void events.push([event, payload]) };
let previous: AnalyticsClient;
beforeEach(() => {
  events.length = 0;
  previous = setAnalyticsClient(recorder);
});
afterEach(() => setAnalyticsClient(previous));

const renderFlow = (
  days: DayAvailability[],
  submit: jest.Mock = jest.fn(() => Promise.resolve()),
  book?: BookSlot,
) => {
  const source = sourceOf(days);
  render(
    <BookingFlow
      source={source}
      submit={submit}
      book={book}
      where="dialog"
      headingLevel={3}
      now={() => NOW}
      timeZone="Europe/London"
    />,
  );
  return { source, submit };
};

/** The flow as the booking frame shows it; without a zone it reads the visitor's. */
const renderFrame = (source: AvailabilitySource, timeZone?: string) =>
  render(
    <BookingFlow
      source={source}
      submit={jest.fn()}
      where="frame"
      headingLevel={2}
      now={() => NOW}
      timeZone={timeZone}
    />,
  );

const press = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};

const fillDetails = async () => {
  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
  await act(async () => {
    type('First name', 'Ada');
    type('Last name', 'Lovelace');
    type('Email', 'ada@example.org');
    type('Company name', 'Engines');
    type('Company size', 'up_to_10');
  });
  await press(BOOKING_MESSAGES.next);
};

const choose = async (label: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('radio', { name: label }));
  });
};

const FULL_WEEK: DayAvailability[] = [
  { date: '2026-11-23', times: gridTimes() },
  { date: '2026-11-24', times: gridTimes() },
  { date: '2026-11-25', times: [] },
];

describe('BookingFlow', () => {
  it("reads the visitor's time zone only once the details are in, not while the page hydrates", async () => {
    const DateTimeFormat = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      const source = sourceOf(FULL_WEEK);
      renderFrame(source);
      expect(DateTimeFormat).not.toHaveBeenCalled();
      await fillDetails();
      expect(DateTimeFormat).toHaveBeenCalled();
      const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
      expect(source.availability).toHaveBeenCalledWith(
        expect.objectContaining({ timeZone: zone }),
        expect.anything(),
      );
    } finally {
      DateTimeFormat.mockRestore();
    }
  });

  describe('details', () => {
    it('asks for the details with the form kit and stops on a missing field', async () => {
      const { source } = renderFlow(FULL_WEEK);
      expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(
        BOOKING_MESSAGES.detailsTitle,
      );
      expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
      await press(BOOKING_MESSAGES.next);
      expect(await screen.findByText(FORM_MESSAGES.incompleteForm)).toBeInTheDocument();
      expect(screen.getByLabelText('First name', { exact: false })).toHaveFocus();
      // Nothing is asked of the availability until the details are in.
      expect(source.availability).not.toHaveBeenCalled();
    });
  });

  describe('the whole flow', () => {
    it('goes details → day → time → confirmation; without the booking function it sends a request', async () => {
      const { source, submit } = renderFlow(FULL_WEEK);
      await fillDetails();
      expect(source.availability).toHaveBeenCalledWith(
        { from: '2026-11-23', to: '2026-12-06', timeZone: 'Europe/London' },
        expect.any(AbortSignal),
      );
      const dayHeading = await screen.findByRole('heading', { name: BOOKING_MESSAGES.pickDay });
      expect(dayHeading).toHaveFocus();
      expect(screen.getByText('Step 2 of 4')).toBeInTheDocument();
      expect(screen.getAllByRole('radio').map((radio) => radio.parentElement?.textContent)).toEqual(
        ['Monday 23 November', 'Tuesday 24 November', 'Wednesday 25 November'],
      );

      await choose('Tuesday 24 November');
      await press(BOOKING_MESSAGES.next);
      expect(screen.getByRole('heading', { name: BOOKING_MESSAGES.pickTime })).toHaveFocus();
      const times = screen.getAllByRole('radio');
      expect(times).toHaveLength(41);
      expect(times[0]).toHaveAccessibleName('08:00');
      expect(times[40]).toHaveAccessibleName('18:00');

      await choose('09:30');
      await press(BOOKING_MESSAGES.book);
      expect(submit).toHaveBeenCalledTimes(1);
      expect(submit).toHaveBeenCalledWith(
        'book-a-call',
        expect.objectContaining({
          firstName: 'Ada',
          email: 'ada@example.org',
          companySize: 'up_to_10',
          date: '2026-11-24',
          time: '09:30',
          timeZone: 'Europe/London',
        }),
      );
      // A form submission books nothing yet: the confirmation says it is a request.
      expect(screen.getByRole('heading', { name: BOOKING_MESSAGES.requestedTitle })).toHaveFocus();
      expect(
        screen.getByText(
          'We have your request for a call on Tuesday 24 November at 09:30 (Europe/London time) and will write to ada@example.org to confirm it.',
        ),
      ).toBeInTheDocument();
      expect(events).toEqual([
        ['book_call_step', { step: 'details', where: 'dialog' }],
        ['book_call_step', { step: 'day', where: 'dialog' }],
        ['book_call_step', { step: 'time', where: 'dialog' }],
        [
          'meeting_scheduling',
          {
            date: '2026-11-24',
            time: '09:30',
            timeZone: 'Europe/London',
            startsAt: new Date(2026, 10, 24, 9, 30).toISOString(),
            where: 'dialog',
          },
        ],
        ['ad_conversion', { conversion: 'book-a-call' }],
        ['book_call_step', { step: 'confirmation', where: 'dialog' }],
      ]);
    });

    it('offers only the times of today that have not started', async () => {
      renderFlow(FULL_WEEK);
      await fillDetails();
      await choose('Monday 23 November');
      await press(BOOKING_MESSAGES.next);
      const times = screen.getAllByRole('radio');
      expect(times[0]).toHaveAccessibleName('10:15');
      expect(times).toHaveLength(32);
    });

    it('asks for a day before going on', async () => {
      renderFlow(FULL_WEEK);
      await fillDetails();
      await press(BOOKING_MESSAGES.next);
      const group = screen.getByRole('group', { name: BOOKING_MESSAGES.pickDay });
      expect(within(group).getByText(FORM_MESSAGES.required)).toBeInTheDocument();
      expect(screen.getAllByRole('radio')[0]).toHaveFocus();
    });

    it('keeps the chosen time and says so when the submission fails; the next try books', async () => {
      const submit = jest
        .fn()
        .mockRejectedValueOnce(new Error('Network Error'))
        .mockResolvedValueOnce(undefined);
      renderFlow(FULL_WEEK, submit);
      await fillDetails();
      await choose('Tuesday 24 November');
      await press(BOOKING_MESSAGES.next);
      await choose('11:00');
      await press(BOOKING_MESSAGES.book);
      expect(screen.getByRole('alert')).toHaveTextContent(BOOKING_MESSAGES.submitFailed);
      expect(screen.getByRole('radio', { name: '11:00' })).toBeChecked();
      await press(BOOKING_MESSAGES.book);
      expect(submit).toHaveBeenCalledTimes(2);
      expect(
        screen.getByRole('heading', { name: BOOKING_MESSAGES.requestedTitle }),
      ).toBeInTheDocument();
    });

    it('keeps the details when going back', async () => {
      renderFlow(FULL_WEEK);
      await fillDetails();
      await press(BOOKING_MESSAGES.back);
      expect(screen.getByLabelText('First name', { exact: false })).toHaveValue('Ada');
    });
  });

  describe('booking through the booking function', () => {
    const TUESDAY: DayAvailability[] = [{ date: '2026-11-24', times: ['09:30', '10:00', '11:00'] }];
    const bookTuesdayAt = async (time: string) => {
      await fillDetails();
      await choose('Tuesday 24 November');
      await press(BOOKING_MESSAGES.next);
      await choose(time);
      await press(BOOKING_MESSAGES.book);
    };

    it('says the call is booked and the invitation sent', async () => {
      const book = jest.fn<ReturnType<BookSlot>, Parameters<BookSlot>>(() =>
        Promise.resolve({ kind: 'booked', invitationSent: true }),
      );
      const { submit } = renderFlow(TUESDAY, undefined, book);
      await bookTuesdayAt('09:30');
      expect(book).toHaveBeenCalledWith(expect.objectContaining({ email: 'ada@example.org' }), {
        date: '2026-11-24',
        time: '09:30',
        timeZone: 'Europe/London',
      });
      expect(submit).not.toHaveBeenCalled();
      expect(
        screen.getByRole('heading', { name: BOOKING_MESSAGES.confirmationTitle }),
      ).toHaveFocus();
      expect(
        screen.getByText(
          'Your call is booked for Tuesday 24 November at 09:30 (Europe/London time). We have sent an invitation to ada@example.org. Speak soon!',
        ),
      ).toBeInTheDocument();
    });

    it('says the call is booked but the invitation could not be sent', async () => {
      const book: BookSlot = () => Promise.resolve({ kind: 'booked', invitationSent: false });
      renderFlow(TUESDAY, undefined, book);
      await bookTuesdayAt('10:00');
      expect(
        screen.getByText(
          'Your call is booked for Tuesday 24 November at 10:00 (Europe/London time), but the invitation to ada@example.org could not be sent. We will write to you to confirm it.',
        ),
      ).toBeInTheDocument();
    });

    it('says a time just taken is gone and shows the times again without it', async () => {
      const book = jest
        .fn<ReturnType<BookSlot>, Parameters<BookSlot>>()
        .mockRejectedValueOnce(new BookingError('taken'))
        .mockResolvedValueOnce({ kind: 'booked', invitationSent: true });
      const source = {
        availability: jest
          .fn()
          .mockResolvedValueOnce(TUESDAY)
          .mockResolvedValueOnce([{ date: '2026-11-24', times: ['09:15', '09:45'] }]),
      };
      render(
        <BookingFlow
          source={source}
          submit={jest.fn()}
          book={book}
          where="dialog"
          headingLevel={3}
          now={() => NOW}
          timeZone="Europe/London"
        />,
      );
      await bookTuesdayAt('09:30');
      expect(await screen.findByRole('alert')).toHaveTextContent(BOOKING_MESSAGES.slotTaken);
      expect(source.availability).toHaveBeenCalledTimes(2);
      expect(screen.getByRole('heading', { name: BOOKING_MESSAGES.pickTime })).toHaveFocus();
      expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
        '09:15',
        '09:45',
      ]);
      await choose('09:45');
      await press(BOOKING_MESSAGES.book);
      expect(book).toHaveBeenLastCalledWith(
        expect.anything(),
        expect.objectContaining({ time: '09:45' }),
      );
      expect(
        screen.getByRole('heading', { name: BOOKING_MESSAGES.confirmationTitle }),
      ).toBeInTheDocument();
    });

    it.each([
      ['store-down', BOOKING_MESSAGES.storeDown],
      [
        'store-down-team-notified',
        BOOKING_MESSAGES.storeDownTeamNotified.replace('{email}', 'ada@example.org'),
      ],
      ['failed', BOOKING_MESSAGES.submitFailed],
    ] as const)('says what failed (%s) and keeps every choice', async (reason, message) => {
      const book: BookSlot = () => Promise.reject(new BookingError(reason));
      renderFlow(TUESDAY, undefined, book);
      await bookTuesdayAt('11:00');
      expect(screen.getByRole('alert')).toHaveTextContent(message);
      expect(screen.getByRole('radio', { name: '11:00' })).toBeChecked();
      await press(BOOKING_MESSAGES.back);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.getByRole('radio', { name: 'Tuesday 24 November' })).toBeChecked();
    });
  });

  describe('empty availability', () => {
    it('says "No available times to pick" when no day has a time', async () => {
      renderFlow([
        { date: '2026-11-23', times: ['08:00', '10:00'] },
        { date: '2026-11-24', times: [] },
      ]);
      await fillDetails();
      expect(await screen.findByRole('status')).toHaveTextContent(BOOKING_MESSAGES.noTimes);
      expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    });

    it('says "No available times to pick" when the availability is empty', async () => {
      renderFlow([]);
      await fillDetails();
      expect(await screen.findByText('No available times to pick')).toBeInTheDocument();
    });

    it('says "No available meetings in this time slot." for a day without times', async () => {
      renderFlow(FULL_WEEK);
      await fillDetails();
      await choose('Wednesday 25 November');
      await press(BOOKING_MESSAGES.next);
      expect(screen.getByRole('status')).toHaveTextContent(
        'No available meetings in this time slot.',
      );
      expect(screen.queryByRole('radio')).not.toBeInTheDocument();
      await press(BOOKING_MESSAGES.back);
      expect(screen.getByRole('radio', { name: 'Wednesday 25 November' })).toBeChecked();
    });
  });

  describe('an availability that cannot be loaded', () => {
    it('says so and loads again on request', async () => {
      const source = {
        availability: jest
          .fn()
          .mockRejectedValueOnce(new Error('Availability answered 503'))
          .mockResolvedValueOnce(FULL_WEEK),
      };
      renderFrame(source, 'UTC');
      await fillDetails();
      expect(await screen.findByRole('alert')).toHaveTextContent(BOOKING_MESSAGES.loadFailed);
      await press(BOOKING_MESSAGES.retry);
      expect(await screen.findAllByRole('radio')).toHaveLength(3);
    });
  });
});
