import { ApiError } from '../../../api/client';
import { errorText } from '../../../api/errorText';
import { formatFormErrors } from '../../../api/formErrors';

/** One problem of a refused definition, as the server writes it under `json_file`: "path: reason". */
export interface DefinitionProblem {
  /** Where in the definition (`business_process.model.fields[2].kind`), or null for the file itself. */
  path: string | null;
  reason: string;
}

export interface Refusal {
  /** The definition's problems, one per line of the server's answer. */
  problems: DefinitionProblem[];
  /** Anything else the server said (detail, other fields), through the shared form-error routine. */
  other: string[];
}

const PATH_FIRST = /^(business_process(?:[.[][^:\s]*)?): (.+)$/s;

export function splitProblem(message: string): DefinitionProblem {
  const match = PATH_FIRST.exec(message);
  return match ? { path: match[1]!, reason: match[2]! } : { path: null, reason: message };
}

type Translate = (key: string, values?: Record<string, unknown>) => string;

/**
 * A refused upload, readable: the server lists every problem of a definition under `json_file`;
 * other keys and `detail` go through the shared form-error routine (shell-and-admin §8 general rule), and a
 * failure that is no refusal (network, server error) says so in the global message's words.
 */
export function refusalOf(error: unknown, labels: Readonly<Record<string, string>>, t: Translate): Refusal {
  if (!(error instanceof ApiError)) return { problems: [], other: [String(error)] };
  const body = error.data;
  if (error.status === 400 && body !== null && typeof body === 'object' && !Array.isArray(body)) {
    const { json_file: files, ...rest } = body as Record<string, unknown>;
    const problems = (Array.isArray(files) ? files : []).map((m) => splitProblem(String(m)));
    return { problems, other: Object.keys(rest).length > 0 ? formatFormErrors(rest, labels) : [] };
  }
  return { problems: [], other: [errorText(error, t)] };
}
