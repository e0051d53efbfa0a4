import { api } from '../api';
import { escapeHtml } from '../format';

interface Listing {
  accountId: string;
  municipality: string;
  parcelId: string;
  owner: { name: string };
}

/** Account search: by parcel, owner or account number, results as you type. */
export function searchView(main: HTMLElement): void {
  main.innerHTML = `
    <h2>Find an account</h2>
    <form class="search" role="search">
      <label for="account-search">Parcel id, owner name or account number</label>
      <input id="account-search" type="search" autocomplete="off" aria-describedby="search-help" aria-controls="search-results" />
      <p id="search-help" class="help">Results appear as you type.</p>
    </form>
    <p class="form-error" role="alert"></p>
    <ul id="search-results" class="results" aria-live="polite"></ul>`;
  const input = main.querySelector<HTMLInputElement>('#account-search')!;
  const list = main.querySelector<HTMLUListElement>('#search-results')!;
  let seq = 0;
  const run = async () => {
    const mine = ++seq;
    try {
      const { results } = await api.get<{ results: Listing[] }>(`/v1/accounts?query=${encodeURIComponent(input.value)}&limit=20`);
      if (mine !== seq) return;
      list.innerHTML = results.length
        ? results.map((r) => `<li><a href="#/account/${encodeURIComponent(r.accountId)}">${escapeHtml(r.accountId)}</a> <span>${escapeHtml(r.owner.name)}</span> <span class="muted">parcel ${escapeHtml(r.parcelId)}, ${escapeHtml(r.municipality)}</span></li>`).join('')
        : '<li class="muted">No account matches.</li>';
      main.querySelector('.form-error')!.textContent = '';
    } catch (e) {
      main.querySelector('.form-error')!.textContent = (e as Error).message;
    }
  };
  input.addEventListener('input', () => void run());
  input.focus();
  void run();
}
