import type { CivilDate } from '../dates/civil-date';
import { invalid } from '../errors/domain-error';
import { eventContract, type EventOf } from '../events/contract';
import type { Decider, Recorded } from '../events/event';
import { sameContent } from '../events/idempotency';
import { array, date, municipality, nullable, object } from '../events/schema-parts';
import { Type } from '@sinclair/typebox';

/** A line of an address as it prints in a #10 envelope's window (about 40 characters of 10-point type). */
const ADDRESS_LINE_MAX = 48;
const ADDRESS_LINES_MAX = 4;
const addressLine = Type.String({ minLength: 1, maxLength: ADDRESS_LINE_MAX });
const address = array(addressLine, ADDRESS_LINES_MAX);

const profileFields = {
  municipality,
  /** The office's name as the letterhead prints it ("Village of Northport, Office of the Village Clerk"). */
  officeName: Type.String({ minLength: 1, maxLength: 100 }),
  /** Where payments are mailed: printed on every document and its remittance stub. */
  remitTo: address,
  /** The sender's address printed in a window envelope's upper window. */
  returnAddress: address,
  phone: Type.String({ minLength: 1, maxLength: 40 }),
  hours: Type.String({ minLength: 1, maxLength: 120 }),
  /** An optional line for residents ("Drop box at the front door"). */
  note: nullable(Type.String({ minLength: 1, maxLength: 300 })),
  /** The day the profile is recorded (its effective date). */
  recordedOn: date,
};

export const MunicipalityProfileRecordedV1 = eventContract(
  'MunicipalityProfileRecorded',
  1,
  "The office's name, remit-to and return addresses, phone, hours and a note, as its documents print them; the latest as known at a document's knownAt wins.",
  profileFields,
);
export type MunicipalityProfileRecorded = EventOf<typeof MunicipalityProfileRecordedV1>;
export type MunicipalityProfile = Omit<
  MunicipalityProfileRecorded['data'],
  'municipality' | 'recordedOn'
>;

/** The schema of a profile as a request gives it (and an answer repeats it). */
export const municipalityProfileSchema = object({
  officeName: profileFields.officeName,
  remitTo: profileFields.remitTo,
  returnAddress: profileFields.returnAddress,
  phone: profileFields.phone,
  hours: profileFields.hours,
  note: profileFields.note,
});

interface RecordMunicipalityProfile {
  readonly kind: 'RecordMunicipalityProfile';
  readonly municipality: string;
  readonly profile: MunicipalityProfile;
  /** Today: the profile is recorded as of the day it is set. */
  readonly on: CivilDate;
}

interface MunicipalityProfileState {
  readonly latest: Recorded<MunicipalityProfileRecorded> | null;
}

export const municipalityProfileStream = (municipalityId: string) => `profile-${municipalityId}`;

const tidy = (line: string) => line.trim().replace(/\s+/g, ' ');

function checkedAddress(lines: readonly string[], what: string): string[] {
  const kept = lines.map(tidy).filter((l) => l !== '');
  if (kept.length === 0) throw invalid('profile', `the ${what} needs at least one line`);
  if (kept.length > ADDRESS_LINES_MAX)
    throw invalid(
      'profile',
      `the ${what} has ${kept.length} lines; an envelope window holds at most ${ADDRESS_LINES_MAX}`,
    );
  const long = kept.find((l) => l.length > ADDRESS_LINE_MAX);
  if (long)
    throw invalid(
      'profile',
      `the ${what} line "${long}" is longer than ${ADDRESS_LINE_MAX} characters and would not show in an envelope window`,
    );
  return kept;
}

function required(value: string, what: string): string {
  const kept = tidy(value);
  if (kept === '') throw invalid('profile', `the office's ${what} is needed`);
  return kept;
}

/**
 * The office profile of a municipality: a fact like every other (a change is
 * a new event, nothing edited). The same profile sent again is a no-op; a
 * different one is recorded and, from its recorded instant, is what documents print.
 */
export const municipalityProfileDecider: Decider<
  RecordMunicipalityProfile,
  MunicipalityProfileRecorded,
  MunicipalityProfileState
> = {
  initialState: () => ({ latest: null }),
  evolve: (_state, event) => ({ latest: event }),
  decide(command, state) {
    const p = command.profile;
    const profile: MunicipalityProfile = {
      officeName: required(p.officeName, 'name'),
      remitTo: checkedAddress(p.remitTo, 'remit-to address'),
      returnAddress: checkedAddress(p.returnAddress, 'return address'),
      phone: required(p.phone, 'phone number'),
      hours: required(p.hours, 'office hours'),
      note: p.note === null || tidy(p.note) === '' ? null : tidy(p.note),
    };
    if (state.latest && sameContent(profileOf(state.latest.data), profile)) return [];
    return [
      {
        type: 'MunicipalityProfileRecorded',
        schemaVersion: 1,
        effectiveDate: command.on,
        data: { municipality: command.municipality, ...profile, recordedOn: command.on },
      },
    ];
  },
};

/** The profile an event records, without its municipality and day. */
export function profileOf(data: MunicipalityProfileRecorded['data']): MunicipalityProfile {
  return {
    officeName: data.officeName,
    remitTo: data.remitTo,
    returnAddress: data.returnAddress,
    phone: data.phone,
    hours: data.hours,
    note: data.note,
  };
}
