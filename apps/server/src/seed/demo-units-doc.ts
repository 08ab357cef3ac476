import { addDays, DAY_MS, isoDay, later, officeTime, spanishDate } from './demo-clock.js';
import { DOCX_MIME, demoDocx, demoXlsx, XLSX_MIME } from './demo-office.js';
import { demoPdf } from './demo-pdf.js';
import type { Random } from './demo-random.js';
import type { DemoFile, StoryUnit } from './demo-runner.js';
import { choose, holders, newUnit, type StoryContext } from './demo-story.js';
import type { DocText } from './demo-units-data.js';
import type { WorldCentro } from './demo-world.js';

/**
 * DOCISODEFAULT story: a controlled document drafted by an area head or a quality technician in
 * its folder, sent for review, approved and published (Vigente, next review in 12 months), read
 * and confirmed by staff; at each review date a new edition goes through the same cycle with a
 * new file version. A few are withdrawn (Obsoleto); recent ones wait in draft, review or approval.
 * Every version is a real file (PDF, or Word and Excel for instructions and forms) uploaded
 * through the units service.
 */

export interface DocOptions {
  /** When the first draft was created. */
  t0: Date;
  folder: string;
  /** Leave the newest edition waiting in this state. */
  stallAt?: 'borrador' | 'en_revision' | 'pendiente_aprobacion';
  obsolete?: boolean;
  /**
   * The showcase of the periodic review: the first edition's review period (in days) makes its next
   * review fall this many days from now (negative: overdue), and no later edition starts.
   */
  reviewDueInDays?: number;
}

/** Columns of a register (a form): what is written in each row, and who signs it. */
const REGISTER_COLUMNS = ['Fecha', 'Hora', 'Resultado / valor', 'Conforme (S/N)', 'Responsable', 'Observaciones'];

/**
 * The file of one edition, as a quality department keeps it: forms (registers) as Excel workbooks,
 * work instructions as Word documents, everything else as PDF.
 */
