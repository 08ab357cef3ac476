import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MESSAGES } from '../errors.js';
import { localize } from './catalog.js';
import { onWrongType } from './wrong-type.js';
import { issueMessage, parseInput, zodIssueMessages, zodIssuesToFieldErrors } from './zod-issues.js';

const form = z.object({
  count: z.number(),
  name: z.string().max(3),
  code: z.string({ error: MESSAGES.required }),
  note: z.string().refine((s) => s !== 'x', 'A text no catalog holds.'),
});

function issuesOf(input: unknown) {
  const parsed = parseInput(form, input);
  if (parsed.success) throw new Error('expected a refusal');
  return parsed.error.issues;
}

describe('zod issues in every language', () => {
  it('writes zod’s own wording again in es and ca, naming what was received', () => {
    const [wrongType] = issuesOf({ count: 'diez', name: 'abc', code: 'a', note: '' });
    expect(issueMessage(wrongType!)).toEqual({
      es: 'Entrada inválida: se esperaba número, recibido texto',
      ca: "Tipus invàlid: s'esperava nombre, s'ha rebut text",
      en: 'Invalid input: expected number, received string',
    });
  });

  it('says types in Catalan only where zod names a type, never in a value it quotes', () => {
    const kind = parseInput(z.enum(['string', 'number']), 'date');
    expect(issueMessage(kind.error!.issues[0]!)).toMatchObject({
      ca: 'Opció invàlida: s\'esperava una de "string" o "number"',
    });
    const missing = parseInput(z.object({ when: z.date() }), {});
    expect(issueMessage(missing.error!.issues[0]!)).toMatchObject({
      ca: "Tipus invàlid: s'esperava data, s'ha rebut res",
    });
  });

  it('keeps the limit of a too-long text in each language', () => {
    const [tooLong] = issuesOf({ count: 1, name: 'abcd', code: 'a', note: '' });
    const texts = issueMessage(tooLong!) as Record<string, string>;
    expect(texts.en).toBe('Too big: expected string to have <=3 characters');
    expect(texts.es).toContain('3 caracteres');
    expect(texts.ca).toContain('com a màxim 3 caràcters');
  });

  it('leaves a catalog message as its English text, which the edge translates', () => {
    const [missing] = issuesOf({ count: 1, name: 'a', note: '' });
    expect(issueMessage(missing!)).toBe(MESSAGES.required);
    expect(localize(issueMessage(missing!), 'ca')).toBe('Obligatori.');
  });

  it('leaves a schema’s own text that no catalog holds as written', () => {
    const [own] = issuesOf({ count: 1, name: 'a', code: 'a', note: 'x' });
    expect(issueMessage(own!)).toBe('A text no catalog holds.');
  });

  it('groups the messages by field, once each, and the rest under non_field_errors', () => {
    const issues = [
      ...issuesOf({ count: 'x', name: 'abcd', note: '' }),
      ...issuesOf({ count: 'y', code: 'a', note: '' }),
    ];
    const grouped = zodIssueMessages(issues);
    expect(Object.keys(grouped).sort()).toEqual(['code', 'count', 'name']);
    expect(grouped.count).toHaveLength(1);
    expect(localize(grouped.name![0]!, 'es')).toContain('3 caracteres');
    const root = parseInput(z.string(), 1);
    expect(zodIssuesToFieldErrors(root.error!.issues)).toEqual({
      non_field_errors: ['Invalid input: expected string, received number'],
    });
    expect(zodIssuesToFieldErrors(issues).code).toEqual([MESSAGES.required]);
  });

  it('keeps a schema’s own message for a missing value and zod’s for a check without one', () => {
    const name = z.string(onWrongType(MESSAGES.required)).trim().min(1, MESSAGES.required).max(3);
    expect(parseInput(name, undefined).error!.issues[0]!.message).toBe(MESSAGES.required);
    expect(parseInput(name, 7).error!.issues[0]!.message).toBe(MESSAGES.required);
    const tooLong = parseInput(name, 'abcd').error!.issues[0]!;
    expect(tooLong.message).not.toBe(MESSAGES.required);
    expect(issueMessage(tooLong)).toMatchObject({ en: 'Too big: expected string to have <=3 characters' });
  });
});
