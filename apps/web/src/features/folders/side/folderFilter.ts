/**
 * What the side tree reads and changes of the list it sits beside: the centros the list covers and
 * the folders that filter it. The explorer's filter controls (URL or local) fit it as they are; the
 * folders feature does not need to know the rest of the explorer's filter set.
 */
export interface FolderFilterControls {
  filters: { readonly centro_list: readonly number[]; readonly directories: readonly number[] };
  applyFilters(change: { directories: number[] }): void;
}
