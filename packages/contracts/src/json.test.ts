import { describe, expect, it } from 'vitest';
import { JSON_MAX_DEPTH, JsonTooDeepError, jsonDepthWithin, parseBoundedJson } from './json.js';

const nested = (depth: number, open = '[', close = ']') => `${open.repeat(depth)}${close.repeat(depth)}`;

describe('JSON nesting limit', () => {
  it('admits texts up to the limit and refuses one level more', () => {
    expect(jsonDepthWithin(nested(JSON_MAX_DEPTH))).toBe(true);
    expect(jsonDepthWithin(nested(JSON_MAX_DEPTH + 1))).toBe(false);
    expect(jsonDepthWithin('{"a":{"b":[1,{"c":[]}]}}', 5)).toBe(true);
    expect(jsonDepthWithin('{"a":{"b":[1,{"c":[]}]}}', 4)).toBe(false);
  });

  it('counts siblings once, not their sum', () => {
    expect(jsonDepthWithin(`[${Array(10_000).fill('[[1]]').join(',')}]`, 3)).toBe(true);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonDepthWithin(`["${'['.repeat(500)}"]`, 1)).toBe(true);
    expect(jsonDepthWithin(`["a\\"${'{'.repeat(500)}", "\\\\"]`, 1)).toBe(true);
    // After an escaped backslash the quote closes the string, and what follows counts again.
    expect(jsonDepthWithin('["\\\\", [[]]]', 2)).toBe(false);
  });

  it('scans a million levels without recursion', () => {
    expect(jsonDepthWithin(nested(1_000_000))).toBe(false);
    expect(jsonDepthWithin(nested(1_000_000, '{"a":', '}'))).toBe(false);
  });

  it('parses what is within the limit and throws its own error otherwise', () => {
    expect(parseBoundedJson('{"a":[1,2]}')).toEqual({ a: [1, 2] });
    expect(() => parseBoundedJson(nested(JSON_MAX_DEPTH + 1))).toThrow(JsonTooDeepError);
    expect(() => parseBoundedJson('{')).toThrow(SyntaxError);
  });
});
