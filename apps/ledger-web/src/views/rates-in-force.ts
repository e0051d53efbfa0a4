import { api } from '../api';
import type { AnswerOf, Budgets, MunicipalityView, RateSchedules } from '../api-answers';
import { refusalForClerks } from '../clerk-words';
import { escapeHtml, money, todayIso, usDate } from '../format';
import { WRITTEN } from '../forms';

type Schedule = RateSchedules['schedules'][number];
type Charge = Schedule['words']['charges'][number];

/** A rate per 1,000 gallons as the Board adopted it (four decimals kept: $3.2000). */
const per1000 = (rate: string) => `$${rate} per 1,000 gallons`;

const adopted = (s: { adoptedOn: string; inForce: boolean }) =>
  `adopted ${usDate(s.adoptedOn)}${s.inForce ? ' <span class="badge">in force</span>' : ''}`;

const chargeText = (c: Charge) => (c.per === '1000-gallons' ? per1000(c.amount) : money(c.amount));

/**
 * One schedule in its municipality's own words, as the plug-in writes them
 * (`words`: N5's rate for a fiscal year, W2's unit rates, Q1's district
 * charges): what it covers and its dates, then its one rate on the line or
 * its charges in a table. Nothing here knows which municipality it draws.
 */
function scheduleHtml(s: Schedule): string {
  const { title, from, to, charges } = s.words;
  const dates = to ? `${usDate(from)} - ${usDate(to)}` : `from ${usDate(from)}`;
  const covers = `${title ? `${escapeHtml(title)}, ` : ''}${dates}`;
  if (charges.length === 1 && charges[0].label === null)
    return `<li>${covers}: ${chargeText(charges[0])}, ${adopted(s)}</li>`;
  return `<li>${covers}, ${adopted(s)}
        <table class="rates"><tbody>${charges
          .map(
            (c) =>
              `<tr><th scope="row">${escapeHtml(c.label ?? '')}</th><td class="num">${chargeText(c)}</td></tr>`,
          )
          .join('')}</tbody></table></li>`;
}

type Budget = Budgets['budgets'][number];
type ProposedRate = AnswerOf<'/v1/municipalities/northport/fiscal-years/{fy}/proposed-rate'>;

/** N5: the rate a budget's levy implies over the billable thousands of gallons recorded for its year. */
function proposedHtml(p: ProposedRate | string): string {
  if (typeof p === 'string')
    return `<br /><span class="muted proposed-rate">Proposed rate: none yet. ${escapeHtml(p)}</span>`;
  return `<br /><span class="proposed-rate">Proposed rate: ${per1000(p.ratePer1000Gallons)} (the levy ${money(p.levy)} over ${p.billableGallons.toLocaleString('en-US')} billable gallons of ${p.accounts} ${p.accounts === 1 ? 'account' : 'accounts'})</span>`;
}

/** N5/N8: a budget as the Village adopted it, and the rate its levy proposes. */
const budgetHtml = (b: Budget, proposed: ProposedRate | string) =>
  `<li>Fiscal year ${b.fiscalYear}: sewer rent ${money(b.total)} (operation and maintenance ${money(b.sewerRent.operationAndMaintenance)}, debt service ${money(b.sewerRent.debtService)}, capital ${money(b.sewerRent.capital)}), refund reserve to collect ${money(b.reserveToCollect)}, levy ${money(b.levy)}; ${adopted(b)}${proposedHtml(proposed)}</li>`;

const proposedFor = (m: string, b: Budget): Promise<ProposedRate | string> =>
  api
    .get<ProposedRate>(
      `/v1/municipalities/${encodeURIComponent(m)}/fiscal-years/${b.fiscalYear}/proposed-rate`,
    )
    .catch((error: Error) => refusalForClerks(error.message));

/**
 * #28.9: the rate schedules (and, where its law has one, the budgets with
 * the rate each proposes) adopted around today, those in force marked, for
 * every role that opens the Board and treasurer screen; read again when a
 * schedule or a budget is adopted in a form of the section.
 */
export async function ratesInForce(where: HTMLElement, m: MunicipalityView): Promise<void> {
  const section = document.createElement('div');
  section.className = 'in-force';
  section.dataset.municipality = m.municipality;
  await drawInForce(section, m);
  where.prepend(section);
  where.addEventListener(WRITTEN, (event) => {
    if (/\/(rate-schedules|budgets)$/.test(String((event as CustomEvent).detail)))
      void drawInForce(section, m);
  });
}

async function drawInForce(section: HTMLElement, m: MunicipalityView): Promise<void> {
  const today = todayIso();
  const hasBudget = m.chapters.some((c) => c.chapter === 'budget-fund-reserve');
  const [rates, budgets] = await Promise.all([
    api.get<RateSchedules>(
      `/v1/municipalities/${encodeURIComponent(m.municipality)}/rate-schedules?asOf=${today}`,
    ),
    hasBudget
      ? api.get<Budgets>(
          `/v1/municipalities/${encodeURIComponent(m.municipality)}/budgets?asOf=${today}`,
        )
      : Promise.resolve(null),
  ]);
  const proposed = await Promise.all(
    (budgets?.budgets ?? []).map((b) => proposedFor(m.municipality, b)),
  );
  section.innerHTML = `<h4>Rate schedules adopted, as of ${usDate(today)}</h4>
    ${rates.schedules.length ? `<ul class="schedules">${rates.schedules.map(scheduleHtml).join('')}</ul>` : '<p class="muted">No rate schedule adopted.</p>'}
    ${rates.schedules.some((s) => s.inForce) ? '' : `<p class="form-error none-in-force">No rate schedule is in force on ${usDate(today)}: a bill for today's period cannot be rendered until one is adopted.</p>`}
    ${budgets ? `<h4>Sewer rent budgets</h4>${budgets.budgets.length ? `<ul class="budgets">${budgets.budgets.map((b, i) => budgetHtml(b, proposed[i])).join('')}</ul>` : '<p class="muted">No budget adopted.</p>'}` : ''}`;
}
