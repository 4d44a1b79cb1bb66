/**
 * After the next paint (issue 16 §2): what can wait a frame, waits for one, so the new page the
 * shopper asked for is drawn before the widgets in it start their work. A hidden page draws no
 * frames: the timer is the floor, never a wait for a frame that will not come.
 */
const HIDDEN_PAGE_MS = 100;

export function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    const floor = setTimeout(resolve, HIDDEN_PAGE_MS);
    // The frame callback runs before the paint; the task after it, once the frame is drawn.
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(floor);
        resolve();
      }, 0),
    );
  });
}
