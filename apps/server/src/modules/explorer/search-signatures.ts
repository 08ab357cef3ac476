import { setImmediate } from 'node:timers/promises';
import type { Db } from '../../db/database.js';
import { KeptAnswers } from './kept-answers.js';
import { filteredUnits, filteredUnitsAmong, siteUnitsAmong, type UnitFilter } from './query.js';
import type { SigningShare } from './signing-share.js';
import { SlotTexts } from './slot-texts.js';

/**
 * The units of a list whose search text holds a search's words, from a signature of each unit's
 * trigrams and its text kept per process: a word nobody asked before costs a few milliseconds of
 * this process's time, not a look-up of the database's trigram index nor a read of the units
 * (issue 13, docs/decisions.md "A search nobody asked before").
 *
 * Each unit's normalised search text sets two of SIGNATURE_BITS bits per trigram it holds (three
 * consecutive UTF-16 units, hashed). A text that holds a word holds each of the word's trigrams,
 * so a unit whose signature lacks one of the word's bits cannot hold the word: the units left are
 * candidates, and their kept texts (slot-texts.ts) are looked at for the words themselves, so the
 * answer is exact whatever the signatures let through. Stored bit-sliced, a plane of bits per
 * signature bit with a slot per unit, a search ANDs the planes of its words' bits: some 9,000
 * 32-bit words a plane for a list of 275,000 units, a fraction of a millisecond, however rare the
 * word.
 *
 * Why two bits of 2,048: a few hundred trigrams (" de", "ion") are in nearly every text, so their
 * bits are set in every signature, and a word's trigram hashed onto one of them rules nothing out.
 * On the big centro's 275,000 NC units (565 characters each), one bit of 1,024 let 25,474 units
 * through for "farmac", which none holds; one of 2,048, 5,852; two of 2,048, three, with a
 * quarter of each signature's bits set (docs/performance.md).
 *
 * Why it cannot miss a unit nor find a stale one: the signatures are kept like a list window
 * (kept-answers.ts): each unit written since they were made is read, signed again and its text
 * kept again before a search uses them, so each listed unit's signature and text are those of a
 * text at least as new as the data version the search reads. A unit that no longer belongs to
 * the list keeps its slot: the search only looks at the list's own units (the whole list, kept
 * and brought up to date alike).
 */

/** Bits of a signature: a typical unit's 565 characters set a quarter of them (256 bytes a unit). */
export const SIGNATURE_BITS = 2048;
const BIT_MASK = SIGNATURE_BITS - 1;

/** A list's signatures. */
export interface ListSignatures {
  /** Each signed unit's slot. */
  slotOf: Map<number, number>;
  /** Each slot's unit id. */
  idOf: Int32Array;
  /** Slots used. */
  size: number;
  /** Bit b of slot s is bit (s & 31) of planes[b * stride + (s >>> 5)]. */
  planes: Uint32Array;
  /** 32-bit words per plane. */
  stride: number;
  /** Each slot's search text. */
  texts: SlotTexts;
}

