import { degrees, PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

/**
 * The controlled-copy stamp (DOMAIN.md DOCISODEFAULT: "readers see the current version as a PDF
 * stamped copia controlada with version and date"): a header band on every page with what the copy
 * is, the unit's reference and title, the version, the date and who got it; a numbered controlled
 * copy adds a footer with its number. Drawn on the page as the reader sees it, whatever the page's
 * rotation, with the standard Helvetica (WinAnsi: Spanish and Catalan letters; anything else
 * becomes '?').
 */
/** One line of the stamp: `shrink` (the title) is cut with an ellipsis when the line is too long. */
export interface StampLine {
  before: string;
  shrink: string;
  after: string;
}

export interface StampLines {
  header: StampLine;
  footer?: StampLine;
}

const BAND = 16;
const FONT_SIZE = 8;
const MARGIN = 18;
const INK = rgb(0.55, 0.08, 0.08);

type Point = { x: number; y: number };

/** Maps a point of the page as displayed (origin bottom-left) to the page's own coordinates. */
function displayedToPage(page: PDFPage): { width: number; height: number; at: (p: Point) => Point; angle: number } {
  const box = page.getCropBox();
  const angle = ((page.getRotation().angle % 360) + 360) % 360;
  const { x: x0, y: y0, width: w, height: h } = box;
  switch (angle) {
    case 90:
      return { width: h, height: w, angle, at: ({ x, y }) => ({ x: x0 + w - y, y: y0 + x }) };
    case 180:
      return { width: w, height: h, angle, at: ({ x, y }) => ({ x: x0 + w - x, y: y0 + h - y }) };
    case 270:
      return { width: h, height: w, angle, at: ({ x, y }) => ({ x: x0 + y, y: y0 + h - x }) };
    default:
      return { width: w, height: h, angle: 0, at: ({ x, y }) => ({ x: x0 + x, y: y0 + y }) };
  }
}

/** The text as the font can draw it (characters outside WinAnsi become '?'). */
function drawable(font: PDFFont, text: string): string {
  const set = new Set(font.getCharacterSet());
  return [...text].map((c) => (set.has(c.codePointAt(0)!) ? c : '?')).join('');
}

/** The line within `width`: the shrinkable part cut first, then the whole line, each with an ellipsis. */
export function fitLine(font: PDFFont, line: StampLine, width: number, size = FONT_SIZE): string {
  const measure = (t: string) => font.widthOfTextAtSize(t, size);
  const cut = (text: string, room: number) => {
    let out = text;
    while (out.length > 0 && measure(`${out}…`) > room) out = out.slice(0, -1);
    return out.length > 0 ? `${out.trimEnd()}…` : '';
  };
  const [before, shrink, after] = [line.before, line.shrink, line.after].map((t) => drawable(font, t)) as [
    string,
    string,
    string,
  ];
  const whole = before + shrink + after;
  if (measure(whole) <= width) return whole;
  const room = width - measure(before + after);
  if (shrink && room > measure('……')) return before + cut(shrink, room) + after;
  return cut(whole, width);
}

function band(page: PDFPage, font: PDFFont, line: StampLine, top: boolean): void {
  const view = displayedToPage(page);
  const y = top ? view.height - BAND : 0;
  const rotate = degrees(view.angle);
  const corner = view.at({ x: 0, y });
  page.drawRectangle({
    ...corner,
    width: view.width,
    height: BAND,
    rotate,
    color: rgb(1, 1, 1),
    opacity: 0.9,
    borderColor: INK,
    borderWidth: 0.5,
    borderOpacity: 0.6,
  });
  page.drawText(fitLine(font, line, view.width - 2 * MARGIN), {
    ...view.at({ x: MARGIN, y: y + (BAND - FONT_SIZE) / 2 + 1.5 }),
    size: FONT_SIZE,
    font,
    rotate,
    color: INK,
  });
}

/** The PDF with the stamp on every page. */
export async function stampPdf(pdf: Uint8Array, lines: StampLines): Promise<Uint8Array> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const page of doc.getPages()) {
    band(page, font, lines.header, true);
    if (lines.footer) band(page, font, lines.footer, false);
  }
  return doc.save();
}
