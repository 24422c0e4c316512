import { describe, expect, it } from 'vitest';
import { averageStars, moneyFigure } from './dashboards';
import { toThbMinor } from './thb-rates';

describe('moneyFigure', () => {
  it('keeps each currency apart, THB first, and converts the headline to satang', () => {
    const figure = moneyFigure(
      [
        { currency: 'USD', amount: 10_000 },
        { currency: 'THB', amount: 350_000 },
        { currency: 'USD', amount: 5_000 },
        { currency: 'EUR', amount: 0 },
      ],
      35,
    );
    expect(figure).toEqual({
      byCurrency: [
        { currency: 'THB', amount: 350_000 },
        { currency: 'USD', amount: 15_000 },
      ],
      thb: 350_000 + 525_000,
      converted: true,
    });
  });

  it('is not converted when only baht went in, and empty without money', () => {
    expect(moneyFigure([{ currency: 'THB', amount: 100 }], 35)).toEqual({
      byCurrency: [{ currency: 'THB', amount: 100 }],
      thb: 100,
      converted: false,
    });
    expect(moneyFigure([], 35)).toEqual({ byCurrency: [], thb: 0, converted: false });
  });

  it('converts a currency without minor units by its own scale', () => {
    expect(moneyFigure([{ currency: 'JPY', amount: 10_000 }], 35).thb).toBe(toThbMinor(10_000, 'JPY', 35));
  });
});

describe('averageStars', () => {
  it('weights the average by reviews, to one decimal', () => {
    const rows = [
      { stars: 5, reviews: 3 },
      { stars: 2, reviews: 1 },
      { stars: 5, reviews: 1 },
    ];
    expect(averageStars(rows)).toBe(4.4);
    expect(averageStars([])).toBeNull();
  });
});
