import { LANGUAGES, type Language, type UnitDossier } from '@qualium/contracts';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { formatMoment } from '../reports/values.js';
import { DOSSIER_WORDS } from './dossier-texts.js';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const SIZE = 9;
const LEADING = 12;
const HEADER_LINES = 4;

/**
 * The dossier as a plain paginated PDF: every page opens with the company, the unit, when it was
 * generated and the audit chain head, and closes with its number, so that a printed page can be
 * read, and checked against the chain, on its own.
 */
export async function dossierPdf(d: UnitDossier): Promise<Uint8Array> {
  const lang: Language = (LANGUAGES as readonly string[]).includes(d.lang) ? (d.lang as Language) : 'es';
  const w = DOSSIER_WORDS[lang];
  const doc = await PDFDocument.create();
  doc.setTitle(`${w.title} ${d.unit.reference}`);
  doc.setLanguage(lang);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const mono = await doc.embedFont(StandardFonts.Courier);
  const width = A4[0] - 2 * MARGIN;

  const pages: PDFPage[] = [];
  let page: PDFPage;
  let y = 0;
  const newPage = () => {
    page = doc.addPage(A4);
    pages.push(page);
    y = A4[1] - MARGIN - (HEADER_LINES + 1) * LEADING;
  };
  const line = (text: string, font: PDFFont = regular, indent = 0, size = SIZE) => {
    for (const piece of wrap(font, printable(font, text), size, width - indent)) {
      if (y < MARGIN + 2 * LEADING) newPage();
      page.drawText(piece, { x: MARGIN + indent, y, size, font });
      y -= size > SIZE ? LEADING + 4 : LEADING;
    }
  };
  const section = (title: string) => {
    y -= LEADING / 2;
    line(title, bold, 0, 11);
  };

  newPage();
  line(`${w.title}: ${d.unit.reference} — ${d.unit.title}`, bold, 0, 13);
  section(w.sections.data);
  const u = d.unit;
  for (const [label, value] of [
    [w.state, u.state],
    [w.responsible, u.responsible],
    [w.limit, u.limit],
    [w.created, u.created],
    [w.closed, u.closed],
    [w.creator, u.creator],
    ...u.fields.map((f) => [f.label, f.value] as const),
  ] as const) {
    if (value) line(`${label}: ${value}`);
  }

  section(w.sections.versions);
  for (const v of d.versions) {
    const states = v.from_state ? `${v.from_state} -> ${v.to_state}` : v.to_state;
    line(`${v.date} · ${v.transition} (${states})${v.user ? ` · ${w.by} ${v.user}` : ''}`, bold);
    for (const c of v.changes) {
      const text =
        c.kind === 'new'
          ? `+ ${c.new ?? ''}`
          : c.kind === 'removed'
            ? `- ${c.old ?? ''}`
            : `${c.old ?? ''} -> ${c.new ?? ''}`;
      line(`${c.label}: ${text}`, regular, 12);
    }
  }

  section(w.sections.signatures);
  if (d.signatures.length === 0) line(w.none);
  for (const s of d.signatures) {
    // As signed: meaning, printed name, time in the signer's zone, the version it binds, the reason.
    line(
      `${s.meaning} · ${s.printed_name} · ${formatMoment(s.signed_at, lang)} (${s.time_zone}) · ${w.version} ${s.version}`,
      bold,
    );
    if (s.reason) line(`${w.reason}: ${s.reason}`, regular, 12);
    line(`SHA-256 ${s.content_hash} · ${s.intact ? w.intact : w.notIntact}`, regular, 12);
  }

  section(w.sections.files);
  if (d.files.length === 0) line(w.none);
  for (const f of d.files) {
    line(
      `${f.attribute} v${f.version} · ${f.filename} · ${f.size} B · ${f.status} · ${formatMoment(f.created_at, lang)}`,
    );
    line(f.sha256, mono, 12);
  }

  section(w.sections.related);
  if (d.related.length === 0) line(w.none);
  for (const r of d.related) line(`${w.relation[r.relation]}: ${r.reference} — ${r.title} (${r.uid})`);

  section(w.sections.audit);
  for (const a of d.audit) {
    line(`#${a.seq ?? '?'} · ${formatMoment(a.created_at, lang)} · ${a.user ?? ''} · ${a.entity} ${a.action}`);
    line(`${a.hash ?? ''}  <-  ${a.prev_hash ?? ''}`, mono, 12, 6.5);
  }

  const header = [
    `${w.company}: ${d.company.name}`,
    `${w.unit}: ${d.unit.reference} (${d.unit.uid})`,
    `${w.generatedAt}: ${formatMoment(d.generated_at, lang)}`,
    `${w.chainHead}: #${d.chain_head.seq} ${d.chain_head.hash}`,
  ];
  pages.forEach((p, i) => {
    header.forEach((text, n) => {
      p.drawText(printable(regular, text), {
        x: MARGIN,
        y: A4[1] - MARGIN - n * LEADING,
        size: n === 3 ? 7 : 8,
        font: regular,
        color: rgb(0.3, 0.3, 0.3),
      });
    });
    p.drawText(w.page(i + 1, pages.length), {
      x: MARGIN,
      y: MARGIN / 2,
      size: 8,
      font: regular,
      color: rgb(0.3, 0.3, 0.3),
    });
  });
  return doc.save();
}

/** The standard fonts cover Western European text; anything else is shown as "?" rather than failing. */
function printable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text.replace(/\s+/g, ' ')].map((ch) => (known.has(ch.codePointAt(0)!) ? ch : '?')).join('');
}

/** Splits a text into lines that fit `max` points, at spaces where it can and anywhere where it must. */
function wrap(font: PDFFont, text: string, size: number, max: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    const candidate = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= max) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = word;
    while (font.widthOfTextAtSize(current, size) > max) {
      let cut = current.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(current.slice(0, cut), size) > max) cut--;
      lines.push(current.slice(0, cut));
      current = current.slice(cut);
    }
  }
  if (current || lines.length === 0) lines.push(current);
  return lines;
}
