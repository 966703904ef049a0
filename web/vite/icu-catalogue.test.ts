import { describe, expect, it } from 'vitest';
import { CatalogueError, catalogueType, compileCatalogue, compileEntry } from './icu-catalogue';

describe('compileEntry', () => {
  it('turns a plural with exact cases into a select on the number, which needs no Intl', () => {
    const { compiled, args } = compileEntry('{count, plural, =1 {1 item} other {{countText} items}}', 'x');
    expect(compiled).toEqual([['count', 'select', { 1: ['1 item'], other: [['countText'], ' items'] }]]);
    expect(args).toEqual({ count: 'number', countText: 'text' });
  });

  it.each([
    ['a plural category', '{n, plural, one {1} other {more}}'],
    ['a plural without other', '{n, plural, =1 {1}}'],
    ['"#"', '{n, plural, =1 {#} other {# items}}'],
    ['a number format', '{n, number}'],
    ['a date format', '{d, date, long}'],
    ['a broken message', 'Hello {name'],
  ])('refuses %s, naming the message', (_, message) => {
    expect(() => compileEntry(message, 'search.count')).toThrow(CatalogueError);
    expect(() => compileEntry(message, 'search.count')).toThrow(/^search\.count: /);
  });
});

describe('compileCatalogue', () => {
  it('keeps plain text a string and marks a message with arguments', () => {
    expect(compileCatalogue({ a: "What You'll Learn", b: ['x', 'Hi {name}'] })).toEqual({
      a: "What You'll Learn",
      b: ['x', { icu: ['Hi ', ['name']] }],
    });
  });
});

describe('catalogueType', () => {
  it('types a message with arguments as a function of them', () => {
    expect(catalogueType({ a: 'x', b: '{n, plural, =1 {one} other {{t}}}' })).toBe(
      '{\n  readonly a: string;\n  readonly b: (values: { n: number; t: string }) => string;\n}',
    );
  });
});
