import { describe, expect, it } from 'vitest';
import { MAX_LENGTH } from '../constants';
import { VALIDATION } from '../messages';
import { productFormSchema } from './admin-forms';
import { specificationRows, specificationsAsRows } from './specifications';

const rows = (count: number) => Array.from({ length: count }, (_, i) => ({ key: `Key ${i}`, value: 'v' }));
const values = (specifications: { key: string; value: string }[]) => ({
  name: 'Camera',
  slug: 'camera',
  category_id: 'cat-cctv',
  description: 'A camera.',
  price: '1000',
  stock_status: 'in_stock',
  image_url: '',
  specifications,
});

describe('productFormSchema specifications', () => {
  it('takes MAX_LENGTH.listItems rows, blank rows not counted', () => {
    const result = productFormSchema.safeParse(
      values([...rows(MAX_LENGTH.listItems), { key: '', value: '' }]),
    );
    expect(result.success).toBe(true);
  });

  it('says so under the first row past the limit', () => {
    const result = productFormSchema.safeParse(values(rows(MAX_LENGTH.listItems + 1)));
    const issue = result.error?.issues.find(
      (found) => found.message === VALIDATION.tooMany(MAX_LENGTH.listItems),
    );
    expect(issue?.path).toEqual(['specifications', MAX_LENGTH.listItems, 'key']);
  });
});

describe('specificationRows', () => {
  it('becomes the stored map, trimmed, blank rows dropped', () => {
    expect(
      specificationRows.parse([
        { key: ' Ports ', value: ' 5 x Gigabit ' },
        { key: '', value: '' },
      ]),
    ).toEqual({ Ports: '5 x Gigabit' });
  });

  it('refuses a value without a name and a name used twice, under the row', () => {
    const result = specificationRows.safeParse([
      { key: '', value: 'PoE' },
      { key: 'Ports', value: '5' },
      { key: 'ports', value: '8' },
    ]);
    expect(result.error?.issues.map(({ path, message }) => [path, message])).toEqual([
      [[0, 'key'], VALIDATION.specNameRequired],
      [[2, 'key'], VALIDATION.specNameDuplicate],
    ]);
  });

  it('gives back the rows of a stored map', () => {
    expect(specificationsAsRows({ Ports: '5', PoE: 'Yes' })).toEqual([
      { key: 'Ports', value: '5' },
      { key: 'PoE', value: 'Yes' },
    ]);
  });
});
