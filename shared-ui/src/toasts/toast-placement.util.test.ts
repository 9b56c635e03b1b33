import { clearToastTop, type Box } from './toast-placement.util';

const box = (top: number, bottom: number, left = 900, right = 1000): Box => ({ top, bottom, left, right });
const column = { minTop: 64, height: 80, left: 872, right: 1256, windowHeight: 800 };

describe('clearToastTop', () => {
  it('keeps the toasts just below the heading when nothing is in their column', () => {
    expect(clearToastTop({ ...column, obstacles: [box(100, 140, 100, 300)] })).toBe(64);
  });

  it("moves them below a control they would cover (the wizard's step 3)", () => {
    expect(clearToastTop({ ...column, obstacles: [box(90, 130)] })).toBe(138);
  });

  it('finds the first band tall enough between controls', () => {
    const obstacles = [box(70, 100), box(150, 190), box(300, 340)];
    expect(clearToastTop({ ...column, obstacles })).toBe(198);
  });

  it('ignores boxes with no size (hidden controls) and controls above the start', () => {
    expect(clearToastTop({ ...column, obstacles: [box(90, 90), box(10, 50)] })).toBe(64);
  });

  it('stays at the start when no band fits in the window', () => {
    const obstacles = [box(60, 400), box(420, 790)];
    expect(clearToastTop({ ...column, obstacles })).toBe(64);
  });
});
