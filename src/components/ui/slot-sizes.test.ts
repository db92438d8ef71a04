import { slotSizesTable, type SlotSizesTable } from './slot-sizes-table';

const loadSlotSizes = (written: SlotSizesTable) => {
  const saved = globalThis.__IMAGE_SLOT_SIZES__;
  globalThis.__IMAGE_SLOT_SIZES__ = written;
  let sizes!: typeof import('./slot-sizes').SLOT_SIZES;
  jest.isolateModules(() => {
    sizes = (jest.requireActual('./slot-sizes') as typeof import('./slot-sizes')).SLOT_SIZES;
  });
  globalThis.__IMAGE_SLOT_SIZES__ = saved;
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
    expect(loadSlotSizes(written).cardGrid).toBe('written by the build');
  });
});
