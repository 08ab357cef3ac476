import type { ChoiceOption, FormInput } from '@qualium/contracts';
import { useQuery } from '@tanstack/react-query';
import { fetchCentroUsers, fetchProcessUsers } from '../api';
import type { InputContext } from './types';

/**
 * Where a choice input's options come from: the definition's items; for a process-depending
 * user, the holders of the process role in the centro (get_process_depending_users); for a user
 * field, the people the dialog knows (the user first) and everyone with a role in the centro. Values the input already holds stay choosable even when no
 * source lists them, so a stored value is never silently lost.
 */
export function useChoiceOptions(input: FormInput, context: InputContext, held: readonly string[]) {
  const processUsers = input.field_kind === 'process_user' && typeof input.process_id === 'number';
  const query = useQuery({
    queryKey: ['processUsers', context.scope, input.process_id, input.permission_id],
    enabled: processUsers,
    queryFn: ({ signal }) =>
      fetchProcessUsers(context.scope, input.process_id as number, input.permission_id ?? 'responsible', signal),
    staleTime: 60_000,
  });
  const plainUsers = input.field_kind === 'user';
  const centroUsers = useQuery({
    queryKey: ['centroUsers', context.scope],
    enabled: plainUsers,
    queryFn: ({ signal }) => fetchCentroUsers(context.scope, signal),
    staleTime: 60_000,
  });
  const people = plainUsers ? context.people : [];
  const peopleIds = new Set(people.map((p) => p.value));
  const base: ChoiceOption[] = [
    ...input.items,
    ...(processUsers ? (query.data ?? []) : []),
    ...people,
    ...(plainUsers ? (centroUsers.data ?? []).filter((u) => !peopleIds.has(u.value)) : []),
  ];
  const known = new Set(flatValues(base));
  const options = [...base, ...held.filter((v) => v !== '' && !known.has(v)).map((v) => ({ value: v, text: v }))];
  return {
    options,
    loading: (processUsers && query.isPending) || (plainUsers && centroUsers.isPending),
    failed: query.isError || centroUsers.isError,
  };
}

export function flatValues(options: readonly ChoiceOption[]): string[] {
  return options.flatMap((o) => [o.value, ...flatValues(o.children ?? [])]);
}

export function optionText(options: readonly ChoiceOption[], value: string): string {
  for (const option of options) {
    if (option.value === value) return option.text;
    const inner = optionText(option.children ?? [], value);
    if (inner !== value) return inner;
  }
  return value;
}
