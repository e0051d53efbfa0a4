/** The view's state in the URL (`#/account/NP-1001?asOf=2026-01-15&knownAt=...`): a link or a reload shows the same screen. */
export function hashParams(): URLSearchParams {
  const query = location.hash.indexOf('?');
  return new URLSearchParams(query < 0 ? '' : location.hash.slice(query + 1));
}

/** Writes the state into the URL without a new history entry or a re-render. */
export function setHashParams(values: Record<string, string | null | undefined>): void {
  const base = location.hash.split('?')[0] || '#/accounts';
  const params = hashParams();
  for (const [k, v] of Object.entries(values)) {
    if (v) params.set(k, v);
    else params.delete(k);
  }
  const query = params.toString();
  history.replaceState(null, '', `${base}${query ? `?${query}` : ''}`);
}

/** A plausible civil date (C10: 1900-2199), so a half-typed year is never sent. */
function isFullDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return !!m && Number(m[1]) >= 1900 && Number(m[1]) <= 2199;
}

/**
 * Calls `then` once typing in the date (or instant) fields has paused and
 * every one that is filled holds a full date; until then the field says
 * what it waits for, and nothing is sent.
 */
export function onSettledDates(
  inputs: readonly HTMLInputElement[],
  then: () => void,
  waitMs = 400,
): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      let ok = true;
      for (const input of inputs) {
        const slot = input.parentElement?.querySelector<HTMLElement>('.field-error');
        const value = input.value;
        const full = input.type === 'date' ? isFullDate(value) : isFullDate(value.slice(0, 10));
        const good = value === '' ? !input.required : full;
        if (slot) slot.textContent = good ? '' : 'enter a full date (MM/DD/YYYY, year 1900-2199)';
        ok &&= good;
      }
      if (ok) then();
    }, waitMs);
  };
  for (const input of inputs) {
    input.addEventListener('input', check);
    input.addEventListener('change', check);
  }
}
