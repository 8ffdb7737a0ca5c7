/**
 * A busy site: signed-in users of both roles each read their own pages in turn while other
 * trainers save their profiles ten times a second, on the normal (stored) server.
 *
 * The users are made through the real API before the run, each from an address of its own
 * (X-Forwarded-For; the bench servers trust it, as behind a proxy), as the registration and
 * sign-in limits count per address: registered, signed in, their profiles filled in (trainers
 * listed on the marketplace, so their public pages exist), and coaching between them (each client
 * the client of one bench trainer and waiting on another), so the lists are not empty.
 *
 * One connection per reader: clients read the client dashboard, their editor and their coach list
 * (/client/dashboard/trainwithcoach); trainers the trainer dashboard, their editor and their
 * clients list. Meanwhile other trainers (never a reader) save their basic info, one save every
 * 100 ms in turn: every save is a committed write, so the pages kept before it are not served
 * after it. node:http then serves one page's bytes (the page of the mix whose size is nearest the
 * mix's mean) at the same connections.
 *
 * run.ts measures it on the stored page server. `tsx site/bench/mixed.ts` measures only this, on
 * a fresh server per database (BENCH_DATABASE, BENCH_PORT_BASE and BENCH_SECONDS as for run.ts).
 */
import type autocannon from 'autocannon';
import type { Activity, Specialty, TrainingMode } from '@spotter/domain';
import { fixedBytesServer, pageBytes } from './http.ts';
import { DURATION, loadRun, type LoadRun } from './pages.ts';
import { databasesToRun, portBase } from './options.ts';

export const MIXED_CLIENTS = 24;
export const MIXED_TRAINERS = 24;
/** Trainers who save their profile meanwhile (none of them reads). */
export const MIXED_SAVERS = 10;
export const SAVES_PER_SECOND = 10;
export const mixedGoals = { ratio: { pglite: 0.05, postgres: 0.1 } };

const PASSWORD = 'bench-mixed-traffic-2026';
const clientPages = ['/client/dashboard', '/client/dashboard/edit', '/client/dashboard/trainwithcoach'];
const trainerPages = ['/trainer/dashboard', '/trainer/dashboard/edit', '/trainer/dashboard/clients'];
const firstNames = ['Ana', 'Marko', 'Ivana', 'Luka', 'Maja', 'Nikola', 'Sara', 'Stefan', 'Lena', 'Jonas', 'Emina'];
const lastNames = ['Horvat', 'Kovač', 'Novak', 'Petrović', 'Babić', 'Müller', 'Schmidt', 'Marić', 'Zupan'];
const specialtyChoices: Specialty[] = ['strength', 'weight_loss', 'endurance', 'flexibility', 'muscle_gain'];
const trainingTypes: Activity[] = ['running'];
const modes: TrainingMode[] = ['online', 'inPerson'];

interface BenchUser {
  n: number;
  role: 'client' | 'trainer';
  email: string;
  ip: string;
  firstName: string;
  lastName: string;
  id: string;
  cookie: string;
}

export interface SaveFigures {
  /** Saves started in the measured run. */
  started: number;
  /** Ticks that found their trainer's previous save still running (no save then). */
  skipped: number;
  savesPerSecond: number;
  ok: number;
  non2xx: number;
  errors: number;
  p50: number;
  p99: number;
  /** The first statuses or errors other than 2xx, for the JSON. */
  failures: string[];
}

export interface MixedFigures {
  clients: number;
  trainers: number;
  savers: number;
  /** Registering, signing in and filling in every bench user, in seconds. */
  setupSeconds: number;
  /** The pages read, with each one's mean size over its readers. */
  pages: Array<{ path: string; meanBytes: number }>;
  /** The page node:http serves the bytes of. */
  representative: { path: string; role: 'client' | 'trainer'; bytes: number };
  reads: LoadRun;
  plain: LoadRun;
  ratio: number;
  saves: SaveFigures;
}

interface Answer {
  status: number;
  body: unknown;
  cookies: string[];
}

/** A request as the browser of `user` sends it: same-origin, from its own address. */
async function send(
  base: string,
  method: string,
  path: string,
  who: { ip: string; cookie?: string },
  body?: unknown,
): Promise<Answer> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      origin: base,
      'sec-fetch-site': 'same-origin',
      'x-forwarded-for': who.ip,
      'accept-language': 'en',
      ...(who.cookie ? { cookie: who.cookie } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: kept as text for the error message
  }
  return { status: response.status, body: parsed, cookies: response.headers.getSetCookie() };
}

