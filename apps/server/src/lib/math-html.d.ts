import { type MathTextSegment } from '@academy/shared/math-text';
/** The class of a display formula's box: the web's MathHtml lets it scroll sideways. */
export declare const DISPLAY_MATH_CLASS = 'math-display';
/** KaTeX HTML with MathML for screen readers; TeX KaTeX cannot parse shows as red source. */
export declare function texToHtml(tex: string, display: boolean): string;
export declare const escapeHtml: (text: string) => string;
/** Segments as HTML: prose escaped, math by KaTeX, display math in its own scrolling box. */
export declare function segmentsToHtml(segments: MathTextSegment[]): string;
/**
 * A math text field as HTML for the web's MathHtml. An image source (SPEC §5) renders to '':
 * the web shows the field itself as an image.
 */
export declare function mathTextToHtml(text: string): string;
