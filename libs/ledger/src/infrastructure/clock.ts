import { civilDateInNewYork, CivilDate } from '@ledger/domain';

/** The one place the application reads the time; tests substitute a fixed clock. */
export abstract class Clock {
  abstract now(): Date;

  /** Today's business date in the municipality's time zone (C2). */
  today(): CivilDate {
    return civilDateInNewYork(this.now());
  }
}

export class SystemClock extends Clock {
  now(): Date {
    return new Date();
  }
}

/** A clock that only moves when told to (tests, replays). Each reading advances it by `stepMs`. */
export class ManualClock extends Clock {
  constructor(
    private instant: Date,
    private readonly stepMs = 0,
  ) {
    super();
  }

  now(): Date {
    const current = this.instant;
    this.instant = new Date(current.getTime() + this.stepMs);
    return current;
  }

  set(instant: Date | string): void {
    this.instant = new Date(instant);
  }
}
