import { describe, expect, it } from 'vitest';
import { useChildServer } from './child-server.js';
import { recordFigures } from './durability-report.js';
import { LAB } from './files-fixture.js';
import { auth, login } from './harness.js';
import { enc, unitFootprint, unitsApi } from './units-fixture.js';

/**
 * Races across worker processes (docs/reliability.md "Durability: races and crashes"): the built
 * server with WORKERS processes on one database, and bursts of identical writes sent at once.
 * Every answer is the race's verdict — 200 for the winner, 409 for a loser — never a 500 such as
 * SQLite's "database is locked". The soak (bench/durability-soak.mjs) runs more bursts through
 * QUALIUM_RACE_BURSTS.
 */
const BURSTS = Number(process.env.QUALIUM_RACE_BURSTS ?? 4);
const RACERS = 64;
const WORKERS = 4;
const SCOPE = '/api/v1/demo/1';

const child = useChildServer(WORKERS);

type Answer = { statusCode: number; body: string };

function tally(outcomes: Record<number, number>, answers: Answer[]): void {
  for (const { statusCode } of answers) outcomes[statusCode] = (outcomes[statusCode] ?? 0) + 1;
}

const unexpected = (answers: Answer[], allowed: number[]) =>
  answers.filter((a) => !allowed.includes(a.statusCode)).map((a) => `${a.statusCode} ${a.body}`);

describe(`${RACERS} identical writes at once, ${WORKERS} worker processes`, () => {
  it(
    `transitions on one unit: one 200, the rest 409, one history row (${BURSTS} bursts)`,
    async () => {
      const api = unitsApi(child);
      const token = await login(child, 'admin');
      const outcomes: Record<number, number> = {};
      for (let burst = 0; burst < BURSTS; burst++) {
        const { uid } = await api.createUnit(token, SCOPE, 'NC', { subject: `Carrera ${burst}` });
        const url = `${SCOPE}/unit/${enc(uid)}/execute_transition/`;
        // Half the bursts say which version they decided on, half leave it to the server.
        const body = {
          transition_id: 'iniciar_analisis',
          immediate_action: 'Producto retenido.',
          ...(burst % 2 ? { version: 1 } : {}),
        };
        const answers = await Promise.all(Array.from({ length: RACERS }, () => api.postJson(token, url, body)));
        tally(outcomes, answers);
        expect(unexpected(answers, [200, 409])).toEqual([]);
        expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
        const footprint = await unitFootprint(child, uid);
        expect(footprint.history.filter((t) => t === 'iniciar_analisis')).toHaveLength(1);
        expect(footprint.unit.version).toBe(2);
      }
      recordFigures('races', { case: 'transitions', bursts: BURSTS, racers: RACERS, workers: WORKERS, outcomes });
    },
    60_000 + BURSTS * 15_000,
  );

  // A write that reads before it writes (the folder's row, its siblings' names): on SQLite it is
  // the kind that failed with "database is locked" while transactions began deferred.
  it(
    `edits of one folder: every one 200 (${BURSTS} bursts)`,
    async () => {
      const token = await login(child, 'admin');
      const folders = await child.app.inject({ url: `${LAB}/directory/`, headers: auth(token) });
      const folder = folders.json().results[0] as { id: number; color: string };
      const outcomes: Record<number, number> = {};
      for (let burst = 0; burst < BURSTS; burst++) {
        const edit = { method: 'PUT' as const, url: `${LAB}/directory/${folder.id}/`, headers: auth(token) };
        const answers = await Promise.all(
          Array.from({ length: RACERS }, () => child.app.inject({ ...edit, payload: { name: `Carpeta ${burst}` } })),
        );
        tally(outcomes, answers);
        expect(unexpected(answers, [200])).toEqual([]);
      }
      recordFigures('races', { case: 'folder edits', bursts: BURSTS, racers: RACERS, workers: WORKERS, outcomes });
    },
    60_000 + BURSTS * 15_000,
  );
});
