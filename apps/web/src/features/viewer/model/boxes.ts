import { type BoxKind, type BpBox, bpBox } from '@qualium/contracts';

/**
 * The unit's inline boxes (UnitDetail.inline_boxes: the BP layout's boxes with `id` filled in and
 * `label` already in the user's language) become the viewer's tabs, one per box
 * (records-explorer §2 Inline viewer). Each box is read with the BP definition's own schema, so
 * the viewer sees exactly the options the definition may give; a box the schema refuses (a kind
 * this client does not know yet) is left out rather than shown broken.
 */
export interface ViewerTab {
  /** Unique among the tabs: the box id, or the id with a counter when a definition repeats one. */
  key: string;
  kind: BoxKind;
  /** The definition's label; null means the kind's translated name. */
  label: string | null;
  box: BpBox;
}

function labelOf(raw: Record<string, unknown>): string | null {
  return typeof raw.label === 'string' && raw.label.trim() !== '' ? raw.label : null;
}

export function viewerTabs(inlineBoxes: ReadonlyArray<Record<string, unknown>>): ViewerTab[] {
  const tabs: ViewerTab[] = [];
  const used = new Set<string>();
  for (const raw of inlineBoxes) {
    // The server replaced `label` by its text and filled `id` in; the definition's schema wants neither.
    const parsed = bpBox.safeParse({ ...raw, id: undefined, label: undefined });
    if (!parsed.success) continue;
    const base = typeof raw.id === 'string' && raw.id !== '' ? raw.id : parsed.data.kind;
    let key = base;
    for (let n = 2; used.has(key); n++) key = `${base}-${n}`;
    used.add(key);
    tabs.push({ key, kind: parsed.data.kind, label: labelOf(raw), box: parsed.data });
  }
  return tabs;
}

/** The tab to show: the one asked for when it exists, else the first (the data box in every demo BP). */
export function activeTabKey(tabs: readonly ViewerTab[], wanted: string | null): string | null {
  if (wanted !== null && tabs.some((t) => t.key === wanted)) return wanted;
  return tabs[0]?.key ?? null;
}
