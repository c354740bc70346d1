import type { TFunction } from 'i18next';
import { labelsOf } from './labels';

describe('labelsOf', () => {
  it('translates each key once, through the t it was made with', () => {
    const t = jest.fn((key: string) => `«${key}»`) as unknown as TFunction;
    const label = labelsOf(t);
    expect([label('status.active'), label('status.active'), label('status.suspended')]).toEqual([
      '«status.active»',
      '«status.active»',
      '«status.suspended»',
    ]);
    expect(t).toHaveBeenCalledTimes(2);
  });
});
