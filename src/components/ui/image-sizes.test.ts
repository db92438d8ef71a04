import { autoFillSlots, slotSizes } from './image-sizes';

describe('slotSizes', () => {
  it('is the content width at the page width, the viewport less the gutters below it', () => {
    expect(slotSizes([{ from: 0, share: 1, gaps: 0 }])).toBe(
      '(min-width: 1240px) 1200px, calc(100vw - 40px)',
    );
  });

  it('lists the widest screens first, each slot a share of the row after its gaps', () => {
    expect(
      slotSizes([
        { from: 0, share: 1, gaps: 0 },
        { from: 992, share: 5 / 12, gaps: 40 },
      ]),
    ).toBe(
      '(min-width: 1240px) 484px, (min-width: 992px) calc((100vw - 80px) * 0.4167), calc(100vw - 40px)',
    );
  });

  it('gives a hidden picture the smallest file', () => {
    expect(slotSizes([{ from: 0, share: 0, gaps: 0 }])).toBe('(min-width: 1240px) 1px, 1px');
  });
});

describe('autoFillSlots', () => {
  it('adds a column each time one more minimum-width column and its gap fit', () => {
    expect(autoFillSlots(300, 24)).toEqual([
      { from: 0, share: 1, gaps: 0 },
      { from: 664, share: 1 / 2, gaps: 24 },
      { from: 988, share: 1 / 3, gaps: 48 },
    ]);
  });
});
