import { MAX_LENGTH, VALIDATION } from '@kigali/domain';
import { describe, expect, it } from 'vitest';
import { emptyProductValues, productFormSchema } from './product-form-values';

const rows = (count: number) => Array.from({ length: count }, (_, i) => ({ key: `Key ${i}`, value: 'v' }));
const values = (specifications: { key: string; value: string }[]) => ({
  ...emptyProductValues(),
  name: 'Camera',
  slug: 'camera',
  category_id: 'cat-cctv',
  description: 'A camera.',
  price: '1000',
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
