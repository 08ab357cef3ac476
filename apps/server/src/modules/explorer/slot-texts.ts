/**
 * Texts kept by slot (a list's search texts, search-signatures.ts): each slot's text as UTF-8 in
 * one growing buffer, outside the JS heap. A slot written again gets its new text at the end; the
 * old bytes are left behind and dropped when the buffer is next grown, which copies only the texts
 * in use. Looking for a word in a slot's text is a byte search: the UTF-8 bytes of a word lie in
 * the UTF-8 bytes of a text exactly where the word lies in the text, as SQLite's `instr` and
 * PostgreSQL's `LIKE` find it.
 */
export class SlotTexts {
  private bytes = Buffer.allocUnsafeSlow(64 * 1024);
  private used = 0;
  private starts = new Int32Array(1024);
  private ends = new Int32Array(1024);

  /** Bytes held by texts in use. */
  get size(): number {
    let live = 0;
    for (let slot = 0; slot < this.starts.length; slot++) live += this.ends[slot]! - this.starts[slot]!;
    return live;
  }

  set(slot: number, text: string): void {
    if (slot >= this.starts.length) this.growSlots(slot + 1);
    const length = Buffer.byteLength(text);
    // The slot's old text is not copied when the buffer grows.
    this.ends[slot] = this.starts[slot]!;
    if (this.used + length > this.bytes.length) this.growBytes(length);
    this.bytes.write(text, this.used, 'utf8');
    this.starts[slot] = this.used;
    this.used += length;
    this.ends[slot] = this.used;
  }

  /** Whether the slot's text holds every word (each as its UTF-8 bytes). */
  holds(slot: number, words: readonly Buffer[]): boolean {
    const text = this.bytes.subarray(this.starts[slot] ?? 0, this.ends[slot] ?? 0);
    return words.every((word) => text.indexOf(word) !== -1);
  }

  private growSlots(needed: number): void {
    const size = Math.max(needed, this.starts.length * 2);
    const starts = new Int32Array(size);
    const ends = new Int32Array(size);
    starts.set(this.starts);
    ends.set(this.ends);
    this.starts = starts;
    this.ends = ends;
  }

  /** A buffer twice the size of the texts in use and the one to add, those texts copied in. */
  private growBytes(adding: number): void {
    const bytes = Buffer.allocUnsafeSlow(Math.max(64 * 1024, 2 * (this.size + adding)));
    let at = 0;
    for (let slot = 0; slot < this.starts.length; slot++) {
      const start = this.starts[slot]!;
      const end = this.ends[slot]!;
      this.bytes.copy(bytes, at, start, end);
      this.starts[slot] = at;
      at += end - start;
      this.ends[slot] = at;
    }
    this.bytes = bytes;
    this.used = at;
  }
}
