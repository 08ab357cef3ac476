import { describe, expect, it } from 'vitest';
import { splitFieldErrors } from './fieldErrors';

describe('splitting a 400 body', () => {
  it('puts the form’s fields under their inputs and the rest aside', () => {
    expect(
      splitFieldErrors({ name: ['Required field'], non_field_errors: ['No'], other: ['x'] }, ['name', 'parent']),
    ).toEqual({ fields: { name: ['Required field'] }, rest: { non_field_errors: ['No'], other: ['x'] } });
  });

  it('keeps a body that is not an object aside whole', () => {
    expect(splitFieldErrors('Bad', ['name'])).toEqual({ fields: {}, rest: { detail: 'Bad' } });
  });
});
