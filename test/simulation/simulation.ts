import { civilDateInNewYork } from '@ledger/domain';
import { daysBetween } from '@ledger/domain/dates/civil-date';
import { startTestLedger, type TestLedger } from '../support/test-ledger';
import { ledgerHead } from '../support/ledger-head';
import type { Planned } from './generators/generator';
import { answerViolations } from './invariants/answers';
import { bookViolations } from './invariants/books';
import { documentViolations } from './invariants/documents';
import { estimateViolations } from './invariants/estimates';
import { feedViolations } from './invariants/feed';
import { fundViolations } from './invariants/fund';
import { knownAtViolations, takeSnapshot } from './invariants/known-at';
import { lienViolations } from './invariants/liens';
import { rateViolations } from './invariants/rates';
import { readingViolations } from './invariants/readings';
import { rebuildViolations } from './invariants/rebuild';
import { send, type SimAnswer, type SimRequest } from './sim-request';
import { World, type AccountView, type Municipality } from './world';

/** The first business day of every history (Watervliet's and Queensbury's schedules start near it). */
export const START = '2022-10-03';

export interface SimulationOptions {
  /** The expensive checks (known-at, feed, documents) run every `every` steps and at the end. */
  readonly every: number;
}

/** Answers by the generator that sent them (`payment 201`), summed over every history of a run. */
export const COVERAGE = new Map<string, number>();

/** A failed invariant: the run stops here, and the trace so far reproduces it. */
export class Violation extends Error {}

/**
 * One history against one fresh ledger: each request stamped with the
 * world's clock, sent, checked, remembered (the trace), and what it changed
 * read back into the world for the generators.
 */
export class Simulation {
  readonly trace: SimRequest[] = [];
  private stepsSinceCheck = 0;
  /** The status each request (method, path and body) was first answered with: what a replay must answer again. */
  private readonly firstAnswers = new Map<string, number>();

  private constructor(
    readonly ledger: TestLedger,
    readonly world: World,
    private readonly options: SimulationOptions,
  ) {}

  static async start(options: SimulationOptions, start = START): Promise<Simulation> {
    const world = new World(start);
    const ledger = await startTestLedger(`${start}T14:00:00Z`);
    // one listening socket for the whole history (the test ledger listens once): supertest
    // would listen anew for every request, and a soak runs the machine out of local ports
    const server = ledger.app().getHttpServer() as import('node:http').Server;
    if (!server.listening)
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return new Simulation(ledger, world, options);
  }

