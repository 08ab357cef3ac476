import { describe, expect, it } from 'vitest';
import {
  addToDictionary,
  addToList,
  defaultValueOf,
  kindOf,
  newPropertyProblem,
  PROPERTY_TYPES,
  parseNumber,
  removeAt,
  removeKey,
  replaceAt,
  replaceKey,
} from './model';

describe('generic property editor (records-explorer §2 Other)', () => {
  it('offers text, dictionary, list, number and boolean with defaults "", {}, [], 0 and false', () => {
    expect(PROPERTY_TYPES).toEqual(['text', 'dictionary', 'list', 'number', 'boolean']);
    expect(PROPERTY_TYPES.map(defaultValueOf)).toEqual(['', {}, [], 0, false]);
  });

  it('gives every new property its own default object or list', () => {
    const a = defaultValueOf('dictionary');
    expect(a).not.toBe(defaultValueOf('dictionary'));
    expect(defaultValueOf('list')).not.toBe(defaultValueOf('list'));
  });

  it('tells what kind each JSON value is', () => {
    expect(['x', 1.5, true, [1], { a: 1 }, null].map(kindOf)).toEqual([
      'text',
      'number',
      'boolean',
      'list',
      'dictionary',
      'null',
    ]);
  });

  it('requires a name only for dictionary values, and one not taken yet', () => {
    expect(newPropertyProblem('list', '', [])).toBeNull();
    expect(newPropertyProblem('dictionary', '', [])).toBe('nameRequired');
    expect(newPropertyProblem('dictionary', '   ', [])).toBe('nameRequired');
    expect(newPropertyProblem('dictionary', 'color', ['color'])).toBe('nameTaken');
    expect(newPropertyProblem('dictionary', ' color ', ['color'])).toBe('nameTaken');
    expect(newPropertyProblem('dictionary', 'size', ['color'])).toBeNull();
  });

  it('adds to the end of a list and of a dictionary, under the trimmed name', () => {
    expect(addToList(['a'], 'number')).toEqual(['a', 0]);
    const added = addToDictionary({ a: 1 }, { name: ' limits ', type: 'dictionary' });
    expect(added).toEqual({ a: 1, limits: {} });
    expect(Object.keys(added)).toEqual(['a', 'limits']);
  });

  it('replaces and removes items and entries without touching the original', () => {
    const list = ['a', 'b', 'c'];
    expect(replaceAt(list, 1, true)).toEqual(['a', true, 'c']);
    expect(removeAt(list, 0)).toEqual(['b', 'c']);
    expect(list).toEqual(['a', 'b', 'c']);
    const dictionary = { a: 1, b: [2], c: 'x' };
    expect(Object.keys(replaceKey(dictionary, 'b', []))).toEqual(['a', 'b', 'c']);
    expect(removeKey(dictionary, 'b')).toEqual({ a: 1, c: 'x' });
    expect(dictionary).toEqual({ a: 1, b: [2], c: 'x' });
  });

  it('reads numbers as typed in Spanish or English, and refuses anything else', () => {
    expect(parseNumber('12')).toBe(12);
    expect(parseNumber('-3,5')).toBe(-3.5);
    expect(parseNumber('1 250.75')).toBe(1250.75);
    expect(parseNumber('1_000')).toBe(1000);
    expect(parseNumber('2e3')).toBe(2000);
    expect(parseNumber('')).toBeNull();
    expect(parseNumber('12a')).toBeNull();
    expect(parseNumber('1,2,3')).toBeNull();
    expect(parseNumber('Infinity')).toBeNull();
  });
});
