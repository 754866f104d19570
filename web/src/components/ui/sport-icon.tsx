/** Simple glyphs per sport key (simulated sports of the product decisions); a dot for others. */
const GLYPHS: Record<string, string> = {
  football:
    'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M12 7l4 3-1.5 4.5h-5L8 10zM12 3v4M16 10l4.5-1.5M14.5 14.5l2.5 4M9.5 14.5l-2.5 4M8 10L3.5 8.5',
  basketball:
    'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M3 12h18M12 3v18M5.6 5.6a9 9 0 0 1 0 12.8M18.4 5.6a9 9 0 0 0 0 12.8',
  tennis: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M5.5 5.8a9 9 0 0 1 0 12.4M18.5 5.8a9 9 0 0 0 0 12.4',
  'ice-hockey': 'M4 4l7 12h-4a2 2 0 0 0 0 4h5l-1-3M20 4l-7 12M15 20h2a2 2 0 0 0 0-4h-2',
  volleyball:
    'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M12 12l-7.5-4.5M12 12v9M12 12l7.8-4.2M12 3a12 12 0 0 1 4 9M4.5 16.5A12 12 0 0 1 12 12',
  'table-tennis':
    'M14 4a6 6 0 0 1 0 12a6 6 0 0 1-4-1.5L5 19l-1-1 4.5-5A6 6 0 0 1 14 4M19 18a1.5 1.5 0 1 0 0 .1',
  cricket: 'M15 3l6 6-9 9-6-6zM6 12l-3 3 6 6 3-3M18 19a1.5 1.5 0 1 0 0 .1',
  cs2: 'M3 12h4M17 12h4M12 3v4M12 17v4M12 7a5 5 0 1 0 0 10a5 5 0 1 0 0-10M12 11v2',
  'dota-2': 'M4 4h16v16H4zM7 7l10 10M14 7h3v3M7 14v3h3',
  'league-of-legends': 'M6 3h4v14h8v4H6zM14 7a6 6 0 0 1 0 8',
};

type SportIconProps = { sportKey: string; size?: number; className?: string };

export function SportIcon({ sportKey, size = 18, className }: SportIconProps) {
  const path = GLYPHS[sportKey] ?? 'M12 8a4 4 0 1 0 0 8a4 4 0 1 0 0-8';
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