async function expectOk(answer: Promise<Answer>, what: string): Promise<unknown> {
  const { status, body } = await answer;
  if (status < 200 || status >= 300) throw new Error(`${what} answered ${status}: ${JSON.stringify(body)}`);
  return (body as { data?: unknown }).data;
}

/** Runs `work` over `items`, `limit` at a time. */
async function pooled<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++]!;
      await work(item);
    }
  });
  await Promise.all(lanes);
}

async function register(base: string, user: BenchUser): Promise<void> {
  await expectOk(
    send(base, 'POST', '/api/auth/register', user, { email: user.email, password: PASSWORD, role: user.role }),
    `registering ${user.email}`,
  );
  const login = await send(base, 'POST', '/api/auth/login', user, { email: user.email, password: PASSWORD });
  const cookie = login.cookies.find((c) => c.includes('spotter_session='));
  if (login.status !== 200 || !cookie) throw new Error(`signing in ${user.email} answered ${login.status}`);
  user.cookie = cookie.split(';')[0]!;
  user.id = ((login.body as { data: { userId: string } }).data ?? { userId: '' }).userId;
}

interface Section {
  values: Record<string, unknown>;
  version: number;
}

async function section(base: string, user: BenchUser, name: string): Promise<Section> {
  return (await expectOk(
    send(base, 'GET', `/api/users/${user.role}/profile/${name}`, user),
    `reading ${user.email}'s ${name}`,
  )) as Section;
}

async function saveSection(base: string, user: BenchUser, name: string, values: Record<string, unknown>) {
  const { version } = await section(base, user, name);
  await expectOk(
    send(base, 'PUT', `/api/users/${user.role}/profile/${name}`, user, { ...values, version }),
    `saving ${user.email}'s ${name}`,
  );
}

function trainerBasicInfo(user: BenchUser, save = 0): Record<string, unknown> {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    dateOfBirth: `19${80 + (user.n % 18)}-0${1 + (user.n % 9)}-1${user.n % 10}`,
    gender: user.n % 2 ? 'male' : 'female',
    trainerSince: 2005 + (user.n % 18),
    shortdescription: 'Strength and conditioning for busy people, in person and online.',
    description: `I coach adults who want to get stronger and move better. Save ${save}: plans that fit your week, honest feedback and steady progress.`,
    contactEmail: user.email,
    contactPhone: null,
  };
}

/** A trainer's profile as the editor saves it: enough to be listed, so the public page exists. */
async function fillTrainer(base: string, user: BenchUser): Promise<void> {
  await saveSection(base, user, 'basic-info', trainerBasicInfo(user));
  await saveSection(base, user, 'specialties', {
    specialties: [specialtyChoices[user.n % specialtyChoices.length], 'flexibility'].filter(
      (value, index, all) => all.indexOf(value) === index,
    ),
    trainingTypes,
    trainingModes: modes,
    trainingEnvironments: [],
    serviceFeatures: [],
    nutritionExtras: [],
  });
  const found = (await expectOk(
    send(base, 'GET', `/api/trainers?${new URLSearchParams({ q: `${user.firstName} ${user.lastName}` })}`, user),
    `finding ${user.email} on the marketplace`,
  )) as { items: Array<{ id: string; slug: string }> };
  const card = found.items.find((item) => item.id === user.id);
  if (!card) throw new Error(`${user.email} is not listed on the marketplace after filling in the profile`);
  const page = await fetch(`${base}/trainers/${card.slug}`);
  if (page.status !== 200) throw new Error(`/trainers/${card.slug} answered ${page.status}`);
}

async function fillClient(base: string, user: BenchUser): Promise<void> {
  await saveSection(base, user, 'basic-info', {
    firstName: user.firstName,
    lastName: user.lastName,
    dateOfBirth: `19${85 + (user.n % 15)}-0${1 + (user.n % 9)}-2${user.n % 8}`,
    gender: user.n % 2 ? 'female' : 'male',
    height: 160 + (user.n % 30),
    weight: 60 + (user.n % 35),
    description: null,
    contactEmail: null,
    contactPhone: null,
    experienceLevel: 'beginner',
    previousActivities: null,
  });
}

/** Client `n` asks trainers n and n + 1; trainer n accepts: one client each, one request waiting. */
async function coaching(base: string, clients: BenchUser[], trainers: BenchUser[]): Promise<void> {
  await pooled(clients, 4, async (client) => {
    const coach = trainers[client.n % trainers.length]!;
    const other = trainers[(client.n + 1) % trainers.length]!;
    const ask = (trainer: BenchUser) =>
      expectOk(
        send(base, 'POST', '/api/coaching-requests', client, {
          trainerId: trainer.id,
          message: 'Hello! I would like to get stronger and train three times a week.',
          goal: 'strength',
          source: 'trainers-marketplace',
        }),
        `${client.email} asking ${trainer.email} for coaching`,
      ) as Promise<{ id: string }>;
    const request = await ask(coach);
    await ask(other);
    await expectOk(
      send(base, 'POST', `/api/coaching-requests/${request.id}/accept`, coach),
      `${coach.email} accepting ${client.email}`,
    );
  });
}

