import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { BOOKING, BOOKING_MESSAGES } from '../../lib/config/booking';
import { track } from '../../services/analytics';
import {
  BookingError,
  bookingFields,
  bookingRange,
  bookingService,
  localTimeZone,
  type AvailabilitySource,
  type BookSlot,
  type BookingDetails,
  type BookingFailure,
  type BookingOutcome,
  type DayAvailability,
  type SubmitForm,
} from '../../services/scheduling';
import { fontSizes } from '../../styles/tokens';
import { fill } from './format';
import { ConfirmationStep, DayStep, DetailsStep, TimeStep } from './steps';
import { actionsStyle, noticeStyle, plainButtonStyle, stepCounterStyle } from './styles';

export const BOOKING_STEPS = ['details', 'day', 'time', 'confirmation'] as const;
export type BookingStep = (typeof BOOKING_STEPS)[number];

const STEP_TITLES: Record<BookingStep, string> = {
  details: BOOKING_MESSAGES.detailsTitle,
  day: BOOKING_MESSAGES.pickDay,
  time: BOOKING_MESSAGES.pickTime,
  confirmation: BOOKING_MESSAGES.confirmationTitle,
};

const FAILURE_NOTICES: Record<BookingFailure, string> = {
  taken: BOOKING_MESSAGES.slotTaken,
  'not-offered': BOOKING_MESSAGES.slotGone,
  'store-down': BOOKING_MESSAGES.storeDown,
  'store-down-team-notified': BOOKING_MESSAGES.storeDownTeamNotified,
  failed: BOOKING_MESSAGES.submitFailed,
};

const NO_DETAILS: BookingDetails = {
  firstName: '',
  lastName: '',
  email: '',
  companyName: '',
  companySize: '',
  notes: '',
};

type Load =
  { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; days: DayAvailability[] };

export interface BookingFlowProps {
  source: AvailabilitySource;
  submit: SubmitForm;
  book?: BookSlot;
  where: 'dialog' | 'frame';
  headingLevel: 2 | 3;
  now?: () => Date;
  timeZone?: string;
  confirmationAction?: ReactNode;
}

/** Each new step's heading takes focus, so screen readers announce where they are. */
export const BookingFlow = ({
  source,
  submit,
  book: givenBook,
  where,
  headingLevel,
  now = () => new Date(),
  timeZone: givenTimeZone,
  confirmationAction,
}: BookingFlowProps) => {
  const [step, setStep] = useState<BookingStep>('details');
  const [details, setDetails] = useState<BookingDetails>(NO_DETAILS);
  const [date, setDate] = useState<string>();
  const [time, setTime] = useState<string>();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<BookingOutcome>();
  const [notice, setNotice] = useState<string>();
  const bookSlot = useMemo(() => givenBook ?? bookingService(submit), [givenBook, submit]);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);
  const clock = useRef(now);

  // Only after the details: a visitor who only opens the flow costs no request.
  const wanted = step !== 'details';
  // Not during hydration: the first date formatter loads the locale's data, a long task.
  const timeZone = givenTimeZone ?? (wanted ? localTimeZone() : '');
  useEffect(() => {
    if (!wanted) return undefined;
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    source
      .availability(bookingRange(clock.current(), timeZone), controller.signal)
      .then((days) => setLoad({ state: 'loaded', days }))
      .catch(() => {
        if (!controller.signal.aborted) setLoad({ state: 'failed' });
      });
    return () => controller.abort();
  }, [wanted, source, timeZone, attempt]);

  useEffect(() => {
    track('book_call_step', { step, where });
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    heading.current?.focus();
  }, [step, where]);

  const book = useCallback(
    async (chosen: string) => {
      if (!date) return;
      const slot = { date, time: chosen, timeZone };
      setNotice(undefined);
      let booked: BookingOutcome;
      try {
        booked = await bookSlot(details, slot);
      } catch (error) {
        const reason = error instanceof BookingError ? error.reason : 'failed';
        setNotice(fill(FAILURE_NOTICES[reason], { email: details.email }));
        if (reason === 'taken' || reason === 'not-offered') {
          setAttempt((n) => n + 1);
          heading.current?.focus();
        }
        return;
      }
      const { startsAt } = bookingFields(details, slot);
      track('meeting_scheduling', { date, time: chosen, timeZone, startsAt, where });
      // A booked call is a conversion, as a sent form is (site-form.tsx).
      track('ad_conversion', { conversion: BOOKING.formName });
      setOutcome(booked);
      setTime(chosen);
      setStep('confirmation');
    },
    [date, details, bookSlot, timeZone, where],
  );

  const Heading = `h${headingLevel}` as const;
  const index = BOOKING_STEPS.indexOf(step);
  const day = load.state === 'loaded' ? load.days.find((entry) => entry.date === date) : undefined;

  const availabilityStep = (content: (days: DayAvailability[]) => ReactNode) => {
    if (load.state === 'loaded') return content(load.days);
    if (load.state === 'loading') {
      return (
        <p role="status" css={noticeStyle}>
          {BOOKING_MESSAGES.loading}
        </p>
      );
    }
    return (
      <div role="alert">
        <p css={noticeStyle}>{BOOKING_MESSAGES.loadFailed}</p>
        <div css={actionsStyle}>
          <button type="button" onClick={() => setAttempt((n) => n + 1)} css={plainButtonStyle}>
            {BOOKING_MESSAGES.retry}
          </button>
        </div>
      </div>
    );
  };

  return (
    <div data-step={step}>
      <p css={stepCounterStyle}>
        {fill(BOOKING_MESSAGES.stepOf, { step: index + 1, count: BOOKING_STEPS.length })}
      </p>
      <Heading ref={heading} tabIndex={-1} css={{ fontSize: fontSizes.xl, outline: 'none' }}>
        {step === 'confirmation' && outcome?.kind === 'requested'
          ? BOOKING_MESSAGES.requestedTitle
          : STEP_TITLES[step]}
      </Heading>
      {step === 'details' && (
        <DetailsStep
          details={details}
          onDone={(entered) => {
            setDetails(entered);
            setStep('day');
          }}
        />
      )}
      {step === 'day' &&
        availabilityStep((days) => (
          <DayStep
            days={days}
            chosen={date}
            now={clock.current()}
            onBack={() => setStep('details')}
            onDone={(chosen) => {
              setDate(chosen);
              setStep('time');
            }}
          />
        ))}
      {step === 'time' &&
        availabilityStep(
          () =>
            day && (
              <TimeStep
                day={day}
                timeZone={timeZone}
                now={clock.current()}
                notice={notice}
                onBack={() => {
                  setNotice(undefined);
                  setStep('day');
                }}
                onBook={book}
              />
            ),
        )}
      {step === 'confirmation' && date && time && outcome && (
        <>
          <ConfirmationStep
            outcome={outcome}
            email={details.email}
            date={date}
            time={time}
            timeZone={timeZone}
          />
          {confirmationAction && <div css={actionsStyle}>{confirmationAction}</div>}
        </>
      )}
    </div>
  );
};
