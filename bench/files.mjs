// Unit files through the HTTP API of the built server with the demo data: originals streamed, PDFs
// stamped with the controlled-copy header, office documents converted by LibreOffice (cold, then
// from the kept rendering), and an upload identified from its bytes. Figures go to
// docs/performance.md. Usage: npm run build && node bench/files.mjs [repeats] [sqlite|postgres]
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { startBenchServer } from './server.mjs';

const repeats = Number(process.argv[2] ?? 30);
const server = await startBenchServer({ database: process.argv[3] ?? 'sqlite' });
const scope = `${server.base}/api/v1/demo/1`;
const enc = encodeURIComponent;

async function call(key, path, init = {}) {
  const res = await fetch(`${scope}${path}`, { ...init, headers: { authorization: `Token ${key}`, ...init.headers } });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res;
}

const stats = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { n: list.length, p50: at(0.5), p95: at(0.95), max: sorted.at(-1) };
};
const ms = (v) => `${v.toFixed(0)} ms`;
const rows = [];
function report(what, list, note = '') {
  const s = stats(list);
  rows.push(`| ${what} | ${s.n} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.max)} | ${note} |`);
  console.log(`${what}: n=${s.n} p50 ${ms(s.p50)} p95 ${ms(s.p95)} max ${ms(s.max)} ${note}`);
}

/** Times one file request, reading the whole answer; answers the time and the size. */
async function fetchFile(key, unit, doc, pmethod) {
  const q = new URLSearchParams({ attribute: doc.attribute, path: doc.value, version: String(doc.version), pmethod });
  const t = performance.now();
  const res = await call(key, `/unit/${enc(unit)}/get_qunit_file/?${q}`);
  const bytes = (await res.arrayBuffer()).byteLength;
  return { time: performance.now() - t, bytes };
}

async function documents(key) {
  const found = { pdf: [], docx: [], xlsx: [] };
  for (let page = 0; page < 8; page++) {
    const list = await (
      await call(key, `/unit/explorer/?business_process=DOCISODEFAULT&items_per_page=25&offset=${page * 25}`)
    ).json();
    for (const { uid } of list.units) {
      const unit = await (await call(key, `/unit/${enc(uid)}/`)).json();
      const doc = unit.current_state_document;
      const ext = doc?.value.split('.').pop();
      if (ext in found) found[ext].push({ uid, doc });
    }
  }
  return found;
}

/** A PDF of `pages` A4 pages of text, like a long procedure. */
async function longPdf(pages) {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= pages; n++) {
    const page = pdf.addPage([595, 842]);
    for (let line = 0; line < 50; line++) {
      page.drawText(`Página ${n}, línea ${line + 1}: criterios de aceptación y registros asociados.`, {
        x: 56,
        y: 780 - line * 14,
        size: 10,
        font,
      });
    }
  }
  return Buffer.from(await pdf.save());
}

/** A controlled document created through the API with `file` as its first version. */
async function createDocument(key, name, file) {
  const fields = await (
    await call(key, '/unit/get_fields_to_collect_during_creation/?business_process=DOCISODEFAULT')
  ).json();
  const byId = Object.fromEntries(fields.fields.map((f) => [f.id, f]));
  const leaf = (items) => (items[0].children?.length ? leaf(items[0].children) : items[0].value);
  const owner = await (
    await call(
      key,
      `/unitwidget/get_process_depending_users/?process_id=${byId.owner.process_id}&permission_id=responsible`,
    )
  ).json();
  const folders = await (await call(key, '/directory/')).json();
  const form = new FormData();
  const values = {
    business_process: 'DOCISODEFAULT',
    code: 'BENCH-01',
    doc_title: name,
    document_type: 'procedimiento',
    folder: String(folders.results[0].id),
    owner_process: leaf(byId.owner_process.items),
    owner: String(owner.data[0].value),
    review_period: JSON.stringify({ amount: 12, tipo_periodo: 'm' }),
  };
  for (const [k, v] of Object.entries(values)) form.set(k, v);
  form.set('document', new Blob([file], { type: 'application/pdf' }), name);
  const t = performance.now();
  const res = await call(key, '/unit/create_and_execute_initial_transition/', { method: 'POST', body: form });
  const time = performance.now() - t;
  return { uid: (await res.json()).uid, time };
}

