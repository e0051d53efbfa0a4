/**
 * #28.13: a role that may start no run (the clerk) reads only the register;
 * a sentence says whose the runs are, so the page is not a bare "No runs yet."
 */
export function runsAreTheTreasurers(main: HTMLElement): void {
  const forms = [...main.querySelectorAll<HTMLElement>('section[data-path]')];
  if (!forms.length || forms.some((s) => !s.hidden)) return;
  main
    .querySelector('h2')
    ?.insertAdjacentHTML(
      'afterend',
      '<p class="help" id="runs-whose">Bill runs and penalty runs (the City of Watervliet\'s interest runs) are started by the treasurer. Here you can read the register of the runs made and the files imported.</p>',
    );
}
