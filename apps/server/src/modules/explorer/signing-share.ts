/**
 * The signing's time against the searches': with 32 users each asking a new word of the
 * million-unit set's longest list, an even share served 175–216 requests/s in the first 8 seconds
 * (p99 2.2–2.7 s), twice the searches' time 254–300 (p99 1.0–1.6 s).
 */
export const SIGNING_SHARE = 2;

/** One list's signing under way. */
export interface Signing {
  /** Runs a piece of the signing, its time counted as the signing's. */
  timed<T>(work: () => Promise<T>): Promise<T>;
  /** The signing ended, done or failed (once, however often called). */
  end(): void;
}

/**
 * A process's time split between the lists it signs and the searches that read the database
 * meanwhile (whole-list.ts, wholeListFirst): while a list is first signed, a search of it reads the
 * database only once the signing has had SIGNING_SHARE times the process's time such searches had.
 *
 * Why: on SQLite every read runs synchronously in the process, and a search of a long list not yet
 * signed asked its trigram index (50–100 ms for a long word). With 32 users each asking a new word,
 * those reads went one after another and the signing's batches (some 20 ms each, the process
 * served between them) got a turn between whole runs of them: the list was signed after 16–24 s,
 * or never while the load lasted, the call serving 7–38 requests/s meanwhile (docs/performance.md,
 * "The signing's share"). Shared so, the list is signed within about one and a half times its own
 * time, and every search after that is answered from the kept signatures.
 */
export class SigningShare {
  /** Lists being signed now. */
  private signing = 0;
  /** Milliseconds the signings and the searches beside them took since the first of those began. */
  private signed = 0;
  private searched = 0;
  /** Searches waiting for the signing's share, in arrival order. */
  private readonly waiting: Array<() => void> = [];

  /** `now`: the clock, in milliseconds (a test's own). */
  constructor(private readonly now: () => number = () => performance.now()) {}

  /** Whether a list is being signed: for tests and diagnostics. */
  get busy(): boolean {
    return this.signing > 0;
  }

  /** A list's signing begins: its pieces of work are timed through it until it ends. */
  begin(): Signing {
    this.signing++;
    let ended = false;
    return {
      timed: async (work) => {
        const started = this.now();
        try {
          return await work();
        } finally {
          this.signed += this.now() - started;
          this.release();
        }
      },
      end: () => {
        if (ended) return;
        ended = true;
        this.signing--;
        if (this.signing === 0) {
          this.signed = 0;
          this.searched = 0;
        }
        this.release();
      },
    };
  }

  /** A signing made of one piece of work (a whole list read at once). */
  async signs<T>(work: () => Promise<T>): Promise<T> {
    const signing = this.begin();
    try {
      return await signing.timed(work);
    } finally {
      signing.end();
    }
  }

  /**
   * The database read of a search made while its list is signed: run once the signing has had its
   * share (or no list is being signed any more), and timed.
   */
  async search<T>(read: () => Promise<T>): Promise<T> {
    if (!this.searchMayStart()) await new Promise<void>((resolve) => this.waiting.push(resolve));
    const started = this.now();
    try {
      return await read();
    } finally {
      if (this.signing > 0) this.searched += this.now() - started;
    }
  }

  private searchMayStart(): boolean {
    return this.signing === 0 || this.searched * SIGNING_SHARE <= this.signed;
  }

  private release(): void {
    while (this.waiting.length > 0 && this.searchMayStart()) this.waiting.shift()!();
  }
}
