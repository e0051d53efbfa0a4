import type http from 'node:http';

const open = new Set<http.Server>();

/**
 * A test's own HTTP server (a webhook's receiver), closed after the test by
 * `closeTrackedServers` whatever happened in it: a failed expectation must
 * not leave it listening through every later spec of the run (jest's
 * `forceExit` would only hide it at the end).
 */
export function tracked<S extends http.Server>(server: S): S {
  open.add(server);
  return server;
}

/** For `afterEach`: every tracked server still listening, closed (its open connections ended). */
export async function closeTrackedServers(): Promise<void> {
  const servers = [...open];
  open.clear();
  await Promise.all(
    servers
      .filter((s) => s.listening)
      .map(
        (s) =>
          new Promise<void>((resolve) => {
            s.closeAllConnections();
            s.close(() => resolve());
          }),
      ),
  );
}
