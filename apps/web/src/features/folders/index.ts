/**
 * The folders feature's public entry (docs/ARCHITECTURE.md, "Import directions"): the side folder
 * tree the explorer of documents shows beside its list.
 */
export { FolderSideLayout } from './side/FolderSideLayout';
