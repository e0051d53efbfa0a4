import type { TestLedger } from '../../support/test-ledger';
import { MUNICIPALITIES, type World } from '../world';
import { getter } from './books';

type Listed = { inForce: boolean; adoptedOn: string; district?: string; fiscalYear?: number };

/**
 * N5/W2/Q1: the rate schedules and budgets in force today
 * (`GET /v1/municipalities/{m}/rate-schedules`, `.../northport/budgets`): at
 * most one schedule in force for a municipality (for each district, Q1),
 * none adopted after today, and Northport's rate and budget in force are
 * those of today's fiscal year.
 */
export async function rateViolations(ledger: TestLedger, world: World): Promise<string[]> {
  const out: string[] = [];
  const get = getter(ledger, out);
  const fiscalYear =
    Number(world.today.slice(0, 4)) - (Number(world.today.slice(5, 7)) < 6 ? 1 : 0);
  for (const m of MUNICIPALITIES) {
    const answer = (await get(`/v1/municipalities/${m}/rate-schedules?asOf=${world.today}`)) as {
      schedules: Listed[];
    } | null;
    if (!answer) continue;
    check(
      `${m}'s rate schedules`,
      answer.schedules,
      world.today,
      fiscalYear,
      m === 'northport',
      out,
    );
  }
  const budgets = (await get(`/v1/municipalities/northport/budgets?asOf=${world.today}`)) as {
    budgets: Listed[];
  } | null;
  if (budgets) check("northport's budgets", budgets.budgets, world.today, fiscalYear, true, out);
  return out;
}

function check(
  where: string,
  listed: readonly Listed[],
  today: string,
  fiscalYear: number,
  byFiscalYear: boolean,
  out: string[],
): void {
  const inForce = listed.filter((s) => s.inForce);
  const districts = inForce.map((s) => s.district ?? '');
  if (new Set(districts).size !== districts.length)
    out.push(`${where}: more than one in force on ${today} (${districts.join(', ')})`);
  for (const s of listed)
    if (s.adoptedOn > today) out.push(`${where}: one adopted on ${s.adoptedOn}, after ${today}`);
  if (byFiscalYear)
    for (const s of inForce)
      if (s.fiscalYear !== fiscalYear)
        out.push(`${where}: fiscal year ${s.fiscalYear}'s in force on ${today} (${fiscalYear})`);
}