async function documentFile(centro: WorldCentro, doc: DocText, edition: number, day: Date): Promise<DemoFile> {
  const company = centro.site.seed.name;
  const heading = [company, centro.name, `${doc.code} ${doc.title}`, `Edición ${edition}`];
  const footer = `${doc.code} Ed. ${edition} · ${spanishDate(isoDay(day))} · ${company} · Documento controlado`;
  const safe = `${doc.code} ${doc.title}`.replace(/[\\/:*?"<>|]/g, '-').slice(0, 120);
  const name = `${safe} Ed${edition}`;
  if (doc.type === 'formato') {
    const bytes = await demoXlsx({ heading, purpose: doc.purpose, columns: REGISTER_COLUMNS, rows: 20, footer });
    return { filename: `${name}.xlsx`, mimetype: XLSX_MIME, bytes };
  }
  const text = {
    heading,
    paragraphs: [
      `1. Objeto. ${doc.purpose}`,
      `2. Alcance. Aplica a ${centro.name} y a todo el personal que interviene en las actividades descritas.`,
      '3. Responsabilidades. El propietario del documento mantiene su contenido; Calidad controla su distribución, revisión y archivo.',
      '4. Desarrollo. Las actividades, registros y criterios de aceptación se describen en los apartados siguientes y en los formatos asociados.',
      `5. Control de cambios. Edición ${edition} de ${spanishDate(isoDay(day))}.`,
    ],
    footer,
  };
  if (doc.type === 'instruccion') return { filename: `${name}.docx`, mimetype: DOCX_MIME, bytes: demoDocx(text) };
  return { filename: `${name}.pdf`, mimetype: 'application/pdf', bytes: demoPdf(text) };
}

export function planDocument(
  sc: StoryContext,
  centro: WorldCentro,
  rnd: Random,
  doc: DocText,
  opts: DocOptions,
): StoryUnit {
  const texts = sc.texts(centro);
  const unit = newUnit('DOCISODEFAULT', centro);
  const folder = sc.world.foldersOf(centro).find((f) => f.path === opts.folder);
  if (!folder) throw new Error(`Demo texts: ${centro.key} has no folder '${opts.folder}'`);
  const authors = holders(sc, centro, 'DOCISODEFAULT', ['creator', 'editor']);
  const owners = holders(sc, centro, 'DOCISODEFAULT', ['responsible']);
  const author = choose(sc, rnd, authors, texts.people.docAuthor);
  const owner = owners.includes(author) ? author : choose(sc, rnd, owners, texts.people.docAuthor);
  const reviewer = choose(sc, rnd, owners, texts.people.verifier, [author]);
  const approver = choose(sc, rnd, holders(sc, centro, 'DOCISODEFAULT', ['editor']), texts.people.verifier, [reviewer]);
  const readers = holders(sc, centro, 'DOCISODEFAULT', ['reader', 'original_document_reader', 'visor_pdf_reader']);
  const months = doc.review ?? 12;
  const add = (when: Date, step: string, run: () => Promise<void>) =>
    sc.timeline.add(when, `DOCISODEFAULT ${step} (${centro.key} ${doc.code})`, run);
  const file = async (edition: number, when: Date) => ({
    files: { document: await documentFile(centro, doc, edition, when) },
  });

  const t0 = opts.t0;
  // Set once the first edition's approval date is planned (below), before the creation runs.
  let reviewDays: number | null = null;
  const created = add(t0, 'crear', async () =>
    sc.runner.create(
      unit,
      author,
      t0,
      {
        code: doc.code,
        doc_title: doc.title,
        document_type: doc.type,
        folder: folder.id,
        owner_process: doc.process,
        owner,
        review_period:
          reviewDays === null ? { amount: months, tipo_periodo: 'm' } : { amount: reviewDays, tipo_periodo: 'd' },
        keywords: doc.keywords,
      },
      { directoryId: folder.id, ...(await file(1, t0)) },
    ),
  );
  if (!created) return unit;

  /** One edition from draft to in force; returns when it was published, or null. */
  const edition = (n: number, drafted: Date, drafter: number, last: boolean): Date | null => {
    const stall = last ? opts.stallAt : undefined;
    if (stall === 'borrador') return null;
    let sent = later(rnd, drafted, rnd.int(2, 20));
    // A new edition (and a corrected draft) is uploaded when sent; the first draft came with `crear`.
    const send = (when: Date, summary: string, actor: number, upload: boolean) =>
      add(when, 'enviar_revision', async () =>
        sc.runner.transition(
          unit,
          'enviar_revision',
          actor,
          when,
          { change_summary: summary },
          {
            responsibleId: reviewer,
            ...why,
            ...(upload ? await file(n, when) : {}),
          },
        ),
      );
    const summary = n === 1 ? 'Primera edición del documento.' : rnd.pick(texts.changeSummaries);
    // Once the document has been in force, every edit gives the edition's summary as its reason for change.
    const why = n > 1 ? { reason: summary } : {};
    if (!send(sent, summary, drafter, n > 1)) return null;
    sc.notify(unit, reviewer, drafter, sent);
    if (stall === 'en_revision') return null;
    if (rnd.chance(0.15)) {
      // The reviewer sends it back once; the author corrects the draft and sends it again.
      const back = later(rnd, sent, rnd.int(2, 8));
      const ok = add(back, 'devolver', () =>
        sc.runner.transition(
          unit,
          'devolver',
          reviewer,
          back,
          { review_comments: rnd.pick(texts.returnComments) },
          why,
        ),
      );
      if (!ok) return null;
      sent = later(rnd, back, rnd.int(2, 10));
      // `devolver` hands the draft back to the document's creator, who sends the corrected one.
      if (!send(sent, `${summary} Incorpora las observaciones de la revisión.`, author, true)) return null;
    }
    const asked = later(rnd, sent, rnd.int(2, 9));
    const ok = add(asked, 'solicitar_aprobacion', () =>
      sc.runner.transition(
        unit,
        'solicitar_aprobacion',
        reviewer,
        asked,
        { approver, review_comments: rnd.pick(texts.reviewComments) },
        { responsibleId: approver, ...why },
      ),
    );
    if (!ok) return null;
    sc.notify(unit, approver, reviewer, asked);
    if (stall === 'pendiente_aprobacion') return null;
    const approved = later(rnd, asked, rnd.int(1, 7));
    const published = add(approved, 'aprobar', () =>
      sc.runner.transition(unit, 'aprobar', approver, approved, { approved_on: isoDay(approved) }, why),
    );
    if (!published) return null;
    // Staff confirm they read the new edition.
    for (const reader of rnd.sample(readers, rnd.int(0, 3))) {
      const read = later(rnd, approved, rnd.int(1, 25));
      add(read, 'confirmar_lectura', () => sc.runner.transition(unit, 'confirmar_lectura', reader, read));
    }
    return approved;
  };

  // Only the newest edition may be left waiting (a recent one).
  const recent = (d: Date) => d.getTime() > sc.now.getTime() - 60 * DAY_MS;
  // The first edition is drafted by its author; later ones by the owner, at each review date.
  let published = edition(1, t0, author, recent(t0));
  if (published && opts.reviewDueInDays !== undefined) {
    const due = addDays(sc.now, opts.reviewDueInDays);
    reviewDays = Math.round((Date.parse(isoDay(due)) - Date.parse(isoDay(published))) / DAY_MS);
    return unit;
  }
  let n = 1;
  while (published) {
    const reviewDue = addDays(published, Math.round(months * 30.4375));
    // Some reviews start early, some late (the list shows them overdue meanwhile).
    const start = officeTime(rnd, addDays(reviewDue, -rnd.int(0, 40) + (rnd.chance(0.25) ? rnd.int(20, 90) : 0)));
    if (opts.obsolete && rnd.chance(0.5)) {
      const at = later(rnd, published, rnd.int(30, 300));
      add(at, 'obsoletar', () => {
        const reason = rnd.pick(texts.obsoleteReasons);
        return sc.runner.transition(unit, 'obsoletar', owner, at, { obsolete_reason: reason }, { reason });
      });
      return unit;
    }
    if (start.getTime() >= sc.timeline.cutoff.getTime()) break;
    n++;
    const restarted = add(start, 'nueva_version', () => {
      const change = rnd.pick(texts.changeSummaries);
      return sc.runner.transition(unit, 'nueva_version', owner, start, { change_summary: change }, { reason: change });
    });
    if (!restarted) break;
    published = edition(n, start, owner, recent(start));
  }
  return unit;
}
