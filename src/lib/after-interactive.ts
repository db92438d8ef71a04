/** The promise form of the third-party runtime's `afterInteractive`, so both wait the same way. */
import {
  afterInteractive as runAfterInteractive,
  type IdleWindow,
} from '../services/third-parties/after-interactive';

export const afterInteractive = (win: IdleWindow = window): Promise<void> =>
  new Promise((resolve) => runAfterInteractive(resolve, win));
