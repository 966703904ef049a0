import { describe, expect, it } from 'vitest';
import { matches, PATTERNS } from './patterns';

describe('PATTERNS', () => {
  it.each(Object.entries(PATTERNS))(
    '%s is anchored and uses only what RE2 (firestore.rules) supports',
    (_, source) => {
      expect(source.startsWith('^')).toBe(true);
      expect(source.endsWith('$')).toBe(true);
      expect(source).not.toMatch(/\(\?[=!<]/);
      expect(source).not.toMatch(/\\[1-9]/);
      expect(() => new RegExp(source)).not.toThrow();
    },
  );

  const cases: Record<keyof typeof PATTERNS, { accepts: string[]; refuses: string[] }> = {
    email: {
      accepts: ['a@b.rw', 'first.last+tag@mail.example.co.rw', "o'neil@x-y.com", 'A_B%C@EXAMPLE.ORG'],
      refuses: [
        'a@b',
        'a b@c.com',
        'a@@b.com',
        '@b.com',
        'a@b.c',
        'a@-b.com',
        'a@b-.com',
        ' a@b.rw',
        'a@b.rw\n',
      ],
    },
    phone: {
      accepts: ['+250788123456', '+250 788 123 456', '0788-123-456', '078 (812) 34.56'],
      refuses: ['12345', '+', '++250788', '0788 ABC 456', `+${'1'.repeat(30)}`],
    },
    httpUrl: {
      accepts: ['http://a.rw', 'https://example.com/cv.pdf?x=1#y'],
      refuses: [
        'javascript:alert(1)',
        'data:text/html,x',
        'file:///etc/passwd',
        'ftp://x.com',
        'https://',
        'https://a b',
      ],
    },
    imageUrl: {
      accepts: [
        'https://cdn.example.com/a.png',
        'https://firebasestorage.googleapis.com/v0/b/x/o/product-images%2Fa.png?alt=media',
        'http://127.0.0.1:9199/v0/b/x/o/product-images%2Fa.png?alt=media',
        'http://localhost:9199/a.png',
      ],
      refuses: [
        'http://cdn.example.com/a.png',
        'http://127.0.0.1.evil.com:80/a.png',
        'http://localhost/a.png',
        'https://',
        'https://a b/c.png',
        'javascript:alert(1)',
        'data:image/png;base64,AAAA',
        '/images/a.png',
      ],
    },
    slug: {
      accepts: ['a', 'cctv', 'hikvision-4mp-dome'],
      refuses: ['', 'A', 'a b', 'a--b', '-a', 'a-', 'a_b', 'é'],
    },
    sitePath: {
      accepts: ['/', '/products', '/products/a?b=c#d', '/a\\b'],
      refuses: [
        '',
        'products',
        '//evil.com',
        '/\\evil.com',
        '/ x',
        '/\t/evil.com',
        'javascript:alert(1)',
        'https://evil.com',
      ],
    },
    singleLine: {
      accepts: ['', 'one line', 'tab\tinside'],
      refuses: ['a\nb', 'a\rb', '\n'],
    },
  };

  describe.each(Object.entries(cases))('%s', (name, { accepts, refuses }) => {
    const pattern = matches(name as keyof typeof PATTERNS);
    it.each(accepts)('accepts %j', (value) => expect(pattern.test(value)).toBe(true));
    it.each(refuses)('refuses %j', (value) => expect(pattern.test(value)).toBe(false));
  });
});

describe('matches', () => {
  it('builds a fresh non-global expression each time, so repeated tests do not carry state', () => {
    const first = matches('slug');
    expect(first.flags).toBe('');
    expect(first).not.toBe(matches('slug'));
    expect([first.test('abc'), first.test('abc')]).toEqual([true, true]);
  });
});
