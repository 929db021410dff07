/** WCAG 2.x relative luminance and contrast ratio, for colour tests. Accepts #rgb, #rrggbb and rgb()/rgba(). */

export type Rgb = [number, number, number];

export function parseColor(color: string): Rgb {
  const hex = color.trim().match(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
  }
  const rgb = color.match(/^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/i);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  throw new Error(`color no reconocido: ${color}`);
}

/** The colour seen when `top` with opacity `alpha` is painted over `bottom`. */
export function blend(top: string, alpha: number, bottom: string): string {
  const [a, b] = [parseColor(top), parseColor(bottom)];
  return `rgb(${a.map((c, i) => Math.round(c * alpha + b[i] * (1 - alpha))).join(', ')})`;
}

function luminance(color: string): number {
  const [r, g, b] = parseColor(color)
    .map((c) => c / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** The value of a custom property declared in a `selector { … }` block of a CSS text (the last declaration wins). */
export function cssVariable(css: string, selector: string, name: string): string {
  let value: string | undefined;
  for (let start = css.indexOf(`${selector} {`); start >= 0; start = css.indexOf(`${selector} {`, start + 1)) {
    // Only whole selectors: `:root {` at the start of a line, not `x:root {`.
    if (start > 0 && css[start - 1] !== '\n') continue;
    const block = css.slice(start, css.indexOf('}', start));
    value = block.match(new RegExp(`${name}:\\s*([^;]+);`))?.[1] ?? value;
  }
  if (!value) throw new Error(`${selector} no declara ${name}`);
  return value.trim();
}
