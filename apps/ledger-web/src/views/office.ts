import { whoAmI } from '../api';
import { escapeHtml } from '../format';
import { addAction } from '../forms';
import { municipalities, ofKey } from '../municipalities';
import { postPaths } from '../openapi';
import { goLiveSection } from './go-live';
import { profileSection } from './office-profile';
import { ratesInForce } from './rates-in-force';

/** The office's words for each municipality's own chapters (the path's last part). */
const TITLES: Record<string, string> = {
  'rate-schedules': 'Adopt a rate schedule',
  budgets: 'Adopt a sewer rent budget',
  'utilization-form-requirements': 'Require utilization forms',
  'tax-sales': 'Record a tax sale',
};

/**
 * The Board's and the treasurer's work for a municipality: its rates, budget
 * and the other chapters its law has, each form made from the API's own
 * description and offered only to the roles that may do it.
 */
export async function officeView(main: HTMLElement): Promise<void> {
  const [all, who] = await Promise.all([municipalities(), whoAmI()]);
  const mine = ofKey(all, who);
  main.innerHTML = `<h2>Board and treasurer</h2>
    <p class="help">Each municipality's rate schedules and budgets adopted and in force today, the office profile every document prints, and the forms of the other chapters of its law. Bill and penalty runs are under Runs; lien statements under Reports.</p>
    <div id="office-go-live"></div>
    ${mine.map((m) => `<section aria-labelledby="office-${escapeHtml(m.municipality)}"><h3 id="office-${escapeHtml(m.municipality)}">${escapeHtml(m.displayName)}</h3><div class="office-actions" data-municipality="${escapeHtml(m.municipality)}"></div></section>`).join('')}`;
  // C12: going live from the old system is the treasurer's, once for the office (not a municipality's chapter)
  await goLiveSection(main.querySelector<HTMLElement>('#office-go-live')!, who);
  const generic = await postPaths('/v1/municipalities/{municipality}/');
  for (const m of mine) {
    const where = main.querySelector<HTMLElement>(
      `.office-actions[data-municipality="${CSS.escape(m.municipality)}"]`,
    )!;
    const own = await postPaths(`/v1/municipalities/${m.municipality}/`);
    const ownLast = new Set(own.map((p) => p.split('/').pop()));
    for (const path of own)
      await addAction(where, who, {
        path,
        title: TITLES[path.split('/').pop()!] ?? path.split('/').pop()!,
      });
    for (const path of generic.filter((p) => !ownLast.has(p.split('/').pop()))) {
      await addAction(where, who, {
        path,
        title: TITLES[path.split('/').pop()!] ?? path.split('/').pop()!,
        params: { municipality: m.municipality },
      });
    }
    if (!where.children.length)
      where.innerHTML = '<p class="muted">Nothing here for your role to adopt or record.</p>';
    // the office profile every document prints: finance edits it, every role reads it
    await profileSection(where, m, who);
    // #28.9: what the Board adopted and what is in force today, first in the municipality's section
    await ratesInForce(where, m);
  }
}