/** Registers, signs in and fills in every bench user; `run` keeps emails apart between runs. */
async function prepareUsers(
  base: string,
): Promise<{ clients: BenchUser[]; trainers: BenchUser[]; savers: BenchUser[] }> {
  const run = Date.now().toString(36);
  // Second octet from the run, so a database kept between runs (DATABASE_URL) counts few registrations per address.
  const octet = Number.parseInt(run.slice(-3), 36) % 250;
  const make = (n: number, role: 'client' | 'trainer', kind: string): BenchUser => ({
    n,
    role,
    email: `bench.${kind}.${n}.${run}@bench.test`,
    ip: `10.${octet}.${kind === 'client' ? 1 : kind === 'trainer' ? 2 : 3}.${n + 1}`,
    firstName: firstNames[n % firstNames.length]!,
    lastName: lastNames[Math.floor(n / firstNames.length) % lastNames.length]!,
    id: '',
    cookie: '',
  });
  const clients = Array.from({ length: MIXED_CLIENTS }, (_, n) => make(n, 'client', 'client'));
  const trainers = Array.from({ length: MIXED_TRAINERS }, (_, n) => make(n, 'trainer', 'trainer'));
  // Savers' names after the readers', so no two bench trainers share a name.
  const savers = Array.from({ length: MIXED_SAVERS }, (_, n) => ({ ...make(MIXED_TRAINERS + n, 'trainer', 'saver') }));
  const everyone = [...clients, ...trainers, ...savers];
  // Password hashing is the cost here: a few at a time, as people arrive.
  await pooled(everyone, 4, (user) => register(base, user));
  await pooled([...trainers, ...savers], 4, (user) => fillTrainer(base, user));
  await pooled(clients, 4, (user) => fillClient(base, user));
  await coaching(base, clients, trainers);
  return { clients, trainers, savers };
}

