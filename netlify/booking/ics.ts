/** The invitation's iCalendar file (RFC 5545); METHOD:REQUEST sends answers to the organizer. */

export interface CalendarInvitation {
  uid: string;
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  organizer: { name: string; email: string };
  attendeeEmail: string;
}

const LINE_OCTETS = 75;

export const icsUtc = (instant: Date): string =>
  instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');

const withoutControls = (text: string): string =>
  [...text]
    .filter((character) => {
      const code = character.codePointAt(0) ?? 0;
      return code === 0x09 || (code >= 0x20 && code !== 0x7f);
    })
    .join('');

export const escapeText = (text: string): string =>
  withoutControls(
    text
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n'),
  );

/** A quote cannot be escaped in a parameter value, so none stays. */
const quotedParameter = (text: string): string => `"${withoutControls(text).replace(/"/g, '')}"`;

/** Never splits a character between lines. */
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