try {
  const key = await server.login('admin');
  const docs = await documents(key);
  console.log(`demo documents: ${docs.pdf.length} pdf, ${docs.docx.length} docx, ${docs.xlsx.length} xlsx`);
  const [pdfDoc] = docs.pdf;

  const sizeOf = async (unit, doc) => (await fetchFile(key, unit.uid, doc, 'original')).bytes;
  const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;

  const original = [];
  for (let i = 0; i < repeats; i++) original.push((await fetchFile(key, pdfDoc.uid, pdfDoc.doc, 'original')).time);
  report('original, streamed (1-page demo PDF)', original, kb(await sizeOf(pdfDoc, pdfDoc.doc)));

  const stamped = [];
  for (let i = 0; i < repeats; i++)
    stamped.push((await fetchFile(key, pdfDoc.uid, pdfDoc.doc, 'rendered_pdf_header')).time);
  report('rendered_pdf_header, 1-page PDF', stamped);

  const copies = [];
  for (let i = 0; i < repeats; i++) copies.push((await fetchFile(key, pdfDoc.uid, pdfDoc.doc, 'controlled_copy')).time);
  report('controlled_copy, 1-page PDF', copies);

  for (const pages of [20, 100]) {
    const file = await longPdf(pages);
    const created = await createDocument(key, `Procedimiento largo de ${pages} páginas.pdf`, file);
    report(`upload of a ${pages}-page PDF (create, type from the bytes)`, [created.time], kb(file.length));
    const unit = await (await call(key, `/unit/${enc(created.uid)}/`)).json();
    const times = [];
    for (let i = 0; i < Math.max(5, repeats / 3); i++) {
      times.push((await fetchFile(key, created.uid, unit.current_state_document, 'rendered_pdf_header')).time);
    }
    report(`rendered_pdf_header, ${pages}-page PDF`, times);
  }

  // The largest upload taken: streamed to disk under the cap, hashed, identified from its bytes.
  const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(20 * 1024 * 1024 - 9, 0x20)]);
  const bigUploads = [];
  for (let i = 0; i < 3; i++) bigUploads.push((await createDocument(key, `Planos ${i}.pdf`, big)).time);
  report('upload of 20 MiB (create, streamed to disk, hashed, identified)', bigUploads, '20 MiB');

  for (const kind of ['docx', 'xlsx']) {
    const list = docs[kind].slice(0, 6);
    if (list.length === 0) continue;
    const cold = [];
    for (const { uid, doc } of list) cold.push((await fetchFile(key, uid, doc, 'rendered_pdf_header')).time);
    report(`${kind} → PDF, first request (LibreOffice conversion + stamp)`, cold, 'one at a time');
    const warm = [];
    for (let i = 0; i < repeats; i++) {
      const { uid, doc } = list[i % list.length];
      warm.push((await fetchFile(key, uid, doc, 'rendered_pdf_header')).time);
    }
    report(`${kind} → PDF, later requests (kept rendering + stamp)`, warm);
  }

  // Four different documents asked at once: the conversions queue (one soffice at a time).
  const fresh = [...docs.docx.slice(6, 8), ...docs.xlsx.slice(6, 8)];
  if (fresh.length > 0) {
    const t = performance.now();
    const each = await Promise.all(fresh.map(({ uid, doc }) => fetchFile(key, uid, doc, 'rendered_pdf_header')));
    const wall = performance.now() - t;
    report(
      `${fresh.length} different office documents at once`,
      each.map((e) => e.time),
      `all done in ${ms(wall)}`,
    );
  }

  console.log('\n| request | n | p50 | p95 | max | note |\n| --- | --- | --- | --- | --- | --- |');
  for (const row of rows) console.log(row);
} finally {
  server.stop();
}