/** Ten saves a second, the savers in turn, each sending the version its last save answered. */
function startSaves(base: string, savers: BenchUser[]) {
  const state = savers.map((user) => ({ user, version: 0, saves: 0, busy: false }));
  let counting = { started: 0, skipped: 0, ok: 0, non2xx: 0, errors: 0, latencies: [] as number[], since: 0 };
  const reset = () => {
    counting = { started: 0, skipped: 0, ok: 0, non2xx: 0, errors: 0, latencies: [], since: performance.now() };
  };
  reset();
  const failures: string[] = [];
  const inFlight = new Set<Promise<void>>();
  const save = async (saver: (typeof state)[number]) => {
    const counts = counting;
    counts.started += 1;
    const began = performance.now();
    try {
      if (!saver.version) saver.version = (await section(base, saver.user, 'basic-info')).version;
      saver.saves += 1;
      const answer = await send(base, 'PUT', '/api/users/trainer/profile/basic-info', saver.user, {
        ...trainerBasicInfo(saver.user, saver.saves),
        version: saver.version,
      });
      if (answer.status >= 200 && answer.status < 300) {
        counts.ok += 1;
        saver.version = (answer.body as { data: Section }).data.version;
      } else {
        counts.non2xx += 1;
        // Read the version again before the next save.
        saver.version = 0;
        if (failures.length < 10) failures.push(`${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
      }
    } catch (error) {
      counts.errors += 1;
      saver.version = 0;
      if (failures.length < 10) failures.push(error instanceof Error ? error.message : String(error));
    }
    counts.latencies.push(performance.now() - began);
  };
  let tick = 0;
  const timer = setInterval(() => {
    const saver = state[tick % state.length]!;
    tick += 1;
    if (saver.busy) {
      counting.skipped += 1;
      return;
    }
    saver.busy = true;
    const running = save(saver).finally(() => {
      saver.busy = false;
      inFlight.delete(running);
    });
    inFlight.add(running);
  }, 1000 / SAVES_PER_SECOND);
  return {
    reset,
    async stop(): Promise<SaveFigures> {
      clearInterval(timer);
      const counts = counting;
      const seconds = (performance.now() - counts.since) / 1000;
      await Promise.all(inFlight);
      const sorted = [...counts.latencies].sort((a, b) => a - b);
      const at = (share: number) =>
        Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0);
      return {
        started: counts.started,
        skipped: counts.skipped,
        savesPerSecond: counts.ok / seconds,
        ok: counts.ok,
        non2xx: counts.non2xx,
        errors: counts.errors,
        p50: at(0.5),
        p99: at(0.99),
        failures,
      };
    },
  };
}

/** The mixed run on the server at `base`; `plainPort` is where node:http listens after it. */
export async function mixedBenchmark(base: string, plainPort: number): Promise<MixedFigures> {
  const began = performance.now();
  const { clients, trainers, savers } = await prepareUsers(base);
  const setupSeconds = (performance.now() - began) / 1000;
  const readers = [...clients, ...trainers].map((user) => ({
    user,
    paths: user.role === 'client' ? clientPages : trainerPages,
  }));
  // Every page answers 200 to its reader before the run; their sizes pick node:http's page.
  const read: Array<{ path: string; role: BenchUser['role']; body: Buffer }> = [];
  for (const { user, paths } of readers) {
    for (const path of paths)
      read.push({ path, role: user.role, body: await pageBytes(`${base}${path}`, { cookie: user.cookie }) });
  }
  const pagePaths = [...clientPages, ...trainerPages];
  const pages = pagePaths.map((path) => {
    const sizes = read.filter((page) => page.path === path).map((page) => page.body.length);
    return { path, meanBytes: Math.round(sizes.reduce((sum, size) => sum + size, 0) / sizes.length) };
  });
  const mean = read.reduce((sum, page) => sum + page.body.length, 0) / read.length;
  const representative = read.reduce((best, page) =>
    Math.abs(page.body.length - mean) < Math.abs(best.body.length - mean) ? page : best,
  );

  let assigned = 0;
  const options: autocannon.Options = {
    url: base,
    connections: readers.length,
    // One connection per reader, going through their pages in turn with their session.
    setupClient: (client) => {
      const { user, paths } = readers[assigned % readers.length]!;
      assigned += 1;
      client.setRequests(paths.map((path) => ({ method: 'GET', path, headers: { cookie: user.cookie } })));
    },
  };
  const saves = startSaves(base, savers);
  let figures: SaveFigures;
  let reads: LoadRun;
  try {
    await loadRun(options);
    saves.reset();
    assigned = 0;
    reads = await loadRun(options);
  } finally {
    figures = await saves.stop();
  }
  const plainServer = await fixedBytesServer(plainPort, representative.body, 'text/html; charset=utf-8');
  let plain: LoadRun;
  try {
    plain = await loadRun({ url: plainServer.url, connections: readers.length });
  } finally {
    await plainServer.close();
  }
  return {
    clients: clients.length,
    trainers: trainers.length,
    savers: savers.length,
    setupSeconds,
    pages,
    representative: { path: representative.path, role: representative.role, bytes: representative.body.length },
    reads,
    plain,
    ratio: reads.requestsPerSecond / plain.requestsPerSecond,
    saves: figures,
  };
}

export function mixedText(figures: MixedFigures): string {
  const { reads, plain, saves } = figures;
  return [
    `reads: ${reads.requestsPerSecond.toFixed(0)} req/s ÷ node:http ${plain.requestsPerSecond.toFixed(0)} = ${figures.ratio.toFixed(3)}, p50 ${reads.p50} ms, p99 ${reads.p99} ms, ${reads.non2xx} non-2xx, ${reads.errors} errors`,
    `saves: ${saves.savesPerSecond.toFixed(1)}/s, p50 ${saves.p50} ms, p99 ${saves.p99} ms, ${saves.non2xx} non-2xx, ${saves.errors} errors, ${saves.skipped} skipped`,
    `node:http served ${figures.representative.path} (${figures.representative.bytes} bytes); setup ${figures.setupSeconds.toFixed(1)} s`,
  ].join('\n  ');
}

async function standalone(): Promise<void> {
  const { startServer } = await import('../scripts/harness.ts');
  const { benchPostgres } = await import('./postgres.ts');
  const base = portBase();
  for (const [index, database] of databasesToRun().entries()) {
    const postgres = database === 'postgres' ? benchPostgres() : undefined;
    const env: Record<string, string> = postgres ? { DATABASE_URL: postgres.url } : {};
    const server = await startServer(base + index * 2, { useDatabaseUrl: Boolean(postgres), env });
    try {
      const figures = await mixedBenchmark(server.url, base + 4);
      console.log(
        `${database}: ${figures.clients} clients and ${figures.trainers} trainers reading, ${figures.savers} trainers saving, ${DURATION} s per run\n  ${mixedText(figures)}`,
      );
    } finally {
      await server.stop();
      postgres?.release();
    }
  }
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  standalone().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
