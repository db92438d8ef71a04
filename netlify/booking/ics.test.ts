import { escapeText, foldLine, invitationIcs, type CalendarInvitation } from './ics';
import { bookingIcs, type Booking } from './messages';
import { instantOf } from './zoned-time';

/** The content lines of a calendar file, unfolded. */
const unfolded = (ics: string): string[] => ics.replace(/\r\n /g, '').split('\r\n').slice(0, -1);

const EVENT: CalendarInvitation = {
  uid: '20261124T090000Z@example.org',
  stamp: new Date('2026-11-23T09:00:12Z'),
  start: new Date('2026-11-24T09:00:00Z'),
  end: new Date('2026-11-24T09:15:00Z'),
  summary: 'Discovery call',
  description: 'A call',
  organizer: { name: 'The "team"', email: 'team@example.org' },
  attendeeEmail: 'ada@example.org',
};

describe('the invitation calendar file', () => {
  it('puts a Tokyo visitor’s 18:00 in UTC', () => {
    const start = instantOf('2026-11-24', '18:00', 'Asia/Tokyo') as Date;
    const booking: Booking = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.org',
      companyName: 'Engines',
      companySize: 'up_to_10',
      notes: '',
      timeZone: 'Asia/Tokyo',
      start,
      end: new Date(start.getTime() + 15 * 60_000),
      key: '20261124T090000Z',
    };
    const lines = unfolded(
      bookingIcs(booking, 'team@example.org', 'example.org', new Date('2026-11-23T09:00:00Z')),
    );
    expect(lines).toEqual(
      expect.arrayContaining([
        'UID:20261124T090000Z@example.org',
        'DTSTAMP:20261123T090000Z',
        'DTSTART:20261124T090000Z',
        'DTEND:20261124T091500Z',
        'ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:ada@example.org',
      ]),
    );
  });

  it('is one VEVENT in a VCALENDAR, every line ended by CRLF', () => {
    const ics = invitationIcs(EVENT);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(unfolded(ics)).toEqual(
      expect.arrayContaining([
        'METHOD:REQUEST',
        'BEGIN:VEVENT',
        'DTSTART:20261124T090000Z',
        'DTEND:20261124T091500Z',
        'SUMMARY:Discovery call',
        'ORGANIZER;CN="The team":mailto:team@example.org',
      ]),
    );
    expect(unfolded(ics).filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
  });

  it('escapes backslashes, semicolons, commas and line breaks in text', () => {
    expect(escapeText('a,b;c\\d\ne\r\nf\rg')).toBe('a\\,b\\;c\\\\d\\ne\\nf\\ng');
    const lines = unfolded(invitationIcs({ ...EVENT, summary: 'Call; notes, more\\n\nend' }));
    expect(lines).toContain('SUMMARY:Call\\; notes\\, more\\\\n\\nend');
  });

  it('folds lines longer than 75 octets without splitting a character', () => {
    // Every position of the multi-octet characters against the fold, over a few lines.
    for (let shift = 0; shift < 8; shift += 1) {
      const description = `${'x'.repeat(shift)}${'Call, é€😀 '.repeat(12)}`;
      const ics = invitationIcs({ ...EVENT, description });
      const physical = ics.split('\r\n').slice(0, -1);
      for (const line of physical) {
        expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
        // A split character would not survive encoding (a lone surrogate becomes U+FFFD).
        expect(Buffer.from(line, 'utf8').toString('utf8')).toBe(line);
      }
      expect(physical.filter((line) => line.startsWith(' ')).length).toBeGreaterThan(1);
      expect(unfolded(ics)).toContain(`DESCRIPTION:${escapeText(description)}`);
    }
  });

  it('keeps a line of exactly 75 octets whole and folds the 76th onto a new line', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
    // A three-octet character that would end at octet 76 moves whole to the next line.
    expect(foldLine(`${'x'.repeat(73)}€`)).toBe(`${'x'.repeat(73)}\r\n €`);
  });
});
