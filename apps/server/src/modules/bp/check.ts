import { BP_MESSAGES, type BpDefinition, type BpProblem, validateBpDefinition } from '@qualium/contracts';
import type { Db } from '../../db/database.js';
import type { Scope } from '../../http/context.js';
import { badRequest } from '../../http/errors.js';
import { listBusinessProcesses } from './repo.js';

/** So that a definition with thousands of mistakes still gets a readable answer. */
const MAX_REPORTED = 100;

/** The definition, checked against this site, with the process-map process it belongs to. */
export interface CheckedDefinition {
  definition: BpDefinition;
  processId: number | null;
}

/** 400 `{json_file: ["<path>: <reason>", …]}`: every problem at once, nothing stored. */
export function refuseDefinition(problems: readonly BpProblem[]): never {
  const messages = problems.slice(0, MAX_REPORTED).map((p) => BP_MESSAGES.problem(p.path, p.message));
  if (problems.length > MAX_REPORTED) messages.push(BP_MESSAGES.moreProblems(problems.length - MAX_REPORTED));
  throw badRequest({ json_file: messages });
}

/**
 * Validates an uploaded definition for the scope's site: the schema and its cross-references,
 * related BPs among those the site may use (or itself), and `info.process` naming a process of the
 * site's own process map (a sub-company has its own map). `extra` adds caller-specific problems
 * (e.g. a replacement's reference) so the author sees them all in one answer.
 */
export async function checkDefinitionForSite(
  db: Db,
  scope: Scope,
  json: unknown,
  extra: (definition: BpDefinition) => BpProblem[] = () => [],
): Promise<CheckedDefinition> {
  const checked = validateBpDefinition(json);
  if (!checked.ok) refuseDefinition(checked.problems);
  const definition = checked.value;
  // Checked apart from the structure so that these come in the same answer as the ones below.
  const known = (await listBusinessProcesses(db, scope)).map((row) => row.reference);
  const related = validateBpDefinition(json, { knownBusinessProcesses: known });
  const problems = [...(related.ok ? [] : related.problems), ...extra(definition)];
  const processReference = definition.business_process.info.process;
  let processId: number | null = null;
  if (processReference !== null) {
    const process = await db.k
      .selectFrom('processes')
      .select('id')
      .where('site_id', '=', scope.site.id)
      .where('reference', '=', processReference)
      .executeTakeFirst();
    if (process) processId = process.id;
    else
      problems.push({ path: 'business_process.info.process', message: BP_MESSAGES.unknownProcess(processReference) });
  }
  if (problems.length > 0) refuseDefinition(problems);
  return { definition, processId };
}
