/** Image-zoom constants: the zoom client module and its tests read them from here. */
export const zoomConfig = {
  /** Only images inside rendered markdown are zoomable. */
  selector: '.markdown img:not(.no-zoom)',
  /** Space around the zoomed image, so it never touches the edges of the window. */
  margin: 48,
  background: {light: 'rgb(255, 255, 255)', dark: 'rgb(50, 50, 50)'},
  scrollOffset: 40,
  closeDelayMs: 150,
  attachDelayMs: 1000,
  transitionSeconds: 0.3,
} as const;
