/** What no answer may hold: a stack trace, a file of the server's, or the database's own words. */
const LEAKS: Array<[string, RegExp]> = [
  ['stack trace', /\n\s+at [\w.<>]+ \(|\bat (?:async )?[\w.]+ \((?:file:|node:|\/)/],
  ['server file', /node_modules\/|\/src\/[\w/-]+\.ts\b|dist\/main\.js|\.m?js:\d+:\d+/],
  [
    'SQL error',
    /SQLITE_[A-Z]+|no such (?:table|column)|syntax error at or near|violates (?:unique|foreign key|not-null|check) constraint|duplicate key value|relation "\w+" does not exist|invalid input syntax for type/i,
  ],
  [
    'SQL text',
    /\bselect\s+[\w".*, ()]+\s+from\s+"?\w+"?\s+(?:where|inner join|left join|order by|limit)\b|\binsert into\s+"?\w+"?\s*\(|\bdelete from\s+"?\w+"?\s+where\b|\bupdate\s+"?\w+"?\s+set\s+"?\w+"?\s*=/i,
  ],
  ['internal error text', /RangeError|TypeError|ReferenceError|Maximum call stack/],
];

/** Why an answer is wrong, or nothing when it is fine: a 5xx, or a leak in a text answer. */
export function problemsOf(status: number, contentType: string, body: string): string[] {
  const problems: string[] = [];
  if (status >= 500) problems.push(`status ${status}`);
  if (/json|text|html|xml/.test(contentType)) {
    for (const [what, pattern] of LEAKS) if (pattern.test(body)) problems.push(what);
  }
  return problems;
}
