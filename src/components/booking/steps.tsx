import {
  COMPANY_SIZE_OPTIONS,
  EmailField,
  Form,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
  rules,
  useKitForm,
} from '../../forms/kit';
import { BOOKING, BOOKING_MESSAGES } from '../../lib/config/booking';
import {
  futureTimes,
  type BookingDetails,
  type BookingOutcome,
  type DayAvailability,
} from '../../services/scheduling';
import { ChoiceField } from './choice-field';
import { dayLabel, fill } from './format';
import { actionsStyle, noticeStyle, plainButtonStyle } from './styles';

const BackButton = ({ onBack }: { onBack: () => void }) => (
  <button type="button" onClick={onBack} css={plainButtonStyle}>
    {BOOKING_MESSAGES.back}
  </button>
);

export const DetailsStep = ({
  details,
  onDone,
}: {
  details: BookingDetails;
  onDone: (details: BookingDetails) => void;
}) => {
  const form = useKitForm<BookingDetails>({ defaultValues: details });
  return (
    <Form form={form} onSubmit={onDone} aria-label={BOOKING_MESSAGES.detailsTitle}>
      <TextField<BookingDetails>
        name="firstName"
        label="First name"
        autoComplete="given-name"
        required
      />
      <TextField<BookingDetails>
        name="lastName"
        label="Last name"
        autoComplete="family-name"
        required
      />
      <EmailField<BookingDetails> name="email" label="Email" required />
      <TextField<BookingDetails>
        name="companyName"
        label="Company name"
        autoComplete="organization"
        required
      />
      <SelectField<BookingDetails>
        name="companySize"
        label="Company size"
        options={COMPANY_SIZE_OPTIONS}
        required
      />
      <TextAreaField<BookingDetails>
        name="notes"
        label="What would you like to talk about?"
        rows={3}
        rules={[rules.maxLength(BOOKING.notesMaxLength)]}
      />
      <div css={actionsStyle}>
        <SubmitButton>{BOOKING_MESSAGES.next}</SubmitButton>
      </div>
    </Form>
  );
};

interface DayChoice {
  date: string;
}

/** A full day can still be chosen: the next step says there is no meeting then. */
export const DayStep = ({
  days,
  chosen,
  now,
  onBack,
  onDone,
}: {
  days: readonly DayAvailability[];
  chosen: string | undefined;
  now: Date;
  onBack: () => void;
  onDone: (date: string) => void;
}) => {
  const form = useKitForm<DayChoice>({ defaultValues: { date: chosen ?? '' } });
  if (!days.some((day) => futureTimes(day, now).length > 0)) {
    return (
      <>
        <p role="status" css={noticeStyle}>
          {BOOKING_MESSAGES.noTimes}
        </p>
        <div css={actionsStyle}>
          <BackButton onBack={onBack} />
        </div>
      </>
    );
  }
  return (
    <Form form={form} onSubmit={({ date }) => onDone(date)} aria-label={BOOKING_MESSAGES.pickDay}>
      <ChoiceField<DayChoice>
        name="date"
        label={BOOKING_MESSAGES.pickDay}
        options={days.map(({ date }) => ({ value: date, label: dayLabel(date) }))}
        required
      />
      <div css={actionsStyle}>
        <BackButton onBack={onBack} />
        <SubmitButton>{BOOKING_MESSAGES.next}</SubmitButton>
      </div>
    </Form>
  );
};

interface TimeChoice {
  time: string;
}

export const TimeStep = ({
  day,
  timeZone,
  now,
  notice,
  onBack,
  onBook,
}: {
  day: DayAvailability;
  timeZone: string;
  now: Date;
  notice?: string;
  onBack: () => void;
  onBook: (time: string) => Promise<void>;
}) => {
  const form = useKitForm<TimeChoice>({ defaultValues: { time: '' } });
  const alert = notice && (
    <p role="alert" css={noticeStyle}>
      {notice}
    </p>
  );
  const times = futureTimes(day, now);
  if (times.length === 0) {
    return (
      <>
        {alert}
        <p role="status" css={noticeStyle}>
          {BOOKING_MESSAGES.noMeetings}
        </p>
        <div css={actionsStyle}>
          <BackButton onBack={onBack} />
        </div>
      </>
    );
  }
  return (
    <Form form={form} onSubmit={({ time }) => onBook(time)} aria-label={BOOKING_MESSAGES.pickTime}>
      {alert}
      <ChoiceField<TimeChoice>
        name="time"
        label={`${BOOKING_MESSAGES.pickTime} on ${dayLabel(day.date)} (${timeZone})`}
        options={times.map((time) => ({ value: time, label: time }))}
        required
      />
      <div css={actionsStyle}>
        <BackButton onBack={onBack} />
        <SubmitButton>{BOOKING_MESSAGES.book}</SubmitButton>
      </div>
    </Form>
  );
};

const CONFIRMATIONS = {
  invited: BOOKING_MESSAGES.confirmation,
  notInvited: BOOKING_MESSAGES.confirmationNoInvitation,
  requested: BOOKING_MESSAGES.confirmationRequested,
} as const;

export const ConfirmationStep = ({
  outcome,
  email,
  date,
  time,
  timeZone,
}: {
  outcome: BookingOutcome;
  email: string;
  date: string;
  time: string;
  timeZone: string;
}) => {
  const text =
    outcome.kind === 'requested'
      ? CONFIRMATIONS.requested
      : outcome.invitationSent
        ? CONFIRMATIONS.invited
        : CONFIRMATIONS.notInvited;
  return <p css={noticeStyle}>{fill(text, { email, day: dayLabel(date), time, timeZone })}</p>;
};
