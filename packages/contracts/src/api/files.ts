import { z } from 'zod';
import { VERSIONABLE_DOWNLOAD_OPTIONS } from '../bp/fields.js';
import { MESSAGES } from '../errors.js';
import { defineMessages } from '../messages/catalog.js';
import { onWrongType } from '../messages/wrong-type.js';

/**
 * Files of units (records-explorer §3 file version and download tracker rows, §7 "Unit file"):
 * what the unit shows of its stored files and the `get_qunit_file` call that returns them.
 */

/**
 * How a stored file is returned: as uploaded, as a PDF with the controlled-copy header on every
 * page (the spec's default), as a numbered controlled copy ("Copia controlada nº N" and a footer
 * naming the copy's holder and date), or as an uncontrolled print ("Copia no controlada").
 */
export const PMETHODS = ['original', 'rendered_pdf_header', 'controlled_copy', 'uncontrolled_copy'] as const;
export type Pmethod = (typeof PMETHODS)[number];
export const DEFAULT_PMETHOD: Pmethod = 'rendered_pdf_header';

/** A versionable file's download options (what readers may download) as the pmethod that serves them. */
export const PMETHOD_OF_DOWNLOAD_OPTION: Readonly<Record<(typeof VERSIONABLE_DOWNLOAD_OPTIONS)[number], Pmethod>> = {
  original: 'original',
  pdf: 'rendered_pdf_header',
  controlled_copy: 'controlled_copy',
  uncontrolled_copy: 'uncontrolled_copy',
};

/** The kinds of copy a PDF download may be, as the download tracker keeps them. */
export const COPY_KINDS = ['controlled', 'uncontrolled'] as const;
export type CopyKind = (typeof COPY_KINDS)[number];

/** draft: newer than the version in force; public: the version in force; obsolete: superseded or withdrawn. */
export const FILE_VERSION_STATUSES = ['draft', 'public', 'obsolete'] as const;
export type FileVersionStatus = (typeof FILE_VERSION_STATUSES)[number];

/** GET {centro}/unit/{uid}/get_qunit_file/ (records-explorer §7). */
export const qunitFileQuery = z.object({
  attribute: z.string(onWrongType(MESSAGES.required)).trim().min(1, MESSAGES.required).max(64),
  /** The stored file's name (`value` of the version row or of current_state_document). */
  path: z.string(onWrongType(MESSAGES.required)).min(1, MESSAGES.required).max(500),
  version: z
    .string()
    .trim()
    .regex(/^[1-9]\d{0,8}$/, MESSAGES.invalidInteger)
    .transform(Number)
    .optional(),
  /** The download's name (its extension is set by what is returned). */
  title: z.string().max(300).optional(),
  pmethod: z.enum(PMETHODS).default(DEFAULT_PMETHOD),
  /** inline: for the PDF viewer (the only way a PDF-viewer-only reader gets a document). */
  disposition: z.enum(['attachment', 'inline']).default('attachment'),
});
export type QunitFileQuery = z.infer<typeof qunitFileQuery>;

/**
 * GET {centro}/unit/{uid}/get_qunit_thumbnail/: an image field's stored picture, shown small in
 * the viewer (records-explorer §3 image field, §8 thumbnail fallback). A preview, not a download:
 * not in the download tracker.
 */
export const qunitThumbnailQuery = qunitFileQuery.pick({ attribute: true, path: true, version: true });
export type QunitThumbnailQuery = z.infer<typeof qunitThumbnailQuery>;
/** Pictures every browser draws in an <img>; SVG stays out (it is a document that can run script). */
export const THUMBNAIL_MIMETYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** A file version row (records-explorer §3): the versions and documents boxes. */
export const fileVersionRow = z.object({
  attribute: z.string(),
  version: z.number(),
  title: z.string(),
  /** The stored file's name: `path` of get_qunit_file. */
  value: z.string(),
  mimetype: z.string(),
  size: z.number(),
  status: z.enum(FILE_VERSION_STATUSES),
  /** The document version it was approved as (BP `document_control`); null if it never was. */
  document_version: z.string().nullable(),
  creation_date: z.string(),
  modification_date: z.string(),
  /** Whether the server can return it as a PDF (a PDF, an image, an office or text document). */
  pdf: z.boolean(),
  /** The forms this user may download it in (get_qunit_file's pmethod: PMETHOD_OF_DOWNLOAD_OPTION). */
  download_options: z.array(z.enum(VERSIONABLE_DOWNLOAD_OPTIONS)),
  /** Whether this user may read it in the PDF viewer. */
  view: z.boolean(),
});
export type FileVersionRow = z.infer<typeof fileVersionRow>;

/** A download tracker row (records-explorer §3): who got which version, when. */
export const downloadTrackerRow = z.object({
  id: z.number(),
  attribute: z.string().nullable(),
  date: z.string(),
  version: z.number().nullable(),
  user: z.object({ id: z.number(), name: z.string() }).nullable(),
  /** A numbered controlled copy or an uncontrolled print; null for the other downloads. */
  copy: z.object({ kind: z.enum(COPY_KINDS), number: z.number().nullable() }).nullable(),
});
export type DownloadTrackerRow = z.infer<typeof downloadTrackerRow>;

