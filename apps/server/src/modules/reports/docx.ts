import { type MessageText, REPORT_MESSAGES } from '@qualium/contracts';
import Docxtemplater from 'docxtemplater';
import PizZip from 'pizzip';
import { badRequest } from '../../http/errors.js';

/**
 * Unit report templates (.docx) filled by docxtemplater: `{tag}` for a value, `{#loop}…{/loop}` for
 * the `fields` and `history` lists (a loop over a table row repeats the row), `{#tag}…{/tag}` to
 * show a part only when the tag has a value. A value with line breaks keeps them. A template that
 * docxtemplater cannot compile, or that names tags outside the business process's vocabulary,
 * answers 400 under `template` with docxtemplater's explanation of each problem, never a 500.
 */

interface TemplateErrorDetail {
  properties?: { explanation?: string; errors?: TemplateErrorDetail[] };
  message?: string;
}

/** docxtemplater's explanations (a "Multi error" lists one per problem). */
function explanations(error: unknown): MessageText[] {
  const e = error as TemplateErrorDetail;
  const list = e.properties?.errors ?? [e];
  const texts = list.map((x) => x.properties?.explanation ?? x.message ?? '').filter(Boolean);
  return texts.length > 0 ? [...new Set(texts)] : [REPORT_MESSAGES.unreadable('docx')];
}

/**
 * docxtemplater's own lookup (a tag is a property of the data, `.` the data itself), which also
 * notes every tag name it is asked for: the parser sees each tag of the template while compiling.
 */
function recordingParser(names: Set<string>) {
  return (tag: string) => {
    names.add(tag);
    return {
      get: (scope: unknown) =>
        tag === '.'
          ? scope
          : scope && typeof scope === 'object' && Object.hasOwn(scope, tag)
            ? (scope as Record<string, unknown>)[tag]
            : undefined,
    };
  };
}

/** A compiled template whose tags are all known; refused with 400 otherwise. */
function compile(bytes: Uint8Array, known: ReadonlySet<string>): Docxtemplater {
  let zip: PizZip;
  try {
    zip = new PizZip(bytes);
  } catch {
    throw badRequest({ template: [REPORT_MESSAGES.unreadable('docx')] });
  }
  const names = new Set<string>();
  let doc: Docxtemplater;
  try {
    doc = new Docxtemplater(zip, {
      paragraphLoop: true,
      linebreaks: true,
      errorLogging: false,
      parser: recordingParser(names),
      // A field without a value prints nothing rather than "undefined".
      nullGetter: () => '',
    });
  } catch (error) {
    throw badRequest({ template: explanations(error) });
  }
  const unknown = [...names].filter((name) => name !== '.' && !known.has(name));
  if (unknown.length > 0) {
    throw badRequest({
      template: unknown.map((name) => REPORT_MESSAGES.unknownPlaceholder(name, REPORT_MESSAGES.inDocument)),
    });
  }
  return doc;
}

/** Checks a template without filling it (uploads of a business process's templates). */
export function checkDocxTemplate(bytes: Uint8Array, known: ReadonlySet<string>): void {
  compile(bytes, known);
}

/** The template filled with `data`, as .docx bytes. */
export function renderDocx(bytes: Uint8Array, known: ReadonlySet<string>, data: Record<string, unknown>): Buffer {
  const doc = compile(bytes, known);
  try {
    doc.render(data);
  } catch (error) {
    throw badRequest({ template: explanations(error) });
  }
  return doc.toBuffer({ compression: 'DEFLATE' });
}