  /**
   * The log's head from /health. A read model still catching up from empty
   * (just booted: 503 `starting`) is waited for; a degraded one (a
   * projection stopped on an event) is a violation that names it.
   */
  private async head(): Promise<number> {
    for (let attempt = 0; ; attempt++) {
      const r = await this.ledger.http().get('/health');
      const body = r.body as { status?: string; headPosition?: number | null };
      if (r.status === 200 && body.status === 'ok') return ledgerHead(this.ledger);
      if (r.status === 503 && body.status === 'starting' && attempt < 250) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        continue;
      }
      throw new Violation(`/health answered ${r.status}: ${r.text.slice(0, 600)}`);
    }
  }

  /** Plans stamped with the world's clock, then run. */
  async step(planned: readonly Planned[]): Promise<void> {
    for (const p of planned) await this.execute({ at: this.world.instant(), ...p });
    this.world.steps += 1;
    this.stepsSinceCheck += 1;
    if (this.stepsSinceCheck >= this.options.every) {
      this.stepsSinceCheck = 0;
      await this.deepCheck();
    }
  }

  /** One request as recorded (a generated one, or one read from a replay file). */
  async execute(req: SimRequest): Promise<SimAnswer> {
    this.trace.push(req);
    this.keepDate(req.at);
    const before = await this.head();
    const answer = await send(this.ledger, req);
    const after = await this.head();
    const seen = `${(req.note ?? req.path).replace(/:.*$/, '')} ${answer.status}`;
    COVERAGE.set(seen, (COVERAGE.get(seen) ?? 0) + 1);
    if (process.env.SIM_DEBUG)
      console.log(
        `${req.at} ${req.method} ${req.path} ${answer.status} ${answer.text.slice(0, 160)}`,
      );
    const sent = `${req.method} ${req.path} ${JSON.stringify(req.body ?? null)} ${req.csv ?? ''}`;
    const first = this.firstAnswers.get(sent);
    if (first === undefined) this.firstAnswers.set(sent, answer.status);
    const problems = answerViolations(req, answer, before, after, first);
    if (answer.status >= 200 && answer.status < 300 && req.method === 'POST') await this.learn(req);
    if (req.path === '/v1/lien-statements' && answer.status === 201) {
      const previous = this.trace[this.trace.length - 2];
      const reconciled =
        previous?.path === '/v1/penalty-runs' &&
        (previous.body as { through?: string }).through ===
          (req.body as { cutoff?: string }).cutoff;
      problems.push(
        ...(await lienViolations(this.ledger, this.world, answer.body as never, reconciled)),
      );
    }
    if (after !== before)
      problems.push(...(await bookViolations(this.ledger, this.world, this.world.today)));
    if (problems.length > 0) throw new Violation(problems.join('\n'));
    return answer;
  }

  /** A replayed request's instant sets the world's date (its date in New York). */
  private keepDate(at: string): void {
    const day = civilDateInNewYork(new Date(at));
    if (day > this.world.today) this.world.advance(daysBetween(this.world.today, day));
  }

  /** What a successful write changed, read back from the API into the world. */
  private async learn(req: SimRequest): Promise<void> {
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (req.expect === undefined) this.world.writes.push(req);
    const accountPath = /^\/v1\/accounts\/([^/]+)\//.exec(req.path);
    if (req.path === '/v1/accounts') await this.refresh(String(body.accountId));
    else if (accountPath) await this.refresh(decodeURIComponent(accountPath[1]));
    else await this.refreshAll();
    if (req.path.endsWith('/utilization-form-requirements') && !req.expect)
      this.world.requirements.push(body as never);
    if (req.path === '/v1/lien-statements' && !req.expect)
      this.world.statements.push({
        statementId: String(body.statementId),
        municipality: body.municipality as Municipality,
        cutoff: String(body.cutoff),
      });
  }

  private async refresh(accountId: string): Promise<void> {
    const r = await this.ledger.http().get(`/v1/accounts/${encodeURIComponent(accountId)}`);
    if (r.status === 200) this.world.accounts.set(accountId, r.body as AccountView);
  }

  /** Imports, runs, sales and levies touch many accounts: read them all (and the new ones an import opened). */
  private async refreshAll(): Promise<void> {
    const r = await this.ledger.http().get('/v1/accounts?limit=50');
    const ids =
      r.status === 200
        ? (r.body.results as Array<{ accountId: string }>).map((x) => x.accountId)
        : [...this.world.accounts.keys()];
    for (const id of ids) await this.refresh(id);
  }

  /** The checks too dear for every step: C3's earlier answers, the feed, sampled documents. */
  async deepCheck(): Promise<void> {
    const problems = [
      ...(await knownAtViolations(this.ledger, this.world)),
      ...(await takeSnapshot(this.ledger, this.world)),
      ...(await fundViolations(this.ledger, this.world, this.world.today)),
      ...(await feedViolations(this.ledger)),
      ...(await documentViolations(this.ledger, this.world, this.world.steps)),
      ...(await estimateViolations(this.ledger, this.world)),
      ...(await readingViolations(this.ledger, this.world)),
      ...(await rateViolations(this.ledger, this.world)),
    ];
    if (problems.length > 0) throw new Violation(problems.join('\n'));
  }

  /** The checks at the end of a history, then the ledger closed (its answers checked against their schemas). */
  async finish(): Promise<void> {
    try {
      await this.deepCheck();
      const problems = await rebuildViolations(this.ledger, this.world);
      if (problems.length > 0) throw new Violation(problems.join('\n'));
    } finally {
      await this.ledger.close();
    }
  }

  async abandon(): Promise<void> {
    await this.ledger.close().catch(() => undefined);
  }
}
