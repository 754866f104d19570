import SPORT_GLYPHS from './sport-icon-paths.json';

/**
 * Simple glyphs per sport key (simulated sports of the product decisions); a dot (`_default`) for
 * others. The paths live in `sport-icon-paths.json` (the first paint renders a sport page's heading in
 * a variant per key, `app/first-paint/pages.tsx`).
 */
const GLYPHS: Readonly<Record<string, string>> = SPORT_GLYPHS;

type SportIconProps = { sportKey: string; size?: number; className?: string };

export function SportIcon({ sportKey, size = 18, className }: SportIconProps) {
  const path = GLYPHS[sportKey] ?? SPORT_GLYPHS._default;
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}
