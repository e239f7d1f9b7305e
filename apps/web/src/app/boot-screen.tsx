/** Shown while the locale file loads: plain markup, no theme yet. */
export const BootScreen = () => (
  <div role="status" aria-label="Loading" style={{ height: 3, background: '#58abc8', width: '100%' }} />
);