/** The trigram (a, b, c) hashed: a 32-bit mix of its three UTF-16 units, whose two halves give its two bits. */
function trigramHash(a: number, b: number, c: number): number {
  let h = Math.imul(a, 0x9e3779b1) ^ Math.imul(b, 0x85ebca77) ^ Math.imul(c, 0xc2b2ae3d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  return h;
}

/** The signature bits of a text's (or a word's) trigrams, each once. */
export function signatureBits(text: string): number[] {
  const bits = new Set<number>();
  for (let i = 2; i < text.length; i++) {
    const h = trigramHash(text.charCodeAt(i - 2), text.charCodeAt(i - 1), text.charCodeAt(i));
    bits.add(h & BIT_MASK);
    bits.add((h >>> 16) & BIT_MASK);
  }
  return [...bits];
}

export function emptySignatures(capacity: number): ListSignatures {
  const stride = Math.max(1, Math.ceil(capacity / 32));
  return {
    slotOf: new Map(),
    idOf: new Int32Array(stride * 32),
    size: 0,
    planes: new Uint32Array(SIGNATURE_BITS * stride),
    stride,
    texts: new SlotTexts(),
  };
}

/** The signatures with room for one more slot: every plane twice as long, when full. */
function withRoom(s: ListSignatures): ListSignatures {
  if (s.size < s.stride * 32) return s;
  const grown = emptySignatures(s.stride * 64);
  for (let b = 0; b < SIGNATURE_BITS; b++) {
    grown.planes.set(s.planes.subarray(b * s.stride, (b + 1) * s.stride), b * grown.stride);
  }
  grown.idOf.set(s.idOf);
  return { ...grown, slotOf: s.slotOf, size: s.size, texts: s.texts };
}

/** The unit signed from its text, and the text kept, in its slot (its old bits cleared) or a new one. */
function sign(kept: ListSignatures, id: number, text: string): ListSignatures {
  let s = kept;
  let slot = s.slotOf.get(id);
  const signedBefore = slot !== undefined;
  if (slot === undefined) {
    s = withRoom(s);
    slot = s.size++;
    s.slotOf.set(id, slot);
    s.idOf[slot] = id;
  }
  const word = slot >>> 5;
  const mask = 1 << (slot & 31);
  if (signedBefore) for (let b = 0; b < SIGNATURE_BITS; b++) s.planes[b * s.stride + word]! &= ~mask;
  let c0 = 0;
  let c1 = text.charCodeAt(0);
  let c2 = text.charCodeAt(1);
  for (let i = 2; i < text.length; i++) {
    c0 = c1;
    c1 = c2;
    c2 = text.charCodeAt(i);
    const h = trigramHash(c0, c1, c2);
    s.planes[(h & BIT_MASK) * s.stride + word]! |= mask;
    s.planes[((h >>> 16) & BIT_MASK) * s.stride + word]! |= mask;
  }
  s.texts.set(slot, text);
  return s;
}

/** The signatures with these units signed from their texts. */
export function signed(kept: ListSignatures, rows: ReadonlyArray<{ id: number; search_text: string }>): ListSignatures {
  let s = kept;
  for (const r of rows) s = sign(s, r.id, r.search_text);
  return s;
}

/** Units read and signed at once while a list is signed: some 20 ms of this process's time. */
const SIGN_BATCH = 2000;

/**
 * The signatures of every unit of the list: its ids first (from the list's index), then their
 * texts by id in batches, the process serving other requests between them (SQLite answers in
 * this thread), each batch's time counted as the signing's (signing-share.ts). Read in the list's
 * own batches by id, SQLite sorted the rest of the list again for each batch: 15 s for a list of
 * 275,000 units.
 */
async function signList(db: Db, list: UnitFilter, share: SigningShare): Promise<ListSignatures> {
  const signing = share.begin();
  try {
    const ids = await signing.timed(async () =>
      (await filteredUnits(db, list).select('units.id').execute()).map((r) => r.id).sort((a, b) => a - b),
    );
    let s = emptySignatures(ids.length);
    for (let from = 0; from < ids.length; from += SIGN_BATCH) {
      await setImmediate();
      const batch = ids.slice(from, from + SIGN_BATCH);
      s = await signing.timed(async () =>
        signed(s, await siteUnitsAmong(db, list.siteId, batch).select(['units.id', 'units.search_text']).execute()),
      );
    }
    return s;
  } finally {
    signing.end();
  }
}

/** The signatures with the units written since signed again from their text (those still in the list). */
async function signWritten(db: Db, list: UnitFilter, kept: ListSignatures, written: readonly number[]) {
  let s = kept;
  for (let from = 0; from < written.length; from += SIGN_BATCH) {
    const batch = written.slice(from, from + SIGN_BATCH);
    const rows = await filteredUnitsAmong(db, list, batch).select(['units.id', 'units.search_text']).execute();
    s = signed(s, rows);
  }
  return s;
}

/** The slots of the units whose signature holds every bit of the words; null when no word is long enough for a trigram. */
export function candidateSlots(s: ListSignatures, words: readonly string[]): number[] | null {
  const bits = [...new Set(words.flatMap(signatureBits))];
  if (bits.length === 0) return null;
  const found = s.planes.slice(bits[0]! * s.stride, (bits[0]! + 1) * s.stride);
  for (const b of bits.slice(1)) {
    const plane = s.planes.subarray(b * s.stride, (b + 1) * s.stride);
    for (let w = 0; w < found.length; w++) found[w]! &= plane[w]!;
  }
  const slots: number[] = [];
  for (let w = 0; w < found.length; w++) {
    for (let word = found[w]!; word !== 0; word &= word - 1) {
      const slot = w * 32 + (31 - Math.clz32(word & -word));
      if (slot < s.size) slots.push(slot);
    }
  }
  return slots;
}

/** Whether a slot's kept text holds every word. */
export function slotTextsHold(s: ListSignatures, words: readonly string[]): (slot: number) => boolean {
  const bytes = words.map((w) => Buffer.from(w, 'utf8'));
  return (slot) => s.texts.holds(slot, bytes);
}

/** Each list's signatures, kept per process and brought up to date from the units written. */
export type SignaturesKept = KeptAnswers<ListSignatures>;

/**
 * Past this many units signed over all lists the least recently used list goes: each unit is 256
 * bytes of signature and its text (565 characters on the million-unit data set: about 230 MB for
 * the big centro's 275,000 NC units, 660 MB for this many).
 */
export const SIGNED_UNITS_KEPT = 800_000;

/**
 * Past this many units written since a list was signed, it is signed whole again: reading that
 * many texts costs what a fifth of a long list's does, and a search waits for a list signed whole
 * again (kept-answers.ts, getOrStart).
 */
const SIGNATURES_UPKEEP_MAX_UNITS = 50_000;

export function signaturesKept(): SignaturesKept {
  return new KeptAnswers({
    maxAnswers: 50,
    maxWeight: SIGNED_UNITS_KEPT,
    weigh: (s) => s.size,
    maxUnitsWritten: SIGNATURES_UPKEEP_MAX_UNITS,
  });
}

/**
 * The list's signatures, up to date; unless `wait`, null while they are first made (the searches
 * meanwhile take the list's other paths: whole-list.ts).
 */
export function signaturesFor(
  kept: SignaturesKept,
  db: Db,
  /** The list without the search, and its key (kept-keys.ts, filterKey). */
  list: UnitFilter,
  key: string,
  wait: boolean,
  /** Where the signing's time is counted (signing-share.ts). */
  share: SigningShare,
): Promise<ListSignatures | null> {
  const data = { db, siteId: list.siteId, businessProcessIds: list.businessProcessIds };
  const upkeep = {
    compute: () => signList(db, list, share),
    update: (s: ListSignatures, written: readonly number[]) => signWritten(db, list, s, written),
  };
  return kept.getOrStart(key, data, upkeep, wait);
}
