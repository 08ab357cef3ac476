import { type ComponentType, createContext } from 'react';

/** What the related box asks of the list it shows. */
export interface RelatedListProps {
  /** The unit whose related units are listed. */
  uid: string;
  /** Its business process (related_list requires it with the unit). */
  businessProcess: string;
  /** The related box's business processes; every one but notifications when absent. */
  businessProcesses?: readonly string[];
}

/**
 * The list the related box shows, given by whoever mounts the viewer: the explorer gives its own
 * embedded list (a lazy chunk). The viewer does not import the explorer, which embeds the viewer
 * (docs/ARCHITECTURE.md, "Import directions"); without a provider the box stays empty.
 */
export const RelatedListContext = createContext<ComponentType<RelatedListProps> | null>(null);
