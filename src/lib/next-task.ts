/**
 * Resolves in a task of its own, so that the work after it does not lengthen the task that
 * awaited it. A posted message rather than a timer: a tab opened in the background slows its
 * timers down to one a second, not its messages.
 */
export const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    if (typeof MessageChannel === 'undefined') {
      setTimeout(resolve, 0);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
