/** A list order: a column (unit column or field id) and its direction. */
export interface SortState {
  field: string;
  desc: boolean;
}
