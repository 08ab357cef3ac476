import type { z } from 'zod';
import { MESSAGES } from '../errors.js';
import type { MessageText } from '../messages/catalog.js';
import { issueMessage, parseInput } from '../messages/zod-issues.js';
import { type BpDefinition, bpDefinitionDocument } from './definition.js';

/**
 * Turns a definition into either its parsed value or every problem with a
 * readable path (`business_process.workflow.transitions[2].to`) and reason,
 * the answer the BP upload gives an admin.
 */
export interface BpProblem {
  path: string;
  message: MessageText;
}
export type BpValidation = { ok: true; value: BpDefinition } | { ok: false; problems: BpProblem[] };

export interface BpValidationOptions {
  /**
   * References of the site's other BPs. When given, related_business_process,
   * target_business_process and related boxes must name one of them (or this BP).
   */
  knownBusinessProcesses?: Iterable<string>;
}

export function formatBpPath(path: ReadonlyArray<PropertyKey>): string {
  if (path.length === 0) return '(root)';
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else if (typeof key === 'string' && /^[A-Za-z_$][\w$]*$/.test(key)) out += out ? `.${key}` : key;
    else out += `[${JSON.stringify(String(key))}]`;
  }
  return out;
}

/**
 * A union failure lists every branch's issues; the branch that got furthest
 * (fewest issues) is what the author meant, so only its issues are reported.
 */
function flatten(issue: z.core.$ZodIssue, prefix: ReadonlyArray<PropertyKey>): BpProblem[] {
  const path = [...prefix, ...issue.path];
  if (issue.code === 'invalid_union' && issue.errors.length > 0) {
    const best = issue.errors.reduce((a, b) => (b.length < a.length ? b : a));
    return best.flatMap((inner) => flatten(inner, path));
  }
  return [{ path: formatBpPath(path), message: issueMessage(issue) }];
}

export function validateBpDefinition(json: unknown, options: BpValidationOptions = {}): BpValidation {
  const parsed = parseInput(bpDefinitionDocument, json);
  if (!parsed.success) {
    return { ok: false, problems: parsed.error.issues.flatMap((issue) => flatten(issue, [])) };
  }
  const problems = options.knownBusinessProcesses
    ? unknownBusinessProcesses(parsed.data, new Set(options.knownBusinessProcesses))
    : [];
  return problems.length > 0 ? { ok: false, problems } : { ok: true, value: parsed.data };
}

function unknownBusinessProcesses(def: BpDefinition, known: Set<string>): BpProblem[] {
  const bp = def.business_process;
  known.add(bp.info.reference);
  const problems: BpProblem[] = [];
  const check = (path: ReadonlyArray<PropertyKey>, ref: string | undefined) => {
    if (ref !== undefined && !known.has(ref)) {
      problems.push({
        path: formatBpPath(['business_process', ...path]),
        message: MESSAGES.unknownBusinessProcess(ref),
      });
    }
  };
  bp.workflow.transitions.forEach((t, i) => {
    check(['workflow', 'transitions', i, 'related_business_process'], t.related_business_process);
  });
  bp.model.fields.forEach((f, i) => {
    if (f.kind === 'related' || f.kind === 'relationships') {
      check(['model', 'fields', i, 'target_business_process'], f.target_business_process);
    }
    if (f.depends_on?.source)
      check(['model', 'fields', i, 'depends_on', 'source', 'business_process'], f.depends_on.source.business_process);
  });
  bp.layout.boxes.forEach((b, i) => {
    if (b.kind !== 'related') return;
    b.business_processes?.forEach((ref, j) => {
      check(['layout', 'boxes', i, 'business_processes', j], ref);
    });
  });
  return problems;
}
