import { useMemo } from 'react';
import { useBpMeta } from '../../api/bpMeta';
import { useSession } from '../../session/session';
import { ChartsBoard } from './ChartsBoard';
import { chartsQuery } from './logic/chartsQuery';

/**
 * The explorer's charts view (lazy: it and ECharts load only when the view is shown). In the to-do
 * list it charts the user's open units of the chosen business process.
 */
/** What the charts view takes of the explorer's view props: whose units, which process, the filters' query. */
export interface ChartsViewProps {
  mode: string;
  businessProcess: string | null;
  query: Record<string, string>;
}

export default function ChartsView({ mode, businessProcess, query }: ChartsViewProps) {
  const me = useSession((s) => s.me?.id ?? null);
  const states = useBpMeta(mode === 'todo' ? businessProcess : null).data?.states;
  const params = useMemo(() => {
    if (mode !== 'todo') return chartsQuery(query, null);
    // Until the user and the workflow's closed states are known there is nothing to ask.
    if (me === null || !states) return null;
    return chartsQuery(query, { responsible: me, closedStates: states.filter((s) => s.closed).map((s) => s.id) });
  }, [mode, query, me, states]);
  return <ChartsBoard businessProcess={businessProcess} query={params} />;
}
