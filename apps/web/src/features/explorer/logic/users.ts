/** A person the user filter offers. */
export interface UserChoice {
  id: number;
  name: string;
  /** Site administrators are left out of the filter (records-explorer §5). */
  isAdmin?: boolean;
}

/** The text after the current user's name (spec §5: "current user first marked '(YO)'"). */
export const ME_MARK = '(YO)';

/**
 * The user filter's list (records-explorer §5): no administrators, the current user first with
 * the '(YO)' mark, the others in the order the server gave.
 */
export function userFilterChoices(users: readonly UserChoice[], meId: number | null): UserChoice[] {
  const people = users.filter((u) => !u.isAdmin);
  const me = people.find((u) => u.id === meId);
  const others = people.filter((u) => u.id !== meId);
  return me ? [{ ...me, name: `${me.name} ${ME_MARK}` }, ...others] : others;
}
