import { api, whoAmI } from '../api';
import type { Listing, MunicipalityView } from '../api-answers';
import { escapeHtml, money, todayIso } from '../format';
import { addAction } from '../forms';
import { hashParams, setHashParams } from '../view-state';
import { importForm } from './import-form';
import { municipalities, ofKey } from '../municipalities';

const PAGE = 20;

/**
 * Account search: by parcel, owner or account number, as typing pauses; how
 * many match, a page at a time, each with its address and balance; the arrow
 * keys move through the results and Enter opens one. Below it, the counter's
 * other work that is not about one account: opening one, importing a file.
 */
export async function searchView(main: HTMLElement): Promise<void> {
  const state = hashParams();
  main.innerHTML = `
    <h2>Find an account</h2>
    <form class="search" role="search">
      <label for="account-search">Parcel id, owner name or account number</label>
      <input id="account-search" type="search" autocomplete="off" aria-describedby="search-help" aria-controls="search-results" value="${escapeHtml(state.get('q') ?? '')}" />
      <p id="search-help" class="help">Results appear as you type; use the arrow keys and Enter to open one.</p>
    </form>
    <p class="form-error" role="alert"></p>
    <p id="search-count" class="muted" aria-live="polite"></p>
    <table id="search-table"><thead><tr><th scope="col">Account</th><th scope="col">Owner and address</th><th scope="col">Parcel</th><th scope="col">Municipality</th><th scope="col" class="num">Balance</th></tr></thead><tbody id="search-results"></tbody></table>
    <p class="pager"><button type="button" id="prev">&larr; Previous</button> <button type="button" id="next">Next &rarr;</button></p>
    <section id="counter" class="no-print" aria-labelledby="counter-heading"><h3 id="counter-heading">Counter work</h3><div id="counter-actions"></div></section>`;
  const input = main.querySelector<HTMLInputElement>('#account-search')!;
  const rows = main.querySelector<HTMLElement>('#search-results')!;
  const count = main.querySelector<HTMLElement>('#search-count')!;
  const error = main.querySelector<HTMLElement>('.form-error')!;
  const prev = main.querySelector<HTMLButtonElement>('#prev')!;
  const next = main.querySelector<HTMLButtonElement>('#next')!;
  let page = Number(state.get('page') ?? '0') || 0;
  let selected = -1;
  let seq = 0;
  const select = (i: number) => {
    const links = [...rows.querySelectorAll<HTMLTableRowElement>('tr[data-account]')];
    if (!links.length) return;
    selected = Math.max(0, Math.min(links.length - 1, i));
    links.forEach((r, k) => r.setAttribute('aria-selected', String(k === selected)));
    links[selected].scrollIntoView({ block: 'nearest' });
  };
  const run = async () => {
    const mine = ++seq;
    setHashParams({ q: input.value || null, page: page ? String(page) : null });
    try {
      const [answer, all] = await Promise.all([
        api.get<{ total: number; capped: boolean; results: Listing[] }>(
          `/v1/accounts?${new URLSearchParams({ query: input.value, limit: String(PAGE), offset: String(page * PAGE) })}`,
        ),
        municipalities(),
      ]);
      // each municipality as its documents name it ("Village of Northport"), never its code
      const names = new Map(all.map((m) => [m.municipality, m.displayName]));
      if (mine !== seq) return;
      const { total, capped, results } = answer;
      const first = page * PAGE + 1;
      count.textContent =
        total === 0
          ? 'No account matches.'
          : `${capped ? `More than ${total.toLocaleString('en-US')}` : total} matched; showing ${first}-${first + results.length - 1}.${capped ? ' Type more of the name, parcel or account to narrow it.' : ''}`;
      rows.innerHTML = results
        .map(
          (
            r,
          ) => `<tr data-account="${escapeHtml(r.accountId)}"><td><a href="#/account/${encodeURIComponent(r.accountId)}">${escapeHtml(r.accountId)}</a></td><td>${escapeHtml(r.owner.name)}<br /><span class="muted">${escapeHtml(r.owner.mailingAddress)}</span></td>
            <td>${escapeHtml(r.parcelId)}</td><td>${escapeHtml(names.get(r.municipality) ?? r.municipality)}</td><td class="num">${r.balance === null ? '<span class="muted">not yet known</span>' : money(r.balance)}</td></tr>`,
        )
        .join('');
      prev.disabled = page === 0;
      next.disabled = first + results.length - 1 >= total;
      selected = -1;
      error.textContent = '';
    } catch (e) {
      if (mine !== seq) return;
      rows.innerHTML = '';
      count.textContent = '';
      error.textContent = (e as Error).message;
    }
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  input.addEventListener('input', () => {
    clearTimeout(timer);
    page = 0;
    timer = setTimeout(() => void run(), 250);
  });
  input.addEventListener('keydown', (e) => {
    if (e.key === 'ArrowDown') select(selected + 1);
    else if (e.key === 'ArrowUp') select(selected - 1);
    else if (e.key === 'Enter' && selected >= 0)
      location.hash = `#/account/${encodeURIComponent(rows.querySelectorAll<HTMLElement>('tr[data-account]')[selected].dataset.account!)}`;
    else return;
    e.preventDefault();
  });
  prev.addEventListener('click', () => {
    page = Math.max(0, page - 1);
    void run();
  });
  next.addEventListener('click', () => {
    page += 1;
    void run();
  });
  input.focus();
  await run();
  const [who, all] = await Promise.all([whoAmI(), municipalities()]);
  // a key for some municipalities opens accounts in those only, each named as its documents name it
  const mine = ofKey(all, who);
  const counter = main.querySelector<HTMLElement>('#counter-actions')!;
  const opening = await addAction(counter, who, {
    path: '/v1/accounts',
    title: 'Open an account',
    defaults: { openedOn: todayIso(), location: 'inside' },
    options: {
      ...(mine.length ? { municipality: mine.map((m) => m.municipality) } : {}),
      // Q1: a district chosen from the municipality's own (narrowed below), required where it has them
      district: [...new Set(all.flatMap((m) => m.accountChoices.districts))],
    },
    required: (values) =>
      all.find((m) => m.municipality === values.municipality)?.accountChoices.districts.length
        ? ['district']
        : [],
    optionNames: Object.fromEntries(all.map((m) => [m.municipality, m.displayName])),
    // #28.9: after a success the form is empty again, not the last account's values
    reset: true,
    confirm: (r) =>
      `Account <a href="#/account/${encodeURIComponent(r.accountId)}">${escapeHtml(r.accountId)}</a> is open.`,
    after: () => run(),
  });
  if (opening) choicesOfTheMunicipality(opening, all);
  await importForm(counter, who, () => run());
  if (!counter.children.length) main.querySelector<HTMLElement>('#counter')!.hidden = true;
}

/**
 * The open-account form offers what the municipality chosen accepts, never
 * another's that the API would refuse: its property classes (N2's
 * residential and commercial, W2's other and vacant land, Q1's
 * nonresidential), its exemptions (N2's village-owned) and locations, and its
 * sewer district, required where it has districts (Q1) and not asked where
 * it has none.
 */
function choicesOfTheMunicipality(form: HTMLElement, all: readonly MunicipalityView[]): void {
  const field = <T extends HTMLElement>(name: string) => form.querySelector<T>(`[name="${name}"]`);
  const municipality = field<HTMLSelectElement>('municipality');
  if (!municipality) return;
  const offer = () => {
    const listed = all.find((m) => m.municipality === municipality.value);
    if (!listed) return;
    const { districts, exemptions, locations } = listed.accountChoices;
    narrow(field('propertyClass'), listed.propertyClasses);
    narrow(field('location'), locations);
    narrow(field('exemption'), exemptions);
    shown(form, field('exemption'), exemptions.length > 0);
    const district = field<HTMLSelectElement>('district');
    narrow(district, districts);
    shown(form, district, districts.length > 0);
    if (district) {
      district.required = districts.length > 0;
      if (districts.length) district.value = district.value || districts[0];
      const optional = form.querySelector(`label[for="${district.id}"] .muted`);
      if (optional) optional.textContent = districts.length ? '' : '(optional)';
    }
  };
  municipality.addEventListener('change', offer);
  // a reset after a success puts the first municipality back: its choices with it
  form.querySelector('form')?.addEventListener('reset', () => setTimeout(offer));
  offer();
}

/** A list offers only the values allowed (the empty choice of an optional list stays). */
function narrow(select: HTMLElement | null, allowed: readonly string[]): void {
  if (!(select instanceof HTMLSelectElement)) return;
  for (const option of select.options)
    option.hidden = option.disabled = option.value !== '' && !allowed.includes(option.value);
  if (select.selectedOptions[0]?.disabled) select.value = allowed[0] ?? '';
}

/** A field and its label shown, or hidden and emptied (what is not asked is not sent). */
function shown(form: HTMLElement, input: HTMLElement | null, show: boolean): void {
  if (!input) return;
  const label = form.querySelector<HTMLElement>(`label[for="${input.id}"]`);
  if (label) label.hidden = !show;
  if (input.parentElement) input.parentElement.hidden = !show;
  if (!show && (input instanceof HTMLInputElement || input instanceof HTMLSelectElement))
    input.value = '';
}
