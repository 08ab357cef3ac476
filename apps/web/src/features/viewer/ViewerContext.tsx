import type { UnitDetail } from '@qualium/contracts';
import { createContext, useContext } from 'react';

/** The unit on show and the API scope to reach it, for the boxes and actions deep in the viewer. */
export interface ViewerValue {
  unit: UnitDetail;
  /** `{site}/{centro}`: unit calls. */
  scope: string;
  /** `{site}`: report calls. */
  siteScope: string;
  locale: string;
  lang: string;
}

export const ViewerContext = createContext<ViewerValue | null>(null);

export function useViewer(): ViewerValue {
  const value = useContext(ViewerContext);
  if (!value) throw new Error('useViewer outside UnitViewer');
  return value;
}
