import type { INestApplication } from '@nestjs/common';
import {
  AdoptRateScheduleCommand,
  ManualClock,
  RunBillRunCommand,
  stateCacheFromEnv,
  systemContext,
} from '@ledger/ledger';
import { createApp, readyApp } from '../../apps/ledger-api/src/create-app';

/**
 * The API as the bench runs it: a SQLite store at `sqlitePath`, a clock at
 * 2031-06-01 (every date of the workload is past), no auth, no webhooks, the
 * state cache as the API and the CLI read it (LEDGER_STATE_CACHE_MB and
 * LEDGER_STATE_CACHE), listening on a free local port.
 */
export async function benchApp(
  sqlitePath: string,
): Promise<{ app: INestApplication; port: number }> {
  const app = await createApp(
    {
      store: { sqlitePath },
      clock: new ManualClock(new Date('2031-06-01T12:00:00Z')),
      auth: false,
      dispatchWebhooks: false,
      ...stateCacheFromEnv(process.env),
    },
    false,
  );
  await readyApp(app);
  await app.listen(0, '127.0.0.1');
  return { app, port: (app.getHttpServer().address() as { port: number }).port };
}

/** A workload year's rate schedule (3.2000 a 1,000 gallons, adopted on 09-15) and its bill run (BR-<year>, dated 10-01). */
export function yearOf(fiscalYear: number) {
  const context = systemContext('bench');
  return {
    rates: new AdoptRateScheduleCommand(
      { fiscalYear, ratePer1000Gallons: '3.2000', adoptedOn: `${fiscalYear}-09-15` },
      context,
    ),
    billRun: new RunBillRunCommand(
      {
        billRunId: `BR-${fiscalYear}`,
        municipality: 'northport',
        fiscalYear,
        billDate: `${fiscalYear}-10-01`,
      },
      context,
    ),
  };
}
