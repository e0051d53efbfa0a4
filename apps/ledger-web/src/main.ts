import { initKey } from './api';
import { accountView } from './views/account';
import { reportsView } from './views/reports';
import { runsView } from './views/runs';
import { searchView } from './views/search';

/** Hash routing: #/accounts, #/account/ID, #/runs, #/reports. */
function route(): void {
  const main = document.getElementById('main')!;
  const hash = location.hash || '#/accounts';
  document.querySelectorAll<HTMLAnchorElement>('nav a').forEach((a) => (a.getAttribute('href') === hash.replace(/^#\/account\/.*/, '#/accounts') ? a.setAttribute('aria-current', 'page') : a.removeAttribute('aria-current')));
  const account = /^#\/account\/(.+)$/.exec(hash);
  if (account) void accountView(main, decodeURIComponent(account[1]));
  else if (hash === '#/runs') runsView(main);
  else if (hash === '#/reports') reportsView(main);
  else searchView(main);
}

// every form is handled by its view; none navigates (no inline handlers: the CSP forbids them)
document.addEventListener('submit', (e) => e.preventDefault());
initKey();
window.addEventListener('hashchange', route);
route();
