import { z } from 'zod';
import { bpHexColor } from '../bp/common.js';
import { MESSAGES } from '../errors.js';
import { defineMessages } from '../messages/catalog.js';
import { onWrongType } from '../messages/wrong-type.js';
import { optionalId, requiredText } from './admin/form.js';
import { TREE_DEPTH_CAP } from './processes.js';

/**
 * A centro's document folders (records-explorer §2 "Side folder directory", §3 "Directory", §5
 * "Folder dialog", §6, §7 "Directory", §9; shell-and-admin §2.9 "Directories", §3, §5, §7).
 * Folders nest at most TREE_DEPTH_CAP levels.
 */

/** The default document process (records-explorer §2): its explorer shows the side folder tree. */
export const DOCUMENT_BP_REFERENCE = 'DOCISODEFAULT';

/** records-explorer §9: folder path display cut at 60 characters. */
export const FOLDER_PATH_MAX = 60;
/** records-explorer §9: the first 5 folder panels of the side tree start open. */
export const FOLDER_PANELS_OPEN = 5;
/** records-explorer §9: a change of the folder selection reaches the list after 1000 ms without another. */
export const FOLDER_SELECTION_DEBOUNCE_MS = 1000;
/** Longest folder name (decided: docs/decisions.md). */
export const FOLDER_NAME_MAX = 120;

/** records-explorer §9: the 10 colours new folders take, in turn. */
export const FOLDER_DEFAULT_COLORS = [
  '#1565c0',
  '#2e7d32',
  '#6a1b9a',
  '#ef6c00',
  '#795548',
  '#c62828',
  '#00897b',
  '#3949ab',
  '#ad1457',
  '#607d8b',
] as const;

/** shell-and-admin §2.9: the colour picker's 15 swatches, the 10 defaults first. */
export const FOLDER_SWATCHES = [
  ...FOLDER_DEFAULT_COLORS,
  '#0097a7',
  '#43a047',
  '#ffa000',
  '#f4511e',
  '#212121',
] as const;

/** The colour a centro's next new folder takes: the defaults in turn. */
export const defaultFolderColor = (existingFolders: number): string =>
  FOLDER_DEFAULT_COLORS[existingFolders % FOLDER_DEFAULT_COLORS.length] as string;

/**
 * Texts of the folder calls. `notAbleToDelete` is records-explorer §8's ('directory.not_able_to_delete',
 * "Can't delete folder"); the rest are decided in docs/decisions.md.
 */
export const DIRECTORY_MESSAGES = defineMessages('directories', {
  notAbleToDelete: {
    es: 'No se puede eliminar la carpeta',
    ca: 'No es pot eliminar la carpeta',
    en: "Can't delete folder",
  },
  hasChildren: {
    es: 'No se puede eliminar la carpeta: tiene subcarpetas. Elimínalas o muévelas antes.',
    ca: 'No es pot eliminar la carpeta: té subcarpetes. Elimina-les o mou-les abans.',
    en: "Can't delete folder: it has subfolders. Delete or move them first.",
  },
  holdsUnits: (n: number) => ({
    es: `No se puede eliminar la carpeta: contiene ${n} documento${n === 1 ? '' : 's'}. ${n === 1 ? 'Muévelo' : 'Muévelos'} antes a otra carpeta.`,
    ca: `No es pot eliminar la carpeta: conté ${n} document${n === 1 ? '' : 's'}. ${n === 1 ? 'Mou-lo' : 'Mou-los'} abans a una altra carpeta.`,
    en: `Can't delete folder: it holds ${n} document${n === 1 ? '' : 's'}. Move ${n === 1 ? 'it' : 'them'} to another folder first.`,
  }),
  notAllowed: {
    es: 'Solo los administradores, los gestores y los gestores de este centro pueden cambiar sus carpetas.',
    ca: "Només els administradors, els gestors i els gestors d'aquest centre en poden canviar les carpetes.",
    en: 'Only administrators, managers and managers of this centro may change its folders.',
  },
  tooDeep: {
    es: `Las carpetas tienen como máximo ${TREE_DEPTH_CAP} niveles.`,
    ca: `Les carpetes tenen com a màxim ${TREE_DEPTH_CAP} nivells.`,
    en: `Folders are at most ${TREE_DEPTH_CAP} levels deep.`,
  },
  noSlash: {
    es: "El nombre de una carpeta no puede contener '/'.",
    ca: "El nom d'una carpeta no pot contenir '/'.",
    en: "A folder name cannot contain '/'.",
  },
});

const id = z.number().int();

/** One folder as every folder call answers it. */
export const directoryRecord = z.object({
  id,
  name: z.string(),
  /** `#rrggbb`. */
  color: z.string(),
  /** Null for a folder at the top. */
  parent_id: id.nullable(),
  parent_name: z.string().nullable(),
  centro_id: id,
  /** Ancestor ids, root first (the folder itself not included). */
  path: z.array(id),
  /** Ancestor names and the folder's own, joined with '/'. */
  readable_path: z.string(),
  /** 1 for a folder at the top, at most TREE_DEPTH_CAP. */
  level: z.number().int(),
  /** Ids of the folders directly inside it. */
  children: z.array(id),
});
export type DirectoryRecord = z.infer<typeof directoryRecord>;

/** GET {centro}/directory: the centro's folders in readable-path order, and whether the caller may change them. */
export const directoryList = z.object({
  count: z.number().int(),
  results: z.array(directoryRecord),
  /** Create, edit and delete (records-explorer §6): an admin, a manager, or a manager of this centro. */
  can_edit: z.boolean(),
});
export type DirectoryList = z.infer<typeof directoryList>;

/**
 * POST and PUT {centro}/directory/ bodies (JSON or form data): name required; color a hex colour;
 * parent a folder of the same centro, '' or null for the top. On PUT a missing color or parent
 * keeps the folder's own.
 */
export const directoryFields = z.object({
  name: requiredText(FOLDER_NAME_MAX).refine((name) => !name.includes('/'), DIRECTORY_MESSAGES.noSlash),
  // An empty colour (a form's untouched field) means none: the default, or the folder's own.
  color: z.preprocess((v) => (v === '' || v === null ? undefined : v), bpHexColor.toLowerCase().optional()),
  parent: optionalId.optional(),
});
export type DirectoryFields = z.infer<typeof directoryFields>;

/** DELETE {centro}/directory/{id}/?business_process=: the spec requires a business process. */
export const directoryDeleteQuery = z.object({
  business_process: z.string(onWrongType(MESSAGES.required)).trim().min(1, MESSAGES.required).max(64),
});
