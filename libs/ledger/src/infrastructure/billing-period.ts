import { invalid, Municipality } from '@ledger/domain';

/**
 * The billing period key of a request: Northport names it by `fiscalYear`,
 * Watervliet by `period` ("2022-11"). Exactly one, the right one.
 */
export function billingPeriodOf(municipality: Municipality, request: { fiscalYear?: number; period?: string }): { period: string; fiscalYear: number | null } {
  if (municipality === 'northport') {
    if (request.fiscalYear === undefined || request.period !== undefined) throw invalid('N1', 'Northport bills by fiscalYear (e.g. 2025), not by period');
    return { period: String(request.fiscalYear), fiscalYear: request.fiscalYear };
  }
  if (request.period === undefined || request.fiscalYear !== undefined) throw invalid('W1', 'Watervliet bills by period ("2022-11" or "2023-05"), not by fiscalYear');
  return { period: request.period, fiscalYear: null };
}
