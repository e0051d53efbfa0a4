import type { MunicipalityProfile } from '@ledger/domain';

/**
 * The office a document comes from: its name, where payments go, the
 * return address of its envelopes and how to reach it, from the
 * municipality's profile as known at the document's instant. Without a
 * profile, the municipality's name stands for all of it, and only a staff
 * copy says the profile is to be set (a resident's never does).
 */
export interface Office {
  readonly name: string;
  /** Who checks are made payable to: the municipality itself. */
  readonly payee: string;
  readonly remitTo: readonly string[];
  readonly returnAddress: readonly string[];
  /** "Phone (631) 261-7502. Hours: Monday to Friday, ..."; null without a profile. */
  readonly contact: string | null;
  readonly phone: string | null;
  readonly hours: string | null;
  readonly note: string | null;
  readonly set: boolean;
}

export function officeOf(displayName: string, profile: MunicipalityProfile | null): Office {
  if (!profile)
    return {
      name: displayName,
      payee: displayName,
      remitTo: [displayName],
      returnAddress: [displayName],
      contact: null,
      phone: null,
      hours: null,
      note: null,
      set: false,
    };
  return {
    name: profile.officeName,
    payee: displayName,
    remitTo: profile.remitTo,
    returnAddress: profile.returnAddress,
    contact: `Phone ${profile.phone}. Hours: ${profile.hours}${/[.!]$/.test(profile.hours) ? '' : '.'}`,
    phone: profile.phone,
    hours: profile.hours,
    note: profile.note,
    set: true,
  };
}

/** The line a staff copy prints where the office has no profile (never printed on a resident's copy). */
export const SET_THE_PROFILE =
  'Staff copy: the office profile is not set. The finance office sets the remit-to address, return address, phone and hours on the Board and treasurer screen, Office profile, of each municipality; until then documents print only the municipality name.';
