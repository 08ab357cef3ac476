// How long each write holds its company's audit turn on PostgreSQL, from a server log written with
// `log_min_duration_statement = 0` and `log_line_prefix = '%m %p %x '`: per backend, from the turn's
// statement (the upsert of `audit_chain_heads`) to COMMIT, the time held, the statements' own logged
// durations (parse, bind, execute) and how many ran. Transactions are named by the transition id
// their parameters carry, or `create` for a unit's insert (docs/performance.md, "Writing only what
// changed"). Usage: node bench/pg-turns.mjs /path/to/postgresql.log
import fs from 'node:fs';

const entry = /^(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}) UTC (\d+) \d+ (\w+):\s+(.*)$/;
const logged = /^duration: ([\d.]+) ms\s+(statement|parse|bind|execute)[^:]*:\s*(.*)$/;
const TAGS = ['iniciar_analisis', 'planificar_acciones', 'solicitar_verificacion'];

// Entries span lines: a line without a timestamp continues the one before.
const entries = [];
for (const line of fs.readFileSync(process.argv[2], 'utf8').split('\n')) {
  if (/^\d{4}-/.test(line)) entries.push(line);
  else if (entries.length > 0) entries[entries.length - 1] += ` ${line.trim()}`;
}

const open = new Map();
const byTag = new Map();
for (const text of entries) {
  const m = entry.exec(text);
  if (!m) continue;
  const [, time, pid, kind, rest] = m;
  const tx = open.get(pid);
  if (kind === 'DETAIL') {
    if (tx && !tx.tag) tx.tag = TAGS.find((t) => rest.includes(t)) ?? null;
    continue;
  }
  const d = kind === 'LOG' ? logged.exec(rest) : null;
  if (!d) continue;
  const [, duration, step, statement] = d;
  const sql = statement.replace(/\s+/g, ' ').trim().toLowerCase();
  const at = Date.parse(`${time.replace(' ', 'T')}Z`);
  if (sql.startsWith('begin')) {
    open.set(pid, { turn: null, db: 0, statements: 0, tag: null });
  } else if (tx) {
    if (tx.turn === null) {
      if (step === 'execute' && sql.startsWith('insert into audit_chain_heads')) tx.turn = at;
    } else {
      tx.db += Number(duration);
      if (step === 'execute' || step === 'statement') tx.statements += 1;
      if (!tx.tag && sql.startsWith('insert into "units"')) tx.tag = 'create';
      if (sql.startsWith('commit') || sql.startsWith('rollback')) {
        const all = byTag.get(tx.tag ?? 'other') ?? [];
        all.push({ held: at - tx.turn, db: tx.db, statements: tx.statements });
        byTag.set(tx.tag ?? 'other', all);
        open.delete(pid);
      }
    }
  }
}

const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const [tag, all] of byTag) {
  console.log(
    `${tag}: ${all.length} transactions, turn held mean ${mean(all.map((x) => x.held)).toFixed(2)} ms` +
      ` (p50 ${median(all.map((x) => x.held))} ms), the database's own time ${mean(all.map((x) => x.db)).toFixed(2)} ms,` +
      ` statements after the turn ${median(all.map((x) => x.statements))}`,
  );
}
