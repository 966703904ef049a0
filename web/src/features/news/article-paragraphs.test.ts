import { describe, expect, it } from 'vitest';
import { articleParagraphs } from './article-paragraphs';

describe('articleParagraphs', () => {
  it('splits on blank lines, keeps single line breaks and drops empty paragraphs', () => {
    expect(
      articleParagraphs('First line\nstill first.\n\n\n  Second.  \r\n \r\nThird <b>raw</b>\n\n'),
    ).toEqual(['First line\nstill first.', 'Second.', 'Third <b>raw</b>']);
  });
});
