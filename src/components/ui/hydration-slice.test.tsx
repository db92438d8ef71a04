import { renderToString } from 'react-dom/server';
import { HydrationSlice } from './hydration-slice';

// React marks a server-rendered Suspense boundary with <!--$--> … <!--/$-->; in the browser it
// hydrates each marked part as a unit of its own, in tasks that yield between parts.
describe('HydrationSlice', () => {
  it('server-renders its children inside a boundary, with no markup of its own', () => {
    expect(
      renderToString(
        <HydrationSlice>
          <p>part</p>
        </HydrationSlice>,
      ),
    ).toBe('<!--$--><p>part</p><!--/$-->');
  });
});