/**
 * What the user may do with the unit's files, decided by the server from their process roles
 * (records-explorer §6): drafts and obsolete versions, the original, PDF downloads, the PDF viewer.
 */
export const filePermissions = z.object({
  drafts: z.boolean(),
  original: z.boolean(),
  pdf: z.boolean(),
  view: z.boolean(),
});
export type FilePermissions = z.infer<typeof filePermissions>;

/**
 * Upload and file messages (records-explorer §5 "Other file messages", §8). English is the spec's
 * text; the server answers in the user's language like every field message.
 */
export const FILE_MESSAGE_TEXTS = {
  unknownType: {
    es: 'No se puede identificar el tipo de archivo',
    ca: "No es pot identificar el tipus d'arxiu",
    en: 'Cannot identify file type',
  },
  invalid: { es: 'El archivo no es válido', ca: "L'arxiu no és vàlid", en: 'The file is invalid' },
} as const;

/** Texts of the unit-file call the spec leaves open (docs/decisions.md "Files"). */
export const FILE_MESSAGES = defineMessages('files', {
  unknownFileField: (attribute: string) => ({
    es: `Campo de archivo desconocido '${attribute}'`,
    ca: `Camp de fitxer desconegut '${attribute}'`,
    en: `Unknown file field '${attribute}'`,
  }),
  notImageField: (attribute: string) => ({
    es: `'${attribute}' no es un campo de imagen`,
    ca: `'${attribute}' no és un camp d'imatge`,
    en: `'${attribute}' is not an image field`,
  }),
  noThumbnail: {
    es: 'Este archivo no se puede mostrar como imagen.',
    ca: 'Aquest fitxer no es pot mostrar com a imatge.',
    en: 'This file cannot be shown as a picture.',
  },
  fileNotFound: { es: 'Archivo no encontrado.', ca: "No s'ha trobat el fitxer.", en: 'File not found.' },
  originalNotAllowed: {
    es: 'Tu rol en este proceso da copias PDF de este documento, no el original.',
    ca: "El teu rol en aquest procés dona còpies PDF d'aquest document, no l'original.",
    en: 'Your role on this process gives PDF copies of this document, not the original.',
  },
  viewerOnly: {
    es: 'Tu rol en este proceso solo te permite leer este documento en el visor de PDF.',
    ca: 'El teu rol en aquest procés només et permet llegir aquest document al visor de PDF.',
    en: 'Your role on this process lets you read this document in the PDF viewer only.',
  },
  optionNotOffered: {
    es: 'Esta descarga no se ofrece para este documento.',
    ca: "Aquesta baixada no s'ofereix per a aquest document.",
    en: 'This download is not offered for this document.',
  },
  notConvertible: {
    es: 'Este tipo de archivo no se puede mostrar como PDF; descarga el original.',
    ca: "Aquest tipus de fitxer no es pot mostrar com a PDF; baixa l'original.",
    en: 'This kind of file cannot be shown as PDF; download the original.',
  },
  conversionDisabled: {
    es: 'Este campo guarda sus archivos tal cual: descarga el original.',
    ca: "Aquest camp desa els fitxers tal com són: baixa l'original.",
    en: 'This field keeps its files as they are: download the original.',
  },
  converterMissing: {
    es: 'La conversión a PDF de documentos ofimáticos no está disponible en este servidor (LibreOffice no está instalado). Descarga el original.',
    ca: "La conversió a PDF de documents ofimàtics no està disponible en aquest servidor (LibreOffice no està instal·lat). Baixa l'original.",
    en: 'PDF conversion of office documents is not available on this server (LibreOffice is not installed). Download the original instead.',
  },
  conversionFailed: {
    es: 'LibreOffice no ha podido convertir este documento a PDF. Descarga el original.',
    ca: "LibreOffice no ha pogut convertir aquest document a PDF. Baixa l'original.",
    en: 'LibreOffice could not convert this document to PDF. Download the original instead.',
  },
  conversionTimeout: {
    es: 'La conversión de este documento a PDF ha tardado demasiado. Inténtalo más tarde o descarga el original.',
    ca: "La conversió d'aquest document a PDF ha trigat massa. Prova-ho més tard o baixa l'original.",
    en: 'Converting this document to PDF took too long. Try again later or download the original.',
  },
  pdfUnreadable: {
    es: 'No se puede leer este PDF para añadirle la cabecera de copia controlada (puede estar dañado o cifrado).',
    ca: 'No es pot llegir aquest PDF per afegir-hi la capçalera de còpia controlada (pot estar malmès o xifrat).',
    en: 'This PDF cannot be read to add the controlled-copy header (it may be damaged or encrypted).',
  },
});
