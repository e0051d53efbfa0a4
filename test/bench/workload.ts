import { addDays, Decimal } from '@ledger/domain';
import { prng } from './prng';

/**
 * A synthetic Northport of N accounts over Y fiscal years, deterministic
 * from a seed: usage each year, a bill run a year, one to three payments per
 * bill, about 20% paying late (so penalties accrue), about 1% returned
 * checks, and a few adjustments with refunds.
 */
export interface YearPlan {
  readonly fiscalYear: number;
  readonly usageCsv: string;
  readonly paymentsCsv: string;
  readonly reversals: Array<{ accountId: string; paymentId: string; reversedOn: string }>;
  readonly adjustments: Array<{
    accountId: string;
    applicationId: string;
    billId: string;
    filedOn: string;
    grantedOn: string;
    creditAmount: string;
    paidOn: string;
  }>;
}

export interface Workload {
  readonly accountIds: string[];
  readonly rollCsv: string;
  readonly years: YearPlan[];
}

export const accountIdOf = (i: number) => `NP-${String(i).padStart(6, '0')}`;
export const billIdOf = (fiscalYear: number, accountId: string) => `BR-${fiscalYear}:${accountId}`;

export function workload(accounts: number, years: number, seed = 20251001): Workload {
  const random = prng(seed);
  const accountIds = Array.from({ length: accounts }, (_, i) => accountIdOf(i));
  const rollCsv = [
    'accountId,municipality,parcelId,propertyClass,location,exemption,units,ownerName,mailingAddress,openedOn',
    ...accountIds.map(
      (id) =>
        `${id},northport,0403-${id.slice(3)},${random() < 0.85 ? 'residential' : 'commercial'},,,,Owner ${id},${Math.floor(random() * 999)} Main St,2025-06-01`,
    ),
  ].join('\n');
  const plans: YearPlan[] = [];
  for (let y = 0; y < years; y++) {
    const fiscalYear = 2025 + y;
    const gallons = accountIds.map(() => 40_000 + Math.floor(random() * 120_000));
    const usageCsv = [
      'accountId,fiscalYear,period,totalGallons,meteredNonDischargedGallons,readOn',
      ...accountIds.map((id, i) => `${id},${fiscalYear},,${gallons[i]},,${fiscalYear}-09-01`),
    ].join('\n');
    const payments: string[] = ['paymentId,accountId,amount,receivedOn,method,reference'];
    const reversals: YearPlan['reversals'] = [];
    const adjustments: YearPlan['adjustments'] = [];
    const billDate = `${fiscalYear}-10-01`;
    accountIds.forEach((id, i) => {
      // rent at 3.2000 per 1,000 of 90% of the gallons (residential or commercial without a meter)
      const rent = new Decimal(gallons[i])
        .times('0.9')
        .dividedBy(1000)
        .times('3.2')
        .toDecimalPlaces(2);
      const late = random() < 0.2;
      const parts = 1 + Math.floor(random() * 3);
      const share = rent.dividedBy(parts).toDecimalPlaces(2, Decimal.ROUND_DOWN);
      for (let p = 0; p < parts; p++) {
        const amount = p === parts - 1 ? rent.minus(share.times(parts - 1)) : share;
        const day = late ? 40 + Math.floor(random() * 150) : Math.floor(random() * 30);
        const paymentId = `PAY-${fiscalYear}-${id}-${p}`;
        payments.push(
          `${paymentId},${id},${amount.toFixed(2)},${addDays(billDate, day)},check,${Math.floor(random() * 1e6)}`,
        );
        if (random() < 0.01 / parts)
          reversals.push({ accountId: id, paymentId, reversedOn: addDays(billDate, day + 10) });
      }
      if (random() < 0.002) {
        adjustments.push({
          accountId: id,
          applicationId: `ADJ-${fiscalYear}-${id}`,
          billId: billIdOf(fiscalYear, id),
          filedOn: `${fiscalYear}-10-20`,
          grantedOn: `${fiscalYear + 1}-01-10`,
          creditAmount: '20.00',
          paidOn: `${fiscalYear + 1}-02-25`,
        });
      }
    });
    plans.push({ fiscalYear, usageCsv, paymentsCsv: payments.join('\n'), reversals, adjustments });
  }
  return { accountIds, rollCsv, years: plans };
}
