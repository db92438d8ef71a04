/**
 * The invitation's calendar file (iCalendar, RFC 5545): one event, its times in UTC, lines ended
 * by CRLF and folded at 75 octets, text values escaped. METHOD:REQUEST makes calendar programs
 * offer to add it and send the answer to the organizer.
 */

export interface CalendarInvitation {
  /** Unique for the booking, e.g. "20261124T090000Z@example.org". */
  uid: string;
  /** When the file was written. */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  organizer: { name: string; email: string };
  attendeeEmail: string;
}

const LINE_OCTETS = 75;

/** An instant in iCalendar's UTC form: 20261124T090000Z. */
export const icsUtc = (instant: Date): string =>
  instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');

/** The text without control characters (a tab apart), which no value may hold. */
const withoutControls = (text: string): string =>
  [...text]
    .filter((character) => {
      const code = character.codePointAt(0) ?? 0;
      return code === 0x09 || (code >= 0x20 && code !== 0x7f);
    })
    .join('');

/** A TEXT value: backslash, semicolon and comma escaped, line breaks written as \n. */
export const escapeText = (text: string): string =>
  withoutControls(
    text
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n'),
  );

/** A parameter value, quoted: a quote cannot be escaped there, so none stays. */
const quotedParameter = (text: string): string => `"${withoutControls(text).replace(/"/g, '')}"`;

/**
 * A content line folded so that no line is longer than 75 octets (CRLF not counted): each
 * continuation starts with a space, and a character is never split between lines.
 */
export const foldLine = (line: string): string => {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character, 'utf8');
    if (octets + size > LINE_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n');
};

/** The calendar file's text. */
export const invitationIcs = (event: CalendarInvitation): string =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Ethical Global Outsourcing//Book a call//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:REQUEST',
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${icsUtc(event.stamp)}`,
    `DTSTART:${icsUtc(event.start)}`,
    `DTEND:${icsUtc(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `ORGANIZER;CN=${quotedParameter(event.organizer.name)}:mailto:${event.organizer.email}`,
    `ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:${event.attendeeEmail}`,
    'SEQUENCE:0',
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ]
    .map(foldLine)
    .map((line) => `${line}\r\n`)
    .join('');
