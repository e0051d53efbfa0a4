/** Money on screen: thousands separators, two decimals, from the API's exact strings (never floats). */
export function money(amount: string | null | undefined): string {
  if (amount === null || amount === undefined) return '';
  const negative = amount.startsWith('-');
  const [whole, cents = '00'] = amount.replace('-', '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}$${grouped}.${cents.padEnd(2, '0')}`;
}

/** Dates on screen in US form (MM/DD/YYYY); the API speaks ISO. */
export function usDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${m}/${d}/${y}`;
}

export function usDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  // the day in New York, as the time beside it is (an evening's instant is already tomorrow in UTC)
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(d);
  return `${usDate(day)} ${d.toLocaleTimeString('en-US', { timeZone: 'America/New_York', hour: '2-digit', minute: '2-digit' })}`;
}

export function escapeHtml(text: unknown): string {
  return String(text ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/** Today in New York, YYYY-MM-DD. */
export function todayIso(): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
}

/** Cents as a number only for drawing bars (never for money). */
export function barValue(amount: string): number {
  return Number(amount.replace('.', '')) / 100;
}

/** N1: the fiscal year today is in (it starts June 1 and is named by the year it starts in), the year a form means by default. */
export function currentFiscalYear(today = todayIso()): number {
  return Number(today.slice(0, 4)) - (Number(today.slice(5, 7)) < 6 ? 1 : 0);
}

/** How far New York's wall clock is ahead of UTC at an instant, in milliseconds (negative: behind). */
function newYorkOffset(ms: number): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(ms))
      .map((p) => [p.type, p.value]),
  );
  const wall = Date.UTC(
    +parts.year,
    +parts.month - 1,
    +parts.day,
    +parts.hour,
    +parts.minute,
    +parts.second,
  );
  return wall - Math.floor(ms / 1000) * 1000;
}

/**
 * An instant as a `datetime-local` value in the office's time (New York), as
 * every other time on the screen is shown, whatever the browser's own zone.
 */
export function toOfficeInput(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  return new Date(ms + newYorkOffset(ms)).toISOString().slice(0, 19);
}

/** A `datetime-local` value read as the office's time (New York): the ISO instant it names. */
export function fromOfficeInput(value: string): string {
  const wall = Date.parse(`${value.length === 16 ? `${value}:00` : value}Z`);
  let ms = wall - newYorkOffset(wall);
  ms = wall - newYorkOffset(ms);
  return new Date(ms).toISOString();
}

/** A count with its noun, singular for one ("1 unit", "2 units", "1 line"). */
export function counted(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

/**
 * What a run would still book, in words: accruals (and form charges) apart
 * from reversals, and nothing for an item that changes no amount (a waived
 * accrual's reversal): "2 accruals not yet booked" said that of reversals too.
 */
export function pendingWords(items: ReadonlyArray<{ type: string; amount: string }>): string {
  const changing = items.filter((n) => n.amount !== '0.00');
  const reversals = changing.filter((n) => n.type.endsWith('Reversed')).length;
  const accruals = changing.length - reversals;
  const words = [
    accruals ? counted(accruals, 'accrual') : '',
    reversals ? counted(reversals, 'reversal') : '',
  ].filter(Boolean);
  return words.length ? ` (with ${words.join(' and ')} not yet booked)` : '';
}
