/** Image-zoom constants (spec §4 and §9). Read by the zoom client module and its tests. */
export const zoomConfig = {
  /** Only images inside rendered markdown are zoomable. */
  selector: '.markdown img:not(.no-zoom)',
  /** The spec's reading is 0; the site configuration gives 48, which is what we use. */
  margin: 48,
  background: {light: 'rgb(255, 255, 255)', dark: 'rgb(50, 50, 50)'},
  scrollOffset: 40,
  closeDelayMs: 150,
  attachDelayMs: 1000,
  transitionSeconds: 0.3,
} as const;
