import mainRegular from 'katex/dist/fonts/KaTeX_Main-Regular.woff2?url';
import mathItalic from 'katex/dist/fonts/KaTeX_Math-Italic.woff2?url';

// The two faces nearly every formula of the bank uses (upright digits and operators, italic
// variables), at the URLs katex.min.css asks for. The others (sizes, AMS, bold) are rare enough
// to wait for the stylesheet.
const FONTS = [mainRegular, mathItalic];
let preloaded = false;

/**
 * Starts loading the math fonts as a math route starts loading, beside its code and its data,
 * rather than once its stylesheet has arrived: KaTeX's faces are `font-display: block`, so the
 * formulas stay blank until they come, and then take their own widths.
 */
export function preloadMathFonts() {
  if (preloaded || typeof document === 'undefined') return;
  preloaded = true;
  for (const href of FONTS) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'font';
    link.type = 'font/woff2';
    // Fonts are fetched in CORS mode: a preload without it would be fetched twice.
    link.crossOrigin = 'anonymous';
    link.href = href;
    document.head.append(link);
  }
}
