import { describe, expect, it } from 'vitest';
import { neverInEnglish, styleProblems } from './translation-style';

const glossary = [
  '# Glossary',
  '',
  '```never-in-english',
  'lens',
  '',
  'help desk',
  'analogue [rw]',
  '```',
  '',
  '```',
  'not the list',
  '```',
].join('\n');

describe('neverInEnglish', () => {
  it('reads the fenced list, a word refused in both languages unless one is named', () => {
    expect(neverInEnglish(glossary)).toEqual([
      { word: 'lens', locales: ['fr', 'rw'] },
      { word: 'help desk', locales: ['fr', 'rw'] },
      { word: 'analogue', locales: ['rw'] },
    ]);
  });

  it('refuses a glossary without the list, so the tests cannot pass by checking nothing', () => {
    expect(() => neverInEnglish('# Glossary\n\n```\nlens\n```\n')).toThrow(/never-in-english/);
    expect(() => neverInEnglish('```never-in-english\n\n```\n')).toThrow(/never-in-english/);
  });
});

describe('styleProblems', () => {
  const words = neverInEnglish(glossary);

  it('finds three full stops where "…" belongs', () => {
    expect(styleProblems('Birimo gufunguka...', 'rw', words)).toEqual(['"..." instead of "…"']);
    expect(styleProblems('Birimo gufunguka…', 'rw', words)).toEqual([]);
  });

  it('finds a word of the list as a whole word, in any case and in the plural', () => {
    expect(styleProblems('ifite Lens nziza', 'rw', words)).toEqual(['English "Lens"']);
    expect(styleProblems('lenses zombi', 'rw', words)).toEqual(['English "lenses"']);
    expect(styleProblems('ubufasha (Help-Desk)', 'rw', words)).toEqual(['English "Help-Desk"']);
    // Part of another word is not the word.
    expect(styleProblems('Lensa, kalens', 'rw', words)).toEqual([]);
  });

  it('refuses a word marked for one language in that language only', () => {
    expect(styleProblems('imirongo ya analogue', 'rw', words)).toEqual(['English "analogue"']);
    expect(styleProblems('un produit analogue', 'fr', words)).toEqual([]);
  });

  it('asks French for a narrow no-break space before : ; ! ? » and after «, but not in a time or a URL', () => {
    expect(styleProblems('Lieu\u202f: Kigali\u202f; « Oui\u202f» ! Prêt\u202f?', 'fr', words)).toEqual([
      'no narrow no-break space (U+202F) after "«"',
      'no narrow no-break space (U+202F) before "!"',
    ]);
    expect(styleProblems('Lieu : Kigali', 'fr', words)).toEqual([
      'no narrow no-break space (U+202F) before ":"',
    ]);
    expect(styleProblems('de 08:00 à 18:00, sur https://kigalitech.rw', 'fr', words)).toEqual([]);
    // Kinyarwanda writes its colon as English does.
    expect(styleProblems('Aho duherereye: Kigali', 'rw', words)).toEqual([]);
  });
});
