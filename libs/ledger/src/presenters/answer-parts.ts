import type { TProperties } from '@sinclair/typebox';
import { date, type EventContract, instant, object } from '@ledger/domain';

/**
 * Most answers are a fact as written (its contract's data) with the instant
 * it was recorded, so their schemas come from the event contracts.
 */
export const recorded = <P extends TProperties>(contract: EventContract<string, P>) =>
  object({ ...contract.data.properties, recordedAt: instant });
/** A fact with its effective date beside its data (C3). */
export const effective = <P extends TProperties>(contract: EventContract<string, P>) =>
  object({ ...contract.data.properties, effectiveDate: date, recordedAt: instant });
