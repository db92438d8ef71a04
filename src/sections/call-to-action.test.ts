import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CTA_IMAGE } from '../lib/site-config';

// The query cannot import the spec's constants: it is held to them here.
describe("the call to action's picture query", () => {
  const source = readFileSync(path.join(__dirname, 'call-to-action.tsx'), 'utf8');

  it("asks for CTA_IMAGE's widths, over the whole width, at its quality", () => {
    expect(source).toContain(`breakpoints: [${CTA_IMAGE.widths.join(', ')}]`);
    expect(source).toContain(`quality: ${CTA_IMAGE.quality}`);
    expect(source).toContain('layout: FULL_WIDTH');
  });
});
