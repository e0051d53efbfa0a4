/**
 * An integrator's client of the sewer-rent ledger, typed from its OpenAPI
 * document alone: `paths` is what openapi-typescript generates, with its
 * default options, from `/docs-json` (the console keeps the same file, so
 * it is imported here instead of a second copy), and openapi-fetch makes the
 * requests. It runs DOMAIN.md's worked example: the Village of Northport,
 * 80,000 gallons at 3.2000 per 1,000, a bill of 230.40, a payment of 100.00
 * after the first penalty, a balance of 135.87 on December 15, 2025.
 */
import createClient from 'openapi-fetch';
import type { components, paths } from '../../apps/ledger-web/src/api-schema';

export type Balance = components['schemas']['BalanceAnswer'];

/** The keys to act with (a clerk's and the treasurer's); none against a ledger with LEDGER_AUTH=off. */
export interface Keys {
  readonly clerk?: string;
  readonly finance?: string;
}

/** What openapi-fetch answers: the body on success, the error answer otherwise. */
interface Answer<T> {
  readonly data?: T;
  readonly error?: unknown;
  readonly response: Response;
}

function accepted<T>(what: string, answer: Answer<T>): T {
  if (answer.data === undefined)
    throw new Error(`${what}: ${answer.response.status} ${JSON.stringify(answer.error)}`);
  return answer.data;
}

export async function workedExample(baseUrl: string, keys: Keys = {}): Promise<Balance> {
  const as = (key?: string) =>
    createClient<paths>({
      baseUrl,
      headers: key ? { Authorization: `Bearer ${key}` } : {},
    });
  const clerk = as(keys.clerk);
  const finance = as(keys.finance);
  const accountId = 'NP-1001';

  accepted(
    'rate schedule (N5)',
    await finance.POST('/v1/municipalities/northport/rate-schedules', {
      body: { fiscalYear: 2025, ratePer1000Gallons: '3.2000', adoptedOn: '2025-09-15' },
    }),
  );
  accepted(
    'account',
    await clerk.POST('/v1/accounts', {
      body: {
        accountId,
        municipality: 'northport',
        parcelId: '0403-001.00-01.00-001.000',
        propertyClass: 'residential',
        owner: { name: 'Pat Example', mailingAddress: '10 Main St, Northport NY 11768' },
        openedOn: '2025-06-01',
      },
    }),
  );
  accepted(
    'water usage (N3)',
    await clerk.POST('/v1/accounts/{accountId}/water-usage', {
      params: { path: { accountId } },
      body: { fiscalYear: 2025, totalGallons: 80000, readOn: '2025-09-01' },
    }),
  );
  const run = accepted(
    'bill run (N1)',
    await finance.POST('/v1/bill-runs', {
      body: {
        billRunId: 'BR-2025',
        municipality: 'northport',
        fiscalYear: 2025,
        billDate: '2025-10-01',
      },
    }),
  );
  if (!('billed' in run)) throw new Error('the bill run answered a job: send it without Prefer');
  accepted(
    'penalty run (N4)',
    await finance.POST('/v1/penalty-runs', {
      body: { municipality: 'northport', through: '2025-11-19' },
    }),
  );
  accepted(
    'payment (C5)',
    await clerk.POST('/v1/accounts/{accountId}/payments', {
      params: { path: { accountId } },
      body: { paymentId: 'P-1', amount: '100.00', receivedOn: '2025-11-20', method: 'check' },
    }),
  );
  accepted(
    'penalty run (N4)',
    await finance.POST('/v1/penalty-runs', {
      body: { municipality: 'northport', through: '2025-12-15' },
    }),
  );
  return accepted(
    'balance (C3)',
    await clerk.GET('/v1/accounts/{accountId}/balance', {
      params: { path: { accountId }, query: { asOf: '2025-12-15' } },
    }),
  );
}

/** `LEDGER_URL=http://localhost:3000 LEDGER_CLERK_KEY=slk_... LEDGER_FINANCE_KEY=slk_... node -r @swc-node/register examples/worked-example/worked-example.ts` */
if (require.main === module) {
  workedExample(process.env.LEDGER_URL ?? 'http://localhost:3000', {
    clerk: process.env.LEDGER_CLERK_KEY,
    finance: process.env.LEDGER_FINANCE_KEY,
  }).then(
    (balance) => console.log(JSON.stringify(balance, null, 2)),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
