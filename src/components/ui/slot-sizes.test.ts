import { slotSizesTable } from './slot-sizes-table';

const loadSlotSizes = (written?: string) => {
  const saved = process.env.IMAGE_SLOT_SIZES;
  if (written === undefined) delete process.env.IMAGE_SLOT_SIZES;
  else process.env.IMAGE_SLOT_SIZES = written;
  let sizes!: typeof import('./slot-sizes').SLOT_SIZES;
  jest.isolateModules(() => {
    sizes = (jest.requireActual('./slot-sizes') as typeof import('./slot-sizes')).SLOT_SIZES;
  });
  if (saved === undefined) delete process.env.IMAGE_SLOT_SIZES;
  else process.env.IMAGE_SLOT_SIZES = saved;
  return sizes;
};

describe('the pictures’ sizes', () => {
  it('come from each slot in the layout', () => {
    expect(slotSizesTable()).toEqual({
      contentWidth: '(min-width: 1240px) 1200px, calc(100vw - 40px)',
      cardGrid:
        '(min-width: 1240px) 384px, (min-width: 988px) calc((100vw - 88px) * 0.3333), ' +
        '(min-width: 664px) calc((100vw - 64px) * 0.5), calc(100vw - 40px)',
      cardList:
        '(min-width: 1240px) 384px, (min-width: 1200px) calc((100vw - 88px) * 0.3333), ' +
        '(min-width: 768px) calc((100vw - 64px) * 0.5), calc(100vw - 40px)',
      mediaSplitColumn:
        '(min-width: 1240px) 484px, (min-width: 992px) calc((100vw - 80px) * 0.4167), calc(100vw - 40px)',
      mediaSplitHidden:
        '(min-width: 1240px) 484px, (min-width: 992px) calc((100vw - 80px) * 0.4167), 1px',
    });
  });

  it('are read as the build wrote them into the bundle', () => {
    const written = { ...slotSizesTable(), cardGrid: 'written by the build' };
    expect(loadSlotSizes(JSON.stringify(written)).cardGrid).toBe('written by the build');
  });

  it('are worked out without a bundle', () => {
    expect(loadSlotSizes()).toEqual(slotSizesTable());
  });
});
