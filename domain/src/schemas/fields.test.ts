import { describe, expect, it } from 'vitest';
import { MAX_LENGTH } from '../constants';
import { VALIDATION } from '../messages';
import {
  email,
  httpUrl,
  imageUrl,
  nullableImageUrl,
  optionalPhone,
  optionalText,
  phone,
  requiredLine,
  requiredText,
  sitePath,
  slug,
  textList,
} from './fields';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('requiredText', () => {
  const field = requiredText('Needed', 10);

  it('trims and keeps inner line breaks', () => {
    expect(field.parse('  two\nlines ')).toBe('two\nlines');
  });

  it.each([undefined, null, '', '   ', '\n\t', 3, [], {}])('refuses %j with the field message', (value) => {
    expect(firstMessage(field.safeParse(value))).toBe('Needed');
  });

  it('counts the length after trimming', () => {
    expect(field.parse(`  ${'a'.repeat(10)}  `)).toBe('a'.repeat(10));
    expect(firstMessage(field.safeParse('a'.repeat(11)))).toBe(VALIDATION.tooLong(10));
  });
});

describe('requiredLine', () => {
  const field = requiredLine('Needed', 20);

  it.each(['a\nb', 'a\rb', 'a\r\nb'])('refuses the line break in %j', (value) => {
    expect(firstMessage(field.safeParse(value))).toBe(VALIDATION.singleLine);
  });

  it('drops line breaks at the ends, which trimming removes', () => {
    expect(field.parse('\r\nName\n')).toBe('Name');
  });
});

describe('optionalText', () => {
  const field = optionalText(5);

  it.each([undefined, '', '    '])('turns %j into undefined', (value) => {
    expect(field.parse(value)).toBeUndefined();
  });

  it('trims a value and refuses one over the limit or of the wrong type', () => {
    expect(field.parse(' abc ')).toBe('abc');
    expect(firstMessage(field.safeParse('abcdef'))).toBe(VALIDATION.tooLong(5));
    expect(field.safeParse(5).success).toBe(false);
  });
});

describe('email', () => {
  it.each(['a@b.rw', 'A.B+tag@Sub.Example.CO.RW', "o'neil@example.com", '  a@b.rw  '])(
    'accepts %j',
    (value) => {
      expect(email.parse(value)).toBe(value.trim());
    },
  );

  it.each([
    'a@b',
    'a b@c.com',
    'a@@b.com',
    '@b.com',
    'a@b.c',
    'a@',
    'a@b.com.',
    'a@.com',
    'a@b_c.com',
    'a@b.c0m',
    'a@b.com\nBcc: x@y.com',
    `${'a'.repeat(MAX_LENGTH.email)}@b.rw`,
    '',
    42,
    null,
  ])('refuses %j with "Invalid email address"', (value) => {
    expect(firstMessage(email.safeParse(value))).toBe(VALIDATION.invalidEmail);
  });
});

describe('phone and optionalPhone', () => {
  it.each(['+250788123456', '+250 788 123 456', '0788-123-456', '0788 (123) 456.7', '123456'])(
    'accept %j',
    (value) => {
      expect(phone.parse(value)).toBe(value);
      expect(optionalPhone.parse(value)).toBe(value);
    },
  );

  it.each([
    '0788 12E 456',
    'abc',
    '12345',
    '+ 250788123456',
    '0788\n123456',
    '1'.repeat(MAX_LENGTH.phone + 1),
  ])('refuse %j with "Please enter a valid phone number"', (value) => {
    expect(firstMessage(phone.safeParse(value))).toBe(VALIDATION.invalidPhone);
    expect(firstMessage(optionalPhone.safeParse(value))).toBe(VALIDATION.invalidPhone);
  });

  it('requires a phone but lets the optional one be left empty', () => {
    expect(firstMessage(phone.safeParse(''))).toBe(VALIDATION.phoneRequired);
    expect(firstMessage(phone.safeParse(undefined))).toBe(VALIDATION.phoneRequired);
    expect(optionalPhone.parse('  ')).toBeUndefined();
    expect(optionalPhone.parse(undefined)).toBeUndefined();
  });
});

