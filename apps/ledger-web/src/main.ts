import { initKey } from './api';
import { accountView } from './views/account';
import { keysView } from './views/keys';
import { officeView } from './views/office';
import { reportsView } from './views/reports';
import { runsView } from './views/runs';
import { searchView } from './views/search';

/** Hash routing: #/accounts, #/account/ID, #/runs, #/reports, #/office, #/keys; a view's state follows `?` (as of, as known at, search). */
function route(): Promise<void> {
  const main = document.getElementById('main')!;
  const hash = (location.hash || '#/accounts').split('?')[0];
  const section = hash.startsWith('#/account/') ? '#/accounts' : hash;
  document
    .querySelectorAll<HTMLAnchorElement>('nav a')
    .forEach((a) =>
      a.getAttribute('href') === section
        ? a.setAttribute('aria-current', 'page')
        : a.removeAttribute('aria-current'),
    );
  const account = /^#\/account\/(.+)$/.exec(hash);
  if (account) return accountView(main, decodeURIComponent(account[1]));
  if (hash === '#/runs') return runsView(main);
  if (hash === '#/reports') return reportsView(main);
  if (hash === '#/office') return officeView(main);
  if (hash === '#/keys') return keysView(main);
  return searchView(main);
}

// every form is handled by its view; none navigates (no inline handlers: the CSP forbids them)
document.addEventListener('submit', (e) => e.preventDefault());
initKey(route);
let shown = '';
/** #28.14: opening another page (a search result, a section) moves the focus to its heading; the search box keeps its own. */
window.addEventListener('hashchange', () => {
  const page = location.hash.split('?')[0];
  const moved = page !== shown;
  shown = page;
  void route().then(() => {
    const heading = document.querySelector<HTMLElement>('#main h2');
    if (!moved || !heading || page === '#/accounts' || page === '') return;
    heading.tabIndex = -1;
    heading.focus();
  });
});
shown = location.hash.split('?')[0];
void route();
