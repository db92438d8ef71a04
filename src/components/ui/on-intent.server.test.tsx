import { serverHtml } from '../../../tests/support/runtime/server-html';
import { AWAITS_CODE } from '../../services/forms/early-actions';
import { onIntent } from './on-intent';

const Greeting = ({ name }: { name: string }) => (
  <form name="greeting">
    <input name="name" defaultValue={name} />
  </form>
);

describe('onIntent on the server', () => {
  it('writes the whole form, in a box marked as waiting for its code', async () => {
    const Component = onIntent(() => Promise.resolve(Greeting));
    const html = await serverHtml(<Component name="Ada" />);
    expect(html).toMatch(new RegExp(`^<div id="[^"]+" ${AWAITS_CODE}="">`));
    expect(html).toContain('<form name="greeting"><input name="name" value="Ada"/></form>');
  });
});