describe('httpUrl', () => {
  const field = httpUrl('Bad link');

  it.each(['https://example.com', 'http://example.com:8080/a?b=c#d', '  https://example.com/cv.pdf  '])(
    'accepts %j',
    (value) => {
      expect(field.parse(value)).toBe(value.trim());
    },
  );

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,x',
    'file:///etc/passwd',
    'ftp://x.com/cv.pdf',
    'mailto:a@b.rw',
    'notaurl',
    '//example.com/cv.pdf',
    'https://',
    'https://exa mple.com',
    'https://[::1',
    '',
    undefined,
    7,
  ])('refuses %j with its own message', (value) => {
    expect(firstMessage(field.safeParse(value))).toBe('Bad link');
  });
});

describe('imageUrl and nullableImageUrl', () => {
  it.each(['https://cdn.example.com/a.png', '/seed-images/camera.jpg', '/logo.svg'])('accept %j', (value) => {
    expect(imageUrl.parse(value)).toBe(value);
    expect(nullableImageUrl.parse(value)).toBe(value);
  });

  it("accepts the local Storage emulator's uploads, served over http on the loopback", () => {
    const upload = 'http://127.0.0.1:9199/v0/b/demo-kigali.appspot.com/o/product-images%2Fa.png?alt=media';
    expect(imageUrl.parse(upload)).toBe(upload);
  });

  it.each([
    'http://cdn.example.com/a.png',
    'http://example.com:8080/a.png',
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    '//evil.com/a.png',
    '/\\evil.com/a.png',
    'a.png',
  ])('refuse %j with "Please provide a valid image URL"', (value) => {
    expect(firstMessage(imageUrl.safeParse(value))).toBe(VALIDATION.imageUrl);
    expect(nullableImageUrl.safeParse(value).success).toBe(false);
  });

  it('requires an image but stores an empty optional one as null', () => {
    expect(firstMessage(imageUrl.safeParse(''))).toBe(VALIDATION.imageUrl);
    for (const value of ['', null, undefined]) expect(nullableImageUrl.parse(value)).toBeNull();
  });
});

describe('slug', () => {
  it.each(['cctv', 'hikvision-4mp-dome-camera', '4k', ' wifi-6 '])('accepts %j', (value) => {
    expect(slug.parse(value)).toBe(value.trim());
  });

  it.each(['Hikvision', 'dome camera', 'dome--camera', '-dome', 'dome-', 'dôme', 'dome_camera', 'a/b'])(
    'refuses %j with the format message',
    (value) => {
      expect(firstMessage(slug.safeParse(value))).toBe(VALIDATION.slugFormat);
    },
  );

  it('requires a slug', () => {
    for (const value of ['', '  ', undefined, 1])
      expect(firstMessage(slug.safeParse(value))).toBe(VALIDATION.slugRequired);
  });
});

describe('sitePath', () => {
  it.each(['/', '/products', '/products/hikvision?tab=specs', '/about#team', '/a\\b'])(
    'accepts %j',
    (value) => {
      expect(sitePath.parse(value)).toBe(value);
    },
  );

  it.each([
    'javascript:alert(1)',
    'https://evil.com',
    '//evil.com',
    '/\\evil.com',
    '/\t/evil.com',
    'products',
    '/a b',
  ])('refuses %j with the format message', (value) => {
    expect(firstMessage(sitePath.safeParse(value))).toBe(VALIDATION.pathFormat);
  });

  it('requires a path', () => {
    for (const value of ['', '  ', undefined, null]) {
      expect(firstMessage(sitePath.safeParse(value))).toBe(VALIDATION.pathRequired);
    }
  });
});

describe('textList', () => {
  it('trims items and drops blank ones', () => {
    expect(textList.parse([' one ', '', '  ', 'two'])).toEqual(['one', 'two']);
    expect(textList.parse([])).toEqual([]);
  });

  it('refuses an item on two lines, as the rules do', () => {
    expect(firstMessage(textList.safeParse(['one\ntwo']))).toBe(VALIDATION.singleLine);
  });

  it('refuses a non-list, non-text items, an over-long item and too many items', () => {
    expect(textList.safeParse('one').success).toBe(false);
    expect(textList.safeParse([1]).success).toBe(false);
    expect(firstMessage(textList.safeParse(['a'.repeat(MAX_LENGTH.listItem + 1)]))).toBe(
      VALIDATION.tooLong(MAX_LENGTH.listItem),
    );
    expect(textList.safeParse(Array.from({ length: MAX_LENGTH.listItems }, () => 'x')).success).toBe(true);
    expect(
      firstMessage(textList.safeParse(Array.from({ length: MAX_LENGTH.listItems + 1 }, () => 'x'))),
    ).toBe(VALIDATION.tooMany(MAX_LENGTH.listItems));
  });
});
